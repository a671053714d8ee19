//! A bitboard as text: drawn as the board, in hex, and read back from either.

use core::fmt;
use core::str::FromStr;

use super::Bitboard;

/// Draws the board: eight lines, rank 8 first, `X` for a member and `.` for an empty square.
///
/// ```
/// use chess_lut_types::Bitboard;
/// let drawn = Bitboard(0x8100_0000_0000_0081).to_string();
/// assert_eq!(drawn.lines().next(), Some("X . . . . . . X"));
/// assert_eq!(drawn.lines().count(), 8);
/// ```
impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let cell = if self.0 >> (8 * rank + file) & 1 != 0 {
                    'X'
                } else {
                    '.'
                };
                let sep = if file == 7 { "\n" } else { " " };
                write!(f, "{cell}{sep}")?;
            }
        }
        Ok(())
    }
}

/// `Bitboard(0x0000_0000_0000_FF00)`; with `{:#?}` the board is drawn instead.
impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            return write!(f, "Bitboard(\n{self})");
        }
        let v = self.0;
        write!(
            f,
            "Bitboard(0x{:04X}_{:04X}_{:04X}_{:04X})",
            v >> 48,
            (v >> 32) & 0xFFFF,
            (v >> 16) & 0xFFFF,
            v & 0xFFFF
        )
    }
}

/// The value in hex, as `u64` writes it: `{:#x}` gives `0xff00`, `{:#018X}` gives
/// `0x000000000000FF00`; [`FromStr`] reads both back.
///
/// ```
/// use chess_lut_types::Bitboard;
/// assert_eq!(format!("{:#x}", Bitboard(0xFF00)), "0xff00");
/// assert_eq!(format!("{:#018X}", Bitboard(0xFF00)).parse(), Ok(Bitboard(0xFF00)));
/// ```
impl fmt::LowerHex for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

/// The value in upper-case hex; see [`LowerHex`](fmt::LowerHex).
impl fmt::UpperHex for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.0, f)
    }
}

/// Why a string is not a [`Bitboard`].
///
/// ```
/// use chess_lut_types::{Bitboard, ParseBitboardError};
/// assert_eq!("0x".parse::<Bitboard>(), Err(ParseBitboardError::Empty));
/// assert_eq!("0x1_0000_0000_0000_0000".parse::<Bitboard>(), Err(ParseBitboardError::TooLarge));
/// assert_eq!("0xg".parse::<Bitboard>().unwrap_err().to_string(),
///            "'g' is not a hex digit: a bitboard is up to 16 hex digits (0x and _ allowed) or a drawn board");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ParseBitboardError {
    /// No hex digit at all.
    Empty,
    /// A character that is not a hex digit or `_`.
    Char(char),
    /// In a drawn board, a cell that is not one of `X`, `1`, `.`, `0` (this character is the
    /// first that does not fit: cells are one glyph each, separated by white space).
    Cell(char),
    /// A number of more than 64 bits.
    TooLarge,
    /// A drawn board with this many cells, not 64.
    Cells(usize),
}

impl fmt::Display for ParseBitboardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBitboardError::Empty => {
                f.write_str("no hex digits: a bitboard is like 0x0000_0000_1000_0000")
            }
            ParseBitboardError::Char(c) => write!(
                f,
                "{c:?} is not a hex digit: a bitboard is up to 16 hex digits (0x and _ allowed) or a drawn board"
            ),
            ParseBitboardError::Cell(c) => write!(
                f,
                "{c:?} is not a cell of a drawn board: X or 1 for a member, . or 0 for an empty square, separated by spaces"
            ),
            ParseBitboardError::TooLarge => f.write_str("more than 64 bits"),
            ParseBitboardError::Cells(n) => {
                write!(f, "a drawn board has 64 cells (X or . each), not {n}")
            }
        }
    }
}

impl core::error::Error for ParseBitboardError {}

/// Reads a hex number (`0xFF00`, `ff00`, `0x0000_0000_0000_FF00`: `0x` and `_` allowed, at most
/// 64 bits), or a drawn board as [`Display`](fmt::Display) writes it: 64 cells separated by
/// white space, rank 8 first, `X` or `1` for a member, `.` or `0` for an empty square.
///
/// ```
/// use chess_lut_types::{Bitboard, Square};
/// let bb: Bitboard = "0x8000_0000_0000_0001".parse().unwrap();
/// assert_eq!(bb, Square::A1.bitboard() | Square::H8.bitboard());
/// assert_eq!(bb.to_string().parse(), Ok(bb)); // the drawn board reads back
/// assert_eq!(format!("{bb:#x}").parse(), Ok(bb));
/// assert!("0x1_0000_0000_0000_0000".parse::<Bitboard>().is_err()); // 65 bits
/// ```
impl FromStr for Bitboard {
    type Err = ParseBitboardError;

    fn from_str(s: &str) -> Result<Bitboard, ParseBitboardError> {
        let s = s.trim();
        if s.contains(char::is_whitespace) {
            return from_picture_text(s);
        }
        let digits = s
            .strip_prefix("0x")
            .or_else(|| s.strip_prefix("0X"))
            .unwrap_or(s);
        let mut value: u64 = 0;
        let mut any = false;
        for c in digits.chars() {
            if c == '_' {
                continue;
            }
            let d = c.to_digit(16).ok_or(ParseBitboardError::Char(c))?;
            value = value
                .checked_mul(16)
                .map(|v| v | u64::from(d))
                .ok_or(ParseBitboardError::TooLarge)?;
            any = true;
        }
        if any {
            Ok(Bitboard(value))
        } else {
            Err(ParseBitboardError::Empty)
        }
    }
}

/// A drawn board: 64 cells, rank 8 first.
fn from_picture_text(s: &str) -> Result<Bitboard, ParseBitboardError> {
    let mut cells = [false; 64];
    let mut n = 0;
    for cell in s.split_whitespace() {
        let member = match cell {
            "X" | "x" | "1" => true,
            "." | "0" => false,
            _ => {
                let mut glyphs = cell.chars();
                let first = glyphs.next().unwrap_or(' ');
                let bad = if matches!(first, 'X' | 'x' | '1' | '.' | '0') {
                    // two glyphs in one cell, like `XX`: the second is the one that does not fit
                    glyphs.next().unwrap_or(first)
                } else {
                    first
                };
                return Err(ParseBitboardError::Cell(bad));
            }
        };
        if let Some(slot) = cells.get_mut(n) {
            *slot = member;
        }
        n += 1;
    }
    if n == 64 {
        Ok(Bitboard::from_picture(cells))
    } else {
        Err(ParseBitboardError::Cells(n))
    }
}
