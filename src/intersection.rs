//! The square where two lines cross, from one small table by line-kind pair and line indices
//! (feature `lines`).

#![cfg(feature = "lines")]

use chess_lut_types::LineKind;
use chess_lut_types::Square;

/// The index of the line of each kind through each square, as [`INTERSECTION`] counts them:
/// rank, file, `rank - file + 7`, `rank + file`. Evaluated by the compiler.
const LINE_INDEX: [[u8; 64]; 4] = {
    let mut out = [[0; 64]; 4];
    let mut sq = 0;
    while sq < 64 {
        let (rank, file) = (sq as u8 / 8, sq as u8 % 8);
        out[LineKind::Rank as usize][sq] = rank;
        out[LineKind::File as usize][sq] = file;
        out[LineKind::Diagonal as usize][sq] = rank + 7 - file;
        out[LineKind::AntiDiagonal as usize][sq] = rank + file;
        sq += 1;
    }
    out
};

/// For each ordered kind pair, how to index the flattened [`INTERSECTION`]:
/// `base + i * stride_i + j * stride_j` with `i`, `j` the line indices of the first and second
/// argument. A pair stored the other way round swaps the strides; a kind with itself points
/// both strides at zero and the base at entry 224 (rank 14 of rank x file: no such rank, so
/// no square).
const PLAN: [[(u16, u8, u8); 4]; 4] = {
    const NONE: (u16, u8, u8) = (224, 0, 0);
    // (unordered pair, whether the arguments come in the table's order)
    const PAIRS: [[(u16, bool); 4]; 4] = [
        [(0, true), (0, true), (1, true), (2, true)],
        [(0, false), (0, true), (3, true), (4, true)],
        [(1, false), (3, false), (0, true), (5, true)],
        [(2, false), (4, false), (5, false), (0, true)],
    ];
    let mut out = [[NONE; 4]; 4];
    let mut ka = 0;
    while ka < 4 {
        let mut kb = 0;
        while kb < 4 {
            let (pair, in_order) = PAIRS[ka][kb];
            if ka != kb {
                out[ka][kb] = if in_order {
                    (pair * 225, 15, 1)
                } else {
                    (pair * 225, 1, 15)
                };
            }
            kb += 1;
        }
        ka += 1;
    }
    out
};

/// The one square on both the `ka`-line through `a` and the `kb`-line through `b`; `None`
/// when there is no single such square: the same kind twice, a crossing off the board, or a
/// diagonal and an anti-diagonal of different colours.
///
/// One load from [`INTERSECTION`] (`[6][15][15]` `u8`, 1350 bytes, indexed by the unordered
/// kind pair and the two line indices), no branch: the ordered pair picks the strides that
/// put the two line indices in the table's order. Computed twin:
/// [`calc::intersection`](crate::calc::intersection), the 0x88 arithmetic.
///
/// ```
/// use chess_lut::{LineKind::*, Square::*, intersection};
///
/// // the rank through e1 and the anti-diagonal through b3 (d1-a4) cross on d1:
/// // . . . . . . . .
/// // . . . . . . . .
/// // . . . . . . . .
/// // . . . . . . . .
/// // \ . . . . . . .
/// // . b . . . . . .
/// // . . \ . . . . .
/// // - - - X e - - -
/// assert_eq!(intersection(E1, Rank, B3, AntiDiagonal), Some(D1));
/// assert_eq!(intersection(B3, AntiDiagonal, E1, Rank), Some(D1));
/// assert_eq!(intersection(A1, Diagonal, B1, AntiDiagonal), None); // different colours
/// assert_eq!(intersection(A8, Diagonal, G8, AntiDiagonal), None); // they would cross off the board
/// assert_eq!(intersection(E4, File, E5, File), None);
/// ```
#[inline]
pub const fn intersection(a: Square, ka: LineKind, b: Square, kb: LineKind) -> Option<Square> {
    let (base, stride_i, stride_j) = PLAN[ka as usize][kb as usize];
    let i = LINE_INDEX[ka as usize][a as usize] as usize;
    let j = LINE_INDEX[kb as usize][b as usize] as usize;
    let index = base as usize + i * stride_i as usize + j * stride_j as usize;
    Square::from_index(INTERSECTION.as_flattened().as_flattened()[index])
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/intersection.rs"));
