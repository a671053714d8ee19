//! Black magic bitboards with a fixed shift: per square a mask, a factor and an offset into one
//! shared attack table, in which the squares' blocks overlap. One multiply and two dependent
//! loads (the square's entry, then the attack set) per lookup, and no bounds check: the lookup
//! holds each square's block of [`MAGIC_ATTACKS`] as an array of the block's length (4096 slots
//! for a rook, 512 for a bishop: a shifted product indexes it whatever it is), built at compile
//! time from the entries [`ROOK_MAGICS`], [`BISHOP_MAGICS`], and the table is long enough for
//! every block whole.
//!
//! Every rook square's index has 12 bits and every bishop square's 9, so the shift is a
//! constant; the occupancy is or-ed with the complement of the relevant squares (Volker
//! Annuss's "black magic" form). Each square's block spreads over up to 4096 (512) slots but
//! uses only some of them, and the blocks are packed so that one square's used slots fall into
//! another's unused ones: fewer entries than the 107,648 occupancies they answer. The factors
//! and offsets are data (`codegen/src/magic_factors.rs`, which says where each factor comes from);
//! `chess-lut magics` checks them, and the build refuses a factor or an offset that would put
//! two different attack sets into one slot.

use super::magic_entry::{BISHOP_SHIFT, MagicEntry, ROOK_SHIFT};
use super::whole_block::whole_block;
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// One square's black magic as the lookup reads it: the entry's mask and factor, and the
/// square's block of [`MAGIC_ATTACKS`] (from its offset on) as an array of `N` slots, so that an
/// index below `N`, as every product shifted by the fixed shift is, needs no bounds check.
#[derive(Clone, Copy)]
struct Block<const N: usize> {
    not_mask: u64,
    factor: u64,
    attacks: &'static [u64; N],
}

impl<const N: usize> Block<N> {
    /// The attack set of `occupied`: [`MagicEntry::slot`] less the offset, in the block.
    #[inline(always)]
    const fn attacks(&self, occupied: Bitboard, shift: u32) -> Bitboard {
        let index = (occupied.0 | self.not_mask).wrapping_mul(self.factor) >> shift;
        Bitboard(self.attacks[index as usize])
    }
}

/// The blocks of `entries`, each `N` slots of [`MAGIC_ATTACKS`] from its offset; evaluated when
/// the crate is compiled, which fails if the table ends inside a block.
const fn blocks<const N: usize>(entries: &[MagicEntry; 64]) -> [Block<N>; 64] {
    let first = Block {
        not_mask: 0,
        factor: 0,
        attacks: whole_block::<N>(&MAGIC_ATTACKS, 0),
    };
    let mut out = [first; 64];
    let mut sq = 0;
    while sq < 64 {
        let entry = &entries[sq];
        out[sq] = Block {
            not_mask: entry.not_mask,
            factor: entry.factor,
            attacks: whole_block::<N>(&MAGIC_ATTACKS, entry.offset),
        };
        sq += 1;
    }
    out
}

/// The rook squares' blocks, by square.
static ROOK_BLOCKS: [Block<{ 1 << (64 - ROOK_SHIFT) }>; 64] = blocks(&ROOK_MAGICS);
/// The bishop squares' blocks, by square.
static BISHOP_BLOCKS: [Block<{ 1 << (64 - BISHOP_SHIFT) }>; 64] = blocks(&BISHOP_MAGICS);

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
    ROOK_BLOCKS[sq as usize].attacks(occupied, ROOK_SHIFT)
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
    BISHOP_BLOCKS[sq as usize].attacks(occupied, BISHOP_SHIFT)
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

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/magic.rs"));
