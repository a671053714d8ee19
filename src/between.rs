//! Whether nothing stands between two squares.

use crate::lookups::in_between;
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// Whether nothing in `occupied` stands strictly between `from` and `to`: the in-between test
/// of a slider's move, a double pawn push or castling. It says nothing of whether the piece
/// moves that way: true for any two squares that share no line (a1 and b3), where nothing is
/// between. Computed twin: [`calc::nothing_between`](crate::calc::nothing_between).
///
/// ```
/// use chess_lut::{Square::*, nothing_between};
/// assert!(nothing_between(A1, A8, A8.bitboard()));
/// assert!(!nothing_between(A1, A8, A4.bitboard()));
/// assert!(nothing_between(A1, B3, B2.bitboard())); // no line, nothing between
/// ```
#[inline]
pub const fn nothing_between(from: Square, to: Square, occupied: Bitboard) -> bool {
    in_between(from, to).0 & occupied.0 == 0
}
