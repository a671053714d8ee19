use super::leapers::knight_targets;
use chess_lut_types::Square;

/// [`knight_distance`](crate::knight_distance) computed: the closed form of
/// [`knight_distance_closed_form`], folded by the compiler into three 64-bit constants.
///
/// The open-board distance depends only on the absolute deltas `(dx, dy)`, 64 cases of 3 bits
/// each: bit `8 * dy + dx` of constant `k` holds bit `k` of the distance. At run time that is
/// three shifts and masks, plus the board's one exception (a corner and its diagonal neighbour
/// are 4 moves apart, not 2). No branch, no memory.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::knight_distance(A1, B2), 4);
/// assert_eq!(calc::knight_distance(B2, C3), 2);
/// assert_eq!(calc::knight_distance(H1, A8), 6);
/// ```
#[inline]
pub const fn knight_distance(a: Square, b: Square) -> u8 {
    const PLANES: [u64; 3] = open_board_planes();
    const CORNERS: u64 = 0x8100_0000_0000_0081;
    let dx = (a.file() as i32 - b.file() as i32).unsigned_abs();
    let dy = (a.rank() as i32 - b.rank() as i32).unsigned_abs();
    let i = 8 * dy + dx;
    let d = (PLANES[0] >> i & 1) | (PLANES[1] >> i & 1) << 1 | (PLANES[2] >> i & 1) << 2;
    let corner = (CORNERS >> a as u8 | CORNERS >> b as u8) & 1;
    (d + 2 * (corner & (i == 9) as u64)) as u8
}

/// The open-board distance for every `(dx, dy)` in `0..8`, as three bit-planes.
const fn open_board_planes() -> [u64; 3] {
    let mut planes = [0; 3];
    let mut i = 0;
    while i < 64 {
        let d = open_board(i % 8, i / 8) as u64;
        planes[0] |= (d & 1) << i;
        planes[1] |= (d >> 1 & 1) << i;
        planes[2] |= (d >> 2 & 1) << i;
        i += 1;
    }
    planes
}

/// Knight distance on an open board (no edges) for absolute deltas `dx`, `dy`.
///
/// With `x >= y` and `delta = x - y`, it is `delta - 2 * floor((delta - y) / 3)` when
/// `y > delta`, else `delta - 2 * floor((delta - y) / 4)`, except `(1, 0)` (3, not 1) and
/// `(2, 2)` (4, not 2).
const fn open_board(dx: i32, dy: i32) -> i32 {
    let (x, y) = if dx >= dy { (dx, dy) } else { (dy, dx) };
    let delta = x - y;
    let open = if y > delta {
        delta - 2 * (delta - y).div_euclid(3)
    } else {
        delta - 2 * (delta - y).div_euclid(4)
    };
    let detour = (x == 1) & (y == 0) | (x == 2) & (y == 2);
    open + 2 * detour as i32
}

