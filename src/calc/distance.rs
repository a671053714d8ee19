use super::leapers::knight_targets;
use crate::Square;

/// [`knight_distance`](crate::knight_distance) computed in closed form, without a branch.
///
/// With `x >= y` the absolute file and rank deltas and `delta = x - y`, the open-board
/// distance is `delta - 2 * floor((delta - y) / 3)` when `y > delta`, else
/// `delta - 2 * floor((delta - y) / 4)`. Three cases take two moves more than that: `(1, 0)`
/// (3, not 1), `(2, 2)` (4, not 2), and on the 8x8 board a corner with its diagonal neighbour
/// (4, not 2). The exhaustive test checks this against breadth-first search for all 4096 pairs.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::knight_distance(A1, B2), 4);
/// assert_eq!(calc::knight_distance(B2, C3), 2);
/// assert_eq!(calc::knight_distance(H1, A8), 6);
/// ```
#[inline]
pub const fn knight_distance(a: Square, b: Square) -> u8 {
    let dx = (a.file() as i32 - b.file() as i32).abs();
    let dy = (a.rank() as i32 - b.rank() as i32).abs();
    let (x, y) = (max(dx, dy), min(dx, dy));
    let delta = x - y;
    // floor division: an arithmetic shift for 4, div_euclid (a multiply) for 3
    let open = if y > delta {
        delta - 2 * (delta - y).div_euclid(3)
    } else {
        delta - 2 * ((delta - y) >> 2)
    };
    let detour = (x == 1) & (y == 0)
        | (x == 2) & (y == 2)
        | (x == 1) & (y == 1) & (is_corner(a) | is_corner(b));
    (open + 2 * detour as i32) as u8
}

#[inline]
const fn max(a: i32, b: i32) -> i32 {
    if a > b { a } else { b }
}

#[inline]
const fn min(a: i32, b: i32) -> i32 {
    if a > b { b } else { a }
}

/// a1, h1, a8 or h8.
#[inline]
const fn is_corner(sq: Square) -> bool {
    // both coordinates 0 or 7: (c + 1) & 7 is 0 or 1 exactly then
    (sq.file() + 1) & 6 == 0 && (sq.rank() + 1) & 6 == 0
}

/// [`knight_distance`](crate::knight_distance) computed by knight fill: grow the set of
/// squares reachable from `a` one move at a time until it holds `b`. Up to six rounds of
/// [`knight_attacks`](super::knight_attacks)' shifts on a whole set; slower than [`knight_distance`], kept for
/// the benches.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::knight_distance_by_fill(A1, H8), 6);
/// assert_eq!(calc::knight_distance_by_fill(E4, E4), 0);
/// ```
#[inline]
pub const fn knight_distance_by_fill(a: Square, b: Square) -> u8 {
    let target = b.bitboard().0;
    let mut reached = a.bitboard().0;
    let mut d = 0;
    while reached & target == 0 {
        reached |= knight_targets(reached);
        d += 1;
    }
    d
}
