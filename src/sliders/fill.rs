//! Every rook and bishop of a set at once, by direction: a Kogge-Stone occluded fill of the
//! eight directions, no table and no loop over the pieces. What a move generator asks of all
//! the opponent's sliders (the squares they attack, the king's ban) or of all its own (how many
//! moves they have, perft's last ply), without a lookup per piece.
//!
//! Along one direction, no two sliders' rays meet: a slider behind another stops at it. So the
//! squares a direction's fill reaches are each one slider's target exactly once, and the
//! number of moves is the sum of the eight directions' popcounts, as a loop over the pieces
//! would count them. A queen is in both sets and counts in all eight.
//!
//! The portable form runs the eight directions in scalar code; [`avx2`] runs them in two
//! registers, the four directions that shift left in one and the four that shift right in the
//! other; `avx512` (built by Rust 1.89 or newer for x86-64) in one register.
//!
//! ```
//! use chess_lut::{Bitboard, Square::*, bitboard, sliders::fill};
//!
//! // rooks on a1 and d4, a bishop on f1, pieces on d6 and b2
//! let rooks = A1.bitboard() | D4.bitboard();
//! let bishops = F1.bitboard();
//! let occupied = rooks | bishops | D6.bitboard() | B2.bitboard();
//! assert_eq!(
//!     fill::attacks(rooks, bishops, occupied),
//!     bitboard! {
//!         X . . . . . . .
//!         X . . . . . . .
//!         X . . X . . . .
//!         X X . X . . . .
//!         X X X . X X X X
//!         X . . X . . . X
//!         X . . X X . X .
//!         . X X X X X . .
//!     }
//! );
//! // 26 squares, five of them (a4, a6, c4, d1, d3) attacked twice: 31 moves
//! let by_piece = chess_lut::rook_attacks(A1, occupied).count()
//!     + chess_lut::rook_attacks(D4, occupied).count()
//!     + chess_lut::bishop_attacks(F1, occupied).count();
//! assert_eq!(by_piece, 31);
//! assert_eq!(fill::attack_count(rooks, bishops, occupied, Bitboard::FULL), 31);
//! ```

use chess_lut_types::Bitboard;

const NOT_A: u64 = !0x0101_0101_0101_0101;
const NOT_H: u64 = !0x8080_8080_8080_8080;

/// The eight directions: how far a step goes in square indices, whether it shifts left (up the
/// board, or east), the squares a step may land on (a step east never lands on the a-file), and
/// whether a rook (else a bishop) moves that way.
const DIRECTIONS: [(u32, bool, u64, bool); 8] = [
    (8, true, !0, true),      // north
    (1, true, NOT_A, true),   // east
    (9, true, NOT_A, false),  // north-east
    (7, true, NOT_H, false),  // north-west
    (8, false, !0, true),     // south
    (1, false, NOT_H, true),  // west
    (9, false, NOT_H, false), // south-west
    (7, false, NOT_A, false), // south-east
];

/// `x` shifted `n` places left or right.
#[inline(always)]
const fn shift(x: u64, n: u32, left: bool) -> u64 {
    if left { x << n } else { x >> n }
}

/// The squares the sliders of `from` attack in direction `d` of [`DIRECTIONS`], over `empty`:
/// the occluded fill in three doubling steps, then one step more onto the first piece.
#[inline(always)]
const fn ray(d: usize, from: u64, empty: u64) -> u64 {
    let (n, left, land, _) = DIRECTIONS[d];
    let mut g = from;
    let mut p = empty & land;
    g |= p & shift(g, n, left);
    p &= shift(p, n, left);
    g |= p & shift(g, 2 * n, left);
    p &= shift(p, 2 * n, left);
    g |= p & shift(g, 4 * n, left);
    shift(g, n, left) & land
}

/// Each direction's attacks of the `rooks` or the `bishops`, in the order of [`DIRECTIONS`].
#[inline(always)]
const fn rays(rooks: Bitboard, bishops: Bitboard, occupied: Bitboard) -> [u64; 8] {
    let empty = !occupied.0;
    let mut rays = [0; 8];
    let mut d = 0;
    while d < 8 {
        let from = if DIRECTIONS[d].3 { rooks.0 } else { bishops.0 };
        rays[d] = ray(d, from, empty);
        d += 1;
    }
    rays
}

