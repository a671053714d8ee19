//! What the children of perft's last interior ply share: a leaf's parent works it out once
//! ([`Siblings::of`]), and each leaf takes from it what the move into the leaf left as it was
//! ([`Known`]), rather than look it up again.
//!
//! A leaf's side to move is the side that did not move into it, so its king, what the
//! generator looks up from the king's square, and whether it may castle at all, are the same
//! in every sibling. So are the attacks of the parent's pawns and knights, unless a pawn or a
//! knight moved; of the parent's king, unless it moved; the parent's sliders, unless one moved,
//! castled or was promoted to; and the leaf's own knights' moves, out of check and unpinned,
//! unless the move took one of the leaf's pieces.

use chess_lut::geometry::Geometry;
use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Square};

use super::side::{Side, forward_east, forward_west};
use super::{Node, Reach};
use crate::moves::Move;
use crate::position::Position;

/// What the children of a position share, worked out once in the position.
pub(crate) struct Siblings {
    /// The king of the children's side to move: no move of the parent's side moves it.
    king: Square,
    /// [`lines`] through that king.
    lines: (Bitboard, Bitboard),
    /// [`zone`] of that king.
    zone: (Bitboard, Reach),
    /// The squares the parent's pawns and knights attack.
    leaper_attacks: Bitboard,
    /// Those of the parent's pawns and knights that attack the children's king.
    leaper_checkers: Bitboard,
    /// The squares the parent's king attacks.
    king_attacks: Bitboard,
    /// The parent's rooks and queens, and its bishops and queens.
    sliders: (Bitboard, Bitboard),
    /// The pieces of the children's side to move, as they stand in the parent.
    their_pieces: Bitboard,
    /// How many moves those pieces' knights have to squares not their own.
    knight_moves: u32,
    /// Whether the children's side to move may still castle in the parent: with no right
    /// there, it has none in any child.
    may_castle: bool,
}

impl Siblings {
    /// What the children of `pos`, with `S` to move in `pos`, share.
    #[inline(always)]
    pub(crate) fn of<G: Geometry, S: Side>(pos: &Position) -> Siblings {
        let p = pos.pieces();
        let (us, them) = (S::US, S::US.other());
        let (pawns, knights) = (p.of(us, Piece::Pawn), p.of(us, Piece::Knight));
        let mut leaper_attacks = forward_west(us, pawns) | forward_east(us, pawns);
        for sq in knights {
            leaper_attacks |= G::knight(sq);
        }
        let king = pos.king(them);
        let their_pieces = p.color(them);
        let mut knight_moves = 0;
        for sq in p.of(them, Piece::Knight) {
            knight_moves += (G::knight(sq) & !their_pieces).count();
        }
        Siblings {
            king,
            lines: lines::<G>(king),
            zone: zone::<G>(king),
            leaper_attacks,
            leaper_checkers: (G::pawn(them, king) & pawns) | (G::knight(king) & knights),
            king_attacks: G::king(pos.king(us)),
            sliders: (
                (p.kind(Piece::Rook) | p.kind(Piece::Queen)) & p.color(us),
                (p.kind(Piece::Bishop) | p.kind(Piece::Queen)) & p.color(us),
            ),
            their_pieces,
            knight_moves,
            may_castle: pos.castling().any(them),
        }
    }

    /// What a child knows once `mv` has been played into it.
    #[inline(always)]
    pub(crate) fn after(&self, mv: Move) -> Known<'_> {
        let piece = mv.piece;
        Known {
            siblings: Some(self),
            leapers_kept: !matches!(piece, Piece::Pawn | Piece::Knight),
            king_kept: piece != Piece::King,
            // castling moves a rook, and a promotion makes a piece
            sliders_kept: !matches!(piece, Piece::Bishop | Piece::Rook | Piece::Queen)
                && mv.castling.is_none()
                && mv.promotion.is_none(),
        }
    }
}

