//! [`is_attacked_by`](crate::is_attacked_by) computed: no table.

use super::leapers::{king_attacks, knight_attacks, pawn_attacks};
use super::sliders::{bishop_attacks_hq, rook_attacks_hq};
use chess_lut_types::Attacker;
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::Square;

/// [`is_attacked_by`](crate::is_attacked_by) computed: the attacker's attack set from `from`
/// by leaper shifts or the o^(o-2r) sliding trick on computed masks ([`bishop_attacks_hq`],
/// [`rook_attacks_hq`]), tested for `to`.
///
/// ```
/// use chess_lut::{Attacker, Bitboard, Square::*, calc};
/// assert!(calc::is_attacked_by(A1, H8, Attacker::Bishop, Bitboard::EMPTY));
/// assert!(!calc::is_attacked_by(A1, H8, Attacker::Bishop, D4.bitboard()));
/// ```
// always inlined: LLVM would otherwise often keep this one out of a caller's loop, and a
// caller compiled for more features (a `#[target_feature]` copy) would run it in the build's code
#[inline(always)]
pub const fn is_attacked_by(
    from: Square,
    to: Square,
    attacker: Attacker,
    occupied: Bitboard,
) -> bool {
    let attacks = match attacker {
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
    attacks.contains(to)
}
