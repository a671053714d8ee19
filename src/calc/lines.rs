//! Lines computed: masks, same-line and same-colour tests, intersections by 0x88 arithmetic.

use super::line_masks::{anti_diagonal_mask, diagonal_mask, file_mask, rank_mask};
use chess_lut_types::Bitboard;
use chess_lut_types::LineKind;
use chess_lut_types::Square;

/// [`line_mask`](crate::line_mask) computed: a rank or file shifted into place, or the main
/// diagonal (anti-diagonal) shifted up or down by whole ranks, without a branch.
///
/// ```
/// use chess_lut::{LineKind, Square::*, calc};
/// assert_eq!(calc::line_mask(H1, LineKind::Diagonal), H1.bitboard());
/// assert_eq!(calc::line_mask(H1, LineKind::AntiDiagonal).0, 0x0102_0408_1020_4080);
/// ```
#[inline]
pub const fn line_mask(sq: Square, kind: LineKind) -> Bitboard {
    Bitboard(match kind {
        LineKind::Rank => rank_mask(sq),
        LineKind::File => file_mask(sq),
        LineKind::Diagonal => diagonal_mask(sq),
        LineKind::AntiDiagonal => anti_diagonal_mask(sq),
    })
}

/// [`same_rank`](crate::same_rank) by comparing ranks.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert!(calc::same_rank(A4, H4));
/// ```
#[inline]
pub const fn same_rank(a: Square, b: Square) -> bool {
    a.rank() == b.rank()
}

/// [`same_file`](crate::same_file) by comparing files.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert!(calc::same_file(C1, C8));
/// ```
#[inline]
pub const fn same_file(a: Square, b: Square) -> bool {
    a.file() == b.file()
}

/// [`same_diagonal`](crate::same_diagonal) by the line masks computed from `a`: is `b` on `a`'s
/// diagonal.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert!(calc::same_diagonal(C1, H6) && !calc::same_diagonal(C1, A3));
/// ```
#[inline]
pub const fn same_diagonal(a: Square, b: Square) -> bool {
    diagonal_mask(a) >> b as u8 & 1 != 0
}

/// [`same_anti_diagonal`](crate::same_anti_diagonal) by the line masks computed from `a`.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert!(calc::same_anti_diagonal(C1, A3) && !calc::same_anti_diagonal(A1, H2));
/// ```
#[inline]
pub const fn same_anti_diagonal(a: Square, b: Square) -> bool {
    anti_diagonal_mask(a) >> b as u8 & 1 != 0
}

/// [`same_color`](crate::same_color) by the xor of the squares: `x = a ^ b` adds ranks and
/// files without carries, so the parity of `rank + file` of `x` is `(x >> 3 ^ x) & 1`.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert!(calc::same_color(A1, H8) && !calc::same_color(A1, B1));
/// ```
#[inline]
pub const fn same_color(a: Square, b: Square) -> bool {
    let x = a as u8 ^ b as u8;
    (x >> 3 ^ x) & 1 == 0
}

/// [`same_color`](crate::same_color) by `9 * (a ^ b) & 8`: bit 3 of `8x + x` is bit 3 plus
/// bit 0 of `x` with no carry, the parity of `rank + file` of the xor; one `lea` and one `test`
/// (the Color of a Square page). Fewest instructions, but not the fastest measured.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert!(calc::same_color_by_nine(A1, C3) && !calc::same_color_by_nine(A1, A2));
/// ```
#[inline]
pub const fn same_color_by_nine(a: Square, b: Square) -> bool {
    (9 * (a as u32 ^ b as u32)) & 8 == 0
}

/// [`same_color`](crate::same_color) by anti-diagonal parity: `rank + file` even on both or odd
/// on both.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert!(calc::same_color_by_anti_diagonal(B1, A2));
/// ```
#[inline]
pub const fn same_color_by_anti_diagonal(a: Square, b: Square) -> bool {
    (a.anti_diagonal() ^ b.anti_diagonal()) & 1 == 0
}

/// The square at 0x88 coordinate `s88 = 16 * rank + file`, `None` if off the board
/// (`s88 & 0x88`, which also catches the small negative values these formulas give).
#[inline]
const fn from_x88(s88: i32) -> Option<Square> {
    let sq = ((s88 >> 1) & 56) + (s88 & 7);
    let off = -((s88 & 0x88 != 0) as i32); // all ones if off the board
    Square::from_index((sq | off) as u8)
}

/// The rank through `a` and the file through `b` always cross, at (rank of `a`, file of `b`).
#[inline]
const fn rank_file(a: Square, b: Square) -> Option<Square> {
    Square::from_index((a as u8 & 56) | (b as u8 & 7))
}

