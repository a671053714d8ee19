//! Castling, standard and Chess960: what each right's move crosses, worked out once per tree.

use chess_lut::geometry::Geometry;
use chess_lut::{Bitboard, Color, LineKind, Piece, Square};

use super::{Node, Reach, Sink};
use crate::castling::CastlingSide;
use crate::position::Position;

/// The castling moves of a position's rights, by colour and side, worked out once (the
/// squares they cross, the squares the rook shields) for the position and every position
/// below it.
#[derive(Clone, Copy)]
pub(crate) struct Castles([[Option<Castle>; 2]; 2]);

impl Castles {
    /// The castling moves of `pos`'s rights.
    pub(crate) fn of<G: Geometry>(pos: &Position) -> Castles {
        let mut out = [[None; 2]; 2];
        for color in [Color::White, Color::Black] {
            let king = pos.king(color);
            for side in CastlingSide::ALL {
                let Some(rook) = pos.castling().rook(color, side) else {
                    continue;
                };
                let (king_to, rook_to) = (side.king_to(color), side.rook_to(color));
                let king_path = G::between(king, king_to).with(king_to);
                let rook_path = G::between(rook, rook_to).with(rook_to);
                let back_rank = G::line_mask(rook, LineKind::Rank);
                let shielded = back_rank
                    .into_iter()
                    .filter(|&sq| G::between(king_to, sq).contains(rook))
                    .fold(Bitboard::EMPTY, Bitboard::with);
                out[color as usize][side as usize] = Some(Castle {
                    king_to,
                    rook,
                    rook_to,
                    king_path,
                    path: (king_path | rook_path) & !king.bitboard().with(rook),
                    shielded,
                    reach: king_path.into_iter().fold(Reach::EMPTY, |reach, sq| Reach {
                        rook: reach.rook | G::rook(sq, Bitboard::EMPTY),
                        bishop: reach.bishop | G::bishop(sq, Bitboard::EMPTY),
                    }),
                });
            }
        }
        Castles(out)
    }

    /// Castling for `us` on `side` in `pos`, if the right is still held and the path free.
    #[inline(always)]
    pub(crate) fn free(
        &self,
        pos: &Position,
        node: &Node,
        us: Color,
        side: CastlingSide,
    ) -> Option<&Castle> {
        let castle = self.0[us as usize][side as usize].as_ref()?;
        debug_assert!(
            pos.castling()
                .rook(us, side)
                .is_none_or(|rook| rook == castle.rook)
        );
        (pos.castling().has(us, side) && (castle.path & node.occupied).is_empty()).then_some(castle)
    }
}

impl Castle {
    /// The castling move into `sink` if legal (the caller checked the king is not in check and
    /// the path is free): no square the king crosses or lands on is `attacked`, and no rook or
    /// queen of the opponent stands where the castling rook hid it from the king's new square.
    #[inline(always)]
    pub(crate) fn legal<G: Geometry, K: Sink>(
        &self,
        pos: &Position,
        node: &Node,
        attacked: Bitboard,
        sink: &mut K,
    ) {
        if !(self.king_path & attacked).is_empty() {
            return;
        }
        let p = pos.pieces();
        let rooks = (p.kind(Piece::Rook) | p.kind(Piece::Queen)) & node.enemy;
        if !(self.shielded & rooks).is_empty() {
            let movers = node.king.bitboard().with(self.rook);
            let after = (node.occupied & !movers)
                .with(self.king_to)
                .with(self.rook_to);
            if !(G::rook(self.king_to, after) & rooks).is_empty() {
                return;
            }
        }
        sink.castle(node.king, self.king_to, self.rook);
    }
}

/// A castling move a position's rights allow, with every square it needs: found once for a
/// whole perft tree ([`Castles::of`] its root), since a right is only ever lost below the root
/// and, while it is held, neither the king nor its rook has moved.
#[derive(Clone, Copy)]
pub(crate) struct Castle {
    pub(crate) king_to: Square,
    pub(crate) rook: Square,
    pub(crate) rook_to: Square,
    /// The squares the king crosses and lands on: none may be attacked.
    pub(crate) king_path: Bitboard,
    /// The squares king and rook cross or land on but their own two: all must be empty.
    pub(crate) path: Bitboard,
    /// The back-rank squares the castling rook hides from `king_to`: a rook or queen of the
    /// opponent there would give check once the rook has moved (Chess960 only; empty with the
    /// rook in the corner).
    pub(crate) shielded: Bitboard,
    /// Where a rook, and a bishop, must stand to attack a square of `king_path`: [`Reach`].
    pub(crate) reach: Reach,
}
