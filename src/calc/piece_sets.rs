//! The piece-set questions computed from the calc twins only: no table.

use super::leapers::{king_attacks, knight_attacks, pawn_attacks};
use super::sliders::{bishop_attacks_hq, rook_attacks_hq};
use crate::pieces::Pieces;
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::Piece;
use chess_lut_types::Square;

/// [`attacks_to`](crate::attacks_to) computed: the super-piece method over leaper shifts and
/// o^(o-2r) on computed masks.
///
/// ```
/// use chess_lut::{Pieces, Square::*, attacks_to, calc};
/// let pieces: Pieces = "8/8/8/3r4/8/1N3p2/4P3/3Q4".parse().unwrap();
/// assert_eq!(calc::attacks_to(&pieces, pieces.occupied(), D3), attacks_to(&pieces, pieces.occupied(), D3));
/// ```
// always inlined: LLVM would otherwise often keep this one out of a caller's loop, and a
// caller compiled for more features (a `#[target_feature]` copy) would run it in the build's code
#[inline(always)]
pub const fn attacks_to(pieces: &Pieces, occupied: Bitboard, sq: Square) -> Bitboard {
    let queens = pieces.kind(Piece::Queen).0;
    Bitboard(
        (pawn_attacks(Color::White, sq).0 & pieces.of(Color::Black, Piece::Pawn).0)
            | (pawn_attacks(Color::Black, sq).0 & pieces.of(Color::White, Piece::Pawn).0)
            | (knight_attacks(sq).0 & pieces.kind(Piece::Knight).0)
            | (king_attacks(sq).0 & pieces.kind(Piece::King).0)
            | (bishop_attacks_hq(sq, occupied).0 & (pieces.kind(Piece::Bishop).0 | queens))
            | (rook_attacks_hq(sq, occupied).0 & (pieces.kind(Piece::Rook).0 | queens)),
    )
}

/// [`is_square_attacked`](crate::is_square_attacked) computed: the attackers of `sq` from
/// [`attacks_to`], those of colour `by`.
///
/// ```
/// use chess_lut::{Color, Pieces, Square::*, calc};
/// let pieces: Pieces = "4k3/8/8/8/8/8/4R3/4K3".parse().unwrap();
/// assert!(calc::is_square_attacked(&pieces, pieces.occupied(), E8, Color::White));
/// ```
// always inlined: LLVM would otherwise often keep this one out of a caller's loop, and a
// caller compiled for more features (a `#[target_feature]` copy) would run it in the build's code
#[inline(always)]
pub const fn is_square_attacked(
    pieces: &Pieces,
    occupied: Bitboard,
    sq: Square,
    by: Color,
) -> bool {
    attacks_to(pieces, occupied, sq).0 & pieces.color(by).0 != 0
}
