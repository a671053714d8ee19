//! A position: where the pieces stand, whose move it is, castling rights, the en-passant square
//! and the move counters; read from a FEN and checked so that move generation never meets a
//! position it cannot handle.

use core::fmt;
use core::str::FromStr;

use chess_lut::{Bitboard, Color, ParseFenError, Piece, Pieces, Square};

/// Castling rights, one bit each: white king side, white queen side, black king side, black
/// queen side.
///
/// ```
/// use chess_lut::Color::*;
/// use chess_lut_perft::Castling;
///
/// let rights = Castling::NONE.with(White, true).with(Black, false);
/// assert!(rights.has(White, true) && rights.has(Black, false));
/// assert!(!rights.has(White, false) && !rights.has(Black, true));
/// assert_eq!(rights.with(White, true), rights); // adding a right twice keeps it
/// assert_eq!(Castling::ALL, rights.with(White, false).with(Black, true));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling(u8);

impl Castling {
    /// No rights.
    pub const NONE: Castling = Castling(0);
    /// All four rights.
    pub const ALL: Castling = Castling(0b1111);

    /// The right of `color` to castle on the king side (`king_side`) or the queen side.
    #[inline]
    pub const fn has(self, color: Color, king_side: bool) -> bool {
        self.0 & Castling::bit(color, king_side) != 0
    }

    /// These rights with one more.
    #[inline]
    pub const fn with(self, color: Color, king_side: bool) -> Castling {
        Castling(self.0 | Castling::bit(color, king_side))
    }

    const fn bit(color: Color, king_side: bool) -> u8 {
        1 << (2 * color as u8 + if king_side { 0 } else { 1 })
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
    pub(crate) colors: [Bitboard; 2],
    pub(crate) kinds: [Bitboard; 6],
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

    /// The pieces, as chess-lut's [`Pieces`].
    pub fn pieces(&self) -> Pieces {
        let mut pieces = Pieces::EMPTY;
        for color in Color::ALL {
            for piece in Piece::ALL {
                for sq in self.of(color, piece) {
                    pieces = pieces.with(color, piece, sq);
                }
            }
        }
        pieces
    }

    /// The squares of `color`'s pieces.
    #[inline(always)]
    pub const fn color(&self, color: Color) -> Bitboard {
        self.colors[color as usize]
    }

    /// The squares of pieces of kind `piece`, both colours.
    #[inline(always)]
    pub const fn kind(&self, piece: Piece) -> Bitboard {
        self.kinds[piece as usize]
    }

    /// The squares of `color`'s `piece`s.
    #[inline(always)]
    pub const fn of(&self, color: Color, piece: Piece) -> Bitboard {
        Bitboard(self.colors[color as usize].0 & self.kinds[piece as usize].0)
    }

    /// Every occupied square.
    #[inline(always)]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.colors[0].0 | self.colors[1].0)
    }

