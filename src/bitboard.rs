//! Sets of squares, and a square as a set.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};
use core::str::FromStr;

use crate::color::Color;
use crate::square::Square;

/// A set of squares, bit `i` for the square with index `i` (`a1` is bit 0, `h8` bit 63).
///
/// `Display` draws the board, rank 8 at the top, `X` for a member; so does `{:#?}`, while
/// `{:?}` prints the hex value grouped in fours. The [`bitboard!`](crate::bitboard!) macro
/// writes one as a picture.
///
/// ```
/// use chess_lut::{Bitboard, Square, bitboard};
///
/// let bb = Square::A1.bitboard() | Square::H8.bitboard();
/// assert_eq!(bb, bitboard! {
///     . . . . . . . X
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . .
/// });
/// assert_eq!(format!("{bb:?}"), "Bitboard(0x8000_0000_0000_0001)");
/// assert_eq!(bb.into_iter().collect::<Vec<_>>(), [Square::A1, Square::H8]);
/// assert!(bb.contains(Square::H8) && !bb.contains(Square::H1));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const FULL: Bitboard = Bitboard(u64::MAX);

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq as u8 & 1 != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares the set holds.
    ///
    /// ```
    /// use chess_lut::Bitboard;
    /// assert_eq!(Bitboard(0xFF).count(), 8);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The set with `sq` added.
    ///
    /// ```
    /// use chess_lut::{Bitboard, Square};
    /// assert_eq!(Bitboard::EMPTY.with(Square::B1), Bitboard(2));
    /// ```
    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq as u8)
    }

    /// The set with `sq` removed.
    ///
    /// ```
    /// use chess_lut::{Bitboard, Square};
    /// assert_eq!(Bitboard(3).without(Square::A1), Bitboard(2));
    /// ```
    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq as u8))
    }

    /// The lowest square in the set, `None` if empty.
    ///
    /// ```
    /// use chess_lut::{Bitboard, Square};
    /// assert_eq!(Bitboard(0b1100).first(), Some(Square::C1));
    /// ```
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(self.0.trailing_zeros() as u8)
        }
    }

    /// The eight squares of rank `rank` (`0` = rank 1 … `7` = rank 8); empty for a rank off
    /// the board.
    ///
    /// ```
    /// use chess_lut::Bitboard;
    /// assert_eq!(Bitboard::rank(1), Bitboard(0xFF00));
    /// assert_eq!(Bitboard::rank(8), Bitboard::EMPTY);
    /// ```
    #[inline]
    pub const fn rank(rank: u8) -> Bitboard {
        if rank < 8 {
            Bitboard(0xFF << (8 * rank))
        } else {
            Bitboard::EMPTY
        }
    }

    /// The eight squares of file `file` (`0` = a … `7` = h); empty for a file off the board.
    ///
    /// ```
    /// use chess_lut::Bitboard;
    /// assert_eq!(Bitboard::file(7), Bitboard(0x8080_8080_8080_8080));
    /// assert_eq!(Bitboard::file(8), Bitboard::EMPTY);
    /// ```
    #[inline]
    pub const fn file(file: u8) -> Bitboard {
        if file < 8 {
            Bitboard(0x0101_0101_0101_0101 << file)
        } else {
            Bitboard::EMPTY
        }
    }

    /// The rank `rank` counted from `color`'s side ([`Square::relative_rank`]): `0` is its
    /// back rank. `relative_rank(color, 6)` is where `color`'s pawns stand before promoting.
    ///
    /// ```
    /// use chess_lut::{Bitboard, Color};
    /// assert_eq!(Bitboard::relative_rank(Color::White, 6), Bitboard::rank(6));
    /// assert_eq!(Bitboard::relative_rank(Color::Black, 6), Bitboard::rank(1));
    /// ```
    #[inline]
    pub const fn relative_rank(color: Color, rank: u8) -> Bitboard {
        match color {
            Color::White => Bitboard::rank(rank),
            Color::Black if rank < 8 => Bitboard::rank(7 - rank),
            Color::Black => Bitboard::EMPTY,
        }
    }

    /// Every square of the set moved one rank towards the far side for `color` (up for White,
    /// down for Black); squares pushed off the board drop out. Where `color`'s pawns push to.
    ///
    /// ```
    /// use chess_lut::{Bitboard, Color};
    /// assert_eq!(Bitboard::rank(1).forward(Color::White), Bitboard::rank(2));
    /// assert_eq!(Bitboard::rank(1).forward(Color::Black), Bitboard::rank(0));
    /// assert_eq!(Bitboard::rank(7).forward(Color::White), Bitboard::EMPTY);
    /// ```
    #[inline]
    pub const fn forward(self, color: Color) -> Bitboard {
        match color {
            Color::White => Bitboard(self.0 << 8),
            Color::Black => Bitboard(self.0 >> 8),
        }
    }

    /// Builds a set from a picture: 64 cells, rank 8 first, `true` for a member. What the
    /// [`bitboard!`](crate::bitboard!) macro expands to.
    pub const fn from_picture(cells: [bool; 64]) -> Bitboard {
        let mut bits = 0;
        let mut i = 0;
        while i < 64 {
            if cells[i] {
                // cell i is on rank 8 - i / 8, file i % 8
                bits |= 1 << ((7 - i / 8) * 8 + i % 8);
            }
            i += 1;
        }
        Bitboard(bits)
    }
}

