//! Sliding attacks computed: a plain ray walk (the twins of the crate root's sliders), and
//! o^(o-2r) on line masks computed from the square (no table at all).

use super::between::{anti_diagonal_mask, diagonal_mask, file_mask, rank_mask};
use crate::sliders::hyperbola::{hyperbola, hyperbola_reversed};
use crate::{Bitboard, Square};

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
