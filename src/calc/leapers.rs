use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::Square;

pub(super) const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_AB: u64 = 0xFCFC_FCFC_FCFC_FCFC;
pub(super) const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
const NOT_GH: u64 = 0x3F3F_3F3F_3F3F_3F3F;

/// [`knight_attacks`](crate::knight_attacks) computed by shifts: one and two files either way
/// (masking the files that wrapped), then two and one ranks up and down.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::knight_attacks(A1), B3.bitboard() | C2.bitboard());
/// ```
#[inline]
pub const fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(knight_targets(1 << sq as u8))
}

/// Every square a knight on any square of `set` attacks.
#[inline]
pub(super) const fn knight_targets(set: u64) -> u64 {
    let one = ((set << 1) & NOT_A) | ((set >> 1) & NOT_H);
    let two = ((set << 2) & NOT_AB) | ((set >> 2) & NOT_GH);
    (one << 16) | (one >> 16) | (two << 8) | (two >> 8)
}

/// [`king_attacks`](crate::king_attacks) computed by shifts: a file either way, then the
/// three-square row up and down.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::king_attacks(A1), A2.bitboard() | B2.bitboard() | B1.bitboard());
/// ```
#[inline]
pub const fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(king_targets(1 << sq as u8))
}

/// Every square a king on any square of `set` attacks.
#[inline]
pub(super) const fn king_targets(set: u64) -> u64 {
    let row = ((set << 1) & NOT_A) | ((set >> 1) & NOT_H);
    let three = row | set;
    row | (three << 8) | (three >> 8)
}

/// [`pawn_attacks`](crate::pawn_attacks) computed by shifts: up (white) or down (black) a rank
/// and a file either way.
///
/// ```
/// use chess_lut::{Color, Square::*, calc};
/// assert_eq!(calc::pawn_attacks(Color::White, H2), G3.bitboard());
/// assert!(calc::pawn_attacks(Color::Black, C1).is_empty());
/// ```
#[inline]
pub const fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(pawn_targets(color, 1 << sq as u8))
}

/// [`pawn_pushes`](crate::pawn_pushes) computed by a shift: up (white) or down (black) a rank.
///
/// ```
/// use chess_lut::{Color, Square::*, calc};
/// assert_eq!(calc::pawn_pushes(Color::White, H2), H3.bitboard());
/// assert!(calc::pawn_pushes(Color::Black, C1).is_empty());
/// ```
#[inline]
pub const fn pawn_pushes(color: Color, sq: Square) -> Bitboard {
    let set = 1u64 << sq as u8;
    Bitboard(match color {
        Color::White => set << 8,
        Color::Black => set >> 8,
    })
}

/// [`pawn_double_pushes`](crate::pawn_double_pushes) computed by a mask and a shift: from the
/// second rank up two (white), from the seventh down two (black).
///
/// ```
/// use chess_lut::{Color, Square::*, calc};
/// assert_eq!(calc::pawn_double_pushes(Color::Black, H7), H5.bitboard());
/// assert!(calc::pawn_double_pushes(Color::White, C3).is_empty());
/// ```
#[inline]
pub const fn pawn_double_pushes(color: Color, sq: Square) -> Bitboard {
    let set = 1u64 << sq as u8;
    Bitboard(match color {
        Color::White => (set & 0xFF00) << 16,
        Color::Black => (set & 0x00FF_0000_0000_0000) >> 16,
    })
}

/// Every square a pawn of `color` on any square of `set` attacks.
#[inline]
pub(super) const fn pawn_targets(color: Color, set: u64) -> u64 {
    match color {
        Color::White => ((set << 7) & NOT_H) | ((set << 9) & NOT_A),
        Color::Black => ((set >> 9) & NOT_H) | ((set >> 7) & NOT_A),
    }
}
