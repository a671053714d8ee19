//! Lines through squares: their masks, and which squares share one (where two lines cross is
//! `intersection`).

use chess_lut_types::Bitboard;
use chess_lut_types::LineKind;
use chess_lut_types::Square;

/// The rank, file, diagonal or anti-diagonal through `sq`, `sq` included: one load from
/// [`LINE_MASKS`] (`[4][64]` `u64`, 2 KiB), the masks the o^(o-2r) sliding trick runs on.
/// Computed twin: [`calc::line_mask`](crate::calc::line_mask).
///
/// ```
/// use chess_lut::{LineKind, Square::*, bitboard, line_mask};
///
/// assert_eq!(line_mask(C2, LineKind::AntiDiagonal), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . .
///     . X . . . . . .
///     . . X . . . . .
///     . . . X . . . .
/// });
/// assert_eq!(line_mask(E4, LineKind::Rank).0, 0x0000_0000_FF00_0000);
/// ```
#[inline]
pub const fn line_mask(sq: Square, kind: LineKind) -> Bitboard {
    Bitboard(LINE_MASKS[kind as usize][sq as usize])
}

/// Whether `a` and `b` are on one rank: their indices differ only in the low three bits.
/// Computed twin: [`calc::same_rank`](crate::calc::same_rank).
///
/// ```
/// use chess_lut::{Square::*, same_rank};
/// assert!(same_rank(A4, H4) && !same_rank(A4, A5));
/// ```
#[inline]
pub const fn same_rank(a: Square, b: Square) -> bool {
    (a as u8 ^ b as u8) < 8
}

/// Whether `a` and `b` are on one file. Computed twin: [`calc::same_file`](crate::calc::same_file).
///
/// ```
/// use chess_lut::{Square::*, same_file};
/// assert!(same_file(C1, C8) && !same_file(C1, D1));
/// ```
#[inline]
pub const fn same_file(a: Square, b: Square) -> bool {
    (a as u8 ^ b as u8) & 7 == 0
}

/// Whether `a` and `b` are on one diagonal (a1-h8 direction): equal `rank - file`. Computed
/// twin: [`calc::same_diagonal`](crate::calc::same_diagonal).
///
/// ```
/// use chess_lut::{Square::*, same_diagonal};
/// assert!(same_diagonal(C1, H6) && !same_diagonal(C1, A3));
/// ```
#[inline]
pub const fn same_diagonal(a: Square, b: Square) -> bool {
    a.diagonal() == b.diagonal()
}

/// Whether `a` and `b` are on one anti-diagonal (h1-a8 direction): equal `rank + file`.
/// Computed twin: [`calc::same_anti_diagonal`](crate::calc::same_anti_diagonal).
///
/// The Anti-Diagonals page's `((b - a) & 7) + ((b >> 3) - (a >> 3)) == 0` holds only when `b`
/// is the lower square of the two (it says no for c1, a3 but yes for a3, c1); this compares
/// the indices.
///
/// ```
/// use chess_lut::{Square::*, same_anti_diagonal};
/// assert!(same_anti_diagonal(C1, A3) && same_anti_diagonal(A3, C1));
/// assert!(!same_anti_diagonal(A1, H2)); // indices 0 and 8: equal modulo 8, not equal
/// ```
#[inline]
pub const fn same_anti_diagonal(a: Square, b: Square) -> bool {
    a.anti_diagonal() == b.anti_diagonal()
}

/// Whether `a` and `b` have the same colour, by an in-register lookup (the Color of a Square
/// page): bit `sq` of `0xAA55_AA55_AA55_AA55` is set for the dark squares. Of the page's four
/// formulas this one measured fastest in every regime (`BENCHMARKS.md`); the others are in
/// [`calc`](crate::calc): [`calc::same_color`](crate::calc::same_color) (xor parity),
/// [`calc::same_color_by_nine`](crate::calc::same_color_by_nine),
/// [`calc::same_color_by_anti_diagonal`](crate::calc::same_color_by_anti_diagonal).
///
/// ```
/// use chess_lut::{Square::*, same_color};
/// assert!(same_color(A1, H8) && same_color(A1, C3) && !same_color(A1, A2));
/// ```
#[inline]
pub const fn same_color(a: Square, b: Square) -> bool {
    const DARK: u64 = 0xAA55_AA55_AA55_AA55;
    (DARK >> a as u8 ^ DARK >> b as u8) & 1 == 0
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/lines.rs"));
