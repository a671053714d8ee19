//! The pawn-structure masks an engine's evaluation asks about: the files beside a pawn, what
//! stands in front of it, the squares it could ever attack, and what a passed pawn must find
//! free. "In front" is strictly towards the side's far edge.

#![cfg(feature = "masks")]

use crate::tables::{
    ADJACENT_FILES, FORWARD_FILE, FORWARD_RANKS, PASSED_PAWN_SPAN, PAWN_ATTACK_SPAN,
};
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::Square;

/// The two files beside `sq`'s (one on the a- and h-file), every rank: where a pawn's
/// neighbours stand, for isolated pawns.
///
/// One load from [`ADJACENT_FILES`] (8 `u64`, by file). Computed twin:
/// [`calc::adjacent_files`](crate::calc::adjacent_files).
///
/// ```
/// use chess_lut::{File, Square::*, adjacent_files};
/// assert_eq!(adjacent_files(E4), File::D.bitboard() | File::F.bitboard());
/// assert_eq!(adjacent_files(A7), File::B.bitboard());
/// ```
#[inline]
pub const fn adjacent_files(sq: Square) -> Bitboard {
    Bitboard(ADJACENT_FILES[sq.file() as usize])
}

/// The squares in front of `sq` on its file, for `color`: where a pawn pushes, and what makes
/// a doubled pawn.
///
/// One load from [`FORWARD_FILE`] (2x64 `u64`). Computed twin:
/// [`calc::forward_file`](crate::calc::forward_file).
///
/// ```
/// use chess_lut::{Color::*, Square::*, bitboard, forward_file};
/// assert_eq!(forward_file(White, E5), E6.bitboard() | E7.bitboard() | E8.bitboard());
/// assert_eq!(forward_file(Black, E2), E1.bitboard());
/// assert!(forward_file(White, E8).is_empty());
/// ```
#[inline]
pub const fn forward_file(color: Color, sq: Square) -> Bitboard {
    Bitboard(FORWARD_FILE[color as usize][sq as usize])
}

/// Every square on the ranks in front of `sq`'s rank, for `color`.
///
/// One load from [`FORWARD_RANKS`] (2x8 `u64`, by rank). Computed twin:
/// [`calc::forward_ranks`](crate::calc::forward_ranks).
///
/// ```
/// use chess_lut::{Color::*, Rank, Square::*, forward_ranks};
/// assert_eq!(forward_ranks(White, C7), Rank::Eighth.bitboard());
/// assert_eq!(forward_ranks(Black, C3), Rank::First.bitboard() | Rank::Second.bitboard());
/// ```
#[inline]
pub const fn forward_ranks(color: Color, sq: Square) -> Bitboard {
    Bitboard(FORWARD_RANKS[color as usize][sq.rank() as usize])
}

/// The squares a pawn of `color` on `sq` could ever attack as it advances: the adjacent files,
/// in front of it. A pawn is backward, or an outpost safe, when no enemy pawn stands there.
///
/// One load from [`PAWN_ATTACK_SPAN`] (2x64 `u64`). Computed twin:
/// [`calc::pawn_attack_span`](crate::calc::pawn_attack_span).
///
/// ```
/// use chess_lut::{Color::*, Square::*, bitboard, pawn_attack_span};
/// assert_eq!(pawn_attack_span(White, E5), bitboard! {
///     . . . X . X . .
///     . . . X . X . .
///     . . . X . X . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// ```
#[inline]
pub const fn pawn_attack_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN_ATTACK_SPAN[color as usize][sq as usize])
}

/// The squares that must hold no enemy pawn for a pawn of `color` on `sq` to be passed: its
/// file and the adjacent files, in front of it.
///
/// One load from [`PASSED_PAWN_SPAN`] (2x64 `u64`). Computed twin:
/// [`calc::passed_pawn_span`](crate::calc::passed_pawn_span).
///
/// ```
/// use chess_lut::{Color::*, Square::*, bitboard, passed_pawn_span};
/// assert_eq!(passed_pawn_span(Black, B4), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X X X . . . . .
///     X X X . . . . .
///     X X X . . . . .
/// });
/// ```
#[inline]
pub const fn passed_pawn_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(PASSED_PAWN_SPAN[color as usize][sq as usize])
}
