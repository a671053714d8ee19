//! Dual hyperbola quintessence, Stockfish's sliders on AVX2 since 2026: a rook's file and a
//! bishop's two diagonals from one pass of o^(o-2r) over the lanes of one register
//! ([`DUAL_MASKS`]: per square its file, diagonal and anti-diagonal side by side), the reversal
//! a byte swap (each of those lines has one square per rank, so swapping the bytes reverses
//! it), the rank from [`FIRST_RANK_ATTACKS`](crate::tables::FIRST_RANK_ATTACKS) as hyperbola
//! quintessence takes it (a byte swap cannot reverse a rank). One call gives a rook's and a
//! bishop's attacks together ([`attacks`]), which a move generator asks for together anyway
//! (the queen, the king's safety, the pins).
//!
//! The functions here are the portable form, four scalar lanes, `const fn`, on every target.
//! [`avx2`] (x86-64) is the one-register form: `#[target_feature(enable = "avx2")]`
//! functions, with no `unsafe`; as with `sliders::pext`, a caller compiled without AVX2 calls
//! them through `unsafe` after checking the CPU (`is_x86_feature_detected!("avx2")`), or from a
//! function that carries the attribute too.
//!
//! 2.5 KiB of tables, no multiply, no table that grows with the occupancy.
//!
//! ```
//! use chess_lut::{Bitboard, Square::*, sliders::dual};
//! let occupied = D6.bitboard() | F4.bitboard() | B2.bitboard();
//! let (rook, bishop) = dual::attacks(D4, occupied);
//! assert_eq!(rook, chess_lut::calc::rook_attacks(D4, occupied));
//! assert_eq!(bishop, chess_lut::calc::bishop_attacks(D4, occupied));
//! ```

use super::dual_masks::DualMasks;
use super::hyperbola::rank_attacks;
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// One lane of the pass: attacks along `mask` (a line through `sq` without it, one square per
/// rank), by o^(o-2r) upwards and on the byte-swapped board downwards.
#[inline(always)]
const fn lane(occupied: u64, mask: u64, r: u64) -> u64 {
    let o = occupied & mask;
    let up = o.wrapping_sub(r);
    let down = o.swap_bytes().wrapping_sub(r.swap_bytes()).swap_bytes();
    (up ^ down) & mask
}

/// The squares a rook and a bishop on `sq` attack, `(rook, bishop)`, when `occupied` holds
/// pieces; whether it holds `sq` makes no difference. One entry of [`DUAL_MASKS`] and one of
/// [`FIRST_RANK_ATTACKS`](crate::tables::FIRST_RANK_ATTACKS).
///
/// ```
/// use chess_lut::{Bitboard, Square::*, bitboard, sliders::dual};
/// let occupied = bitboard! {
///     . . . . . . . .
///     . . . X . . . .
///     . . . . . . . .
///     . X . . . X . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . X . . . .
///     . . . . . . . .
/// };
/// let (rook, bishop) = dual::attacks(D5, occupied);
/// assert_eq!(rook | bishop, bitboard! {
///     X . . . . . X .
///     . X . X . X . .
///     . . X X X . . .
///     . X X . X X . .
///     . . X X X . . .
///     . X . X . X . .
///     X . . X . . X .
///     . . . . . . . X
/// });
/// ```
#[inline]
pub const fn attacks(sq: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
    let m: &DualMasks = &DUAL_MASKS[sq as usize];
    let r = 1u64 << sq as u8;
    let file = lane(occupied.0, m.file, r);
    let bishop = lane(occupied.0, m.diagonal, r) | lane(occupied.0, m.anti_diagonal, r);
    (
        Bitboard(file | rank_attacks(sq, occupied.0)),
        Bitboard(bishop),
    )
}

/// The squares a rook on `sq` attacks: [`attacks`]' first half.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::dual};
/// assert_eq!(dual::rook_attacks(A1, Bitboard::EMPTY).count(), 14);
/// ```
#[inline]
pub const fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    attacks(sq, occupied).0
}

/// The squares a bishop on `sq` attacks: [`attacks`]' second half.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::dual};
/// assert_eq!(dual::bishop_attacks(D4, C3.bitboard()).count(), 11);
/// ```
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    attacks(sq, occupied).1
}

/// The squares a queen on `sq` attacks: both halves of [`attacks`], from one pass.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::dual};
/// assert_eq!(dual::queen_attacks(D4, Bitboard::EMPTY).count(), 27);
/// ```
#[inline]
pub const fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let (rook, bishop) = attacks(sq, occupied);
    Bitboard(rook.0 | bishop.0)
}