/// A [`Bitboard`] drawn as the board: 64 cells, rank 8 first, file a on the left, `X` (or `1`)
/// for a member and `.` (or `0`) for an empty square. Usable in `const` items; a picture with
/// the wrong number of cells does not compile.
///
/// ```
/// use chess_lut::{Bitboard, bitboard};
///
/// const SECOND_RANK: Bitboard = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X X X X X X X X
///     . . . . . . . .
/// };
/// assert_eq!(SECOND_RANK, Bitboard(0xFF00));
/// ```
#[macro_export]
macro_rules! bitboard {
    ($($cell:tt)*) => {
        $crate::Bitboard::from_picture([$($crate::__bitboard_cell!($cell)),*])
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __bitboard_cell {
    (.) => {
        false
    };
    (0) => {
        false
    };
    (X) => {
        true
    };
    (1) => {
        true
    };
}

macro_rules! bit_ops {
    ($($op:ident $method:ident $assign:ident $assign_method:ident;)*) => {$(
        impl $op for Bitboard {
            type Output = Bitboard;

            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0.$method(rhs.0))
            }
        }

        impl $assign for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0.$assign_method(rhs.0);
            }
        }
    )*};
}

bit_ops! {
    BitAnd bitand BitAndAssign bitand_assign;
    BitOr bitor BitOrAssign bitor_assign;
    BitXor bitxor BitXorAssign bitxor_assign;
}

impl Not for Bitboard {
    type Output = Bitboard;

    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

/// A square's conversion to a set lives here, with the set, so that the square's module needs
/// nothing of this one.
impl Square {
    /// The bitboard holding only this square.
    ///
    /// ```
    /// use chess_lut::{Bitboard, Square};
    /// assert_eq!(Square::D1.bitboard(), Bitboard(0b1000));
    /// ```
    #[inline]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(1 << self as u8)
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        sq.bitboard()
    }
}

/// An engine's own `u64` bitboard, as ours (bit `i` is the square of index `i`).
///
/// ```
/// use chess_lut::{Bitboard, Square};
/// assert_eq!(Bitboard::from(1u64 << 63), Square::H8.bitboard());
/// assert_eq!(u64::from(Square::A2.bitboard()), 0x100);
/// ```
impl From<u64> for Bitboard {
    #[inline]
    fn from(bits: u64) -> Bitboard {
        Bitboard(bits)
    }
}

/// Ours as a plain `u64`, for an engine's own types.
impl From<Bitboard> for u64 {
    #[inline]
    fn from(bb: Bitboard) -> u64 {
        bb.0
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

/// The squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = Bitboard(self.0).first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}
impl FusedIterator for Squares {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

/// Draws the board: eight lines, rank 8 first, `X` for a member and `.` for an empty square.
///
/// ```
/// use chess_lut::Bitboard;
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
/// use chess_lut::Bitboard;
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
/// use chess_lut::{Bitboard, ParseBitboardError};
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
/// use chess_lut::{Bitboard, Square};
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
