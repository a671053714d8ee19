//! `list`, `show`, `dump` and `explore` with `--tables`: an engine's baked tables, drawn from
//! the description its bake wrote. The bake here is the generator's own API, as a build script
//! calls it.

mod browser;
mod common;
use browser::{Browser, open_table};
use common::*;

use std::path::PathBuf;

use chess_lut::{Bitboard, Color, Square};
use chess_lut_cli::dump::{Format, dump};
use chess_lut_cli::show::show;
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
    // one word for what a table holds, in an engine's list and in ours
    let header = |list: &str, line| list.lines().nth(line).unwrap().to_string();
    assert!(header(&list, 1).ends_with(" summary"), "{list}");
    assert!(header(&stdout(&["list"]), 0).ends_with(" summary"));
    let row = list.lines().find(|l| l.starts_with("steps ")).expect(&list);
    assert!(
        row.contains("64x64") && row.contains(" u8 ") && row.contains("4096"),
        "{row}"
    );
    assert!(row.ends_with("Files plus ranks apart."), "{row}");
    assert!(list.contains("ratio            4x4        f32"), "{list}");
    // 4096 + 2 x 64 x 8 + 16 x 4 + 64 x 8 bytes
    let total = list.lines().last().unwrap();
    assert!(
        total.starts_with("total ") && total.ends_with(" 5696"),
        "{total}"
    );
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
    let csv = stdout(&["dump", "--tables", d, "steps", "--format", "csv"]);
    // row-major: the 67th value is a = b1, b = c1
    assert_eq!(csv.lines().nth(1 + 66), Some("b1,c1,1"), "{csv}");
    let json = stdout(&["dump", "--tables", d, "front", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["shape"], serde_json::json!([2, 64]));
    assert_eq!(json["values"][8], "0x10100", "white a2: a2 and a3");
    // the keys ours are dumped with, and the twin and the whole doc
    let json = stdout(&["dump", "--tables", d, "steps", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["static"], "STEPS");
    assert_eq!(json["summary"], "Files plus ranks apart.");
    assert_eq!(
        json["doc"],
        "Files plus ranks apart. The Manhattan distance."
    );
    assert_eq!(json["twin"], "crate::steps");
    std::fs::remove_dir_all(dir).unwrap();
}

/// The whole of `show` of a baked set and a baked board of numbers, text and SVG, byte for byte
/// as kept in `golden/`: what `show` writes stays what it was, whatever draws it. A table is
/// named with `_` or `-` between words.
#[test]
fn show_writes_a_baked_board_byte_for_byte() {
    let dir = baked("bake-golden");
    let d = dir.to_str().unwrap();
    let svg = dir.join("front.svg");
    let text = stdout(&[
        "show",
        "--tables",
        d,
        "front",
        "black",
        "e4",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    let drawn = std::fs::read_to_string(&svg).unwrap();
    let steps = stdout(&["show", "--tables", d, "steps", "e4"]);
    assert_eq!(text, include_str!("golden/front-black-e4.txt"));
    assert_eq!(drawn, include_str!("golden/front-black-e4.svg"));
    assert_eq!(steps, include_str!("golden/steps-e4.txt"));
    // a snake_case name, typed either way
    let file = dir.join("two.json");
    let colours = serde_json::json!([{ "kind": "color", "name": "c" }]);
    std::fs::write(
        &file,
        one_table("two_steps", "number", colours, [1, 2].into()),
    )
    .unwrap();
    let f = file.to_str().unwrap();
    for name in ["two_steps", "two-steps"] {
        assert_eq!(
            stdout(&["show", "--tables", f, name, "black"]),
            "two_steps black: 2\n"
        );
    }
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
    // a file that is not there, in the directory this test made
    let absent = empty.join("absent.json");
    let err = error(&["list", "--tables", absent.to_str().unwrap()]);
    assert!(
        err.contains(&format!("cannot read {}", absent.display())),
        "{err}"
    );
    std::fs::remove_dir_all(dir).unwrap();
    std::fs::remove_dir_all(empty).unwrap();
}

/// A description under `dir/path`, stamped `seconds` after the epoch (newer is larger).
fn describe_at(dir: &std::path::Path, path: &str, seconds: u64) {
    let file = dir.join(path);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(
        &file,
        r#"{"generator":"chess-lut-codegen 0.1.0","tables":[]}"#,
    )
    .unwrap();
    let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds);
    std::fs::File::options()
        .write(true)
        .open(&file)
        .unwrap()
        .set_modified(when)
        .unwrap();
}

/// In a directory, the newest description where cargo writes build scripts' output: in an
/// `out` directory, at most six below, not under what cargo keeps for itself; newer ones
/// elsewhere are not descriptions an engine's build wrote.
#[test]
fn the_newest_description_is_found_where_cargo_writes_one() {
    let dir = temp("bake-walk");
    let _ = std::fs::remove_dir_all(&dir);
    describe_at(&dir, "t/release/build/e-1/out/old.json", 1);
    // the one to find: its `out` six directories below; one seven below is not looked at
    describe_at(
        &dir,
        "t/a/x86_64-unknown-linux-gnu/release/build/e-2/out/tables.json",
        2,
    );
    describe_at(
        &dir,
        "t/a/b/x86_64-unknown-linux-gnu/release/build/e-3/out/deep.json",
        3,
    );
    describe_at(&dir, "t/release/deps/e-4/out/deps.json", 4);
    describe_at(&dir, "t/release/build/e-5/notout/elsewhere.json", 5);
    let found = chess_lut_cli::baked::load(&dir.join("t")).unwrap();
    assert!(
        found.path.ends_with("e-2/out/tables.json"),
        "{}",
        found.path.display()
    );
    std::fs::remove_dir_all(dir).unwrap();
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
            "name": name, "static": "T", "twin": null, "doc": "A table.",
            "element": { "type": "u8", "stored": "u8", "answer": answer },
            "bytes": 1, "axes": axes, "values": values,
        }],
    })
    .to_string()
}

