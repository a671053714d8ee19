//! The occupied squares as an axis, for proofs only: sampled, never listed.

use super::traits::{Axis, AxisInfo};
use crate::source::rust::Rust;
use chess_lut_types::Bitboard;
use chess_lut_types::table::{AxisKind, Matters};

/// The occupied squares, a `Bitboard`: too many to list (2^64), so no table is indexed by
/// them; a [`Proof`](crate::Proof) of a lookup that takes them samples
/// [`SAMPLED_BOARDS`] boards: the empty and the full board, each square alone and each square
/// missing, and 192 pseudo-random boards of three densities (about 8, 32 and 56 squares).
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

    fn kind(&self) -> AxisKind {
        AxisKind::Occupancy(Matters::Any)
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
