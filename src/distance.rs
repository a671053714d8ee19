//! Distances between squares.

use crate::square::Square;
use crate::tables::KNIGHT_DISTANCE;

/// The fewest knight moves from `a` to `b` on an empty board, `0..=6`.
///
/// One load from [`KNIGHT_DISTANCE`] (64x64 `u8`, 4 KiB), filled by breadth-first search.
/// Computed twin: [`calc::knight_distance`](crate::calc::knight_distance).
///
/// ```
/// use chess_lut::{Square::*, knight_distance};
///
/// assert_eq!(knight_distance(G1, F3), 1);
/// assert_eq!(knight_distance(A1, H8), 6);
/// assert_eq!(knight_distance(E4, E5), 3);
/// // a corner and its diagonal neighbour: 4 moves, not the 2 of the open board
/// assert_eq!(knight_distance(A1, B2), 4);
/// assert_eq!(knight_distance(C3, D4), 2);
/// ```
#[inline]
pub const fn knight_distance(a: Square, b: Square) -> u8 {
    KNIGHT_DISTANCE[a as usize][b as usize]
}
