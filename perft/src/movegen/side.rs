//! The side to move as a type, and the pawn shifts that depend on it.

use chess_lut::{Bitboard, Color};

/// The side to move, as a type: the generator is compiled once for each, so that every
/// direction and rank it depends on is a constant.
pub(crate) trait Side {
    /// The colour.
    const US: Color;
    /// The other side.
    type Other: Side;
}

/// White to move.
pub(crate) enum White {}

/// Black to move.
pub(crate) enum Black {}

impl Side for White {
    const US: Color = Color::White;
    type Other = Black;
}

impl Side for Black {
    const US: Color = Color::Black;
    type Other = White;
}

pub(crate) const NOT_A_FILE: u64 = !0x0101_0101_0101_0101;
pub(crate) const NOT_H_FILE: u64 = !0x8080_8080_8080_8080;

/// Every square of `set` one step forward for `color` and one file towards a (a pawn's capture
/// to the west).
#[inline(always)]
pub(crate) fn forward_west(color: Color, set: Bitboard) -> Bitboard {
    match color {
        Color::White => Bitboard((set.0 & NOT_A_FILE) << 7),
        Color::Black => Bitboard((set.0 & NOT_A_FILE) >> 9),
    }
}

/// Every square of `set` one step forward for `color` and one file towards h.
#[inline(always)]
pub(crate) fn forward_east(color: Color, set: Bitboard) -> Bitboard {
    match color {
        Color::White => Bitboard((set.0 & NOT_H_FILE) << 9),
        Color::Black => Bitboard((set.0 & NOT_H_FILE) >> 7),
    }
}

/// How far a pawn move of `color` goes in square indices: `step` squares forward and `file`
/// files across (-1 west, +1 east).
#[inline(always)]
pub(crate) const fn delta(color: Color, step: i8, file: i8) -> i8 {
    match color {
        Color::White => 8 * step + file,
        Color::Black => -8 * step + file,
    }
}
