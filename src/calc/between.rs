use super::line_masks::{anti_diagonal_mask, diagonal_mask, file_mask, rank_mask};
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// [`in_between`](crate::in_between) computed: the branch-free pure calculation of the Square
/// Attacked By page, no table.
///
/// `(-1 << a) ^ (-1 << b)` holds the smaller square and everything up to the larger one. For
/// each of the four line kinds a byte of rank/file deltas is zero exactly when the squares share
/// that line; subtracting 1 turns that into an all-ones mask that selects the kind's pattern
/// (a2-a7, b1-g1, b2-g7 or h1-b7, each relative to a1). Multiplying by the smaller square's bit
/// shifts the pattern onto it, and the first set cuts it at the larger square.
///
/// ```
/// use chess_lut::{Square::*, bitboard, calc};
///
/// // the page's own picture: c3 to f6
/// assert_eq!(calc::in_between(C3, F6), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . X . . .
///     . . . X . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// assert_eq!(calc::in_between(C1, A3), B2.bitboard());
/// ```
#[inline]
pub const fn in_between(a: Square, b: Square) -> Bitboard {
    const A2A7: u64 = 0x0001_0101_0101_0100;
    const B2G7: u64 = 0x0040_2010_0804_0200;
    const H1B7: u64 = 0x0002_0408_1020_4080;
    let (s1, s2) = (a as u64, b as u64);
    let btwn = (u64::MAX << s1) ^ (u64::MAX << s2);
    let file = (s2 & 7).wrapping_sub(s1 & 7);
    let rank = (s2 | 7).wrapping_sub(s1) >> 3;
    let mut line = (file & 7).wrapping_sub(1) & A2A7; // a2-a7 if same file
    line += 2 * ((rank & 7).wrapping_sub(1) >> 58); // b1-g1 if same rank
    line += (rank.wrapping_sub(file) & 15).wrapping_sub(1) & B2G7; // b2-g7 if same diagonal
    line += (rank.wrapping_add(file) & 15).wrapping_sub(1) & H1B7; // h1-b7 if same anti-diagonal
    line = line.wrapping_mul(btwn & btwn.wrapping_neg()); // shift onto the smaller square
    Bitboard(line & btwn)
}

/// `mask` if it holds `sq`, else empty.
#[inline]
const fn if_holds(mask: u64, sq: Square) -> u64 {
    mask & (mask >> sq as u8 & 1).wrapping_neg()
}

/// [`line`](crate::line) computed: of the four lines through `a`, the one that also holds `b`.
/// Distinct squares share at most one line; `a == b` lies on all four and is masked off.
///
/// ```
/// use chess_lut::{Square::*, bitboard, calc};
///
/// assert_eq!(calc::line(D1, F3), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . X
///     . . . . . . X .
///     . . . . . X . .
///     . . . . X . . .
///     . . . X . . . .
/// });
/// ```
#[inline]
pub const fn line(a: Square, b: Square) -> Bitboard {
    let through_b = if_holds(rank_mask(a), b)
        | if_holds(file_mask(a), b)
        | if_holds(diagonal_mask(a), b)
        | if_holds(anti_diagonal_mask(a), b);
    let distinct = ((a as u8 != b as u8) as u64).wrapping_neg();
    Bitboard(through_b & distinct)
}

/// [`nothing_between`](crate::nothing_between) computed with [`in_between`].
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert!(!calc::nothing_between(A1, H8, D4.bitboard()));
/// ```
#[inline]
pub const fn nothing_between(from: Square, to: Square, occupied: Bitboard) -> bool {
    in_between(from, to).0 & occupied.0 == 0
}

/// [`path`](crate::path) computed: [`in_between`] and `to`.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::path(A1, A3), A2.bitboard() | A3.bitboard());
/// ```
#[inline]
pub const fn path(from: Square, to: Square) -> Bitboard {
    Bitboard(in_between(from, to).0 | 1 << to as u8)
}

/// [`ray`](crate::ray) computed: the [`line()`] through the two squares, on `through`'s side of
/// `from`; along a line the squares run in index order, so that side is every index above
/// `from`'s when `through` is the higher square, every one below otherwise.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::ray(D4, D2), D3.bitboard() | D2.bitboard() | D1.bitboard());
/// assert!(calc::ray(D4, D4).is_empty());
/// ```
#[inline]
pub const fn ray(from: Square, through: Square) -> Bitboard {
    let f = from as u32;
    let side = if through as u32 > f {
        (u64::MAX << f) << 1
    } else {
        (1u64 << f) - 1
    };
    Bitboard(line(from, through).0 & side)
}

/// [`beyond`](crate::beyond) computed: the [`line()`] through the two squares, on the far side of
/// `through`; along a line the squares run in index order, so that side is every higher index
/// when `through` is the higher square, every lower one otherwise.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::beyond(D4, D2), D1.bitboard());
/// assert!(calc::beyond(D4, D4).is_empty());
/// ```
#[inline]
pub const fn beyond(from: Square, through: Square) -> Bitboard {
    let t = through as u32;
    let side = if t > from as u32 {
        (u64::MAX << t) << 1
    } else {
        (1u64 << t) - 1
    };
    Bitboard(line(from, through).0 & side)
}

/// [`direction`](crate::direction) computed: the signs of the file and rank differences pick one
/// of the eight directions, clockwise from north, where the two squares share a line (one
/// difference zero, or both of one size); 8 otherwise.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::direction(A1, A8), 0);
/// assert_eq!(calc::direction(C3, A1), 5);
/// assert_eq!(calc::direction(A1, B3), 8);
/// ```
#[inline]
pub const fn direction(from: Square, to: Square) -> u8 {
    compass(
        to.file() as i8 - from.file() as i8,
        to.rank() as i8 - from.rank() as i8,
    )
}

/// [`x88_direction`](crate::x88_direction) computed: the difference plus 119 is `16 * (rank
/// difference + 7) + (file difference + 7)`, both in `0..=14`; a low nibble of 15 is no
/// difference of two squares.
///
/// ```
/// use chess_lut::calc;
/// assert_eq!(calc::x88_direction(15), 7); // a rank up and a file left: north-west
/// assert_eq!(calc::x88_direction(8), 8); // eight files apart: no two squares are
/// assert_eq!(calc::x88_direction(-120), 8);
/// ```
#[inline]
pub const fn x88_direction(difference: i16) -> u8 {
    if difference < -119 || difference > 119 {
        return 8;
    }
    let shifted = (difference + 119) as u8;
    if shifted & 15 == 15 {
        return 8;
    }
    compass((shifted & 15) as i8 - 7, (shifted >> 4) as i8 - 7)
}

/// The compass direction of a file difference `df` and a rank difference `dr`: the signs pick
/// one of the eight, clockwise from north, where the two share a line (one difference zero, or
/// both of one size); 8 otherwise.
#[inline]
const fn compass(df: i8, dr: i8) -> u8 {
    let aligned = (df == 0) != (dr == 0) || (df != 0 && df.abs() == dr.abs());
    if !aligned {
        return 8;
    }
    match (df.signum(), dr.signum()) {
        (0, 1) => 0,
        (1, 1) => 1,
        (1, 0) => 2,
        (1, -1) => 3,
        (0, -1) => 4,
        (-1, -1) => 5,
        (-1, 0) => 6,
        _ => 7,
    }
}
