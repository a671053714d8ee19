//! `Pieces`: the piece placement of a FEN (`rnbqkbnr/pppppppp/8/…`), which the library, the
//! move generator's FEN reader and the command's `--occupied` all read.

use chess_lut::{Color, Piece, Pieces, Square};

use crate::input::{assert_one_line, text};

/// The placement read the slow way, into 64 cells: the text up to the first space, 8 ranks
/// separated by `/`, rank 8 first, each exactly 8 squares of piece letters and digits 1-8.
fn oracle(s: &str) -> Option<[Option<(Color, Piece)>; 64]> {
    let placement = s.trim().split(' ').next().unwrap_or("");
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return None;
    }
    let mut board = [None; 64];
    for (row, text) in ranks.iter().enumerate() {
        let mut cells = Vec::new();
        for c in text.chars() {
            match c {
                '1'..='8' => cells.extend(std::iter::repeat_n(None, c as usize - '0' as usize)),
                _ => {
                    let piece = match c.to_ascii_lowercase() {
                        'p' => Piece::Pawn,
                        'n' => Piece::Knight,
                        'b' => Piece::Bishop,
                        'r' => Piece::Rook,
                        'q' => Piece::Queen,
                        'k' => Piece::King,
                        _ => return None,
                    };
                    let color = if c.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    cells.push(Some((color, piece)));
                }
            }
            if cells.len() > 8 {
                return None;
            }
        }
        if cells.len() != 8 {
            return None;
        }
        board[8 * (7 - row)..8 * (8 - row)].copy_from_slice(&cells);
    }
    Some(board)
}

/// The bytes as a piece placement.
pub fn check(data: &[u8]) {
    let s = text(data);
    match (s.parse::<Pieces>(), oracle(&s)) {
        (Ok(pieces), Some(board)) => {
            for sq in Square::ALL {
                assert_eq!(
                    pieces.piece_on(sq),
                    board[sq.index()],
                    "placement {s:?} read with a different piece on {sq}"
                );
            }
            let written = pieces.to_string();
            assert_eq!(
                written.parse(),
                Ok(pieces),
                "{written:?} does not read back"
            );
            assert_eq!(
                pieces.occupied(),
                pieces.color(Color::White) | pieces.color(Color::Black)
            );
        }
        (Err(e), None) => assert_one_line("placement", &s, &e.to_string()),
        (parsed, oracle) => panic!(
            "placement {s:?}: parsed {parsed:?}, but read square by square it is {}",
            if oracle.is_some() {
                "valid"
            } else {
                "not a placement"
            }
        ),
    }
}
