//! The description file read back (feature `read`), every field of each table checked.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::super::{AnswerKind, Axis, AxisKind, Description, Integers, lookup_name};
use super::json::{Json, parse};
use super::write::string;

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
        // a file of a bake that wrote no answer outside the ranges has none
        outside: match member(t, "outside") {
            Err(_) | Ok(Json::Null) => None,
            Ok(value) => Some(value.to_string()),
        },
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
