//! What a table is indexed by: its [`Domain`], a product of axes, each one argument of its
//! lookup: the squares, the colours, the pieces, the line kinds, a named range of integers,
//! and (for proofs only, sampled) the occupied squares.

use super::element::json_string;
use crate::Rust;
use chess_lut_types::{Attacker, Bitboard, Color, File, LineKind, Piece, Rank, Square};

/// What an axis tells the writer, whatever its values' type: the lookup's parameter, the
/// labels of the source's rows, the proof's loop, the description.
pub trait AxisInfo {
    /// The lookup's parameter name: `sq`, `depth`.
    fn name(&self) -> &str;

    /// How many values it has; `None` for an axis too large to list (the occupied squares),
    /// which a proof samples and a table cannot be indexed by.
    fn len(&self) -> Option<usize>;

    /// Whether it has no value (an empty range).
    fn is_empty(&self) -> bool {
        self.len() == Some(0)
    }

    /// How many values it has, exactly, where [`len`](AxisInfo::len) cannot say (a range of
    /// 2^64 integers): what a refusal of a table too large counts.
    fn count(&self) -> Option<u128> {
        self.len().map(|n| n as u128)
    }

    /// The label of its `i`th value in the source and in messages: `e4`, `white`, `depth 12`.
    fn label(&self, i: usize) -> String;

    /// The parameter's type, where chess-lut is reached by `chess_lut`.
    fn rust_type(&self, chess_lut: &Rust) -> Rust;

    /// The index into the static's dimension, from the parameter `param`: `sq as usize`.
    fn index(&self, param: &str) -> Rust;

    /// An expression the proof loops over: every value, or the sampled boards.
    fn every(&self, chess_lut: &Rust) -> Rust;

    /// The axis as a JSON object, for the description file.
    fn describe(&self) -> String;

    /// Whether its values are the 64 squares (the source lays a row of them out by rank).
    fn is_squares(&self) -> bool {
        false
    }

    /// Whether a value of the parameter's type can lie outside the axis (an integer outside
    /// its range), where the lookup panics.
    fn may_be_outside(&self) -> bool {
        false
    }

    /// How many values of the parameter the proof tries: every value of the axis, or for a
    /// square's file or rank every square; `None` for the sampled occupied squares.
    fn inputs(&self) -> Option<usize> {
        self.len()
    }

    /// What kind of axis it is, as the description names it: `square`, `color`, `piece`,
    /// `line-kind`, `attacker`, `file-of`, `rank-of`, `range`, `occupancy`.
    fn kind(&self) -> &'static str;
}

/// One axis of a domain: [`AxisInfo`] and its values, in index order.
pub trait Axis: AxisInfo {
    /// What the lookup takes and the table's function is given: a [`Square`], a `u8` …
    type Value: Copy;

    /// The `i`th value, `i` below [`len`](AxisInfo::len).
    fn value(&self, i: usize) -> Self::Value;
}

/// What a table is indexed by: one axis, or a tuple of two to four, outermost first. Its
/// values are what the table's function is given: a [`Square`], or a tuple.
pub trait Domain {
    /// A value of the whole domain.
    type Value: Copy;

    /// Its axes, outermost first.
    fn axes(&self) -> Vec<&dyn AxisInfo>;

    /// The value at one index per axis.
    fn at(&self, index: &[usize]) -> Self::Value;
}

impl<A: Axis> Domain for A {
    type Value = A::Value;

    fn axes(&self) -> Vec<&dyn AxisInfo> {
        vec![self]
    }

    fn at(&self, index: &[usize]) -> A::Value {
        self.value(index[0])
    }
}

impl<A: Axis, B: Axis> Domain for (A, B) {
    type Value = (A::Value, B::Value);

    fn axes(&self) -> Vec<&dyn AxisInfo> {
        vec![&self.0, &self.1]
    }

    fn at(&self, index: &[usize]) -> Self::Value {
        (self.0.value(index[0]), self.1.value(index[1]))
    }
}

