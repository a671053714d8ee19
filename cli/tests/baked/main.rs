//! `list`, `show`, `dump` and `explore` with `--tables`: an engine's baked tables, drawn from
//! the description its bake wrote. The bake here is the generator's own API, as a build script
//! calls it; this file holds the bake and the description of one table that the other files read.

#[path = "../browser/mod.rs"]
mod browser;
#[path = "../common/mod.rs"]
mod common;

mod descriptions;
mod explore;
mod finding;
mod floats;
mod list_show_dump;

use chess_lut::{Bitboard, Color, Square};
use chess_lut_codegen::bake::{Bake, Colors, Range, Squares, Table};
use common::{Temp, temp};

/// A directory holding `tables.rs` and `tables.json` of a bake like an engine's, under a
/// `build/…/out` as cargo lays it out.
fn baked(name: &str) -> Temp {
    let dir = temp(name);
    let out = dir.join("release/build/engine-0123/out");
    std::fs::create_dir_all(&out).unwrap();
    let mut bake = Bake::new();
    bake.table(
        Table::new(
            "steps",
            (Squares("a"), Squares("b")),
            |(a, b): (Square, Square)| a.file().abs_diff(b.file()) + a.rank().abs_diff(b.rank()),
        )
        .doc("Files plus ranks apart. The Manhattan distance.")
        .twin("crate::steps"),
    )
    .table(Table::new(
        "front",
        (Colors("color"), Squares("sq")),
        |(c, sq): (Color, Square)| match (c, sq.forward(c)) {
            (_, Some(next)) => next.bitboard() | sq.bitboard(),
            _ => Bitboard::EMPTY,
        },
    ))
    .table(Table::new(
        "ratio",
        (Range::new("depth", 1..=4u8), Range::new("moves", 0..=3u8)),
        |(d, m)| f32::from(m) / f32::from(d),
    ))
    .table(Table::new("keys", Squares("sq"), |sq: Square| {
        (sq as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }));
    bake.write(&out, "tables").unwrap();
    dir
}

/// A description of one table: `axes` and `values` as JSON, its answer `answer`.
fn one_table(
    name: &str,
    answer: &str,
    axes: serde_json::Value,
    values: serde_json::Value,
) -> String {
    serde_json::json!({
        "generator": "chess-lut-codegen 0.1.0",
        "tables": [{
            "name": name, "ident": "T", "twin": null, "doc": "A table.",
            "ty": "u8", "stored": "u8", "answer": answer,
            "bytes": 1, "axes": axes, "values": values,
        }],
    })
    .to_string()
}
