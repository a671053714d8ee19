//! Legal move generation, set-wise wherever it can be.
//!
//! Per position, once: the pieces giving check and the squares that answer them (the check
//! mask), and the pinned pieces' lines, all from the opponent's sliders on the lines through
//! the king (`line_mask`) and `in_between`, without a slider lookup; the squares around the
//! king the opponent attacks (with the king taken off the board), only when the king has
//! somewhere to go, asking only the sliders whose lines cross those squares. Then every
//! piece's targets are its attacks within the check mask and, if pinned, its pin line:
//! knights, bishops, rooks and queens piece by piece (a queen's two directions as one set),
//! pawns for all pawns at once by shifting the set (pushes, double pushes, both captures,
//! promotions). En passant is replayed on the occupancy; castling (standard and Chess960)
//! checks the squares king and rook cross, found once per tree ([`Castles`]).
//!
//! One generator serves three uses through a [`Sink`]: counting (perft's last ply: a popcount
//! per piece and per pawn set, summed once per position without `popcnt`), making every move
//! (the plies above), and grouping the moves piece by piece ([`generate`]). The side to move
//! is a type, so every "White or Black?" is settled by the compiler; every geometric question
//! goes to the [`Geometry`] `G`.

use chess_lut::{Bitboard, Color, LineKind, Piece, Square};

use crate::castling::CastlingSide;
use crate::moves::{Move, PROMOTIONS, PieceMoves};
use crate::position::Position;
use chess_lut::geometry::{DefaultGeometry, Geometry};

/// The side to move, as a type: the generator is compiled once for each, so that every
/// direction and rank it depends on is a constant.
pub(crate) trait Side {
    /// The colour.
    const US: Color;
    /// The other side.
    type Other: Side;
}

/// White to move.
pub(crate) enum White {}

/// Black to move.
pub(crate) enum Black {}

impl Side for White {
    const US: Color = Color::White;
    type Other = Black;
}

impl Side for Black {
    const US: Color = Color::Black;
    type Other = White;
}

const NOT_A_FILE: u64 = !0x0101_0101_0101_0101;
const NOT_H_FILE: u64 = !0x8080_8080_8080_8080;

/// Every square of `set` one step forward for `color` and one file towards a (a pawn's capture
/// to the west).
#[inline(always)]
fn forward_west(color: Color, set: Bitboard) -> Bitboard {
    match color {
        Color::White => Bitboard((set.0 & NOT_A_FILE) << 7),
        Color::Black => Bitboard((set.0 & NOT_A_FILE) >> 9),
    }
}

/// Every square of `set` one step forward for `color` and one file towards h.
#[inline(always)]
fn forward_east(color: Color, set: Bitboard) -> Bitboard {
    match color {
        Color::White => Bitboard((set.0 & NOT_H_FILE) << 9),
        Color::Black => Bitboard((set.0 & NOT_H_FILE) >> 7),
    }
}

/// How far a pawn move of `color` goes in square indices: `step` squares forward and `file`
/// files across (-1 west, +1 east).
#[inline(always)]
const fn delta(color: Color, step: i8, file: i8) -> i8 {
    match color {
        Color::White => 8 * step + file,
        Color::Black => -8 * step + file,
    }
}

/// What a position's moves depend on, found once per node.
pub(crate) struct Node {
    own: Bitboard,
    enemy: Bitboard,
    occupied: Bitboard,
    king: Square,
    checkers: Bitboard,
    /// The squares a move must go to when in check (the checker and the squares between it
    /// and the king); every square when not in check; none in double check.
    checkmask: Bitboard,
    /// The lines from the king through a piece pinned along a rank or file to its pinner.
    pin_hv: Bitboard,
    /// The same for pins along diagonals.
    pin_d: Bitboard,
}

/// Every pawn move of a position but en passant, as sets of target squares: one square
/// forward, two, and the captures to the west and to the east. A target on `last` promotes.
pub(crate) struct PawnMoves {
    single: Bitboard,
    double: Bitboard,
    west: Bitboard,
    east: Bitboard,
    last: Bitboard,
    us: Color,
}

