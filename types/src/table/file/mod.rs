//! The description file (feature `alloc`): what an engine's bake writes beside its generated
//! source (`OUT_DIR/NAME.json`) and the `chess-lut` command reads back, each table's
//! [`Description`] serialised under its fields' names, with its values. One writer
//! ([`write()`], and [`fields`] for the description alone, which the command's dump and page
//! write too) and one reader ([`read`]), beside each other; a round trip gives back what was
//! written.
//!
//! ```text
//! {"generator":"chess-lut-codegen 0.1.0","tables":[
//! {"name":"lmr","ident":"LMR","twin":"crate::search::reduction","doc":"…",
//!  "axes":[{"kind":"range","name":"depth","integers":{"ty":"u8","start":0,"end":63}},…],
//!  "ty":"u8","stored":"u8","answer":"number","bytes":4096,"values":[0,0,…]}
//! ]}
//! ```
//!
//! A value is written as its element type writes it (`Element::json` in chess-lut-codegen): a
//! number, `true` or `false`, a string (a 64-bit value in hex, `"0x…"`, since a JSON number is
//! exact only to 2^53 in most readers; a float's infinities `"inf"` and `"-inf"`; a value of an
//! engine's own type as the source that writes it). The reader keeps each value as [`Json`],
//! a number as its text, so that a float is read as its own type reads it.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use super::{AnswerKind, Axis, AxisKind, Description, Integers, lookup_name};

mod json;

use json::parse;
pub use json::{Json, string};

/// One table of a description file read back: its description, and its values, row-major.
#[derive(Clone, PartialEq, Debug)]
pub struct Entry {
    /// The table described, as its bake described it.
    pub description: Description<String, Vec<Axis<String>>>,
    /// Every value, as written.
    pub values: Vec<Json>,
}

/// A description file read back.
#[derive(Clone, PartialEq, Debug)]
pub struct File {
    /// What wrote it: `chess-lut-codegen 0.1.0`.
    pub generator: String,
    /// Its tables, in the order baked.
    pub tables: Vec<Entry>,
}

/// The members of `d`'s JSON object, appended to `out` without its braces (so that a writer
/// may add its own): `"name"`, `"ident"`, `"twin"` (`null` for none), `"doc"`, `"axes"` (each
/// `{"kind","name","integers"}`, a range's integers `{"ty","start","end"}` or `null`), `"ty"`,
/// `"stored"`, `"answer"` and `"bytes"`: the description's fields, by their names.
///
/// ```
/// use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, file};
/// let axes = [Axis::new(AxisKind::Square, "sq")];
/// let d = Description { name: "zone", ident: "ZONE", twin: None, doc: "A zone.", axes: &axes[..],
///     ty: "Bitboard", stored: "u64", answer: AnswerKind::Set, bytes: 512 };
/// let mut out = String::new();
/// file::fields(&mut out, &d);
/// assert_eq!(out, r#""name":"zone","ident":"ZONE","twin":null,"doc":"A zone.","axes":[{"kind":"square","name":"sq","integers":null}],"ty":"Bitboard","stored":"u64","answer":"set","bytes":512"#);
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
}

