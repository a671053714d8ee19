//! Sliding attacks, one module per strategy, each with `rook_attacks`, `bishop_attacks` and
//! `queen_attacks(sq, occupied)`, all with the same answers (proven equal to the ray walk of
//! [`calc`](crate::calc) on every relevant occupancy of every square); and [`fill`], which
//! answers for a set of rooks and bishops at once (proven equal to them one by one):
//!
//! | module | how | tables | `const fn` |
//! |---|---|---|---|
//! | [`fastest`] | PEXT on a BMI2 target where `pext` is not microcoded, magic elsewhere; safe to call (feature `fastest`: only that table) | 844 or 682 KiB | no |
//! | [`magic`] | fixed-shift black magic bitboards: or the mask's complement, multiply, shift by a constant, add the offset; the squares' blocks overlap | 682 KiB | yes |
//! | `pext` | BMI2 `pext` of the relevant squares (only on BMI2 targets) | 844 KiB | no |
//! | `pext_compact` | the same index, each attack set kept as 16 bits over the square's rays and spread back with `pdep` | 213 KiB | no |
//! | `kindergarten` (feature) | one multiply gathers a line, a small table | 10 KiB | yes |
//! | [`hyperbola`] | o^(o-2r) over the line masks, ranks from the first-rank table | 2.5 KiB | yes |
//! | [`dual`] | o^(o-2r) over a square's file and diagonals at once (one AVX2 register in [`dual::avx2`]), the rank from the first-rank table: a rook and a bishop from one call | 2.5 KiB | yes (the AVX2 form: no) |
//! | [`fill`] | every rook and bishop of a set at once, a Kogge-Stone fill of each direction (eight in two AVX2 registers in [`fill::avx2`], in one AVX-512 register in `fill::avx512`): the squares they attack, or how many moves they have | none | yes (the AVX2 form: no) |
//!
//! The crate-root [`rook_attacks`], [`bishop_attacks`] and [`queen_attacks`] forward to
//! `magic` (with the `magic` feature, on by default; without it to [`hyperbola`], whose 2.5 KiB
//! of tables are always there), the strategy that measured fastest among the `const fn` ones in a real move
//! generator (perft over the six standard positions with `chess-lut-perft`) and, called from a
//! bit index, in throughput, under cache pressure and on boards that vary as in a search, where
//! a table's size shows (it is the smallest magic table of the crates engines use, and close to
//! the peers' speed there). Hyperbola, with no multiply and no second load, wins where each answer
//! picks the next square (latency). On a BMI2 build `pext` beats magic in perft, and
//! `pext_compact` trades a `pdep` for a table a quarter the size; neither is `const` nor
//! callable without `unsafe` or `#[target_feature]` code. [`fastest`] is PEXT where the target
//! has it and magic elsewhere, safe to call, not `const`.
//! `BENCHMARKS.md` in the repository has the numbers. Each strategy's tables are only linked
//! into a binary that calls it.
//!
//! ```
//! use chess_lut::{Bitboard, Square::*, sliders};
//!
//! let occupied = Bitboard(0x0024_0000_1800_2400);
//! let rook = sliders::hyperbola::rook_attacks(D4, occupied); // always here
//! assert_eq!(chess_lut::rook_attacks(D4, occupied), rook); // magic, by default
//! # #[cfg(feature = "kindergarten")]
//! assert_eq!(sliders::kindergarten::rook_attacks(D4, occupied), rook);
//! assert_eq!(chess_lut::calc::rook_attacks(D4, occupied), rook); // the ray walk
//! ```

pub mod dual;
pub(crate) mod dual_masks;
pub mod fastest;
pub mod fill;
pub mod hyperbola;
#[cfg(feature = "kindergarten")]
pub mod kindergarten;
// with the feature `magic`, and with `fastest` where magic is its choice (as `pext` is there
// with `fastest` where PEXT is): an engine names a module by the feature that promises it
#[cfg(chess_lut_magic)]
pub mod magic;
#[cfg(chess_lut_magic)]
pub(crate) mod magic_entry;
#[cfg(chess_lut_pext)]
#[cfg_attr(docsrs, doc(cfg(all(feature = "pext", target_feature = "bmi2"))))]
pub mod pext;
#[cfg(chess_lut_pext_compact)]
#[cfg_attr(docsrs, doc(cfg(all(feature = "pext", target_feature = "bmi2"))))]
pub mod pext_compact;
#[cfg(chess_lut_pext)]
pub(crate) mod pext_entry;
mod strategy;
#[cfg(any(chess_lut_magic, chess_lut_pext))]
mod whole_block;

pub use strategy::{ParseStrategyError, Strategy};

#[cfg(not(feature = "magic"))]
use hyperbola as root;
#[cfg(feature = "magic")]
use magic as root;

use chess_lut_types::Bitboard;
use chess_lut_types::Square;

/// The squares a bishop on `sq` attacks when `occupied` holds pieces: along both diagonals up
/// to and including the first piece each way. Whether `occupied` holds `sq` makes no
/// difference. Forwards to `magic::bishop_attacks` (hyperbola's without the `magic`
/// feature), the strategy that measured fastest in a
/// move generator (see [the module](self)); computed twin:
/// [`calc::bishop_attacks`](crate::calc::bishop_attacks), a plain ray walk.
///
/// ```
/// use chess_lut::{Square::*, bishop_attacks, bitboard};
///
/// let occupied = bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . X . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
/// };
/// assert_eq!(bishop_attacks(C2, occupied), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . X . .
///     X . . . X . . .
///     . X . X . . . .
///     . . . . . . . .
///     . X . X . . . .
/// });
/// ```
#[inline]
pub const fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    root::bishop_attacks(sq, occupied)
}

/// The squares a rook on `sq` attacks when `occupied` holds pieces. Forwards to
/// `magic::rook_attacks` (hyperbola's without the `magic` feature), the strategy that measured
/// fastest in a move generator (see
/// [the module](self)); computed twin: [`calc::rook_attacks`](crate::calc::rook_attacks), a
/// plain ray walk.
///
/// ```
/// use chess_lut::{Square::*, bitboard, rook_attacks};
///
/// let occupied = B1.bitboard() | A3.bitboard();
/// assert_eq!(rook_attacks(A1, occupied), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     X . . . . . . .
///     X . . . . . . .
///     . X . . . . . .
/// });
/// ```
#[inline]
pub const fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    root::rook_attacks(sq, occupied)
}

/// The squares a queen on `sq` attacks: [`bishop_attacks`] and [`rook_attacks`] together.
/// Computed twin: [`calc::queen_attacks`](crate::calc::queen_attacks).
///
/// ```
/// use chess_lut::{Bitboard, Square::*, queen_attacks};
/// assert_eq!(queen_attacks(D4, Bitboard::EMPTY).count(), 27);
/// assert_eq!(queen_attacks(A1, Bitboard::FULL).count(), 3);
/// ```
#[inline]
pub const fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    root::queen_attacks(sq, occupied)
}
