//! The byte budget of every table is part of the design: a change to it should be a conscious
//! one. It is pinned once, in the generator's snapshot (`codegen/tests/sizes.txt`); here the
//! library's statics are held to the generator's.

mod common;

/// Every static of this build is as large as its declaration makes it: the registry's bytes
/// (the library's `size_of_val` of each static) are the generator's for this build's features,
/// table by table, and no table is missing or extra. The sizes themselves are pinned once, in
/// the generator's snapshot (`codegen/tests/sizes.txt`).
#[cfg(feature = "registry")]
#[test]
fn every_static_weighs_what_its_declaration_makes_it() {
    use chess_lut::tables::all;
    let generated: Vec<(String, usize)> = chess_lut_codegen::statics(common::options())
        .iter()
        .map(|t| (t.name.clone(), t.bytes()))
        .collect();
    let registered: Vec<(String, usize)> = all().map(|t| (t.name.to_string(), t.bytes)).collect();
    assert_eq!(registered, generated);
}

/// The overlapping fixed-shift magic table: fewer entries than cozy-chess's 87,988.
#[cfg(feature = "magic")]
#[test]
fn the_magic_table_is_the_smallest() {
    use chess_lut::tables::MAGIC_ATTACKS;
    // the entries of the shared magic table, as `codegen/src/magic_factors.rs` packs it
    const MAGIC_LEN: usize = 86_896;
    assert_eq!(MAGIC_ATTACKS.len(), MAGIC_LEN);
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