/// The squares the `rooks` and `bishops` attack when `occupied` holds pieces (whether it holds
/// the sliders makes no difference): the union of [`rook_attacks`](crate::rook_attacks) of
/// each rook and [`bishop_attacks`](crate::bishop_attacks) of each bishop. A queen goes in both
/// sets.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::fill};
/// let occupied = Bitboard(0x0024_0000_1800_2400);
/// let queen = D4.bitboard();
/// assert_eq!(fill::attacks(queen, queen, occupied), chess_lut::queen_attacks(D4, occupied));
/// ```
#[inline]
pub const fn attacks(rooks: Bitboard, bishops: Bitboard, occupied: Bitboard) -> Bitboard {
    let rays = rays(rooks, bishops, occupied);
    let mut all = 0;
    let mut d = 0;
    while d < 8 {
        all |= rays[d];
        d += 1;
    }
    Bitboard(all)
}

/// How many squares of `targets` the `rooks` and `bishops` attack, counted once per slider that
/// attacks it (and for a queen, which goes in both sets, once per direction): the sum over the
/// pieces of their attacks' popcount within `targets`, the number of moves they have there.
/// `occupied` must hold the sliders (a slider on an empty square would not stop the one behind
/// it, and their rays would overlap).
///
/// ```
/// use chess_lut::{Bitboard, Square::*, sliders::fill};
/// let rooks = A1.bitboard() | H1.bitboard();
/// // each rook reaches the other's square and six between: 7 each along the rank, 7 up
/// assert_eq!(fill::attack_count(rooks, Bitboard::EMPTY, rooks, Bitboard::FULL), 28);
/// // with the two rooks' own squares off the targets, as a move generator asks
/// assert_eq!(fill::attack_count(rooks, Bitboard::EMPTY, rooks, !rooks), 26);
/// ```
#[inline]
pub const fn attack_count(
    rooks: Bitboard,
    bishops: Bitboard,
    occupied: Bitboard,
    targets: Bitboard,
) -> u32 {
    let rays = rays(rooks, bishops, occupied);
    let mut count = 0;
    let mut d = 0;
    while d < 8 {
        count += (rays[d] & targets.0).count_ones();
        d += 1;
    }
    count
}

/// The fill in two AVX2 registers: north, east, north-east and north-west in one (shifted left),
/// south, west, south-west and south-east in the other (shifted right), each step a variable
/// shift of all four lanes; the count adds the bytes' popcounts (a `vpshufb` of each nibble)
/// and sums them with one `vpsadbw`. No `unsafe`: the intrinsics touch no memory and are safe
/// inside a function compiled for AVX2.
///
/// ```
/// # #[cfg(target_arch = "x86_64")] {
/// use chess_lut::{Bitboard, Square::*, sliders::fill};
/// if std::is_x86_feature_detected!("avx2") {
///     let (rooks, bishops) = (A1.bitboard() | E4.bitboard(), C8.bitboard() | E4.bitboard());
///     let occupied = Bitboard(0x0024_0000_1800_2400) | rooks | bishops;
///     // SAFETY: the CPU has AVX2, checked above
///     let (all, count) = unsafe {
///         (
///             fill::avx2::attacks(rooks, bishops, occupied),
///             fill::avx2::attack_count(rooks, bishops, occupied, !occupied),
///         )
///     };
///     assert_eq!(all, fill::attacks(rooks, bishops, occupied));
///     assert_eq!(count, fill::attack_count(rooks, bishops, occupied, !occupied));
/// }
/// # }
/// ```
#[cfg(target_arch = "x86_64")]
pub mod avx2 {
    use core::arch::x86_64::{
        __m256i, _mm_add_epi64, _mm_cvtsi128_si64, _mm_extract_epi64, _mm_or_si128,
        _mm256_add_epi8, _mm256_and_si256, _mm256_castsi256_si128, _mm256_extracti128_si256,
        _mm256_or_si256, _mm256_sad_epu8, _mm256_set_epi64x, _mm256_set1_epi8, _mm256_set1_epi64x,
        _mm256_setr_epi8, _mm256_setzero_si256, _mm256_shuffle_epi8, _mm256_sllv_epi64,
        _mm256_srli_epi16, _mm256_srlv_epi64,
    };

    use super::{NOT_A, NOT_H};
    use chess_lut_types::Bitboard;

    /// The lanes' steps, low lane first: north, east, north-east, north-west (left), and the
    /// same numbers for south, west, south-west, south-east (right).
    const STEPS: [i64; 4] = [8, 1, 9, 7];

