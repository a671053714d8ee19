//! A square to and from an engine's own numbers: `TryFrom` an index (an error past 63, never
//! a panic), `From` a square to `u8` and `usize`.

use core::fmt;

use super::Square;

/// Why a number is no square: it is 64 or more.
///
/// ```
/// use chess_lut_types::{Square, SquareIndexError};
/// assert_eq!(Square::try_from(64u8), Err(SquareIndexError(64)));
/// assert_eq!(SquareIndexError(64).to_string(), "64 is no square index: they run from 0 (a1) to 63 (h8)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SquareIndexError(pub u64);

impl fmt::Display for SquareIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is no square index: they run from 0 (a1) to 63 (h8)",
            self.0
        )
    }
}

impl core::error::Error for SquareIndexError {}

macro_rules! try_from {
    ($($t:ty),*) => {$(
        /// The square with this index (`8 * rank + file`), or an error from 64 on.
        ///
        /// ```
        /// use chess_lut_types::Square;
        #[doc = concat!("assert_eq!(Square::try_from(28 as ", stringify!($t), "), Ok(Square::E4));")]
        #[doc = concat!("assert!(Square::try_from(64 as ", stringify!($t), ").is_err());")]
        /// ```
        impl TryFrom<$t> for Square {
            type Error = SquareIndexError;

            #[inline]
            fn try_from(index: $t) -> Result<Square, SquareIndexError> {
                match u8::try_from(index).ok().and_then(Square::from_index) {
                    Some(sq) => Ok(sq),
                    None => Err(SquareIndexError(index as u64)),
                }
            }
        }
    )*};
}

try_from!(u8, u16, u32, u64, usize);

/// The index, `0..64`.
///
/// ```
/// use chess_lut_types::Square;
/// assert_eq!(u8::from(Square::H8), 63);
/// ```
impl From<Square> for u8 {
    #[inline]
    fn from(sq: Square) -> u8 {
        sq as u8
    }
}

/// The index, `0..64`, for indexing an engine's own arrays.
///
/// ```
/// use chess_lut_types::Square;
/// let mut counts = [0u32; 64];
/// counts[usize::from(Square::E4)] += 1;
/// assert_eq!(counts[28], 1);
/// ```
impl From<Square> for usize {
    #[inline]
    fn from(sq: Square) -> usize {
        sq as usize
    }
}
