//! The description file read back as written, and what it refuses.

use super::json::{MAX_DEPTH, parse};
use super::*;
use crate::table::{AnswerKind, Axis, AxisKind, Description, Integers};
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

fn lmr() -> Description<&'static str, Vec<Axis<&'static str>>> {
    let depth = Integers {
        ty: "u8",
        start: 1,
        end: 2,
    };
    Description {
        name: "lmr",
        ident: "LMR",
        twin: Some("crate::search::reduction"),
        doc: "Reductions \"late\".\n\nIn <b>plies</b>: \u{1F600}.",
        axes: vec![
            Axis::range("depth", depth),
            Axis::new(AxisKind::Square, "sq"),
        ],
        ty: "f32",
        stored: "f32",
        answer: AnswerKind::Float,
        bytes: 512,
        outside: Some("\"inf\""),
    }
}

/// What is written is read back: every field of the description, and every value's text.
#[test]
fn a_description_reads_back_as_written() {
    let d = lmr();
    let values: Vec<String> = (0..128)
        .map(|i| match i {
            0 => "\"inf\"".to_string(),
            1 => "-0.0".to_string(),
            2 => "0.9070096".to_string(),
            _ => i.to_string(),
        })
        .collect();
    let text = write("chess-lut-codegen 0.1.0", &[(&d, &values[..])]);
    let file = read(&text).unwrap();
    assert_eq!(file.generator, "chess-lut-codegen 0.1.0");
    let entry = &file.tables[0];
    let back = &entry.description;
    assert_eq!(
        (
            back.name.as_str(),
            back.ident.as_str(),
            back.twin.as_deref()
        ),
        (d.name, d.ident, d.twin)
    );
    assert_eq!(
        (back.doc.as_str(), back.ty.as_str(), back.stored.as_str()),
        (d.doc, d.ty, d.stored)
    );
    assert_eq!((back.answer, back.bytes), (d.answer, d.bytes));
    // the answer outside the ranges, as a value is written; none where a file has none
    assert_eq!(back.outside.as_deref(), Some("\"inf\""));
    let none = write(
        "chess-lut-codegen 0.1.0",
        &[(
            &Description {
                outside: None,
                ..d.clone()
            },
            &values[..],
        )],
    );
    assert!(
        none.contains(",\"bytes\":512,\"outside\":null,\"values\":["),
        "{none}"
    );
    assert_eq!(read(&none).unwrap().tables[0].description.outside, None);
    let older = none.replace(",\"outside\":null", "");
    assert_eq!(read(&older).unwrap().tables[0].description.outside, None);
    assert_eq!(back.axes.len(), 2);
    assert_eq!(
        back.axes[0]
            .integers
            .as_ref()
            .map(|i| (i.ty.as_str(), i.start, i.end)),
        Some(("u8", 1, 2))
    );
    assert_eq!(
        (back.axes[1].kind, back.axes[1].name.as_str()),
        (AxisKind::Square, "sq")
    );
    let texts: Vec<String> = entry.values.iter().map(ToString::to_string).collect();
    assert_eq!(texts, values);
    assert_eq!(entry.values[0], Json::String("inf".into()));
}

#[test]
fn bad_files_are_refused_in_a_sentence() {
    let good = write(
        "chess-lut-codegen 0.1.0",
        &[(&lmr(), &["1".to_string()][..])],
    );
    let refused = |text: &str| read(text).unwrap_err();
    assert!(refused(&good.replace("\"lmr\"", "\"type\"")).contains("not a lookup's name"));
    assert!(refused(&good.replace("\"range\"", "\"ranges\"")).contains("which no baked table has"));
    assert!(refused(&good.replace("\"float\"", "\"double\"")).contains("no kind known"));
    assert!(refused(&good.replace("\"stored\"", "\"store\"")).contains("no \"stored\""));
    assert!(refused(&good.replace("\"start\":1", "\"start\":1.5")).contains("not an integer"));
    assert!(refused(&good.replace("\"integers\":null", "\"integers\":{}")).contains("no \"ty\""));
    assert!(refused(&good[..good.len() - 3]).starts_with("not JSON"));
    for bad in [
        "",
        "[",
        "{\"a\" 1}",
        "[01]",
        "[1.]",
        "[1e]",
        "\"\\x\"",
        "\"\\ud800\"",
        "[1] 2",
        "tru",
    ] {
        assert!(read(bad).unwrap_err().starts_with("not JSON"), "{bad:?}");
    }
    let deep = "[".repeat(MAX_DEPTH + 2);
    assert!(read(&deep).unwrap_err().contains("nested too deep"));
}

#[test]
fn json_values_read_as_written() {
    let v = parse(r#"{"a":[true,false,null,-1.5e+3,"\u00e9\ud83d\ude00\n\/"],"b":{}}"#).unwrap();
    assert_eq!(
        v.to_string(),
        "{\"a\":[true,false,null,-1.5e+3,\"\u{e9}\u{1F600}\\u000a/\"],\"b\":{}}"
    );
}
