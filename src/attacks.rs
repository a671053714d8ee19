//! Does a piece on one square attack another: [`attacks`], one table by 0x88 difference
//! ([`X88_ATTACKS`]); and where a piece must stand to attack the squares next to a king,
//! [`king_zone_reach`].
//!
//! Both tables are generated into `OUT_DIR/attacks.rs`, included here, from chess-lut-codegen
//! (`codegen/src/generate/attacks.rs`): `X88_ATTACKS` as data that [`attacks`] (written below)
//! reads, `king_zone_reach` declared through the bake API with its lookup and its proof.

use crate::layouts::x88_diff;
use chess_lut_types::Attacker;
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// Does `attacker` standing on `from` attack `to`? Sliders are blocked by any square of
/// `occupied` strictly between the two; whether `occupied` holds `from` or `to` makes no
/// difference. False for `from == to`.
///
/// One load from [`X88_ATTACKS`] (`[7][256]` `u64`, 14 KiB) by attacker and
/// [`x88_diff`](crate::layouts::x88_diff), one rotate, one test, no branch: the entry is empty for a
/// leaper that attacks that way, all ones for a piece that never does, and the squares between
/// (relative to `from`) for a slider. Computed twin:
/// [`calc::attacks`](crate::calc::attacks).
///
/// A second layout, `layouts::attacks_by_in_between` (feature `layouts`),
/// reads the leaper tables or the line masks and the in-between table instead; `BENCHMARKS.md`
/// says which wins where. This one is branch-free and reads one 14 KiB table.
///
/// The Square Attacked By page tests `entry & occupied.rotate_right(from) == 0`, which says
/// "attacked" for every impossible attack when `occupied` is empty; this ors in bit 0 (`from`
/// itself after the rotation), which every all-ones entry has and no other entry does.
///
/// ```
/// use chess_lut::{Attacker, Bitboard, Square::*, bitboard, attacks};
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
/// assert!(attacks(Attacker::Bishop, A1, D4, occupied));
/// assert!(!attacks(Attacker::Bishop, A1, H8, occupied)); // e5 blocks
/// assert!(attacks(Attacker::Queen, A1, H8, Bitboard::EMPTY));
/// assert!(attacks(Attacker::Knight, E5, F7, Bitboard::FULL));
/// assert!(attacks(Attacker::WhitePawn, E5, D6, occupied));
/// assert!(!attacks(Attacker::BlackPawn, E5, D6, occupied));
/// assert!(!attacks(Attacker::King, E5, E5, Bitboard::EMPTY));
/// ```
#[inline]
pub const fn attacks(attacker: Attacker, from: Square, to: Square, occupied: Bitboard) -> bool {
    // x88_diff is at most 239: the mask only tells the compiler the index is in bounds.
    let mask = X88_ATTACKS[attacker as usize][x88_diff(from, to) & 0xFF];
    mask & (occupied.0.rotate_right(from as u32) | 1) == 0
}

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/attacks.rs"));
