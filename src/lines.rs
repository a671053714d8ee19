//! Lines through squares: their masks, which squares share one, and where two lines cross.

use crate::bitboard::Bitboard;
use crate::line_kind::LineKind;
use crate::square::Square;
use crate::tables::{INTERSECTION, LINE_MASKS};

/// The rank, file, diagonal or anti-diagonal through `sq`, `sq` included: one load from
/// [`LINE_MASKS`] (`[4][64]` `u64`, 2 KiB), the masks the o^(o-2r) sliding trick runs on.
/// Computed twin: [`calc::line_mask`](crate::calc::line_mask).
///
/// ```
/// use chess_lut::{LineKind, Square::*, bitboard, line_mask};
///
/// assert_eq!(line_mask(C2, LineKind::AntiDiagonal), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . .
///     . X . . . . . .
///     . . X . . . . .
///     . . . X . . . .
/// });
/// assert_eq!(line_mask(E4, LineKind::Rank).0, 0x0000_0000_FF00_0000);
/// ```
#[inline]
pub const fn line_mask(sq: Square, kind: LineKind) -> Bitboard {
    Bitboard(LINE_MASKS[kind as usize][sq as usize])
}

/// Whether `a` and `b` are on one rank: their indices differ only in the low three bits.
/// Computed twin: [`calc::same_rank`](crate::calc::same_rank).
///
/// ```
/// use chess_lut::{Square::*, same_rank};
/// assert!(same_rank(A4, H4) && !same_rank(A4, A5));
/// ```
#[inline]
pub const fn same_rank(a: Square, b: Square) -> bool {
    (a as u8 ^ b as u8) < 8
}

/// Whether `a` and `b` are on one file. Computed twin: [`calc::same_file`](crate::calc::same_file).
///
/// ```
/// use chess_lut::{Square::*, same_file};
/// assert!(same_file(C1, C8) && !same_file(C1, D1));
/// ```
#[inline]
pub const fn same_file(a: Square, b: Square) -> bool {
    (a as u8 ^ b as u8) & 7 == 0
}

/// Whether `a` and `b` are on one diagonal (a1-h8 direction): equal `rank - file`. Computed
/// twin: [`calc::same_diagonal`](crate::calc::same_diagonal).
///
/// ```
/// use chess_lut::{Square::*, same_diagonal};
/// assert!(same_diagonal(C1, H6) && !same_diagonal(C1, A3));
/// ```
#[inline]
pub const fn same_diagonal(a: Square, b: Square) -> bool {
    a.diagonal() == b.diagonal()
}

/// Whether `a` and `b` are on one anti-diagonal (h1-a8 direction): equal `rank + file`.
/// Computed twin: [`calc::same_anti_diagonal`](crate::calc::same_anti_diagonal).
///
/// The Anti-Diagonals page's `((b - a) & 7) + ((b >> 3) - (a >> 3)) == 0` holds only when `b`
/// is the lower square of the two (it says no for c1, a3 but yes for a3, c1); this compares
/// the indices.
///
/// ```
/// use chess_lut::{Square::*, same_anti_diagonal};
/// assert!(same_anti_diagonal(C1, A3) && same_anti_diagonal(A3, C1));
/// assert!(!same_anti_diagonal(A1, H2)); // indices 0 and 8: equal modulo 8, not equal
/// ```
#[inline]
pub const fn same_anti_diagonal(a: Square, b: Square) -> bool {
    a.anti_diagonal() == b.anti_diagonal()
}

/// Whether `a` and `b` have the same colour, by an in-register lookup (the Color of a Square
/// page): bit `sq` of `0xAA55_AA55_AA55_AA55` is set for the dark squares. Of the page's four
/// formulas this one measured fastest in every regime (`BENCHMARKS.md`); the others are in
/// [`calc`](crate::calc): [`calc::same_color`](crate::calc::same_color) (xor parity),
/// [`calc::same_color_by_nine`](crate::calc::same_color_by_nine),
/// [`calc::same_color_by_anti_diagonal`](crate::calc::same_color_by_anti_diagonal).
///
/// ```
/// use chess_lut::{Square::*, same_color};
/// assert!(same_color(A1, H8) && same_color(A1, C3) && !same_color(A1, A2));
/// ```
#[inline]
pub const fn same_color(a: Square, b: Square) -> bool {
    const DARK: u64 = 0xAA55_AA55_AA55_AA55;
    (DARK >> a as u8 ^ DARK >> b as u8) & 1 == 0
}

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
