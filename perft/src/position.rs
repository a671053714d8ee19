//! A position: where the pieces stand, whose move it is, castling rights, the en-passant square
//! and the move counters; read from a FEN (standard, X-FEN or Shredder-FEN castling fields) and
//! checked so that move generation never meets a position it cannot handle; and made moves on.

use core::fmt;
use core::str::FromStr;

use chess_lut::{Bitboard, Color, ParseFenError, Piece, Pieces, Square, is_square_attacked};

use crate::castling::{Castling, CastlingSide};
use crate::moves::Move;

/// A chess position, copied whole to make a move (80 bytes). Standard chess, or Chess960 (then
/// castling moves the king to g1 or c1 and the rook to f1 or d1 from wherever they start, and
/// the FEN and UCI notation follow the Chess960 conventions).
///
/// ```
/// use chess_lut_perft::Position;
///
/// let start = Position::start();
/// assert_eq!(start.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// let kiwipete: Position =
///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(kiwipete.pieces().occupied().count(), 32);
/// // Shredder-FEN names the rooks' files; written back as X-FEN, the outermost rooks as KQkq
/// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
/// let shredder = Position::from_fen(fen, true).unwrap();
/// assert_eq!(shredder.to_string(), fen.replace("HFhf", "KQkq"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) pieces: Pieces,
    pub(crate) side: Color,
    pub(crate) castling: Castling,
    pub(crate) en_passant: Option<Square>,
    pub(crate) chess960: bool,
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

    /// Whether the game is played by Chess960 rules.
    #[inline]
    pub const fn is_chess960(&self) -> bool {
        self.chess960
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
            None => unreachable!("a Position always has both kings: the FEN reader checks it"),
        }
    }

    /// The position after `mv`, which must be legal here (as [`generate`](crate::generate)
    /// gives them): the piece moves, captures (en passant included) and promotes, castling
    /// moves king and rook, rights are lost by moving the king or moving or capturing a
    /// castling rook, the en-passant square is set after a double push, and the counters
    /// advance.
    #[inline]
    pub fn play(&self, mv: Move) -> Position {
        match self.side {
            Color::White => self.play_as(Color::White, mv),
            Color::Black => self.play_as(Color::Black, mv),
        }
    }

    /// [`play`](Self::play) with the side to move known (a constant in the generator's
    /// recursion).
    #[inline(always)]
    pub(crate) fn play_as(&self, us: Color, mv: Move) -> Position {
        let mut p = *self;
        let them = us.other();
        let (from, to) = (mv.from.bitboard(), mv.to.bitboard());
        p.en_passant = None;
        p.halfmove += 1;
        if let Some(rook) = mv.castling {
            let side = if rook.file() > mv.from.file() {
                CastlingSide::King
            } else {
                CastlingSide::Queen
            };
            // both off, then both on: the king may land where the rook stood
            p.pieces.toggle(us, Piece::King, from);
            p.pieces.toggle(us, Piece::Rook, rook.bitboard());
            p.pieces.toggle(us, Piece::King, to);
            p.pieces
                .toggle(us, Piece::Rook, side.rook_to(us).bitboard());
            p.castling = p.castling.without(us, CastlingSide::King);
            p.castling = p.castling.without(us, CastlingSide::Queen);
        } else {
            if self.pieces.color(them).contains(mv.to) {
                p.pieces = p.pieces.without(mv.to);
                p.halfmove = 0;
            }
            p.pieces.toggle(us, mv.piece, from | to);
            if mv.piece == Piece::Pawn {
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
            // rights change only when a king moves or a rook on a first rank moves or is taken
            let king_moved = mv.piece == Piece::King;
            const FIRST_RANKS: u64 = 0xFF00_0000_0000_00FF;
            let rooks = self.pieces.kind(Piece::Rook).0 & FIRST_RANKS;
            if !p.castling.is_empty() && (king_moved || (from | to).0 & rooks != 0) {
                p.castling = p.castling.after_move(us, king_moved, mv.from, mv.to);
            }
        }
        if us == Color::Black {
            p.fullmove += 1;
        }
        p.side = them;
        p
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

/// `color`'s back rank: 0 for White, 7 for Black.
fn back_rank(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

/// The rook of `color` on its back rank furthest towards `side` from the king's file, if any.
fn outermost_rook(
    pieces: &Pieces,
    color: Color,
    side: CastlingSide,
    king_file: u8,
) -> Option<Square> {
    let rooks = pieces.of(color, Piece::Rook) & Bitboard::rank(back_rank(color));
    let mut beyond = rooks.into_iter().filter(|sq| match side {
        CastlingSide::King => sq.file() > king_file,
        CastlingSide::Queen => sq.file() < king_file,
    });
    match side {
        CastlingSide::King => beyond.last(),
        CastlingSide::Queen => beyond.next(),
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
