//! A position's Polyglot key, from chess-lut's [`zobrist`](chess_lut::zobrist) keys: what an
//! opening book in the Polyglot format is looked up by.

use chess_lut::zobrist::{castling_key, en_passant_key, piece_key, white_to_move};
use chess_lut::{Color, File, pawn_attacks};

use crate::castling::CastlingSide;
use crate::position::Position;

impl Position {
    /// The key of this position in the Polyglot book format: every piece, every castling right
    /// held, the en-passant file when a pawn of the side to move stands beside the pawn that
    /// just advanced two squares (whether taking it would be legal does not matter), and the
    /// side to move. In Chess960 a right is keyed by its side (king or queen side), as the
    /// format knows no rook files.
    ///
    /// ```
    /// use chess_lut_perft::Position;
    /// assert_eq!(Position::start().polyglot_key(), 0x463b_9618_1691_fc9c);
    /// let pos = Position::start().play(Position::start().parse_move("e2e4").unwrap());
    /// assert_eq!(pos.polyglot_key(), 0x823c_9b50_fd11_4196);
    /// ```
    pub fn polyglot_key(&self) -> u64 {
        let pieces = self.pieces();
        let mut key = 0;
        for sq in pieces.occupied() {
            if let Some((color, piece)) = pieces.piece_on(sq) {
                key ^= piece_key(color, piece, sq);
            }
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if self.castling().has(color, side) {
                    key ^= castling_key(color, side == CastlingSide::Queen);
                }
            }
        }
        if let Some(ep) = self.en_passant() {
            // the squares a pawn of the side to move takes on `ep` from: beside the pushed pawn
            let us = self.side_to_move();
            let takers = pawn_attacks(!us, ep) & pieces.of(us, chess_lut::Piece::Pawn);
            if !takers.is_empty() {
                key ^= en_passant_key(File::of(ep));
            }
        }
        if self.side_to_move() == Color::White {
            key ^= white_to_move();
        }
        key
    }
}
