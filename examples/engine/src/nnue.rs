//! The threat inputs of the engine's network: Stockfish's layout (SFNNv16, 59,808 features) as
//! an engine fills it at start-up, the code the baked [`threat_index`](crate::threat_index)
//! replaces and is proven against ([`make_index`], in Stockfish's own signature, which the
//! baked index keeps); and, for the bench, the index with one table fewer, the attacked
//! square's place computed by a popcount.
//!
//! The pieces are numbered as Stockfish numbers them ([`code`]): White's pawn to king 1 to 6,
//! Black's 9 to 14, so that the black view swaps colours by `^ 8`.
//!
//! ```
//! use chess_lut::{Color, Piece, Square};
//! use chess_lut_example_engine::nnue::{DIMENSIONS, code, make_index};
//! use chess_lut_example_engine::threat_index;
//!
//! // White's view, its king on e1: a pawn on e4 attacks a knight on d5
//! let (pawn, knight) = (code(Color::White, Piece::Pawn), code(Color::Black, Piece::Knight));
//! assert_eq!(make_index(Color::White, pawn, Square::E4, Square::D5, knight, Square::E1), 202);
//! assert_eq!(threat_index(Color::White, pawn, Square::E4, Square::D5, knight, Square::E1), 202);
//! // a pawn's threat on a pawn is no feature of this network: an index at or past the dimensions
//! let black_pawn = code(Color::Black, Piece::Pawn);
//! assert!(threat_index(Color::White, pawn, Square::E4, Square::D5, black_pawn, Square::E1) >= DIMENSIONS);
//! ```

use std::sync::OnceLock;

use chess_lut::{Bitboard, Color, Piece, Square};

/// How many features there are: an index at or past it is none.
pub const DIMENSIONS: u32 = 59808;

/// The engine's code of a piece: `color << 3 | (kind + 1)`.
pub const fn code(color: Color, piece: Piece) -> usize {
    (color as usize) << 3 | (piece as usize + 1)
}

/// What each kind of piece threatens, in the order of its feature blocks: pawns knights and
/// rooks; knights and queens every piece but a king; bishops and rooks pawns to rooks; kings
/// nothing.
const TARGETS: [&[Piece]; 6] = {
    use Piece::*;
    [
        &[Knight, Rook],
        &[Pawn, Knight, Bishop, Rook, Queen],
        &[Pawn, Knight, Bishop, Rook],
        &[Pawn, Knight, Bishop, Rook],
        &[Pawn, Knight, Bishop, Rook, Queen],
        &[],
    ]
};

/// The tables the engine fills at start-up, as Stockfish's `init_threat_offsets` and
/// `init_index_luts` fill them; and each piece's attacks, for the popcount's index.
struct Tables {
    /// `[attacker][attacked][from < to]`: the pair's base, or `DIMENSIONS`.
    pairs: [[[u32; 2]; 16]; 16],
    /// `[attacker][from]`: the piece's attacks from the squares before `from`.
    offsets: [[u32; 64]; 16],
    /// `[attacker][from][to]`: the piece's attacks from `from` below `to`.
    below: Box<[[[u8; 64]; 64]; 16]>,
    /// `[attacker][from]`: the piece's attacks on an empty board.
    attacks: [[u64; 64]; 16],
}