/// What the generator may take as known rather than look up again: the facts a leaf's parent
/// worked out for all its children ([`Siblings::after`]), or none ([`Known::NOTHING`]).
#[derive(Clone, Copy)]
pub(crate) struct Known<'a> {
    siblings: Option<&'a Siblings>,
    /// Whether the move into the position left the opponent's pawns and knights where they
    /// stood: it moved a bishop, a rook, a queen or the king (castling too).
    leapers_kept: bool,
    /// Whether it left the opponent's king where it stood.
    king_kept: bool,
    /// Whether it left the opponent's bishops, rooks and queens as they were.
    sliders_kept: bool,
}

impl Known<'_> {
    /// Nothing known: everything is worked out from the position.
    pub(crate) const NOTHING: Known<'static> = Known {
        siblings: None,
        leapers_kept: false,
        king_kept: false,
        sliders_kept: false,
    };

    /// The square of the king of the side to move, `us`, in `pos`.
    #[inline(always)]
    pub(crate) fn king(&self, pos: &Position, us: Color) -> Square {
        match self.siblings {
            Some(s) => s.king,
            None => pos.king(us),
        }
    }

    /// [`lines`] through the king of the side to move, on `king`.
    #[inline(always)]
    pub(crate) fn lines<G: Geometry>(&self, king: Square) -> (Bitboard, Bitboard) {
        match self.siblings {
            Some(s) => s.lines,
            None => lines::<G>(king),
        }
    }

    /// [`zone`] of the king of the side to move, on `king`.
    #[inline(always)]
    pub(crate) fn zone<G: Geometry>(&self, king: Square) -> (Bitboard, Reach) {
        match self.siblings {
            Some(s) => s.zone,
            None => zone::<G>(king),
        }
    }

    /// The squares the opponent's pawns and knights attack, and those of them that attack the
    /// king of the side to move, if known.
    #[inline(always)]
    pub(crate) fn leapers(&self) -> Option<(Bitboard, Bitboard)> {
        let s = self.siblings.filter(|_| self.leapers_kept)?;
        Some((s.leaper_attacks, s.leaper_checkers))
    }

    /// Whether the side to move, `us`, may hold a castling right in `pos`: if it may, each
    /// right is still to be checked.
    #[inline(always)]
    pub(crate) fn may_castle(&self, pos: &Position, us: Color) -> bool {
        match self.siblings {
            Some(s) => s.may_castle,
            None => pos.castling().any(us),
        }
    }

    /// The opponent's rooks and queens, and its bishops and queens, if known.
    #[inline(always)]
    pub(crate) fn sliders(&self) -> Option<(Bitboard, Bitboard)> {
        Some(self.siblings.filter(|_| self.sliders_kept)?.sliders)
    }

    /// The squares the opponent's king attacks, if known.
    #[inline(always)]
    pub(crate) fn king_attacks(&self) -> Option<Bitboard> {
        self.siblings
            .filter(|_| self.king_kept)
            .map(|s| s.king_attacks)
    }

    /// The number of moves of the knights of the side to move (`knights`), if known: the
    /// king is not in check, none of them is pinned, and its side's pieces are those the
    /// count was made with (the move into the position took nothing).
    #[inline(always)]
    pub(crate) fn knight_moves(&self, node: &Node, knights: Bitboard) -> Option<u32> {
        let s = self.siblings?;
        let unchanged = node.own == s.their_pieces
            && node.checkmask == Bitboard::FULL
            && (knights & (node.pin_hv | node.pin_d)).is_empty();
        unchanged.then_some(s.knight_moves)
    }
}

/// The lines through `king`: its rank and file, and its two diagonals.
#[inline(always)]
pub(crate) fn lines<G: Geometry>(king: Square) -> (Bitboard, Bitboard) {
    (
        G::line_mask(king, LineKind::Rank) | G::line_mask(king, LineKind::File),
        G::line_mask(king, LineKind::Diagonal) | G::line_mask(king, LineKind::AntiDiagonal),
    )
}

/// The squares next to `king`, and at least every square a rook, and a bishop, could attack
/// one of them from ([`Reach`]).
#[inline(always)]
pub(crate) fn zone<G: Geometry>(king: Square) -> (Bitboard, Reach) {
    (
        G::king(king),
        Reach {
            rook: G::king_zone_reach(Attacker::Rook, king),
            bishop: G::king_zone_reach(Attacker::Bishop, king),
        },
    )
}
