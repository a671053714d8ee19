//! chess-lut's vocabulary as axes: the squares, the colours, the pieces, the line kinds, the
//! attackers, and a square's file or rank.

use super::traits::{Axis, AxisInfo};
use crate::source::rust::Rust;
use chess_lut_types::table::AxisKind;
use chess_lut_types::{Attacker, Color, File, LineKind, Piece, Rank, Square};

/// An axis of chess-lut's vocabulary, its values `$ty::ALL` in order, its text the label; its
/// parameter a `$arg`, indexed by `$index` (its text with `{}` for the parameter), its every
/// argument `$arg::ALL`. An enum of the vocabulary is its own argument; a square's file or rank
/// is asked by a square, and the proof tries every square.
macro_rules! axis {
    ($(#[$doc:meta])* $axis:ident, $ty:ident, $kind:expr, $arg:ident, $index:literal) => {
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
                Rust::from(format!(concat!("{}::", stringify!($arg)), chess_lut))
            }

            fn index(&self, param: &str) -> Rust {
                Rust::from(format!($index, param))
            }

            fn every(&self, chess_lut: &Rust) -> Rust {
                Rust::from(format!(concat!("{}::", stringify!($arg), "::ALL"), chess_lut))
            }

            fn is_squares(&self) -> bool {
                matches!($kind, AxisKind::Square)
            }

            fn inputs(&self) -> Option<usize> {
                Some($arg::ALL.len())
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

axis!(
    /// The 64 squares, a1 to h8: `Squares("sq")` is a parameter `sq: Square`.
    Squares,
    Square,
    AxisKind::Square,
    Square,
    "{} as usize"
);
axis!(
    /// White and black: `Colors("color")` is a parameter `color: Color`.
    Colors,
    Color,
    AxisKind::Color,
    Color,
    "{} as usize"
);
axis!(
    /// The six kinds of piece, pawn to king: `Pieces("piece")` is a parameter `piece: Piece`.
    Pieces,
    Piece,
    AxisKind::Piece,
    Piece,
    "{} as usize"
);
axis!(
    /// Rank, file, diagonal, anti-diagonal: `LineKinds("kind")` is a parameter
    /// `kind: LineKind`.
    LineKinds,
    LineKind,
    AxisKind::LineKind,
    LineKind,
    "{} as usize"
);
axis!(
    /// The seven attackers, black pawn to king, in the order of chess-lut's attack table:
    /// `Attackers("attacker")` is a parameter `attacker: Attacker`.
    Attackers,
    Attacker,
    AxisKind::Attacker,
    Attacker,
    "{} as usize"
);

axis!(
    /// A square's file: `FileOf("sq")` is a parameter `sq: Square`, a row per file `a` to `h`,
    /// the function given the [`File`].
    FileOf,
    File,
    AxisKind::FileOf,
    Square,
    "{}.file() as usize"
);
axis!(
    /// A square's rank: `RankOf("sq")` is a parameter `sq: Square`, a row per rank `1` to `8`,
    /// the function given the [`Rank`].
    RankOf,
    Rank,
    AxisKind::RankOf,
    Square,
    "{}.rank() as usize"
);
