//! Legal move generation, set-wise wherever it can be.
//!
//! Per position, once: the pieces giving check and the squares that answer them (the check
//! mask), and the pinned pieces' lines. Each opponent's rook or queen (bishop or queen) on a
//! rank or file (diagonal) through the king is a sniper, and what stands between it and the
//! king (one in-between lookup) says what it does: nothing, it gives check; one of our pieces
//! alone, it pins that piece. Then the squares around the king the opponent attacks (with the
//! king taken off the board), only when the king has somewhere to go or a castling path (and
//! always in a tree with no castling right, where the king nearly always has a square), asking
//! only the sliders that stand where they could attack one of the king's neighbours
//! ([`king_zone_reach`](chess_lut::king_zone_reach)) or castling squares.
//!
//! Then every piece's targets are its attacks within the check mask and, if pinned, its pin
//! line: knights, bishops, rooks and queens piece by piece (a queen's two directions as one set),
//! pawns for all pawns at once by shifting the set (pushes, double pushes, both captures,
//! promotions; without the pins' masks when nothing is pinned). En passant is replayed on the
//! occupancy; castling (standard and Chess960) checks the squares king and rook cross, found
//! once per tree ([`Castles`]).
//!
//! One generator serves three uses through a [`Sink`]: counting (perft's last ply: a popcount
//! per piece and per pawn set, summed once per position without `popcnt`), making every move
//! (the plies above), and grouping the moves piece by piece ([`generate`]). At the last ply
//! it also takes what the leaves' parent worked out once for all of them ([`Siblings`]): their
//! king's lookups, the parent's attacks and sliders, and the leaves' knight moves, each while
//! the move into the leaf left it as it was. The side to move
//! is a type, so every "White or Black?" is settled by the compiler; every geometric question
//! goes to the [`Geometry`] `G`.

use chess_lut::geometry::{DefaultGeometry, Geometry};
use chess_lut::{Bitboard, Color, Piece, Square};

use crate::castling::CastlingSide;
use crate::moves::{Move, PieceMoves};
use crate::position::Position;

mod castles;
mod siblings;
mod side;
mod sinks;

pub(crate) use castles::Castles;
pub(crate) use siblings::{Known, Siblings};
pub(crate) use side::{Black, Side, White};
use side::{forward_east, forward_west};
use sinks::Grouped;
pub(crate) use sinks::{BUILD_FILL, BUILD_POPCNT, Count, Each, PawnMoves, Sink};
#[cfg(target_arch = "x86_64")]
pub(crate) use sinks::{FILL_AVX2, FILL_AVX512};

/// What a position's moves depend on, found once per node.
pub(crate) struct Node {
    pub(crate) own: Bitboard,
    pub(crate) enemy: Bitboard,
    pub(crate) occupied: Bitboard,
    pub(crate) king: Square,
    pub(crate) checkers: Bitboard,
    /// The squares a move must go to when in check (the checker and the squares between it
    /// and the king); every square when not in check; none in double check.
    pub(crate) checkmask: Bitboard,
    /// The lines from the king through a piece pinned along a rank or file to its pinner.
    pub(crate) pin_hv: Bitboard,
    /// The same for pins along diagonals.
    pub(crate) pin_d: Bitboard,
    /// The opponent's rooks and queens, and its bishops and queens.
    pub(crate) sliders: (Bitboard, Bitboard),
}

/// The checkers, the check mask and the pins of `pos` with `S` to move; `known`: what need not
/// be worked out again.
#[inline(always)]
pub(crate) fn analyse<G: Geometry, S: Side>(pos: &Position, known: Known<'_>) -> Node {
    let p = pos.pieces();
    let (us, them) = (S::US, S::US.other());
    let (own, enemy) = (p.color(us), p.color(them));
    let occupied = own | enemy;
    let king = known.king(pos, us);
    let queens = p.kind(Piece::Queen);
    let leapers = match known.leapers() {
        Some((_, checkers)) => checkers,
        None => {
            (G::pawn(us, king) & p.of(them, Piece::Pawn))
                | (G::knight(king) & p.of(them, Piece::Knight))
        }
    };
    let (rooks, bishops) = match known.sliders() {
        Some(sliders) => sliders,
        None => (
            (p.kind(Piece::Rook) | queens) & enemy,
            (p.kind(Piece::Bishop) | queens) & enemy,
        ),
    };
    // each opponent's slider on a line through the king: a checker if nothing stands between,
    // a pinner if one of ours stands there alone
    let mut checkers = leapers;
    let (mut pin_hv, mut pin_d) = (Bitboard::EMPTY, Bitboard::EMPTY);
    let (straight, diagonal) = known.lines::<G>(king);
    for sniper in straight & rooks {
        let (check, pin) = snipe::<G>(king, sniper, occupied, own);
        checkers |= check;
        pin_hv |= pin;
    }
    for sniper in diagonal & bishops {
        let (check, pin) = snipe::<G>(king, sniper, occupied, own);
        checkers |= check;
        pin_d |= pin;
    }
    // no popcount: none, one (clearing the lowest bit leaves none) or more
    let checkmask = if checkers.is_empty() {
        Bitboard::FULL
    } else if checkers.0 & (checkers.0 - 1) == 0 {
        match checkers.first() {
            Some(checker) => G::between(king, checker) | checkers,
            None => unreachable!("checkers is not empty"),
        }
    } else {
        Bitboard::EMPTY
    };
    Node {
        own,
        enemy,
        occupied,
        king,
        checkers,
        checkmask,
        pin_hv,
        pin_d,
        sliders: (rooks, bishops),
    }
}

