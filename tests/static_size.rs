//! The byte budget of every table is part of the design: a change to it should be a conscious
//! one.

use chess_lut::tables::*;
use core::mem::size_of_val;

#[test]
fn table_sizes_in_bytes() {
    assert_eq!(size_of_val(&IN_BETWEEN), 32_768);
    assert_eq!(size_of_val(&IN_BETWEEN_TRIANGULAR), 16_640);
    assert_eq!(size_of_val(&IN_BETWEEN_X88), 1_920);
    assert_eq!(size_of_val(&LINE), 32_768);
    assert_eq!(size_of_val(&X88_ATTACKS), 14_336);
    assert_eq!(size_of_val(&KNIGHT_DISTANCE), 4_096);
    assert_eq!(size_of_val(&KNIGHT_ATTACKS), 512);
    assert_eq!(size_of_val(&KING_ATTACKS), 512);
    assert_eq!(size_of_val(&PAWN_ATTACKS), 1_024);
    assert_eq!(size_of_val(&LINE_MASKS), 2_048);
    assert_eq!(size_of_val(&INTERSECTION), 1_350);
    assert_eq!(size_of_val(&FIRST_RANK_ATTACKS), 512);
}

#[test]
fn generator_sizes_match_the_statics() {
    let total: usize = chess_lut_codegen::tables().iter().map(|t| t.bytes()).sum();
    assert_eq!(
        total,
        32_768 * 2 + 16_640 + 1_920 + 14_336 + 4_096 + 512 * 2 + 1_024 + 2_048 + 1_350 + 512
    );
}

#[test]
fn small_types_stay_small() {
    use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Pieces, Square};
    assert_eq!(size_of::<Square>(), 1);
    assert_eq!(size_of::<Option<Square>>(), 1);
    assert_eq!(size_of::<Attacker>(), 1);
    assert_eq!(size_of::<Color>(), 1);
    assert_eq!(size_of::<LineKind>(), 1);
    assert_eq!(size_of::<Bitboard>(), 8);
    assert_eq!(size_of::<Piece>(), 1);
    assert_eq!(size_of::<Pieces>(), 64);
}
