//! A description read: what it may hold, what is typed for each value of an axis, and how a
//! row is drawn, on a board or in lines.

use chess_lut_cli::dump::{Format, dump};
use chess_lut_cli::show::show;

use crate::one_table;

fn read(description: &str) -> Result<chess_lut_cli::baked::Baked, String> {
    chess_lut_cli::baked::from_text(description, std::path::Path::new("t.json"))
}

/// A table's name is its lookup's, a snake_case identifier; a range holds at least one value
/// and the table one value per input.
#[test]
fn a_description_is_read_strictly() {
    let colours = serde_json::json!([{ "kind": "color", "name": "c", "integers": null }]);
    for good in ["_a", "a", "a1_b", "a_b"] {
        let baked = read(&one_table(
            good,
            "number",
            colours.clone(),
            serde_json::json!([1, 2]),
        ));
        assert_eq!(
            baked.map(|b| b.tables[0].name().to_string()),
            Ok(good.into())
        );
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
    let range = |start: i64, end: i64| serde_json::json!([{ "kind": "range", "name": "n", "integers": { "ty": "i64", "start": start, "end": end } }]);
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
    // every kind the generator writes, and no other: an occupancy is never a table's axis, a
    // slider or a distance an argument of chess-lut's own lookups alone
    for kind in ["occupancy", "slider", "distance", "Square", "file_of", ""] {
        let axes = serde_json::json!([{ "kind": kind, "name": "n", "integers": null }]);
        let err = read(&one_table("t", "number", axes, serde_json::json!([1]))).unwrap_err();
        assert!(
            err.contains(&format!(
                "an axis of kind {kind:?}, which no baked table has"
            )),
            "{kind:?}: {err}"
        );
    }
    for (kind, n) in [
        ("file-of", 8),
        ("rank-of", 8),
        ("piece", 6),
        ("attacker", 7),
    ] {
        let axes = serde_json::json!([{ "kind": kind, "name": "sq", "integers": null }]);
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

/// On a board, a set is its size, a yes is marked and a float's infinity is a number; in text,
/// values a line as many as fit, each line labelled with the span it holds.
#[test]
fn a_row_is_a_board_or_lines_as_its_values_fit() {
    use chess_lut_cli::board::Cell;
    use chess_lut_cli::show::Shown;
    let squares = serde_json::json!([{ "kind": "square", "name": "sq", "integers": null }]);
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
        description["tables"][0]["stored"] = "f64".into();
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
    let range = serde_json::json!([{ "kind": "range", "name": "n", "integers": { "ty": "i32", "start": 0, "end": 23 } }]);
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
