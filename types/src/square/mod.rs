//! Squares: their names, indices, coordinates, and the squares next to them.

use crate::color::Color;

mod convert;
mod text;

pub use convert::SquareIndexError;
pub use text::ParseSquareError;

/// A square of the board, little-endian rank-file: `a1 = 0`, `b1 = 1`, … `h1 = 7`, … `h8 = 63`.
///
/// ```
/// use chess_lut_types::Square;
///
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4, Square::E4);
/// assert_eq!((e4.index(), e4.file(), e4.rank()), (28, 4, 3));
/// assert_eq!(Square::from_index(28), Some(Square::E4));
/// assert_eq!(Square::from_index(64), None);
/// assert_eq!(e4.to_string(), "e4");
/// assert!("e9".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
#[rustfmt::skip]
#[allow(missing_docs)] // the variants are the square names
pub enum Square {
    A1 = 0,
    B1 = 1,
    C1 = 2,
    D1 = 3,
    E1 = 4,
    F1 = 5,
    G1 = 6,
    H1 = 7,
    A2 = 8,
    B2 = 9,
    C2 = 10,
    D2 = 11,
    E2 = 12,
    F2 = 13,
    G2 = 14,
    H2 = 15,
    A3 = 16,
    B3 = 17,
    C3 = 18,
    D3 = 19,
    E3 = 20,
    F3 = 21,
    G3 = 22,
    H3 = 23,
    A4 = 24,
    B4 = 25,
    C4 = 26,
    D4 = 27,
    E4 = 28,
    F4 = 29,
    G4 = 30,
    H4 = 31,
    A5 = 32,
    B5 = 33,
    C5 = 34,
    D5 = 35,
    E5 = 36,
    F5 = 37,
    G5 = 38,
    H5 = 39,
    A6 = 40,
    B6 = 41,
    C6 = 42,
    D6 = 43,
    E6 = 44,
    F6 = 45,
    G6 = 46,
    H6 = 47,
    A7 = 48,
    B7 = 49,
    C7 = 50,
    D7 = 51,
    E7 = 52,
    F7 = 53,
    G7 = 54,
    H7 = 55,
    A8 = 56,
    B8 = 57,
    C8 = 58,
    D8 = 59,
    E8 = 60,
    F8 = 61,
    G8 = 62,
    H8 = 63,
}

impl Square {
    /// Every square in index order, `a1` first.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert!(Square::ALL.iter().enumerate().all(|(i, sq)| sq.index() == i));
    /// ```
    #[rustfmt::skip]
    pub const ALL: [Square; 64] = {
        use Square::*;
        [
            A1, B1, C1, D1, E1, F1, G1, H1,
            A2, B2, C2, D2, E2, F2, G2, H2,
            A3, B3, C3, D3, E3, F3, G3, H3,
            A4, B4, C4, D4, E4, F4, G4, H4,
            A5, B5, C5, D5, E5, F5, G5, H5,
            A6, B6, C6, D6, E6, F6, G6, H6,
            A7, B7, C7, D7, E7, F7, G7, H7,
            A8, B8, C8, D8, E8, F8, G8, H8,
        ]
    };

    /// The square with this index, `None` for 64 and above.
    ///
    /// A `match` over the 64 indices, which the optimiser folds into a compare (into nothing
    /// when the index is known to be below 64, as `index & 63` is): no load from
    /// [`Square::ALL`], no `unsafe`. An engine turns every `trailing_zeros` into a square this
    /// way, so it must cost nothing.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::from_index(0), Some(Square::A1));
    /// assert_eq!(Square::from_index(63), Some(Square::H8));
    /// assert_eq!(Square::from_index(64), None);
    /// assert!((0..64).all(|i| Square::from_index(i).map(Square::index) == Some(usize::from(i))));
    /// ```
    #[inline]
    #[rustfmt::skip]
    pub const fn from_index(index: u8) -> Option<Square> {
        match index {
            0 => Some(Square::A1),
            1 => Some(Square::B1),
            2 => Some(Square::C1),
            3 => Some(Square::D1),
            4 => Some(Square::E1),
            5 => Some(Square::F1),
            6 => Some(Square::G1),
            7 => Some(Square::H1),
            8 => Some(Square::A2),
            9 => Some(Square::B2),
            10 => Some(Square::C2),
            11 => Some(Square::D2),
            12 => Some(Square::E2),
            13 => Some(Square::F2),
            14 => Some(Square::G2),
            15 => Some(Square::H2),
            16 => Some(Square::A3),
            17 => Some(Square::B3),
            18 => Some(Square::C3),
            19 => Some(Square::D3),
            20 => Some(Square::E3),
            21 => Some(Square::F3),
            22 => Some(Square::G3),
            23 => Some(Square::H3),
            24 => Some(Square::A4),
            25 => Some(Square::B4),
            26 => Some(Square::C4),
            27 => Some(Square::D4),
            28 => Some(Square::E4),
            29 => Some(Square::F4),
            30 => Some(Square::G4),
            31 => Some(Square::H4),
            32 => Some(Square::A5),
            33 => Some(Square::B5),
            34 => Some(Square::C5),
            35 => Some(Square::D5),
            36 => Some(Square::E5),
            37 => Some(Square::F5),
            38 => Some(Square::G5),
            39 => Some(Square::H5),
            40 => Some(Square::A6),
            41 => Some(Square::B6),
            42 => Some(Square::C6),
            43 => Some(Square::D6),
            44 => Some(Square::E6),
            45 => Some(Square::F6),
            46 => Some(Square::G6),
            47 => Some(Square::H6),
            48 => Some(Square::A7),
            49 => Some(Square::B7),
            50 => Some(Square::C7),
            51 => Some(Square::D7),
            52 => Some(Square::E7),
            53 => Some(Square::F7),
            54 => Some(Square::G7),
            55 => Some(Square::H7),
            56 => Some(Square::A8),
            57 => Some(Square::B8),
            58 => Some(Square::C8),
            59 => Some(Square::D8),
            60 => Some(Square::E8),
            61 => Some(Square::F8),
            62 => Some(Square::G8),
            63 => Some(Square::H8),
            _ => None,
        }
    }

