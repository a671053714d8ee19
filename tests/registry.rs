//! The phf registry: every generated table is registered under its name, with the right shape,
//! type and size, and its data is what the generator computed (the statics' own sizes are
//! pinned in `static_size.rs`).

mod common;

use chess_lut::tables::{self, Elem};

#[test]
fn every_generated_table_is_registered_with_its_static() {
    let generated = chess_lut_codegen::statics(common::options());
    assert_eq!(tables::all().count(), generated.len());
    for (t, info) in generated.iter().zip(tables::all()) {
        assert_eq!(info.name, t.name, "registry order");
        let info = tables::get(&t.name).unwrap_or_else(|| panic!("{} is not registered", t.name));
        assert_eq!(info.ident, t.ident, "{}", t.name);
        assert_eq!(info.shape, t.shape.as_slice(), "{}", t.name);
        assert_eq!(info.elem, t.elem, "{}", t.name);
        // a table laid out as data has its summary in lower case, its doc the sentence
        let summary = info.summary().to_string();
        assert_eq!(
            summary.trim_end_matches('.').to_lowercase(),
            t.summary.trim_end_matches('.').to_lowercase(),
            "{}",
            t.name
        );
        assert_eq!(info.bytes, t.bytes(), "{}: registered size", t.name);
        // the statics are the generator's source (`generated_files_are_the_generator_s_output`),
        // and the registry reads them: the same values
        assert_eq!(
            info.values().collect::<Vec<_>>(),
            t.values,
            "{}: registry vs generator",
            t.name
        );
        assert_eq!(info.len(), t.shape.iter().product::<usize>(), "{}", t.name);
    }
}

/// A table's summary is the first sentence of its static's doc comment in the generated source.
#[test]
fn every_summary_opens_its_static_s_doc() {
    for t in tables::all() {
        let head = format!("pub static {}:", t.ident);
        let (source, item) = tables::GENERATED_FILES
            .iter()
            .find_map(|(_, source)| Some((*source, source.find(&head)?)))
            .unwrap_or_else(|| panic!("{}: no static", t.name));
        let doc: Vec<&str> = source[..item]
            .lines()
            .rev()
            .map_while(|line| line.strip_prefix("///"))
            .collect();
        let doc: Vec<&str> = doc.iter().rev().map(|line| line.trim()).collect();
        let doc = doc.join(" ");
        let summary = t.summary().to_string();
        assert!(!summary.is_empty(), "{}", t.name);
        assert!(
            doc.trim_start().starts_with(&summary),
            "{}: {summary:?} / {doc:?}",
            t.name,
        );
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
fn generated_files_are_the_generator_s_output() {
    let generated = chess_lut_codegen::generated(common::options());
    let files: Vec<(&str, &str)> = generated.files();
    assert_eq!(tables::GENERATED_FILES, files.as_slice());
}
