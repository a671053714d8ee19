//! Where the generator puts what it finds: counted (perft's last ply), move by move, or piece
//! by piece.

use chess_lut::geometry::Geometry;
#[cfg(target_arch = "x86_64")]
use chess_lut::sliders::fill;
use chess_lut::{Bitboard, Color, Piece, Square};

use super::side::delta;
use crate::moves::{Move, PROMOTIONS, PieceMoves};

/// Every pawn move of a position but en passant, as sets of target squares: one square
/// forward, two, and the captures to the west and to the east. A target on `last` promotes.
pub(crate) struct PawnMoves {
    pub(crate) single: Bitboard,
    pub(crate) double: Bitboard,
    pub(crate) west: Bitboard,
    pub(crate) east: Bitboard,
    pub(crate) last: Bitboard,
    pub(crate) us: Color,
}

impl PawnMoves {
    /// Each set with how far behind its targets the pawns stand (in square indices).
    #[inline(always)]
    pub(crate) fn sets(&self) -> [(Bitboard, i8); 4] {
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
    /// The moves of the unpinned `bishops`, `rooks` and `queens` to `targets`.
    #[inline(always)]
    fn sliders<G: Geometry>(
        &mut self,
        bishops: Bitboard,
        rooks: Bitboard,
        queens: Bitboard,
        occupied: Bitboard,
        targets: Bitboard,
    ) {
        one_by_one::<G, Self>(self, bishops, rooks, queens, occupied, targets);
    }
    /// The moves of the unpinned `knights` to `targets`; `counted`: their number, if known
    /// (a sink that needs no more than the number may take it instead).
    #[inline(always)]
    fn knights<G: Geometry>(&mut self, knights: Bitboard, targets: Bitboard, counted: Option<u32>) {
        let _ = counted;
        for from in knights {
            self.piece(Piece::Knight, from, G::knight(from) & targets);
        }
    }
    /// The pinned slider `piece` on `from` may go to each square of `to` (on its pin line): as
    /// [`piece`](Self::piece), unless the sink treats such moves apart.
    #[inline(always)]
    fn pinned(&mut self, piece: Piece, from: Square, to: Bitboard) {
        self.piece(piece, from, to);
    }
    /// The pawns' moves but en passant.
    fn pawns(&mut self, moves: &PawnMoves);
    /// The pawn on `from` may take en passant onto `to`.
    fn en_passant(&mut self, from: Square, to: Square);
    /// The king on `from` may castle to `to` with the rook on `rook`.
    fn castle(&mut self, from: Square, to: Square, rook: Square);
}

/// [`Sink::sliders`] piece by piece, a lookup each.
#[inline(always)]
fn one_by_one<G: Geometry, K: Sink + ?Sized>(
    sink: &mut K,
    bishops: Bitboard,
    rooks: Bitboard,
    queens: Bitboard,
    occupied: Bitboard,
    targets: Bitboard,
) {
    for from in bishops {
        sink.piece(Piece::Bishop, from, G::bishop(from, occupied) & targets);
    }
    for from in rooks {
        sink.piece(Piece::Rook, from, G::rook(from, occupied) & targets);
    }
    for from in queens {
        let (rook, bishop) = G::both(from, occupied);
        sink.piece(Piece::Queen, from, (rook | bishop) & targets);
    }
}

/// Counts the moves: perft's last ply. Without a `popcnt` instruction (the x86-64 baseline) a
/// popcount is a dozen instructions ending in a multiply that sums the bytes' counts: the sink
/// stops each at the bytes' counts, adds those, and sums the bytes once, at the end. `POPCNT`:
/// whether the code it is compiled into has the instruction ([`BUILD_POPCNT`] for the build's
/// own; a type parameter, as a copy compiled with `#[target_feature]` has it where `cfg!` says
/// the build does not). `FILL`: how the code it is compiled into counts the unpinned sliders'
/// moves ([`BUILD_FILL`] for the build's own): one by one ([`FILL_NONE`]), or all at once, by
/// direction, with `chess_lut::sliders::fill` in AVX2 ([`FILL_AVX2`]) or AVX-512
/// ([`FILL_AVX512`]), from two sliders.
#[derive(Default)]
pub(crate) struct Count<const POPCNT: bool, const FILL: u8> {
    /// Each byte: how many targets the sets added so far have on that rank. At most 160: a
    /// square is the target of at most one slider per direction, eight knights, the king and
    /// three pawn sets, however many pieces the position has.
    pub(crate) ranks: u64,
    /// What the promotions, en passant, castling and the fill's counts add.
    pub(crate) more: u64,
}

/// Whether the build's target has `popcnt`.
pub(crate) const BUILD_POPCNT: bool = cfg!(target_feature = "popcnt");

/// [`Count`]'s sliders one by one, a lookup each.
pub(crate) const FILL_NONE: u8 = 0;
/// [`Count`]'s sliders by `fill::avx2` where there are two or more: one slider is one lookup, a
/// few instructions where the fill takes about fifty.
pub(crate) const FILL_AVX2: u8 = 1;
/// [`Count`]'s sliders by `fill::avx512` where there are two or more: one slider (an ending's
/// lone rook) is one lookup, a few instructions where the fill takes about twenty, whatever the
/// number of sliders it fills.
pub(crate) const FILL_AVX512: u8 = 2;

/// The fill the build's target has: AVX-512 F and VPOPCNTDQ (named in `cfg` by Rust 1.89 and
/// newer), AVX2, or neither.
pub(crate) const BUILD_FILL: u8 = if cfg!(all(
    target_arch = "x86_64",
    target_feature = "avx512f",
    target_feature = "avx512vpopcntdq"
)) {
    FILL_AVX512
} else if cfg!(all(target_arch = "x86_64", target_feature = "avx2")) {
    FILL_AVX2
} else {
    FILL_NONE
};

impl<const POPCNT: bool, const FILL: u8> Count<POPCNT, FILL> {
    /// Adds the squares of `set`.
    #[inline(always)]
    pub(crate) fn add(&mut self, set: Bitboard) {
        if POPCNT {
            self.more += u64::from(set.count());
        } else {
            self.ranks += byte_counts(set.0);
        }
    }

