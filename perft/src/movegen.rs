//! Legal move generation, set-wise wherever it can be.
//!
//! Per position, once: the pieces giving check and the squares that answer them (the
//! check mask), and the pinned pieces' lines, all from the slider attacks from the king on an
//! occupancy of the opponent's pieces only and `in_between`; the squares around the king the
//! opponent attacks (with the king taken off the board), only when the king has somewhere to
//! go. Then every piece's targets are its attacks within the check mask and, if pinned, its
//! pin line: knights, bishops, rooks and queens piece by piece, pawns for all pawns at once by
//! shifting the set (pushes, double pushes, both captures, promotions). En passant is replayed
//! on the occupancy; castling (standard and Chess960) checks the squares king and rook cross.
//!
//! One generator serves three uses through a [`Sink`]: counting (perft's last ply: a
//! popcount per piece and per pawn set), making every move (the plies above), and grouping
//! the moves piece by piece ([`generate`]). The side to move is a type, so every "White or
//! Black?" is settled by the compiler; every geometric question goes to the [`Geometry`] `G`.

use chess_lut::{Bitboard, Color, Piece, Square};

use crate::castling::CastlingSide;
use crate::geometry::{DefaultGeometry, Geometry};
use crate::moves::{Move, PROMOTIONS, PieceMoves};
use crate::position::Position;

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

/// Counts the moves: perft's last ply.
pub(crate) struct Count(pub u64);

impl Sink for Count {
    #[inline(always)]
    fn piece(&mut self, _: Piece, _: Square, to: Bitboard) {
        self.0 += u64::from(to.count());
    }

    #[inline(always)]
    fn pawns(&mut self, m: &PawnMoves) {
        // a push and a double push never land on one square: one popcount for both
        self.0 += u64::from((m.single | m.double).count() + m.west.count() + m.east.count());
        let promotions = (m.single | m.west | m.east) & m.last;
        if !promotions.is_empty() {
            // three more for each: four pieces to promote to
            let n =
                (m.single & m.last).count() + (m.west & m.last).count() + (m.east & m.last).count();
            self.0 += 3 * u64::from(n);
        }
    }

    #[inline(always)]
    fn en_passant(&mut self, _: Square, _: Square) {
        self.0 += 1;
    }

