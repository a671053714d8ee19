//! A position: where the pieces stand, whose move it is, castling rights, the en-passant square
//! and the move counters; read from a FEN and checked so that move generation never meets a
//! position it cannot handle.

use core::fmt;
use core::str::FromStr;

use chess_lut::{Bitboard, Color, ParseFenError, Piece, Pieces, Square, is_square_attacked};

use crate::moves::Move;

/// The side of the board a king castles to: the king side (towards the h-file, `O-O`) or the
/// queen side (towards the a-file, `O-O-O`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum CastlingSide {
    /// Towards the h-file: `O-O`, FEN `K`/`k`.
    King,
    /// Towards the a-file: `O-O-O`, FEN `Q`/`q`.
    Queen,
}

impl CastlingSide {
    /// Both sides, king side first (the FEN order `KQkq`).
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];
}

/// Castling rights, one bit each: white king side, white queen side, black king side, black
/// queen side.
///
/// ```
/// use chess_lut::Color::*;
/// use chess_lut_perft::{Castling, CastlingSide::*};
///
/// let rights = Castling::NONE.with(White, King).with(Black, Queen);
/// assert!(rights.has(White, King) && rights.has(Black, Queen));
/// assert!(!rights.has(White, Queen) && !rights.has(Black, King));
/// assert_eq!(rights.with(White, King), rights); // adding a right twice keeps it
/// assert_eq!(Castling::ALL, rights.with(White, Queen).with(Black, King));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling(u8);

impl Castling {
    /// No rights.
    pub const NONE: Castling = Castling(0);
    /// All four rights.
    pub const ALL: Castling = Castling(0b1111);

    /// The right of `color` to castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Castling::bit(color, side) != 0
    }

    /// These rights with one more.
    #[inline]
    pub const fn with(self, color: Color, side: CastlingSide) -> Castling {
        Castling(self.0 | Castling::bit(color, side))
    }

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (2 * color as u8 + side as u8)
    }

    /// The rights that survive a move touching `sq` (from or to): moving the king or a rook
    /// from its corner, or capturing a rook there, ends the rights that need it.
    #[inline(always)]
    pub(crate) const fn after_touching(self, sq: Square) -> Castling {
        let lost = match sq {
            Square::E1 => 0b0011,
            Square::H1 => 0b0001,
            Square::A1 => 0b0010,
            Square::E8 => 0b1100,
            Square::H8 => 0b0100,
            Square::A8 => 0b1000,
            _ => 0,
        };
        Castling(self.0 & !lost)
    }
}

/// A chess position, copied whole to make a move (72 bytes).
///
/// ```
/// use chess_lut_perft::Position;
///
/// let start = Position::start();
/// assert_eq!(start.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// let kiwipete: Position =
///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(kiwipete.pieces().occupied().count(), 32);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) pieces: Pieces,
    pub(crate) side: Color,
    pub(crate) castling: Castling,
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
}

/// The FEN of the start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Position {
    /// The start position.
    pub fn start() -> Position {
        START_FEN.parse().expect("the start position is valid")
    }

    /// The side to move.
    #[inline]
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// The castling rights.
    #[inline]
    pub const fn castling(&self) -> Castling {
        self.castling
    }

    /// The square a pawn may capture en passant onto, if the last move was a double push.
    #[inline]
    pub const fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Where the pieces stand, as chess-lut's [`Pieces`]: the bitboards by colour and kind that
    /// move generation reads.
    #[inline(always)]
    pub const fn pieces(&self) -> &Pieces {
        &self.pieces
    }

    /// The square of `color`'s king (a valid position has exactly one).
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        match self.pieces.of(color, Piece::King).first() {
            Some(sq) => sq,
            None => unreachable!("a Position always has both kings: FromStr checks it"),
        }
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
    /// Field 3 is not `-` or a set of `KQkq`.
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
                "FEN field 5 (halfmove clock): {s:?} is not a number of moves"
            ),
            FenError::Fullmove(s) => write!(
                f,
                "FEN field 6 (fullmove number): {s:?} is not a move number from 1"
            ),
            FenError::Illegal(why) => write!(f, "illegal position: {why}"),
        }
    }
}

impl std::error::Error for FenError {}

impl FromStr for Position {
    type Err = FenError;

