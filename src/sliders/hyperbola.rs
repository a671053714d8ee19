//! Hyperbola quintessence: o^(o-2r) over the generated line masks, the rank from the
//! first-rank table. 2.5 KiB of tables ([`LINE_MASKS`], [`FIRST_RANK_ATTACKS`]), no multiply.

use crate::calc::{hyperbola, hyperbola_reversed};
use crate::lines::LINE_MASKS;
use chess_lut_types::Bitboard;
use chess_lut_types::LineKind;
use chess_lut_types::Square;

/// Attacks along the rank of `sq`, from [`FIRST_RANK_ATTACKS`] (512 bytes): the six inner
/// squares of the rank pick the entry, which is shifted onto the rank. Dual hyperbola's rank
/// too.
#[inline(always)]
pub(super) const fn rank_attacks(sq: Square, occupied: u64) -> u64 {
    let shift = sq as u8 & 56;
    let inner = (occupied >> (shift + 1)) & 63;
    (FIRST_RANK_ATTACKS[sq.file() as usize][inner as usize] as u64) << shift
}

/// The squares a bishop on `sq` attacks: o^(o-2r) along both diagonals of [`LINE_MASKS`].
///
/// ```
/// use chess_lut::{Square::*, bitboard, sliders::hyperbola};
///
/// let occupied = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . X . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// };
/// assert_eq!(hyperbola::bishop_attacks(C2, occupied), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . X . .
///     X . . . X . . .
///     . X . X . . . .
///     . . . . . . . .
///     . X . X . . . .
/// });
/// ```
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let masks = &LINE_MASKS;
    let s = sq as usize;
    Bitboard(
        hyperbola(sq, occupied.0, masks[LineKind::Diagonal as usize][s])
            | hyperbola(sq, occupied.0, masks[LineKind::AntiDiagonal as usize][s]),
    )
}

/// The squares a rook on `sq` attacks: the file by o^(o-2r) over [`LINE_MASKS`], the rank from
/// [`FIRST_RANK_ATTACKS`] (faster than the bit reversal of [`rook_attacks_by_reversal`]: see
/// the benches).
///
/// ```
/// use chess_lut::{Square::*, bitboard, sliders::hyperbola};
///
/// let occupied = B1.bitboard() | A3.bitboard();
/// assert_eq!(hyperbola::rook_attacks(A1, occupied), bitboard! {
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
    let file = LINE_MASKS[LineKind::File as usize][sq as usize];
    Bitboard(hyperbola(sq, occupied.0, file) | rank_attacks(sq, occupied.0))
}

/// [`rook_attacks`] with the rank by o^(o-2r) on the bit-reversed board too: no rank table,
/// more instructions.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::hyperbola};
/// let occupied = Bitboard(0x0000_1000_0024_0000);
/// assert_eq!(
///     hyperbola::rook_attacks_by_reversal(E3, occupied),
///     hyperbola::rook_attacks(E3, occupied)
/// );
/// ```
#[inline]
pub const fn rook_attacks_by_reversal(sq: Square, occupied: Bitboard) -> Bitboard {
    let file = LINE_MASKS[LineKind::File as usize][sq as usize];
    let rank = LINE_MASKS[LineKind::Rank as usize][sq as usize];
    Bitboard(hyperbola(sq, occupied.0, file) | hyperbola_reversed(sq, occupied.0, rank))
}

/// The squares a queen on `sq` attacks: [`bishop_attacks`] and [`rook_attacks`] together.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::hyperbola};
/// assert_eq!(hyperbola::queen_attacks(D4, Bitboard::EMPTY).count(), 27);
/// ```
#[inline]
pub const fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(bishop_attacks(sq, occupied).0 | rook_attacks(sq, occupied).0)
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/hyperbola.rs"));
