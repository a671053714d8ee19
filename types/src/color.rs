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
