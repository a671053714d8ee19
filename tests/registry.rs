//! The phf registry: every generated table is registered under its name, with the right shape,
//! type and size, and its data is the static the generator wrote.

mod common;

use core::mem::size_of_val;

use chess_lut::tables::{self, Elem};

/// The size of the static named `ident`, and its values, read directly (not via the registry).
fn the_static(ident: &str) -> (usize, Vec<u64>) {
    use chess_lut::tables::*;
    fn wide(v: &[u64]) -> Vec<u64> {
        v.to_vec()
    }
    // a table of structs, read field by field in declaration order
    fn magic_fields(entries: &[MagicEntry]) -> Vec<u64> {
        entries
            .iter()
            .flat_map(|e| [e.not_mask, e.factor, e.offset])
            .collect()
    }
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    fn pext_fields(entries: &[PextEntry]) -> Vec<u64> {
        entries
            .iter()
            .flat_map(|e| [e.mask, e.rays, e.offset])
            .collect()
    }
    match ident {
        "IN_BETWEEN" => (size_of_val(&IN_BETWEEN), wide(IN_BETWEEN.as_flattened())),
        "IN_BETWEEN_TRIANGULAR" => (
            size_of_val(&IN_BETWEEN_TRIANGULAR),
            wide(&IN_BETWEEN_TRIANGULAR),
        ),
        "IN_BETWEEN_X88" => (size_of_val(&IN_BETWEEN_X88), wide(&IN_BETWEEN_X88)),
        "LINE" => (size_of_val(&LINE), wide(LINE.as_flattened())),
        "X88_ATTACKS" => (size_of_val(&X88_ATTACKS), wide(X88_ATTACKS.as_flattened())),
        "KNIGHT_DISTANCE" => (
            size_of_val(&KNIGHT_DISTANCE),
            KNIGHT_DISTANCE
                .as_flattened()
                .iter()
                .map(|&d| u64::from(d))
                .collect(),
        ),
        "KNIGHT_ATTACKS" => (size_of_val(&KNIGHT_ATTACKS), wide(&KNIGHT_ATTACKS)),
        "KING_ATTACKS" => (size_of_val(&KING_ATTACKS), wide(&KING_ATTACKS)),
        "PAWN_ATTACKS" => (
            size_of_val(&PAWN_ATTACKS),
            wide(PAWN_ATTACKS.as_flattened()),
        ),
        "LINE_MASKS" => (size_of_val(&LINE_MASKS), wide(LINE_MASKS.as_flattened())),
        "INTERSECTION" => (
            size_of_val(&INTERSECTION),
            INTERSECTION
                .as_flattened()
                .as_flattened()
                .iter()
                .map(|&s| u64::from(s))
                .collect(),
        ),
        "ROOK_MAGICS" => (size_of_val(&ROOK_MAGICS), magic_fields(&ROOK_MAGICS)),
        "BISHOP_MAGICS" => (size_of_val(&BISHOP_MAGICS), magic_fields(&BISHOP_MAGICS)),
        "MAGIC_ATTACKS" => (size_of_val(&MAGIC_ATTACKS), wide(&MAGIC_ATTACKS)),
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
        "ROOK_PEXT" => (size_of_val(&ROOK_PEXT), pext_fields(&ROOK_PEXT)),
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
        "BISHOP_PEXT" => (size_of_val(&BISHOP_PEXT), pext_fields(&BISHOP_PEXT)),
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
        "PEXT_ATTACKS" => (size_of_val(&PEXT_ATTACKS), wide(&PEXT_ATTACKS)),
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
        "PEXT_COMPACT_ATTACKS" => (
            size_of_val(&PEXT_COMPACT_ATTACKS),
            PEXT_COMPACT_ATTACKS.iter().map(|&v| u64::from(v)).collect(),
        ),
        "KINDERGARTEN_FILL_UP" => (
            size_of_val(&KINDERGARTEN_FILL_UP),
            wide(KINDERGARTEN_FILL_UP.as_flattened()),
        ),
        "KINDERGARTEN_A_FILE" => (
            size_of_val(&KINDERGARTEN_A_FILE),
            wide(KINDERGARTEN_A_FILE.as_flattened()),
        ),
        "FIRST_RANK_ATTACKS" => (
            size_of_val(&FIRST_RANK_ATTACKS),
            FIRST_RANK_ATTACKS
                .as_flattened()
                .iter()
                .map(|&s| u64::from(s))
                .collect(),
        ),
        other => panic!("{other} is generated but this test does not know its static"),
    }
}

#[test]
fn every_generated_table_is_registered_with_its_static() {
    let generated = chess_lut_codegen::tables(common::options());
    assert_eq!(tables::all().count(), generated.len());
    for (t, info) in generated.iter().zip(tables::all()) {
        assert_eq!(info.name, t.name, "registry order");
        let info = tables::get(t.name).unwrap_or_else(|| panic!("{} is not registered", t.name));
        assert_eq!(info.ident, t.ident, "{}", t.name);
        assert_eq!(info.shape, t.shape.as_slice(), "{}", t.name);
        assert_eq!(info.elem.name(), t.elem.rust(), "{}", t.name);
        assert_eq!(info.description, t.summary, "{}", t.name);
        let (bytes, values) = the_static(t.ident);
        assert_eq!(
            info.bytes, bytes,
            "{}: registered size vs size_of_val",
            t.name
        );
        assert_eq!(
            t.bytes(),
            bytes,
            "{}: generator size vs size_of_val",
            t.name
        );
        // the include!d static holds exactly what the generator computed
        assert_eq!(values, t.values, "{}: static vs generator", t.name);
        assert_eq!(
            info.values().collect::<Vec<_>>(),
            values,
            "{}: registry vs static",
            t.name
        );
        assert_eq!(info.len(), t.shape.iter().product::<usize>(), "{}", t.name);
    }
}

#[test]
fn entries_read_by_coordinates() {
    let x88 = tables::get("x88-attacks").unwrap();
    assert_eq!(x88.elem, Elem::U64);
    // a rook two files east: the one square between, relative to from
    assert_eq!(x88.get_at(&[4, 122]), Some(0b10));
    assert_eq!(x88.get_at(&[7, 0]), None);
    assert_eq!(x88.get(7 * 256), None);
}

#[test]
fn unknown_names_are_none() {
    for name in ["", "IN_BETWEEN", "in_between", "in-between ", "knight"] {
        assert!(tables::get(name).is_none(), "{name:?}");
    }
}

#[test]
fn generated_source_is_the_generator_s_output() {
    assert_eq!(
        tables::GENERATED_SOURCE,
        chess_lut_codegen::generated_source(common::options())
    );
}
