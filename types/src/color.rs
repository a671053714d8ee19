//! The two sides.

use crate::names::names;

/// A side. `Display` writes the FEN letter (`w`, `b`); `FromStr` reads it back, and `white`
/// or `black` in any case.
///
/// ```
/// use chess_lut_types::Color;
///
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.to_string(), "b");
/// assert_eq!("White".parse(), Ok(Color::White));
/// assert_eq!(Color::Black.name(), "black");
/// assert!("red".parse::<Color>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Color {
    /// White, moving towards rank 8.
    White = 0,
    /// Black, moving towards rank 1.
    Black = 1,
}

names! {
    /// Why a string is not a [`Color`]: it is none of `w`, `b`, `white`, `black`.
    ///
    /// ```
    /// use chess_lut_types::{Color, ParseColorError};
    /// assert_eq!("x".parse::<Color>(), Err(ParseColorError));
    /// assert_eq!(ParseColorError.to_string(), "not a colour: expected w, b, white or black");
    /// ```
    Color, ParseColorError, "a colour", "w, b, white or black" {
        White => "w", "white";
        Black => "b", "black";
    }
}

impl Color {
    /// Both colours, `White` first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The colour of an engine's side index, total: `White` for an even `index`, `Black` for
    /// an odd one, as this crate numbers them (`White = 0`). One `and`, where a `match` on the
    /// index would compare; an engine whose white is 1 passes `index ^ 1`. An index of 2 or
    /// more is a mistake of the caller's: a debug build stops on it.
    ///
    /// ```
    /// use chess_lut_types::Color;
    /// assert_eq!(Color::from_index_masked(0), Color::White);
    /// assert_eq!(Color::from_index_masked(1), Color::Black);
    /// let their_white: u8 = 1; // an engine whose white is 1
    /// assert_eq!(Color::from_index_masked(their_white ^ 1), Color::White);
    /// ```
    #[inline]
    pub const fn from_index_masked(index: u8) -> Color {
        debug_assert!(index < 2, "a colour's index is 0 or 1");
        Color::from_black(index & 1 != 0)
    }

    /// The colour of an engine's "is it white?": `White` for `true`. With
    /// [`from_black`](Color::from_black), the way in from an engine's own side convention
    /// (white 0 or 1, a `bool`), costing nothing where the `bool` is already one: `Color` is
    /// that bit (`White = 0`, `Black = 1`).
    ///
    /// ```
    /// use chess_lut_types::Color;
    /// let side: u8 = 1; // an engine whose white is 1
    /// assert_eq!(Color::from_white(side == 1), Color::White);
    /// const BLACK: Color = Color::from_white(false);
    /// assert_eq!(BLACK, Color::Black);
    /// ```
    #[inline]
    pub const fn from_white(white: bool) -> Color {
        Color::from_black(!white)
    }

    /// The colour of an engine's "is it black?": `Black` for `true`, so that an engine whose
    /// white is 0, as this crate's, converts its side index `i` as `from_black(i != 0)`.
    ///
    /// ```
    /// use chess_lut_types::Color;
    /// let side: usize = 0; // an engine whose white is 0
    /// assert_eq!(Color::from_black(side != 0), Color::White);
    /// assert_eq!(Color::from_black(true), Color::Black);
    /// ```
    #[inline]
    pub const fn from_black(black: bool) -> Color {
        match black {
            false => Color::White,
            true => Color::Black,
        }
    }

    /// The other side: `!color`, usable in `const` code.
    ///
    /// ```
    /// use chess_lut_types::Color;
    /// const THEM: Color = Color::White.other();
    /// assert_eq!(THEM, Color::Black);
    /// ```
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl core::ops::Not for Color {
    type Output = Color;

    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

/// A colour's number, White 0 and Black 1, as an engine that numbers its sides so holds it
/// (and as a threat index's twin may take its perspective).
///
/// ```
/// use chess_lut_types::Color;
/// assert_eq!((u8::from(Color::White), u8::from(Color::Black)), (0, 1));
/// ```
impl From<Color> for u8 {
    #[inline]
    fn from(color: Color) -> u8 {
        color as u8
    }
}

/// A colour's number, White 0 and Black 1, to index an engine's arrays by side.
///
/// ```
/// use chess_lut_types::Color;
/// let material = [3900, 3650];
/// assert_eq!(material[usize::from(Color::Black)], 3650);
/// ```
impl From<Color> for usize {
    #[inline]
    fn from(color: Color) -> usize {
        color as usize
    }
}
