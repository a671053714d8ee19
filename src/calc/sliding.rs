//! Sliding attacks by the o^(o-2r) trick (hyperbola quintessence), on masks computed from the
//! square: no table.

use super::between::{anti_diagonal_mask, diagonal_mask, file_mask, rank_mask};
use crate::{Bitboard, Square};

/// Attacks along `mask` (a file, diagonal or anti-diagonal through `sq`: one square per rank),
/// by o^(o-2r) upwards and the same on the byte-swapped board downwards.
#[inline]
const fn slide_swapped(sq: Square, occupied: u64, mask: u64) -> u64 {
    let r = 1u64 << sq as u8;
    // o without the slider: o - r is o^(o-2r)'s o - 2r with the slider's bit in o
    let o = occupied & mask & !r;
    let up = o.wrapping_sub(r);
    let down = o.swap_bytes().wrapping_sub(r.swap_bytes()).swap_bytes();
    (up ^ down) & mask
}

/// Attacks along the rank of `sq`: downwards needs a full bit reversal.
#[inline]
const fn slide_rank(sq: Square, occupied: u64) -> u64 {
    let mask = rank_mask(sq);
    let r = 1u64 << sq as u8;
    let o = occupied & mask & !r;
    let up = o.wrapping_sub(r);
    let down = o
        .reverse_bits()
        .wrapping_sub(r.reverse_bits())
        .reverse_bits();
    (up ^ down) & mask
}

/// The squares a bishop on `sq` attacks when `occupied` holds pieces: each diagonal up to and
/// including the first piece. Computed by o^(o-2r) over masks computed from the square.
///
/// ```
/// use chess_lut::{Square::*, bitboard, calc};
///
/// let occupied = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . X . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// };
/// assert_eq!(calc::bishop_attacks(C2, occupied), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . X . .
///     X . . . X . . .
///     . X . X . . . .
///     . . . . . . . .
///     . X . X . . . .
/// });
/// ```
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(
        slide_swapped(sq, occupied.0, diagonal_mask(sq))
            | slide_swapped(sq, occupied.0, anti_diagonal_mask(sq)),
    )
}

/// The squares a rook on `sq` attacks when `occupied` holds pieces: each rank and file
/// direction up to and including the first piece. Computed by o^(o-2r); the rank needs a bit
/// reversal where the file makes do with a byte swap.
///
/// ```
/// use chess_lut::{Square::*, bitboard, calc};
///
/// let occupied = B1.bitboard() | A3.bitboard();
/// assert_eq!(calc::rook_attacks(A1, occupied), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . .
///     X . . . . . . .
///     . X . . . . . .
/// });
/// ```
#[inline]
pub const fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(slide_swapped(sq, occupied.0, file_mask(sq)) | slide_rank(sq, occupied.0))
}