    /// Parses a FEN: six fields, or four (the move counters then default to `0 1`, as in EPD).
    /// Refuses, with the field and the reason, anything that is not a FEN, and positions that
    /// would break move generation: a side without exactly one king, pawns on the first or
    /// last rank, the side not to move in check, castling rights without the king and rook on
    /// their squares, an en-passant square without the pawn that just moved past it.
    fn from_str(fen: &str) -> Result<Position, FenError> {
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

/// Field 3: `-` or each of `KQkq` at most once, each right with its king and rook at home.
fn castling(pos: &Position, field: &str) -> Result<Castling, FenError> {
    if field == "-" {
        return Ok(Castling::NONE);
    }
    let mut rights = Castling::NONE;
    for c in field.chars() {
        let Some((color, side)) = Color::ALL
            .into_iter()
            .flat_map(|color| CastlingSide::ALL.map(|side| (color, side)))
            .find(|&(color, side)| castling_letter(color, side) == c)
        else {
            return Err(FenError::Castling(format!(
                "{c:?} is not one of KQkq (or - for none)"
            )));
        };
        if rights.has(color, side) {
            return Err(FenError::Castling(format!("{c:?} appears twice")));
        }
        let (king, rook) = home(color, side);
        if pos.pieces.piece_on(king) != Some((color, Piece::King))
            || pos.pieces.piece_on(rook) != Some((color, Piece::Rook))
        {
            return Err(FenError::Castling(format!(
                "{c:?} needs the {} king on {king} and a rook on {rook}",
                color.name()
            )));
        }
        rights = rights.with(color, side);
    }
    Ok(rights)
}

/// A castling right's letter in the FEN: `K`, `Q`, `k`, `q`.
fn castling_letter(color: Color, side: CastlingSide) -> char {
    let letter = match side {
        CastlingSide::King => 'K',
        CastlingSide::Queen => 'Q',
    };
    match color {
        Color::White => letter,
        Color::Black => letter.to_ascii_lowercase(),
    }
}

/// Where the king and the rook of a castling right stand: e1 and h1 for White's king side.
fn home(color: Color, side: CastlingSide) -> (Square, Square) {
    match (color, side) {
        (Color::White, CastlingSide::King) => (Square::E1, Square::H1),
        (Color::White, CastlingSide::Queen) => (Square::E1, Square::A1),
        (Color::Black, CastlingSide::King) => (Square::E8, Square::H8),
        (Color::Black, CastlingSide::Queen) => (Square::E8, Square::A8),
    }
}

/// Field 4: `-`, or the square a pawn of the side not to move just passed with a double push:
/// on the third rank from its side, empty, with the pawn in front of it and its start empty.
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

/// Writes the FEN, all six fields.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ", self.pieces, self.side)?;
        let mut any = false;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if self.castling.has(color, side) {
                    any = true;
                    write!(f, "{}", castling_letter(color, side))?;
                }
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

impl Position {
    /// The position after `mv`, which must be legal here (as [`generate`](crate::generate) gives them): the
    /// piece moves, captures (en passant included) and promotes, castling moves the rook,
    /// rights are lost by moving or capturing on a king's or rook's square, the en-passant
    /// square is set after a double push, and the counters advance.
    #[inline]
    pub fn play(&self, mv: Move) -> Position {
        let mut p = *self;
        let us = self.side;
        let them = !us;
        let (from, to) = (mv.from.bitboard(), mv.to.bitboard());
        p.en_passant = None;
        p.halfmove += 1;
        if self.pieces.color(them).contains(mv.to) {
            p.pieces = p.pieces.without(mv.to);
            p.halfmove = 0;
        }
        p.pieces.toggle(us, mv.piece, from | to);
        match mv.piece {
            Piece::Pawn => {
                p.halfmove = 0;
                if Some(mv.to) == self.en_passant {
                    if let Some(captured) = mv.to.backward(us) {
                        p.pieces.toggle(them, Piece::Pawn, captured.bitboard());
                    }
                } else if mv.from.rank().abs_diff(mv.to.rank()) == 2 {
                    // a double push: the square it passed
                    p.en_passant = mv.from.forward(us);
                }
                if let Some(promotion) = mv.promotion {
                    // the pawn just put on `to` becomes the promotion piece
                    p.pieces.toggle(us, Piece::Pawn, to);
                    p.pieces.toggle(us, promotion, to);
                }
            }
            Piece::King if mv.from.file().abs_diff(mv.to.file()) == 2 => {
                use Square::*;
                let (rook_from, rook_to) = match mv.to {
                    G1 => (H1, F1),
                    C1 => (A1, D1),
                    G8 => (H8, F8),
                    _ => (A8, D8),
                };
                p.pieces
                    .toggle(us, Piece::Rook, rook_from.bitboard() | rook_to.bitboard());
            }
            _ => {}
        }
        p.castling = p.castling.after_touching(mv.from).after_touching(mv.to);
        if us == Color::Black {
            p.fullmove += 1;
        }
        p.side = them;
        p
    }
}
