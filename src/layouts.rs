//! The same answers from other layouts of the same data: smaller tables, or other tables
//! combined (feature `layouts`; [`x88_diff`], the index of the 0x88 tables, is always here).
//! Each has the same computed twin as the crate-root lookup it stands in for
//! (`calc::in_between` for both in-between layouts, `calc::attacks`), and
//! `BENCHMARKS.md` says what each layout costs against the crate root's choice.
//!
//! ```
//! use chess_lut::{Square::*, in_between, layouts};
//! assert_eq!(layouts::x88_diff(A1, H8), 239);
//! # #[cfg(feature = "layouts")] {
//! assert_eq!(layouts::in_between_triangular(A1, H8), in_between(A1, H8));
//! assert_eq!(layouts::in_between_x88(H8, A1), in_between(A1, H8));
//! # }
//! ```

#[cfg(feature = "layouts")]
use crate::between::{line, nothing_between};
#[cfg(feature = "layouts")]
use crate::leapers::{KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS};
#[cfg(feature = "layouts")]
use crate::lines::LINE_MASKS;
#[cfg(feature = "layouts")]
use chess_lut_types::Attacker;
#[cfg(feature = "layouts")]
use chess_lut_types::Bitboard;
#[cfg(feature = "layouts")]
use chess_lut_types::Color;
#[cfg(feature = "layouts")]
use chess_lut_types::LineKind;
use chess_lut_types::Square;

/// [`in_between`](crate::in_between) from the triangular table [`IN_BETWEEN_TRIANGULAR`] (2080 `u64`, 16.25 KiB):
/// each unordered pair once, at the branch-free index `lo * (127 - lo) / 2 + hi` of the
/// Square Attacked By page (`lo`, `hi` the smaller and larger square, by a sign mask).
///
/// ```
/// use chess_lut::{Square::*, in_between, layouts::in_between_triangular};
/// assert_eq!(in_between_triangular(H8, A1), in_between(A1, H8));
/// ```
#[cfg(feature = "layouts")]
#[inline]
pub const fn in_between_triangular(a: Square, b: Square) -> Bitboard {
    Bitboard(IN_BETWEEN_TRIANGULAR[triangular_index(a, b)])
}

/// The index of the pair `{a, b}` in [`IN_BETWEEN_TRIANGULAR`]: min and max by a sign mask,
/// then `min * (127 - min) / 2 + max`.
#[cfg(feature = "layouts")]
#[inline]
const fn triangular_index(a: Square, b: Square) -> usize {
    let (a, b) = (a as i32, b as i32);
    let d = a - b;
    let d = d & (d >> 31); // d if negative, else 0
    let lo = b + d;
    let hi = a - d;
    ((lo * (lo ^ 127)) >> 1) as usize + hi as usize
}

/// The 0x88 difference `to - from + (to | 7) - (from | 7) + 120`, which is
/// `16 * (rank delta) + (file delta) + 120`: `1..=239` for distinct squares, `120` for equal
/// ones, and different for every (rank delta, file delta), so it names a direction and a
/// distance where the plain difference `to - from` cannot (`+7` is both a rank and an
/// anti-diagonal step).
///
/// ```
/// use chess_lut::{Square::*, layouts::x88_diff};
/// assert_eq!(x88_diff(A1, H8), 239);
/// assert_eq!(x88_diff(H8, A1), 1);
/// assert_eq!(x88_diff(E4, E4), 120);
/// assert_ne!(x88_diff(A1, H1), x88_diff(H1, A2)); // +7 both times as plain differences
/// ```
#[inline]
pub const fn x88_diff(from: Square, to: Square) -> usize {
    let (f, t) = (from as usize, to as usize);
    // the order keeps every intermediate value non-negative
    t + (t | 7) + 120 - f - (f | 7)
}

/// [`in_between`](crate::in_between) from the 240-entry table [`IN_BETWEEN_X88`] (1.9 KiB): the in-between set
/// by 0x88 difference, stored relative to `a` and rotated into place with
/// `rotate_left(a)`.
///
/// ```
/// use chess_lut::{Square::*, in_between, layouts::in_between_x88};
/// assert_eq!(in_between_x88(C1, A3), in_between(C1, A3));
/// assert_eq!(in_between_x88(A3, C1), B2.bitboard());
/// ```
#[cfg(feature = "layouts")]
#[inline]
pub const fn in_between_x88(a: Square, b: Square) -> Bitboard {
    Bitboard(IN_BETWEEN_X88[x88_diff(a, b)].rotate_left(a as u32))
}

/// [`attacks`](crate::attacks) by another layout: the piece's empty-board attack set (the leaper
/// tables, or the line masks for sliders, or [`line()`] for a queen) and, only if
/// that holds `to`, the in-between test [`nothing_between`]. Leapers never read the
/// 32 KiB in-between table, so under cache pressure this can beat the 0x88 table even though
/// it branches on the attacker; `BENCHMARKS.md` says when. Same answers everywhere (tested).
///
/// ```
/// use chess_lut::{Attacker, Square::*, attacks, layouts::attacks_by_in_between};
/// let occupied = E5.bitboard();
/// for attacker in Attacker::ALL {
///     assert_eq!(
///         attacks_by_in_between(attacker, A1, H8, occupied),
///         attacks(attacker, A1, H8, occupied)
///     );
/// }
/// ```
#[cfg(feature = "layouts")]
#[inline]
pub const fn attacks_by_in_between(
    attacker: Attacker,
    from: Square,
    to: Square,
    occupied: Bitboard,
) -> bool {
    let (s, masks) = (from as usize, &LINE_MASKS);
    let pseudo = match attacker {
        Attacker::BlackPawn => PAWN_ATTACKS[Color::Black as usize][s],
        Attacker::WhitePawn => PAWN_ATTACKS[Color::White as usize][s],
        Attacker::Knight => KNIGHT_ATTACKS[s],
        Attacker::King => KING_ATTACKS[s],
        // the two lines through `from` hold it twice: the xor leaves it out
        Attacker::Bishop => {
            masks[LineKind::Diagonal as usize][s] ^ masks[LineKind::AntiDiagonal as usize][s]
        }
        Attacker::Rook => masks[LineKind::Rank as usize][s] ^ masks[LineKind::File as usize][s],
        Attacker::Queen => line(from, to).0,
    };
    pseudo >> to as u8 & 1 != 0 && nothing_between(from, to, occupied)
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/layouts.rs"));