fn read(description: &str) -> Result<chess_lut_cli::baked::Baked, String> {
    chess_lut_cli::baked::from_text(description, std::path::Path::new("t.json"))
}

/// A table's name is its lookup's, a snake_case identifier; a range holds at least one value
/// and the table one value per input.
#[test]
fn a_description_is_read_strictly() {
    let colours = serde_json::json!([{ "kind": "color", "name": "c" }]);
    for good in ["_a", "a", "a1_b", "a_b"] {
        let baked = read(&one_table(
            good,
            "number",
            colours.clone(),
            serde_json::json!([1, 2]),
        ));
        assert_eq!(baked.map(|b| b.tables[0].name.clone()), Ok(good.into()));
    }
    for bad in ["1a", "a-b", "A", "aB", "", "_", "type"] {
        let err = read(&one_table(
            bad,
            "number",
            colours.clone(),
            serde_json::json!([1, 2]),
        ))
        .unwrap_err();
        assert!(err.contains("not a lookup's name"), "{bad:?}: {err}");
    }
    let range = |start: i64, end: i64| serde_json::json!([{ "kind": "range", "name": "n", "type": "i64", "start": start, "end": end }]);
    let one = read(&one_table(
        "t",
        "number",
        range(5, 5),
        serde_json::json!([7]),
    ))
    .unwrap();
    assert_eq!(one.tables[0].shape(), [1]);
    for (start, end) in [(5, 4), (0, 1 << 32)] {
        let err = read(&one_table(
            "t",
            "number",
            range(start, end),
            serde_json::json!([]),
        ))
        .unwrap_err();
        assert!(
            err.contains("is not an axis a table has"),
            "{start}..={end}: {err}"
        );
    }
    // every kind the generator writes, and no other: an occupancy is never a table's axis
    for kind in ["occupancy", "Square", "file_of", ""] {
        let axes = serde_json::json!([{ "kind": kind, "name": "n" }]);
        let err = read(&one_table("t", "number", axes, serde_json::json!([1]))).unwrap_err();
        assert!(
            err.contains(&format!("an axis of kind {kind:?}, which no table has")),
            "{kind:?}: {err}"
        );
    }
    for (kind, n) in [
        ("file-of", 8),
        ("rank-of", 8),
        ("piece", 6),
        ("attacker", 7),
    ] {
        let axes = serde_json::json!([{ "kind": kind, "name": "sq" }]);
        let values = serde_json::json!(vec![1; n]);
        let baked = read(&one_table("t", "number", axes, values)).unwrap();
        assert_eq!(baked.tables[0].shape(), [n], "{kind}");
    }
    let err = read(&one_table("t", "maybe", colours, serde_json::json!([1, 2]))).unwrap_err();
    assert!(
        err.contains("an answer of no kind known: \"maybe\""),
        "{err}"
    );
}

