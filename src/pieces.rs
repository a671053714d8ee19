//! A small piece set and the questions asked of it: who attacks a square, is a square attacked
//! by a side, may a piece move between two squares.

use core::fmt;
use core::str::FromStr;

use crate::{
    Bitboard, Color, LineKind, Square, bishop_attacks, in_between, king_attacks, knight_attacks,
    pawn_attacks, rook_attacks,
};

/// A kind of piece.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Piece {
    /// A pawn.
    Pawn = 0,
    /// A knight.
    Knight = 1,
    /// A bishop.
    Bishop = 2,
    /// A rook.
    Rook = 3,
    /// A queen.
    Queen = 4,
    /// A king.
    King = 5,
}

impl Piece {
    /// Every kind, pawn first.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];
}

/// Where the pieces stand: a bitboard per colour and per kind. No side to move, no castling
/// rights, no move generation: just enough to ask who attacks what.
///
/// ```
/// use chess_lut::{Color, Piece, Pieces, Square::*};
///
/// let pieces: Pieces = "4k3/8/8/8/8/8/8/R3K3".parse().unwrap();
/// assert_eq!(pieces.of(Color::White, Piece::Rook), A1.bitboard());
/// assert_eq!(pieces.occupied().count(), 3);
/// assert_eq!(pieces, Pieces::EMPTY
///     .with(Color::White, Piece::Rook, A1)
///     .with(Color::White, Piece::King, E1)
///     .with(Color::Black, Piece::King, E8));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Pieces {
    colors: [Bitboard; 2],
    kinds: [Bitboard; 6],
}

impl Pieces {
    /// No pieces.
    pub const EMPTY: Pieces = Pieces {
        colors: [Bitboard::EMPTY; 2],
        kinds: [Bitboard::EMPTY; 6],
    };

    /// These pieces with a `color` `piece` put on `sq` (whatever stood there is removed).
    #[inline]
    pub const fn with(self, color: Color, piece: Piece, sq: Square) -> Pieces {
        let mut out = self.without(sq);
        out.colors[color as usize] = out.colors[color as usize].with(sq);
        out.kinds[piece as usize] = out.kinds[piece as usize].with(sq);
        out
    }

    /// These pieces with `sq` emptied.
    #[inline]
    pub const fn without(self, sq: Square) -> Pieces {
        let mut out = self;
        let mut i = 0;
        while i < 6 {
            out.kinds[i] = out.kinds[i].without(sq);
            i += 1;
        }
        out.colors[0] = out.colors[0].without(sq);
        out.colors[1] = out.colors[1].without(sq);
        out
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub const fn color(&self, color: Color) -> Bitboard {
        self.colors[color as usize]
    }

    /// The squares of pieces of kind `piece`, both colours.
    #[inline]
    pub const fn kind(&self, piece: Piece) -> Bitboard {
        self.kinds[piece as usize]
    }

    /// The squares of `color`'s `piece`s.
    #[inline]
    pub const fn of(&self, color: Color, piece: Piece) -> Bitboard {
        Bitboard(self.colors[color as usize].0 & self.kinds[piece as usize].0)
    }

    /// Every occupied square.
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.colors[0].0 | self.colors[1].0)
    }

    /// The piece on `sq`, if any.
    ///
    /// ```
    /// use chess_lut::{Color, Piece, Pieces, Square::*};
    /// let start: Pieces = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR".parse().unwrap();
    /// assert_eq!(start.piece_on(D8), Some((Color::Black, Piece::Queen)));
    /// assert_eq!(start.piece_on(E4), None);
    /// ```
    pub const fn piece_on(&self, sq: Square) -> Option<(Color, Piece)> {
        let color = if self.colors[0].contains(sq) {
            Color::White
        } else if self.colors[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let mut i = 0;
        while i < 6 {
            if self.kinds[i].contains(sq) {
                return Some((color, Piece::ALL[i]));
            }
            i += 1;
        }
        None
    }
}

/// Why a string is not a FEN piece placement.
///
/// ```
/// use chess_lut::{ParseFenError, Pieces};
/// let err = "8/8/8".parse::<Pieces>().unwrap_err();
/// assert_eq!(err, ParseFenError::Ranks(3));
/// assert_eq!(err.to_string(), "a FEN piece placement has 8 ranks separated by '/', not 3");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ParseFenError {
    /// The placement has this many ranks, not 8.
    Ranks(usize),
    /// This character is neither a piece letter nor a digit 1-8.
    Char(char),
    /// This rank (1-8) does not add up to 8 squares.
    RankLength(u8),
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Ranks(n) => {
                write!(
                    f,
                    "a FEN piece placement has 8 ranks separated by '/', not {n}"
                )
            }
            ParseFenError::Char(c) => {
                write!(
                    f,
                    "{c:?} is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8"
                )
            }
            ParseFenError::RankLength(r) => write!(f, "rank {r} does not hold exactly 8 squares"),
        }
    }
}

impl core::error::Error for ParseFenError {}

impl FromStr for Pieces {
    type Err = ParseFenError;

