//! `list`, `show`, `dump` and `explore` with `--tables`: an engine's baked tables, drawn from
//! the description its bake wrote. The bake here is the generator's own API, as a build script
//! calls it.

mod browser;
mod common;
use browser::{Browser, open_table};
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

/// Picks `label` in the list of axis `k` with the keyboard, as a person does: the list
/// focused, the down arrow pressed until it shows the label.
fn pick(b: &mut Browser, k: usize, label: &str) {
    b.eval(&format!("document.getElementById('axis-{k}').focus()"));
    let list = format!("document.getElementById('axis-{k}')");
    let target = b.eval(&format!(
        "[...{list}.options].findIndex(o => o.text === '{label}')"
    ));
    let target = target
        .as_i64()
        .filter(|&i| i >= 0)
        .expect("the label is listed");
    for _ in 0..64 {
        let at = b.eval(&format!("{list}.selectedIndex")).as_i64().unwrap();
        if at == target {
            return;
        }
        b.key(if at < target { "ArrowDown" } else { "ArrowUp" });
    }
    panic!("axis {k} never showed {label}");
}

fn value(b: &mut Browser) -> String {
    b.text("document.getElementById('value').dataset.value")
}

/// The page of a bake, used as a person would: a table picked by typing its name, an axis
/// picked from its list, a square clicked, a cell of the grid clicked; what it shows is the
/// bake's own values, compared with the functions the bake was given.
#[test]
fn explore_draws_a_bake_as_it_is_asked() {
    let dir = baked("bake-explore");
    let page = dir.join("tables.html");
    let said = stdout(&[
        "explore",
        "--tables",
        dir.to_str().unwrap(),
        "--out",
        page.to_str().unwrap(),
    ]);
    assert!(said.starts_with("wrote "), "{said}");
    let Some(mut b) = browser::on_page(&format!("file://{}", page.display()), 1280, 900) else {
        std::fs::remove_dir_all(dir).unwrap();
        return;
    };
    let listed = b.eval("[...document.querySelectorAll('#tables li')].map(li => li.dataset.name)");
    assert_eq!(
        listed,
        serde_json::json!(["steps", "front", "ratio", "keys"])
    );
    // two square axes: the first picked from its list, the second clicked on the board, which
    // shows the value on every square
    open_table(&mut b, "steps");
    pick(&mut b, 0, "c3");
    b.click("#board [data-square='f7']");
    assert_eq!(value(&mut b), "7");
    let board = b.eval("[...document.querySelectorAll('#board button.sq')].map(c => [c.dataset.square, c.dataset.value])");
    for pair in board.as_array().unwrap() {
        let sq: Square = pair[0].as_str().unwrap().parse().unwrap();
        let steps = Square::C3.file().abs_diff(sq.file()) + Square::C3.rank().abs_diff(sq.rank());
        assert_eq!(pair[1], steps.to_string(), "steps c3 {sq}");
    }
    assert!(
        b.text("document.getElementById('proof').textContent")
            .contains("crate::steps")
    );
    // a set: the board draws it
    open_table(&mut b, "front");
    pick(&mut b, 0, "black");
    b.click("#board [data-square='e4']");
    let hit = b.eval("[...document.querySelectorAll('#board button.sq')].filter(c => c.dataset.hit === '1').map(c => c.dataset.square)");
    assert_eq!(hit, serde_json::json!(["e4", "e3"]));
    // no square axis: a grid of depth by moves
    open_table(&mut b, "ratio");
    b.click("#grid td[data-row='1'][data-col='3']");
    assert_eq!(value(&mut b), "1.5");
    assert_eq!(
        b.text("document.getElementById('asked').textContent"),
        "depth 2, moves 3"
    );
    // a 64-bit key, in hex, all sixteen digits
    open_table(&mut b, "keys");
    b.click("#board [data-square='b1']");
    assert_eq!(
        value(&mut b),
        format!("{:#018x}", 2u64.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    );
    // a phone: the grid scrolls in its box, the page is no wider than the screen
    b.screen(390, 844, true);
    open_table(&mut b, "ratio");
    let width = b.eval("document.documentElement.scrollWidth");
    assert!(
        width.as_u64().expect("a width") <= 390,
        "{width} px on a 390 px screen"
    );
    std::fs::remove_dir_all(dir).unwrap();
}