    /// The number of moves.
    #[inline(always)]
    pub(crate) fn total(&self) -> u64 {
        if POPCNT {
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
pub(crate) const fn byte_counts(x: u64) -> u64 {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F
}

impl<const POPCNT: bool, const FILL: u8> Sink for Count<POPCNT, FILL> {
    #[inline(always)]
    fn piece(&mut self, _: Piece, _: Square, to: Bitboard) {
        self.add(to);
    }

    #[inline(always)]
    fn sliders<G: Geometry>(
        &mut self,
        bishops: Bitboard,
        rooks: Bitboard,
        queens: Bitboard,
        occupied: Bitboard,
        targets: Bitboard,
    ) {
        #[cfg(target_arch = "x86_64")]
        {
            // a queen slides as a rook and as a bishop
            let (straight, diagonal) = (rooks | queens, bishops | queens);
            let all = (straight | diagonal).0;
            // clearing the lowest bit leaves some: two sliders or more
            let several = all & all.wrapping_sub(1) != 0;
            match FILL {
                // SAFETY (both): `FILL` names an instruction set only in code that runs where the
                // CPU has it (see `Count`)
                FILL_AVX512 if several => {
                    let n = unsafe {
                        fill::avx512::attack_count(straight, diagonal, occupied, targets)
                    };
                    self.more += u64::from(n);
                    return;
                }
                FILL_AVX2 if several => {
                    let n =
                        unsafe { fill::avx2::attack_count(straight, diagonal, occupied, targets) };
                    self.more += u64::from(n);
                    return;
                }
                _ => {}
            }
        }
        one_by_one::<G, Self>(self, bishops, rooks, queens, occupied, targets);
    }

    #[inline(always)]
    fn knights<G: Geometry>(&mut self, knights: Bitboard, targets: Bitboard, counted: Option<u32>) {
        match counted {
            Some(n) => self.more += u64::from(n),
            None => {
                for from in knights {
                    self.add(G::knight(from) & targets);
                }
            }
        }
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

/// Hands each move to a closure and sums what it answers: the common kinds of move to
/// `common`, the rare ones (a pinned slider's move, a promotion, en passant, castling) to `rare`.
pub(crate) struct Each<F, R> {
    /// The sum of what the closures answered.
    pub(crate) nodes: u64,
    common: F,
    rare: R,
}

impl<F, R> Each<F, R> {
    /// No move seen yet.
    pub(crate) fn new(common: F, rare: R) -> Each<F, R> {
        Each {
            nodes: 0,
            common,
            rare,
        }
    }
}

/// The square `delta` indices behind `to`.
#[inline(always)]
pub(crate) fn behind(to: Square, delta: i8) -> Square {
    match Square::from_index((to as u8).wrapping_add_signed(-delta) & 63) {
        Some(sq) => sq,
        None => unreachable!("masked to 0..64"),
    }
}

impl<F: FnMut(Move) -> u64, R: FnMut(Move) -> u64> Sink for Each<F, R> {
    #[inline(always)]
    fn piece(&mut self, piece: Piece, from: Square, to: Bitboard) {
        for to in to {
            self.nodes += (self.common)(Move::new(piece, from, to));
        }
    }

    #[inline(always)]
    fn pinned(&mut self, piece: Piece, from: Square, to: Bitboard) {
        for to in to {
            self.nodes += (self.rare)(Move::new(piece, from, to));
        }
    }

    #[inline(always)]
    fn pawns(&mut self, m: &PawnMoves) {
        for (set, delta) in m.sets() {
            for to in set & !m.last {
                self.nodes += (self.common)(Move::new(Piece::Pawn, behind(to, delta), to));
            }
            for to in set & m.last {
                for piece in PROMOTIONS {
                    self.nodes += (self.rare)(Move {
                        promotion: Some(piece),
                        ..Move::new(Piece::Pawn, behind(to, delta), to)
                    });
                }
            }
        }
    }

    #[inline(always)]
    fn en_passant(&mut self, from: Square, to: Square) {
        self.nodes += (self.rare)(Move::new(Piece::Pawn, from, to));
    }

    #[inline(always)]
    fn castle(&mut self, from: Square, to: Square, rook: Square) {
        self.nodes += (self.rare)(Move {
            castling: Some(rook),
            ..Move::new(Piece::King, from, to)
        });
    }
}

/// Groups the moves piece by piece for [`generate`]: each piece's set as it comes, the pawns'
/// sets split by the pawn they start from.
pub(crate) struct Grouped<F> {
    pub(crate) visit: F,
    /// Each pawn's targets, and whether it promotes.
    pub(crate) pawns: [(Bitboard, bool); 64],
}

impl<F: FnMut(PieceMoves)> Sink for Grouped<F> {
    fn piece(&mut self, piece: Piece, from: Square, to: Bitboard) {
        // a king with no square but a castling path is handed over with none: not a piece
        // that moves
        if !to.is_empty() {
            (self.visit)(PieceMoves::new(piece, from, to));
        }
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
