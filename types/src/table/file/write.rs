//! The description file written: each table's description under its fields' names, and its
//! values.

use alloc::string::String;
use core::fmt::Write as _;

use super::super::{Axis, Description};

/// `s` as a JSON string, appended to `out`: also safe inside an HTML `<script>` element, where
/// the explorer page carries descriptions (`<` written `\u003c`, which JSON reads the same).
///
/// ```
/// let mut out = String::new();
/// chess_lut_types::table::file::string(&mut out, "a\"b\\c</script>\n");
/// assert_eq!(out, r#""a\"b\\c\u003c/script>\u000a""#);
/// ```
pub fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '<' => out.push_str("\\u003c"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The members of `d`'s JSON object, appended to `out` without its braces (so that a writer
/// may add its own): `"name"`, `"ident"`, `"twin"` (`null` for none), `"doc"`, `"axes"` (each
/// `{"kind","name","integers"}`, a range's integers `{"ty","start","end"}` or `null`), `"ty"`,
/// `"stored"`, `"answer"`, `"bytes"` and `"outside"` (a value as the table's are written, or
/// `null`): the description's fields, by their names.
///
/// ```
/// use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, file};
/// let axes = [Axis::new(AxisKind::Square, "sq")];
/// let d = Description { name: "zone", ident: "ZONE", twin: None, doc: "A zone.", axes: &axes[..],
///     ty: "Bitboard", stored: "u64", answer: AnswerKind::Set, bytes: 512, outside: None };
/// let mut out = String::new();
/// file::fields(&mut out, &d);
/// assert_eq!(out, r#""name":"zone","ident":"ZONE","twin":null,"doc":"A zone.","axes":[{"kind":"square","name":"sq","integers":null}],"ty":"Bitboard","stored":"u64","answer":"set","bytes":512,"outside":null"#);
/// ```
pub fn fields<S: AsRef<str>, A: AsRef<[Axis<S>]>>(out: &mut String, d: &Description<S, A>) {
    out.push_str("\"name\":");
    string(out, d.name.as_ref());
    out.push_str(",\"ident\":");
    string(out, d.ident.as_ref());
    out.push_str(",\"twin\":");
    match &d.twin {
        Some(twin) => string(out, twin.as_ref()),
        None => out.push_str("null"),
    }
    out.push_str(",\"doc\":");
    string(out, d.doc.as_ref());
    out.push_str(",\"axes\":[");
    for (i, axis) in d.axes.as_ref().iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"kind\":");
        string(out, axis.kind.name());
        out.push_str(",\"name\":");
        string(out, axis.name.as_ref());
        out.push_str(",\"integers\":");
        match &axis.integers {
            Some(integers) => {
                out.push_str("{\"ty\":");
                string(out, integers.ty.as_ref());
                let _ = write!(
                    out,
                    ",\"start\":{},\"end\":{}}}",
                    integers.start, integers.end
                );
            }
            None => out.push_str("null"),
        }
        out.push('}');
    }
    out.push_str("],\"ty\":");
    string(out, d.ty.as_ref());
    out.push_str(",\"stored\":");
    string(out, d.stored.as_ref());
    out.push_str(",\"answer\":");
    string(out, d.answer.name());
    let _ = write!(out, ",\"bytes\":{}", d.bytes);
    out.push_str(",\"outside\":");
    out.push_str(d.outside.as_ref().map_or("null", AsRef::as_ref));
}

/// The description file of `tables`, written by `generator` (`chess-lut-codegen 0.1.0`): each
/// table's description ([`fields`]) and its values, each value's JSON text given as its
/// element type writes it.
///
/// ```
/// use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, file};
/// let axes = [Axis::new(AxisKind::Color, "color")];
/// let d = Description { name: "sign", ident: "SIGN", twin: None, doc: "", axes: &axes[..],
///     ty: "i8", stored: "i8", answer: AnswerKind::Number, bytes: 2, outside: None };
/// let text = file::write("chess-lut-codegen 0.1.0", &[(&d, &["1".to_string(), "-1".to_string()][..])]);
/// assert!(text.starts_with(r#"{"generator":"chess-lut-codegen 0.1.0","tables":[
/// {"name":"sign","ident":"SIGN","twin":null,"#));
/// assert!(text.ends_with(r#""bytes":2,"outside":null,"values":[1,-1]}
/// ]}
/// "#));
/// # #[cfg(feature = "read")] {
/// let read = file::read(&text).unwrap();
/// assert_eq!(read.tables[0].description.name, "sign");
/// assert_eq!(read.tables[0].values[1].to_string(), "-1");
/// # }
/// ```
pub fn write<S: AsRef<str>, A: AsRef<[Axis<S>]>>(
    generator: &str,
    tables: &[(&Description<S, A>, &[String])],
) -> String {
    let mut out = String::from("{\"generator\":");
    string(&mut out, generator);
    out.push_str(",\"tables\":[\n");
    for (i, (d, values)) in tables.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        out.push('{');
        fields(&mut out, d);
        out.push_str(",\"values\":[");
        for (k, v) in values.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            out.push_str(v);
        }
        out.push_str("]}");
    }
    out.push_str("\n]}\n");
    out
}
