//! How the lookups written by hand take their arguments apart: the `args!` pattern, the closures
//! several tables share (`pair!`, `slider!`), and the argument lists they share.

use crate::relations::Answer;
use chess_lut_types::Bitboard;
#[cfg(any(chess_lut_magic, chess_lut_pext))]
use chess_lut_types::Piece;
use chess_lut_types::table::{Axis, AxisKind, Matters};

macro_rules! args {
    ($values:expr, $($name:ident: $variant:ident),*) => {
        let [$($name),*] = $values else { return None };
        $(let Value::$variant($name) = *$name else { return None };)*
    };
}

pub(super) fn set(b: Bitboard) -> Option<Answer> {
    Some(Answer::Set(b))
}

#[cfg(feature = "layouts")]
macro_rules! pair {
    ($f:path) => {
        |v: &[Value]| {
            args!(v, a: Square, b: Square);
            set($f(a, b))
        }
    };
}

/// A slider's attacks by `strategy`: the piece of the slider argument.
macro_rules! slider {
    ($strategy:expr) => {
        |v: &[Value]| {
            args!(v, piece: Slider, sq: Square, occupied: Occupancy);
            $strategy.attacks(piece, sq, occupied).map(Answer::Set)
        }
    };
    ($strategy:expr, $piece:expr) => {
        |v: &[Value]| {
            args!(v, sq: Square, occupied: Occupancy);
            $strategy.attacks($piece, sq, occupied).map(Answer::Set)
        }
    };
}

#[cfg(feature = "layouts")]
pub(super) const PAIR: &[Axis<&str>] = &[
    Axis::new(AxisKind::Square, "a"),
    Axis::new(AxisKind::Square, "b"),
];
pub(super) const SLIDER_ON: &[Axis<&str>] = &[
    Axis::new(AxisKind::Slider, "slider"),
    Axis::new(AxisKind::Square, "on"),
    Axis::new(AxisKind::Occupancy(Matters::Relevant(None)), "occupied"),
];
#[cfg(any(chess_lut_magic, chess_lut_pext))]
pub(super) const ROOK_ON: &[Axis<&str>] = &[
    Axis::new(AxisKind::Square, "rook on"),
    Axis::new(
        AxisKind::Occupancy(Matters::Relevant(Some(Piece::Rook))),
        "occupied",
    ),
];
#[cfg(any(chess_lut_magic, chess_lut_pext))]
pub(super) const BISHOP_ON: &[Axis<&str>] = &[
    Axis::new(AxisKind::Square, "bishop on"),
    Axis::new(
        AxisKind::Occupancy(Matters::Relevant(Some(Piece::Bishop))),
        "occupied",
    ),
];

#[cfg(feature = "layouts")]
pub(super) use pair;

pub(super) use {args, slider};
