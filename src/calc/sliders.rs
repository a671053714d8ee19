//! Sliding attacks computed: a plain ray walk (the twins of the crate root's sliders), and
//! o^(o-2r) on line masks computed from the square (no table at all).

use super::line_masks::{anti_diagonal_mask, diagonal_mask, file_mask, rank_mask};
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

const ROOK: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [(i8, i8); 4] = [(1, 1), (-1, -1), (-1, 1), (1, -1)];

/// Walk from `sq` in each direction, square by square, up to and including the first piece.
#[inline]
const fn ray_walk(sq: Square, occupied: Bitboard, directions: &[(i8, i8); 4]) -> Bitboard {
    let mut attacks = 0u64;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = directions[d];
        let (mut f, mut r) = (sq.file() as i8 + df, sq.rank() as i8 + dr);
        while f >= 0 && f < 8 && r >= 0 && r < 8 {
            let bit = 1u64 << (8 * r + f);
            attacks |= bit;
            if occupied.0 & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        d += 1;
    }
    Bitboard(attacks)
}

/// [`bishop_attacks`](crate::bishop_attacks) by a plain ray walk.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, calc};
/// assert_eq!(calc::bishop_attacks(A1, Bitboard::EMPTY).count(), 7);
/// assert_eq!(calc::bishop_attacks(D4, C3.bitboard()).count(), 11);
/// ```
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    ray_walk(sq, occupied, &BISHOP)
}

/// [`rook_attacks`](crate::rook_attacks) by a plain ray walk.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, calc};
/// assert_eq!(calc::rook_attacks(A1, Bitboard::EMPTY).count(), 14);
/// ```
#[inline]
pub const fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    ray_walk(sq, occupied, &ROOK)
}

/// [`queen_attacks`](crate::queen_attacks) by a plain ray walk.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, calc};
/// assert_eq!(calc::queen_attacks(D4, Bitboard::EMPTY).count(), 27);
/// ```
#[inline]
pub const fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(ray_walk(sq, occupied, &BISHOP).0 | ray_walk(sq, occupied, &ROOK).0)
}

/// [`bishop_attacks`](crate::bishop_attacks) by o^(o-2r) on diagonal masks computed from the
/// square: no table, no loop.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, calc};
/// let occupied = Bitboard(0x0000_0020_0000_0000);
/// assert_eq!(calc::bishop_attacks_hq(C2, occupied), calc::bishop_attacks(C2, occupied));
/// ```
#[inline]
pub const fn bishop_attacks_hq(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        hyperbola(sq, occupied.0, diagonal_mask(sq))
            | hyperbola(sq, occupied.0, anti_diagonal_mask(sq)),
    )
}

/// [`rook_attacks`](crate::rook_attacks) by o^(o-2r) on masks computed from the square, the
/// rank by a full bit reversal: no table, no loop.
///
/// ```
/// use chess_lut::{Bitboard, Square::*, calc};
/// let occupied = B1.bitboard() | A3.bitboard();
/// assert_eq!(calc::rook_attacks_hq(A1, occupied), calc::rook_attacks(A1, occupied));
/// ```
#[inline]
pub const fn rook_attacks_hq(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        hyperbola(sq, occupied.0, file_mask(sq))
            | hyperbola_reversed(sq, occupied.0, rank_mask(sq)),
    )
}

/// Attacks along `mask`, a line through `sq` with one square per rank (file, diagonal,
/// anti-diagonal), by o^(o-2r), the kernel of hyperbola quintessence (also behind
/// [`sliders::hyperbola`](crate::sliders::hyperbola), which adds its line masks): o - 2r finds the first blocker upwards; the same on the byte-swapped board
/// (ranks mirrored) finds it downwards. The slider's own bit drops out of the xor.
#[inline]
pub(crate) const fn hyperbola(sq: Square, occupied: u64, mask: u64) -> u64 {
    let r = 1u64 << sq as u8;
    // o without the slider: o - r here is o^(o-2r)'s o - 2r with the slider's bit in o
    let o = occupied & mask & !r;
    let up = o.wrapping_sub(r);
    let down = o.swap_bytes().wrapping_sub(r.swap_bytes()).swap_bytes();
    (up ^ down) & mask
}

/// Attacks along `mask`, any line through `sq`, by o^(o-2r) both ways: downwards on the
/// bit-reversed board, which a rank needs (a byte swap leaves a rank where it is).
#[inline]
pub(crate) const fn hyperbola_reversed(sq: Square, occupied: u64, mask: u64) -> u64 {
    let r = 1u64 << sq as u8;
    let o = occupied & mask & !r;
    let up = o.wrapping_sub(r);
    let down = o
        .reverse_bits()
        .wrapping_sub(r.reverse_bits())
        .reverse_bits();
    (up ^ down) & mask
}