/// The squares a piece attacks on an empty board (a pawn's captures).
fn attacks(color: Color, piece: Piece, sq: Square) -> Bitboard {
    match piece {
        Piece::Pawn => chess_lut::pawn_attacks(color, sq),
        Piece::Knight => chess_lut::knight_attacks(sq),
        Piece::Bishop => chess_lut::bishop_attacks(sq, Bitboard::EMPTY),
        Piece::Rook => chess_lut::rook_attacks(sq, Bitboard::EMPTY),
        Piece::Queen => chess_lut::queen_attacks(sq, Bitboard::EMPTY),
        Piece::King => chess_lut::king_attacks(sq),
    }
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = Tables {
            pairs: [[[0; 2]; 16]; 16],
            offsets: [[0; 64]; 16],
            below: Box::new([[[0; 64]; 64]; 16]),
            attacks: [[0; 64]; 16],
        };
        // each piece's running count of attacks, and its block's base
        let (mut count, mut base) = ([0u32; 16], [0u32; 16]);
        let mut total = 0;
        for color in Color::ALL {
            for piece in Piece::ALL {
                let a = code(color, piece);
                for sq in Square::ALL {
                    let att = attacks(color, piece, sq);
                    t.attacks[a][sq.index()] = att.0;
                    t.offsets[a][sq.index()] = count[a];
                    if piece != Piece::Pawn || (1..=6).contains(&sq.rank()) {
                        count[a] += att.count();
                    }
                    for to in Square::ALL {
                        t.below[a][sq.index()][to.index()] =
                            (att.0 & ((1 << to.index()) - 1)).count_ones() as u8;
                    }
                }
                base[a] = total;
                total += 2 * TARGETS[piece as usize].len() as u32 * count[a];
            }
        }
        assert_eq!(total, DIMENSIONS);
        for (ca, pa) in Color::ALL
            .into_iter()
            .flat_map(|c| Piece::ALL.map(|p| (c, p)))
        {
            for (cd, pd) in Color::ALL
                .into_iter()
                .flat_map(|c| Piece::ALL.map(|p| (c, p)))
            {
                let (a, d) = (code(ca, pa), code(cd, pd));
                let targets = TARGETS[pa as usize];
                t.pairs[a][d] = match targets.iter().position(|&p| p == pd) {
                    None => [DIMENSIONS; 2],
                    Some(block) => {
                        let feature =
                            base[a] + (cd as u32 * targets.len() as u32 + block as u32) * count[a];
                        // a pair of one kind counts one way: from the higher square
                        let semi = pa == pd && (ca != cd || pa != Piece::Pawn);
                        [feature, if semi { DIMENSIONS } else { feature }]
                    }
                };
            }
        }
        t
    })
}

/// The board as `perspective` sees it with its king on `king`: the files mirrored where the
/// king stands on e to h, the ranks flipped for Black; and the colours' swap.
fn orientation(perspective: Color, king: Square) -> (u8, usize) {
    let mirror = if king.file() >= 4 { 7 } else { 0 };
    (mirror ^ (56 * perspective as u8), 8 * perspective as usize)
}

/// Stockfish's `make_index`: the feature of `attacker` on `from` attacking `attacked` on `to`,
/// seen from `perspective`, whose king stands on `king`; at or past [`DIMENSIONS`] where the
/// threat is no feature.
pub fn make_index(
    perspective: Color,
    attacker: usize,
    from: Square,
    to: Square,
    attacked: usize,
    king: Square,
) -> u32 {
    let t = tables();
    let (turn, swap) = orientation(perspective, king);
    let (f, to) = ((from as u8 ^ turn) as usize, (to as u8 ^ turn) as usize);
    let (a, d) = (attacker ^ swap, attacked ^ swap);
    t.pairs[a][d][usize::from(f < to)] + t.offsets[a][f] + u32::from(t.below[a][f][to])
}

/// The index with one table fewer: the attacked square's place among the attacks counted by a
/// popcount of the attacks below it, from a table of each piece's attacks (8 KiB) instead of
/// the 64 KiB of places. What the bench weighs against the three loads.
pub fn make_index_by_popcount(
    perspective: Color,
    attacker: usize,
    from: Square,
    to: Square,
    attacked: usize,
    king: Square,
) -> u32 {
    let t = tables();
    let (turn, swap) = orientation(perspective, king);
    let (f, to) = ((from as u8 ^ turn) as usize, (to as u8 ^ turn) as usize);
    let (a, d) = (attacker ^ swap, attacked ^ swap);
    let place = (t.attacks[a][f] & ((1 << to) - 1)).count_ones();
    t.pairs[a][d][usize::from(f < to)] + t.offsets[a][f] + place
}
