//! Moves: one move, and one piece's legal moves as a set of target squares.

use core::fmt;

use chess_lut::{Bitboard, Piece, Square};

/// A move: the piece that moves, where from and to, the piece a pawn promotes to, and for
/// castling the square of the rook the king castles with (the king's move goes to its
/// destination, g1 or c1, and the rook goes along). En passant is the pawn's move to the
/// en-passant square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The moving piece's kind.
    pub piece: Piece,
    /// Where it stands.
    pub from: Square,
    /// Where it goes (for castling, the king's destination).
    pub to: Square,
    /// What a pawn reaching the last rank becomes.
    pub promotion: Option<Piece>,
    /// For castling, the castling rook's square.
    pub castling: Option<Square>,
}

impl Move {
    /// A move that is not a promotion and not castling.
    #[inline(always)]
    pub const fn new(piece: Piece, from: Square, to: Square) -> Move {
        Move {
            piece,
            from,
            to,
            promotion: None,
            castling: None,
        }
    }

    /// UCI notation: `e2e4`, `e7e8q`; castling as the king's move to its destination (`e1g1`)
    /// or, `chess960`, as the king taking its own rook (`e1h1`), as UCI_Chess960 engines
    /// write it.
    ///
    /// ```
    /// use chess_lut::Square::*;
    /// use chess_lut::Piece;
    /// use chess_lut_perft::Move;
    /// let castle = Move { castling: Some(H1), ..Move::new(Piece::King, E1, G1) };
    /// assert_eq!((castle.uci(false).to_string(), castle.uci(true).to_string()), ("e1g1".into(), "e1h1".into()));
    /// ```
    pub fn uci(self, chess960: bool) -> Uci {
        Uci { mv: self, chess960 }
    }
}

/// A move in UCI notation, from [`Move::uci`].
#[derive(Clone, Copy, Debug)]
pub struct Uci {
    mv: Move,
    chess960: bool,
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let to = match self.mv.castling {
            Some(rook) if self.chess960 => rook,
            _ => self.mv.to,
        };
        write!(f, "{}{to}", self.mv.from)?;
        if let Some(piece) = self.mv.promotion {
            write!(f, "{piece}")?;
        }
        Ok(())
    }
}

/// Standard UCI notation: `e2e4`, `e1g1` (castling), `e7e8q`. [`Move::uci`] writes Chess960
/// castling.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uci(false).fmt(f)
    }
}

/// One piece's legal moves: the squares it may go to. A pawn on its seventh rank promotes on
/// each of them, so each counts four times (queen, rook, bishop, knight). A castling move comes
/// on its own, the king's destination in `to` and the rook's square in `castling`.
///
/// ```
/// use chess_lut::Square::*;
/// use chess_lut::geometry::DefaultGeometry;
/// use chess_lut_perft::{PieceMoves, Position, generate};
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
    /// For a castling move, the castling rook's square (`to` is the king's destination).
    pub castling: Option<Square>,
}

impl PieceMoves {
    /// The moves of a piece that does not promote or castle.
    #[inline(always)]
    pub const fn new(piece: Piece, from: Square, to: Bitboard) -> PieceMoves {
        PieceMoves {
            piece,
            from,
            to,
            promotion: false,
            castling: None,
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
pub(crate) const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

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
            castling: self.moves.castling,
        })
    }
}
