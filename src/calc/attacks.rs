//! [`attacks`](crate::attacks), [`king_zone_reach`](crate::king_zone_reach) and, with the
//! feature `masks`, `pseudo_attacks` (a piece's attacks on an empty board) computed: no table.

use super::leapers::{
    NOT_A, NOT_H, king_attacks, king_targets, knight_attacks, knight_targets, pawn_attacks,
    pawn_targets,
};
use super::line_masks::{file_mask, rank_mask};
use super::pawn_masks::adjacent_files;
use super::sliders::{bishop_attacks_hq, rook_attacks_hq};
use chess_lut_types::Attacker;
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::Square;

/// [`attacks`](crate::attacks) computed: the attacker's attack set from `from`
/// by leaper shifts or the o^(o-2r) sliding trick on computed masks ([`bishop_attacks_hq`],
/// [`rook_attacks_hq`]), tested for `to`.
///
/// ```
/// use chess_lut::{Attacker, Bitboard, Square::*, calc};
/// assert!(calc::attacks(Attacker::Bishop, A1, H8, Bitboard::EMPTY));
/// assert!(!calc::attacks(Attacker::Bishop, A1, H8, D4.bitboard()));
/// ```
// always inlined: LLVM would otherwise often keep this one out of a caller's loop, and a
// caller compiled for more features (a `#[target_feature]` copy) would run it in the build's code
#[inline(always)]
pub const fn attacks(attacker: Attacker, from: Square, to: Square, occupied: Bitboard) -> bool {
    let set = match attacker {
        Attacker::BlackPawn => pawn_attacks(Color::Black, from),
        Attacker::WhitePawn => pawn_attacks(Color::White, from),
        Attacker::Knight => knight_attacks(from),
        Attacker::Bishop => bishop_attacks_hq(from, occupied),
        Attacker::Rook => rook_attacks_hq(from, occupied),
        Attacker::Queen => {
            Bitboard(bishop_attacks_hq(from, occupied).0 | rook_attacks_hq(from, occupied).0)
        }
        Attacker::King => king_attacks(from),
    };
    set.contains(to)
}

/// [`king_zone_reach`](crate::king_zone_reach) computed: the attacks of the king's
/// neighbours as a set, by shifts, a pawn's with its colour swapped (a black pawn attacks a
/// square from where a white pawn there would attack). A rook's reach is the three ranks and
/// the three files around the king; a bishop's, the neighbours filled along each diagonal by
/// doubling shifts.
///
/// ```
/// use chess_lut::{Attacker, Square::*, calc, king_zone_reach};
/// assert_eq!(calc::king_zone_reach(Attacker::Knight, H8), king_zone_reach(Attacker::Knight, H8));
/// ```
#[inline]
pub const fn king_zone_reach(attacker: Attacker, king: Square) -> Bitboard {
    let zone = king_targets(1 << king as u8);
    Bitboard(match attacker {
        Attacker::BlackPawn => pawn_targets(Color::White, zone),
        Attacker::WhitePawn => pawn_targets(Color::Black, zone),
        Attacker::Knight => knight_targets(zone),
        Attacker::Bishop => bishop_targets(zone),
        Attacker::Rook => rook_targets_around(king),
        Attacker::Queen => rook_targets_around(king) | bishop_targets(zone),
        Attacker::King => king_targets(zone),
    })
}

/// Every square a bishop on any square of `set` attacks on an empty board: each diagonal
/// direction filled by doubling shifts (Kogge-Stone), the files that wrapped masked off, then
/// one step further.
#[inline]
pub(super) const fn bishop_targets(set: u64) -> u64 {
    fill(set, 9, NOT_A) | fill(set, 7, NOT_H) | fill(set, -7, NOT_A) | fill(set, -9, NOT_H)
}

/// The squares strictly past some square of `set` in the direction of `shift` (a left shift,
/// right if negative) on an empty board, `guard` masking the file the step wraps onto.
#[inline(always)]
const fn fill(set: u64, shift: i32, guard: u64) -> u64 {
    const fn step(x: u64, shift: i32) -> u64 {
        if shift > 0 { x << shift } else { x >> -shift }
    }
    let (mut filled, mut pro) = (set, guard);
    filled |= pro & step(filled, shift);
    pro &= step(pro, shift);
    filled |= pro & step(filled, 2 * shift);
    pro &= step(pro, 2 * shift);
    filled |= pro & step(filled, 4 * shift);
    guard & step(filled, shift)
}

/// Every square a rook on some square next to `sq` attacks on an empty board: the three ranks
/// and the three files around `sq` (two at an edge), since each neighbour, and `sq` itself,
/// shares a rank or a file with another neighbour.
#[inline]
pub(super) const fn rook_targets_around(sq: Square) -> u64 {
    let rank = rank_mask(sq);
    rank | (rank << 8) | (rank >> 8) | file_mask(sq) | adjacent_files(sq).0
}

/// [`pseudo_attacks`](crate::pseudo_attacks) computed: each attacker's set on an empty board, the
/// leapers' by shifts, the sliders' by o^(o-2r) on computed masks with nothing in the way.
///
/// ```
/// use chess_lut::{Attacker, Square::*, calc};
/// assert_eq!(calc::pseudo_attacks(Attacker::Rook, A1).count(), 14);
/// # #[cfg(feature = "masks")]
/// assert_eq!(calc::pseudo_attacks(Attacker::Bishop, C1), chess_lut::pseudo_attacks(Attacker::Bishop, C1));
/// ```
#[inline]
pub const fn pseudo_attacks(attacker: Attacker, sq: Square) -> Bitboard {
    let empty = Bitboard::EMPTY;
    match attacker {
        Attacker::BlackPawn => pawn_attacks(Color::Black, sq),
        Attacker::WhitePawn => pawn_attacks(Color::White, sq),
        Attacker::Knight => knight_attacks(sq),
        Attacker::Bishop => bishop_attacks_hq(sq, empty),
        Attacker::Rook => rook_attacks_hq(sq, empty),
        Attacker::Queen => Bitboard(bishop_attacks_hq(sq, empty).0 | rook_attacks_hq(sq, empty).0),
        Attacker::King => king_attacks(sq),
    }
}
