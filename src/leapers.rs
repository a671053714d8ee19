//! The leapers' attack sets: knight, king and pawn, one table each.

use crate::tables::{KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS};
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::Square;

/// The squares a knight on `sq` attacks, from [`KNIGHT_ATTACKS`] (512 bytes). Computed twin:
/// [`calc::knight_attacks`](crate::calc::knight_attacks).
///
/// ```
/// use chess_lut::{Square::*, bitboard, knight_attacks};
///
/// assert_eq!(knight_attacks(B1), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . X . . . . .
///     . . . X . . . .
///     . . . . . . . .
/// });
/// ```
#[inline]
pub const fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT_ATTACKS[sq as usize])
}

/// The squares a king on `sq` attacks, from [`KING_ATTACKS`] (512 bytes). Computed twin:
/// [`calc::king_attacks`](crate::calc::king_attacks).
///
/// ```
/// use chess_lut::{Square::*, bitboard, king_attacks};
///
/// assert_eq!(king_attacks(H8), bitboard! {
///     . . . . . . X .
///     . . . . . . X X
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// ```
#[inline]
pub const fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING_ATTACKS[sq as usize])
}

/// The squares a pawn of `color` on `sq` attacks (captures), from [`PAWN_ATTACKS`]
/// (1 KiB). A pawn on its own last rank attacks nothing. Computed twin:
/// [`calc::pawn_attacks`](crate::calc::pawn_attacks).
///
/// ```
/// use chess_lut::{Color, Square::*, bitboard, pawn_attacks};
///
/// assert_eq!(pawn_attacks(Color::White, A2), B3.bitboard());
/// assert_eq!(pawn_attacks(Color::Black, E5), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . X . X . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// assert!(pawn_attacks(Color::White, E8).is_empty());
/// ```
#[inline]
pub const fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN_ATTACKS[color as usize][sq as usize])
}
