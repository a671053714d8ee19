//! How the list's entries read a lookup's arguments: the `args!` pattern, the closures several
//! tables share (`pair!`, `slider!`), and the argument lists they share.

use super::description::{Answer, Kind, Matters};
use chess_lut_types::Bitboard;
#[cfg(any(feature = "magic", chess_lut_pext))]
use chess_lut_types::Piece;

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
pub(super) const PAIR: &[(Kind, &str)] = &[(Kind::Square, "a"), (Kind::Square, "b")];
pub(super) const SLIDER_ON: &[(Kind, &str)] = &[
    (Kind::Slider, "slider"),
    (Kind::Square, "on"),
    (Kind::Occupancy(Matters::Relevant(None)), "occupied"),
];
#[cfg(any(feature = "magic", chess_lut_pext))]
pub(super) const ROOK_ON: &[(Kind, &str)] = &[
    (Kind::Square, "rook on"),
    (
        Kind::Occupancy(Matters::Relevant(Some(Piece::Rook))),
        "occupied",
    ),
];
#[cfg(any(feature = "magic", chess_lut_pext))]
pub(super) const BISHOP_ON: &[(Kind, &str)] = &[
    (Kind::Square, "bishop on"),
    (
        Kind::Occupancy(Matters::Relevant(Some(Piece::Bishop))),
        "occupied",
    ),
];

#[cfg(feature = "layouts")]
pub(super) use pair;
pub(super) use {args, slider};
