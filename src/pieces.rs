//! A small piece set: where the pieces stand, by colour and by kind, read from and written as
//! the piece placement of a FEN.

use core::fmt::{self, Write as _};
use core::str::FromStr;

use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::Piece;
use chess_lut_types::Square;

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

    /// Puts a `color` `piece` on each empty square of `squares` and takes it off each square
    /// where it stands (an exclusive or): moving a piece is toggling its two squares. Only for
    /// squares that are empty or hold exactly that piece; use [`Pieces::without`] first for a
    /// capture.
    ///
    /// ```
    /// use chess_lut::{Color::White, Piece::Knight, Pieces, Square::*};
    /// let mut pieces = Pieces::EMPTY.with(White, Knight, G1);
    /// pieces.toggle(White, Knight, G1.bitboard() | F3.bitboard());
    /// assert_eq!(pieces, Pieces::EMPTY.with(White, Knight, F3));
    /// ```
    #[inline]
    pub const fn toggle(&mut self, color: Color, piece: Piece, squares: Bitboard) {
        self.colors[color as usize].0 ^= squares.0;
        self.kinds[piece as usize].0 ^= squares.0;
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
/// // thirty-three empty squares on rank 8: refused, without overflowing a counter
/// let err = "888888888888888888888888888888888/8/8/8/8/8/8/8".parse::<Pieces>().unwrap_err();
/// assert_eq!(err.to_string(), "rank 8 has more than 8 squares");
/// let err = "8/8/8/8/8/8/8/RNBQKBN".parse::<Pieces>().unwrap_err();
/// assert_eq!(err.to_string(), "rank 1 has 7 squares, not 8");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ParseFenError {
    /// The placement has this many ranks, not 8.
    Ranks(usize),
    /// This character is neither a piece letter nor a digit 1-8.
    Char(char),
    /// This rank (1-8) describes more than 8 squares.
    RankTooLong(u8),
    /// This rank (1-8) describes only this many squares.
    RankTooShort(u8, u8),
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
            ParseFenError::RankTooLong(r) => write!(f, "rank {r} has more than 8 squares"),
            ParseFenError::RankTooShort(r, n) => write!(f, "rank {r} has {n} squares, not 8"),
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
            // squares described so far on this rank: never more than 8, so never overflowing
            let mut file = 0u8;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += d as u8;
                    if file > 8 {
                        return Err(ParseFenError::RankTooLong(rank + 1));
                    }
                    continue;
                }
                let piece: Piece = c
                    .encode_utf8(&mut [0; 4])
                    .parse()
                    .map_err(|_| ParseFenError::Char(c))?;
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let sq =
                    Square::from_coords(file, rank).ok_or(ParseFenError::RankTooLong(rank + 1))?;
                pieces = pieces.with(color, piece, sq);
                file += 1;
            }
            if file != 8 {
                return Err(ParseFenError::RankTooShort(rank + 1, file));
            }
        }
        Ok(pieces)
    }
}

/// Writes the piece placement of a FEN, rank 8 first, white pieces in upper case: what
/// [`FromStr`] reads back.
///
/// ```
/// use chess_lut::Pieces;
/// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
/// assert_eq!(start.parse::<Pieces>().unwrap().to_string(), start);
/// assert_eq!(Pieces::EMPTY.to_string(), "8/8/8/8/8/8/8/8");
/// ```
impl fmt::Display for Pieces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let Some(sq) = Square::from_coords(file, rank) else {
                    continue;
                };
                match self.piece_on(sq) {
                    None => empty += 1,
                    Some((color, piece)) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        match color {
                            Color::White => write!(UpperCase(f), "{piece}")?,
                            Color::Black => write!(f, "{piece}")?,
                        }
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
        Ok(())
    }
}

/// A writer that upper-cases what goes through it: a white piece's letter is its piece's
/// letter in upper case.
struct UpperCase<'a, 'b>(&'a mut fmt::Formatter<'b>);

impl fmt::Write for UpperCase<'_, '_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        s.chars()
            .try_for_each(|c| fmt::Write::write_char(self.0, c.to_ascii_uppercase()))
    }
}