/// [`knight_distance`](crate::knight_distance) from the closed form evaluated at run time:
/// [`knight_distance`]'s formula without the folding, kept for the benches.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::knight_distance_closed_form(A1, B2), 4);
/// assert_eq!(calc::knight_distance_closed_form(E4, E5), 3);
/// ```
#[inline]
pub const fn knight_distance_closed_form(a: Square, b: Square) -> u8 {
    let dx = (a.file() as i32 - b.file() as i32).abs();
    let dy = (a.rank() as i32 - b.rank() as i32).abs();
    let corner = (dx == 1) & (dy == 1) & (is_corner(a) | is_corner(b));
    (open_board(dx, dy) + 2 * corner as i32) as u8
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

/// The file and rank differences of `a` and `b`.
#[inline]
const fn deltas(a: Square, b: Square) -> (u8, u8) {
    (a.file().abs_diff(b.file()), a.rank().abs_diff(b.rank()))
}

/// [`king_distance`](crate::king_distance) computed: the larger of the file and rank
/// differences.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::king_distance(B2, G4), 5);
/// ```
#[inline]
pub const fn king_distance(a: Square, b: Square) -> u8 {
    let (df, dr) = deltas(a, b);
    if df > dr { df } else { dr }
}

/// [`manhattan_distance`](crate::manhattan_distance) computed: the file and rank differences
/// added.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::manhattan_distance(B2, G4), 7);
/// ```
#[inline]
pub const fn manhattan_distance(a: Square, b: Square) -> u8 {
    let (df, dr) = deltas(a, b);
    df + dr
}

/// How far a file (or rank) coordinate `x` is from the two central ones, 3 and 4:
/// `(|7 - 2x| - 1) / 2`, so `3 2 1 0 0 1 2 3`.
#[inline]
const fn off_center(x: u8) -> u8 {
    ((7 - 2 * x as i8).unsigned_abs() - 1) / 2
}

/// [`center_distance`](crate::center_distance) computed: the larger of the file's and the
/// rank's distance from the central two.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!((calc::center_distance(H8), calc::center_distance(F4)), (3, 1));
/// ```
#[inline]
pub const fn center_distance(sq: Square) -> u8 {
    let (f, r) = (off_center(sq.file()), off_center(sq.rank()));
    if f > r { f } else { r }
}

/// [`center_manhattan_distance`](crate::center_manhattan_distance) computed: the file's and
/// the rank's distance from the central two, added.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!((calc::center_manhattan_distance(H8), calc::center_manhattan_distance(F4)), (6, 1));
/// ```
#[inline]
pub const fn center_manhattan_distance(sq: Square) -> u8 {
    off_center(sq.file()) + off_center(sq.rank())
}

/// The squares within king distance `d` of `sq`: the files and the ranks `d` either side of
/// it, clipped to the board, intersected. `d` is at most 7.
#[inline]
const fn square_box(sq: Square, d: u8) -> u64 {
    let (f, r) = (sq.file(), sq.rank());
    let (f_lo, f_hi) = (f.saturating_sub(d), if f + d > 7 { 7 } else { f + d });
    let (r_lo, r_hi) = (r.saturating_sub(d), if r + d > 7 { 7 } else { r + d });
    let files = ((2u16 << f_hi) - (1u16 << f_lo)) as u64 * 0x0101_0101_0101_0101;
    let ranks = (u64::MAX >> (56 - 8 * r_hi)) & (u64::MAX << (8 * r_lo));
    files & ranks
}

/// [`distance_ring`](crate::distance_ring) computed: the box of squares within `d` less the box
/// within `d - 1`.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::distance_ring(A1, 1), A2.bitboard() | B1.bitboard() | B2.bitboard());
/// assert!(calc::distance_ring(A1, 9).is_empty());
/// ```
#[inline]
pub const fn distance_ring(sq: Square, d: u8) -> chess_lut_types::Bitboard {
    let ring = match d {
        0 => square_box(sq, 0),
        1..=7 => square_box(sq, d) ^ square_box(sq, d - 1),
        _ => 0,
    };
    chess_lut_types::Bitboard(ring)
}

/// Every square a knight on one of `from` reaches in one move: the eight shifts, each masked
/// where it would wrap around the board's edge.
#[inline]
const fn knight_steps(from: u64) -> u64 {
    const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_AB: u64 = 0xFCFC_FCFC_FCFC_FCFC;
    const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const NOT_GH: u64 = 0x3F3F_3F3F_3F3F_3F3F;
    ((from << 17) & NOT_A)
        | ((from << 15) & NOT_H)
        | ((from << 10) & NOT_AB)
        | ((from << 6) & NOT_GH)
        | ((from >> 15) & NOT_A)
        | ((from >> 17) & NOT_H)
        | ((from >> 6) & NOT_AB)
        | ((from >> 10) & NOT_GH)
}

/// [`knight_ring`](crate::knight_ring) computed: the knight's moves from the ring before,
/// `moves` times, less every square reached sooner.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::knight_ring(A1, 1), B3.bitboard() | C2.bitboard());
/// assert_eq!(calc::knight_ring(A1, 6), H8.bitboard());
/// assert!(calc::knight_ring(A1, 7).is_empty());
/// ```
#[inline]
pub const fn knight_ring(sq: Square, moves: u8) -> chess_lut_types::Bitboard {
    let (mut ring, mut reached) = (1u64 << sq as u8, 1u64 << sq as u8);
    let mut n = 0;
    while n < moves && ring != 0 {
        ring = knight_steps(ring) & !reached;
        reached |= ring;
        n += 1;
    }
    chess_lut_types::Bitboard(ring)
}
