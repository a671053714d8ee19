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
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// The slot of `occupied` in [`PEXT_ATTACKS`] for one square's entry: [`PextEntry::slot`] by
/// the instruction.
#[inline]
#[target_feature(enable = "bmi2")]
fn index(entry: &PextEntry, occupied: u64) -> usize {
    // pext leaves at most 12 bits, the offset is below 107,648: neither cast truncates
    entry.offset as usize + _pext_u64(occupied, entry.mask) as usize
}

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
    Bitboard(PEXT_ATTACKS[index(&ROOK_PEXT[sq as usize], occupied.0)])
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
    Bitboard(PEXT_ATTACKS[index(&BISHOP_PEXT[sq as usize], occupied.0)])
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