/// The description file of `tables`, written by `generator` (`chess-lut-codegen 0.1.0`): each
/// table's description ([`fields`]) and its values, each value's JSON text given as its
/// element type writes it.
///
/// ```
/// use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, file};
/// let axes = [Axis::new(AxisKind::Color, "color")];
/// let d = Description { name: "sign", ident: "SIGN", twin: None, doc: "", axes: &axes[..],
///     ty: "i8", stored: "i8", answer: AnswerKind::Number, bytes: 2 };
/// let text = file::write("chess-lut-codegen 0.1.0", &[(d, &["1".to_string(), "-1".to_string()][..])]);
/// let read = file::read(&text).unwrap();
/// assert_eq!(read.generator, "chess-lut-codegen 0.1.0");
/// assert_eq!(read.tables[0].description.name, "sign");
/// assert_eq!(read.tables[0].values[1].to_string(), "-1");
/// ```
pub fn write<S: AsRef<str>, A: AsRef<[Axis<S>]>>(
    generator: &str,
    tables: &[(Description<S, A>, &[String])],
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

/// The description file `text`, read back: its generator and every table, each with every
/// field of its description checked (a name the bake would accept, an axis kind and an answer
/// kind by their names, a range's integers); or the first thing wrong, in a sentence.
///
/// ```
/// use chess_lut_types::table::file;
/// assert!(file::read("{}").unwrap_err().contains("no \"generator\""));
/// assert!(file::read("[1,").unwrap_err().starts_with("not JSON"));
/// ```
pub fn read(text: &str) -> Result<File, String> {
    let document = parse(text)?;
    let generator = text_of(&document, "generator")?;
    let tables = list(&document, "tables")?
        .iter()
        .enumerate()
        .map(|(i, t)| {
            entry(t)
                .map_err(|e| format!("table {}: {e}", name_of(t).unwrap_or_else(|| i.to_string())))
        })
        .collect::<Result<Vec<Entry>, String>>()?;
    Ok(File { generator, tables })
}

/// A table's name for a message, quoted, if it has one.
fn name_of(table: &Json) -> Option<String> {
    let name = text_of(table, "name").ok()?;
    let mut quoted = String::new();
    string(&mut quoted, &name);
    Some(quoted)
}

fn entry(t: &Json) -> Result<Entry, String> {
    let name = text_of(t, "name")?;
    if lookup_name(&name).is_err() {
        return Err("not a lookup's name (a snake_case identifier, no Rust keyword)".into());
    }
    let twin = match member(t, "twin")? {
        Json::Null => None,
        Json::String(s) => Some(s.clone()),
        _ => return Err("\"twin\" is neither a string nor null".into()),
    };
    let axes = list(t, "axes")?
        .iter()
        .map(axis)
        .collect::<Result<Vec<Axis<String>>, String>>()?;
    let answer = text_of(t, "answer")?;
    let answer = AnswerKind::from_name(&answer)
        .ok_or_else(|| format!("an answer of no kind known: {answer:?}"))?;
    let bytes = integer(member(t, "bytes")?, "bytes")?;
    let description = Description {
        name,
        ident: text_of(t, "ident")?,
        twin,
        doc: text_of(t, "doc")?,
        axes,
        ty: text_of(t, "ty")?,
        stored: text_of(t, "stored")?,
        answer,
        bytes: usize::try_from(bytes).map_err(|_| "\"bytes\" is no size".to_string())?,
    };
    Ok(Entry {
        description,
        values: list(t, "values")?.to_vec(),
    })
}

fn axis(v: &Json) -> Result<Axis<String>, String> {
    let name = text_of(v, "name")?;
    let kind = text_of(v, "kind")?;
    let kind = AxisKind::from_name(&kind)
        .ok_or_else(|| format!("an axis of kind {kind:?}, which no baked table has"))?;
    let integers = match member(v, "integers")? {
        Json::Null => None,
        integers => Some(Integers {
            ty: text_of(integers, "ty")?,
            start: integer(member(integers, "start")?, "start")?,
            end: integer(member(integers, "end")?, "end")?,
        }),
    };
    match (kind, integers) {
        (AxisKind::Range, Some(integers)) => Ok(Axis::range(name, integers)),
        (AxisKind::Range, None) => Err(format!("the range {name:?} has no integers")),
        (_, Some(_)) => Err(format!("the axis {name:?} is no range, but has integers")),
        (kind, None) => Ok(Axis::new(kind, name)),
    }
}

fn member<'a>(v: &'a Json, key: &str) -> Result<&'a Json, String> {
    match v {
        Json::Object(members) => members
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
            .ok_or_else(|| format!("no {key:?}")),
        _ => Err(format!("not an object where {key:?} was looked for")),
    }
}

fn text_of(v: &Json, key: &str) -> Result<String, String> {
    match member(v, key)? {
        Json::String(s) => Ok(s.clone()),
        _ => Err(format!("{key:?} is not a string")),
    }
}

fn list<'a>(v: &'a Json, key: &str) -> Result<&'a [Json], String> {
    match member(v, key)? {
        Json::Array(items) => Ok(items),
        _ => Err(format!("{key:?} is not a list")),
    }
}

fn integer(v: &Json, key: &str) -> Result<i128, String> {
    match v {
        Json::Number(n) => n
            .parse()
            .map_err(|_| format!("{key:?} is not an integer: {n}")),
        _ => Err(format!("{key:?} is not a number")),
    }
}

#[cfg(test)]
mod tests;
