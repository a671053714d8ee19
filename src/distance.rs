//! The distance rings: the squares at a king distance from a square.

#![cfg(feature = "distances")]

use chess_lut_types::Square;

/// The squares at king distance exactly `d` from `sq`: a square ring around it (`d = 0` is
/// `sq` itself); empty from `d = 8` on, and where the ring falls off the board.
///
/// One load from [`DISTANCE_RINGS`](crate::tables::DISTANCE_RINGS) (64x8 `u64`, 4 KiB).
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
#[inline]
pub const fn distance_ring(sq: Square, d: u8) -> chess_lut_types::Bitboard {
    if d < 8 {
        chess_lut_types::Bitboard(crate::tables::DISTANCE_RINGS[sq as usize][d as usize])
    } else {
        chess_lut_types::Bitboard::EMPTY
    }
}
