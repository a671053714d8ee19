//! The fastest slider strategy this build has, called as any other, safely: PEXT where the
//! target has BMI2 and `pext` is not microcoded, magic elsewhere (hyperbola without either
//! table). [`STRATEGY`] names the one chosen.
//!
//! An engine that calls `sliders::fastest` gets PEXT on a build for a BMI2 CPU
//! (`-C target-cpu=native` on one, `x86-64-v3`, `-C target-feature=+bmi2`) with neither
//! `unsafe` nor a `cfg` of its own, and magic on the AMD CPUs where `pext` takes tens of cycles
//! (Excavator, Zen, Zen+ and Zen 2: `-C target-cpu=znver2`, or `native` on one). With the
//! feature `fastest` alone of the slider features, the build generates and links only the
//! table this module reads (PEXT's 844 KiB, or magic's 682 KiB), not both.
//!
//! Unlike the crate root's [`rook_attacks`](crate::rook_attacks), these are not `const fn`:
//! the instruction is not. The PEXT path is `sliders::pext`'s functions called through the
//! crate's only `unsafe` code (three calls, one per piece), sound because it is compiled only
//! where the target has BMI2; inlined, it is `sliders::pext` called directly.
//!
//! ```
//! use chess_lut::{Bitboard, Square::*, sliders::fastest};
//!
//! let occupied = D6.bitboard() | B4.bitboard();
//! let rook = fastest::rook_attacks(D4, occupied);
//! assert_eq!(rook, chess_lut::calc::rook_attacks(D4, occupied));
//! assert_eq!(fastest::queen_attacks(D4, Bitboard::EMPTY).count(), 27);
//! println!("this build's sliders: {}", fastest::STRATEGY);
//! ```

use super::Strategy;
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// The strategy this module forwards to in this build: [`Strategy::Pext`],
/// [`Strategy::Magic`] or [`Strategy::Hyperbola`].
///
/// ```
/// use chess_lut::sliders::{Strategy, fastest};
/// assert!(fastest::STRATEGY.is_available());
/// assert!(matches!(fastest::STRATEGY, Strategy::Pext | Strategy::Magic | Strategy::Hyperbola));
/// ```
pub const STRATEGY: Strategy = if cfg!(all(chess_lut_fastest_pext, target_feature = "bmi2")) {
    Strategy::Pext
} else if cfg!(chess_lut_magic) {
    Strategy::Magic
} else {
    Strategy::Hyperbola
};

// The build script's choice, and the compiler's own word that the target has BMI2: the calls
// below are sound only with both.
#[cfg(all(chess_lut_fastest_pext, target_feature = "bmi2"))]
#[allow(unsafe_code)]
mod chosen {
    use super::super::pext;
    use chess_lut_types::{Bitboard, Square};

    // SAFETY (all three): this module is compiled only where the target has BMI2
    // (`target_feature = "bmi2"`, checked by the compiler itself), so every CPU this code runs
    // on has the instruction the functions' `#[target_feature(enable = "bmi2")]` asks for.
    #[inline]
    pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        unsafe { pext::rook_attacks(sq, occupied) }
    }

    #[inline]
    pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        unsafe { pext::bishop_attacks(sq, occupied) }
    }

    #[inline]
    pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
        unsafe { pext::queen_attacks(sq, occupied) }
    }
}

#[cfg(all(
    not(all(chess_lut_fastest_pext, target_feature = "bmi2")),
    chess_lut_magic
))]
use super::magic as chosen;

#[cfg(all(
    not(all(chess_lut_fastest_pext, target_feature = "bmi2")),
    not(chess_lut_magic)
))]
use super::hyperbola as chosen;

/// The squares a rook on `sq` attacks when `occupied` holds pieces, by [`STRATEGY`].
///
/// ```
/// use chess_lut::{Square::*, sliders::fastest};
/// let occupied = A3.bitboard() | B1.bitboard();
/// assert_eq!(fastest::rook_attacks(A1, occupied), A2.bitboard() | A3.bitboard() | B1.bitboard());
/// ```
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    chosen::rook_attacks(sq, occupied)
}

/// The squares a bishop on `sq` attacks when `occupied` holds pieces, by [`STRATEGY`].
///
/// ```
/// use chess_lut::{Square::*, sliders::fastest};
/// assert_eq!(fastest::bishop_attacks(A1, C3.bitboard()), B2.bitboard() | C3.bitboard());
/// ```
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    chosen::bishop_attacks(sq, occupied)
}

/// The squares a queen on `sq` attacks: [`rook_attacks`] and [`bishop_attacks`] together.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::fastest};
/// assert_eq!(fastest::queen_attacks(A1, Bitboard::FULL).count(), 3);
/// ```
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    chosen::queen_attacks(sq, occupied)
}
