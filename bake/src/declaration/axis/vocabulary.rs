//! chess-lut's vocabulary as axes: the squares, the colours, the pieces, the line kinds, the
//! attackers, and a square's file or rank.

use super::traits::{Axis, AxisInfo};
use crate::source::rust::Rust;
use chess_lut_types::table::AxisKind;
use chess_lut_types::{Attacker, Color, File, LineKind, Piece, Rank, Square};

/// An enum of chess-lut's vocabulary as an axis: its `ALL` in order, its text as the label.
macro_rules! vocabulary_axis {
    ($(#[$doc:meta])* $axis:ident, $ty:ident, $kind:expr) => {
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

            fn rust_type(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!(concat!("{}::", stringify!($ty)), chess_lut))
            }

            fn index(&self, param: &str) -> Rust {
                Rust::from(format!("{param} as usize"))
            }

            fn every(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!(concat!("{}::", stringify!($ty), "::ALL"), chess_lut))
            }

            fn is_squares(&self) -> bool {
                matches!($kind, AxisKind::Square)
            }

            fn kind(&self) -> AxisKind {
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
    AxisKind::Square
);
vocabulary_axis!(
    /// White and black: `Colors("color")` is a parameter `color: Color`.
    Colors,
    Color,
    AxisKind::Color
);
vocabulary_axis!(
    /// The six kinds of piece, pawn to king: `Pieces("piece")` is a parameter `piece: Piece`.
    Pieces,
    Piece,
    AxisKind::Piece
);
vocabulary_axis!(
    /// Rank, file, diagonal, anti-diagonal: `LineKinds("kind")` is a parameter
    /// `kind: LineKind`.
    LineKinds,
    LineKind,
    AxisKind::LineKind
);
vocabulary_axis!(
    /// The seven attackers, black pawn to king, in the order of chess-lut's attack table:
    /// `Attackers("attacker")` is a parameter `attacker: Attacker`.
    Attackers,
    Attacker,
    AxisKind::Attacker
);

/// A square's file or rank as an axis: the parameter is a square, the table has a row per
/// file (or rank), and the function is given the file (or rank).
macro_rules! line_of_square_axis {
    ($(#[$doc:meta])* $axis:ident, $ty:ident, $method:ident, $kind:expr) => {
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

            fn rust_type(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!("{chess_lut}::Square"))
            }

            fn index(&self, param: &str) -> Rust {
                Rust::from(format!(concat!("{}.", stringify!($method), "() as usize"), param))
            }

            fn every(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!("{chess_lut}::Square::ALL"))
            }

            fn inputs(&self) -> Option<usize> {
                Some(64)
            }

            fn kind(&self) -> AxisKind {
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
    AxisKind::FileOf
);
line_of_square_axis!(
    /// A square's rank: `RankOf("sq")` is a parameter `sq: Square`, a row per rank `1` to `8`,
    /// the function given the [`Rank`].
    RankOf,
    Rank,
    rank,
    AxisKind::RankOf
);