impl<A: Axis, B: Axis, C: Axis, D: Axis> Domain for (A, B, C, D) {
    type Value = (A::Value, B::Value, C::Value, D::Value);

    fn axes(&self) -> Vec<&dyn AxisInfo> {
        vec![&self.0, &self.1, &self.2, &self.3]
    }

    fn at(&self, index: &[usize]) -> Self::Value {
        (
            self.0.value(index[0]),
            self.1.value(index[1]),
            self.2.value(index[2]),
            self.3.value(index[3]),
        )
    }
}

impl<A: Axis, B: Axis, C: Axis> Domain for (A, B, C) {
    type Value = (A::Value, B::Value, C::Value);

    fn axes(&self) -> Vec<&dyn AxisInfo> {
        vec![&self.0, &self.1, &self.2]
    }

    fn at(&self, index: &[usize]) -> Self::Value {
        (
            self.0.value(index[0]),
            self.1.value(index[1]),
            self.2.value(index[2]),
        )
    }
}

fn kind_json(kind: &str, name: &str, more: &str) -> String {
    let mut out = String::from("{\"kind\":");
    json_string(&mut out, kind);
    out.push_str(",\"name\":");
    json_string(&mut out, name);
    out.push_str(more);
    out.push('}');
    out
}

/// An enum of chess-lut's vocabulary as an axis: its `ALL` in order, its text as the label.
macro_rules! vocabulary_axis {
    ($(#[$doc:meta])* $axis:ident, $ty:ident, $kind:literal, $label:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub struct $axis(pub &'static str);

        impl AxisInfo for $axis {
            fn name(&self) -> &str {
                self.0
            }

            fn len(&self) -> Option<usize> {
                Some($ty::ALL.len())
            }

            fn label(&self, i: usize) -> String {
                let label: fn($ty) -> String = $label;
                label($ty::ALL[i])
            }

            fn rust_type(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!(concat!("{}::", stringify!($ty)), chess_lut))
            }

            fn index(&self, param: &str) -> Rust {
                Rust::from(format!("{param} as usize"))
            }

            fn every(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!(concat!("{}::", stringify!($ty), "::ALL"), chess_lut))
            }

            fn describe(&self) -> String {
                kind_json($kind, self.0, "")
            }

            fn is_squares(&self) -> bool {
                $kind == "square"
            }

            fn kind(&self) -> &'static str {
                $kind
            }
        }

        impl Axis for $axis {
            type Value = $ty;

            fn value(&self, i: usize) -> $ty {
                $ty::ALL[i]
            }
        }
    };
}

vocabulary_axis!(
    /// The 64 squares, a1 to h8: `Squares("sq")` is a parameter `sq: Square`.
    Squares,
    Square,
    "square",
    // by hand, not `to_string`: the build script runs unoptimised and labels every line
    |sq| {
        let i = sq as u8;
        String::from_utf8(vec![b'a' + i % 8, b'1' + i / 8]).expect("ASCII")
    }
);
vocabulary_axis!(
    /// White and black: `Colors("color")` is a parameter `color: Color`.
    Colors,
    Color,
    "color",
    |c| c.name().to_string()
);
vocabulary_axis!(
    /// The six kinds of piece, pawn to king: `Pieces("piece")` is a parameter `piece: Piece`.
    Pieces,
    Piece,
    "piece",
    |p| p.name().to_string()
);
vocabulary_axis!(
    /// Rank, file, diagonal, anti-diagonal: `LineKinds("kind")` is a parameter
    /// `kind: LineKind`.
    LineKinds,
    LineKind,
    "line-kind",
    |k| k.to_string()
);
vocabulary_axis!(
    /// The seven attackers, black pawn to king, in the order of chess-lut's attack table:
    /// `Attackers("attacker")` is a parameter `attacker: Attacker`.
    Attackers,
    Attacker,
    "attacker",
    |a| a.name().to_string()
);