/// What the opponent's slider on `sniper`, on a line through the king on `king` that it
/// slides along, does to the king: the checker (`sniper` if nothing stands between them), and
/// the pin line (from the king to `sniper`, without the king, if exactly one piece stands
/// between them and it is one of `own`).
#[inline(always)]
fn snipe<G: Geometry>(
    king: Square,
    sniper: Square,
    occupied: Bitboard,
    own: Bitboard,
) -> (Bitboard, Bitboard) {
    let between = G::between(king, sniper);
    let blockers = between & occupied;
    // branch-free: whether a sniper checks, pins or neither is the position's, not a pattern
    let check = if blockers.is_empty() {
        sniper.bitboard()
    } else {
        Bitboard::EMPTY
    };
    let alone = blockers.0 & blockers.0.wrapping_sub(1) == 0;
    let pin = if alone && !(blockers & own).is_empty() {
        between.with(sniper)
    } else {
        Bitboard::EMPTY
    };
    (check, pin)
}

/// At least every square a rook, and a bishop, could attack a set of squares from, whatever
/// stands between: a filter on the opponent's sliders.
#[derive(Clone, Copy)]
pub(crate) struct Reach {
    /// For a rook (or a queen along a rank or file).
    pub(crate) rook: Bitboard,
    /// For a bishop (or a queen along a diagonal).
    pub(crate) bishop: Bitboard,
}

impl Reach {
    /// Nowhere.
    pub(crate) const EMPTY: Reach = Reach {
        rook: Bitboard::EMPTY,
        bishop: Bitboard::EMPTY,
    };
}

impl core::ops::BitOr for Reach {
    type Output = Reach;

    #[inline(always)]
    fn bitor(self, other: Reach) -> Reach {
        Reach {
            rook: self.rook | other.rook,
            bishop: self.bishop | other.bishop,
        }
    }
}

/// The squares of `zone` the opponent of `S` attacks once the king has left `node.king`. Only
/// a slider standing in `reach` (at least every square it could attack the zone from) is asked
/// for its attacks.
#[inline(always)]
fn attacked_in<G: Geometry, S: Side>(
    pos: &Position,
    node: &Node,
    zone: Bitboard,
    reach: Reach,
    known: Known<'_>,
) -> Bitboard {
    let p = pos.pieces();
    let them = S::US.other();
    let occupied = node.occupied.without(node.king);
    let mut ban = match known.king_attacks() {
        Some(attacks) => attacks,
        None => G::king(pos.king(them)),
    };
    match known.leapers() {
        Some((attacks, _)) => ban |= attacks,
        None => {
            let pawns = p.of(them, Piece::Pawn);
            ban |= forward_west(them, pawns) | forward_east(them, pawns);
            for sq in p.of(them, Piece::Knight) {
                ban |= G::knight(sq);
            }
        }
    }
    let (rooks, bishops) = node.sliders;
    for sq in rooks & reach.rook {
        ban |= G::rook(sq, occupied);
    }
    for sq in bishops & reach.bishop {
        ban |= G::bishop(sq, occupied);
    }
    ban & zone
}

