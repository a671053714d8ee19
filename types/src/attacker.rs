//! The pieces that attack, as the 0x88-difference attack table orders them.

use crate::color::Color;
use crate::names::names;
use crate::piece::Piece;

/// A piece that attacks, in the row order of chess-lut's 0x88-difference attack table
/// (`chess_lut::tables::X88_ATTACKS`). Pawns attack differently by colour, so
/// they are two attackers; every other piece attacks the same for both sides.
///
/// `Display` writes the FEN letter: `P` a white pawn, `p` a black pawn, `N`, `B`, `R`, `Q`, `K`
/// for the others. `FromStr` reads those back, the other pieces' letters in either case, and the
/// names (`white-pawn`, `black-pawn`, `knight`, …).
///
/// ```
/// use chess_lut_types::{Attacker, Color, Piece};
/// assert_eq!(Attacker::pawn(Color::Black), Attacker::BlackPawn);
/// assert_eq!(Attacker::of(Color::White, Piece::Rook), Attacker::Rook);
/// assert_eq!(Attacker::ALL[Attacker::Rook as usize], Attacker::Rook);
/// assert_eq!((Attacker::WhitePawn.to_string(), Attacker::Queen.to_string()), ("P".into(), "Q".into()));
/// assert_eq!("p".parse(), Ok(Attacker::BlackPawn));
/// assert_eq!("white_pawn".parse(), Ok(Attacker::WhitePawn));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Attacker {
    /// A black pawn: captures towards rank 1.
    BlackPawn = 0,
    /// A white pawn: captures towards rank 8.
    WhitePawn = 1,
    /// A knight.
    Knight = 2,
    /// A bishop: diagonals, blocked by pieces between.
    Bishop = 3,
    /// A rook: ranks and files, blocked by pieces between.
    Rook = 4,
    /// A queen: both.
    Queen = 5,
    /// A king.
    King = 6,
}

names! {
    /// Why a string is not an [`Attacker`]: it is neither a FEN letter nor a name.
    ///
    /// ```
    /// use chess_lut_types::{Attacker, ParseAttackerError};
    /// assert_eq!("pawn".parse::<Attacker>(), Err(ParseAttackerError)); // which colour?
    /// assert!(ParseAttackerError.to_string().contains("white-pawn"));
    /// ```
    Attacker, ParseAttackerError, "an attacker",
    "a FEN letter (P white pawn, p black pawn, N, B, R, Q, K) or a name (white-pawn, black-pawn, knight, …)" {
        BlackPawn => "p", "black-pawn";
        WhitePawn => "P", "white-pawn";
        Knight => "N", "knight";
        Bishop => "B", "bishop";
        Rook => "R", "rook";
        Queen => "Q", "queen";
        King => "K", "king";
    }
}

impl Attacker {
    /// Every attacker in table order.
    pub const ALL: [Attacker; 7] = [
        Attacker::BlackPawn,
        Attacker::WhitePawn,
        Attacker::Knight,
        Attacker::Bishop,
        Attacker::Rook,
        Attacker::Queen,
        Attacker::King,
    ];

    /// The pawn of `color`.
    #[inline]
    pub const fn pawn(color: Color) -> Attacker {
        match color {
            Color::White => Attacker::WhitePawn,
            Color::Black => Attacker::BlackPawn,
        }
    }

    /// The attacker a `color` `piece` is: only a pawn's colour matters.
    ///
    /// ```
    /// use chess_lut_types::{Attacker, Color, Piece};
    /// assert_eq!(Attacker::of(Color::Black, Piece::Pawn), Attacker::BlackPawn);
    /// assert_eq!(Attacker::of(Color::Black, Piece::Knight), Attacker::Knight);
    /// ```
    #[inline]
    pub const fn of(color: Color, piece: Piece) -> Attacker {
        match piece {
            Piece::Pawn => Attacker::pawn(color),
            Piece::Knight => Attacker::Knight,
            Piece::Bishop => Attacker::Bishop,
            Piece::Rook => Attacker::Rook,
            Piece::Queen => Attacker::Queen,
            Piece::King => Attacker::King,
        }
    }

    /// Whether the piece slides (bishop, rook, queen) and so can be blocked.
    ///
    /// ```
    /// use chess_lut_types::Attacker;
    /// assert!(Attacker::Queen.is_slider() && !Attacker::Knight.is_slider());
    /// ```
    #[inline]
    pub const fn is_slider(self) -> bool {
        matches!(self, Attacker::Bishop | Attacker::Rook | Attacker::Queen)
    }
}
