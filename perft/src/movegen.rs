//! Legal move generation, one piece's moves at a time as a set of target squares.
//!
//! Per position: the checkers (super-piece attacks from the king), the evasion mask
//! (`in_between(king, checker) | checker`), the pinned pieces (the opponent's sliders that see
//! the king through exactly one of our pieces, found with the slider attacks from the king on
//! an occupancy of their pieces only, and `in_between`), each pinned piece kept on
//! `line(king, piece)`. King moves and castling test each square for attackers; en passant,
//! rare, replays the capture on a copy of the occupancy and tests the king. Every geometric
//! question goes to the [`Geometry`] `G`.

use chess_lut::{Bitboard, Color, Piece, Square};

use crate::geometry::{DefaultGeometry, Geometry};
use crate::moves::PieceMoves;
use crate::position::{CastlingSide, Position};

/// Whether any piece of `by` attacks `sq` when `occupied` holds pieces (cheap pieces first,
/// the sliders only if the leapers do not answer).
#[inline(always)]
pub(crate) fn attacked<G: Geometry>(
    pos: &Position,
    sq: Square,
    by: Color,
    occupied: Bitboard,
) -> bool {
    let p = pos.pieces();
    let theirs = p.color(by).0;
    if (G::knight(sq).0 & p.kind(Piece::Knight).0
        | G::pawn(!by, sq).0 & p.kind(Piece::Pawn).0
        | G::king(sq).0 & p.kind(Piece::King).0)
        & theirs
        != 0
    {
        return true;
    }
    let queens = p.kind(Piece::Queen).0;
    let rooks = (p.kind(Piece::Rook).0 | queens) & theirs;
    let bishops = (p.kind(Piece::Bishop).0 | queens) & theirs;
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
    let p = pos.pieces();
    let theirs = p.color(by).0 & among.0;
    let queens = p.kind(Piece::Queen).0;
    let rooks = (p.kind(Piece::Rook).0 | queens) & theirs;
    let bishops = (p.kind(Piece::Bishop).0 | queens) & theirs;
    let mut found = (G::knight(sq).0 & p.kind(Piece::Knight).0
        | G::pawn(!by, sq).0 & p.kind(Piece::Pawn).0
        | G::king(sq).0 & p.kind(Piece::King).0)
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
    let p = pos.pieces();
    let them = p.color(!us);
    let queens = p.kind(Piece::Queen);
    let rooks = (p.kind(Piece::Rook) | queens) & them;
    let bishops = (p.kind(Piece::Bishop) | queens) & them;
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
    pinned & p.color(us)
}

/// Calls `visit` with every piece's legal moves in `pos` (pieces without a legal move may be
/// visited with an empty set). A queen, a rook or a bishop comes once; a king with its
/// castling moves.
#[inline(always)]
pub fn generate<G: Geometry>(pos: &Position, mut visit: impl FnMut(PieceMoves)) {
    let p = pos.pieces();
    let us = pos.side_to_move();
    let them = !us;
    let own = p.color(us);
    let occupied = p.occupied();
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
    for from in p.of(us, Piece::Knight) & !pinned {
        visit(PieceMoves::new(
            Piece::Knight,
            from,
            G::knight(from) & target,
        ));
    }
    for from in p.of(us, Piece::Bishop) {
        let to = G::bishop(from, occupied) & target;
        visit(PieceMoves::new(Piece::Bishop, from, keep(from, to)));
    }
    for from in p.of(us, Piece::Rook) {
        let to = G::rook(from, occupied) & target;
        visit(PieceMoves::new(Piece::Rook, from, keep(from, to)));
    }
    for from in p.of(us, Piece::Queen) {
        let to = (G::rook(from, occupied) | G::bishop(from, occupied)) & target;
        visit(PieceMoves::new(Piece::Queen, from, keep(from, to)));
    }

    // pawns: captures from the attack table, pushes by shifting one square forward
    let enemy = p.color(them);
    let empty = !occupied;
    let seventh = Bitboard::relative_rank(us, 6);
    let double_push_rank = Bitboard::relative_rank(us, 3);
    for from in p.of(us, Piece::Pawn) {
        let bit = from.bitboard();
        let one = bit.forward(us) & empty;
        let two = one.forward(us) & empty & double_push_rank;
        let captures = G::pawn(us, from) & enemy;
        visit(PieceMoves {
            piece: Piece::Pawn,
            from,
            to: keep(from, (captures | one | two) & target),
            promotion: !(bit & seventh).is_empty(),
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
    // the pawn that just moved past `ep` stands one rank behind it, seen from us
    let Some(captured) = ep.backward(us) else {
        unreachable!("an en-passant square is on the third or sixth rank: FromStr checks it")
    };
    let p = pos.pieces();
    for from in G::pawn(them, ep) & p.of(us, Piece::Pawn) {
        let occupied = p.occupied().without(from).without(captured).with(ep);
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
    // (side, rook, king's destination, the square it crosses, squares that must be empty)
    let sides = match us {
        Color::White => [
            (
                CastlingSide::King,
                H1,
                G1,
                F1,
                F1.bitboard() | G1.bitboard(),
            ),
            (
                CastlingSide::Queen,
                A1,
                C1,
                D1,
                B1.bitboard() | C1.bitboard() | D1.bitboard(),
            ),
        ],
        Color::Black => [
            (
                CastlingSide::King,
                H8,
                G8,
                F8,
                F8.bitboard() | G8.bitboard(),
            ),
            (
                CastlingSide::Queen,
                A8,
                C8,
                D8,
                B8.bitboard() | C8.bitboard() | D8.bitboard(),
            ),
        ],
    };
    for (side, rook, dest, crossed, between) in sides {
        if rights.has(us, side)
            && pos.pieces().of(us, Piece::Rook).contains(rook)
            && (occupied & between).is_empty()
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
pub fn legal_moves(pos: &Position) -> Vec<crate::moves::Move> {
    let mut out = Vec::with_capacity(64);
    generate::<DefaultGeometry>(pos, |moves| out.extend(moves));
    out
}
