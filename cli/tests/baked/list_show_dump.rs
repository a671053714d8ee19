//! `list`, `show` and `dump` of a bake: its tables listed, drawn and dumped, `show` byte for
//! byte as kept in `golden/`, and a bad question answered in one line.

use crate::common::{error, marked, stdout, temp};
use crate::{baked, one_table};

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
    let row = |name: &str| {
        let start = format!("{name} ");
        list.lines().find(|l| l.starts_with(&start)).expect(&list)
    };
    let ratio = row("ratio");
    assert!(
        ratio.contains(" 4x4 ") && ratio.contains(" f32 "),
        "{ratio}"
    );
    // the lookup's arguments, as ours are listed
    assert!(row("steps").contains("  a, b  "), "{list}");
    // the columns line up: every row's type where the header's is
    let column = header(&list, 1).find(" type ").unwrap();
    assert!(
        list.lines()
            .skip(2)
            .filter(|l| !l.starts_with("total"))
            .all(|l| &l[column..=column] == " ")
    );
    // 4096 + 2 x 64 x 8 + 16 x 4 + 64 x 8 bytes
    let total = list.lines().last().unwrap();
    assert!(
        total.starts_with("total ") && total.ends_with(" 5696  (5.6 KiB)"),
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
    assert_eq!(json["values"][0][8], "0x10100", "white a2: a2 and a3");
    // the keys ours are dumped with: the table, its description as the bake wrote it (the
    // twin and the whole doc), its shape, its values
    let json = stdout(&["dump", "--tables", d, "steps", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["table"], "steps");
    let description = &json["description"];
    assert_eq!(description["ident"], "STEPS");
    assert_eq!(
        description["doc"],
        "Files plus ranks apart. The Manhattan distance."
    );
    assert_eq!(description["twin"], "crate::steps");
    assert_eq!(json["record"], serde_json::Value::Null);
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
    assert_eq!(text, include_str!("../golden/front-black-e4.txt"));
    assert_eq!(drawn, include_str!("../golden/front-black-e4.svg"));
    assert_eq!(steps, include_str!("../golden/steps-e4.txt"));
    // a snake_case name, typed either way
    let file = dir.join("two.json");
    let colours = serde_json::json!([{ "kind": "color", "name": "c", "integers": null }]);
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

/// A board of numbers, text and SVG, byte for byte as kept in `golden/`: each square shaded by
/// where its number lies between the smallest (the darkest) and the largest, an integer as an
/// integer, a fraction to two places, a number of more than three characters in a smaller font.
#[test]
fn show_draws_a_board_of_numbers_byte_for_byte() {
    let dir = temp("bake-numbers");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("numbers.json");
    let squares = serde_json::json!([{ "kind": "square", "name": "sq", "integers": null }]);
    let values: Vec<serde_json::Value> = (0..64)
        .map(|i| match i {
            0 => serde_json::json!(-46),
            1 => serde_json::json!(100),
            2 => serde_json::json!(2.53),
            3 => serde_json::json!(1234.5),
            i => serde_json::json!(i),
        })
        .collect();
    std::fs::write(
        &file,
        one_table("numbers", "number", squares.clone(), values.into()),
    )
    .unwrap();
    let svg = dir.join("numbers.svg");
    let (f, s) = (file.to_str().unwrap(), svg.to_str().unwrap());
    let text = stdout(&["show", "--tables", f, "numbers", "--svg", s]);
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(text, include_str!("../golden/numbers.txt"));
    assert_eq!(drawn, include_str!("../golden/numbers.svg"));
    // all alike: every square shaded as the smallest
    std::fs::write(&file, one_table("alike", "number", squares, [7; 64].into())).unwrap();
    stdout(&["show", "--tables", f, "alike", "--svg", s]);
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(
        drawn.matches("fill-opacity=\"0.75\"").count(),
        64,
        "{drawn}"
    );
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
        err.contains("no tables baked by chess-lut-bake under"),
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
