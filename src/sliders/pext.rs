//! PEXT bitboards: the occupancy of a square's relevant squares, gathered by the BMI2
//! instruction `pext`, indexes one shared attack table. Present only when the target has
//! BMI2 at compile time (`-C target-cpu=native` on a BMI2 machine, or
//! `-C target-feature=+bmi2`); the build script generates [`PEXT_ATTACKS`], [`ROOK_PEXT`] and
//! [`BISHOP_PEXT`] only for such targets (841 KiB and 3 KiB).
//! `sliders::pext_compact` reads the same entries and a table a quarter the size.
//!
//! # Calling them
//!
//! The functions carry `#[target_feature(enable = "bmi2")]`, as `_pext_u64` does. Rust lets a
//! function with that attribute be called safely only from functions that carry it too; that
//! the whole build has BMI2 on does not count (rustc: "the bmi2 target feature being enabled
//! in the build configuration does not remove the requirement to list it in
//! `#[target_feature]`"). So this crate needs no `unsafe` here, and a caller either marks its
//! own move generator `#[target_feature(enable = "bmi2")]` or calls through `unsafe`, which
//! is sound because this module exists only when the target has BMI2:
//!
//! ```
//! use chess_lut::{Bitboard, Square::*, sliders::pext};
//!
//! #[target_feature(enable = "bmi2")]
//! fn mobility(occupied: Bitboard) -> u32 {
//!     pext::rook_attacks(D4, occupied).count() // safe: this function has BMI2
//! }
//!
//! // SAFETY: `sliders::pext` exists only when the target has BMI2.
//! assert_eq!(unsafe { mobility(Bitboard::EMPTY) }, 14);
//! ```
//!
//! Not `const fn`: the intrinsic is not. On AMD before Zen 3 `pext` is microcoded and slow;
//! there [`magic`](super::magic) is the better choice.

use core::arch::x86_64::_pext_u64;

use super::pext_entry::PextEntry;
use super::whole_block::{BLOCK_SLOTS, WholeBlock, whole_block};
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// A square's entry as the lookup reads it: its relevant squares and its block of
/// [`PEXT_ATTACKS`] as an array of 4096 slots, a rook's largest block (the table lays the
/// bishops' blocks first and ends with a rook's largest, so that each block, a bishop's too, can
/// be read so).
#[derive(Clone, Copy)]
struct Block {
    mask: u64,
    attacks: WholeBlock,
}

impl Block {
    /// The attack set of `occupied`: [`PextEntry::slot`] less the offset, by the instruction.
    /// `pext` leaves at most as many bits as the mask has (12), so the index is below 4096
    /// already; masking it so says so to the compiler, which then checks no bound.
    #[inline]
    #[target_feature(enable = "bmi2")]
    fn attacks(&self, occupied: Bitboard) -> Bitboard {
        Bitboard(self.attacks[_pext_u64(occupied.0, self.mask) as usize & (BLOCK_SLOTS - 1)])
    }
}

const fn blocks(entries: &[PextEntry; 64]) -> [Block; 64] {
    let first = Block {
        mask: 0,
        attacks: whole_block(&PEXT_ATTACKS, 0),
    };
    let mut out = [first; 64];
    let mut sq = 0;
    while sq < 64 {
        out[sq] = Block {
            mask: entries[sq].mask,
            attacks: whole_block(&PEXT_ATTACKS, entries[sq].offset),
        };
        sq += 1;
    }
    out
}

/// The rook squares' blocks (row 0) and the bishop squares' (row 1), one type in one table, so
/// that a call site choosing between the two sliders at run time (`match piece`), which the
/// compiler merges into one path, picks a row with no branch and masks every index alike.
static BLOCKS: [[Block; 64]; 2] = [blocks(&ROOK_PEXT), blocks(&BISHOP_PEXT)];

/// The squares a rook on `sq` attacks when `occupied` holds pieces, from [`ROOK_PEXT`] and
/// [`PEXT_ATTACKS`].
///
/// ```
/// use chess_lut::{Square::*, sliders::pext};
/// let occupied = D2.bitboard() | D7.bitboard() | B4.bitboard() | G4.bitboard();
/// // SAFETY: `sliders::pext` exists only when the target has BMI2.
/// let attacks = unsafe { pext::rook_attacks(D4, occupied) };
/// assert_eq!(attacks, chess_lut::calc::rook_attacks(D4, occupied));
/// ```
///
/// # Safety
///
/// Safe to call from a function marked `#[target_feature(enable = "bmi2")]`; elsewhere Rust
/// asks for `unsafe`, which is sound here: this module exists only when the target has BMI2.
#[inline]
#[target_feature(enable = "bmi2")]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    BLOCKS[0][sq as usize].attacks(occupied)
}

/// The squares a bishop on `sq` attacks when `occupied` holds pieces, from [`BISHOP_PEXT`] and
/// [`PEXT_ATTACKS`].
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::pext};
/// // SAFETY: `sliders::pext` exists only when the target has BMI2.
/// assert_eq!(unsafe { pext::bishop_attacks(A1, Bitboard::EMPTY) }.count(), 7);
/// ```
///
/// # Safety
///
/// Safe to call from a function marked `#[target_feature(enable = "bmi2")]`; elsewhere Rust
/// asks for `unsafe`, which is sound here: this module exists only when the target has BMI2.
#[inline]
#[target_feature(enable = "bmi2")]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    BLOCKS[1][sq as usize].attacks(occupied)
}

/// The squares a queen on `sq` attacks: [`rook_attacks`] and [`bishop_attacks`] together.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::pext};
/// // SAFETY: `sliders::pext` exists only when the target has BMI2.
/// assert_eq!(unsafe { pext::queen_attacks(D4, Bitboard::EMPTY) }.count(), 27);
/// ```
///
/// # Safety
///
/// Safe to call from a function marked `#[target_feature(enable = "bmi2")]`; elsewhere Rust
/// asks for `unsafe`, which is sound here: this module exists only when the target has BMI2.
#[inline]
#[target_feature(enable = "bmi2")]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(rook_attacks(sq, occupied).0 | bishop_attacks(sq, occupied).0)
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/pext.rs"));
