//! The search: every way an engine's table can be one of chess-lut's lookups (each of its
//! dimensions an argument, in any order; an argument it lacks fixed to one value; a pair of line
//! kinds of four; a square's file or rank by 8 rows or 64; each square order), each compared
//! cell by cell, the closest kept: equal, equal once the square an argument names is taken out
//! of each set or put in, or the fewest cells different.

use super::ours::{Order, Ours, held, same};
use chess_lut::relations::{Answer, AxisKind};

/// How one argument of the lookup is given.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Arg {
    /// By the engine's dimension `dim`, its index `i` the argument's value at `positions[i]` in
    /// its domain (a square's, before the square order turns it).
    Dim { dim: usize, positions: Vec<usize> },
    /// Fixed: the value at this position of its domain.
    Fixed(usize),
}

/// A change that makes every cell equal: the square an argument names taken out of each set
/// (`& !sq.bitboard()`) or put in (`| sq.bitboard()`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Change {
    /// The square argument `n` (its index in the lookup's arguments) names, taken out.
    Without(usize),
    /// The square argument `n` names, put in.
    With(usize),
}

/// A way the engine's table is a lookup, and how close.
#[derive(Clone, Debug)]
pub struct Found<'a> {
    /// The lookup.
    pub ours: &'a Ours,
    /// Each argument, in the lookup's order.
    pub args: Vec<Arg>,
    /// The engine's square order.
    pub order: Order,
    /// How many cells differ.
    pub differing: usize,
    /// The first cell that does, row-major.
    pub first: Option<usize>,
    /// A change of each of our sets that makes every cell equal, where one does.
    pub change: Option<Change>,
    /// How far from the plainest reading: fixed arguments, a pair of four, a square order.
    pub cost: usize,
}

impl Found<'_> {
    /// Its rank among the others: equal first, then equal by a change, then the fewest cells.
    fn rank(&self) -> (usize, usize, usize) {
        let kind = match (self.differing, self.change) {
            (0, _) => 0,
            (_, Some(_)) => 1,
            _ => 2,
        };
        (kind, self.differing, self.cost)
    }

    /// The answer of ours in the cell at `index`, as the engine holds it.
    pub fn ours_at(&self, shape: &[usize], flat: usize) -> Option<Answer> {
        let index = unflatten(shape, flat);
        let at: Vec<usize> = self
            .args
            .iter()
            .enumerate()
            .map(|(k, a)| self.position(k, a, &index))
            .collect();
        self.ours.answer(&at)
    }

    /// The position in its domain of argument `k` given as `arg`, at the engine's `index`.
    fn position(&self, k: usize, arg: &Arg, index: &[usize]) -> usize {
        let p = match arg {
            Arg::Dim { dim, positions } => positions[index[*dim]],
            Arg::Fixed(p) => *p,
        };
        if self.ours.kinds[k] == AxisKind::Square {
            p ^ self.order.mask()
        } else {
            p
        }
    }
}

/// The index of each dimension of the cell `flat`, row-major.
pub fn unflatten(shape: &[usize], mut flat: usize) -> Vec<usize> {
    let mut index = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        index[d] = flat % shape[d];
        flat /= shape[d];
    }
    index
}

/// The closest way `values` (of `shape`, row-major) is one of `all`: `None` where no lookup
/// has a way to be indexed so.
pub fn closest<'a>(all: &'a [Ours], shape: &[usize], values: &[i128]) -> Option<Found<'a>> {
    let mut best: Option<Found<'a>> = None;
    for ours in all {
        for (args, cost) in plans(ours, shape) {
            for order in Order::ALL {
                let cost = cost + usize::from(order != Order::A1);
                let limit = best.as_ref().map_or(usize::MAX, |b| b.differing);
                if let Some(found) = compare(ours, &args, order, shape, values, limit, cost)
                    && best.as_ref().is_none_or(|b| found.rank() < b.rank())
                {
                    best = Some(found);
                }
            }
        }
    }
    best
}

/// Every way `ours` can be indexed by a table of `shape`, each with its cost.
fn plans(ours: &Ours, shape: &[usize]) -> Vec<(Vec<Arg>, usize)> {
    let mut out = Vec::new();
    let mut args: Vec<Option<Arg>> = vec![None; ours.domains.len()];
    assign(ours, shape, 0, &mut args, 0, &mut out);
    out
}

