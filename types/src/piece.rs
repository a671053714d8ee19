//! The kinds of piece.

use crate::names::names;

/// A kind of piece. `Display` writes its letter in lower case (`n`), as UCI writes a promotion;
/// `FromStr` reads the letter in either case and the English name (`knight`).
///
/// ```
/// use chess_lut_types::Piece;
///
/// assert_eq!(Piece::Knight.to_string(), "n");
/// assert_eq!("N".parse(), Ok(Piece::Knight));
/// assert_eq!("queen".parse(), Ok(Piece::Queen));
/// assert!("dragon".parse::<Piece>().is_err());
/// ```
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

names! {
    /// Why a string is not a [`Piece`]: it is neither a piece letter nor a piece's name.
    ///
    /// ```
    /// use chess_lut_types::{ParsePieceError, Piece};
    /// assert_eq!("x".parse::<Piece>(), Err(ParsePieceError));
    /// assert!(ParsePieceError.to_string().contains("p, n, b, r, q, k"));
    /// ```
    Piece, ParsePieceError, "a piece", "a letter p, n, b, r, q, k (either case) or a name (pawn, knight, …)" {
        Pawn => "p", "pawn";
        Knight => "n", "knight";
        Bishop => "b", "bishop";
        Rook => "r", "rook";
        Queen => "q", "queen";
        King => "k", "king";
    }
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

    /// Whether the piece slides (bishop, rook, queen) and so can be blocked.
    ///
    /// ```
    /// use chess_lut_types::Piece;
    /// assert!(Piece::Rook.is_slider() && !Piece::King.is_slider());
    /// ```
    #[inline]
    pub const fn is_slider(self) -> bool {
        matches!(self, Piece::Bishop | Piece::Rook | Piece::Queen)
    }
}
