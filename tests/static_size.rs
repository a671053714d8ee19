//! The byte budget of every table is part of the design: a change to it should be a conscious
//! one.

mod common;

use chess_lut::tables::*;
use core::mem::size_of_val;

/// The entries of the shared magic table, as `codegen/src/magic_factors.rs` packs it.
#[allow(dead_code)] // without the `magic` feature
const MAGIC_LEN: usize = 86_896;

#[test]
fn core_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&IN_BETWEEN), 32_768);
    assert_eq!(size_of_val(&PATH), 32_768);
    assert_eq!(size_of_val(&LINE), 32_768);
    assert_eq!(size_of_val(&X88_ATTACKS), 14_336);
    assert_eq!(size_of_val(&KNIGHT_DISTANCE), 4_096);
    assert_eq!(size_of_val(&KNIGHT_ATTACKS), 512);
    assert_eq!(size_of_val(&KING_ATTACKS), 512);
    assert_eq!(size_of_val(&KING_ZONE_REACH), 3_584);
    assert_eq!(size_of_val(&PAWN_ATTACKS), 1_024);
    assert_eq!(size_of_val(&LINE_MASKS), 2_048);
    assert_eq!(size_of_val(&FIRST_RANK_ATTACKS), 512);
    assert_eq!(size_of_val(&DUAL_MASKS), 2_048);
}

#[cfg(feature = "lines")]
#[test]
fn lines_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&INTERSECTION), 1_350);
}

#[cfg(feature = "layouts")]
#[test]
fn layouts_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&IN_BETWEEN_TRIANGULAR), 16_640);
    assert_eq!(size_of_val(&IN_BETWEEN_X88), 1_920);
}

#[cfg(feature = "magic")]
#[test]
fn magic_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&ROOK_MAGICS), 1_536); // 64 entries of 24 bytes
    assert_eq!(size_of_val(&BISHOP_MAGICS), 1_536);
    // the overlapping fixed-shift table: fewer entries than cozy-chess's 87,988
    assert_eq!(MAGIC_ATTACKS.len(), MAGIC_LEN);
    assert!(MAGIC_ATTACKS.len() <= 87_988);
}

#[cfg(feature = "kindergarten")]
#[test]
fn kindergarten_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&KINDERGARTEN_FILL_UP), 4_096);
    assert_eq!(size_of_val(&KINDERGARTEN_A_FILE), 4_096);
}

#[cfg(feature = "distances")]
#[test]
fn distances_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&KING_DISTANCE), 4_096);
    assert_eq!(size_of_val(&MANHATTAN_DISTANCE), 4_096);
    assert_eq!(size_of_val(&CENTER_DISTANCE), 64);
    assert_eq!(size_of_val(&CENTER_MANHATTAN_DISTANCE), 64);
    assert_eq!(size_of_val(&DISTANCE_RINGS), 4_096);
}

#[cfg(feature = "masks")]
#[test]
fn masks_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&ADJACENT_FILES), 64);
    assert_eq!(size_of_val(&FORWARD_FILE), 1_024);
    assert_eq!(size_of_val(&FORWARD_RANKS), 128);
    assert_eq!(size_of_val(&PAWN_ATTACK_SPAN), 1_024);
    assert_eq!(size_of_val(&PASSED_PAWN_SPAN), 1_024);
    assert_eq!(size_of_val(&BEYOND), 32_768);
}

#[cfg(feature = "zobrist")]
#[test]
fn zobrist_table_size_in_bytes() {
    assert_eq!(size_of_val(&POLYGLOT_RANDOM), 6_248);
    // the cuckoo tables: 8,192 keys and 8,192 moves
    assert_eq!(size_of_val(&POLYGLOT_CUCKOO_KEYS), 65_536);
    assert_eq!(size_of_val(&POLYGLOT_CUCKOO_MOVES), 16_384);
}

#[cfg(chess_lut_pext)]
#[test]
fn pext_table_sizes_in_bytes() {
    assert_eq!(size_of_val(&ROOK_PEXT), 1_536);
    assert_eq!(size_of_val(&BISHOP_PEXT), 1_536);
    assert_eq!(size_of_val(&PEXT_ATTACKS), 861_184); // 107,648 bitboards
}

#[cfg(chess_lut_pext_compact)]
#[test]
fn pext_compact_table_size_in_bytes() {
    assert_eq!(size_of_val(&PEXT_COMPACT_ATTACKS), 215_296); // PEXT_ATTACKS as u16
}

/// The generator's tables for this build's features weigh what the families above add up to.
#[test]
fn generator_sizes_match_the_statics() {
    let options = common::options();
    let total: usize = chess_lut_codegen::statics(options)
        .iter()
        .map(|t| t.bytes())
        .sum();
    let family = |on: bool, bytes: usize| if on { bytes } else { 0 };
    let core =
        32_768 * 3 + 14_336 + 4_096 + 512 * 2 + 3_584 + 1_024 + 2_048 + 512 + 2_048 + 1_024 * 2;
    let expected = core
        + family(options.lines, 1_350)
        + family(options.layouts, 16_640 + 1_920)
        + family(options.magic, 1_536 * 2 + MAGIC_LEN * 8)
        + family(options.pext, 1_536 * 2 + 861_184)
        + family(options.pext_compact, 215_296)
        + family(options.kindergarten, 4_096 * 2)
        + family(options.distances, 4_096 * 3 + 64 * 2)
        + family(options.masks, 64 + 1_024 * 3 + 128 + 32_768 * 2)
        + family(options.zobrist, 781 * 8 + 8_192 * (8 + 2));
    assert_eq!(total, expected);
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
