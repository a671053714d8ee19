//! The Polyglot Zobrist keys (feature `zobrist`): the opening book format's 781 published
//! numbers ([`tables::POLYGLOT_RANDOM`](crate::tables::POLYGLOT_RANDOM), data, not computed), read by
//! what they key. A position's Polyglot key xors the key of every piece on its square, of every
//! castling right held, of the en-passant file when a pawn of the side to move stands beside the
//! pawn that just advanced two squares, and [`white_to_move`] when White is to move.
//!
//! Their cuckoo tables, [`polyglot_cuckoo`] (in
//! [`tables::POLYGLOT_CUCKOO_KEYS`](crate::tables::POLYGLOT_CUCKOO_KEYS) and
//! [`tables::POLYGLOT_CUCKOO_MOVES`](crate::tables::POLYGLOT_CUCKOO_MOVES)), tell which
//! reversible move a difference of two positions' keys stands for: Stockfish's test for an
//! upcoming repetition, on these keys, baked as an engine bakes its own
//! (`chess_lut_bake::Cuckoo`).
//!
//! ```
//! use chess_lut::zobrist::{castling_key, piece_key, white_to_move};
//! use chess_lut::{Color::*, Pieces, Piece};
//!
//! // the start position's key, as the format's description gives it
//! let start: Pieces = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR".parse().unwrap();
//! let mut key = white_to_move();
//! for sq in start.occupied() {
//!     let (color, piece) = start.piece_on(sq).unwrap();
//!     key ^= piece_key(color, piece, sq);
//! }
//! for (color, queen_side) in [(White, false), (White, true), (Black, false), (Black, true)] {
//!     key ^= castling_key(color, queen_side);
//! }
//! assert_eq!(key, 0x463b_9618_1691_fc9c);
//! ```

#![cfg(feature = "zobrist")]

use chess_lut_types::Color;
use chess_lut_types::File;
use chess_lut_types::Piece;
use chess_lut_types::Square;

/// The key of a `color` `piece` on `sq`: entry `64 * kind + sq`, Polyglot's `kind` being
/// `2 * piece + white` with the pawn `0` and the king `5` (this crate's [`Piece`] order).
///
/// ```
/// use chess_lut::{Color, Piece, Square, zobrist::piece_key};
/// assert_eq!(piece_key(Color::Black, Piece::Pawn, Square::A1), 0x9D39_247E_3377_6D41);
/// ```
#[inline]
pub const fn piece_key(color: Color, piece: Piece, sq: Square) -> u64 {
    let white = match color {
        Color::White => 1,
        Color::Black => 0,
    };
    POLYGLOT_RANDOM[64 * (2 * piece as usize + white) + sq as usize]
}

/// The key of `color`'s castling right on the king side, or (`queen_side`) the queen side:
/// entries `768` (White, king side) to `771` (Black, queen side).
///
/// ```
/// use chess_lut::{Color, zobrist::castling_key};
/// assert_ne!(castling_key(Color::White, false), castling_key(Color::White, true));
/// ```
#[inline]
pub const fn castling_key(color: Color, queen_side: bool) -> u64 {
    POLYGLOT_RANDOM[768 + 2 * color as usize + queen_side as usize]
}

/// The key of an en-passant square on `file`: entries `772` to `779`. A position hashes it
/// only when a pawn of the side to move could capture there (whether the capture would be
/// legal does not matter).
///
/// ```
/// use chess_lut::{File, zobrist::en_passant_key};
/// assert_ne!(en_passant_key(File::A), en_passant_key(File::H));
/// ```
#[inline]
pub const fn en_passant_key(file: File) -> u64 {
    POLYGLOT_RANDOM[772 + file as usize]
}

/// The key a position hashes when White is to move: entry `780`.
///
/// ```
/// assert_eq!(chess_lut::zobrist::white_to_move(), 0xF8D6_26AA_AF27_8509);
/// ```
#[inline]
pub const fn white_to_move() -> u64 {
    POLYGLOT_RANDOM[780]
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/zobrist.rs"));
