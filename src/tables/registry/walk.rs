//! The slider answers the twins judge by: the ray walk of [`calc`], whole or along one line,
//! and a strategy's attacks along a line.

use super::unpack::{args, set};
use crate::calc;
use crate::relations::{Answer, Value};
use crate::sliders::Strategy;
use chess_lut_types::Bitboard;
use chess_lut_types::LineKind;
use chess_lut_types::Piece;
use chess_lut_types::Square;

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

#[cfg(any(chess_lut_magic, chess_lut_pext))]
pub(super) fn walk_rook(v: &[Value]) -> Option<Answer> {
    args!(v, sq: Square, occupied: Occupancy);
    walk(Piece::Rook, sq, occupied)
}

#[cfg(any(chess_lut_magic, chess_lut_pext))]
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
