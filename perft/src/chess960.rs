//! The 960 start positions of Chess960, by Scharnagl's number.

use chess_lut::{Color, Piece, Pieces, Square};

use crate::castling::{Castling, CastlingSide, outermost_rook};
use crate::position::Position;

impl Position {
    /// Chess960 start position number `n` (0 to 959, Scharnagl's numbering: 518 is the standard
    /// start), played by Chess960 rules; `None` for a number above 959.
    ///
    /// ```
    /// use chess_lut_perft::Position;
    /// let standard = Position::chess960(518).unwrap();
    /// assert_eq!(standard.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// assert!(standard.is_chess960());
    /// assert_eq!(Position::chess960(0).unwrap().to_string(),
    ///            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert!(Position::chess960(960).is_none());
    /// ```
    pub fn chess960(n: u16) -> Option<Position> {
        if n >= 960 {
            return None;
        }
        let mut rank: [Option<Piece>; 8] = [None; 8];
        let n = usize::from(n);
        // bishops on a light square (b, d, f, h) and a dark one (a, c, e, g)
        rank[2 * (n % 4) + 1] = Some(Piece::Bishop);
        rank[2 * (n / 4 % 4)] = Some(Piece::Bishop);
        let mut put = |k: usize, piece: Piece| {
            let file = (0..8)
                .filter(|&f| rank[f].is_none())
                .nth(k)
                .expect("a free file");
            rank[file] = Some(piece);
        };
        let n = n / 16;
        put(n % 6, Piece::Queen);
        // the two knights on two of the five free files, in Scharnagl's order of the pairs
        const KNIGHTS: [(usize, usize); 10] = [
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (1, 2),
            (1, 3),
            (1, 4),
            (2, 3),
            (2, 4),
            (3, 4),
        ];
        let (a, b) = KNIGHTS[n / 6];
        put(b, Piece::Knight);
        put(a, Piece::Knight);
        // rook, king, rook on the three files left
        put(0, Piece::Rook);
        put(0, Piece::King);
        put(0, Piece::Rook);
        let mut pieces = Pieces::EMPTY;
        let mut castling = Castling::NONE;
        for (file, piece) in (0u8..).zip(rank) {
            let piece = piece.expect("every file has a piece");
            for (color, back, front) in [(Color::White, 0, 1), (Color::Black, 7, 6)] {
                let sq = |rank| Square::from_coords(file, rank).expect("on the board");
                pieces = pieces
                    .with(color, piece, sq(back))
                    .with(color, Piece::Pawn, sq(front));
            }
        }
        let king = pieces.of(Color::White, Piece::King).first()?;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                let rook = outermost_rook(&pieces, color, side, king.file())?;
                castling = castling.with(color, side, rook);
            }
        }
        Some(Position {
            pieces,
            side: Color::White,
            castling,
            en_passant: None,
            chess960: true,
            halfmove: 0,
            fullmove: 1,
        })
    }
}
