//! Squares between two squares and the line through them.

use crate::tables::IN_BETWEEN;
#[cfg(feature = "lines")]
use crate::tables::LINE;
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// The squares strictly between `a` and `b` when they share a rank, file, diagonal or
/// anti-diagonal; empty otherwise, and for `a == b` and neighbours.
///
/// One load from [`IN_BETWEEN`] (64x64 `u64`, 32 KiB). Computed twin:
/// [`calc::in_between`](crate::calc::in_between); the same answers from less memory:
/// `layouts::in_between_triangular` (16.25 KiB) and `layouts::in_between_x88` (1.9 KiB),
/// with the feature `layouts`.
///
/// ```
/// use chess_lut::{Square::*, bitboard, in_between};
///
/// assert_eq!(in_between(E1, H4), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . X .
///     . . . . . X . .
///     . . . . . . . .
/// });
/// assert!(in_between(A1, B3).is_empty()); // not on a line
/// assert_eq!(in_between(H4, E1), in_between(E1, H4));
/// ```
#[inline]
pub const fn in_between(a: Square, b: Square) -> Bitboard {
    Bitboard(IN_BETWEEN[a as usize][b as usize])
}

/// The whole rank, file, diagonal or anti-diagonal through `a` and `b`, both included; empty
/// when they share none, or `a == b`.
///
/// One load from [`LINE`] (64x64 `u64`, 32 KiB). Computed twin:
/// [`calc::line`](crate::calc::line).
///
/// ```
/// use chess_lut::{Square::*, bitboard, line};
///
/// assert_eq!(line(B2, C3), bitboard! {
///     . . . . . . . X
///     . . . . . . X .
///     . . . . . X . .
///     . . . . X . . .
///     . . . X . . . .
///     . . X . . . . .
///     . X . . . . . .
///     X . . . . . . .
/// });
/// assert!(line(A1, B3).is_empty());
/// ```
#[cfg(feature = "lines")]
#[inline]
pub const fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a as usize][b as usize])
}

/// Whether nothing in `occupied` stands strictly between `from` and `to`: the in-between
/// legality test for a slider's move, a double pawn push or castling, assuming the move is
/// otherwise legal for the piece. Computed twin: [`calc::may_move`](crate::calc::may_move).
///
/// ```
/// use chess_lut::{Square::*, may_move};
/// assert!(may_move(A1, A8, A8.bitboard()));
/// assert!(!may_move(A1, A8, A4.bitboard()));
/// ```
#[inline]
pub const fn may_move(from: Square, to: Square, occupied: Bitboard) -> bool {
    in_between(from, to).0 & occupied.0 == 0
}

/// The squares strictly between `from` and `to` and `to` itself: where a piece may go to answer
/// a check given from `to` to a king on `from` (capture the checker or block it). Only `to`
/// when the two share no line (a knight's or pawn's check); `path(s, s)` is `s`.
///
/// One load from [`PATH`](crate::tables::PATH) (64x64 `u64`, 32 KiB); Stockfish's `BetweenBB`
/// since 2023. Computed twin: [`calc::path`](crate::calc::path).
///
/// ```
/// use chess_lut::{Square::*, path};
/// assert_eq!(path(E1, E4), E2.bitboard() | E3.bitboard() | E4.bitboard());
/// assert_eq!(path(E1, F3), F3.bitboard()); // a knight: capture it or move the king
/// ```
#[cfg(feature = "masks")]
#[inline]
pub const fn path(from: Square, to: Square) -> Bitboard {
    Bitboard(crate::tables::PATH[from as usize][to as usize])
}

/// The squares on the ray from `from` through `through`, strictly past `through`: what a
/// slider on `from` sees through `through` (an x-ray, a discovered attack). Empty when the two
/// share no line or are the same square.
///
/// One load from [`BEYOND`](crate::tables::BEYOND) (64x64 `u64`, 32 KiB); Stockfish's
/// `RayPassBB`. Computed twin: [`calc::beyond`](crate::calc::beyond).
///
/// ```
/// use chess_lut::{Square::*, beyond, bitboard};
/// assert_eq!(beyond(A1, C3), bitboard! {
///     . . . . . . . X
///     . . . . . . X .
///     . . . . . X . .
///     . . . . X . . .
///     . . . X . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// assert!(beyond(A1, B3).is_empty());
/// ```
#[cfg(feature = "masks")]
#[inline]
pub const fn beyond(from: Square, through: Square) -> Bitboard {
    Bitboard(crate::tables::BEYOND[from as usize][through as usize])
}
