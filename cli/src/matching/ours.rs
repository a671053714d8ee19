//! chess-lut's side of a match: every registered lookup an engine's table could be (none that
//! takes an occupancy), its answers over its arguments' whole domains computed once, and how an
//! engine may number squares.

use chess_lut::relations::{Answer, AxisKind, Value};
use chess_lut::tables::{self, Lookup};
use chess_lut::{Bitboard, Square};

/// A lookup of chess-lut's as a table over its arguments.
pub struct Ours {
    pub lookup: &'static Lookup,
    /// Each argument's kind, as its lookup takes it (a square for a square's file or rank).
    pub kinds: Vec<AxisKind>,
    /// Each argument's values, in order.
    pub domains: Vec<Vec<Value>>,
    /// Every answer, row-major by the arguments (`None` where the lookup answers nothing).
    answers: Vec<Option<Answer>>,
}

impl std::fmt::Debug for Ours {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ours")
            .field("lookup", &self.lookup.path)
            .finish_non_exhaustive()
    }
}

impl Ours {
    /// The answer to the arguments of these positions in their domains.
    pub fn answer(&self, at: &[usize]) -> Option<Answer> {
        let flat = at
            .iter()
            .zip(&self.domains)
            .fold(0, |flat, (&i, d)| flat * d.len() + i);
        self.answers[flat]
    }

    /// The kind of the argument each axis of the lookup describes (a file or rank kept).
    pub fn axis_kind(&self, arg: usize) -> AxisKind {
        self.lookup.axes[arg].kind
    }
}

/// Every registered lookup that takes no occupancy, with its answers.
pub fn all() -> Vec<Ours> {
    tables::lookups()
        .filter_map(|(_, lookup)| ours(lookup))
        .collect()
}

fn ours(lookup: &'static Lookup) -> Option<Ours> {
    let mut kinds = Vec::new();
    let mut domains = Vec::new();
    for axis in lookup.axes {
        let argument = axis.as_argument();
        if matches!(argument.kind, AxisKind::Occupancy(_)) {
            return None;
        }
        let count = argument.count().filter(|&n| n <= 4096)?;
        let values: Option<Vec<Value>> = (0..count).map(|i| Value::of(&argument, i)).collect();
        kinds.push(argument.kind);
        domains.push(values?);
    }
    let total: usize = domains.iter().map(Vec::len).product();
    if total > 1 << 16 {
        return None;
    }
    let mut answers = Vec::with_capacity(total);
    let mut at = vec![0usize; domains.len()];
    let mut args: Vec<Value> = domains.iter().map(|d| d[0]).collect();
    for _ in 0..total {
        for (k, &i) in at.iter().enumerate() {
            args[k] = domains[k][i];
        }
        answers.push((lookup.run)(&args));
        // the next position, the last argument fastest
        for k in (0..at.len()).rev() {
            at[k] += 1;
            if at[k] < domains[k].len() {
                break;
            }
            at[k] = 0;
        }
    }
    Some(Ours {
        lookup,
        kinds,
        domains,
        answers,
    })
}

/// How an engine numbers the squares: from a1 (this crate's), a8, h1 or h8; each is this
/// crate's index xored with a mask.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Order {
    /// a1 = 0, b1 = 1, …, h8 = 63: this crate's.
    A1,
    /// a8 = 0, …, h1 = 63: `Square::flip_vertical`.
    A8,
    /// h1 = 0, g1 = 1, …, a8 = 63: `Square::flip_horizontal`.
    H1,
    /// h8 = 0, …, a1 = 63: both flips.
    H8,
}

impl Order {
    /// Every order, this crate's first.
    pub const ALL: [Order; 4] = [Order::A1, Order::A8, Order::H1, Order::H8];

    /// The mask an index is xored with: the engine's index of a square is this crate's index
    /// of the square `index ^ mask`.
    pub const fn mask(self) -> usize {
        match self {
            Order::A1 => 0,
            Order::A8 => 56,
            Order::H1 => 7,
            Order::H8 => 63,
        }
    }

    /// The square the engine's index `i` calls.
    pub fn square(self, i: usize) -> Square {
        Square::ALL[(i ^ self.mask()) & 63]
    }

    /// A set of this crate's as the engine holds it.
    pub fn set(self, b: Bitboard) -> Bitboard {
        match self {
            Order::A1 => b,
            Order::A8 => b.flip_vertical(),
            Order::H1 => b.flip_horizontal(),
            Order::H8 => b.flip_vertical().flip_horizontal(),
        }
    }

