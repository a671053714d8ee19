//! Castling rights, for standard chess and Chess960: which rook of each side may still castle,
//! and where king and rook land.

use chess_lut::{Bitboard, Color, Piece, Pieces, Square};

/// The side of the board a king castles to: the king side (towards the h-file, `O-O`) or the
/// queen side (towards the a-file, `O-O-O`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum CastlingSide {
    /// Towards the h-file: `O-O`, FEN `K`/`k`.
    King = 0,
    /// Towards the a-file: `O-O-O`, FEN `Q`/`q`.
    Queen = 1,
}

impl CastlingSide {
    /// Both sides, king side first (the FEN order `KQkq`).
    pub const ALL: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// Where the king of `color` lands: g1 or c1 (g8, c8), in standard chess and Chess960
    /// alike.
    ///
    /// ```
    /// use chess_lut::{Color, Square};
    /// use chess_lut_perft::CastlingSide;
    /// assert_eq!(CastlingSide::King.king_to(Color::White), Square::G1);
    /// assert_eq!(CastlingSide::Queen.king_to(Color::Black), Square::C8);
    /// ```
    pub const fn king_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::King, Color::White) => Square::G1,
            (CastlingSide::Queen, Color::White) => Square::C1,
            (CastlingSide::King, Color::Black) => Square::G8,
            (CastlingSide::Queen, Color::Black) => Square::C8,
        }
    }

    /// Where the rook of `color` lands: f1 or d1 (f8, d8).
    ///
    /// ```
    /// use chess_lut::{Color, Square};
    /// use chess_lut_perft::CastlingSide;
    /// assert_eq!(CastlingSide::King.rook_to(Color::White), Square::F1);
    /// assert_eq!(CastlingSide::Queen.rook_to(Color::Black), Square::D8);
    /// ```
    pub const fn rook_to(self, color: Color) -> Square {
        match (self, color) {
            (CastlingSide::King, Color::White) => Square::F1,
            (CastlingSide::Queen, Color::White) => Square::D1,
            (CastlingSide::King, Color::Black) => Square::F8,
            (CastlingSide::Queen, Color::Black) => Square::D8,
        }
    }
}

/// Castling rights: for each colour and side, the square of the rook that may still castle
/// there, if any (in standard chess a corner; in Chess960 any square of the back rank on that
/// side of the king). Four bytes.
///
/// ```
/// use chess_lut::{Color::*, Square::*};
/// use chess_lut_perft::{Castling, CastlingSide::*};
///
/// let rights = Castling::NONE.with(White, King, H1).with(Black, Queen, A8);
/// assert!(rights.has(White, King) && rights.has(Black, Queen));
/// assert!(!rights.has(White, Queen) && !rights.has(Black, King));
/// assert_eq!(rights.rook(White, King), Some(H1));
/// assert_eq!(rights.with(White, King, H1), rights); // adding a right twice keeps it
/// assert_eq!(Castling::STANDARD, rights.with(White, Queen, A1).with(Black, King, H8));
/// assert_eq!(rights.without(White, King).without(Black, Queen), Castling::NONE);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Castling {
    /// By colour and side.
    rooks: [[Option<Square>; 2]; 2],
}

impl Castling {
    /// No rights.
    pub const NONE: Castling = Castling {
        rooks: [[None; 2]; 2],
    };

    /// All four rights of the standard start position: the rooks in the corners.
    pub const STANDARD: Castling = Castling {
        rooks: [
            [Some(Square::H1), Some(Square::A1)],
            [Some(Square::H8), Some(Square::A8)],
        ],
    };

    /// Whether `color` may castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.rooks[color as usize][side as usize].is_some()
    }

    /// The rook `color` castles with on `side`, if it may.
    #[inline]
    pub const fn rook(self, color: Color, side: CastlingSide) -> Option<Square> {
        self.rooks[color as usize][side as usize]
    }

    /// These rights with `color` allowed to castle on `side` with the rook on `rook`.
    #[inline]
    pub const fn with(self, color: Color, side: CastlingSide, rook: Square) -> Castling {
        let mut out = self;
        out.rooks[color as usize][side as usize] = Some(rook);
        out
    }

    /// These rights without `color`'s right on `side`.
    #[inline]
    pub const fn without(self, color: Color, side: CastlingSide) -> Castling {
        let mut out = self;
        out.rooks[color as usize][side as usize] = None;
        out
    }

    /// Whether `color` may still castle on either side.
    ///
    /// ```
    /// use chess_lut::Color::*;
    /// use chess_lut_perft::{Castling, CastlingSide::*};
    /// assert!(Castling::STANDARD.any(White));
    /// assert!(!Castling::STANDARD.without(Black, King).without(Black, Queen).any(Black));
    /// ```
    #[inline]
    pub const fn any(self, color: Color) -> bool {
        self.rooks[color as usize][0].is_some() || self.rooks[color as usize][1].is_some()
    }

    /// Whether no right is left.
    ///
    /// ```
    /// use chess_lut::{Color::*, Square::*};
    /// use chess_lut_perft::{Castling, CastlingSide::*};
    /// assert!(Castling::NONE.is_empty() && !Castling::STANDARD.is_empty());
    /// for (color, side, rook) in [(White, King, H1), (White, Queen, A1), (Black, King, H8), (Black, Queen, A8)] {
    ///     assert!(!Castling::NONE.with(color, side, rook).is_empty());
    /// }
    /// ```
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.rooks[0][0].is_none()
            && self.rooks[0][1].is_none()
            && self.rooks[1][0].is_none()
            && self.rooks[1][1].is_none()
    }

    /// The rights left after `color` moves its king (it loses both), or any piece moves from
    /// or to a castling rook's square (that right is lost: the rook moved or was taken).
    #[inline]
    pub(crate) fn after_move(
        self,
        color: Color,
        king_moved: bool,
        from: Square,
        to: Square,
    ) -> Castling {
        let mut out = self;
        if king_moved {
            out.rooks[color as usize] = [None; 2];
        }
        for side in &mut out.rooks {
            for rook in side.iter_mut() {
                if *rook == Some(from) || *rook == Some(to) {
                    *rook = None;
                }
            }
        }
        out
    }
}

/// `color`'s back rank: 0 for White, 7 for Black.
pub(crate) fn back_rank(color: Color) -> u8 {
    match color {
        Color::White => 0,
        Color::Black => 7,
    }
}

/// The rook of `color` on its back rank furthest towards `side` from the king's file, if any.
pub(crate) fn outermost_rook(
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
        CastlingSide::King => beyond.next_back(),
        CastlingSide::Queen => beyond.next(),
    }
}
