//! A position: where the pieces stand, whose move it is, castling rights, the en-passant square
//! and the move counters; and the position after a move. Reading and writing it as a FEN is
//! `fen.rs`'s, the Chess960 start positions `chess960.rs`'s.

use chess_lut::{Color, Piece, Pieces, Square};

use crate::castling::{Castling, CastlingSide};
use crate::moves::Move;

/// A chess position, copied whole to make a move (80 bytes of fields, aligned to 32: 96).
/// Standard chess, or Chess960 (then castling moves the king to g1 or c1 and the rook to f1 or
/// d1 from wherever they start, and the FEN and UCI notation follow the Chess960 conventions).
///
/// ```
/// use chess_lut_perft::Position;
///
/// let start = Position::start();
/// assert_eq!(start.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// let kiwipete: Position =
///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
/// assert_eq!(kiwipete.pieces().occupied().count(), 32);
/// // Shredder-FEN names the rooks' files; written back as X-FEN, the outermost rooks as KQkq
/// let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
/// let shredder = Position::from_fen(fen, true).unwrap();
/// assert_eq!(shredder.to_string(), fen.replace("HFhf", "KQkq"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
// aligned to the 32-byte moves that copy it: on a stack aligned only to 16, perft's speed
// depended on where the process's stack began (one start in two ran 25% slower)
#[repr(align(32))]
pub struct Position {
    pub(crate) pieces: Pieces,
    pub(crate) side: Color,
    pub(crate) castling: Castling,
    pub(crate) en_passant: Option<Square>,
    pub(crate) chess960: bool,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
}

/// The FEN of the start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Position {
    /// The start position.
    pub fn start() -> Position {
        START_FEN.parse().expect("the start position is valid")
    }

    /// The side to move.
    #[inline]
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// The castling rights.
    #[inline]
    pub const fn castling(&self) -> Castling {
        self.castling
    }

    /// The square a pawn may capture en passant onto, if the last move was a double push.
    #[inline]
    pub const fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// Whether the game is played by Chess960 rules.
    #[inline]
    pub const fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// Where the pieces stand, as chess-lut's [`Pieces`]: the bitboards by colour and kind that
    /// move generation reads.
    #[inline(always)]
    pub const fn pieces(&self) -> &Pieces {
        &self.pieces
    }

    /// The square of `color`'s king (a valid position has exactly one).
    #[inline(always)]
    pub fn king(&self, color: Color) -> Square {
        match self.pieces.of(color, Piece::King).first() {
            Some(sq) => sq,
            None => unreachable!("a Position always has both kings: the FEN reader checks it"),
        }
    }

    /// The position after `mv`, which must be legal here (as [`generate`](crate::generate)
    /// gives them): the piece moves, captures (en passant included) and promotes, castling
    /// moves king and rook, rights are lost by moving the king or moving or capturing a
    /// castling rook, the en-passant square is set after a double push, and the counters
    /// advance.
    #[inline]
    pub fn play(&self, mv: Move) -> Position {
        match self.side {
            Color::White => self.play_as::<true, true>(Color::White, mv),
            Color::Black => self.play_as::<true, true>(Color::Black, mv),
        }
    }

    /// [`play`](Self::play) with the side to move known (a constant in the generator's
    /// recursion); `COUNTERS`: whether the halfmove clock and the move number advance too
    /// (perft's tree never reads them, and skips the stores: a position made there keeps its
    /// root's counters, in its FEN and in equality); `CASTLE`: whether the position may hold a
    /// castling right (without one, no move castles and no move changes the rights).
    #[inline(always)]
    pub(crate) fn play_as<const COUNTERS: bool, const CASTLE: bool>(
        &self,
        us: Color,
        mv: Move,
    ) -> Position {
        debug_assert!(
            CASTLE || (self.castling.is_empty() && mv.castling.is_none()),
            "a move made without castling looked at in a position with a right: {self} {mv}"
        );
        let mut p = *self;
        let them = us.other();
        let (from, to) = (mv.from.bitboard(), mv.to.bitboard());
        p.en_passant = None;
        if COUNTERS {
            p.halfmove += 1;
        }
        if let Some(rook) = mv.castling.filter(|_| CASTLE) {
            let side = if rook.file() > mv.from.file() {
                CastlingSide::King
            } else {
                CastlingSide::Queen
            };
            // both off, then both on: the king may land where the rook stood
            p.pieces.toggle(us, Piece::King, from);
            p.pieces.toggle(us, Piece::Rook, rook.bitboard());
            p.pieces.toggle(us, Piece::King, to);
            p.pieces
                .toggle(us, Piece::Rook, side.rook_to(us).bitboard());
            // from `self`, in one store: a later load of the rights must not span two stores
            p.castling = self
                .castling
                .without(us, CastlingSide::King)
                .without(us, CastlingSide::Queen);
        } else {
            if self.pieces.color(them).contains(mv.to) {
                // from `self`, not from the copy: the copy is stored in wide pieces (two
                // overlapping 64-byte halves with AVX-512), and a load across two of them waits
                // for both stores (a dozen cycles per capture) where one store is forwarded
                p.pieces = self.pieces.without(mv.to);
                if COUNTERS {
                    p.halfmove = 0;
                }
            }
            p.pieces.toggle(us, mv.piece, from | to);
            if mv.piece == Piece::Pawn {
                if COUNTERS {
                    p.halfmove = 0;
                }
                if Some(mv.to) == self.en_passant {
                    if let Some(captured) = mv.to.backward(us) {
                        p.pieces.toggle(them, Piece::Pawn, captured.bitboard());
                    }
                } else if mv.from.rank().abs_diff(mv.to.rank()) == 2 {
                    // a double push: the square it passed
                    p.en_passant = mv.from.forward(us);
                }
                if let Some(promotion) = mv.promotion {
                    // the pawn just put on `to` becomes the promotion piece
                    p.pieces.toggle(us, Piece::Pawn, to);
                    p.pieces.toggle(us, promotion, to);
                }
            }
            // rights change only when a king moves or a rook on a first rank moves or is taken
            let king_moved = mv.piece == Piece::King;
            const FIRST_RANKS: u64 = 0xFF00_0000_0000_00FF;
            let rooks = self.pieces.kind(Piece::Rook).0 & FIRST_RANKS;
            // the rights read from `self`, not from the copy just written: a wide load of the
            // copy's rights spans the en-passant byte stored above, and the CPU cannot forward
            // a load that spans two stores (a stall of a dozen cycles per move)
            if CASTLE && !self.castling.is_empty() && (king_moved || (from | to).0 & rooks != 0) {
                p.castling = self.castling.after_move(us, king_moved, mv.from, mv.to);
            }
        }
        if COUNTERS && us == Color::Black {
            p.fullmove += 1;
        }
        p.side = them;
        p
    }
}