    /// `a8 = 0`: its first square, as said.
    pub fn name(self) -> &'static str {
        match self {
            Order::A1 => "a1 = 0",
            Order::A8 => "a8 = 0",
            Order::H1 => "h1 = 0",
            Order::H8 => "h8 = 0",
        }
    }

    /// What turns a square or a set of this crate's into the engine's: `.flip_vertical()`.
    pub fn turn(self) -> &'static str {
        match self {
            Order::A1 => "",
            Order::A8 => ".flip_vertical()",
            Order::H1 => ".flip_horizontal()",
            Order::H8 => ".flip_vertical().flip_horizontal()",
        }
    }
}

/// An answer as the engine's table holds it, in its square order: a set's bits, a number, 1
/// for yes, a square's index (64 for none).
pub fn held(answer: Answer, order: Order) -> i128 {
    match answer {
        Answer::Set(b) => i128::from(order.set(b).0),
        Answer::Number(n) => i128::from(n),
        Answer::YesNo(y) => i128::from(y),
        Answer::Square(Some(sq)) => (sq as usize ^ order.mask()) as i128,
        Answer::Square(None) => 64,
    }
}

/// Whether the engine's value `yours` is `ours`: a set compared as 64 bits (an `i64` table's
/// negative values too), the rest as integers.
pub fn same(yours: i128, ours: i128, set: bool) -> bool {
    if set {
        (-(1i128 << 63)..1i128 << 64).contains(&yours) && yours as u64 == ours as u64
    } else {
        yours == ours
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lookup_without_an_occupancy_answers_as_itself() {
        let all = all();
        let in_between = all.iter().find(|o| o.lookup.path == "in_between").unwrap();
        assert_eq!(
            in_between.domains.iter().map(Vec::len).collect::<Vec<_>>(),
            [64, 64]
        );
        let (e1, h4) = (Square::E1 as usize, Square::H4 as usize);
        assert_eq!(
            in_between.answer(&[e1, h4]),
            Some(Answer::Set(chess_lut::in_between(Square::E1, Square::H4)))
        );
        assert!(
            all.iter()
                .all(|o| o.kinds.iter().all(|k| !matches!(k, AxisKind::Occupancy(_))))
        );
        assert!(all.iter().any(|o| o.lookup.path == "line_mask"));
        assert!(!all.iter().any(|o| o.lookup.path == "attacks"));
    }

    #[test]
    fn each_order_numbers_squares_and_sets_alike() {
        for order in Order::ALL {
            for i in 0..64 {
                let sq = order.square(i);
                assert_eq!(order.set(sq.bitboard()).0, 1 << i, "{order:?} {i}");
                assert_eq!(held(Answer::Square(Some(sq)), order), i as i128);
            }
        }
        assert_eq!(Order::A8.square(0), Square::A8);
        assert_eq!(Order::H1.square(0), Square::H1);
        assert_eq!(Order::H8.square(0), Square::H8);
    }

    #[test]
    fn every_lookup_of_up_to_65536_answers_is_one_of_ours() {
        let all = all();
        // the intersection of two lines: 64 x 4 x 64 x 4 answers, the most of any
        let crossing = all
            .iter()
            .find(|o| o.lookup.path == "intersection")
            .unwrap();
        assert_eq!(
            crossing.domains.iter().map(Vec::len).product::<usize>(),
            1 << 16
        );
        assert!(format!("{crossing:?}").contains("intersection"));
    }

    #[test]
    fn each_order_is_said_by_its_first_square_and_what_turns_it() {
        let said: Vec<(&str, &str)> = Order::ALL.iter().map(|o| (o.name(), o.turn())).collect();
        assert_eq!(
            said,
            [
                ("a1 = 0", ""),
                ("a8 = 0", ".flip_vertical()"),
                ("h1 = 0", ".flip_horizontal()"),
                ("h8 = 0", ".flip_vertical().flip_horizontal()"),
            ]
        );
    }

    #[test]
    fn a_set_is_its_bits_whatever_the_sign() {
        assert!(same(-1, i128::from(u64::MAX), true));
        assert!(!same(-1, i128::from(u64::MAX), false));
        assert!(!same(1 << 64, 0, true));
    }
}