/// What a user types for each value of an axis reads back as that value.
#[test]
fn an_axis_argument_reads_back_as_its_value() {
    use chess_lut_cli::baked::Axis;
    let n = || "n".to_string();
    let axes = [
        Axis::Square(n()),
        Axis::Color(n()),
        Axis::Piece(n()),
        Axis::LineKind(n()),
        Axis::Attacker(n()),
        Axis::FileOf(n()),
        Axis::RankOf(n()),
        Axis::Range {
            name: n(),
            ty: "i8".into(),
            start: -2,
            end: 5,
        },
    ];
    for axis in &axes {
        assert!(!axis.is_empty(), "{axis:?}");
        for i in 0..axis.len() {
            let typed = axis.argument(i);
            assert_eq!(axis.read(&typed), Ok(i), "{axis:?} {i}: {typed:?}");
        }
    }
    let typed = |axis: &Axis, i| axis.argument(i);
    assert_eq!(typed(&axes[0], 4), "e1");
    assert_eq!(typed(&axes[5], 2), "c1", "a square on the c-file");
    assert_eq!(typed(&axes[6], 3), "a4", "a square on the fourth rank");
    assert_eq!(
        (typed(&axes[7], 0), typed(&axes[7], 7)),
        ("-2".into(), "5".into())
    );
    let empty = Axis::Range {
        name: n(),
        ty: "i8".into(),
        start: 1,
        end: 0,
    };
    assert!(empty.is_empty());
}