/// The one-register form on x86-64 with AVX2: the square's [`DualMasks`] loaded into the four
/// lanes of a 256-bit register (one aligned load), o^(o-2r) on all of them at once, the byte
/// swap a `vpshufb`, the two halves or-ed (the file alone in one lane, both diagonals in the
/// other), the rank beside it in scalar code. No `unsafe`: the intrinsics it calls touch no
/// memory and are safe inside a function compiled for AVX2.
///
/// ```
/// # #[cfg(target_arch = "x86_64")] {
/// use chess_lut::{Bitboard, Square::*, sliders::dual};
/// if std::is_x86_feature_detected!("avx2") {
///     let occupied = Bitboard(0x0024_0000_1800_2400);
///     // SAFETY: the CPU has AVX2, checked above
///     let both = unsafe { dual::avx2::attacks(E4, occupied) };
///     assert_eq!(both, dual::attacks(E4, occupied));
/// }
/// # }
/// ```
#[cfg(target_arch = "x86_64")]
pub mod avx2 {
    use core::arch::x86_64::{
        __m256i, _mm_cvtsi128_si64, _mm_extract_epi64, _mm_or_si128, _mm256_and_si256,
        _mm256_castsi256_si128, _mm256_extracti128_si256, _mm256_set_epi8, _mm256_set_epi64x,
        _mm256_set1_epi64x, _mm256_shuffle_epi8, _mm256_sub_epi64, _mm256_xor_si256,
    };

    use super::{DUAL_MASKS, rank_attacks};
    use chess_lut_types::Bitboard;
    use chess_lut_types::Square;

    /// Each 64-bit lane's bytes reversed: the board of every lane mirrored top to bottom.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn swap_bytes(v: __m256i) -> __m256i {
        #[rustfmt::skip]
        let order = _mm256_set_epi8(
            8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
            8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
        );
        _mm256_shuffle_epi8(v, order)
    }

    /// [`super::attacks`] in one register: `(rook, bishop)`.
    ///
    /// # Safety
    ///
    /// Safe to call from a function marked `#[target_feature(enable = "avx2")]`; elsewhere Rust
    /// asks for `unsafe`, which is sound where the CPU has AVX2
    /// (`is_x86_feature_detected!("avx2")`, or a build for such a CPU).
    #[inline]
    #[target_feature(enable = "avx2")]
    pub fn attacks(sq: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
        let m = &DUAL_MASKS[sq as usize];
        // the entry is 32-byte aligned: one aligned load
        let mask = _mm256_set_epi64x(
            m.anti_diagonal as i64,
            m.unused as i64,
            m.diagonal as i64,
            m.file as i64,
        );
        let r = 1u64 << sq as u8;
        let o = _mm256_and_si256(mask, _mm256_set1_epi64x(occupied.0 as i64));
        let up = _mm256_sub_epi64(o, _mm256_set1_epi64x(r as i64));
        let down = swap_bytes(_mm256_sub_epi64(
            swap_bytes(o),
            _mm256_set1_epi64x(r.swap_bytes() as i64),
        ));
        let lines = _mm256_and_si256(_mm256_xor_si256(up, down), mask);
        // [file, diagonal] | [unused, anti-diagonal]: the file alone, both diagonals together
        let halves = _mm_or_si128(
            _mm256_castsi256_si128(lines),
            _mm256_extracti128_si256::<1>(lines),
        );
        let file = _mm_cvtsi128_si64(halves) as u64;
        let bishop = _mm_extract_epi64::<1>(halves) as u64;
        (
            Bitboard(file | rank_attacks(sq, occupied.0)),
            Bitboard(bishop),
        )
    }

    /// The squares a rook on `sq` attacks, in one register.
    ///
    /// # Safety
    ///
    /// Safe to call from a function marked `#[target_feature(enable = "avx2")]`; elsewhere Rust
    /// asks for `unsafe`, which is sound where the CPU has AVX2
    /// (`is_x86_feature_detected!("avx2")`, or a build for such a CPU).
    #[inline]
    #[target_feature(enable = "avx2")]
    pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        attacks(sq, occupied).0
    }

    /// The squares a bishop on `sq` attacks, in one register.
    ///
    /// # Safety
    ///
    /// Safe to call from a function marked `#[target_feature(enable = "avx2")]`; elsewhere Rust
    /// asks for `unsafe`, which is sound where the CPU has AVX2
    /// (`is_x86_feature_detected!("avx2")`, or a build for such a CPU).
    #[inline]
    #[target_feature(enable = "avx2")]
    pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        attacks(sq, occupied).1
    }

    /// The squares a queen on `sq` attacks: both halves of one pass.
    ///
    /// # Safety
    ///
    /// Safe to call from a function marked `#[target_feature(enable = "avx2")]`; elsewhere Rust
    /// asks for `unsafe`, which is sound where the CPU has AVX2
    /// (`is_x86_feature_detected!("avx2")`, or a build for such a CPU).
    #[inline]
    #[target_feature(enable = "avx2")]
    pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        let (rook, bishop) = attacks(sq, occupied);
        Bitboard(rook.0 | bishop.0)
    }
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/dual.rs"));
