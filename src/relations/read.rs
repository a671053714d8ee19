//! What the list's entries are built of: reading a lookup's arguments, the twins' ray walk,
//! the argument lists several tables share, and the slider entries' slots.

use super::description::{Answer, Kind, Matters, Value};
use crate::calc;
use crate::sliders::Strategy;
#[cfg(feature = "magic")]
use crate::tables::{BISHOP_MAGICS, BISHOP_SHIFT, ROOK_MAGICS, ROOK_SHIFT};
use chess_lut_types::Bitboard;
use chess_lut_types::LineKind;
use chess_lut_types::Piece;
use chess_lut_types::Square;

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

/// The ray walk of [`calc`], the judge of every slider table.
pub(super) fn walk(piece: Piece, sq: Square, occupied: Bitboard) -> Option<Answer> {
    match piece {
        Piece::Rook => set(calc::rook_attacks(sq, occupied)),
        Piece::Bishop => set(calc::bishop_attacks(sq, occupied)),
        Piece::Queen => set(calc::queen_attacks(sq, occupied)),
        _ => None,
    }
}

pub(super) fn walk_slider(v: &[Value]) -> Option<Answer> {
    args!(v, piece: Slider, sq: Square, occupied: Occupancy);
    walk(piece, sq, occupied)
}

#[cfg(any(feature = "magic", chess_lut_pext))]
pub(super) fn walk_rook(v: &[Value]) -> Option<Answer> {
    args!(v, sq: Square, occupied: Occupancy);
    walk(Piece::Rook, sq, occupied)
}

#[cfg(any(feature = "magic", chess_lut_pext))]
pub(super) fn walk_bishop(v: &[Value]) -> Option<Answer> {
    args!(v, sq: Square, occupied: Occupancy);
    walk(Piece::Bishop, sq, occupied)
}

/// The slider a line is walked by: a rook along a rank or file, a bishop along a diagonal.
pub(super) const fn line_slider(kind: LineKind) -> Piece {
    match kind {
        LineKind::Rank | LineKind::File => Piece::Rook,
        LineKind::Diagonal | LineKind::AntiDiagonal => Piece::Bishop,
    }
}

/// `strategy`'s attacks from `sq` along the line of `kind` through it.
pub(super) fn along(
    strategy: Strategy,
    sq: Square,
    kind: LineKind,
    occupied: Bitboard,
) -> Option<Answer> {
    let line = calc::line_mask(sq, kind);
    strategy
        .attacks(line_slider(kind), sq, occupied)
        .map(|a| Answer::Set(a & line))
}

/// The ray walk along the line of `kind` through `sq`.
pub(super) fn walk_along(sq: Square, kind: LineKind, occupied: Bitboard) -> Option<Answer> {
    match walk(line_slider(kind), sq, occupied) {
        Some(Answer::Set(a)) => set(a & calc::line_mask(sq, kind)),
        _ => None,
    }
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

#[cfg(feature = "magic")]
pub(super) fn rook_magic_slot(sq: Square, occupied: Bitboard) -> usize {
    ROOK_MAGICS[sq as usize].slot(occupied, ROOK_SHIFT)
}

#[cfg(feature = "magic")]
pub(super) fn bishop_magic_slot(sq: Square, occupied: Bitboard) -> usize {
    BISHOP_MAGICS[sq as usize].slot(occupied, BISHOP_SHIFT)
}

#[cfg(chess_lut_pext)]
pub(super) fn rook_pext_slot(sq: Square, occupied: Bitboard) -> usize {
    crate::tables::ROOK_PEXT[sq as usize].slot(occupied)
}

#[cfg(chess_lut_pext)]
pub(super) fn bishop_pext_slot(sq: Square, occupied: Bitboard) -> usize {
    crate::tables::BISHOP_PEXT[sq as usize].slot(occupied)
}

#[cfg(feature = "layouts")]
pub(super) use pair;
pub(super) use {args, slider};
