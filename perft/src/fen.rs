//! A position read from a FEN (standard, X-FEN or Shredder-FEN castling fields), checked so
//! that move generation never meets a position it cannot handle, and written back.

use core::fmt;
use core::str::FromStr;

use chess_lut::{Bitboard, Color, ParseFenError, Piece, Pieces, Square, is_square_attacked};

use crate::castling::{Castling, CastlingSide, back_rank, outermost_rook};
use crate::position::Position;

impl Position {
    /// Reads a FEN, in standard chess or (`chess960`) Chess960: six fields, or four (the move
    /// counters then default to `0 1`, as in EPD). The castling field is `-`, `KQkq` (the
    /// outermost rook on that side, as X-FEN reads it), or the rooks' files (Shredder-FEN:
    /// `HAha`; X-FEN too, where `KQkq` would be ambiguous). Refuses, with the field and the
    /// reason, anything that is not a FEN, and positions that would break move generation: a
    /// side without exactly one king, pawns on the first or last rank, the side not to move in
    /// check, a castling right without its rook, with a king not on its first rank between its
    /// rooks (in standard chess: not on e1 with the rook in the corner), an en-passant square
    /// without the pawn that just moved past it.
    ///
    /// ```
    /// use chess_lut_perft::Position;
    /// let fen = "4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1";
    /// let err = Position::from_fen(fen, false).unwrap_err();
    /// assert_eq!(err.to_string(), "FEN field 3 (castling): 'K' needs the white king on e1 and a rook on h1");
    /// let err = Position::from_fen(fen, true).unwrap_err();
    /// assert_eq!(err.to_string(), "FEN field 3 (castling): 'K' needs a white rook on the king's side of the first rank");
    /// ```
    pub fn from_fen(fen: &str, chess960: bool) -> Result<Position, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() != 6 && fields.len() != 4 {
            return Err(FenError::Fields(fields.len()));
        }
        let pieces: Pieces = fields[0].parse().map_err(FenError::Placement)?;
        // the FEN letter only, not the names `Color` also reads
        let side = match fields[1].parse() {
            Ok(side) if fields[1].len() == 1 => side,
            _ => return Err(FenError::Side(fields[1].into())),
        };
        let mut pos = Position {
            pieces,
            side,
            castling: Castling::NONE,
            en_passant: None,
            chess960,
            halfmove: 0,
            fullmove: 1,
        };
        if fields.len() == 6 {
            pos.halfmove = fields[4]
                .parse()
                .map_err(|_| FenError::Halfmove(fields[4].into()))?;
            pos.fullmove = fields[5]
                .parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| FenError::Fullmove(fields[5].into()))?;
        }
        for color in Color::ALL {
            let kings = pieces.of(color, Piece::King).count();
            if kings != 1 {
                return Err(FenError::Illegal(format!(
                    "{} has {kings} kings, not one",
                    color.name()
                )));
            }
        }
        if !(pieces.kind(Piece::Pawn) & (Bitboard::rank(0) | Bitboard::rank(7))).is_empty() {
            return Err(FenError::Illegal("a pawn on the first or last rank".into()));
        }
        pos.castling = castling(&pos, fields[2])?;
        pos.en_passant = en_passant(&pos, fields[3])?;
        let them = !side;
        if is_square_attacked(&pieces, pieces.occupied(), pos.king(them), side) {
            return Err(FenError::Illegal(format!(
                "{} is in check but it is {}'s move",
                them.name(),
                side.name()
            )));
        }
        Ok(pos)
    }
}

/// Why a FEN was refused: the field and what is wrong with it, or the rule the position breaks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Not 6 fields (or 4, as in EPD) separated by spaces.
    Fields(usize),
    /// Field 1, the piece placement.
    Placement(ParseFenError),
    /// Field 2 is not `w` or `b`.
    Side(String),
    /// Field 3 is not `-`, `KQkq` or rook files, or names a rook or king that is not there.
    Castling(String),
    /// Field 4 is not `-` or a square on the right rank with the pawn that just moved.
    EnPassant(String),
    /// Field 5 is not a number.
    Halfmove(String),
    /// Field 6 is not a number from 1.
    Fullmove(String),
    /// The position is one no game reaches and move generation cannot take.
    Illegal(String),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Fields(n) => write!(
                f,
                "a FEN has 6 fields separated by spaces (4 in EPD), not {n}"
            ),
            FenError::Placement(e) => write!(f, "FEN field 1 (piece placement): {e}"),
            FenError::Side(s) => write!(f, "FEN field 2 (side to move): {s:?} is not w or b"),
            FenError::Castling(why) => write!(f, "FEN field 3 (castling): {why}"),
            FenError::EnPassant(why) => write!(f, "FEN field 4 (en passant): {why}"),
            FenError::Halfmove(s) => write!(
                f,
                "FEN field 5 (halfmove clock): {s:?} is not a number of plies from 0 to {}",
                u32::MAX
            ),
            FenError::Fullmove(s) => write!(
                f,
                "FEN field 6 (fullmove number): {s:?} is not a move number from 1 to {}",
                u32::MAX
            ),
            FenError::Illegal(why) => write!(f, "illegal position: {why}"),
        }
    }
}

impl std::error::Error for FenError {}

impl FromStr for Position {
    type Err = FenError;

    /// [`Position::from_fen`] in standard chess.
    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen, false)
    }
}

