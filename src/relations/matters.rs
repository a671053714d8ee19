//! Which occupied squares can change a lookup's answer: where the walk over a lookup's whole
//! domain takes every subset.

use crate::calc;
use chess_lut_types::LineKind;
use chess_lut_types::Piece;
use chess_lut_types::Square;
use chess_lut_types::table::Matters;

use super::value::Value;

/// The squares that can change the answer, as `matters` says, given the arguments before the
/// occupancy; every square for [`Matters::Any`].
///
/// ```
/// use chess_lut::relations::{Matters, Value, matters_mask};
/// use chess_lut::Square::{A1, C3};
/// let pair = [Value::Square(A1), Value::Square(C3)];
/// assert_eq!(matters_mask(Matters::Between, &pair), 1 << 9); // b2
/// assert_eq!(matters_mask(Matters::Any, &pair), !0);
/// ```
pub fn matters_mask(matters: Matters, before: &[Value]) -> u64 {
    let mut squares = before.iter().filter_map(|v| v.square());
    let square = before.iter().rev().find_map(|v| v.square());
    match (matters, square) {
        (Matters::Any, _) => !0,
        (_, None) => 0,
        (Matters::Between, Some(_)) => match (squares.next(), squares.next()) {
            (Some(a), Some(b)) => calc::in_between(a, b).0,
            _ => 0,
        },
        (Matters::Relevant(piece), Some(sq)) => {
            let piece = piece.or_else(|| {
                before.iter().find_map(|v| match v {
                    Value::Slider(p) => Some(*p),
                    _ => None,
                })
            });
            relevant(piece.unwrap_or(Piece::Queen), sq)
        }
        (Matters::Line(kind), Some(sq)) => {
            let kind = kind.or_else(|| {
                before.iter().find_map(|v| match v {
                    Value::LineKind(k) => Some(*k),
                    _ => None,
                })
            });
            match kind {
                Some(k) => calc::line_mask(sq, k).0 & !sq.bitboard().0,
                None => 0,
            }
        }
    }
}

/// The squares that can block a slider on `sq`: its lines without `sq` and without the last
/// square of each ray (nothing lies beyond it to block).
fn relevant(piece: Piece, sq: Square) -> u64 {
    const RIM_FILES: u64 = 0x8181_8181_8181_8181;
    const RIM_RANKS: u64 = 0xFF00_0000_0000_00FF;
    let line = |k| calc::line_mask(sq, k).0;
    let (rank, file) = (line(LineKind::Rank), line(LineKind::File));
    let diagonals = line(LineKind::Diagonal) | line(LineKind::AntiDiagonal);
    let rook = (rank & !RIM_FILES) | (file & !RIM_RANKS);
    let bishop = diagonals & !(RIM_FILES | RIM_RANKS);
    let set = match piece {
        Piece::Rook => rook,
        Piece::Bishop => bishop,
        _ => rook | bishop,
    };
    set & !sq.bitboard().0
}
