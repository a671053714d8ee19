//! Every lookup is a `const fn` over a `static`: usable in `const` items, evaluated by the
//! compiler.

use chess_lut::{Attacker, Bitboard, Color, Square, Square::*, calc};

const IN_BETWEEN: Bitboard = chess_lut::in_between(A1, H8);
const TRIANGULAR: Bitboard = chess_lut::layouts::in_between_triangular(H8, A1);
const X88: Bitboard = chess_lut::layouts::in_between_x88(H8, A1);
const LINE: Bitboard = chess_lut::line(E2, E7);
const DISTANCE: u8 = chess_lut::knight_distance(A1, B2);
const DIFF: usize = chess_lut::layouts::x88_diff(A1, H8);
const ATTACKED: bool = chess_lut::is_attacked_by(A1, H8, Attacker::Queen, Bitboard(1 << 36));
const KNIGHT: Bitboard = chess_lut::knight_attacks(A1);
const KING: Bitboard = chess_lut::king_attacks(A1);
const PAWN: Bitboard = chess_lut::pawn_attacks(Color::Black, B7);
const CALC_IN_BETWEEN: Bitboard = calc::in_between(A1, H8);
const CALC_LINE: Bitboard = calc::line(E2, E7);
const CALC_DISTANCE: u8 = calc::knight_distance(A1, B2);
const CALC_ATTACKED: bool = calc::is_attacked_by(A1, H8, Attacker::Queen, Bitboard(1 << 36));
const PARSED: Option<Square> = Square::from_index(28);

#[test]
fn lookups_evaluate_in_const_items() {
    assert_eq!(IN_BETWEEN, Bitboard(0x0040_2010_0804_0200));
    assert_eq!(TRIANGULAR, IN_BETWEEN);
    assert_eq!(X88, IN_BETWEEN);
    assert_eq!(CALC_IN_BETWEEN, IN_BETWEEN);
    assert_eq!(LINE, Bitboard(0x1010_1010_1010_1010));
    assert_eq!(CALC_LINE, LINE);
    assert_eq!((DISTANCE, CALC_DISTANCE), (4, 4));
    assert_eq!(DIFF, 239);
    const { assert!(!ATTACKED && !CALC_ATTACKED) }; // e5 blocks, decided by the compiler
    assert_eq!(KNIGHT, B3.bitboard() | C2.bitboard());
    assert_eq!(KING.count(), 3);
    assert_eq!(PAWN, A6.bitboard() | C6.bitboard());
    assert_eq!(PARSED, Some(E4));
}

/// A table built at compile time from lookups: the lookups compose in const code.
const DISTANCES_FROM_E4: [u8; 64] = {
    let mut out = [0; 64];
    let mut i = 0;
    while i < 64 {
        out[i] = chess_lut::knight_distance(E4, Square::ALL[i]);
        i += 1;
    }
    out
};

#[test]
fn const_blocks_compose_lookups() {
    assert_eq!(DISTANCES_FROM_E4[E4.index()], 0);
    assert_eq!(DISTANCES_FROM_E4[F6.index()], 1);
    assert_eq!(DISTANCES_FROM_E4.iter().max(), Some(&4));
}
