//! Moves: one move, and one piece's legal moves as a set of target squares.

use core::fmt;

use chess_lut::{Bitboard, Piece, Square};

/// A move: the piece that moves, where from and to, and the piece a pawn promotes to. Castling
/// is the king's two-square move, en passant the pawn's move to the en-passant square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The moving piece's kind.
    pub piece: Piece,
    /// Where it stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// What a pawn reaching the last rank becomes.
    pub promotion: Option<Piece>,
}

/// UCI notation: `e2e4`, `e1g1` (castling), `e7e8q`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(piece) = self.promotion {
            write!(f, "{piece}")?;
        }
        Ok(())
    }
}

/// One piece's legal moves: the squares it may go to. A pawn on its seventh rank promotes on
/// each of them, so each counts four times (queen, rook, bishop, knight).
///
/// ```
/// use chess_lut::Square::*;
/// use chess_lut_perft::{DefaultGeometry, PieceMoves, Position, generate};
///
/// // the a7 pawn promotes on a8 or takes the knight on b8; the king has five squares
/// let pos: Position = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
/// let mut all: Vec<PieceMoves> = Vec::new();
/// generate::<DefaultGeometry>(&pos, |moves| all.push(moves));
/// let pawn = all.iter().find(|m| m.from == A7).unwrap();
/// assert_eq!((pawn.to, pawn.promotion, pawn.len()), (A8.bitboard() | B8.bitboard(), true, 8));
/// assert_eq!(pawn.into_iter().map(|m| m.to_string()).collect::<Vec<_>>(),
///            ["a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n"]);
/// let king = all.iter().find(|m| m.from == E1).unwrap();
/// assert_eq!((king.len(), king.is_empty()), (5, false));
/// // stalemate: the king is visited, with nowhere to go
/// let stalemate: Position = "k7/8/1Q6/8/8/8/8/7K b - - 0 1".parse().unwrap();
/// generate::<DefaultGeometry>(&stalemate, |moves| assert!(moves.is_empty() && moves.len() == 0));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceMoves {
    /// The piece's kind.
    pub piece: Piece,
    /// Where it stands.
    pub from: Square,
    /// Where it may go.
    pub to: Bitboard,
    /// Whether every move promotes.
    pub promotion: bool,
}

impl PieceMoves {
    /// The moves of a piece that does not promote.
    #[inline(always)]
    pub const fn new(piece: Piece, from: Square, to: Bitboard) -> PieceMoves {
        PieceMoves {
            piece,
            from,
            to,
            promotion: false,
        }
    }

    /// The number of moves: one per target, four per target for a promotion.
    #[inline(always)]
    pub fn len(&self) -> u64 {
        u64::from(self.to.count()) << (2 * u32::from(self.promotion))
    }

    /// Whether there are none.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }
}

/// The promotions, queen first.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

impl IntoIterator for PieceMoves {
    type Item = Move;
    type IntoIter = Moves;

    fn into_iter(self) -> Moves {
        Moves {
            moves: self,
            promotion: 0,
        }
    }
}

/// The moves of a [`PieceMoves`], target by target.
#[derive(Clone, Debug)]
pub struct Moves {
    moves: PieceMoves,
    promotion: usize,
}

impl Iterator for Moves {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        let to = self.moves.to.first()?;
        let promotion = if self.moves.promotion {
            let p = PROMOTIONS[self.promotion];
            self.promotion += 1;
            if self.promotion == 4 {
                self.promotion = 0;
                self.moves.to = self.moves.to.without(to);
            }
            Some(p)
        } else {
            self.moves.to = self.moves.to.without(to);
            None
        };
        Some(Move {
            piece: self.moves.piece,
            from: self.moves.from,
            to,
            promotion,
        })
    }
}
