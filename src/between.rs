//! Squares between two squares and the line through them.

use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::tables::{IN_BETWEEN, IN_BETWEEN_TRIANGULAR, IN_BETWEEN_X88, LINE};

/// The squares strictly between `a` and `b` when they share a rank, file, diagonal or
/// anti-diagonal; empty otherwise, and for `a == b` and neighbours.
///
/// One load from [`IN_BETWEEN`] (64x64 `u64`, 32 KiB). Computed twin:
/// [`calc::in_between`](crate::calc::in_between); the same answers from less memory:
/// [`in_between_triangular`] (16.25 KiB) and [`in_between_x88`] (1.9 KiB).
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

/// [`in_between`] from the triangular table [`IN_BETWEEN_TRIANGULAR`] (2080 `u64`, 16.25 KiB):
/// each unordered pair once, at the branch-free index `lo * (127 - lo) / 2 + hi` of the
/// Square Attacked By page (`lo`, `hi` the smaller and larger square, by a sign mask).
///
/// ```
/// use chess_lut::{Square::*, in_between, in_between_triangular};
/// assert_eq!(in_between_triangular(H8, A1), in_between(A1, H8));
/// ```
#[inline]
pub const fn in_between_triangular(a: Square, b: Square) -> Bitboard {
    Bitboard(IN_BETWEEN_TRIANGULAR[triangular_index(a, b)])
}

/// The index of the pair `{a, b}` in [`IN_BETWEEN_TRIANGULAR`]: min and max by a sign mask,
/// then `min * (127 - min) / 2 + max`.
#[inline]
const fn triangular_index(a: Square, b: Square) -> usize {
    let (a, b) = (a as i32, b as i32);
    let d = a - b;
    let d = d & (d >> 31); // d if negative, else 0
    let lo = b + d;
    let hi = a - d;
    ((lo * (lo ^ 127)) >> 1) as usize + hi as usize
}

/// The 0x88 difference `to - from + (to | 7) - (from | 7) + 120`, which is
/// `16 * (rank delta) + (file delta) + 120`: `1..=239` for distinct squares, `120` for equal
/// ones, and different for every (rank delta, file delta), so it names a direction and a
/// distance where the plain difference `to - from` cannot (`+7` is both a rank and an
/// anti-diagonal step).
///
/// ```
/// use chess_lut::{Square::*, x88_diff};
/// assert_eq!(x88_diff(A1, H8), 239);
/// assert_eq!(x88_diff(H8, A1), 1);
/// assert_eq!(x88_diff(E4, E4), 120);
/// assert_ne!(x88_diff(A1, H1), x88_diff(H1, A2)); // +7 both times as plain differences
/// ```
#[inline]
pub const fn x88_diff(from: Square, to: Square) -> usize {
    let (f, t) = (from as usize, to as usize);
    // the order keeps every intermediate value non-negative
    t + (t | 7) + 120 - f - (f | 7)
}

/// [`in_between`] from the 240-entry table [`IN_BETWEEN_X88`] (1.9 KiB): the in-between set
/// by 0x88 difference, stored relative to `a` and rotated into place with
/// `rotate_left(a)`.
///
/// ```
/// use chess_lut::{Square::*, in_between, in_between_x88};
/// assert_eq!(in_between_x88(C1, A3), in_between(C1, A3));
/// assert_eq!(in_between_x88(A3, C1), B2.bitboard());
/// ```
#[inline]
pub const fn in_between_x88(a: Square, b: Square) -> Bitboard {
    Bitboard(IN_BETWEEN_X88[x88_diff(a, b)].rotate_left(a as u32))
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
