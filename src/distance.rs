//! Distances between squares.

use crate::tables::KNIGHT_DISTANCE;
use chess_lut_types::Square;

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

/// The king (Chebyshev) distance from `a` to `b`: the fewest king moves, the larger of the
/// file and rank differences, `0..=7`.
///
/// One load from [`KING_DISTANCE`](crate::tables::KING_DISTANCE) (64x64 `u8`, 4 KiB). Computed
/// twin: [`calc::king_distance`](crate::calc::king_distance).
///
/// ```
/// use chess_lut::{Square::*, king_distance};
/// assert_eq!(king_distance(A1, H8), 7);
/// assert_eq!(king_distance(E4, F6), 2);
/// assert_eq!(king_distance(E4, E4), 0);
/// ```
#[cfg(feature = "masks")]
#[inline]
pub const fn king_distance(a: Square, b: Square) -> u8 {
    crate::tables::KING_DISTANCE[a as usize][b as usize]
}

/// The Manhattan (taxicab) distance from `a` to `b`: files apart plus ranks apart, `0..=14`.
///
/// One load from [`MANHATTAN_DISTANCE`](crate::tables::MANHATTAN_DISTANCE) (64x64 `u8`, 4 KiB).
/// Computed twin: [`calc::manhattan_distance`](crate::calc::manhattan_distance).
///
/// ```
/// use chess_lut::{Square::*, manhattan_distance};
/// assert_eq!(manhattan_distance(A1, H8), 14);
/// assert_eq!(manhattan_distance(E4, F6), 3);
/// ```
#[cfg(feature = "masks")]
#[inline]
pub const fn manhattan_distance(a: Square, b: Square) -> u8 {
    crate::tables::MANHATTAN_DISTANCE[a as usize][b as usize]
}

/// The king distance from `sq` to the nearest of the four centre squares d4, e4, d5, e5,
/// `0..=3`: how far a king (or the endgame's "centralise") has to go.
///
/// One load from [`CENTER_DISTANCE`](crate::tables::CENTER_DISTANCE) (64 `u8`). Computed twin:
/// [`calc::center_distance`](crate::calc::center_distance).
///
/// ```
/// use chess_lut::{Square::*, center_distance};
/// assert_eq!((center_distance(A1), center_distance(C3), center_distance(E5)), (3, 1, 0));
/// ```
#[cfg(feature = "masks")]
#[inline]
pub const fn center_distance(sq: Square) -> u8 {
    crate::tables::CENTER_DISTANCE[sq as usize]
}

/// The Manhattan distance from `sq` to the nearest of d4, e4, d5, e5, `0..=6`.
///
/// One load from [`CENTER_MANHATTAN_DISTANCE`](crate::tables::CENTER_MANHATTAN_DISTANCE)
/// (64 `u8`). Computed twin:
/// [`calc::center_manhattan_distance`](crate::calc::center_manhattan_distance).
///
/// ```
/// use chess_lut::{Square::*, center_manhattan_distance};
/// assert_eq!((center_manhattan_distance(A1), center_manhattan_distance(C3)), (6, 2));
/// ```
#[cfg(feature = "masks")]
#[inline]
pub const fn center_manhattan_distance(sq: Square) -> u8 {
    crate::tables::CENTER_MANHATTAN_DISTANCE[sq as usize]
}

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
#[cfg(feature = "masks")]
#[inline]
pub const fn distance_ring(sq: Square, d: u8) -> chess_lut_types::Bitboard {
    if d < 8 {
        chess_lut_types::Bitboard(crate::tables::DISTANCE_RINGS[sq as usize][d as usize])
    } else {
        chess_lut_types::Bitboard::EMPTY
    }
}
