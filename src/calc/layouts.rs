//! The layouts' own arithmetic computed another way. (The layouts' answers have the crate
//! root's twins: [`in_between`](super::in_between), [`attacks`](super::attacks).)

use chess_lut_types::Square;

/// [`layouts::x88_diff`](crate::layouts::x88_diff) from coordinates: `16 * (rank delta) + (file delta) + 120`.
///
/// ```
/// use chess_lut::{Square::*, calc};
/// assert_eq!(calc::x88_diff(B1, A2), 16 - 1 + 120);
/// ```
#[inline]
pub const fn x88_diff(from: Square, to: Square) -> usize {
    let dr = to.rank() as i32 - from.rank() as i32;
    let df = to.file() as i32 - from.file() as i32;
    (16 * dr + df + 120) as usize
}