/// A square's file or rank as an axis: the parameter is a square, the table has a row per
/// file (or rank), and the function is given the file (or rank).
macro_rules! line_of_square_axis {
    ($(#[$doc:meta])* $axis:ident, $ty:ident, $method:ident, $kind:literal, $word:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub struct $axis(pub &'static str);

        impl AxisInfo for $axis {
            fn name(&self) -> &str {
                self.0
            }

            fn len(&self) -> Option<usize> {
                Some(8)
            }

            fn label(&self, i: usize) -> String {
                format!(concat!($word, " {}"), $ty::ALL[i])
            }

            fn rust_type(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!("{chess_lut}::Square"))
            }

            fn index(&self, param: &str) -> Rust {
                Rust::from(format!(concat!("{}.", stringify!($method), "() as usize"), param))
            }

            fn every(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!("{chess_lut}::Square::ALL"))
            }

            fn describe(&self) -> String {
                kind_json($kind, self.0, "")
            }

            fn inputs(&self) -> Option<usize> {
                Some(64)
            }

            fn kind(&self) -> &'static str {
                $kind
            }
        }

        impl Axis for $axis {
            type Value = $ty;

            fn value(&self, i: usize) -> $ty {
                $ty::ALL[i]
            }
        }
    };
}

line_of_square_axis!(
    /// A square's file: `FileOf("sq")` is a parameter `sq: Square`, a row per file `a` to `h`,
    /// the function given the [`File`].
    FileOf,
    File,
    file,
    "file-of",
    "file"
);
line_of_square_axis!(
    /// A square's rank: `RankOf("sq")` is a parameter `sq: Square`, a row per rank `1` to `8`,
    /// the function given the [`Rank`].
    RankOf,
    Rank,
    rank,
    "rank-of",
    "rank"
);

/// The integer types a [`Range`] can be of.
pub trait Integer: Copy + PartialOrd + std::fmt::Display {
    /// As an `i128`, which holds every value of every one of them.
    fn wide(self) -> i128;
    /// From an `i128` in range.
    fn narrow(v: i128) -> Self;
    /// The type's name: `u8`.
    fn name() -> &'static str;
}

macro_rules! integer {
    ($($t:ident),*) => {$(
        impl Integer for $t {
            fn wide(self) -> i128 {
                self as i128
            }
            fn narrow(v: i128) -> $t {
                $t::try_from(v).expect("a value of the range")
            }
            fn name() -> &'static str {
                stringify!($t)
            }
        }
    )*};
}

integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// A named range of integers, both ends included: `Range::new("depth", 1..=63)` is a
/// parameter `depth: u8` (the range's type) whose row `depth 12` is index `12 - 1`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Range<T> {
    name: &'static str,
    start: T,
    end: T,
}

impl<T: Integer> Range<T> {
    /// The values `range.start()` to `range.end()`, called `name`; empty when the end is
    /// below the start (which a table refuses).
    pub fn new(name: &'static str, range: std::ops::RangeInclusive<T>) -> Range<T> {
        Range {
            name,
            start: *range.start(),
            end: *range.end(),
        }
    }

    /// `v` as a literal of the range's type: `12u8`, `-3i8`.
    fn literal(v: i128) -> String {
        format!("{v}{}", T::name())
    }
}

impl<T: Integer> AxisInfo for Range<T> {
    fn name(&self) -> &str {
        self.name
    }

    fn len(&self) -> Option<usize> {
        Some(usize::try_from(self.count()?).unwrap_or(usize::MAX))
    }

    fn count(&self) -> Option<u128> {
        u128::try_from(self.end.wide() - self.start.wide() + 1)
            .ok()
            .or(Some(0))
    }

    fn label(&self, i: usize) -> String {
        format!("{} {}", self.name, self.start.wide() + i as i128)
    }

    fn rust_type(&self, _: &Rust) -> Rust {
        Rust::from(T::name())
    }

