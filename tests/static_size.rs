//! The byte budget of every table is part of the design: a change to it should be a conscious
//! one.

mod common;

use chess_lut::tables::*;
use core::mem::size_of_val;

/// The entries of the shared magic table, as `codegen/src/magic_factors.rs` packs it.
const MAGIC_LEN: usize = 86_899;

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
    assert_eq!(size_of_val(&ROOK_MAGICS), 1_536); // 64 entries of 24 bytes
    assert_eq!(size_of_val(&BISHOP_MAGICS), 1_536);
    // the overlapping fixed-shift table: fewer entries than cozy-chess's 87,988
    assert_eq!(MAGIC_ATTACKS.len(), MAGIC_LEN);
    assert!(MAGIC_ATTACKS.len() <= 87_988);
    assert_eq!(size_of_val(&KINDERGARTEN_FILL_UP), 4_096);
    assert_eq!(size_of_val(&KINDERGARTEN_A_FILE), 4_096);
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[test]
fn pext_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&ROOK_PEXT), 1_536);
    assert_eq!(size_of_val(&BISHOP_PEXT), 1_536);
    assert_eq!(size_of_val(&PEXT_ATTACKS), 861_184); // 107,648 bitboards
    assert_eq!(size_of_val(&PEXT_COMPACT_ATTACKS), 215_296); // and as u16
}

#[test]
fn generator_sizes_match_the_statics() {
    let options = common::options();
    let total: usize = chess_lut_codegen::tables(options)
        .iter()
        .map(|t| t.bytes())
        .sum();
    let relations =
        32_768 * 2 + 16_640 + 1_920 + 14_336 + 4_096 + 512 * 2 + 1_024 + 2_048 + 1_350 + 512;
    let magic = 1_536 * 2 + MAGIC_LEN * 8;
    let pext = if options.pext {
        1_536 * 2 + 861_184 + 215_296
    } else {
        0
    };
    let kindergarten = 4_096 * 2;
    assert_eq!(total, relations + magic + pext + kindergarten);
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
