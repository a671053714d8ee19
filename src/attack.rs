//! Does a piece on one square attack another? And the leapers' attack sets.

use crate::attacker::Attacker;
use crate::between::{line, may_move, x88_diff};
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::line_kind::LineKind;
use crate::square::Square;
use crate::tables::{KING_ATTACKS, KNIGHT_ATTACKS, LINE_MASKS, PAWN_ATTACKS, X88_ATTACKS};

/// Does `attacker` standing on `from` attack `to`? Sliders are blocked by any square of
/// `occupied` strictly between the two; whether `occupied` holds `from` or `to` makes no
/// difference. False for `from == to`.
///
/// One load from [`X88_ATTACKS`] (`[7][256]` `u64`, 14 KiB) by attacker and
/// [`x88_diff`](crate::x88_diff), one rotate, one test, no branch: the entry is empty for a
/// leaper that attacks that way, all ones for a piece that never does, and the squares between
/// (relative to `from`) for a slider. Computed twin:
/// [`calc::is_attacked_by`](crate::calc::is_attacked_by).
///
/// For a random mix of attackers [`is_attacked_by_in_between`] measured as fast in throughput
/// and faster when each answer feeds the next call or the cache is under pressure (its leapers
/// never touch the in-between table); this one is branch-free and reads one 14 KiB table.
/// `BENCHMARKS.md` has the numbers.
///
/// The Square Attacked By page tests `entry & occupied.rotate_right(from) == 0`, which says
/// "attacked" for every impossible attack when `occupied` is empty; this ors in bit 0 (`from`
/// itself after the rotation), which every all-ones entry has and no other entry does.
///
/// ```
/// use chess_lut::{Attacker, Bitboard, Square::*, bitboard, is_attacked_by};
///
/// let occupied = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . X . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// };
/// assert!(is_attacked_by(A1, D4, Attacker::Bishop, occupied));
/// assert!(!is_attacked_by(A1, H8, Attacker::Bishop, occupied)); // e5 blocks
/// assert!(is_attacked_by(A1, H8, Attacker::Queen, Bitboard::EMPTY));
/// assert!(is_attacked_by(E5, F7, Attacker::Knight, Bitboard::FULL));
/// assert!(is_attacked_by(E5, D6, Attacker::WhitePawn, occupied));
/// assert!(!is_attacked_by(E5, D6, Attacker::BlackPawn, occupied));
/// assert!(!is_attacked_by(E5, E5, Attacker::King, Bitboard::EMPTY));
/// ```
#[inline]
pub const fn is_attacked_by(
    from: Square,
    to: Square,
    attacker: Attacker,
    occupied: Bitboard,
) -> bool {
    // x88_diff is at most 239: the mask only tells the compiler the index is in bounds.
    let mask = X88_ATTACKS[attacker as usize][x88_diff(from, to) & 0xFF];
    mask & (occupied.0.rotate_right(from as u32) | 1) == 0
}

/// [`is_attacked_by`] by another layout: the piece's empty-board attack set (the leaper
/// tables, or the line masks for sliders, or [`line`](crate::line) for a queen) and, only if
/// that holds `to`, the in-between test [`may_move`](crate::may_move). Leapers never read the
/// 32 KiB in-between table, so under cache pressure this can beat the 0x88 table even though
/// it branches on the attacker; `BENCHMARKS.md` says when. Same answers everywhere (tested).
///
/// ```
/// use chess_lut::{Attacker, Square::*, is_attacked_by, is_attacked_by_in_between};
/// let occupied = E5.bitboard();
/// for attacker in Attacker::ALL {
///     assert_eq!(
///         is_attacked_by_in_between(A1, H8, attacker, occupied),
///         is_attacked_by(A1, H8, attacker, occupied)
///     );
/// }
/// ```
#[inline]
pub const fn is_attacked_by_in_between(
    from: Square,
    to: Square,
    attacker: Attacker,
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
    pseudo >> to as u8 & 1 != 0 && may_move(from, to, occupied)
}

/// The squares a knight on `sq` attacks, from [`KNIGHT_ATTACKS`] (512 bytes). Computed twin:
/// [`calc::knight_attacks`](crate::calc::knight_attacks).
///
/// ```
/// use chess_lut::{Square::*, bitboard, knight_attacks};
///
/// assert_eq!(knight_attacks(B1), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . X . . . . .
///     . . . X . . . .
///     . . . . . . . .
/// });
/// ```
#[inline]
pub const fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT_ATTACKS[sq as usize])
}

/// The squares a king on `sq` attacks, from [`KING_ATTACKS`] (512 bytes). Computed twin:
/// [`calc::king_attacks`](crate::calc::king_attacks).
///
/// ```
/// use chess_lut::{Square::*, bitboard, king_attacks};
///
/// assert_eq!(king_attacks(H8), bitboard! {
///     . . . . . . X .
///     . . . . . . X X
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// ```
#[inline]
pub const fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING_ATTACKS[sq as usize])
}

/// The squares a pawn of `color` on `sq` attacks (captures), from [`PAWN_ATTACKS`]
/// (1 KiB). A pawn on its own last rank attacks nothing. Computed twin:
/// [`calc::pawn_attacks`](crate::calc::pawn_attacks).
///
/// ```
/// use chess_lut::{Color, Square::*, bitboard, pawn_attacks};
///
/// assert_eq!(pawn_attacks(Color::White, A2), B3.bitboard());
/// assert_eq!(pawn_attacks(Color::Black, E5), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . X . X . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// });
/// assert!(pawn_attacks(Color::White, E8).is_empty());
/// ```
#[inline]
pub const fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN_ATTACKS[color as usize][sq as usize])
}