    fn index(&self, param: &str) -> Rust {
        let start = self.start.wide();
        // a usize is an index as it is: no cast (which clippy calls unnecessary)
        let usize = T::name() == "usize";
        Rust::from(if start == 0 && usize {
            param.to_string()
        } else if start == 0 {
            format!("{param} as usize")
        } else if start > 0 && usize {
            format!("{param} - {start}")
        } else if start > 0 {
            format!("({param} - {start}) as usize")
        } else {
            format!("({param} + {}) as usize", -start)
        })
    }

    fn every(&self, _: &Rust) -> Rust {
        let (start, end) = (
            Self::literal(self.start.wide()),
            Self::literal(self.end.wide()),
        );
        Rust::from(format!("{start}..={end}"))
    }

    fn may_be_outside(&self) -> bool {
        true
    }

    fn kind(&self) -> &'static str {
        "range"
    }

    fn describe(&self) -> String {
        let mut more = String::from(",\"type\":");
        json_string(&mut more, T::name());
        more.push_str(&format!(
            ",\"start\":{},\"end\":{}",
            self.start.wide(),
            self.end.wide()
        ));
        kind_json("range", self.name, &more)
    }
}

impl<T: Integer> Axis for Range<T> {
    type Value = T;

    fn value(&self, i: usize) -> T {
        T::narrow(self.start.wide() + i as i128)
    }
}

/// The occupied squares, a `Bitboard`: too many to list (2^64), so no table is indexed by
/// them; a [`Proof`](super::Proof) of a lookup that takes them samples [`SAMPLED_BOARDS`] boards: the empty
/// and the full board, each square alone and each square missing, and 192 pseudo-random boards
/// of three densities (about 8, 32 and 56 squares).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Occupancies(pub &'static str);

/// How many boards a proof samples for an [`Occupancies`] axis.
pub const SAMPLED_BOARDS: u32 = 322;

impl AxisInfo for Occupancies {
    fn name(&self) -> &str {
        self.0
    }

    fn len(&self) -> Option<usize> {
        None
    }

    fn label(&self, i: usize) -> String {
        format!("{} board {i}", self.0)
    }

    fn rust_type(&self, chess_lut: &Rust) -> Rust {
        Rust::from(format!("{chess_lut}::Bitboard"))
    }

    fn index(&self, _: &str) -> Rust {
        unreachable!("no table is indexed by the occupied squares")
    }

    fn every(&self, chess_lut: &Rust) -> Rust {
        Rust::from(format!(
            "(0..{SAMPLED_BOARDS}).map(self::sampled_board).map({chess_lut}::Bitboard)"
        ))
    }

    fn describe(&self) -> String {
        kind_json("occupancy", self.0, "")
    }

    fn kind(&self) -> &'static str {
        "occupancy"
    }
}

#[path = "sampled_board.rs"]
mod sampled;

/// The source of `fn sampled_board(k: u32) -> u64`, the [`Occupancies`] axis's `k`th board:
/// the file this crate compiles as that axis's values, written into the generated proofs.
pub fn sampler() -> &'static str {
    include_str!("sampled_board.rs")
}

impl Axis for Occupancies {
    type Value = Bitboard;

