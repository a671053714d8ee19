//! [`attacks`](crate::attacks) computed: no table.

use super::leapers::{king_attacks, knight_attacks, pawn_attacks};
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
