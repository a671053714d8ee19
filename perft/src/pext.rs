//! The PEXT slider strategies as [`Sliders`] types, for a generator generic over chess-lut's
//! [`Geometry`](chess_lut::geometry::Geometry): the library has no `unsafe`, and a call to a
//! `#[target_feature(enable = "bmi2")]` function from one without the attribute needs it. Every
//! other strategy and both geometries are the library's own (`chess_lut::geometry`).

#![cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]

use chess_lut::geometry::Sliders;
use chess_lut::sliders::{self, Strategy};
use chess_lut::{Bitboard, Square};

/// PEXT bitboards: `chess_lut::sliders::pext`, only where the target has BMI2.
#[derive(Clone, Copy, Debug)]
pub struct Pext;

/// Compact PEXT bitboards: `chess_lut::sliders::pext_compact`, only where the target has BMI2.
#[derive(Clone, Copy, Debug)]
pub struct PextCompact;

impl Sliders for Pext {
    const STRATEGY: Strategy = Strategy::Pext;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        // SAFETY: this impl exists only where the target has BMI2, as `sliders::pext` does;
        // Rust asks for `unsafe` only because the attribute is on the callee, not on us.
        unsafe { sliders::pext::rook_attacks(sq, occupied) }
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        // SAFETY: as above.
        unsafe { sliders::pext::bishop_attacks(sq, occupied) }
    }
}

impl Sliders for PextCompact {
    const STRATEGY: Strategy = Strategy::PextCompact;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        // SAFETY: this impl exists only where the target has BMI2, as `sliders::pext_compact`
        // does; Rust asks for `unsafe` only because the attribute is on the callee.
        unsafe { sliders::pext_compact::rook_attacks(sq, occupied) }
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        // SAFETY: as above.
        unsafe { sliders::pext_compact::bishop_attacks(sq, occupied) }
    }
}
