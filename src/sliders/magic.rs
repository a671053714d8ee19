//! Black magic bitboards with a fixed shift: per square a mask, a factor and an offset into one
//! shared attack table, in which the squares' blocks overlap. One multiply and two dependent
//! loads (the square's entry, then the attack set) per lookup, and no bounds check: the lookup
//! holds each square's block of [`MAGIC_ATTACKS`] as an array of 4096 slots (a rook's block; a
//! bishop's uses the first 512: a shifted product indexes it whatever it is), built at compile
//! time from the entries [`ROOK_MAGICS`], [`BISHOP_MAGICS`], and the table runs 4096 slots past
//! every offset. Rook and bishop blocks are the two rows of one table, each block with its
//! slider's shift, so that a call site that asks for either by a value known at run time
//! (`match piece`) runs one path with no branch, and with BMI2 no computed shift.
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
use super::whole_block::{WholeBlock, whole_block};
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// A slider's fixed shift, as a type whose values the compiler knows: every shift is at least
/// 52, so every index a block is read at is below 4096.
#[derive(Clone, Copy)]
#[repr(u8)]
enum Shift {
    Rook = ROOK_SHIFT as u8,
    Bishop = BISHOP_SHIFT as u8,
}

/// One square's black magic as the lookup reads it: the entry's mask and factor, its slider's
/// shift, and the square's block of [`MAGIC_ATTACKS`] (from its offset on) as an array of 4096
/// slots, a rook's largest block, so that an index below 4096, as every shifted product is,
/// needs no bounds check. A bishop's block is read as 4096 slots too (it uses at most the first
/// 512), so that rook and bishop blocks are one type in one table.
#[derive(Clone, Copy)]
struct Block {
    not_mask: u64,
    factor: u64,
    attacks: WholeBlock,
    shift: Shift,
}

impl Block {
    /// The attack set of `occupied`: [`MagicEntry::slot`] less the offset, in the block. The
    /// shift is `slider`'s, a constant, where a shift by a register costs more than one by a
    /// constant (x86-64 without BMI2: the count must first be moved into `cl`); with BMI2
    /// (`shrx`) it is the block's own. Both give the same index. The block's own shift keeps
    /// a call site that asks for either slider by a value known only at run time (`match piece
    /// { Rook => rook_attacks(..), Bishop => bishop_attacks(..) }`, which the compiler merges
    /// into one path) free of a computed shift: only the row of [`BLOCKS`] differs.
    #[inline(always)]
    const fn attacks(&self, occupied: Bitboard, slider: Shift) -> Bitboard {
        let shift = if cfg!(target_feature = "bmi2") {
            self.shift
        } else {
            slider
        };
        let index = (occupied.0 | self.not_mask).wrapping_mul(self.factor) >> shift as u32;
        Bitboard(self.attacks[index as usize])
    }
}

/// The blocks of `entries`, each 4096 slots of [`MAGIC_ATTACKS`] from its offset; evaluated
/// when the crate is compiled, which fails if the table ends inside a block.
const fn blocks(entries: &[MagicEntry; 64], shift: Shift) -> [Block; 64] {
    let first = Block {
        not_mask: 0,
        factor: 0,
        attacks: whole_block(&MAGIC_ATTACKS, 0),
        shift,
    };
    let mut out = [first; 64];
    let mut sq = 0;
    while sq < 64 {
        let entry = &entries[sq];
        out[sq] = Block {
            not_mask: entry.not_mask,
            factor: entry.factor,
            attacks: whole_block(&MAGIC_ATTACKS, entry.offset),
            shift,
        };
        sq += 1;
    }
    out
}

/// The rook squares' blocks (row 0) and the bishop squares' (row 1), by square: one table, so
/// that a call site choosing between the two sliders at run time picks a row, not a table.
static BLOCKS: [[Block; 64]; 2] = [
    blocks(&ROOK_MAGICS, Shift::Rook),
    blocks(&BISHOP_MAGICS, Shift::Bishop),
];

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
    BLOCKS[0][sq as usize].attacks(occupied, Shift::Rook)
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
    BLOCKS[1][sq as usize].attacks(occupied, Shift::Bishop)
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
