//! Dual hyperbola quintessence in one AVX2 register, `chess_lut::sliders::dual::avx2`, as a
//! [`Sliders`] type: the library has no `unsafe`, and a call to a
//! `#[target_feature(enable = "avx2")]` function from one without the attribute needs it. Only
//! [`choices`](crate::choices) names this type, and only where the CPU has AVX2; elsewhere the
//! dual strategy is the library's portable form, `chess_lut::geometry::Dual`.

#![cfg(target_arch = "x86_64")]

use chess_lut::geometry::Sliders;
use chess_lut::sliders::{Strategy, dual};
use chess_lut::{Bitboard, Square};

/// Whether this CPU has AVX2 (a build for it needs no check).
pub(crate) fn avx2_detected() -> bool {
    cfg!(target_feature = "avx2") || std::arch::is_x86_feature_detected!("avx2")
}

/// `chess_lut::sliders::dual::avx2`: crate-private, so that nothing but a choice made after
/// [`avx2_detected`] runs it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DualAvx2;

impl Sliders for DualAvx2 {
    const STRATEGY: Strategy = Strategy::Dual;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        // SAFETY: this type runs only where the CPU has AVX2 (see the module); Rust asks for
        // `unsafe` because the attribute is on the callee, not on us.
        unsafe { dual::avx2::rook_attacks(sq, occupied) }
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        // SAFETY: as above.
        unsafe { dual::avx2::bishop_attacks(sq, occupied) }
    }
    #[inline(always)]
    fn both(sq: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
        // SAFETY: as above.
        unsafe { dual::avx2::attacks(sq, occupied) }
    }
}
