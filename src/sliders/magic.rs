//! Fancy magic bitboards: per square a mask, a factor, a shift and an offset into one shared
//! attack table. One multiply and two dependent loads (the square's parameters, then the attack
//! set) per lookup; 845 KiB of attacks and 4 KiB of parameters ([`MAGIC_ATTACKS`],
//! [`ROOK_MAGICS`], [`BISHOP_MAGICS`]).
//!
//! The magics come from a seeded search (`chess-lut magics` reruns it); every attack set in the
//! table was found by walking the board, and the build refuses a magic that would put two
//! different attack sets into one slot.

use crate::bitboard::Bitboard;
use crate::square::Square;
use crate::tables::{BISHOP_MAGICS, MAGIC_ATTACKS, MagicEntry, ROOK_MAGICS};

/// The slot of `occupied` in [`MAGIC_ATTACKS`] for one square's entry.
#[inline(always)]
const fn index(entry: &MagicEntry, occupied: u64) -> usize {
    // the shift leaves at most 12 bits, the offset is below 107,648: neither cast truncates
    entry.offset as usize
        + ((occupied & entry.mask).wrapping_mul(entry.factor) >> entry.shift) as usize
}

/// The squares a rook on `sq` attacks when `occupied` holds pieces, from [`ROOK_MAGICS`] and
/// [`MAGIC_ATTACKS`]. Whether `occupied` holds `sq` makes no difference.
///
/// ```
/// use chess_lut::{Square::*, bitboard, sliders::magic};
///
/// // the rook on d4, blockers on d7, b4, g4 and d2
/// let occupied = bitboard! {
///     . . . . . . . .
///     . . . X . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . X . . . . X .
///     . . . . . . . .
///     . . . X . . . .
///     . . . . . . . .
/// };
/// assert_eq!(magic::rook_attacks(D4, occupied), bitboard! {
///     . . . . . . . .
///     . . . X . . . .
///     . . . X . . . .
///     . . . X . . . .
///     . X X . X X X .
///     . . . X . . . .
///     . . . X . . . .
///     . . . . . . . .
/// });
/// ```
#[inline]
pub const fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(MAGIC_ATTACKS[index(&ROOK_MAGICS[sq as usize], occupied.0)])
}

/// The squares a bishop on `sq` attacks when `occupied` holds pieces, from [`BISHOP_MAGICS`]
/// and [`MAGIC_ATTACKS`].
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::magic};
/// assert_eq!(magic::bishop_attacks(A1, Bitboard::EMPTY).count(), 7);
/// assert_eq!(magic::bishop_attacks(D4, C3.bitboard() | F6.bitboard()).count(), 9);
/// ```
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(MAGIC_ATTACKS[index(&BISHOP_MAGICS[sq as usize], occupied.0)])
}

/// The squares a queen on `sq` attacks: [`rook_attacks`] and [`bishop_attacks`] together.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::magic};
/// assert_eq!(magic::queen_attacks(D4, Bitboard::EMPTY).count(), 27);
/// assert_eq!(magic::queen_attacks(A1, Bitboard::FULL).count(), 3);
/// ```
#[inline]
pub const fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rook_attacks(sq, occupied).0 | bishop_attacks(sq, occupied).0)
}
