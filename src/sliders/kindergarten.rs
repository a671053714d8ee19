//! Kindergarten bitboards: a line's occupancy gathered into six bits by one multiply, which
//! index a small table of first-rank attacks. 8 KiB of tables ([`KINDERGARTEN_FILL_UP`],
//! [`KINDERGARTEN_A_FILE`]) plus the line masks ([`LINE_MASKS`], 2 KiB).
//!
//! For a line with one square per file (rank, diagonal, anti-diagonal), multiplying its
//! occupancy by the b-file collapses every square onto the eighth rank without carries, so the
//! top six bits are the occupancy of files b to g. For a file, the a-file shifted into place
//! times the c7-h2 diagonal does the same for ranks 2 to 7.

use crate::lines::LINE_MASKS;
use chess_lut_types::Bitboard;
use chess_lut_types::LineKind;
use chess_lut_types::Square;

const A_FILE: u64 = 0x0101_0101_0101_0101;
const B_FILE: u64 = 0x0202_0202_0202_0202;
/// The diagonal c7-h2.
const C7_H2: u64 = 0x0004_0810_2040_8000;

/// Attacks along `mask`, a line through `sq` with one square per file.
#[inline(always)]
const fn along(sq: Square, occupied: u64, mask: u64) -> u64 {
    let inner = ((occupied & mask).wrapping_mul(B_FILE) >> 58) as usize;
    KINDERGARTEN_FILL_UP[sq.file() as usize][inner] & mask
}

/// Attacks along the file of `sq`.
#[inline(always)]
const fn file_attacks(sq: Square, occupied: u64) -> u64 {
    let file = sq.file();
    let inner = (((occupied >> file) & A_FILE).wrapping_mul(C7_H2) >> 58) as usize;
    KINDERGARTEN_A_FILE[sq.rank() as usize][inner] << file
}

/// The squares a rook on `sq` attacks when `occupied` holds pieces: the rank through
/// [`KINDERGARTEN_FILL_UP`], the file through [`KINDERGARTEN_A_FILE`].
///
/// ```
/// use chess_lut::{Square::*, bitboard, sliders::kindergarten};
///
/// let occupied = B1.bitboard() | A3.bitboard();
/// assert_eq!(kindergarten::rook_attacks(A1, occupied), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . .
///     X . . . . . . .
///     . X . . . . . .
/// });
/// ```
#[inline]
pub const fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let rank = LINE_MASKS[LineKind::Rank as usize][sq as usize];
    Bitboard(along(sq, occupied.0, rank) | file_attacks(sq, occupied.0))
}

/// The squares a bishop on `sq` attacks when `occupied` holds pieces: both diagonals through
/// [`KINDERGARTEN_FILL_UP`].
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::kindergarten};
/// assert_eq!(kindergarten::bishop_attacks(A1, Bitboard::EMPTY).count(), 7);
/// assert_eq!(kindergarten::bishop_attacks(D4, C3.bitboard() | F6.bitboard()).count(), 9);
/// ```
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let s = sq as usize;
    let diagonal = LINE_MASKS[LineKind::Diagonal as usize][s];
    let anti_diagonal = LINE_MASKS[LineKind::AntiDiagonal as usize][s];
    Bitboard(along(sq, occupied.0, diagonal) | along(sq, occupied.0, anti_diagonal))
}

/// The squares a queen on `sq` attacks: [`rook_attacks`] and [`bishop_attacks`] together.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::kindergarten};
/// assert_eq!(kindergarten::queen_attacks(D4, Bitboard::EMPTY).count(), 27);
/// ```
#[inline]
pub const fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rook_attacks(sq, occupied).0 | bishop_attacks(sq, occupied).0)
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/kindergarten.rs"));