    /// The square of an engine's index, total: the low six bits of `index`, so that every
    /// index names a square. The way in from an index known to be below 64 (a bit scan of a
    /// non-empty set, a loop to 64, a table of squares), where it costs nothing: the optimiser
    /// drops the mask when it can prove it changes nothing, and otherwise it is one `and`, where
    /// [`from_index`](Square::from_index) with an `unwrap` would compare and branch.
    ///
    /// An index of 64 or more is a mistake of the caller's: a debug build stops on it, with a
    /// message; a release build takes the low six bits.
    ///
    /// ```
    /// use chess_lut_types::{Bitboard, Square};
    /// let pieces: u64 = 0x0000_0010_0000_0200; // an engine's own bitboard: b2 and e5
    /// let first = Square::from_index_masked(pieces.trailing_zeros() as u8);
    /// assert_eq!(first, Square::B2);
    /// const E4: Square = Square::from_index_masked(28);
    /// assert_eq!(E4, Square::E4);
    /// assert!((0..64).all(|i| Square::from_index_masked(i).index() == usize::from(i)));
    /// ```
    ///
    /// ```should_panic
    /// # // the debug build this test runs in stops on an index past the board
    /// chess_lut_types::Square::from_index_masked(64);
    /// ```
    #[inline]
    pub const fn from_index_masked(index: u8) -> Square {
        debug_assert!(index < 64, "a square's index is below 64");
        match Square::from_index(index & 63) {
            Some(sq) => sq,
            None => unreachable!(),
        }
    }

