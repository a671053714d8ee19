//! A description of baked tables read from its file ([`chess_lut_types::table::file::read`]):
//! what a baked table may be checked beside it (its axes' kinds and sizes, its count of values),
//! and a float read from its own text as its type reads it.

use std::path::Path;

use chess_lut::relations::{AnswerKind, AxisKind};
use chess_lut_types::table::file::{self, Entry, Json};

use super::types::{Baked, BakedTable, Floats};

impl Floats {
    /// Each value of a table whose static holds `stored`, from its text in the description (a
    /// number, or the string `inf` or `-inf`).
    fn read(stored: &str, values: &[Json]) -> Result<Floats, String> {
        fn each<T: std::str::FromStr + Copy>(
            values: &[Json],
            infinity: T,
            minus: T,
        ) -> Result<Vec<T>, String> {
            values
                .iter()
                .map(|v| match v {
                    Json::String(s) if s == "inf" => Ok(infinity),
                    Json::String(s) if s == "-inf" => Ok(minus),
                    Json::Number(t) => t
                        .parse()
                        .map_err(|_| format!("{t} is not a value of its float type")),
                    other => Err(format!("{other} is not a value of its float type")),
                })
                .collect()
        }
        match stored {
            "f32" => each(values, f32::INFINITY, f32::NEG_INFINITY).map(Floats::F32),
            "f64" => each(values, f64::INFINITY, f64::NEG_INFINITY).map(Floats::F64),
            other => Err(format!(
                "floats stored as {other:?}, which is no float type"
            )),
        }
    }
}

impl BakedTable {
    /// The table `entry` describes, checked as a baked table: its axes are the kinds a bake
    /// makes, each a finite size, and it has a value for each of their inputs.
    fn of(entry: Entry) -> Result<BakedTable, String> {
        let Entry {
            description,
            values,
        } = entry;
        let within = |e: String| format!("table {:?}: {e}", description.name);
        for axis in &description.axes {
            // an occupancy is a proof's argument, never a table's index, a slider no axis the
            // bake makes (an argument of chess-lut's lookups written by hand)
            if let AxisKind::Occupancy(_) | AxisKind::Slider = axis.kind {
                return Err(within(format!(
                    "an axis of kind {:?}, which no baked table has",
                    axis.kind.name()
                )));
            }
            // the generator writes no empty axis, and none a table could hold
            if let Some(integers) = &axis.integers {
                let len = integers.end - integers.start + 1;
                if !(1..=i128::from(u32::MAX)).contains(&len) {
                    return Err(within(format!(
                        "the range {:?} from {} to {} is not an axis a table has",
                        axis.name, integers.start, integers.end
                    )));
                }
            }
        }
        let count = description
            .axes
            .iter()
            .try_fold(1usize, |n, a| n.checked_mul(a.count()?));
        if count != Some(values.len()) {
            let count = count.map_or("more than can be counted".into(), |c| c.to_string());
            return Err(within(format!(
                "{} values for {count} inputs",
                values.len()
            )));
        }
        let floats = match description.answer {
            AnswerKind::Float => Some(Floats::read(&description.stored, &values).map_err(within)?),
            _ => None,
        };
        Ok(BakedTable {
            description,
            values,
            floats,
        })
    }
}

/// What writes a description of baked tables, each followed by its version: the bake, and the
/// generator that held it before it was a crate of its own (an engine built against that still
/// writes its name).
pub(crate) const BAKERS: [&str; 2] = ["chess-lut-bake ", "chess-lut-codegen "];

/// Whether a file's text starts as a description of baked tables does.
pub(crate) fn is_description(text: &[u8]) -> bool {
    BAKERS.iter().any(|b| {
        let head = format!("{{\"generator\":\"{b}");
        text.starts_with(head.as_bytes())
    })
}

/// The `description`, read from `file` (which errors and `list` name).
pub fn from_text(description: &str, path: &Path) -> Result<Baked, String> {
    let bad = |e: String| {
        format!(
            "{} is not a description of baked tables: {}",
            path.display(),
            e.replace(['\n', '\r'], " ")
        )
    };
    let read = file::read(description).map_err(bad)?;
    if !BAKERS.iter().any(|b| read.generator.starts_with(b)) {
        return Err(bad(format!("written by {:?}", read.generator)));
    }
    let tables = read
        .tables
        .into_iter()
        .map(BakedTable::of)
        .collect::<Result<Vec<BakedTable>, String>>()
        .map_err(bad)?;
    Ok(Baked {
        path: path.to_path_buf(),
        tables,
    })
}
