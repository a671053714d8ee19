//! Where the move generator's geometry comes from: a [`Geometry`] gives the leaper attacks, the
//! squares between and through two squares, and (through its [`Sliders`]) the slider attacks.
//! Everything is an associated function of a type parameter, so the generator is
//! monomorphised for each choice: no run-time cost for being generic.

use core::marker::PhantomData;

use chess_lut::{Bitboard, Color, LineKind, Square, calc, sliders};

use crate::strategy::{GeometrySource, SliderStrategy};

/// A way to compute rook and bishop attacks.
pub trait Sliders {
    /// Which strategy this is.
    const STRATEGY: SliderStrategy;
    /// The squares a rook on `sq` attacks.
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard;
    /// The squares a bishop on `sq` attacks.
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard;
}

/// Fancy magic bitboards: [`chess_lut::sliders::magic`].
#[derive(Clone, Copy, Debug)]
pub struct Magic;

/// PEXT bitboards: `chess_lut::sliders::pext`, only where the target has BMI2.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[derive(Clone, Copy, Debug)]
pub struct Pext;

/// Compact PEXT bitboards: `chess_lut::sliders::pext_compact`, only where the target has BMI2.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[derive(Clone, Copy, Debug)]
pub struct PextCompact;

/// Kindergarten bitboards: [`chess_lut::sliders::kindergarten`].
#[derive(Clone, Copy, Debug)]
pub struct Kindergarten;

/// Hyperbola quintessence: [`chess_lut::sliders::hyperbola`].
#[derive(Clone, Copy, Debug)]
pub struct Hyperbola;

/// No table at all: o^(o-2r) on masks computed from the square,
/// [`chess_lut::calc::rook_attacks_hq`] and [`chess_lut::calc::bishop_attacks_hq`] (the
/// fastest of the computed twins; `calc::rook_attacks` is a ray walk).
#[derive(Clone, Copy, Debug)]
pub struct Computed;

impl Sliders for Magic {
    const STRATEGY: SliderStrategy = SliderStrategy::Magic;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::magic::rook_attacks(sq, occupied)
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::magic::bishop_attacks(sq, occupied)
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
impl Sliders for Pext {
    const STRATEGY: SliderStrategy = SliderStrategy::Pext;
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

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
impl Sliders for PextCompact {
    const STRATEGY: SliderStrategy = SliderStrategy::PextCompact;
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

impl Sliders for Kindergarten {
    const STRATEGY: SliderStrategy = SliderStrategy::Kindergarten;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::kindergarten::rook_attacks(sq, occupied)
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::kindergarten::bishop_attacks(sq, occupied)
    }
}

impl Sliders for Hyperbola {
    const STRATEGY: SliderStrategy = SliderStrategy::Hyperbola;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::hyperbola::rook_attacks(sq, occupied)
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::hyperbola::bishop_attacks(sq, occupied)
    }
}

impl Sliders for Computed {
    const STRATEGY: SliderStrategy = SliderStrategy::Calc;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        calc::rook_attacks_hq(sq, occupied)
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        calc::bishop_attacks_hq(sq, occupied)
    }
}

/// Everything the move generator asks of the board's geometry.
pub trait Geometry {
    /// The slider strategy.
    type Sliders: Sliders;
    /// Which source this is.
    const SOURCE: GeometrySource;
    /// The squares a knight on `sq` attacks.
    fn knight(sq: Square) -> Bitboard;
    /// The squares a king on `sq` attacks.
    fn king(sq: Square) -> Bitboard;
    /// The squares a pawn of `color` on `sq` attacks.
    fn pawn(color: Color, sq: Square) -> Bitboard;
    /// The squares strictly between `a` and `b` on a line; empty when not aligned.
    fn between(a: Square, b: Square) -> Bitboard;
    /// The whole line through `a` and `b`; empty when not aligned.
    fn line(a: Square, b: Square) -> Bitboard;
    /// The rank, file, diagonal or anti-diagonal through `sq`, `sq` included.
    fn line_mask(sq: Square, kind: LineKind) -> Bitboard;
    /// The squares a rook on `sq` attacks.
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        <Self::Sliders as Sliders>::rook(sq, occupied)
    }
    /// The squares a bishop on `sq` attacks.
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        <Self::Sliders as Sliders>::bishop(sq, occupied)
    }
}

/// The lookups of chess-lut's crate root (`knight_attacks`, `in_between`, `line` …), the
/// sliders from `S`.
#[derive(Clone, Copy, Debug)]
pub struct Tables<S>(PhantomData<S>);

/// The computed twins of `chess_lut::calc` (leaper shifts, the pure in-between calculation,
/// the line from computed masks), the sliders from `S`.
#[derive(Clone, Copy, Debug)]
pub struct Calc<S>(PhantomData<S>);

impl<S: Sliders> Geometry for Tables<S> {
    type Sliders = S;
    const SOURCE: GeometrySource = GeometrySource::Tables;
    #[inline(always)]
    fn knight(sq: Square) -> Bitboard {
        chess_lut::knight_attacks(sq)
    }
    #[inline(always)]
    fn king(sq: Square) -> Bitboard {
        chess_lut::king_attacks(sq)
    }
    #[inline(always)]
    fn pawn(color: Color, sq: Square) -> Bitboard {
        chess_lut::pawn_attacks(color, sq)
    }
    #[inline(always)]
    fn between(a: Square, b: Square) -> Bitboard {
        chess_lut::in_between(a, b)
    }
    #[inline(always)]
    fn line(a: Square, b: Square) -> Bitboard {
        chess_lut::line(a, b)
    }
    #[inline(always)]
    fn line_mask(sq: Square, kind: LineKind) -> Bitboard {
        chess_lut::line_mask(sq, kind)
    }
}

impl<S: Sliders> Geometry for Calc<S> {
    type Sliders = S;
    const SOURCE: GeometrySource = GeometrySource::Calc;
    #[inline(always)]
    fn knight(sq: Square) -> Bitboard {
        calc::knight_attacks(sq)
    }
    #[inline(always)]
    fn king(sq: Square) -> Bitboard {
        calc::king_attacks(sq)
    }
    #[inline(always)]
    fn pawn(color: Color, sq: Square) -> Bitboard {
        calc::pawn_attacks(color, sq)
    }
    #[inline(always)]
    fn between(a: Square, b: Square) -> Bitboard {
        calc::in_between(a, b)
    }
    #[inline(always)]
    fn line(a: Square, b: Square) -> Bitboard {
        calc::line(a, b)
    }
    #[inline(always)]
    fn line_mask(sq: Square, kind: LineKind) -> Bitboard {
        calc::line_mask(sq, kind)
    }
}

/// The geometry an engine would pick: chess-lut's tables with its default sliders (magic).
pub type DefaultGeometry = Tables<Magic>;
