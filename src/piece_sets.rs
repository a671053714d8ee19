//! Who attacks a square in a [`Pieces`] set: every attacker at once (super-piece), or whether
//! a side attacks it at all (early exits).

use crate::leapers::{king_attacks, knight_attacks, pawn_attacks};
use crate::lines::LINE_MASKS;
use crate::pieces::Pieces;
use crate::sliders::{bishop_attacks, rook_attacks};
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::LineKind;
use chess_lut_types::Piece;
use chess_lut_types::Square;

/// Every piece of either colour that attacks `sq` when `occupied` holds pieces, by the
/// super-piece method: put every kind of piece on `sq` and intersect its attacks with the
/// pieces of that kind (a white pawn's attacks find black pawns and the other way round).
/// `occupied` is usually `pieces.occupied()`, but may differ (to see x-rays, remove a piece
/// from it). Computed twin: [`calc::attacks_to`](crate::calc::attacks_to).
///
/// ```
/// use chess_lut::{Pieces, Square::*, attacks_to, bitboard};
///
/// let pieces: Pieces = "8/8/8/3r4/8/1N3p2/4P3/3Q4".parse().unwrap();
/// // d3: the rook on d5, the pawn on e2 and the queen on d1; not the knight on b3, nor the
/// // black pawn on f3 (black pawns capture downwards)
/// assert_eq!(attacks_to(&pieces, pieces.occupied(), D3), bitboard! {
///     . . . . . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . X . . . .
///     . . . . . . . .
///     . . . . . . . .
///     . . . . X . . .
///     . . . X . . . .
/// });
/// ```
// always inlined: LLVM would otherwise often keep this one out of a caller's loop, and a
// caller compiled for more features (a `#[target_feature]` copy) would run it in the build's code
#[inline(always)]
pub const fn attacks_to(pieces: &Pieces, occupied: Bitboard, sq: Square) -> Bitboard {
    let queens = pieces.kind(Piece::Queen).0;
    let diagonal = pieces.kind(Piece::Bishop).0 | queens;
    let orthogonal = pieces.kind(Piece::Rook).0 | queens;
    Bitboard(
        (pawn_attacks(Color::White, sq).0 & pieces.of(Color::Black, Piece::Pawn).0)
            | (pawn_attacks(Color::Black, sq).0 & pieces.of(Color::White, Piece::Pawn).0)
            | (knight_attacks(sq).0 & pieces.kind(Piece::Knight).0)
            | (king_attacks(sq).0 & pieces.kind(Piece::King).0)
            | (bishop_attacks(sq, occupied).0 & diagonal)
            | (rook_attacks(sq, occupied).0 & orthogonal),
    )
}

/// Whether any piece of colour `by` attacks `sq` when `occupied` holds pieces. Tests the cheap
/// kinds first and returns at the first attacker found; sliding attacks are only computed when
/// a slider of `by` stands on a line through `sq` at all (Hyatt's test). Computed twin:
/// [`calc::is_square_attacked`](crate::calc::is_square_attacked).
///
/// ```
/// use chess_lut::{Color, Pieces, Square::*, is_square_attacked};
///
/// let pieces: Pieces = "4k3/8/8/8/8/8/4R3/4K3".parse().unwrap();
/// assert!(is_square_attacked(&pieces, pieces.occupied(), E8, Color::White));
/// assert!(!is_square_attacked(&pieces, pieces.occupied(), D8, Color::White));
/// assert!(is_square_attacked(&pieces, pieces.occupied(), D7, Color::Black));
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
    let own = pieces.color(by).0;
    // a pawn of `by` attacks sq if a pawn of the other colour on sq would attack it
    if pawn_attacks(by.other(), sq).0 & pieces.kind(Piece::Pawn).0 & own != 0 {
        return true;
    }
    if knight_attacks(sq).0 & pieces.kind(Piece::Knight).0 & own != 0 {
        return true;
    }
    if king_attacks(sq).0 & pieces.kind(Piece::King).0 & own != 0 {
        return true;
    }
    let queens = pieces.kind(Piece::Queen).0;
    let diagonal = (pieces.kind(Piece::Bishop).0 | queens) & own;
    let lines = &LINE_MASKS;
    let s = sq as usize;
    let diagonals =
        lines[LineKind::Diagonal as usize][s] | lines[LineKind::AntiDiagonal as usize][s];
    if diagonal & diagonals != 0 && bishop_attacks(sq, occupied).0 & diagonal != 0 {
        return true;
    }
    let orthogonal = (pieces.kind(Piece::Rook).0 | queens) & own;
    let orthogonals = lines[LineKind::Rank as usize][s] | lines[LineKind::File as usize][s];
    orthogonal & orthogonals != 0 && rook_attacks(sq, occupied).0 & orthogonal != 0
}
