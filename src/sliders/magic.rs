//! Black magic bitboards with a fixed shift: per square a mask, a factor and an offset into one
//! shared attack table, in which the squares' blocks overlap. One multiply and two dependent
//! loads (the square's entry, then the attack set) per lookup; [`MAGIC_ATTACKS`] and the
//! entries [`ROOK_MAGICS`], [`BISHOP_MAGICS`].
//!
//! Every rook square's index has 12 bits and every bishop square's 9, so the shift is a
//! constant; the occupancy is or-ed with the complement of the relevant squares (Volker
//! Annuss's "black magic" form). Each square's block spreads over up to 4096 (512) slots but
//! uses only some of them, and the blocks are packed so that one square's used slots fall into
//! another's unused ones: fewer entries than the 107,648 occupancies they answer. The factors
//! and offsets are data (`codegen/src/magic_factors.rs`, which says where each factor comes from);
//! `chess-lut magics` checks them, and the build refuses a factor or an offset that would put
//! two different attack sets into one slot.

use crate::tables::{
    BISHOP_MAGICS, BISHOP_SHIFT, MAGIC_ATTACKS, MagicEntry, ROOK_MAGICS, ROOK_SHIFT,
};
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// The attack set of `occupied` for one square's entry: at its [slot](MagicEntry::slot) in
/// [`MAGIC_ATTACKS`].
#[inline(always)]
const fn lookup(entry: &MagicEntry, shift: u32, occupied: Bitboard) -> Bitboard {
    Bitboard(MAGIC_ATTACKS[entry.slot(occupied, shift)])
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
    lookup(&ROOK_MAGICS[sq as usize], ROOK_SHIFT, occupied)
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
    lookup(&BISHOP_MAGICS[sq as usize], BISHOP_SHIFT, occupied)
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