/// Field 3: `-`, or each right at most once as a letter of `KQkq` (the outermost rook on that
/// side) or the file of its rook (`A`-`H` for White, `a`-`h` for Black), the king on its first
/// rank between its rooks (in standard chess: on the e-file, the rooks in the corners).
fn castling(pos: &Position, field: &str) -> Result<Castling, FenError> {
    if field == "-" {
        return Ok(Castling::NONE);
    }
    let wrong = |why: String| Err(FenError::Castling(why));
    let mut rights = Castling::NONE;
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let king = pos.king(color);
        let back = back_rank(color);
        if king.rank() != back {
            return wrong(format!(
                "{c:?} needs the {} king on its first rank, not on {king}",
                color.name()
            ));
        }
        if !pos.chess960 {
            // standard chess: KQkq only, the king on e1 (e8), the rook in its corner
            let (side, corner) = match c.to_ascii_lowercase() {
                'k' => (CastlingSide::King, 7),
                'q' => (CastlingSide::Queen, 0),
                _ => {
                    return wrong(format!(
                        "{c:?} is not one of KQkq (or - for none; rook files need Chess960)"
                    ));
                }
            };
            let home = |file| Square::from_coords(file, back).expect("on the board");
            let rook = home(corner);
            if king != home(4) || pos.pieces.piece_on(rook) != Some((color, Piece::Rook)) {
                return wrong(format!(
                    "{c:?} needs the {} king on {} and a rook on {rook}",
                    color.name(),
                    home(4)
                ));
            }
            if rights.has(color, side) {
                return wrong(format!("{c:?} appears twice"));
            }
            rights = rights.with(color, side, rook);
            continue;
        }
        let (side, rook) = match c.to_ascii_lowercase() {
            letter @ ('k' | 'q') => {
                let side = if letter == 'k' {
                    CastlingSide::King
                } else {
                    CastlingSide::Queen
                };
                match outermost_rook(&pos.pieces, color, side, king.file()) {
                    Some(rook) => (side, rook),
                    None => {
                        return wrong(format!(
                            "{c:?} needs a {} rook on the {} side of the {} rank",
                            color.name(),
                            if letter == 'k' { "king's" } else { "queen's" },
                            if color == Color::White {
                                "first"
                            } else {
                                "eighth"
                            }
                        ));
                    }
                }
            }
            file @ 'a'..='h' => {
                let file = file as u8 - b'a';
                let rook = Square::from_coords(file, back).expect("on the board");
                if pos.pieces.piece_on(rook) != Some((color, Piece::Rook)) {
                    return wrong(format!(
                        "{c:?} names a {} rook on {rook}, which is not there",
                        color.name()
                    ));
                }
                let side = match file.cmp(&king.file()) {
                    core::cmp::Ordering::Greater => CastlingSide::King,
                    core::cmp::Ordering::Less => CastlingSide::Queen,
                    core::cmp::Ordering::Equal => {
                        unreachable!("the king stands on the king's square")
                    }
                };
                (side, rook)
            }
            _ => {
                return wrong(format!(
                    "{c:?} is not one of KQkq or a rook's file A-H, a-h (or - for none)"
                ));
            }
        };
        if rights.rook(color, side) == Some(rook) {
            return wrong(format!("{c:?} appears twice"));
        }
        if rights.has(color, side) {
            return wrong(format!(
                "{c:?}: {} has a second {} right, so its king is not between its two rooks",
                color.name(),
                if side == CastlingSide::King {
                    "king-side"
                } else {
                    "queen-side"
                }
            ));
        }
        rights = rights.with(color, side, rook);
    }
    Ok(rights)
}

/// Field 4: `-`, or the square a pawn of the side not to move just passed with a double push:
/// on the sixth rank seen from the side to move, empty, with the pawn in front of it and its
/// start empty.
fn en_passant(pos: &Position, field: &str) -> Result<Option<Square>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    let sq: Square = field
        .parse()
        .map_err(|e| FenError::EnPassant(format!("{field:?}: {e}")))?;
    let (us, them) = (pos.side, !pos.side);
    let wrong = |why: &str| Err(FenError::EnPassant(format!("{sq}: {why}")));
    if sq.relative_rank(us) != 5 {
        return wrong(&format!(
            "with {} to move it must be on rank {}",
            us.name(),
            match us {
                Color::White => 6,
                Color::Black => 3,
            }
        ));
    }
    // on the sixth rank seen from us there is a square in front and one behind
    let (Some(pawn), Some(start)) = (sq.backward(us), sq.forward(us)) else {
        unreachable!("the sixth rank has a square on either side")
    };
    if pos.pieces.piece_on(pawn) != Some((them, Piece::Pawn)) {
        return wrong(&format!(
            "no {} pawn on {pawn} that could just have moved past it",
            them.name()
        ));
    }
    if pos.pieces.occupied().contains(sq) || pos.pieces.occupied().contains(start) {
        return wrong(&format!(
            "{sq} and {start} must be empty after a double push"
        ));
    }
    Ok(Some(sq))
}

/// Writes the FEN, all six fields; castling as `KQkq` where the letter names the outermost
/// rook on its side (always in standard chess), else as the rook's file (X-FEN).
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ", self.pieces, self.side)?;
        let mut any = false;
        for color in Color::ALL {
            let king = self.king(color);
            for side in CastlingSide::ALL {
                let Some(rook) = self.castling.rook(color, side) else {
                    continue;
                };
                any = true;
                let outermost = outermost_rook(&self.pieces, color, side, king.file());
                let letter = if outermost == Some(rook) {
                    match side {
                        CastlingSide::King => 'K',
                        CastlingSide::Queen => 'Q',
                    }
                } else {
                    char::from(b'A' + rook.file())
                };
                let letter = match color {
                    Color::White => letter,
                    Color::Black => letter.to_ascii_lowercase(),
                };
                write!(f, "{letter}")?;
            }
        }
        if !any {
            f.write_str("-")?;
        }
        match self.en_passant {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove, self.fullmove)
    }
}