/// Rank through `a`, diagonal through `b`: rank `ra`, and `r - f = rb - fb` gives
/// `f = ra - rb + fb`, so `s88 = 17 ra - rb + fb`.
#[inline]
const fn rank_diagonal(a: Square, b: Square) -> Option<Square> {
    let (ra, rb, fb) = (a.rank() as i32, b.rank() as i32, b.file() as i32);
    from_x88(17 * ra - rb + fb)
}

/// Rank through `a`, anti-diagonal through `b`: `r + f = rb + fb` gives `f = rb + fb - ra`, so
/// `s88 = 15 ra + rb + fb`. (The Intersection Squares page repeats the rank-diagonal formula
/// here, `17 ra - rb + fb`, which is wrong.)
#[inline]
const fn rank_anti_diagonal(a: Square, b: Square) -> Option<Square> {
    let (ra, rb, fb) = (a.rank() as i32, b.rank() as i32, b.file() as i32);
    from_x88(15 * ra + rb + fb)
}

/// File through `a`, diagonal through `b`: `r = fa + rb - fb`, `s88 = 17 fa + 16 rb - 16 fb`.
#[inline]
const fn file_diagonal(a: Square, b: Square) -> Option<Square> {
    let (fa, rb, fb) = (a.file() as i32, b.rank() as i32, b.file() as i32);
    from_x88(17 * fa + 16 * rb - 16 * fb)
}

/// File through `a`, anti-diagonal through `b`: `r = rb + fb - fa`, `s88 = 16 rb + 16 fb - 15 fa`.
#[inline]
const fn file_anti_diagonal(a: Square, b: Square) -> Option<Square> {
    let (fa, rb, fb) = (a.file() as i32, b.rank() as i32, b.file() as i32);
    from_x88(16 * rb + 16 * fb - 15 * fa)
}

/// Diagonal through `a` (`r - f = d`), anti-diagonal through `b` (`r + f = s`): `2r = s + d`,
/// `2f = s - d`, so twice the 0x88 coordinate is `s88x2 = 17 s + 15 d`. Odd (bit 0) when the
/// colours differ, bit 4 or bit 8 when off the board: `& 0x111` catches all three.
#[inline]
const fn diagonal_anti_diagonal(a: Square, b: Square) -> Option<Square> {
    let d = a.diagonal() as i32;
    let s = b.anti_diagonal() as i32;
    let x2 = 17 * s + 15 * d;
    let sq = ((x2 >> 2) & 56) + ((x2 >> 1) & 7);
    let off = -((x2 & 0x111 != 0) as i32);
    Square::from_index((sq | off) as u8)
}

/// [`intersection`](crate::intersection) computed: one branch-free 0x88 routine per unordered
/// kind pair, derived here from the line equations (the page's rank-anti-diagonal formula is
/// wrong); the ordered pair picks the routine and the argument order.
///
/// ```
/// use chess_lut::{LineKind::*, Square::*, calc};
/// assert_eq!(calc::intersection(E1, Rank, B3, AntiDiagonal), Some(D1));
/// assert_eq!(calc::intersection(C1, Diagonal, H2, AntiDiagonal), Some(F4));
/// assert_eq!(calc::intersection(A1, Diagonal, B1, AntiDiagonal), None);
/// ```
// always inlined: LLVM would otherwise often keep this one out of a caller's loop, and a
// caller compiled for more features (a `#[target_feature]` copy) would run it in the build's code
#[inline(always)]
pub const fn intersection(a: Square, ka: LineKind, b: Square, kb: LineKind) -> Option<Square> {
    use LineKind::*;
    match (ka, kb) {
        (Rank, File) => rank_file(a, b),
        (File, Rank) => rank_file(b, a),
        (Rank, Diagonal) => rank_diagonal(a, b),
        (Diagonal, Rank) => rank_diagonal(b, a),
        (Rank, AntiDiagonal) => rank_anti_diagonal(a, b),
        (AntiDiagonal, Rank) => rank_anti_diagonal(b, a),
        (File, Diagonal) => file_diagonal(a, b),
        (Diagonal, File) => file_diagonal(b, a),
        (File, AntiDiagonal) => file_anti_diagonal(a, b),
        (AntiDiagonal, File) => file_anti_diagonal(b, a),
        (Diagonal, AntiDiagonal) => diagonal_anti_diagonal(a, b),
        (AntiDiagonal, Diagonal) => diagonal_anti_diagonal(b, a),
        _ => None,
    }
}