impl PawnMoves {
    /// Each set with how far behind its targets the pawns stand (in square indices).
    #[inline(always)]
    fn sets(&self) -> [(Bitboard, i8); 4] {
        [
            (self.single, delta(self.us, 1, 0)),
            (self.double, delta(self.us, 2, 0)),
            (self.west, delta(self.us, 1, -1)),
            (self.east, delta(self.us, 1, 1)),
        ]
    }
}

/// Where the generator puts what it finds.
pub(crate) trait Sink {
    /// `piece` on `from` may go to each square of `to`.
    fn piece(&mut self, piece: Piece, from: Square, to: Bitboard);
    /// The pawns' moves but en passant.
    fn pawns(&mut self, moves: &PawnMoves);
    /// The pawn on `from` may take en passant onto `to`.
    fn en_passant(&mut self, from: Square, to: Square);
    /// The king on `from` may castle to `to` with the rook on `rook`.
    fn castle(&mut self, from: Square, to: Square, rook: Square);
}

/// Counts the moves: perft's last ply. Without a `popcnt` instruction (the x86-64 baseline) a
/// popcount is a dozen instructions ending in a multiply that sums the bytes' counts: the sink
/// stops each at the bytes' counts, adds those, and sums the bytes once, at the end.
#[derive(Default)]
pub(crate) struct Count {
    /// Each byte: how many targets the sets added so far have on that rank. At most 160: a
    /// square is the target of at most one slider per direction, eight knights, the king and
    /// three pawn sets, however many pieces the position has.
    ranks: u64,
    /// What the promotions, en passant and castling add.
    more: u64,
}

impl Count {
    /// Adds the squares of `set`.
    #[inline(always)]
    fn add(&mut self, set: Bitboard) {
        if cfg!(target_feature = "popcnt") {
            self.more += u64::from(set.count());
        } else {
            self.ranks += byte_counts(set.0);
        }
    }

    /// The number of moves.
    #[inline(always)]
    pub(crate) fn total(&self) -> u64 {
        if cfg!(target_feature = "popcnt") {
            return self.more;
        }
        // the bytes summed in pairs (at most 320 each), then the four 16-bit sums by a multiply
        // into the top 16 bits: nothing carries, as the total is below 2^16
        const PAIRS: u64 = 0x00FF_00FF_00FF_00FF;
        let pairs = (self.ranks & PAIRS) + ((self.ranks >> 8) & PAIRS);
        (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) + self.more
    }
}

/// The number of set bits of each byte of `x`, in that byte: a popcount without its last step.
#[inline(always)]
const fn byte_counts(x: u64) -> u64 {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
}

impl Sink for Count {
    #[inline(always)]
    fn piece(&mut self, _: Piece, _: Square, to: Bitboard) {
        self.add(to);
    }

    #[inline(always)]
    fn pawns(&mut self, m: &PawnMoves) {
        // a push and a double push never land on one square: one count for both
        self.add(m.single | m.double);
        self.add(m.west);
        self.add(m.east);
        let promotions = (m.single | m.west | m.east) & m.last;
        if !promotions.is_empty() {
            // three more for each: four pieces to promote to
            let n =
                (m.single & m.last).count() + (m.west & m.last).count() + (m.east & m.last).count();
            self.more += 3 * u64::from(n);
        }
    }

    #[inline(always)]
    fn en_passant(&mut self, _: Square, _: Square) {
        self.more += 1;
    }

    #[inline(always)]
    fn castle(&mut self, _: Square, _: Square, _: Square) {
        self.more += 1;
    }
}

/// Hands each move to a closure.
pub(crate) struct Each<F>(pub F);

/// The square `delta` indices behind `to`.
#[inline(always)]
fn behind(to: Square, delta: i8) -> Square {
    match Square::from_index((to as u8).wrapping_add_signed(-delta) & 63) {
        Some(sq) => sq,
        None => unreachable!("masked to 0..64"),
    }
}

