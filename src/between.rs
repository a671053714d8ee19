//! Between and through two squares: [`in_between`] (strictly between), [`path`] (between and
//! the far square), [`line`] (the whole line through both), each one load from its 64x64
//! table, and [`nothing_between`] on the in-between table.
//!
//! The three tables and their lookups are declared in chess-lut-codegen
//! (`codegen/src/generate/between.rs`) and generated into `OUT_DIR/between.rs`, included here:
//! `chess-lut emit` prints that file, and the lookups' proofs against their twins in
//! [`calc`](crate::calc) are its tests.

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

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/between.rs"));
