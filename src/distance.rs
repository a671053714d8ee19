//! Distances: [`knight_distance`], always; with the feature `distances`, the king, Manhattan
//! and centre distances and [`distance_ring`], the squares at a king distance from a square.
//!
//! The tables and the lookups that read one entry are declared in chess-lut-codegen
//! (`codegen/src/generate/distance.rs`) and generated into `OUT_DIR/distance.rs`, included here
//! with their proofs; `distance_ring`, which answers past the table's last ring too, is written
//! below.

/// The squares at king distance exactly `d` from `sq`: a square ring around it (`d = 0` is
/// `sq` itself); empty from `d = 8` on, and where the ring falls off the board.
///
/// One load from [`DISTANCE_RINGS`] (64x8 `u64`, 4 KiB).
/// Computed twin: [`calc::distance_ring`](crate::calc::distance_ring).
///
/// ```
/// use chess_lut::{Square::*, bitboard, distance_ring};
/// assert_eq!(distance_ring(E4, 2), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . X X X X X .
///     . . X . . . X .
///     . . X . . . X .
///     . . X . . . X .
///     . . X X X X X .
///     . . . . . . . .
/// });
/// assert_eq!(distance_ring(E4, 0), E4.bitboard());
/// assert!(distance_ring(E4, 8).is_empty());
/// ```
#[cfg(feature = "distances")]
#[inline]
pub const fn distance_ring(sq: chess_lut_types::Square, d: u8) -> chess_lut_types::Bitboard {
    if d < 8 {
        chess_lut_types::Bitboard(DISTANCE_RINGS[sq as usize][d as usize])
    } else {
        chess_lut_types::Bitboard::EMPTY
    }
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/distance.rs"));