impl<F: FnMut(Move)> Sink for Each<F> {
    #[inline(always)]
    fn piece(&mut self, piece: Piece, from: Square, to: Bitboard) {
        for to in to {
            (self.0)(Move::new(piece, from, to));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, m: &PawnMoves) {
        for (set, delta) in m.sets() {
            for to in set & !m.last {
                (self.0)(Move::new(Piece::Pawn, behind(to, delta), to));
            }
            for to in set & m.last {
                for piece in PROMOTIONS {
                    (self.0)(Move {
                        promotion: Some(piece),
                        ..Move::new(Piece::Pawn, behind(to, delta), to)
                    });
                }
            }
        }
    }

    #[inline(always)]
    fn en_passant(&mut self, from: Square, to: Square) {
        (self.0)(Move::new(Piece::Pawn, from, to));
    }

    #[inline(always)]
    fn castle(&mut self, from: Square, to: Square, rook: Square) {
        (self.0)(Move {
            castling: Some(rook),
            ..Move::new(Piece::King, from, to)
        });
    }
}

/// Groups the moves piece by piece for [`generate`]: each piece's set as it comes, the pawns'
/// sets split by the pawn they start from.
struct Grouped<F> {
    visit: F,
    /// Each pawn's targets, and whether it promotes.
    pawns: [(Bitboard, bool); 64],
}

impl<F: FnMut(PieceMoves)> Sink for Grouped<F> {
    fn piece(&mut self, piece: Piece, from: Square, to: Bitboard) {
        (self.visit)(PieceMoves::new(piece, from, to));
    }

    fn pawns(&mut self, m: &PawnMoves) {
        for (set, delta) in m.sets() {
            for to in set {
                let entry = &mut self.pawns[behind(to, delta).index()];
                *entry = (entry.0.with(to), m.last.contains(to));
            }
        }
    }

    fn en_passant(&mut self, from: Square, to: Square) {
        let entry = &mut self.pawns[from.index()];
        entry.0 = entry.0.with(to);
    }