    /// The square of `color`'s king (a valid position has exactly one).
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        match self.of(color, Piece::King).first() {
            Some(sq) => sq,
            None => unreachable!("a Position always has both kings: FromStr checks it"),
        }
    }

    /// The piece on `sq`, if any.
    pub fn piece_on(&self, sq: Square) -> Option<(Color, Piece)> {
        let color = Color::ALL
            .into_iter()
            .find(|&c| self.color(c).contains(sq))?;
        let piece = Piece::ALL
            .into_iter()
            .find(|&p| self.kind(p).contains(sq))?;
        Some((color, piece))
    }

    /// Puts `color`'s `piece` on the empty square `sq`, or takes it off.
    #[inline(always)]
    pub(crate) fn toggle(&mut self, color: Color, piece: Piece, squares: Bitboard) {
        self.colors[color as usize].0 ^= squares.0;
        self.kinds[piece as usize].0 ^= squares.0;
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

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

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
        let side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::Side(other.into())),
        };
        let mut pos = Position {
            colors: Color::ALL.map(|c| pieces.color(c)),
            kinds: Piece::ALL.map(|p| pieces.kind(p)),
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
            let kings = pos.of(color, Piece::King).count();
            if kings != 1 {
                return Err(FenError::Illegal(format!(
                    "{} has {kings} kings, not one",
                    color_name(color)
                )));
            }
        }
        if pos.kind(Piece::Pawn).0 & 0xFF00_0000_0000_00FF != 0 {
            return Err(FenError::Illegal("a pawn on the first or last rank".into()));
        }
        pos.castling = castling(&pos, fields[2])?;
        pos.en_passant = en_passant(&pos, fields[3])?;
        let them = !side;
        if crate::movegen::attacked::<crate::DefaultGeometry>(
            &pos,
            pos.king(them),
            side,
            pos.occupied(),
        ) {
            return Err(FenError::Illegal(format!(
                "{} is in check but it is {}'s move",
                color_name(them),
                color_name(side)
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
        let (color, king_side) = match c {
            'K' => (Color::White, true),
            'Q' => (Color::White, false),
            'k' => (Color::Black, true),
            'q' => (Color::Black, false),
            _ => {
                return Err(FenError::Castling(format!(
                    "{c:?} is not one of KQkq (or - for none)"
                )));
            }
        };
        if rights.has(color, king_side) {
            return Err(FenError::Castling(format!("{c:?} appears twice")));
        }
        let (king, rook) = match (color, king_side) {
            (Color::White, true) => (Square::E1, Square::H1),
            (Color::White, false) => (Square::E1, Square::A1),
            (Color::Black, true) => (Square::E8, Square::H8),
            (Color::Black, false) => (Square::E8, Square::A8),
        };
        if pos.piece_on(king) != Some((color, Piece::King))
            || pos.piece_on(rook) != Some((color, Piece::Rook))
        {
            return Err(FenError::Castling(format!(
                "{c:?} needs the {} king on {king} and a rook on {rook}",
                color_name(color)
            )));
        }
        rights = rights.with(color, king_side);
    }
    Ok(rights)
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
    let them = !pos.side;
    let rank = match them {
        Color::White => 2,
        Color::Black => 5,
    };
    let wrong = |why: &str| Err(FenError::EnPassant(format!("{sq}: {why}")));
    if sq.rank() != rank {
        return wrong(&format!(
            "with {} to move it must be on rank {}",
            color_name(pos.side),
            rank + 1
        ));
    }
    // on rank 3 or 6 there is a square in front and one behind
    let (pawn, start) = match them {
        Color::White => (sq.index() + 8, sq.index() - 8),
        Color::Black => (sq.index() - 8, sq.index() + 8),
    };
    let at = |i: usize| Square::ALL[i];
    if pos.piece_on(at(pawn)) != Some((them, Piece::Pawn)) {
        return wrong(&format!(
            "no {} pawn on {} that could just have moved past it",
            color_name(them),
            at(pawn)
        ));
    }
    if pos.occupied().contains(sq) || pos.occupied().contains(at(start)) {
        return wrong(&format!(
            "{sq} and {} must be empty after a double push",
            at(start)
        ));
    }
    Ok(Some(sq))
}

/// Writes the FEN, all six fields.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            let mut empty = 0;
            for file in 0..8u8 {
                let sq = Square::from_coords(file, rank).expect("on the board");
                match self.piece_on(sq) {
                    None => empty += 1,
                    Some((color, piece)) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let c = b"pnbrqk"[piece as usize] as char;
                        let c = match color {
                            Color::White => c.to_ascii_uppercase(),
                            Color::Black => c,
                        };
                        write!(f, "{c}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = match self.side {
            Color::White => "w",
            Color::Black => "b",
        };
        write!(f, " {side} ")?;
        let rights: String = [
            (Color::White, true, 'K'),
            (Color::White, false, 'Q'),
            (Color::Black, true, 'k'),
            (Color::Black, false, 'q'),
        ]
        .iter()
        .filter(|&&(c, k, _)| self.castling.has(c, k))
        .map(|&(_, _, ch)| ch)
        .collect();
        f.write_str(if rights.is_empty() { "-" } else { &rights })?;
        match self.en_passant {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove, self.fullmove)
    }
}