    /// One step of `k` times each lane's step, left or right.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn step(x: __m256i, k: i64, left: bool) -> __m256i {
        let n = _mm256_set_epi64x(STEPS[3] * k, STEPS[2] * k, STEPS[1] * k, STEPS[0] * k);
        if left {
            _mm256_sllv_epi64(x, n)
        } else {
            _mm256_srlv_epi64(x, n)
        }
    }

    /// [`super::ray`] in four lanes at once.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn rays(from: __m256i, empty: __m256i, land: __m256i, left: bool) -> __m256i {
        let mut g = from;
        let mut p = _mm256_and_si256(empty, land);
        g = _mm256_or_si256(g, _mm256_and_si256(p, step(g, 1, left)));
        p = _mm256_and_si256(p, step(p, 1, left));
        g = _mm256_or_si256(g, _mm256_and_si256(p, step(g, 2, left)));
        p = _mm256_and_si256(p, step(p, 2, left));
        g = _mm256_or_si256(g, _mm256_and_si256(p, step(g, 4, left)));
        _mm256_and_si256(step(g, 1, left), land)
    }

    /// The eight directions' attacks: (north, east, north-east, north-west) and (south, west,
    /// south-west, south-east).
    #[inline]
    #[target_feature(enable = "avx2")]
    fn all_rays(rooks: Bitboard, bishops: Bitboard, occupied: Bitboard) -> (__m256i, __m256i) {
        let (r, b) = (rooks.0 as i64, bishops.0 as i64);
        let from = _mm256_set_epi64x(b, b, r, r);
        let empty = _mm256_set1_epi64x(!occupied.0 as i64);
        let (a, h) = (NOT_A as i64, NOT_H as i64);
        (
            rays(from, empty, _mm256_set_epi64x(h, a, a, -1), true),
            rays(from, empty, _mm256_set_epi64x(a, h, h, -1), false),
        )
    }

    /// [`super::attacks`] in two registers.
    ///
    /// # Safety
    ///
    /// Safe to call from a function marked `#[target_feature(enable = "avx2")]`; elsewhere Rust
    /// asks for `unsafe`, which is sound where the CPU has AVX2
    /// (`is_x86_feature_detected!("avx2")`, or a build for such a CPU).
    #[inline]
    #[target_feature(enable = "avx2")]
    pub fn attacks(rooks: Bitboard, bishops: Bitboard, occupied: Bitboard) -> Bitboard {
        let (up, down) = all_rays(rooks, bishops, occupied);
        let x = _mm256_or_si256(up, down);
        let x = _mm_or_si128(_mm256_castsi256_si128(x), _mm256_extracti128_si256::<1>(x));
        Bitboard((_mm_cvtsi128_si64(x) | _mm_extract_epi64::<1>(x)) as u64)
    }

    /// [`super::attack_count`] in two registers.
    ///
    /// # Safety
    ///
    /// As [`attacks`].
    #[inline]
    #[target_feature(enable = "avx2")]
    pub fn attack_count(
        rooks: Bitboard,
        bishops: Bitboard,
        occupied: Bitboard,
        targets: Bitboard,
    ) -> u32 {
        let (up, down) = all_rays(rooks, bishops, occupied);
        let t = _mm256_set1_epi64x(targets.0 as i64);
        #[rustfmt::skip]
        let nibble = _mm256_setr_epi8(
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
            0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
        );
        let low = _mm256_set1_epi8(0x0F);
        // each byte's popcount: at most 8, so a byte of the two registers' sum is at most 16
        let bytes = |x: __m256i| {
            let x = _mm256_and_si256(x, t);
            let lo = _mm256_shuffle_epi8(nibble, _mm256_and_si256(x, low));
            let hi = _mm256_shuffle_epi8(nibble, _mm256_and_si256(_mm256_srli_epi16::<4>(x), low));
            _mm256_add_epi8(lo, hi)
        };
        let sums = _mm256_sad_epu8(
            _mm256_add_epi8(bytes(up), bytes(down)),
            _mm256_setzero_si256(),
        );
        let sums = _mm_add_epi64(
            _mm256_castsi256_si128(sums),
            _mm256_extracti128_si256::<1>(sums),
        );
        // at most 8 directions of 7 squares for each of 64 sliders: far below 2^32
        (_mm_cvtsi128_si64(sums) + _mm_extract_epi64::<1>(sums)) as u32
    }
}

