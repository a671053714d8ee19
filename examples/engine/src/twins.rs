//! Twins computed another way than their tables' formulas: a proof against the very function
//! a table was baked from shows that the baking kept every value, not that the formula is
//! right; one against a second method shows both.

use chess_lut::{Bitboard, Color, Square, king_attacks};

/// The king zone by shifts: the king with its neighbours (three files, a rank either side),
/// and the same moved one rank ahead as the king's colour moves, which reaches two ranks in
/// front. A rank shift keeps the files, and what it pushes past the board's edge is gone.
/// `formulas::king_zone` walks the board instead.
pub fn king_zone(color: Color, king: Square) -> Bitboard {
    let ring = king_attacks(king) | king.bitboard();
    let ahead = match color {
        Color::White => Bitboard(ring.0 << 8),
        Color::Black => Bitboard(ring.0 >> 8),
    };
    ring | ahead
}
