//! `list`, `show` and `dump` with `--tables`: an engine's baked tables, drawn from the
//! description its bake wrote. The bake here is the generator's own API, as a build script
//! calls it.

mod common;
use common::*;

use std::path::PathBuf;

use chess_lut::{Bitboard, Color, Square};
use chess_lut_codegen::bake::{Bake, Colors, Range, Squares, Table};

/// A directory holding `tables.rs` and `tables.json` of a bake like an engine's, under a
/// `build/…/out` as cargo lays it out.
fn baked(name: &str) -> PathBuf {
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

#[test]
fn list_show_and_dump_read_a_bake() {
    let dir = baked("bake");
    let d = dir.to_str().unwrap();
    // the directory: the newest description under its build scripts' out directories
    let list = stdout(&["list", "--tables", d]);
    assert!(
        list.lines().next().unwrap().ends_with("out/tables.json"),
        "{list}"
    );
    let row = list.lines().find(|l| l.starts_with("steps ")).expect(&list);
    assert!(
        row.contains("64x64") && row.contains(" u8 ") && row.contains("4096"),
        "{row}"
    );
    assert!(row.ends_with("Files plus ranks apart."), "{row}");
    assert!(list.contains("ratio            4x4        f32"), "{list}");
    // a set: a board with the set and the square asked about
    let front = stdout(&["show", "--tables", d, "front", "black", "e4"]);
    assert!(
        front.starts_with("front black e4: e3 e4 (2 squares)"),
        "{front}"
    );
    assert_eq!(marked(&front, "X"), ["e3", "e4"]);
    // a number per square, on a board
    let steps = stdout(&["show", "--tables", d, "steps", "e4"]);
    assert!(
        steps.starts_with("steps e4: the value on each square"),
        "{steps}"
    );
    assert!(
        steps.contains("8  8 7 6 5 4 5 6 7\n") && steps.contains("4  4 3 2 1 0 1 2 3\n"),
        "{steps}"
    );
    assert_eq!(
        stdout(&["show", "--tables", d, "steps", "a1", "h8"]),
        "steps a1 h8: 14\n"
    );
    // a row of a range, and one float
    let row = stdout(&["show", "--tables", d, "ratio", "2"]);
    assert_eq!(row, "ratio depth 2:\n  moves 0-3  0.0 0.5 1.0 1.5\n");
    assert_eq!(
        stdout(&["show", "--tables", d, "ratio", "3", "1"]),
        "ratio depth 3 moves 1: 0.33333334\n"
    );
    // 64-bit keys stay exact, in hex, not on a board
    let keys = stdout(&["show", "--tables", d, "keys"]);
    assert!(
        keys.starts_with("keys:\n  a1-h1  0x9e3779b97f4a7c15 0x3c6ef372fe94f82a "),
        "{keys}"
    );
    assert!(
        keys.contains(" 0x08d12e6b76c84d11 "),
        "sixteen digits: {keys}"
    );
    // a picture
    let svg = temp("bake-front.svg");
    stdout(&[
        "show",
        "--tables",
        d,
        "front",
        "white",
        "a2",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert!(std::fs::read_to_string(&svg).unwrap().starts_with("<svg"));
    // dumps: the source beside the description, a column per axis, the values
    let rust = stdout(&["dump", "--tables", d, "steps"]);
    assert!(rust.starts_with("/// Files plus ranks apart."), "{rust}");
    assert!(rust.contains("pub static STEPS: [[u8; 64]; 64] = [\n") && rust.ends_with("];\n"));
    let csv = stdout(&["dump", "--tables", d, "ratio", "--format", "csv"]);
    assert!(
        csv.starts_with("depth,moves,value\n1,0,0.0\n1,1,1.0\n"),
        "{csv}"
    );
    let json = stdout(&["dump", "--tables", d, "front", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["shape"], serde_json::json!([2, 64]));
    assert_eq!(json["values"][8], "0x10100", "white a2: a2 and a3");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_bad_question_to_a_bake_is_one_line() {
    let dir = baked("bake-errors");
    let d = dir.to_str().unwrap();
    let file = dir.join("release/build/engine-0123/out/tables.json");
    let f = file.to_str().unwrap();
    let err = error(&["show", "--tables", f, "stepz", "e4"]);
    assert!(
        err.contains("no table \"stepz\"") && err.contains("(did you mean \"steps\"?)"),
        "{err}"
    );
    let err = error(&["show", "--tables", d, "steps", "e4", "e5", "e6"]);
    assert!(
        err.contains("show steps takes a square, a square, or all but the last"),
        "{err}"
    );
    let err = error(&["show", "--tables", d, "ratio", "9"]);
    assert!(err.contains("bad depth \"9\": from 1 to 4"), "{err}");
    let err = error(&["show", "--tables", d, "front", "purple", "e4"]);
    assert!(err.contains("bad colour \"purple\""), "{err}");
    let err = error(&["show", "--tables", d, "steps", "e4", "--occupied", "0x1"]);
    assert!(err.contains("--occupied"), "{err}");
    let err = error(&["show", "--tables", d, "ratio", "1", "--svg", "x.svg"]);
    assert!(err.contains("answers in text, not a board"), "{err}");
    let empty = temp("bake-empty");
    std::fs::create_dir_all(&empty).unwrap();
    let err = error(&["list", "--tables", empty.to_str().unwrap()]);
    assert!(
        err.contains("no tables baked by chess-lut-codegen under"),
        "{err}"
    );
    let other = empty.join("other.json");
    std::fs::write(&other, "{\"generator\":\"someone else\",\"tables\":[]}").unwrap();
    let err = error(&["list", "--tables", other.to_str().unwrap()]);
    assert!(
        err.contains("is not a description of baked tables: written by \"someone else\""),
        "{err}"
    );
    std::fs::write(&other, "{not json").unwrap();
    let err = error(&["list", "--tables", other.to_str().unwrap()]);
    assert!(
        err.contains("is not a description of baked tables"),
        "{err}"
    );
    let err = error(&["list", "--tables", "/no/such/file.json"]);
    assert!(err.contains("cannot read /no/such/file.json"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
    std::fs::remove_dir_all(empty).unwrap();
}