/// On a board, a set is its size, a yes is marked and a float's infinity is a number; in text,
/// values a line as many as fit, each line labelled with the span it holds.
#[test]
fn a_row_is_a_board_or_lines_as_its_values_fit() {
    use chess_lut_cli::board::Cell;
    use chess_lut_cli::show::Shown;
    let squares = serde_json::json!([{ "kind": "square", "name": "sq" }]);
    let board = |answer: &str, values: Vec<serde_json::Value>| {
        let baked = read(&one_table("t", answer, squares.clone(), values.into())).unwrap();
        match show("t", &[], None, Some(&baked)).unwrap() {
            Shown::Board(picture) => (picture.cells, picture.caption),
            Shown::Text(text) => panic!("{answer}: not a board:\n{text}"),
        }
    };
    let sets = (0..64).map(|i: u64| format!("{:#018x}", (1u64 << (i % 5)) - 1).into());
    let (cells, caption) = board("set", sets.collect());
    assert_eq!(cells[..6], [0.0, 1.0, 2.0, 3.0, 4.0, 0.0].map(Cell::Number));
    assert_eq!(caption, "t: the size of the set on each square");
    let (cells, caption) = board("yes", (0..64).map(|i| (i % 2 == 0).into()).collect());
    assert_eq!(cells[..3], [Cell::Member, Cell::Empty, Cell::Member]);
    assert_eq!(caption, "t: X where it is true");
    let mut floats: Vec<serde_json::Value> = (0..64).map(|i| (f64::from(i) / 2.0).into()).collect();
    (floats[0], floats[63]) = ("inf".into(), "-inf".into());
    let float = |values: Vec<serde_json::Value>| {
        let mut description: serde_json::Value =
            serde_json::from_str(&one_table("t", "float", squares.clone(), values.into())).unwrap();
        description["tables"][0]["element"]["stored"] = "f64".into();
        read(&description.to_string())
    };
    let baked = float(floats.clone()).unwrap();
    let Shown::Board(picture) = show("t", &[], None, Some(&baked)).unwrap() else {
        panic!("floats on a board")
    };
    assert_eq!(picture.caption, "t: the value on each square");
    assert_eq!(picture.cells[0], Cell::Number(f64::INFINITY));
    assert_eq!(picture.cells[1], Cell::Number(0.5));
    assert_eq!(picture.cells[63], Cell::Number(f64::NEG_INFINITY));
    // the board shows two places; below it, every value to the bit
    assert!(
        picture
            .legend
            .starts_with("each square's value:\n  a1-h1   inf  0.5  1.0  1.5  2.0")
            && picture
                .legend
                .ends_with("  a8-h8  28.0 28.5 29.0 29.5 30.0 30.5 31.0 -inf\n"),
        "{}",
        picture.legend
    );
    // a dump writes the infinities as the description does, as strings, and JSON still
    let dumped: serde_json::Value =
        serde_json::from_str(&dump("t", Format::Json, Some(&baked)).unwrap()).unwrap();
    assert_eq!(
        (
            &dumped["values"][0],
            &dumped["values"][1],
            &dumped["values"][63]
        ),
        (&"inf".into(), &0.5.into(), &"-inf".into())
    );
    assert_eq!(
        dump("t", Format::Csv, Some(&baked))
            .unwrap()
            .lines()
            .nth(64),
        Some("h8,-inf")
    );
    // text that is no number the generator writes is no float
    floats[62] = "x".into();
    let err = float(floats).unwrap_err();
    assert!(
        err.contains("\"x\" is not a value of its float type"),
        "{err}"
    );
    // values of the engine's own type, 40 characters: two to a line of at most 160
    let wide: Vec<serde_json::Value> = (0..64).map(|i| format!("{i:>40}").into()).collect();
    let baked = read(&one_table("t", "other", squares.clone(), wide.into())).unwrap();
    let Shown::Text(text) = show("t", &[], None, Some(&baked)).unwrap() else {
        panic!("values of its own type are text")
    };
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 32, "{text}");
    assert_eq!(lines[2], format!("  c1-d1  {:>40} {:>40}", 2, 3));
    // a range: 96 columns a line, seven digits and a space each
    let range =
        serde_json::json!([{ "kind": "range", "name": "n", "type": "i32", "start": 0, "end": 23 }]);
    let values: Vec<serde_json::Value> = (0..24).map(|i| (1_000_000 + i).into()).collect();
    let baked = read(&one_table("t", "number", range, values.into())).unwrap();
    let Shown::Text(text) = show("t", &[], None, Some(&baked)).unwrap() else {
        panic!("a range is text")
    };
    let row = |from: i32| {
        (from..from + 12)
            .map(|i| (1_000_000 + i).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        text,
        format!("t:\n  n 0-11   {}\n  n 12-23  {}\n", row(0), row(12))
    );
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

/// The late-move reduction before truncation: values whose shortest text takes up to
/// seventeen digits as an `f64` (in hundredths of a ply, nine as an `f32`).
fn reduction(d: u8, m: u8) -> f64 {
    if d == 0 || m == 0 {
        0.0
    } else {
        0.7844 + f64::from(d).ln() * f64::from(m).ln() / 2.4696
    }
}

/// A bake of the reductions as `f64` (`lmr64`) and in hundredths of a ply as `f32` (`lmr32`),
/// depth by moves.
fn floats_baked(name: &str) -> PathBuf {
    let dir = temp(name);
    let out = dir.join("debug/build/engine-0123/out");
    std::fs::create_dir_all(&out).unwrap();
    let axes = || (Range::new("depth", 0..=63u8), Range::new("moves", 0..=63u8));
    let mut bake = Bake::new();
    bake.table(Table::new("lmr64", axes(), |(d, m)| reduction(d, m)).twin("crate::lmr64"))
        .table(
            Table::new("lmr32", axes(), |(d, m)| (reduction(d, m) * 100.0) as f32)
                .twin("crate::lmr32"),
        );
    bake.write(&out, "tables").unwrap();
    dir
}

/// The bits of `text` read as the table's type, widened: what is compared.
fn bits(table: &str, text: &str) -> u64 {
    match table {
        "lmr64" => text.parse::<f64>().expect(text).to_bits(),
        _ => u64::from(text.parse::<f32>().expect(text).to_bits()),
    }
}

/// The bits baked: the function's, in the table's type.
fn baked_bits(table: &str, d: u8, m: u8) -> u64 {
    match table {
        "lmr64" => reduction(d, m).to_bits(),
        _ => u64::from(((reduction(d, m) * 100.0) as f32).to_bits()),
    }
}

/// Every value of an `f64` and of an `f32` table, as `show`, `dump` in every format and the
/// page give it, reads back to the bits baked (the bits the static holds and the lookup
/// returns): none rounded by a reading through another type.
#[test]
fn every_float_reads_back_to_the_bits_baked() {
    let dir = floats_baked("floats");
    let file = dir.join("debug/build/engine-0123/out/tables.json");
    let f = file.to_str().unwrap();
    // the hard cases are there: texts of seventeen significant digits and of nine
    let digits = |text: &str| {
        let mantissa = text.split('e').next().unwrap().replace(['-', '.'], "");
        mantissa.trim_start_matches('0').len()
    };
    let longest = |table| {
        (0..64u8)
            .flat_map(|d| (0..64u8).map(move |m| (d, m)))
            .map(|(d, m)| match table {
                "lmr64" => digits(&format!("{:?}", reduction(d, m))),
                _ => digits(&format!("{:?}", (reduction(d, m) * 100.0) as f32)),
            })
            .max()
    };
    assert_eq!((longest("lmr64"), longest("lmr32")), (Some(17), Some(9)));
    // one value, as the function gives it: the shortest text of its bits
    assert_eq!(
        stdout(&["show", "--tables", f, "lmr64", "2", "8"]),
        format!("lmr64 depth 2 moves 8: {:?}\n", reduction(2, 8))
    );
    for table in ["lmr64", "lmr32"] {
        let mut differ = 0;
        let mut seen = 0;
        // show: each depth's row, every move number
        for d in 0..64u8 {
            let row = stdout(&["show", "--tables", f, table, &d.to_string()]);
            let texts: Vec<&str> = row
                .lines()
                .skip(1)
                .flat_map(|l| l.split_whitespace().skip(2))
                .collect();
            assert_eq!(texts.len(), 64, "{row}");
            for (m, text) in (0..64u8).zip(texts) {
                differ += usize::from(bits(table, text) != baked_bits(table, d, m));
                seen += 1;
            }
        }
        // dump: CSV and JSON
        let csv = stdout(&["dump", "--tables", f, table, "--format", "csv"]);
        for line in csv.lines().skip(1) {
            let cells: Vec<&str> = line.split(',').collect();
            let (d, m) = (cells[0].parse().unwrap(), cells[1].parse().unwrap());
            differ += usize::from(bits(table, cells[2]) != baked_bits(table, d, m));
            seen += 1;
        }
        let json = stdout(&["dump", "--tables", f, table, "--format", "json"]);
        let values = json
            .split("\"values\":[")
            .nth(1)
            .unwrap()
            .trim_end()
            .trim_end_matches("]}");
        for (i, text) in values.split(',').enumerate() {
            let (d, m) = ((i / 64) as u8, (i % 64) as u8);
            differ += usize::from(bits(table, text) != baked_bits(table, d, m));
            seen += 1;
        }
        let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(parsed["values"].as_array().map(Vec::len), Some(4096));
        // the page: the values it embeds
        let page = dir.join(format!("{table}.html"));
        stdout(&["explore", "--tables", f, "--out", page.to_str().unwrap()]);
        let html = std::fs::read_to_string(&page).unwrap();
        let meta = html
            .split("<script id=\"meta\" type=\"application/json\">")
            .nth(1)
            .unwrap();
        let meta: serde_json::Value =
            serde_json::from_str(meta.split("</script>").next().unwrap()).unwrap();
        let shown = meta["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == table)
            .unwrap();
        for (i, text) in shown["values"].as_array().unwrap().iter().enumerate() {
            let (d, m) = ((i / 64) as u8, (i % 64) as u8);
            differ += usize::from(bits(table, text.as_str().unwrap()) != baked_bits(table, d, m));
            seen += 1;
        }
        assert_eq!((differ, seen), (0, 4 * 4096), "{table}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// A description as cargo leaves one: `dir/path`, holding `text`, stamped `seconds` after the
/// epoch.
fn description_at(dir: &std::path::Path, path: &str, text: &str, seconds: u64) {
    let file = dir.join(path);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, text).unwrap();
    let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds);
    std::fs::File::options()
        .write(true)
        .open(&file)
        .unwrap()
        .set_modified(when)
        .unwrap();
}

/// `chess-lut ARGS` with no `CARGO_TARGET_DIR` of the test's: its output.
fn bare(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_chess-lut"))
        .args(args)
        .env_remove("CARGO_TARGET_DIR")
        .output()
        .unwrap()
}

/// In a target directory two crates' descriptions are refused, each named, however new; a
/// crate's directory finds its own by its package name; copies of one description are one;
/// what is read is named.
#[test]
fn tables_are_found_by_crate_and_never_another_crates() {
    let dir = temp("bake-crates");
    let _ = std::fs::remove_dir_all(&dir);
    let engine = r#"{"generator":"chess-lut-codegen 0.1.0","tables":[{"name":"mine","static":"MINE","twin":null,"doc":"Mine.","axes":[{"kind":"color","name":"c"}],"element":{"type":"u8","stored":"u8","answer":"number","bytes":1},"shape":[2],"bytes":2,"values":[1,2]}]}"#;
    let other = r#"{"generator":"chess-lut-codegen 0.1.0","tables":[]}"#;
    description_at(
        &dir,
        "target/debug/build/my-engine-0aa1/out/tables.json",
        engine,
        10,
    );
    // another crate's, newer (the bake rewrites a description only when it changes)
    description_at(
        &dir,
        "target/debug/build/other-0bb2/out/tables.json",
        other,
        20,
    );
    let target = dir.join("target");
    let err = error(&["list", "--tables", target.to_str().unwrap()]);
    assert!(
        err.contains("2 descriptions under")
            && err.contains("other (")
            && err.contains("my-engine (")
            && err.contains("give the crate's directory, or the file"),
        "{err}"
    );
    // the crate: its package's, whatever else is newer
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"my-engine\"\nversion = \"0.1.0\"\n\n[dependencies]\nname = \"not this\"\n",
    )
    .unwrap();
    let listed = bare(&["list", "--tables", dir.to_str().unwrap()]);
    let listed = String::from_utf8(listed.stdout).unwrap();
    assert!(
        listed
            .lines()
            .next()
            .unwrap()
            .ends_with("my-engine-0aa1/out/tables.json"),
        "{listed}"
    );
    // its release build, the same tables: one description; a build that differs: refused
    description_at(
        &dir,
        "target/release/build/my-engine-0cc3/out/tables.json",
        engine,
        30,
    );
    let shown = bare(&["show", "--tables", dir.to_str().unwrap(), "mine", "black"]);
    assert_eq!(String::from_utf8_lossy(&shown.stdout), "mine black: 2\n");
    let release = dir.join("target/release/build/my-engine-0cc3/out/tables.json");
    assert_eq!(
        String::from_utf8_lossy(&shown.stderr),
        format!("read {}\n", release.display())
    );
    description_at(
        &dir,
        "target/release/build/my-engine-0cc3/out/tables.json",
        &engine.replace("[1,2]", "[1,3]"),
        30,
    );
    let differ = bare(&["show", "--tables", dir.to_str().unwrap(), "mine", "black"]);
    let err = String::from_utf8_lossy(&differ.stderr);
    assert!(
        err.starts_with("error: 2 descriptions of the crate my-engine under ")
            && err.contains("my-engine-0aa1")
            && err.contains("my-engine-0cc3"),
        "{err}"
    );
    // a crate with no build of its own
    std::fs::write(dir.join("Cargo.toml"), "[package]\nname = \"unbuilt\"\n").unwrap();
    let none = bare(&["list", "--tables", dir.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&none.stderr);
    assert!(
        err.starts_with("error: no tables baked by chess-lut-codegen of the crate unbuilt under "),
        "{err}"
    );
    // the file itself, named where it is read
    let file = dir.join("target/debug/build/my-engine-0aa1/out/tables.json");
    let dumped = bare(&[
        "dump",
        "--tables",
        file.to_str().unwrap(),
        "mine",
        "--format",
        "csv",
    ]);
    assert_eq!(
        String::from_utf8_lossy(&dumped.stdout),
        "c,value\nwhite,1\nblack,2\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&dumped.stderr),
        format!("read {}\n", file.display())
    );
    std::fs::remove_dir_all(dir).unwrap();
}
