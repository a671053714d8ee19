//! A square's name: `e4` written and read back.

use core::fmt;
use core::str::FromStr;

use super::Square;

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = [b'a' + self.file(), b'1' + self.rank()];
        f.write_str(core::str::from_utf8(&name).map_err(|_| fmt::Error)?)
    }
}

/// Why a string is not a square name. Its message says what a square looks like.
///
/// ```
/// use chess_lut_types::{ParseSquareError, Square};
///
/// assert_eq!("i1".parse::<Square>(), Err(ParseSquareError::File('i')));
/// assert_eq!(
///     ParseSquareError::Rank('9').to_string(),
///     "'9' is not a rank: a square is a file a-h and a rank 1-8, like \"e4\""
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ParseSquareError {
    /// The string is empty.
    Empty,
    /// The string has this many characters, not 2.
    Length(usize),
    /// The first character is not a file `a`-`h` (either case).
    File(char),
    /// The second character is not a rank `1`-`8`.
    Rank(char),
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSquareError::Empty => f.write_str("empty square name"),
            ParseSquareError::Length(n) => write!(f, "a square name has 2 characters, not {n}"),
            ParseSquareError::File(c) => write!(f, "{c:?} is not a file"),
            ParseSquareError::Rank(c) => write!(f, "{c:?} is not a rank"),
        }?;
        f.write_str(": a square is a file a-h and a rank 1-8, like \"e4\"")
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `"e4"` or `"E4"`; anything else is an error, never a panic.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        let (Some(file), Some(rank), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(match s.chars().count() {
                0 => ParseSquareError::Empty,
                n => ParseSquareError::Length(n),
            });
        };
        let f = match file.to_ascii_lowercase() {
            c @ 'a'..='h' => c as u8 - b'a',
            _ => return Err(ParseSquareError::File(file)),
        };
        let r = match rank {
            c @ '1'..='8' => c as u8 - b'1',
            _ => return Err(ParseSquareError::Rank(rank)),
        };
        Square::from_coords(f, r).ok_or(ParseSquareError::Rank(rank))
    }
}