    fn castle(&mut self, from: Square, to: Square, rook: Square) {
        (self.visit)(PieceMoves {
            castling: Some(rook),
            ..PieceMoves::new(Piece::King, from, to.bitboard())
        });
    }
}

/// The checkers, the check mask and the pins of `pos` with `S` to move.
#[inline(always)]
pub(crate) fn analyse<G: Geometry, S: Side>(pos: &Position) -> Node {
    let p = pos.pieces();
    let (us, them) = (S::US, S::US.other());
    let (own, enemy) = (p.color(us), p.color(them));
    let occupied = own | enemy;
    let king = pos.king(us);
    let queens = p.kind(Piece::Queen);
    let mut checkers = (G::pawn(us, king) & p.of(them, Piece::Pawn))
        | (G::knight(king) & p.of(them, Piece::Knight));
    let mut rays = Bitboard::EMPTY;
    let mut pins = [Bitboard::EMPTY; 2];
    // the opponent's sliders on a line through the king (two loads of line masks each, no
    // slider lookup): with nothing between they give check, with one of ours alone between
    // they pin it
    let snipers = [
        (G::line_mask(king, LineKind::Rank) | G::line_mask(king, LineKind::File))
            & (p.kind(Piece::Rook) | queens)
            & enemy,
        (G::line_mask(king, LineKind::Diagonal) | G::line_mask(king, LineKind::AntiDiagonal))
            & (p.kind(Piece::Bishop) | queens)
            & enemy,
    ];
    for (pinned, snipers) in pins.iter_mut().zip(snipers) {
        for sniper in snipers {
            let ray = G::between(king, sniper);
            let blockers = ray & occupied;
            if blockers.is_empty() {
                checkers |= sniper.bitboard();
                rays |= ray;
            } else if blockers.0 & (blockers.0 - 1) == 0 && (blockers & enemy).is_empty() {
                *pinned |= ray.with(sniper);
            }
        }
    }
    // no popcount: none, one (clearing the lowest bit leaves none) or more
    let checkmask = if checkers.is_empty() {
        Bitboard::FULL
    } else if checkers.0 & (checkers.0 - 1) == 0 {
        rays | checkers
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
        pin_hv: pins[0],
        pin_d: pins[1],
    }
}

/// The squares of `zone` the opponent of `S` attacks once the king has left `node.king`. A
/// slider is asked for its attacks only if one of its lines (two loads of line masks) crosses
/// the zone.
#[inline(always)]
fn attacked_in<G: Geometry, S: Side>(pos: &Position, node: &Node, zone: Bitboard) -> Bitboard {
    let p = pos.pieces();
    let them = S::US.other();
    let occupied = node.occupied.without(node.king);
    let pawns = p.of(them, Piece::Pawn);
    let mut ban = forward_west(them, pawns) | forward_east(them, pawns) | G::king(pos.king(them));
    for sq in p.of(them, Piece::Knight) {
        ban |= G::knight(sq);
    }
    let queens = p.kind(Piece::Queen);
    for sq in (p.kind(Piece::Rook) | queens) & node.enemy {
        let lines = G::line_mask(sq, LineKind::Rank) | G::line_mask(sq, LineKind::File);
        if !(lines & zone).is_empty() {
            ban |= G::rook(sq, occupied);
        }
    }
    for sq in (p.kind(Piece::Bishop) | queens) & node.enemy {
        let lines = G::line_mask(sq, LineKind::Diagonal) | G::line_mask(sq, LineKind::AntiDiagonal);
        if !(lines & zone).is_empty() {
            ban |= G::bishop(sq, occupied);
        }
    }
    ban & zone
}

/// Every legal move of `pos` with `S` to move, into `sink`; `rights` are the castling moves of
/// `pos` or of a position above it.
#[inline(always)]
pub(crate) fn moves<G: Geometry, S: Side, K: Sink>(
    pos: &Position,
    node: &Node,
    rights: &Castles,
    sink: &mut K,
) {
    let p = pos.pieces();
    let us = S::US;
    let king = node.king;

    // the squares the king may step to or cross castling, and which of them the opponent
    // attacks once the king has left its square
    let around = G::king(king) & !node.own;
    let mut castles = [None; 2];
    let mut zone = around;
    if node.checkers.is_empty() && pos.castling().any(us) {
        for (castle, side) in castles.iter_mut().zip(CastlingSide::ALL) {
            if let Some(free) = rights.free(pos, node, us, side) {
                zone |= free.king_path;
                *castle = Some(free);
            }
        }
    }
    let attacked = if zone.is_empty() {
        Bitboard::EMPTY
    } else {
        attacked_in::<G, S>(pos, node, zone)
    };
    if !around.is_empty() {
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
    for from in p.of(us, Piece::Knight) & !pinned {
        sink.piece(Piece::Knight, from, G::knight(from) & targets);
    }
    // the free sliders, a queen's two directions in one set
    let (bishops, rooks, queens) = (
        p.of(us, Piece::Bishop),
        p.of(us, Piece::Rook),
        p.of(us, Piece::Queen),
    );
    for from in bishops & !pinned {
        sink.piece(Piece::Bishop, from, G::bishop(from, occupied) & targets);
    }
    for from in rooks & !pinned {
        sink.piece(Piece::Rook, from, G::rook(from, occupied) & targets);
    }
    for from in queens & !pinned {
        let to = G::bishop(from, occupied) | G::rook(from, occupied);
        sink.piece(Piece::Queen, from, to & targets);
    }
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
            sink.piece(
                kind(from),
                from,
                G::bishop(from, occupied) & targets & pin_d,
            );
        }
        for from in (rooks | queens) & pin_hv {
            sink.piece(kind(from), from, G::rook(from, occupied) & targets & pin_hv);
        }
    }

    // pawns, all at once: a pawn pinned on a diagonal never pushes, one pinned on a rank or
    // file never captures, and a pinned pawn stays on its line
    let pawns = p.of(us, Piece::Pawn);
    let empty = !occupied;
    let last = Bitboard::relative_rank(us, 7);
    let pushers = pawns & !pin_d;
    let single =
        ((pushers & !pin_hv).forward(us) | ((pushers & pin_hv).forward(us) & pin_hv)) & empty;
    let double = (single & Bitboard::relative_rank(us, 2)).forward(us) & empty & node.checkmask;
    let capturers = pawns & !pin_hv;
    let (free, pinned_d) = (capturers & !pin_d, capturers & pin_d);
    let prey = node.enemy & node.checkmask;
    sink.pawns(&PawnMoves {
        single: single & node.checkmask,
        double,
        west: (forward_west(us, free) | (forward_west(us, pinned_d) & pin_d)) & prey,
        east: (forward_east(us, free) | (forward_east(us, pinned_d) & pin_d)) & prey,
        last,
        us,
    });