/// Each of the engine's dimensions from `dim` on given to an argument not yet given one, then
/// the arguments left fixed.
fn assign(
    ours: &Ours,
    shape: &[usize],
    dim: usize,
    args: &mut Vec<Option<Arg>>,
    cost: usize,
    out: &mut Vec<(Vec<Arg>, usize)>,
) {
    if dim == shape.len() {
        fix(ours, 0, args, cost, out);
        return;
    }
    for k in 0..args.len() {
        if args[k].is_some() {
            continue;
        }
        for (positions, more) in views(ours, k, shape[dim]) {
            args[k] = Some(Arg::Dim { dim, positions });
            assign(ours, shape, dim + 1, args, cost + more, out);
            args[k] = None;
        }
    }
}

/// The arguments from `k` on that no dimension gives, each fixed to every value of a small
/// domain in turn (a square's never).
fn fix(
    ours: &Ours,
    k: usize,
    args: &mut Vec<Option<Arg>>,
    cost: usize,
    out: &mut Vec<(Vec<Arg>, usize)>,
) {
    if k == args.len() {
        out.push((
            args.iter().map(|a| a.clone().expect("given")).collect(),
            cost,
        ));
        return;
    }
    if args[k].is_some() {
        fix(ours, k + 1, args, cost, out);
        return;
    }
    let n = ours.domains[k].len();
    if ours.kinds[k] == AxisKind::Square || n > 16 {
        return;
    }
    for p in 0..n {
        args[k] = Some(Arg::Fixed(p));
        fix(ours, k + 1, args, cost + 1, out);
    }
    args[k] = None;
}

/// The ways a dimension of `len` rows indexes argument `k`, each with its cost: every value in
/// order; a square's file or rank by its 8; two line kinds of four.
fn views(ours: &Ours, k: usize, len: usize) -> Vec<(Vec<usize>, usize)> {
    let n = ours.domains[k].len();
    let mut out = Vec::new();
    if len == n {
        out.push(((0..n).collect(), 0));
    }
    match (ours.axis_kind(k), len) {
        (AxisKind::FileOf, 8) => out.push(((0..8).collect(), 0)),
        (AxisKind::RankOf, 8) => out.push(((0..8).map(|r| 8 * r).collect(), 0)),
        (AxisKind::LineKind, 2) => {
            for a in 0..4 {
                for b in (0..4).filter(|&b| b != a) {
                    out.push((vec![a, b], 1));
                }
            }
        }
        _ => {}
    }
    out
}

/// `values` against `ours` given by `args` in `order`, stopping past `limit` cells different
/// where no change can make them equal; `None` where it stopped.
fn compare<'a>(
    ours: &'a Ours,
    args: &[Arg],
    order: Order,
    shape: &[usize],
    values: &[i128],
    limit: usize,
    cost: usize,
) -> Option<Found<'a>> {
    let found = Found {
        ours,
        args: args.to_vec(),
        order,
        differing: 0,
        first: None,
        change: None,
        cost,
    };
    // the square arguments given by a dimension: a change may take their square out or in
    let squares: Vec<(usize, usize)> = args
        .iter()
        .enumerate()
        .filter(|&(k, _)| ours.kinds[k] == AxisKind::Square)
        .filter_map(|(k, a)| match a {
            Arg::Dim { dim, .. } => Some((k, *dim)),
            Arg::Fixed(_) => None,
        })
        .collect();
    let mut without = vec![true; squares.len()];
    let mut with = vec![true; squares.len()];
    let mut differing = 0;
    let mut first = None;
    let mut index = vec![0usize; shape.len()];
    let mut at = vec![0usize; args.len()];
    for (flat, &yours) in values.iter().enumerate() {
        for (k, a) in args.iter().enumerate() {
            at[k] = found.position(k, a, &index);
        }
        let answer = ours.answer(&at);
        let set = matches!(answer, Some(Answer::Set(_)));
        let equal = answer.is_some_and(|a| same(yours, held(a, order), set));
        if !equal {
            differing += 1;
            first.get_or_insert(flat);
            let theirs = held(
                answer.unwrap_or(Answer::Set(chess_lut::Bitboard::EMPTY)),
                order,
            );
            let x = (yours as u64) ^ (theirs as u64);
            for (s, &(_, dim)) in squares.iter().enumerate() {
                let bit = 1u64 << (index[dim] & 63);
                let in_ours = theirs as u64 & bit != 0;
                without[s] &= set && x == bit && in_ours;
                with[s] &= set && x == bit && !in_ours;
            }
            let changes = without.iter().chain(&with).any(|&c| c);
            if differing > limit && !changes {
                return None;
            }
        }
        // the next cell's index, the last dimension fastest
        for d in (0..shape.len()).rev() {
            index[d] += 1;
            if index[d] < shape[d] {
                break;
            }
            index[d] = 0;
        }
    }
    let change = if differing == 0 {
        None
    } else {
        let s = without.iter().position(|&c| c);
        let w = with.iter().position(|&c| c);
        s.map(|s| Change::Without(squares[s].0))
            .or(w.map(|w| Change::With(squares[w].0)))
    };
    Some(Found {
        differing,
        first,
        change,
        ..found
    })
}