    /// Parses the piece placement of a FEN (`rnbqkbnr/pppppppp/8/…`), rank 8 first; anything
    /// after the first space (side to move, castling, …) is ignored.
    fn from_str(s: &str) -> Result<Pieces, ParseFenError> {
        let placement = s.trim().split(' ').next().unwrap_or("");
        let ranks = placement.split('/').count();
        if ranks != 8 {
            return Err(ParseFenError::Ranks(ranks));
        }
        let mut pieces = Pieces::EMPTY;
        for (row, text) in placement.split('/').enumerate() {
            let rank = 7 - row as u8;
            let mut file = 0u8;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += d as u8;
                    continue;
                }
                let piece = match c.to_ascii_lowercase() {
                    'p' => Piece::Pawn,
                    'n' => Piece::Knight,
                    'b' => Piece::Bishop,
                    'r' => Piece::Rook,
                    'q' => Piece::Queen,
                    'k' => Piece::King,
                    _ => return Err(ParseFenError::Char(c)),
                };
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let sq =
                    Square::from_coords(file, rank).ok_or(ParseFenError::RankLength(rank + 1))?;
                pieces = pieces.with(color, piece, sq);
                file += 1;
            }
            if file != 8 {
                return Err(ParseFenError::RankLength(rank + 1));
            }
        }
        Ok(pieces)
    }
}

/// Every piece of either colour that attacks `sq` when `occupied` holds pieces, by the
/// super-piece method: put every kind of piece on `sq` and intersect its attacks with the
/// pieces of that kind (a white pawn's attacks find black pawns and the other way round).
/// `occupied` is usually `pieces.occupied()`, but may differ (to see x-rays, remove a piece
/// from it). Computed twin: [`calc::attacks_to`](crate::calc::attacks_to).
///
/// ```
/// use chess_lut::{Pieces, Square::*, attacks_to, bitboard};
///
/// let pieces: Pieces = "8/8/8/3r4/8/1N3p2/4P3/3Q4".parse().unwrap();
/// // d3: the rook on d5, the pawn on e2 and the queen on d1; not the knight on b3, nor the
/// // black pawn on f3 (black pawns capture downwards)
/// assert_eq!(attacks_to(&pieces, pieces.occupied(), D3), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . X . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . X . . .
///     . . . X . . . .
/// });
/// ```
#[inline]
pub const fn attacks_to(pieces: &Pieces, occupied: Bitboard, sq: Square) -> Bitboard {
    let queens = pieces.kind(Piece::Queen).0;
    let diagonal = pieces.kind(Piece::Bishop).0 | queens;
    let orthogonal = pieces.kind(Piece::Rook).0 | queens;
    Bitboard(
        (pawn_attacks(Color::White, sq).0 & pieces.of(Color::Black, Piece::Pawn).0)
            | (pawn_attacks(Color::Black, sq).0 & pieces.of(Color::White, Piece::Pawn).0)
            | (knight_attacks(sq).0 & pieces.kind(Piece::Knight).0)
            | (king_attacks(sq).0 & pieces.kind(Piece::King).0)
            | (bishop_attacks(sq, occupied).0 & diagonal)
            | (rook_attacks(sq, occupied).0 & orthogonal),
    )
}

/// Whether any piece of colour `by` attacks `sq` when `occupied` holds pieces. Tests the cheap
/// kinds first and returns at the first attacker found; sliding attacks are only computed when
/// a slider of `by` stands on a line through `sq` at all (Hyatt's test). Computed twin:
/// [`calc::is_square_attacked`](crate::calc::is_square_attacked).
///
/// ```
/// use chess_lut::{Color, Pieces, Square::*, is_square_attacked};
///
/// let pieces: Pieces = "4k3/8/8/8/8/8/4R3/4K3".parse().unwrap();
/// assert!(is_square_attacked(&pieces, pieces.occupied(), E8, Color::White));
/// assert!(!is_square_attacked(&pieces, pieces.occupied(), D8, Color::White));
/// assert!(is_square_attacked(&pieces, pieces.occupied(), D7, Color::Black));
/// ```
#[inline]
pub const fn is_square_attacked(
    pieces: &Pieces,
    occupied: Bitboard,
    sq: Square,
    by: Color,
) -> bool {
    let own = pieces.color(by).0;
    // a pawn of `by` attacks sq if a pawn of the other colour on sq would attack it
    let them = match by {
        Color::White => Color::Black,
        Color::Black => Color::White,
    };
    if pawn_attacks(them, sq).0 & pieces.kind(Piece::Pawn).0 & own != 0 {
        return true;
    }
    if knight_attacks(sq).0 & pieces.kind(Piece::Knight).0 & own != 0 {
        return true;
    }
    if king_attacks(sq).0 & pieces.kind(Piece::King).0 & own != 0 {
        return true;
    }
    let queens = pieces.kind(Piece::Queen).0;
    let diagonal = (pieces.kind(Piece::Bishop).0 | queens) & own;
    let lines = &crate::tables::LINE_MASKS;
    let s = sq as usize;
    let diagonals =
        lines[LineKind::Diagonal as usize][s] | lines[LineKind::AntiDiagonal as usize][s];
    if diagonal & diagonals != 0 && bishop_attacks(sq, occupied).0 & diagonal != 0 {
        return true;
    }
    let orthogonal = (pieces.kind(Piece::Rook).0 | queens) & own;
    let orthogonals = lines[LineKind::Rank as usize][s] | lines[LineKind::File as usize][s];
    orthogonal & orthogonals != 0 && rook_attacks(sq, occupied).0 & orthogonal != 0
}

/// Whether nothing in `occupied` stands strictly between `from` and `to`: the in-between
/// legality test for a slider's move, a double pawn push or castling, assuming the move is
/// otherwise legal for the piece. Computed twin: [`calc::may_move`](crate::calc::may_move).
///
/// ```
/// use chess_lut::{Square::*, may_move};
/// assert!(may_move(A1, A8, A8.bitboard()));
/// assert!(!may_move(A1, A8, A4.bitboard()));
/// ```
#[inline]
pub const fn may_move(from: Square, to: Square, occupied: Bitboard) -> bool {
    in_between(from, to).0 & occupied.0 == 0
}
