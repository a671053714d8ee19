//! The pawn-structure masks computed: a file shifted either way, the ranks in front by one
//! shift. No table.

use super::line_masks::file_mask;
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::Square;

const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;

/// [`adjacent_files`](crate::adjacent_files) computed: `sq`'s file shifted a file either way.
///
/// ```
/// use chess_lut::{File, Square::*, calc};
/// assert_eq!(calc::adjacent_files(H3), File::G.bitboard());
/// ```
#[inline]
pub const fn adjacent_files(sq: Square) -> Bitboard {
    let file = file_mask(sq);
    Bitboard(((file << 1) & NOT_A) | ((file >> 1) & NOT_H))
}

/// [`forward_ranks`](crate::forward_ranks) computed: every rank above `sq`'s (White) or below
/// it (Black), by one shift.
///
/// ```
/// use chess_lut::{Color::*, Square::*, calc};
/// assert!(calc::forward_ranks(White, A8).is_empty() && calc::forward_ranks(Black, A1).is_empty());
/// ```
#[inline]
pub const fn forward_ranks(color: Color, sq: Square) -> Bitboard {
    let rank = 8 * sq.rank() as u32;
    Bitboard(match color {
        Color::White => (u64::MAX << 8) << rank,
        Color::Black => (1u64 << rank) - 1,
    })
}

/// [`forward_file`](crate::forward_file) computed: the ranks in front on `sq`'s file.
///
/// ```
/// use chess_lut::{Color::*, Square::*, calc};
/// assert_eq!(calc::forward_file(White, A6), A7.bitboard() | A8.bitboard());
/// ```
#[inline]
pub const fn forward_file(color: Color, sq: Square) -> Bitboard {
    Bitboard(forward_ranks(color, sq).0 & file_mask(sq))
}

/// [`pawn_attack_span`](crate::pawn_attack_span) computed: the ranks in front on the adjacent
/// files.
///
/// ```
/// use chess_lut::{Color::*, Square::*, calc};
/// assert_eq!(calc::pawn_attack_span(White, A7), B8.bitboard());
/// ```
#[inline]
pub const fn pawn_attack_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(forward_ranks(color, sq).0 & adjacent_files(sq).0)
}

/// [`passed_pawn_span`](crate::passed_pawn_span) computed: the ranks in front on `sq`'s file
/// and the adjacent ones.
///
/// ```
/// use chess_lut::{Color::*, Square::*, calc};
/// assert_eq!(calc::passed_pawn_span(White, A7), A8.bitboard() | B8.bitboard());
/// ```
#[inline]
pub const fn passed_pawn_span(color: Color, sq: Square) -> Bitboard {
    Bitboard(forward_ranks(color, sq).0 & (adjacent_files(sq).0 | file_mask(sq)))
}