#[cfg(test)]
mod tests {
    use super::super::ours;
    use super::*;
    use chess_lut::{
        LineKind, Square, direction, in_between, knight_attacks, line_mask, path, pawn_attacks,
    };

    fn table(cells: impl Iterator<Item = u64>) -> Vec<i128> {
        cells.map(i128::from).collect()
    }

    fn named<'a>(found: &Found<'a>) -> &'a str {
        found.ours.lookup.path
    }

    #[test]
    fn a_table_of_chess_lut_s_is_found_equal_in_every_square_order() {
        let all = ours::all();
        let squares = || Square::ALL.into_iter();
        for order in Order::ALL {
            // a knight's jumps look the same in every order: the plainest, a1 = 0
            let knight =
                table(squares().map(|i| order.set(knight_attacks(order.square(i as usize))).0));
            let found = closest(&all, &[64], &knight).unwrap();
            assert_eq!(
                (named(&found), found.differing, found.order),
                ("knight_attacks", 0, Order::A1)
            );
            // a compass direction (north, east …) tells each order from the others but h8 = 0,
            // which turns each the other way: the direction from `b` to `a`, in a1 = 0
            let directions = table(squares().flat_map(|a| {
                squares().map(move |b| {
                    u64::from(direction(
                        order.square(a as usize),
                        order.square(b as usize),
                    ))
                })
            }));
            let found = closest(&all, &[64, 64], &directions).unwrap();
            let read = if order == Order::H8 { Order::A1 } else { order };
            assert_eq!(
                (named(&found), found.differing, found.order),
                ("direction", 0, read)
            );
            // a pawn's attacks by colour tell a8 and h8 = 0 (no colour is the other's)
            let pawns = table(chess_lut::Color::ALL.into_iter().flat_map(|c| {
                squares().map(move |i| order.set(pawn_attacks(c, order.square(i as usize))).0)
            }));
            let found = closest(&all, &[2, 64], &pawns).unwrap();
            let read = match order {
                Order::H1 => Order::A1,
                Order::H8 => Order::A8,
                other => other,
            };
            assert_eq!(
                (named(&found), found.differing, found.order),
                ("pawn_attacks", 0, read)
            );
        }
        // the colour second, the square first
        let pawns =
            table(squares().flat_map(|sq| chess_lut::Color::ALL.map(|c| pawn_attacks(c, sq).0)));
        let found = closest(&all, &[64, 2], &pawns).unwrap();
        assert_eq!((named(&found), found.differing), ("pawn_attacks", 0));
        // between, the far square held: path, not in_between
        let paths = table(squares().flat_map(|a| squares().map(move |b| path(a, b).0)));
        assert_eq!(named(&closest(&all, &[64, 64], &paths).unwrap()), "path");
        let betweens = table(squares().flat_map(|a| squares().map(move |b| in_between(a, b).0)));
        assert_eq!(
            named(&closest(&all, &[64, 64], &betweens).unwrap()),
            "in_between"
        );
    }

    #[test]
    fn a_missing_argument_is_fixed_and_two_line_kinds_are_a_pair_of_four() {
        let all = ours::all();
        let diagonals = table(
            Square::ALL
                .into_iter()
                .map(|sq| line_mask(sq, LineKind::Diagonal).0),
        );
        let found = closest(&all, &[64], &diagonals).unwrap();
        assert_eq!((named(&found), found.differing), ("line_mask", 0));
        assert_eq!(found.args[1], Arg::Fixed(LineKind::Diagonal as usize));
        let both = table(
            [LineKind::AntiDiagonal, LineKind::Diagonal]
                .into_iter()
                .flat_map(|k| Square::ALL.into_iter().map(move |sq| line_mask(sq, k).0)),
        );
        let found = closest(&all, &[2, 64], &both).unwrap();
        assert_eq!(found.differing, 0);
        assert_eq!(
            found.args[1],
            Arg::Dim {
                dim: 0,
                positions: vec![LineKind::AntiDiagonal as usize, LineKind::Diagonal as usize]
            }
        );
    }

    #[test]
    fn a_cell_s_index_is_unflattened_row_major() {
        assert_eq!(unflatten(&[2, 64], 70), [1, 6]);
        assert_eq!(unflatten(&[64, 64, 4], 64 * 4 * 3 + 4 * 5 + 2), [3, 5, 2]);
        assert_eq!(unflatten(&[8], 7), [7]);
    }

    #[test]
    fn the_ways_a_table_is_a_lookup_fix_a_small_argument_and_never_a_square() {
        let all = ours::all();
        let lookup = |path: &str| all.iter().find(|o| o.lookup.path == path).unwrap();
        // a square's table of line masks: the line kind fixed, each of the four in turn
        let fixed = plans(lookup("line_mask"), &[64]);
        assert_eq!(fixed.len(), 4);
        assert!(
            fixed
                .iter()
                .all(|(args, cost)| matches!(args[1], Arg::Fixed(_)) && *cost == 1)
        );
        // no square is fixed: a square's table is no square pair's
        assert!(plans(lookup("in_between"), &[64]).is_empty());
        // two line kinds of four cost one more than all four, and come in every order
        let pairs = plans(lookup("line_mask"), &[2, 64]);
        assert_eq!(pairs.len(), 12);
        assert!(pairs.iter().all(|(_, cost)| *cost == 1));
        assert!(
            plans(lookup("line_mask"), &[4, 64])
                .iter()
                .any(|(_, cost)| *cost == 0)
        );
        // a rank's table by its 8 rows, one square of each rank
        let ranks = plans(lookup("forward_ranks"), &[2, 8]);
        assert!(ranks.iter().any(|(args, _)| args[1]
            == Arg::Dim {
                dim: 1,
                positions: (0..8).map(|r| 8 * r).collect()
            }));
    }

    #[test]
    fn a_rank_s_table_is_found_by_its_rows() {
        let all = ours::all();
        let table: Vec<i128> = chess_lut::Color::ALL
            .into_iter()
            .flat_map(|c| {
                (0..8).map(move |r| i128::from(chess_lut::forward_ranks(c, Square::ALL[8 * r]).0))
            })
            .collect();
        let found = closest(&all, &[2, 8], &table).unwrap();
        assert_eq!((named(&found), found.differing), ("forward_ranks", 0));
        // the cell of a lookup, as the engine holds it
        let e4 = 28;
        assert_eq!(
            found.ours_at(&[2, 8], 8 + 3),
            Some(chess_lut::relations::Answer::Set(chess_lut::forward_ranks(
                chess_lut::Color::Black,
                Square::ALL[e4]
            )))
        );
    }

    #[test]
    fn a_near_miss_by_the_square_itself_is_a_change() {
        let all = ours::all();
        let without = table(
            Square::ALL
                .into_iter()
                .map(|sq| (line_mask(sq, LineKind::Diagonal) & !sq.bitboard()).0),
        );
        let found = closest(&all, &[64], &without).unwrap();
        assert_eq!((named(&found), found.differing), ("line_mask", 64));
        assert_eq!(found.change, Some(Change::Without(0)));
        // and a table that is none: the fewest cells different, no change
        let noise = table((0..64u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
        let found = closest(&all, &[64], &noise).unwrap();
        assert!(found.differing > 32 && found.change.is_none(), "{found:?}");
    }
}
