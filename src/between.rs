//! Whether a move may pass: nothing in between.

use crate::lookups::in_between;
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// Whether nothing in `occupied` stands strictly between `from` and `to`: the in-between
/// legality test for a slider's move, a double pawn push or castling, assuming the move is
/// otherwise legal for the piece. Computed twin: [`calc::may_move`](crate::calc::may_move).
///
/// ```
/// use chess_lut::{Square::*, may_move};
/// assert!(may_move(A1, A8, A8.bitboard()));
/// assert!(!may_move(A1, A8, A4.bitboard()));
/// ```
#[inline]
pub const fn may_move(from: Square, to: Square, occupied: Bitboard) -> bool {
    in_between(from, to).0 & occupied.0 == 0
}