    fn value(&self, i: usize) -> Bitboard {
        Bitboard(sampled::sampled_board(
            u32::try_from(i).expect("a sampled board"),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axes_label_index_and_describe_their_values() {
        let depth = Range::new("depth", 1..=63u8);
        assert_eq!(depth.len(), Some(63));
        assert_eq!((depth.value(0), depth.value(62)), (1, 63));
        assert_eq!(depth.label(11), "depth 12");
        let param = "depth";
        assert_eq!(depth.index(param).as_str(), "(depth - 1) as usize");
        assert_eq!(depth.every(&Rust::from("x")).as_str(), "1u8..=63u8");
        assert_eq!(
            depth.describe(),
            r#"{"kind":"range","name":"depth","type":"u8","start":1,"end":63}"#
        );
        let below = Range::new("ply", -2..=2i32);
        assert_eq!(below.index(param).as_str(), "(depth + 2) as usize");
        assert_eq!(below.every(&Rust::from("x")).as_str(), "-2i32..=2i32");
        assert_eq!((below.len(), below.value(0)), (Some(5), -2));
        #[allow(clippy::reversed_empty_ranges)] // an empty axis, on purpose
        let none = Range::new("none", 5..=4u8);
        assert!(none.is_empty());
        assert_eq!(Squares("sq").label(28), "e4");
        assert_eq!(Colors("c").label(1), "black");
        assert_eq!(Pieces("p").label(1), "knight");
        assert_eq!(LineKinds("k").label(3), "anti-diagonal");
        assert!(Squares("sq").is_squares() && !Colors("c").is_squares());
        assert_eq!(Occupancies("occ").len(), None);
        assert_eq!(Occupancies("occ").kind(), "occupancy");
        assert_eq!(
            Occupancies("occ").rust_type(&Rust::from("crate")).as_str(),
            "crate::Bitboard"
        );
        assert_eq!(
            Occupancies("occ").describe(),
            r#"{"kind":"occupancy","name":"occ"}"#
        );
        assert_eq!(Occupancies("occ").label(3), "occ board 3");
        assert_eq!(depth.kind(), "range");
        assert_eq!(
            (FileOf("sq").label(4), RankOf("sq").label(7)),
            ("file e".into(), "rank 8".into())
        );
        assert_eq!(FileOf("sq").index(param).as_str(), "depth.file() as usize");
        assert_eq!(
            FileOf("sq").every(&Rust::from("crate")).as_str(),
            "crate::Square::ALL"
        );
        assert_eq!(
            Colors("c").rust_type(&Rust::from("::chess_lut")).as_str(),
            "::chess_lut::Color"
        );
        assert_eq!(
            Colors("c").every(&Rust::from("crate")).as_str(),
            "crate::Color::ALL"
        );
        assert_eq!(
            (Attackers("a").label(1), Attackers("a").kind()),
            ("white-pawn".into(), "attacker")
        );
        let boards: Vec<u64> = (0..SAMPLED_BOARDS as usize)
            .map(|i| Occupancies("o").value(i).0)
            .collect();
        assert_eq!(boards[..2], [0, !0]);
        for sq in 0..64 {
            // each square alone, then each square missing
            assert_eq!(boards[2 + sq], 1 << sq);
            assert_eq!(boards[66 + sq], !(1 << sq));
        }
        // then about 8, 32 and 56 squares in turn (k % 3 = 0, 1, 2), 64 boards of each
        let squares = |phase: usize| -> u32 {
            let from = 130 + (3 + phase - 130 % 3) % 3;
            boards[from..]
                .iter()
                .step_by(3)
                .map(|b| b.count_ones())
                .sum()
        };
        let (sparse, half, full) = (squares(0), squares(1), squares(2));
        assert!(sparse < 64 * 12, "{sparse}");
        assert!((64 * 26..64 * 38).contains(&half), "{half}");
        assert!(full > 64 * 52, "{full}");
        assert!(sampler().starts_with("/// The `k`th board"));
    }

    #[test]
    fn tuples_are_domains_outermost_first() {
        let d = (Colors("c"), Squares("sq"));
        assert_eq!(d.axes().len(), 2);
        assert_eq!(d.at(&[1, 4]), (Color::Black, Square::E1));
        let three = (Pieces("p"), Colors("c"), Range::new("n", 0..=2usize));
        assert_eq!(three.at(&[5, 0, 2]), (Piece::King, Color::White, 2));
        let names = |axes: Vec<&dyn AxisInfo>| {
            axes.iter()
                .map(|a| a.name().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(names(three.axes()), ["p", "c", "n"]);
        let four = (Colors("c"), Pieces("p"), Squares("sq"), LineKinds("k"));
        assert_eq!(names(four.axes()), ["c", "p", "sq", "k"]);
        assert_eq!(
            four.at(&[1, 2, 63, 3]),
            (
                Color::Black,
                Piece::Bishop,
                Square::H8,
                LineKind::AntiDiagonal
            )
        );
    }
}