    #[inline(always)]
    fn castle(&mut self, _: Square, _: Square, _: Square) {
        self.0 += 1;
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
    // the opponent's sliders the king sees through our pieces only: with nothing between they
    // give check, with one of ours between they pin it
    let snipers = [
        (p.kind(Piece::Rook) | queens) & enemy,
        (p.kind(Piece::Bishop) | queens) & enemy,
    ];
    for (k, &sliders) in snipers.iter().enumerate() {
        if sliders.is_empty() {
            continue;
        }
        let seen = if k == 0 {
            G::rook(king, enemy)
        } else {
            G::bishop(king, enemy)
        };
        for sniper in seen & sliders {
            let ray = G::between(king, sniper);
            let blockers = (ray & occupied).0;
            if blockers == 0 {
                checkers |= sniper.bitboard();
                rays |= ray;
            } else if blockers & (blockers - 1) == 0 {
                pins[k] |= ray.with(sniper);
            }
        }
    }
    let checkmask = match checkers.count() {
        0 => Bitboard::FULL,
        1 => rays | checkers,
        _ => Bitboard::EMPTY,
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

/// The lines a set of squares lies on, as bit masks: which ranks, files, diagonals
/// (`rank - file + 7`) and anti-diagonals (`rank + file`). A slider can attack a square of the
/// set only from one of them.
#[derive(Clone, Copy)]
struct Reach {
    ranks: u16,
    files: u16,
    diagonals: u32,
    anti_diagonals: u32,
}

impl Reach {
    /// The lines of the squares around `sq` (and `sq`): three ranks and files, five
    /// diagonals and anti-diagonals.
    #[inline(always)]
    fn around(sq: Square) -> Reach {
        let (r, f) = (u32::from(sq.rank()), u32::from(sq.file()));
        Reach {
            ranks: ((0b111 << r) >> 1) as u16,
            files: ((0b111 << f) >> 1) as u16,
            diagonals: (0b11111 << (r + 7 - f)) >> 2,
            anti_diagonals: (0b11111 << (r + f)) >> 2,
        }
    }

    /// These lines and those of `sq`.
    #[inline(always)]
    fn with(self, sq: Square) -> Reach {
        let (r, f) = (u32::from(sq.rank()), u32::from(sq.file()));
        Reach {
            ranks: self.ranks | 1 << r,
            files: self.files | 1 << f,
            diagonals: self.diagonals | 1 << (r + 7 - f),
            anti_diagonals: self.anti_diagonals | 1 << (r + f),
        }
    }

    /// Whether a rook on `sq` is on one of the ranks or files.
    #[inline(always)]
    fn straight(self, sq: Square) -> bool {
        (self.ranks >> sq.rank() | self.files >> sq.file()) & 1 != 0
    }

    /// Whether a bishop on `sq` is on one of the diagonals or anti-diagonals.
    #[inline(always)]
    fn diagonal(self, sq: Square) -> bool {
        let (r, f) = (u32::from(sq.rank()), u32::from(sq.file()));
        (self.diagonals >> (r + 7 - f) | self.anti_diagonals >> (r + f)) & 1 != 0
    }
}

/// The squares of `zone` the opponent of `S` attacks once the king has left `node.king`; each
/// of its sliders is asked only if it stands on a line of `reach` (the zone's lines).
#[inline(always)]
fn attacked_in<G: Geometry, S: Side>(
    pos: &Position,
    node: &Node,
    zone: Bitboard,
    reach: Reach,
) -> Bitboard {
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
        if reach.straight(sq) {
            ban |= G::rook(sq, occupied);
        }
    }
    for sq in (p.kind(Piece::Bishop) | queens) & node.enemy {
        if reach.diagonal(sq) {
            ban |= G::bishop(sq, occupied);
        }
    }
    ban & zone
}

/// Every legal move of `pos` with `S` to move, into `sink`.
#[inline(always)]
pub(crate) fn moves<G: Geometry, S: Side, K: Sink>(pos: &Position, node: &Node, sink: &mut K) {
    let p = pos.pieces();
    let us = S::US;
    let king = node.king;

    // the squares the king may step to or cross castling, and which of them the opponent
    // attacks once the king has left its square
    let around = G::king(king) & !node.own;
    let mut castles = [None; 2];
    let mut zone = around;
    if node.checkers.is_empty() && !pos.castling().is_empty() {
        for (castle, side) in castles.iter_mut().zip(CastlingSide::ALL) {
            if let Some(rook) = pos.castling().rook(us, side) {
                *castle = castle_path::<G>(node, us, side, rook);
                zone |= castle.map_or(Bitboard::EMPTY, |c| c.king_path);
            }
        }
    }
    let attacked = if zone.is_empty() {
        Bitboard::EMPTY
    } else {
        let reach = (zone & !around)
            .into_iter()
            .fold(Reach::around(king), Reach::with);
        attacked_in::<G, S>(pos, node, zone, reach)
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
    // bishops and queens along diagonals: free, or pinned on a diagonal and staying on it
    let queens = p.of(us, Piece::Queen);
    let diagonal = (p.of(us, Piece::Bishop) | queens) & !pin_hv;
    for from in diagonal {
        let mut to = G::bishop(from, occupied) & targets;
        if pin_d.contains(from) {
            to &= pin_d;
        }
        let piece = if queens.contains(from) {
            Piece::Queen
        } else {
            Piece::Bishop
        };
        sink.piece(piece, from, to);
    }
    // rooks and queens along ranks and files
    let straight = (p.of(us, Piece::Rook) | queens) & !pin_d;
    for from in straight {
        let mut to = G::rook(from, occupied) & targets;
        if pin_hv.contains(from) {
            to &= pin_hv;
        }
        let piece = if queens.contains(from) {
            Piece::Queen
        } else {
            Piece::Rook
        };
        sink.piece(piece, from, to);
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

/// A castling move whose squares are free: the king's and the rook's squares and where they
/// go.
#[derive(Clone, Copy)]
struct Castle {
    king_to: Square,
    rook: Square,
    rook_to: Square,
    /// The squares the king crosses and lands on.
    king_path: Bitboard,
}

/// Castling on `side` with the rook on `rook`, if every square the king and the rook cross or
/// land on is empty but for the two of them.
#[inline(always)]
fn castle_path<G: Geometry>(
    node: &Node,
    us: Color,
    side: CastlingSide,
    rook: Square,
) -> Option<Castle> {
    let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
    let movers = node.king.bitboard().with(rook);
    let king_path = G::between(node.king, king_to).with(king_to);
    let rook_path = G::between(rook, rook_to).with(rook_to);
    ((king_path | rook_path) & node.occupied & !movers)
        .is_empty()
        .then_some(Castle {
            king_to,
            rook,
            rook_to,
            king_path,
        })
}

impl Castle {
    /// The castling move into `sink` if legal (the caller checked the king is not in check and
    /// the path is free): no square the king crosses or lands on is `attacked`, and the king's
    /// square is not attacked along the rank once the rook has left its own (the rook may have
    /// shielded it).
    #[cold]
    fn legal<G: Geometry, K: Sink>(
        self,
        pos: &Position,
        node: &Node,
        attacked: Bitboard,
        sink: &mut K,
    ) {
        if !(self.king_path & attacked).is_empty() {
            return;
        }
        let p = pos.pieces();
        let movers = node.king.bitboard().with(self.rook);
        let after = (node.occupied & !movers)
            .with(self.king_to)
            .with(self.rook_to);
        let rooks = (p.kind(Piece::Rook) | p.kind(Piece::Queen)) & node.enemy;
        if (G::rook(self.king_to, after) & rooks).is_empty() {
            sink.castle(node.king, self.king_to, self.rook);
        }
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
    moves::<G, S, _>(pos, &node, &mut grouped);
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
    let mut count = Count(0);
    moves::<G, S, _>(pos, &node, &mut count);
    count.0
}

/// The number of legal moves in `pos`: a popcount per piece and per pawn set.
///
/// ```
/// use chess_lut_perft::{DefaultGeometry, Position, count};
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
