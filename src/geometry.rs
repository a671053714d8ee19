//! Lookup or calculation, for a whole engine: a [`Geometry`] gives everything a move generator
//! asks of the board (the leapers' attacks, the squares between and through two squares, the
//! lines through a square, where a piece must stand to attack the squares next to a king and,
//! through its [`Sliders`], the sliders' attacks), from the crate's tables ([`Tables`]) or from
//! their computed twins ([`Calc`]), each with any slider strategy.
//!
//! Everything is an associated function of a type parameter: an engine generic over
//! `G: Geometry` is monomorphised for each choice and pays nothing for being generic, and can
//! measure itself both ways (chess-lut's own perft does: `chess-lut perft --geometry calc`).
//!
//! ```
//! use chess_lut::geometry::{Calc, CalcSliders, DefaultGeometry, Geometry, Hyperbola, Tables};
//! use chess_lut::{Bitboard, Square::*};
//!
//! /// The squares a queen on `sq` attacks, from whichever geometry `G` is.
//! fn queen<G: Geometry>(sq: chess_lut::Square, occupied: Bitboard) -> Bitboard {
//!     G::rook(sq, occupied) | G::bishop(sq, occupied)
//! }
//! let occupied = D6.bitboard() | F4.bitboard();
//! let computed = queen::<Calc<CalcSliders>>(D4, occupied); // not one table
//! assert_eq!(queen::<DefaultGeometry>(D4, occupied), computed); // the crate root's sliders
//! assert_eq!(queen::<Tables<Hyperbola>>(D4, occupied), computed);
//! ```
//!
//! PEXT is here as [`Fastest`] on a BMI2 build (where `pext` is not microcoded). The compact
//! PEXT strategy is not: its functions need a caller compiled with BMI2, and a program built
//! for BMI2 implements [`Sliders`] for it in a few lines, as `chess-lut-perft` does
//! (`PextCompact`).

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use crate::sliders::{self, Strategy};
use crate::{attacks, between, calc, leapers, lines};
use chess_lut_types::Attacker;
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::LineKind;
use chess_lut_types::Square;

/// A way to compute rook and bishop attacks.
pub trait Sliders {
    /// Which strategy this is.
    const STRATEGY: Strategy;
    /// The squares a rook on `sq` attacks.
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard;
    /// The squares a bishop on `sq` attacks.
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard;
    /// The squares a rook and a bishop on `sq` attack, `(rook, bishop)`: for a queen, or where
    /// a move generator needs both of one square (the checks and pins on its king). Two calls
    /// but for a strategy that answers both at once ([`Dual`]).
    #[inline(always)]
    fn both(sq: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
        (Self::rook(sq, occupied), Self::bishop(sq, occupied))
    }
}

/// Fixed-shift black magic bitboards: `sliders::magic` (feature `magic`).
#[cfg(chess_lut_magic)]
#[derive(Clone, Copy, Debug)]
pub struct Magic;

/// Kindergarten bitboards: `sliders::kindergarten` (feature `kindergarten`).
#[cfg(feature = "kindergarten")]
#[derive(Clone, Copy, Debug)]
pub struct Kindergarten;

/// Hyperbola quintessence: [`sliders::hyperbola`].
#[derive(Clone, Copy, Debug)]
pub struct Hyperbola;

/// Dual hyperbola quintessence: [`sliders::dual`], a rook and a bishop from one pass, in its
/// portable form (a move generator compiled for AVX2 calls `sliders::dual::avx2`).
#[derive(Clone, Copy, Debug)]
pub struct Dual;

impl Sliders for Dual {
    const STRATEGY: Strategy = Strategy::Dual;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::dual::rook_attacks(sq, occupied)
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::dual::bishop_attacks(sq, occupied)
    }
    #[inline(always)]
    fn both(sq: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
        sliders::dual::attacks(sq, occupied)
    }
}

/// The fastest strategy this build has: [`sliders::fastest`], PEXT where the target has BMI2
/// and `pext` is not microcoded, magic elsewhere ([`Sliders::STRATEGY`] says which). The way
/// to a PEXT geometry without `unsafe`.
///
/// ```
/// use chess_lut::geometry::{Fastest, Sliders, Tables};
/// use chess_lut::{Bitboard, Square::*, sliders};
/// assert_eq!(Fastest::STRATEGY, sliders::fastest::STRATEGY);
/// assert_eq!(Fastest::rook(A1, Bitboard::EMPTY).count(), 14);
/// let _geometry: Tables<Fastest>;
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Fastest;

impl Sliders for Fastest {
    const STRATEGY: Strategy = sliders::fastest::STRATEGY;
    #[inline(always)]
    fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::fastest::rook_attacks(sq, occupied)
    }
    #[inline(always)]
    fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
        sliders::fastest::bishop_attacks(sq, occupied)
    }
}

/// The sliders of [`Strategy::Calc`], no table at all: o^(o-2r) on masks computed from the
/// square, [`calc::rook_attacks_hq`] and [`calc::bishop_attacks_hq`]. With [`Calc`],
/// `Calc<CalcSliders>`, every answer is computed.
#[derive(Clone, Copy, Debug)]
pub struct CalcSliders;