/// Every legal move of `pos` with `S` to move, into `sink`; `rights` are the castling moves of
/// `pos` or of a position above it, `known` what need not be worked out again. Castling only if
/// `CASTLE`: a caller that knows `pos` holds no right compiles its generator without it.
#[inline(always)]
pub(crate) fn moves<G: Geometry, S: Side, K: Sink, const CASTLE: bool>(
    pos: &Position,
    node: &Node,
    rights: &Castles,
    sink: &mut K,
    known: Known<'_>,
) {
    let p = pos.pieces();
    let us = S::US;
    let king = node.king;

    // the squares the king may step to or cross castling, and which of them the opponent
    // attacks once the king has left its square
    let (neighbours, mut reach) = known.zone::<G>(king);
    let around = neighbours & !node.own;
    let mut castles = [None; 2];
    let mut zone = around;
    if CASTLE && node.checkers.is_empty() && known.may_castle(pos, us) {
        for (castle, side) in castles.iter_mut().zip(CastlingSide::ALL) {
            if let Some(free) = rights.free(pos, node, us, side) {
                zone |= free.king_path;
                reach = reach | free.reach;
                *castle = Some(free);
            }
        }
    }
    // one test for both: a king with a square to go to has a zone. Without a castling right
    // (most often an ending, where the king nearly always has a square) no test: the work it
    // would save is seldom there to save
    let mut attacked = Bitboard::EMPTY;
    if !CASTLE || !zone.is_empty() {
        attacked = attacked_in::<G, S>(pos, node, zone, reach, known);
        sink.piece(Piece::King, king, around & !attacked);
    }
    if node.checkmask.is_empty() {
        return; // double check: only the king may move
    }
    let targets = !node.own & node.checkmask;
    let occupied = node.occupied;
    let (pin_hv, pin_d) = (node.pin_hv, node.pin_d);
    let pinned = pin_hv | pin_d;

    // a pinned knight never stays on its line
    let knights = p.of(us, Piece::Knight);
    let counted = known.knight_moves(node, knights);
    sink.knights::<G>(knights & !pinned, targets, counted);
    // the free sliders, a queen's two directions in one set
    let (bishops, rooks, queens) = (
        p.of(us, Piece::Bishop),
        p.of(us, Piece::Rook),
        p.of(us, Piece::Queen),
    );
    sink.sliders::<G>(
        bishops & !pinned,
        rooks & !pinned,
        queens & !pinned,
        occupied,
        targets,
    );
    // a pinned slider moves only along its pin line, and only if it slides that way
    if !pinned.is_empty() {
        let kind = |from| {
            if queens.contains(from) {
                Piece::Queen
            } else if rooks.contains(from) {
                Piece::Rook
            } else {
                Piece::Bishop
            }
        };
        for from in (bishops | queens) & pin_d {
            sink.pinned(
                kind(from),
                from,
                G::bishop(from, occupied) & targets & pin_d,
            );
        }
        for from in (rooks | queens) & pin_hv {
            sink.pinned(kind(from), from, G::rook(from, occupied) & targets & pin_hv);
        }
    }

    // pawns, all at once: a pawn pinned on a diagonal never pushes, one pinned on a rank or
    // file never captures, and a pinned pawn stays on its line
    let pawns = p.of(us, Piece::Pawn);
    let empty = !occupied;
    let last = Bitboard::relative_rank(us, 7);
    let prey = node.enemy & node.checkmask;
    let moves = if pinned.is_empty() {
        // most positions pin nothing: the sets below without the pins' masks
        let single = pawns.forward(us) & empty;
        PawnMoves {
            single: single & node.checkmask,
            double: (single & Bitboard::relative_rank(us, 2)).forward(us) & empty & node.checkmask,
            west: forward_west(us, pawns) & prey,
            east: forward_east(us, pawns) & prey,
            last,
            us,
        }
    } else {
        let pushers = pawns & !pin_d;
        let single =
            ((pushers & !pin_hv).forward(us) | ((pushers & pin_hv).forward(us) & pin_hv)) & empty;
        let double = (single & Bitboard::relative_rank(us, 2)).forward(us) & empty & node.checkmask;
        let capturers = pawns & !pin_hv;
        let (free, pinned_d) = (capturers & !pin_d, capturers & pin_d);
        PawnMoves {
            single: single & node.checkmask,
            double,
            west: (forward_west(us, free) | (forward_west(us, pinned_d) & pin_d)) & prey,
            east: (forward_east(us, free) | (forward_east(us, pinned_d) & pin_d)) & prey,
            last,
            us,
        }
    };
    sink.pawns(&moves);

    if let Some(ep) = pos.en_passant() {
        // the replay inline too: out of line, its call cost more than the code it kept out
        let takers = G::pawn(us.other(), ep) & pawns;
        if !takers.is_empty() {
            en_passant::<G, S, K>(pos, node, ep, takers, sink);
        }
    }
    for castle in castles.into_iter().flatten() {
        castle.legal::<G, K>(pos, node, attacked, sink);
    }
}

