//! Files and ranks by name: the board's columns and rows, for masks that are about one of them.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::names::names;
use crate::square::Square;

/// A file, `a` to `h`. `Display` writes the letter; `FromStr` reads it back, or `a-file`.
///
/// ```
/// use chess_lut_types::{Bitboard, File, Square};
/// assert_eq!(File::of(Square::E4), File::E);
/// assert_eq!(File::E.to_string(), "e");
/// assert_eq!("c-file".parse(), Ok(File::C));
/// assert_eq!(File::A.bitboard(), Bitboard(0x0101_0101_0101_0101));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
#[allow(missing_docs)] // the files are their names
pub enum File {
    A = 0,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A rank, `1` to `8`. `Display` writes the digit; `FromStr` reads it back, or `rank-1`.
///
/// ```
/// use chess_lut_types::{Bitboard, Color, Rank, Square};
/// assert_eq!(Rank::of(Square::E4), Rank::Fourth);
/// assert_eq!(Rank::Fourth.to_string(), "4");
/// assert_eq!(Rank::Second.relative(Color::Black), Rank::Seventh);
/// assert_eq!(Rank::First.bitboard(), Bitboard(0xFF));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
#[allow(missing_docs)] // the ranks are their names
pub enum Rank {
    First = 0,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

names! {
    /// Why a string is not a [`File`].
    ///
    /// ```
    /// use chess_lut_types::{File, ParseFileError};
    /// assert_eq!("i".parse::<File>(), Err(ParseFileError));
    /// ```
    File, ParseFileError, "a file", "a letter a-h" {
        A => "a", "a-file";
        B => "b", "b-file";
        C => "c", "c-file";
        D => "d", "d-file";
        E => "e", "e-file";
        F => "f", "f-file";
        G => "g", "g-file";
        H => "h", "h-file";
    }
}

names! {
    /// Why a string is not a [`Rank`].
    ///
    /// ```
    /// use chess_lut_types::{ParseRankError, Rank};
    /// assert_eq!("9".parse::<Rank>(), Err(ParseRankError));
    /// ```
    Rank, ParseRankError, "a rank", "a digit 1-8" {
        First => "1", "rank-1";
        Second => "2", "rank-2";
        Third => "3", "rank-3";
        Fourth => "4", "rank-4";
        Fifth => "5", "rank-5";
        Sixth => "6", "rank-6";
        Seventh => "7", "rank-7";
        Eighth => "8", "rank-8";
    }
}

impl File {
    /// Every file, a to h.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file of `sq`.
    #[inline]
    pub const fn of(sq: Square) -> File {
        File::ALL[sq.file() as usize]
    }

    /// The file with this index (`0` = a), `None` from 8.
    ///
    /// ```
    /// use chess_lut_types::File;
    /// assert_eq!(File::from_index(0), Some(File::A));
    /// assert_eq!(File::from_index(7), Some(File::H));
    /// assert_eq!(File::from_index(8), None);
    /// ```
    #[inline]
    pub const fn from_index(index: u8) -> Option<File> {
        if index < 8 {
            Some(File::ALL[index as usize])
        } else {
            None
        }
    }

    /// Its eight squares.
    #[inline]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << self as u8)
    }
}

impl Rank {
    /// Every rank, 1 to 8.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank of `sq`.
    #[inline]
    pub const fn of(sq: Square) -> Rank {
        Rank::ALL[sq.rank() as usize]
    }

    /// The rank with this index (`0` = rank 1), `None` from 8.
    ///
    /// ```
    /// use chess_lut_types::Rank;
    /// assert_eq!(Rank::from_index(0), Some(Rank::First));
    /// assert_eq!(Rank::from_index(7), Some(Rank::Eighth));
    /// assert_eq!(Rank::from_index(8), None);
    /// ```
    #[inline]
    pub const fn from_index(index: u8) -> Option<Rank> {
        if index < 8 {
            Some(Rank::ALL[index as usize])
        } else {
            None
        }
    }

    /// The same rank seen from `color`'s side: rank 2 is Black's rank 7.
    #[inline]
    pub const fn relative(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::ALL[7 - self as usize],
        }
    }

    /// Its eight squares.
    #[inline]
    pub const fn bitboard(self) -> Bitboard {
        Bitboard(0xFF << (8 * self as u8))
    }
}

impl Square {
    /// The square on `file` and `rank`: every pair names one.
    ///
    /// ```
    /// use chess_lut_types::{File, Rank, Square};
    /// assert_eq!(Square::new(File::E, Rank::Fourth), Square::E4);
    /// ```
    #[inline]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square::ALL[8 * rank as usize + file as usize]
    }
}

/// ```
/// use chess_lut_types::{Bitboard, File};
/// assert_eq!(Bitboard::from(File::B), Bitboard(0x0202_0202_0202_0202));
/// ```
impl From<File> for Bitboard {
    #[inline]
    fn from(file: File) -> Bitboard {
        file.bitboard()
    }
}

/// ```
/// use chess_lut_types::{Bitboard, Rank};
/// assert_eq!(Bitboard::from(Rank::Second), Bitboard(0xFF00));
/// ```
impl From<Rank> for Bitboard {
    #[inline]
    fn from(rank: Rank) -> Bitboard {
        rank.bitboard()
    }
}
