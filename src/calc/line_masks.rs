//! The four lines through a square, computed: a rank or file shifted into place, the main
//! diagonal or anti-diagonal shifted up or down by whole ranks. No table; what the line twins
//! and the table-free sliders run on.

use chess_lut_types::Square;

/// The rank through `sq`.
#[inline]
pub(crate) const fn rank_mask(sq: Square) -> u64 {
    0xFF << (sq as u8 & 56)
}

/// The file through `sq`.
#[inline]
pub(crate) const fn file_mask(sq: Square) -> u64 {
    0x0101_0101_0101_0101 << (sq as u8 & 7)
}

/// Shift `main` up by `d` bits if `d > 0`, down by `-d` if `d < 0`, without a branch.
#[inline]
const fn shift_signed(main: u64, d: i32) -> u64 {
    let up = d & !(d >> 31); // d if positive, else 0
    let down = -d & (d >> 31); // -d if negative, else 0
    (main >> down) << up
}

/// The diagonal (a1-h8 direction) through `sq`: the main diagonal moved up `rank - file` ranks.
#[inline]
pub(crate) const fn diagonal_mask(sq: Square) -> u64 {
    let d = 8 * (sq.rank() as i32 - sq.file() as i32);
    shift_signed(0x8040_2010_0804_0201, d)
}

/// The anti-diagonal (h1-a8 direction) through `sq`: the main anti-diagonal moved up
/// `rank + file - 7` ranks.
#[inline]
pub(crate) const fn anti_diagonal_mask(sq: Square) -> u64 {
    let d = 8 * (sq.rank() as i32 + sq.file() as i32 - 7);
    shift_signed(0x0102_0408_1020_4080, d)
}
