//! Compact PEXT bitboards: as [`pext`](super::pext), the relevant occupancy gathered by `pext`
//! indexes a table, but the table keeps each attack set as the `u16` of its squares among the
//! square's rays (their empty-board attacks), and `pdep` spreads it back over them. 210 KiB
//! ([`PEXT_COMPACT_ATTACKS`]) instead of 841, one more instruction per lookup. Present only
//! when the target has BMI2, with the same calling rules as [`pext`](super::pext): the
//! functions carry `#[target_feature(enable = "bmi2")]`, so a caller marks its own code so or
//! calls through `unsafe`, sound because this module exists only for BMI2 targets.
//!
//! ```
//! use chess_lut::{Bitboard, Square::*, sliders::pext_compact};
//!
//! #[target_feature(enable = "bmi2")]
//! fn mobility(occupied: Bitboard) -> u32 {
//!     pext_compact::rook_attacks(D4, occupied).count() // safe: this function has BMI2
//! }
//!
//! // SAFETY: `sliders::pext_compact` exists only when the target has BMI2.
//! assert_eq!(unsafe { mobility(D6.bitboard()) }, 12);
//! ```
//!
//! Not `const fn`: the intrinsics are not. On AMD before Zen 3 `pext` and `pdep` are
//! microcoded and slow; there [`magic`](super::magic) is the better choice.

use core::arch::x86_64::{_pdep_u64, _pext_u64};

use super::pext::{BISHOP_PEXT, ROOK_PEXT};
use super::pext_entry::PextEntry;
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// The attack set of `occupied` for one square's entry: its compact set in
/// [`PEXT_COMPACT_ATTACKS`], spread over the square's rays.
#[inline]
#[target_feature(enable = "bmi2")]
fn lookup(entry: &PextEntry, occupied: u64) -> u64 {
    // pext leaves at most 12 bits, the offset is below 107,648: neither cast truncates
    let index = entry.offset as usize + _pext_u64(occupied, entry.mask) as usize;
    _pdep_u64(u64::from(PEXT_COMPACT_ATTACKS[index]), entry.rays)
}

/// The squares a rook on `sq` attacks when `occupied` holds pieces, from [`ROOK_PEXT`] and
/// [`PEXT_COMPACT_ATTACKS`].
///
/// ```
/// use chess_lut::{Square::*, sliders::pext_compact};
/// let occupied = D2.bitboard() | D7.bitboard() | B4.bitboard() | G4.bitboard();
/// // SAFETY: `sliders::pext_compact` exists only when the target has BMI2.
/// let attacks = unsafe { pext_compact::rook_attacks(D4, occupied) };
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
    Bitboard(lookup(&ROOK_PEXT[sq as usize], occupied.0))
}

/// The squares a bishop on `sq` attacks when `occupied` holds pieces, from [`BISHOP_PEXT`] and
/// [`PEXT_COMPACT_ATTACKS`].
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::pext_compact};
/// // SAFETY: `sliders::pext_compact` exists only when the target has BMI2.
/// assert_eq!(unsafe { pext_compact::bishop_attacks(A1, Bitboard::EMPTY) }.count(), 7);
/// ```
///
/// # Safety
///
/// Safe to call from a function marked `#[target_feature(enable = "bmi2")]`; elsewhere Rust
/// asks for `unsafe`, which is sound here: this module exists only when the target has BMI2.
#[inline]
#[target_feature(enable = "bmi2")]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(lookup(&BISHOP_PEXT[sq as usize], occupied.0))
}

/// The squares a queen on `sq` attacks: [`rook_attacks`] and [`bishop_attacks`] together.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::pext_compact};
/// // SAFETY: `sliders::pext_compact` exists only when the target has BMI2.
/// assert_eq!(unsafe { pext_compact::queen_attacks(D4, Bitboard::EMPTY) }.count(), 27);
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
include!(concat!(env!("OUT_DIR"), "/pext_compact.rs"));
