//! A description of baked tables read from its JSON: every field checked, a float read from
//! its own text as its type reads it.

use std::path::Path;

use chess_lut::relations::{AnswerKind, AxisKind};
use chess_lut::tables::{Description, Integers};
use chess_lut_codegen::bake::is_lookup_name;
use serde_json::Value;
use serde_json::value::RawValue;

use super::types::{Axis, Baked, BakedTable, Floats};

impl Floats {
    /// Each value of a table whose static holds `stored`, from its text in the description (a
    /// number, or the string `inf` or `-inf`).
    fn read(stored: &str, texts: &[&str]) -> Result<Floats, String> {
        fn each<T: std::str::FromStr + Copy>(
            texts: &[&str],
            infinity: T,
            minus: T,
        ) -> Result<Vec<T>, String> {
            texts
                .iter()
                .map(|&t| match t {
                    "\"inf\"" => Ok(infinity),
                    "\"-inf\"" => Ok(minus),
                    t => t
                        .parse()
                        .map_err(|_| format!("{t} is not a value of its float type")),
                })
                .collect()
        }
        match stored {
            "f32" => each(texts, f32::INFINITY, f32::NEG_INFINITY).map(Floats::F32),
            "f64" => each(texts, f64::INFINITY, f64::NEG_INFINITY).map(Floats::F64),
            other => Err(format!(
                "floats stored as {other:?}, which is no float type"
            )),
        }
    }
}

/// An axis as the description writes it; an occupancy is a proof's argument, never a table's
/// index, a slider or a distance no axis the bake makes (they are arguments of chess-lut's
/// lookups written by hand), and a range is one a table can have.
fn axis(v: &Value) -> Result<Axis, String> {
    let name = text(v, "name")?;
    let kind = text(v, "kind")?;
    let unknown = || format!("an axis of kind {kind:?}, which no baked table has");
    match AxisKind::from_name(&kind).ok_or_else(unknown)? {
        AxisKind::Occupancy(_) | AxisKind::Slider | AxisKind::Distance => Err(unknown()),
        AxisKind::Range => {
            let integers = Integers {
                ty: text(v, "type")?,
                start: int(v, "start")?.into(),
                end: int(v, "end")?.into(),
            };
            // the generator writes no empty axis, and none a table could hold
            let len = integers.end - integers.start + 1;
            if !(1..=i128::from(u32::MAX)).contains(&len) {
                return Err(format!(
                    "the range {name:?} from {} to {} is not an axis a table has",
                    integers.start, integers.end
                ));
            }
            Ok(Axis::range(name, integers))
        }
        kind => Ok(Axis::new(kind, name)),
    }
}

fn field<'a>(v: &'a Value, key: &str) -> Result<&'a Value, String> {
    v.get(key).ok_or_else(|| format!("no {key:?}"))
}

fn text(v: &Value, key: &str) -> Result<String, String> {
    field(v, key)?
        .as_str()
        .map(String::from)
        .ok_or_else(|| format!("{key:?} is not a string"))
}

fn int(v: &Value, key: &str) -> Result<i64, String> {
    field(v, key)?
        .as_i64()
        .ok_or_else(|| format!("{key:?} is not an integer"))
}

impl BakedTable {
    /// The table `v` describes, its values' texts `raw`.
    fn from_json(v: &Value, raw: &[&str]) -> Result<BakedTable, String> {
        let name = text(v, "name")?;
        let within = |e: String| format!("table {name:?}: {e}");
        // the bake names a table by its lookup, and accepts no other name
        if !is_lookup_name(&name) {
            return Err(within(
                "not a lookup's name (a snake_case identifier, no Rust keyword)".into(),
            ));
        }
        let element = field(v, "element").map_err(within)?;
        let axes = field(v, "axes")
            .map_err(within)?
            .as_array()
            .ok_or_else(|| within("\"axes\" is not a list".into()))?
            .iter()
            .map(axis)
            .collect::<Result<Vec<Axis>, String>>()
            .map_err(within)?;
        let values = field(v, "values")
            .map_err(within)?
            .as_array()
            .cloned()
            .ok_or_else(|| within("\"values\" is not a list".into()))?;
        let count = axes
            .iter()
            .try_fold(1usize, |n, a| n.checked_mul(a.count()?));
        if count != Some(values.len()) {
            let count = count.map_or("more than can be counted".into(), |c| c.to_string());
            return Err(within(format!(
                "{} values for {count} inputs",
                values.len()
            )));
        }
        let stored = text(element, "stored").map_err(within)?;
        let answer = text(element, "answer").map_err(within)?;
        let answer = AnswerKind::from_name(&answer)
            .ok_or_else(|| within(format!("an answer of no kind known: {answer:?}")))?;
        let floats = if answer == AnswerKind::Float && raw.len() == values.len() {
            Some(Floats::read(&stored, raw).map_err(within)?)
        } else if answer == AnswerKind::Float {
            return Err(within(format!(
                "{} values, {} texts",
                values.len(),
                raw.len()
            )));
        } else {
            None
        };
        let description = Description {
            ident: text(v, "static").map_err(within)?,
            twin: field(v, "twin").map_err(within)?.as_str().map(String::from),
            doc: text(v, "doc").map_err(within)?,
            ty: text(element, "type").map_err(within)?,
            stored,
            answer,
            bytes: usize::try_from(int(v, "bytes").map_err(within)?).unwrap_or(0),
            axes,
            name,
        };
        Ok(BakedTable {
            description,
            values,
            floats,
        })
    }
}

/// The `description`, read from `file` (which errors and `list` name).
pub fn from_text(description: &str, file: &Path) -> Result<Baked, String> {
    let bad = |e: String| {
        format!(
            "{} is not a description of baked tables: {}",
            file.display(),
            e.replace(['\n', '\r'], " ")
        )
    };
    let json: Value = serde_json::from_str(description).map_err(|e| bad(e.to_string()))?;
    let generator = text(&json, "generator").map_err(bad)?;
    if !generator.starts_with("chess-lut-codegen") {
        return Err(bad(format!("written by {generator:?}")));
    }
    let described = field(&json, "tables")
        .map_err(bad)?
        .as_array()
        .ok_or_else(|| bad("\"tables\" is not a list".into()))?;
    let raw = raw_values(description).map_err(bad)?;
    let tables = described
        .iter()
        .zip(
            raw.iter()
                .map(Vec::as_slice)
                .chain(std::iter::repeat(&[][..])),
        )
        .map(|(table, raw)| BakedTable::from_json(table, raw))
        .collect::<Result<Vec<BakedTable>, String>>()
        .map_err(bad)?;
    Ok(Baked {
        path: file.to_path_buf(),
        tables,
    })
}

/// Each table's values as the description's text writes them, a string a value: what a float
/// is read from as its own type reads it (a JSON number read as an `f64` and narrowed would
/// round an `f32`'s text twice).
fn raw_values(description: &str) -> Result<Vec<Vec<&str>>, String> {
    use std::collections::BTreeMap;
    type Object<'a> = BTreeMap<String, &'a RawValue>;
    let error = |e: serde_json::Error| e.to_string();
    let document: Object = serde_json::from_str(description).map_err(error)?;
    let Some(tables) = document.get("tables") else {
        return Ok(Vec::new());
    };
    let tables: Vec<Object> = serde_json::from_str(tables.get()).map_err(error)?;
    tables
        .iter()
        .map(|table| match table.get("values") {
            Some(values) => serde_json::from_str::<Vec<&RawValue>>(values.get())
                .map(|values| values.iter().map(|v| v.get()).collect())
                .map_err(error),
            None => Ok(Vec::new()),
        })
        .collect()
}