macro_rules! sliders {
    ($($(#[$cfg:meta])? $ty:ident, $strategy:ident, $rook:path, $bishop:path;)*) => {$(
        $(#[$cfg])?
        impl Sliders for $ty {
            const STRATEGY: Strategy = Strategy::$strategy;
            #[inline(always)]
            fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
                $rook(sq, occupied)
            }
            #[inline(always)]
            fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
                $bishop(sq, occupied)
            }
        }
    )*};
}

sliders! {
    #[cfg(chess_lut_magic)]
    Magic, Magic, sliders::magic::rook_attacks, sliders::magic::bishop_attacks;
    #[cfg(feature = "kindergarten")]
    Kindergarten, Kindergarten, sliders::kindergarten::rook_attacks, sliders::kindergarten::bishop_attacks;
    Hyperbola, Hyperbola, sliders::hyperbola::rook_attacks, sliders::hyperbola::bishop_attacks;
    CalcSliders, Calc, calc::rook_attacks_hq, calc::bishop_attacks_hq;
}

/// Where a geometry's answers come from, besides its sliders: the crate's tables or their
/// computed twins. `Display` and `FromStr` use the names `chess-lut perft --geometry` takes.
///
/// ```
/// use chess_lut::geometry::Source;
/// assert_eq!("calc".parse(), Ok(Source::Calc));
/// assert_eq!(Source::Tables.to_string(), "tables");
/// assert!("files".parse::<Source>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Source {
    /// The lookups of the crate root.
    Tables,
    /// The computed twins of [`calc`].
    Calc,
}

impl Source {
    /// Both, tables first.
    pub const ALL: [Source; 2] = [Source::Tables, Source::Calc];

    /// The name `--geometry` takes.
    pub const fn name(self) -> &'static str {
        match self {
            Source::Tables => "tables",
            Source::Calc => "calc",
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a string names no geometry [`Source`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ParseSourceError;

impl fmt::Display for ParseSourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a geometry: expected tables or calc")
    }
}

impl core::error::Error for ParseSourceError {}

impl FromStr for Source {
    type Err = ParseSourceError;

    /// `tables` or `calc`, exactly.
    fn from_str(s: &str) -> Result<Source, ParseSourceError> {
        Source::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or(ParseSourceError)
    }
}

/// Everything a move generator asks of the board's geometry.
pub trait Geometry {
    /// The slider strategy.
    type Sliders: Sliders;
    /// Which source this is.
    const SOURCE: Source;
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
    /// The squares from which `attacker` attacks a square next to `king` on an empty board.
    /// By default the crate's table, [`king_zone_reach`](crate::king_zone_reach); [`Calc`]
    /// computes it.
    #[inline(always)]
    fn king_zone_reach(attacker: Attacker, king: Square) -> Bitboard {
        attacks::king_zone_reach(attacker, king)
    }
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
    /// The squares a rook and a bishop on `sq` attack, `(rook, bishop)`: one call of a strategy
    /// that answers both at once.
    #[inline(always)]
    fn both(sq: Square, occupied: Bitboard) -> (Bitboard, Bitboard) {
        <Self::Sliders as Sliders>::both(sq, occupied)
    }
}

/// The lookups of the crate root ([`knight_attacks`](crate::knight_attacks),
/// [`in_between`](crate::in_between), [`line`](crate::line()) …), the sliders from `S`.
#[derive(Clone, Copy, Debug)]
pub struct Tables<S>(PhantomData<S>);

/// The computed twins of [`calc`] (leaper shifts, the pure in-between calculation, the line
/// from computed masks), the sliders from `S`.
#[derive(Clone, Copy, Debug)]
pub struct Calc<S>(PhantomData<S>);

macro_rules! geometry {
    ($ty:ident, $source:ident, $leapers:ident, $reach:ident, $between:ident, $line:path, $lines:ident) => {
        impl<S: Sliders> Geometry for $ty<S> {
            type Sliders = S;
            const SOURCE: Source = Source::$source;
            #[inline(always)]
            fn knight(sq: Square) -> Bitboard {
                $leapers::knight_attacks(sq)
            }
            #[inline(always)]
            fn king(sq: Square) -> Bitboard {
                $leapers::king_attacks(sq)
            }
            #[inline(always)]
            fn pawn(color: Color, sq: Square) -> Bitboard {
                $leapers::pawn_attacks(color, sq)
            }
            #[inline(always)]
            fn between(a: Square, b: Square) -> Bitboard {
                $between::in_between(a, b)
            }
            #[inline(always)]
            fn line(a: Square, b: Square) -> Bitboard {
                $line(a, b)
            }
            #[inline(always)]
            fn line_mask(sq: Square, kind: LineKind) -> Bitboard {
                $lines::line_mask(sq, kind)
            }
            #[inline(always)]
            fn king_zone_reach(attacker: Attacker, king: Square) -> Bitboard {
                $reach::king_zone_reach(attacker, king)
            }
        }
    };
}

geometry!(
    Tables,
    Tables,
    leapers,
    attacks,
    between,
    between::line,
    lines
);
geometry!(Calc, Calc, calc, calc, calc, calc::line, calc);

/// The geometry an engine would pick: the crate's tables with the crate root's sliders (magic,
/// or hyperbola quintessence without the `magic` feature).
#[cfg(feature = "magic")]
pub type DefaultGeometry = Tables<Magic>;
/// The geometry an engine would pick: the crate's tables with the crate root's sliders (magic,
/// or hyperbola quintessence without the `magic` feature).
#[cfg(not(feature = "magic"))]
pub type DefaultGeometry = Tables<Hyperbola>;