/// The en-passant captures onto `ep` by the pawns of `takers` (ours that attack it), each
/// tested by playing it on the occupancy: it must leave the king unattacked, which also covers
/// the pawn pair pinned along the rank, a pawn pinned on a diagonal, and a check that the
/// capture does not answer.
#[inline(always)]
fn en_passant<G: Geometry, S: Side, K: Sink>(
    pos: &Position,
    node: &Node,
    ep: Square,
    takers: Bitboard,
    sink: &mut K,
) {
    let p = pos.pieces();
    let (us, them) = (S::US, S::US.other());
    // the pawn that just moved past `ep` stands one rank behind it, seen from us
    let Some(captured) = ep.backward(us) else {
        unreachable!("an en-passant square is on the third or sixth rank: the FEN reader checks it")
    };
    for from in takers {
        let occupied = node.occupied.without(from).without(captured).with(ep);
        let (rooks, bishops) = node.sliders;
        let leapers = (G::knight(node.king) & p.of(them, Piece::Knight))
            | (G::pawn(us, node.king) & p.of(them, Piece::Pawn).without(captured));
        let (rook, bishop) = G::both(node.king, occupied);
        let sliders = (rook & rooks) | (bishop & bishops);
        if (leapers | sliders).is_empty() {
            sink.en_passant(from, ep);
        }
    }
}

/// Runs the generator on `pos` with the side to move as a type: `f::<G, White>` or
/// `f::<G, Black>`; `f::<G, C>` passes `C` after the side (`f::<G, White, C>`), as perft's
/// recursion takes whether castling is looked at.
macro_rules! by_side {
    ($pos:expr, $f:ident::<$g:ty $(, $c:tt)?>($($arg:expr),*)) => {
        match $pos.side_to_move() {
            Color::White => $f::<$g, White $(, $c)?>($($arg),*),
            Color::Black => $f::<$g, Black $(, $c)?>($($arg),*),
        }
    };
}
pub(crate) use by_side;

fn generate_side<G: Geometry, S: Side>(pos: &Position, visit: &mut dyn FnMut(PieceMoves)) {
    let node = analyse::<G, S>(pos, Known::NOTHING);
    let mut grouped = Grouped {
        visit,
        pawns: [(Bitboard::EMPTY, false); 64],
    };
    moves::<G, S, _, true>(
        pos,
        &node,
        &Castles::of::<G>(pos),
        &mut grouped,
        Known::NOTHING,
    );
    for (i, &(to, promotion)) in grouped.pawns.iter().enumerate() {
        if let (false, Some(from)) = (to.is_empty(), Square::from_index(i as u8)) {
            (grouped.visit)(PieceMoves {
                promotion,
                ..PieceMoves::new(Piece::Pawn, from, to)
            });
        }
    }
}

/// Calls `visit` with every piece's legal moves in `pos`: each knight, bishop, rook, queen and
/// the king once (possibly with no target), each pawn that can move once, each castling move
/// on its own.
pub fn generate<G: Geometry>(pos: &Position, mut visit: impl FnMut(PieceMoves)) {
    by_side!(pos, generate_side::<G>(pos, &mut visit));
}

fn count_side<G: Geometry, S: Side>(pos: &Position) -> u64 {
    let node = analyse::<G, S>(pos, Known::NOTHING);
    let mut count = Count::<BUILD_POPCNT, BUILD_FILL>::default();
    moves::<G, S, _, true>(
        pos,
        &node,
        &Castles::of::<G>(pos),
        &mut count,
        Known::NOTHING,
    );
    count.total()
}

/// The number of legal moves in `pos`: a popcount per piece and per pawn set.
///
/// ```
/// use chess_lut::geometry::DefaultGeometry;
/// use chess_lut_perft::{Position, count};
/// assert_eq!(count::<DefaultGeometry>(&Position::start()), 20);
/// ```
pub fn count<G: Geometry>(pos: &Position) -> u64 {
    by_side!(pos, count_side::<G>(pos))
}

/// Every legal move in `pos`.
///
/// ```
/// use chess_lut_perft::{Position, legal_moves};
/// let moves = legal_moves(&Position::start());
/// assert_eq!(moves.len(), 20);
/// assert!(moves.iter().any(|m| m.to_string() == "g1f3"));
/// ```
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    generate::<DefaultGeometry>(pos, |moves| out.extend(moves));
    out
}
