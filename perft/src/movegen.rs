//! Legal move generation, one piece's moves at a time as a set of target squares.
//!
//! Per position: the checkers (super-piece attacks from the king), the evasion mask
//! (`in_between(king, checker) | checker`), the pinned pieces (the opponent's sliders that see
//! the king through exactly one of our pieces, found with the slider attacks from the king on
//! an occupancy of their pieces only, and `in_between`), each pinned piece kept on
//! `line(king, piece)`. King moves and castling test each square for attackers; en passant,
//! rare, replays the capture on a copy of the occupancy and tests the king. Every geometric
//! question goes to the [`Geometry`] `G`.

use core::fmt;

use chess_lut::{Bitboard, Color, Piece, Square};

use crate::Position;
use crate::geometry::Geometry;

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
        if let Some(p) = self.promotion {
            let c = match p {
                Piece::Knight => 'n',
                Piece::Bishop => 'b',
                Piece::Rook => 'r',
                _ => 'q',
            };
            write!(f, "{c}")?;
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

/// Whether any piece of `by` attacks `sq` when `occupied` holds pieces (cheap pieces first,
/// the sliders only if the leapers do not answer).
#[inline(always)]
pub(crate) fn attacked<G: Geometry>(
    pos: &Position,
    sq: Square,
    by: Color,
    occupied: Bitboard,
) -> bool {
    let theirs = pos.color(by).0;
    if (G::knight(sq).0 & pos.kind(Piece::Knight).0
        | G::pawn(!by, sq).0 & pos.kind(Piece::Pawn).0
        | G::king(sq).0 & pos.kind(Piece::King).0)
        & theirs
        != 0
    {
        return true;
    }
    let queens = pos.kind(Piece::Queen).0;
    let rooks = (pos.kind(Piece::Rook).0 | queens) & theirs;
    let bishops = (pos.kind(Piece::Bishop).0 | queens) & theirs;
    // no lookup for a kind of slider the side does not have
    rooks != 0 && G::rook(sq, occupied).0 & rooks != 0
        || bishops != 0 && G::bishop(sq, occupied).0 & bishops != 0
}

/// The pieces of `by` that attack `sq` when `occupied` holds pieces, by the super-piece method
/// of [`chess_lut::attacks_to`], only those in `among`.
#[inline(always)]
pub(crate) fn attackers<G: Geometry>(
    pos: &Position,
    sq: Square,
    by: Color,
    occupied: Bitboard,
    among: Bitboard,
) -> Bitboard {
    let theirs = pos.color(by).0 & among.0;
    let queens = pos.kind(Piece::Queen).0;
    let rooks = (pos.kind(Piece::Rook).0 | queens) & theirs;
    let bishops = (pos.kind(Piece::Bishop).0 | queens) & theirs;
    let mut found = (G::knight(sq).0 & pos.kind(Piece::Knight).0
        | G::pawn(!by, sq).0 & pos.kind(Piece::Pawn).0
        | G::king(sq).0 & pos.kind(Piece::King).0)
        & theirs;
    // no lookup for a kind of slider the side does not have
    if rooks != 0 {
        found |= G::rook(sq, occupied).0 & rooks;
    }
    if bishops != 0 {
        found |= G::bishop(sq, occupied).0 & bishops;
    }
    Bitboard(found)
}

/// Our pieces that stand alone between our king and one of their sliders.
#[inline(always)]
fn pinned<G: Geometry>(pos: &Position, king: Square, us: Color, occupied: Bitboard) -> Bitboard {
    let them = pos.color(!us);
    let queens = pos.kind(Piece::Queen);
    let rooks = (pos.kind(Piece::Rook) | queens) & them;
    let bishops = (pos.kind(Piece::Bishop) | queens) & them;
    // their sliders that the king would see if only their pieces stood on the board
    let mut snipers = Bitboard::EMPTY;
    if !rooks.is_empty() {
        snipers |= G::rook(king, them) & rooks;
    }
    if !bishops.is_empty() {
        snipers |= G::bishop(king, them) & bishops;
    }
    let mut pinned = Bitboard::EMPTY;
    for sniper in snipers {
        let between = G::between(king, sniper) & occupied;
        if between.count() == 1 {
            pinned |= between;
        }
    }
    pinned & pos.color(us)
}

/// Calls `visit` with every piece's legal moves in `pos` (pieces without a legal move may be
/// visited with an empty set). A queen, a rook or a bishop comes once; a king with its
/// castling moves.
#[inline(always)]
pub fn generate<G: Geometry>(pos: &Position, mut visit: impl FnMut(PieceMoves)) {
    let us = pos.side_to_move();
    let them = !us;
    let own = pos.color(us);
    let occupied = pos.occupied();
    let king = pos.king(us);
    let checkers = attackers::<G>(pos, king, them, occupied, Bitboard::FULL);

    // the king: every free neighbour no enemy attacks once the king has left its square
    let without_king = occupied.without(king);
    let mut king_to = Bitboard::EMPTY;
    for to in G::king(king) & !own {
        if !attacked::<G>(pos, to, them, without_king) {
            king_to = king_to.with(to);
        }
    }
    if checkers.is_empty() {
        king_to |= castling::<G>(pos, us, king, occupied);
    }
    visit(PieceMoves::new(Piece::King, king, king_to));
    if checkers.count() > 1 {
        return; // double check: only the king may move
    }
    let target = match checkers.first() {
        None => !own,
        Some(checker) => G::between(king, checker) | checkers,
    };
    let pinned = pinned::<G>(pos, king, us, occupied);
    // a pinned piece stays on the line through the king and itself
    let keep = |sq: Square, to: Bitboard| {
        if pinned.contains(sq) {
            to & G::line(king, sq)
        } else {
            to
        }
    };

    // a pinned knight never stays on its pin line: it has no moves
    for from in pos.of(us, Piece::Knight) & !pinned {
        visit(PieceMoves::new(
            Piece::Knight,
            from,
            G::knight(from) & target,
        ));
    }
    for from in pos.of(us, Piece::Bishop) {
        let to = G::bishop(from, occupied) & target;
        visit(PieceMoves::new(Piece::Bishop, from, keep(from, to)));
    }
    for from in pos.of(us, Piece::Rook) {
        let to = G::rook(from, occupied) & target;
        visit(PieceMoves::new(Piece::Rook, from, keep(from, to)));
    }
    for from in pos.of(us, Piece::Queen) {
        let to = (G::rook(from, occupied) | G::bishop(from, occupied)) & target;
        visit(PieceMoves::new(Piece::Queen, from, keep(from, to)));
    }

    // pawns: captures from the attack table, pushes by shifting one square forward
    let enemy = pos.color(them);
    let empty = !occupied.0;
    let (seventh, double_push_rank) = match us {
        Color::White => (0x00FF_0000_0000_0000u64, 0x0000_0000_FF00_0000u64),
        Color::Black => (0x0000_0000_0000_FF00u64, 0x0000_00FF_0000_0000u64),
    };
    for from in pos.of(us, Piece::Pawn) {
        let bit = from.bitboard().0;
        let (one, two) = match us {
            Color::White => {
                let one = bit << 8 & empty;
                (one, one << 8 & empty & double_push_rank)
            }
            Color::Black => {
                let one = bit >> 8 & empty;
                (one, one >> 8 & empty & double_push_rank)
            }
        };
        let captures = G::pawn(us, from) & enemy;
        visit(PieceMoves {
            piece: Piece::Pawn,
            from,
            to: keep(from, (captures | Bitboard(one | two)) & target),
            promotion: bit & seventh != 0,
        });
    }
    if let Some(ep) = pos.en_passant() {
        en_passant::<G>(pos, us, king, ep, &mut visit);
    }
}

/// The en-passant captures onto `ep`, each tested by playing it on the occupancy: it must leave
/// the king unattacked, which also covers the pawn pair pinned along the rank and a check that
/// the capture does not answer.
#[cold]
fn en_passant<G: Geometry>(
    pos: &Position,
    us: Color,
    king: Square,
    ep: Square,
    visit: &mut impl FnMut(PieceMoves),
) {
    let them = !us;
    // the pawn that just moved past `ep` stands in front of it, seen from them
    let captured = match us {
        Color::White => Square::ALL[ep.index() - 8],
        Color::Black => Square::ALL[ep.index() + 8],
    };
    for from in G::pawn(them, ep) & pos.of(us, Piece::Pawn) {
        let occupied = pos.occupied().without(from).without(captured).with(ep);
        let checks = attackers::<G>(pos, king, them, occupied, !captured.bitboard());
        if checks.is_empty() {
            visit(PieceMoves::new(Piece::Pawn, from, ep.bitboard()));
        }
    }
}

/// The castling moves of `us` as king targets (g1, c1, g8, c8): the right, the rook on its
/// corner, the squares between them empty, and the squares the king crosses not attacked
/// (the caller checked it is not in check).
#[inline(always)]
fn castling<G: Geometry>(pos: &Position, us: Color, king: Square, occupied: Bitboard) -> Bitboard {
    use Square::*;
    let rights = pos.castling();
    let mut to = Bitboard::EMPTY;
    // (king side, rook, king's destination, the square it crosses, squares that must be empty)
    let sides = match us {
        Color::White => [(true, H1, G1, F1, 0x60), (false, A1, C1, D1, 0x0E)],
        Color::Black => [
            (true, H8, G8, F8, 0x60 << 56),
            (false, A8, C8, D8, 0x0E << 56),
        ],
    };
    for (king_side, rook, dest, crossed, between) in sides {
        if rights.has(us, king_side)
            && pos.of(us, Piece::Rook).contains(rook)
            && occupied.0 & between == 0
            && !attacked::<G>(pos, crossed, !us, occupied)
            && !attacked::<G>(pos, dest, !us, occupied)
        {
            to = to.with(dest);
        }
    }
    debug_assert!(to.is_empty() || king == Square::E1 || king == Square::E8);
    to
}

/// The number of legal moves in `pos`: a popcount per piece.
#[inline]
pub fn count<G: Geometry>(pos: &Position) -> u64 {
    let mut n = 0;
    generate::<G>(pos, |moves| n += moves.len());
    n
}

/// Every legal move in `pos`.
///
/// ```
/// use chess_lut_perft::{Position, legal_moves};
/// let moves = legal_moves(&Position::start());
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|m| m.to_string() == "g1f3"));
/// ```
pub fn legal_moves(pos: &Position) -> Vec<crate::Move> {
    let mut out = Vec::with_capacity(64);
    generate::<crate::DefaultGeometry>(pos, |moves| out.extend(moves));
    out
}

impl Position {
    /// The position after `mv`, which must be legal here (as [`generate`] gives them): the
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
        if self.color(them).contains(mv.to) {
            p.colors[them as usize] ^= to;
            for kind in &mut p.kinds {
                *kind = kind.without(mv.to);
            }
            p.halfmove = 0;
        }
        p.toggle(us, mv.piece, from | to);
        match mv.piece {
            Piece::Pawn => {
                p.halfmove = 0;
                let (f, t) = (mv.from.index(), mv.to.index());
                if Some(mv.to) == self.en_passant {
                    let captured = if t > f { t - 8 } else { t + 8 };
                    p.toggle(them, Piece::Pawn, Square::ALL[captured].bitboard());
                } else if f.abs_diff(t) == 16 {
                    p.en_passant = Some(Square::ALL[(f + t) / 2]);
                }
                if let Some(promotion) = mv.promotion {
                    p.kinds[Piece::Pawn as usize] ^= to;
                    p.kinds[promotion as usize] ^= to;
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
                p.toggle(us, Piece::Rook, rook_from.bitboard() | rook_to.bitboard());
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