/// The fill in one AVX-512 register: the eight directions in its eight lanes, each step a left
/// rotation by the lane's count (`vprolvq`; a step down is a rotation by 64 less the step), the
/// squares a rotation wraps onto taken off each lane's landing squares (a step north never lands
/// on the first rank); the count one `vpopcntq` and a sum of the lanes. Compiled with Rust 1.89
/// or newer (the first to name these target features); needs AVX-512 F and VPOPCNTDQ (Intel
/// from Ice Lake, AMD from Zen 4). No `unsafe`, as [`avx2`].
///
/// ```
/// # #[cfg(chess_lut_avx512)] {
/// use chess_lut::{Bitboard, Square::*, sliders::fill};
/// if std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("avx512vpopcntdq") {
///     let (rooks, bishops) = (A1.bitboard() | E4.bitboard(), C8.bitboard() | E4.bitboard());
///     let occupied = Bitboard(0x0024_0000_1800_2400) | rooks | bishops;
///     // SAFETY: the CPU has both, checked above
///     let (all, count) = unsafe {
///         (
///             fill::avx512::attacks(rooks, bishops, occupied),
///             fill::avx512::attack_count(rooks, bishops, occupied, !occupied),
///         )
///     };
///     assert_eq!(all, fill::attacks(rooks, bishops, occupied));
///     assert_eq!(count, fill::attack_count(rooks, bishops, occupied, !occupied));
/// }
/// # }
/// ```
#[cfg(chess_lut_avx512)]
// compiled only by Rust 1.89 and newer: the build script sets `chess_lut_avx512` by the version
#[allow(clippy::incompatible_msrv)]
pub mod avx512 {
    use core::arch::x86_64::{
        __m512i, _mm512_and_si512, _mm512_andnot_si512, _mm512_or_si512, _mm512_popcnt_epi64,
        _mm512_reduce_add_epi64, _mm512_reduce_or_epi64, _mm512_rolv_epi64, _mm512_set_epi64,
        _mm512_set1_epi64,
    };

    use super::{NOT_A, NOT_H};
    use chess_lut_types::Bitboard;

    const RANK_1: u64 = 0xFF;
    const RANK_8: u64 = 0xFF << 56;

    /// The eight directions' attacks, lanes low to high: north, east, north-east, north-west,
    /// south, west, south-west, south-east.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn all_rays(rooks: Bitboard, bishops: Bitboard, occupied: Bitboard) -> __m512i {
        let (r, b) = (rooks.0 as i64, bishops.0 as i64);
        let from = _mm512_set_epi64(b, b, r, r, b, b, r, r);
        let lane = |x: u64| x as i64;
        // where each lane may land: off the files a step crosses, and off the rank its rotation
        // wraps onto
        #[rustfmt::skip]
        let land = _mm512_set_epi64(
            lane(NOT_A & !RANK_8), lane(NOT_H & !RANK_8), lane(NOT_H), lane(!RANK_8),
            lane(NOT_H & !RANK_1), lane(NOT_A & !RANK_1), lane(NOT_A), lane(!RANK_1),
        );
        // one, two and four steps: north 8, east 1, north-east 9, north-west 7, and their
        // opposites as left rotations (south 56, west 63, south-west 55, south-east 57), mod 64
        let one = _mm512_set_epi64(57, 55, 63, 56, 7, 9, 1, 8);
        let two = _mm512_set_epi64(50, 46, 62, 48, 14, 18, 2, 16);
        let four = _mm512_set_epi64(36, 28, 60, 32, 28, 36, 4, 32);
        let mut g = from;
        let mut p = _mm512_andnot_si512(_mm512_set1_epi64(occupied.0 as i64), land);
        g = _mm512_or_si512(g, _mm512_and_si512(p, _mm512_rolv_epi64(g, one)));
        p = _mm512_and_si512(p, _mm512_rolv_epi64(p, one));
        g = _mm512_or_si512(g, _mm512_and_si512(p, _mm512_rolv_epi64(g, two)));
        p = _mm512_and_si512(p, _mm512_rolv_epi64(p, two));
        g = _mm512_or_si512(g, _mm512_and_si512(p, _mm512_rolv_epi64(g, four)));
        _mm512_and_si512(_mm512_rolv_epi64(g, one), land)
    }

    /// [`super::attacks`] in one register.
    ///
    /// # Safety
    ///
    /// Safe to call from a function marked `#[target_feature(enable = "avx512f,avx512vpopcntdq")]`;
    /// elsewhere Rust asks for `unsafe`, which is sound where the CPU has both
    /// (`is_x86_feature_detected!`, or a build for such a CPU).
    #[inline]
    #[target_feature(enable = "avx512f,avx512vpopcntdq")]
    pub fn attacks(rooks: Bitboard, bishops: Bitboard, occupied: Bitboard) -> Bitboard {
        Bitboard(_mm512_reduce_or_epi64(all_rays(rooks, bishops, occupied)) as u64)
    }

    /// [`super::attack_count`] in one register.
    ///
    /// # Safety
    ///
    /// As [`attacks`].
    #[inline]
    #[target_feature(enable = "avx512f,avx512vpopcntdq")]
    pub fn attack_count(
        rooks: Bitboard,
        bishops: Bitboard,
        occupied: Bitboard,
        targets: Bitboard,
    ) -> u32 {
        let hits = _mm512_and_si512(
            all_rays(rooks, bishops, occupied),
            _mm512_set1_epi64(targets.0 as i64),
        );
        // at most 8 directions of 7 squares for each of 64 sliders: far below 2^32
        _mm512_reduce_add_epi64(_mm512_popcnt_epi64(hits)) as u32
    }
}