    if let Some(ep) = pos.en_passant() {
        en_passant::<G, S, K>(pos, node, ep, sink);
    }
    for castle in castles.into_iter().flatten() {
        castle.legal::<G, K>(pos, node, attacked, sink);
    }
}

/// The en-passant captures onto `ep`, each tested by playing it on the occupancy: it must
/// leave the king unattacked, which also covers the pawn pair pinned along the rank, a pawn
/// pinned on a diagonal, and a check that the capture does not answer.
#[cold]
fn en_passant<G: Geometry, S: Side, K: Sink>(
    pos: &Position,
    node: &Node,
    ep: Square,
    sink: &mut K,
) {
    let p = pos.pieces();
    let (us, them) = (S::US, S::US.other());
    // the pawn that just moved past `ep` stands one rank behind it, seen from us
    let Some(captured) = ep.backward(us) else {
        unreachable!("an en-passant square is on the third or sixth rank: the FEN reader checks it")
    };
    for from in G::pawn(them, ep) & p.of(us, Piece::Pawn) {
        let occupied = node.occupied.without(from).without(captured).with(ep);
        let queens = p.kind(Piece::Queen);
        let rooks = (p.kind(Piece::Rook) | queens) & node.enemy;
        let bishops = (p.kind(Piece::Bishop) | queens) & node.enemy;
        let leapers = (G::knight(node.king) & p.of(them, Piece::Knight))
            | (G::pawn(us, node.king) & p.of(them, Piece::Pawn).without(captured));
        let sliders =
            (G::rook(node.king, occupied) & rooks) | (G::bishop(node.king, occupied) & bishops);
        if (leapers | sliders).is_empty() {
            sink.en_passant(from, ep);
        }
    }
}

/// A castling move a position's rights allow, with every square it needs: found once for a
/// whole perft tree ([`Castles::of`] its root), since a right is only ever lost below the root
/// and, while it is held, neither the king nor its rook has moved.
#[derive(Clone, Copy)]
struct Castle {
    king_to: Square,
    rook: Square,
    rook_to: Square,
    /// The squares the king crosses and lands on: none may be attacked.
    king_path: Bitboard,
    /// The squares king and rook cross or land on but their own two: all must be empty.
    path: Bitboard,
    /// The back-rank squares the castling rook hides from `king_to`: a rook or queen of the
    /// opponent there would give check once the rook has moved (Chess960 only; empty with the
    /// rook in the corner).
    shielded: Bitboard,
}

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
                });
            }
        }
        Castles(out)
    }

    /// Castling for `us` on `side` in `pos`, if the right is still held and the path free.
    #[inline(always)]
    fn free(&self, pos: &Position, node: &Node, us: Color, side: CastlingSide) -> Option<&Castle> {
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
    fn legal<G: Geometry, K: Sink>(
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

/// Runs the generator on `pos` with the side to move as a type: `f::<G, White>` or
/// `f::<G, Black>`.
macro_rules! by_side {
    ($pos:expr, $f:ident::<$g:ty>($($arg:expr),*)) => {
        match $pos.side_to_move() {
            Color::White => $f::<$g, White>($($arg),*),
            Color::Black => $f::<$g, Black>($($arg),*),
        }
    };
}
pub(crate) use by_side;

fn generate_side<G: Geometry, S: Side>(pos: &Position, visit: &mut dyn FnMut(PieceMoves)) {
    let node = analyse::<G, S>(pos);
    let mut grouped = Grouped {
        visit,
        pawns: [(Bitboard::EMPTY, false); 64],
    };
    moves::<G, S, _>(pos, &node, &Castles::of::<G>(pos), &mut grouped);
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
    let node = analyse::<G, S>(pos);
    let mut count = Count::default();
    moves::<G, S, _>(pos, &node, &Castles::of::<G>(pos), &mut count);
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
