//! The formulas the engine's tables are baked from, compiled twice: by `build.rs`, which runs
//! them on every input and writes the tables (`#[path = "src/formulas.rs"] mod formulas;`), and
//! by the crate, where each is the twin its table's generated test compares the lookup with:
//! the start-up code the table replaces. `crate::types` is chess-lut's vocabulary on both sides
//! (`chess_lut_bake::types` in the build script, `chess_lut` in the crate: one crate,
//! chess-lut-types, re-exported by both).

use crate::types::{Bitboard, Color, Piece, Square};

/// The late-move reduction's two constants, Ethereal's: `base + ln depth · ln moves / divisor`.
/// What a tuner changes (`crate::tune`, feature `tune`).
pub const REDUCTION: Reduction = Reduction {
    base: 0.7844,
    divisor: 2.4696,
};

/// The constants of a late-move reduction formula.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Reduction {
    /// The reduction at any depth for the first move past the first.
    pub base: f64,
    /// What the product of the logarithms is divided by.
    pub divisor: f64,
}

impl Reduction {
    /// The reduction for a `depth` and a move number, in `f64`: `base + ln depth · ln moves /
    /// divisor`, and 0 where either is 0 (there `ln` gives minus infinity, and `0 · -inf` is
    /// NaN). `ln` is chess-lut's correctly rounded one, not the platform's: the table is the
    /// same wherever it is built, and so is the engine's bench signature.
    pub fn at(self, depth: u8, moves: u8) -> f64 {
        use crate::types::math::ln;
        if depth == 0 || moves == 0 {
            return 0.0;
        }
        self.base + ln(f64::from(depth)) * ln(f64::from(moves)) / self.divisor
    }
}

/// Ethereal's late-move reduction for a `depth` and a move number, in `f64`: [`REDUCTION`]'s
/// formula.
pub fn reduction_f64(depth: u8, moves: u8) -> f64 {
    REDUCTION.at(depth, moves)
}

/// The late-move reduction in plies: [`reduction_f64`] truncated, `0..=7` for depths and move
/// numbers below 64. What Ethereal's `initLMRTable` fills at start-up.
pub fn reduction(depth: u8, moves: u8) -> u8 {
    reduction_f64(depth, moves) as u8
}

/// The late-move reduction before truncation, as an `f32`: for a search that interpolates.
pub fn reduction_fraction(depth: u8, moves: u8) -> f32 {
    reduction_f64(depth, moves) as f32
}

/// The king zone the evaluation counts attacks on, walked square by square: the squares a
/// file to either side of the king, from one rank behind it to two ranks in front (as its
/// colour moves).
pub fn king_zone(color: Color, king: Square) -> Bitboard {
    let near = |sq: Square| {
        let across = sq.file().abs_diff(king.file());
        let ahead = i16::from(sq.rank()) - i16::from(king.rank());
        let ahead = if color == Color::White { ahead } else { -ahead };
        across <= 1 && (-1..=2).contains(&ahead)
    };
    Square::ALL
        .into_iter()
        .filter(|&sq| near(sq))
        .fold(Bitboard::EMPTY, |zone, sq| zone | sq.bitboard())
}

/// A piece-square value in centipawns, from white's side: the piece's material, and for the
/// minor pieces and the queen a bonus for the centre, for pawns one for each rank advanced,
/// for rooks one on the seventh rank, for the king one for staying home.
pub fn psqt(piece: Piece, sq: Square) -> i16 {
    let (file, rank) = (i16::from(sq.file()), i16::from(sq.rank()));
    // files and ranks from the centre: 0 on d4 e4 d5 e5, 3 on the rim
    let off_centre = (2 * file - 7).abs() / 2 + (2 * rank - 7).abs() / 2;
    match piece {
        Piece::Pawn => 100 + 8 * (rank - 1) + if off_centre == 0 { 20 } else { 0 },
        Piece::Knight => 320 - 8 * off_centre,
        Piece::Bishop => 330 - 4 * off_centre,
        Piece::Rook => 500 + if rank == 6 { 20 } else { 0 },
        Piece::Queen => 900 - 2 * off_centre,
        Piece::King => -10 * rank + if file <= 2 || file >= 6 { 10 } else { 0 },
    }
}

/// The engine's own seed for its Zobrist keys.
pub const SEED: u64 = 0xC4E5_5107_0000_2026;

/// The `index`th output of SplitMix64 from [`SEED`]: the generator steps its state by the
/// golden-ratio increment and mixes it, so any output is reached without the ones before.
pub fn splitmix(index: u64) -> u64 {
    let z = SEED.wrapping_add((index + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The Zobrist key of a `piece` of `color` on `sq`: the engine's generator's output number
/// `(color · 6 + piece) · 64 + sq`, the order an engine fills its keys in at start-up.
pub fn zobrist_key(color: Color, piece: Piece, sq: Square) -> u64 {
    splitmix((color as u64 * 6 + piece as u64) * 64 + sq as u64)
}

/// The key a position's key holds when Black is to move: the generator's output number 768,
/// after the pieces'.
pub fn side_key() -> u64 {
    splitmix(768)
}