    /// The square mirrored top to bottom: same file, rank 8 for rank 1 (`a1` ↔ `a8`, `e2` ↔
    /// `e7`), index `index ^ 56`. The square an engine numbering `a8 = 0` calls `index`: its
    /// index of a square is this crate's index of the mirrored one, and back.
    /// [`Bitboard::flip_vertical`](crate::Bitboard::flip_vertical) mirrors a set the same way.
    /// Which lookups need it and which do not: "Square order" in `docs/switching.md`.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::E2.flip_vertical(), Square::E7);
    /// assert_eq!(Square::A8.flip_vertical(), Square::A1);
    /// // an engine numbering a8 = 0 calls e2 52; this crate, 12
    /// assert_eq!(Square::from_index_masked(52).flip_vertical(), Square::E2);
    /// assert!(Square::ALL.iter().all(|&sq| sq.flip_vertical().flip_vertical() == sq));
    /// ```
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square::from_index_masked(self as u8 ^ 56)
    }

    /// The square mirrored left to right, on the same rank (`b2` ↔ `g2`), index `index ^ 7`:
    /// the square an engine numbering `h1 = 0` calls `index`, and back.
    /// [`Bitboard::flip_horizontal`](crate::Bitboard::flip_horizontal) mirrors a set the same
    /// way; an engine numbering `h8 = 0` mirrors both ways (`index ^ 63`).
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::B2.flip_horizontal(), Square::G2);
    /// assert_eq!(Square::E4.flip_horizontal().flip_vertical(), Square::from_index_masked(28 ^ 63));
    /// assert!(Square::ALL.iter().all(|&sq| sq.flip_horizontal().flip_horizontal() == sq));
    /// ```
    #[inline]
    pub const fn flip_horizontal(self) -> Square {
        Square::from_index_masked(self as u8 ^ 7)
    }

    /// The square on `file` (0 = a … 7 = h) and `rank` (0 = rank 1 … 7 = rank 8), `None` off
    /// the board.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::from_coords(4, 3), Some(Square::E4));
    /// assert_eq!(Square::from_coords(8, 0), None);
    /// ```
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Square::from_index(8 * rank + file)
        } else {
            None
        }
    }

    /// The index, `0..64`: `8 * rank + file`.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::H1.index(), 7);
    /// ```
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file, `0` (a) to `7` (h).
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::C7.file(), 2);
    /// ```
    #[inline]
    pub const fn file(self) -> u8 {
        self as u8 & 7
    }

    /// The rank, `0` (rank 1) to `7` (rank 8).
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::C7.rank(), 6);
    /// ```
    #[inline]
    pub const fn rank(self) -> u8 {
        self as u8 >> 3
    }

    /// The diagonal index `rank - file`, `-7..=7`: 0 for the main diagonal a1-h8, 7 for a8,
    /// -7 for h1.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!((Square::A1.diagonal(), Square::A8.diagonal(), Square::H1.diagonal()), (0, 7, -7));
    /// ```
    #[inline]
    pub const fn diagonal(self) -> i8 {
        self.rank() as i8 - self.file() as i8
    }

    /// The anti-diagonal index `rank + file`, `0..=14`: 0 for a1, 7 for the main anti-diagonal
    /// h1-a8, 14 for h8.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!((Square::A1.anti_diagonal(), Square::H1.anti_diagonal(), Square::H8.anti_diagonal()), (0, 7, 14));
    /// ```
    #[inline]
    pub const fn anti_diagonal(self) -> u8 {
        self.rank() + self.file()
    }

    /// The anti-diagonal enumeration `(rank + file) ^ 7` of the Anti-Diagonals page: 0 for the
    /// main anti-diagonal h1-a8, `0..=15` with 8 unused, so that it can index a 16-entry table
    /// whose entry 0 is the longest line.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::A8.anti_diagonal_xor7(), 0);
    /// assert_eq!(Square::A1.anti_diagonal_xor7(), 7);
    /// assert_eq!(Square::H8.anti_diagonal_xor7(), 9);
    /// ```
    #[inline]
    pub const fn anti_diagonal_xor7(self) -> u8 {
        self.anti_diagonal() ^ 7
    }

    /// Whether the square is dark: a1 is dark, `rank + file` even.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert!(Square::A1.is_dark() && Square::H8.is_dark() && !Square::H1.is_dark());
    /// ```
    #[inline]
    pub const fn is_dark(self) -> bool {
        (0xAA55_AA55_AA55_AA55u64 >> self as u8) & 1 != 0
    }

    /// The square's colour: [`Color::Black`] for a dark square, [`Color::White`] for a light
    /// one.
    ///
    /// ```
    /// use chess_lut_types::{Color, Square};
    /// assert_eq!(Square::A1.color(), Color::Black);
    /// assert_eq!(Square::E4.color(), Color::White);
    /// ```
    #[inline]
    pub const fn color(self) -> Color {
        if self.is_dark() {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The rank counted from `color`'s side of the board: `0` on its back rank, `7` on the
    /// opponent's. A pawn of `color` stands on relative ranks 1 to 6, and promotes from 6.
    ///
    /// ```
    /// use chess_lut_types::{Color, Square};
    /// assert_eq!(Square::E2.relative_rank(Color::White), 1);
    /// assert_eq!(Square::E2.relative_rank(Color::Black), 6);
    /// ```
    #[inline]
    pub const fn relative_rank(self, color: Color) -> u8 {
        match color {
            Color::White => self.rank(),
            Color::Black => 7 - self.rank(),
        }
    }

    /// The square one rank towards the far side for `color` (up the board for White, down for
    /// Black): where a pawn of `color` pushes to. `None` from the last rank.
    ///
    /// ```
    /// use chess_lut_types::{Color, Square};
    /// assert_eq!(Square::E2.forward(Color::White), Some(Square::E3));
    /// assert_eq!(Square::E2.forward(Color::Black), Some(Square::E1));
    /// assert_eq!(Square::E8.forward(Color::White), None);
    /// ```
    #[inline]
    pub const fn forward(self, color: Color) -> Option<Square> {
        match color {
            Color::White => Square::from_index(self as u8 + 8),
            Color::Black => match (self as u8).checked_sub(8) {
                Some(i) => Square::from_index(i),
                None => None,
            },
        }
    }

    /// The square one rank back towards `color`'s own side: [`Square::forward`] of the other
    /// colour. With `color` to move and an en-passant square `ep`, the pawn that just passed it
    /// stands on `ep.backward(color)`.
    ///
    /// ```
    /// use chess_lut_types::{Color, Square};
    /// // White to move may take en passant on d6: the black pawn stands on d5
    /// assert_eq!(Square::D6.backward(Color::White), Some(Square::D5));
    /// assert_eq!(Square::A1.backward(Color::White), None);
    /// ```
    #[inline]
    pub const fn backward(self, color: Color) -> Option<Square> {
        self.forward(color.other())
    }

    /// Every ordered pair of squares, `(a1, a1)`, `(a1, b1)`, … `(h8, h8)`: the domain of every
    /// pair relation, 4096 pairs.
    ///
    /// ```
    /// use chess_lut_types::Square;
    /// assert_eq!(Square::pairs().count(), 4096);
    /// assert_eq!(Square::pairs().nth(1), Some((Square::A1, Square::B1)));
    /// assert_eq!(Square::pairs().last(), Some((Square::H8, Square::H8)));
    /// ```
    pub fn pairs() -> impl Iterator<Item = (Square, Square)> + Clone {
        Square::ALL
            .into_iter()
            .flat_map(|a| Square::ALL.into_iter().map(move |b| (a, b)))
    }
}
