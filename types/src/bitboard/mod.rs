//! Sets of squares, and a square as a set.

use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::color::Color;
use crate::square::Square;

mod text;

pub use text::ParseBitboardError;

/// A set of squares, bit `i` for the square with index `i` (`a1` is bit 0, `h8` bit 63).
///
/// `Display` draws the board, rank 8 at the top, `X` for a member; so does `{:#?}`, while
/// `{:?}` prints the hex value grouped in fours. The [`bitboard!`](crate::bitboard!) macro
/// writes one as a picture.
///
/// ```
/// use chess_lut_types::{Bitboard, Square, bitboard};
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
    /// use chess_lut_types::Bitboard;
    /// assert_eq!(Bitboard(0xFF).count(), 8);
    /// ```
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The set with `sq` added.
    ///
    /// ```
    /// use chess_lut_types::{Bitboard, Square};
    /// assert_eq!(Bitboard::EMPTY.with(Square::B1), Bitboard(2));
    /// ```
    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq as u8)
    }

    /// The set with `sq` removed.
    ///
    /// ```
    /// use chess_lut_types::{Bitboard, Square};
    /// assert_eq!(Bitboard(3).without(Square::A1), Bitboard(2));
    /// ```
    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq as u8))
    }

    /// The lowest square in the set, `None` if empty.
    ///
    /// ```
    /// use chess_lut_types::{Bitboard, Square};
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

    /// The last square (the highest index), if any.
    ///
    /// ```
    /// use chess_lut_types::{Bitboard, Square};
    /// assert_eq!(Bitboard(0b1100).last(), Some(Square::D1));
    /// assert_eq!(Bitboard::EMPTY.last(), None);
    /// ```
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(63 - self.0.leading_zeros() as u8)
        }
    }

    /// Whether every square of this set is in `other`.
    ///
    /// ```
    /// use chess_lut_types::{Bitboard, File, Square::*};
    /// assert!(E4.bitboard().is_subset(File::E.bitboard()));
    /// assert!(!File::E.bitboard().is_subset(E4.bitboard()));
    /// assert!(Bitboard::EMPTY.is_subset(Bitboard::EMPTY));
    /// ```
    #[inline]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether every square of `other` is in this set.
    ///
    /// ```
    /// use chess_lut_types::{File, Square::*};
    /// assert!(File::E.bitboard().is_superset(E4.bitboard()));
    /// assert!(!E4.bitboard().is_superset(E5.bitboard()));
    /// ```
    #[inline]
    pub const fn is_superset(self, other: Bitboard) -> bool {
        other.is_subset(self)
    }

    /// Whether the two sets have no square in common.
    ///
    /// ```
    /// use chess_lut_types::{File, Rank};
    /// assert!(File::A.bitboard().is_disjoint(File::B.bitboard()));
    /// assert!(!File::A.bitboard().is_disjoint(Rank::First.bitboard()));
    /// ```
    #[inline]
    pub const fn is_disjoint(self, other: Bitboard) -> bool {
        self.0 & other.0 == 0
    }

    /// The eight squares of rank `rank` (`0` = rank 1 … `7` = rank 8); empty for a rank off
    /// the board.
    ///
    /// ```
    /// use chess_lut_types::Bitboard;
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
    /// use chess_lut_types::Bitboard;
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
    /// use chess_lut_types::{Bitboard, Color};
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
    /// use chess_lut_types::{Bitboard, Color};
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

    /// The set mirrored top to bottom: every square on the same file, rank 8 for rank 1
    /// (`a1` ↔ `a8`), a byte swap. An engine numbering `a8 = 0` holds the set this crate
    /// holds as `b` as `b.flip_vertical()`, and back. [`Square::flip_vertical`] mirrors a
    /// square the same way.
    ///
    /// ```
    /// use chess_lut_types::{Bitboard, Square, bitboard};
    /// let set = Square::E2.bitboard() | Square::B1.bitboard();
    /// assert_eq!(set.flip_vertical(), bitboard! {
    ///     . X . . . . . .
    ///     . . . . X . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    /// });
    /// assert!(set.flip_vertical().into_iter().all(|sq| set.contains(sq.flip_vertical())));
    /// ```
    #[inline]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }

    /// The set mirrored left to right (`a1` ↔ `h1`): each rank's bits reversed, as
    /// [`Square::flip_horizontal`](crate::Square::flip_horizontal) mirrors a square. An engine
    /// numbering `h1 = 0` holds its sets so.
    ///
    /// ```
    /// use chess_lut_types::{Bitboard, Square::*, bitboard};
    /// let set = A1.bitboard() | C2.bitboard();
    /// assert_eq!(set.flip_horizontal(), bitboard! {
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . . . .
    ///     . . . . . X . .
    ///     . . . . . . . X
    /// });
    /// assert!(set.flip_horizontal().into_iter().all(|sq| set.contains(sq.flip_horizontal())));
    /// ```
    #[inline]
    pub const fn flip_horizontal(self) -> Bitboard {
        // each byte (a rank) reversed: the bits of every byte swapped in place
        Bitboard(self.0.reverse_bits().swap_bytes())
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
/// use chess_lut_types::{Bitboard, bitboard};
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
    /// use chess_lut_types::{Bitboard, Square};
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
/// use chess_lut_types::{Bitboard, Square};
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

/// From the last square back: `rev()` walks a set from h8 to a1.
///
/// ```
/// use chess_lut_types::{Bitboard, Square::*};
/// let set = A1.bitboard() | E4.bitboard() | H8.bitboard();
/// assert_eq!(set.into_iter().rev().collect::<Vec<_>>(), [H8, E4, A1]);
/// let mut both = set.into_iter();
/// assert_eq!((both.next(), both.next_back(), both.next(), both.next()), (Some(A1), Some(H8), Some(E4), None));
/// ```
impl DoubleEndedIterator for Squares {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        let sq = Bitboard(self.0).last()?;
        self.0 ^= 1 << sq as u8;
        Some(sq)
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
