//! What a description of baked tables holds, as the command reads it: the file's tables, each
//! table's axes and values, and a float table's values read as their own type.

use std::fmt::Write as _;
use std::path::PathBuf;

use chess_lut::relations::AxisKind;
use chess_lut::tables::{self, Description};
use chess_lut_types::table::file::Json;

use super::values::plain;
use crate::by_name::{nearest, same_name};

/// One baked file's tables.
#[derive(Clone, Debug)]
pub struct Baked {
    /// The description file read.
    pub path: PathBuf,
    /// Its tables, in the order baked.
    pub tables: Vec<BakedTable>,
}

impl Baked {
    /// The table `name` (its lookup's name; `-` for `_` too), or an error naming the tables
    /// there are and the nearest.
    pub fn get(&self, name: &str) -> Result<&BakedTable, String> {
        self.tables
            .iter()
            .find(|t| same_name(name, t.name()))
            .ok_or_else(|| {
                let names: Vec<&str> = self.tables.iter().map(BakedTable::name).collect();
                let nearest = nearest(names.iter().copied(), name);
                format!(
                    "no table {name:?} in {}{}; its tables are: {}",
                    self.path.display(),
                    nearest.map_or(String::new(), |n| format!(" (did you mean {n:?}?)")),
                    names.join(", ")
                )
            })
    }
}

/// One baked table as the command reads it: its description, as its bake wrote it, and its
/// values.
#[derive(Clone, Debug)]
pub struct BakedTable {
    /// What the bake knew of it: the same type it wrote the description file from.
    pub description: Description<String, Vec<Axis>>,
    /// Every value, row-major, as the description writes it.
    pub values: Vec<Json>,
    /// A float table's values, each read from its text as its type reads it: the bits baked.
    pub floats: Option<Floats>,
}

/// One axis of a baked table, as read back.
pub type Axis = tables::Axis<String>;

/// A float table's values.
#[derive(Clone, Debug, PartialEq)]
pub enum Floats {
    /// An `f32` table's.
    F32(Vec<f32>),
    /// An `f64` table's.
    F64(Vec<f64>),
}

impl Floats {
    /// The `i`th value as its type writes it: the shortest text that reads back to its bits
    /// (`0.9070096214307279`, `-0.0`), `inf` and `-inf` for the infinities (as the description
    /// names them).
    pub fn text(&self, i: usize) -> String {
        match self {
            Floats::F32(v) => format!("{:?}", v[i]),
            Floats::F64(v) => format!("{:?}", v[i]),
        }
    }

    /// The `i`th value, exactly, as an `f64`.
    pub fn value(&self, i: usize) -> f64 {
        match self {
            Floats::F32(v) => f64::from(v[i]),
            Floats::F64(v) => v[i],
        }
    }
}

impl BakedTable {
    /// The lookup's name, which names the table: `lmr`.
    pub fn name(&self) -> &str {
        &self.description.name
    }

    /// Its axes, outermost first.
    pub fn axes(&self) -> &[Axis] {
        &self.description.axes
    }

    /// The value at flat index `i` as text: a float as its type writes it, a 64-bit value in
    /// hex, a value of the engine's own type as the source that writes it. What `show`, `dump`
    /// and the page give.
    pub fn text(&self, i: usize) -> String {
        match &self.floats {
            Some(floats) => floats.text(i),
            None => plain(&self.values[i]),
        }
    }

    /// The values at the flat indices `row`, one of each value of the axis `last`: as many a
    /// line as fit, each line labelled with the span of `last` it holds.
    pub(crate) fn lines(&self, last: &Axis, row: &[usize]) -> String {
        let texts: Vec<String> = row.iter().map(|&i| self.text(i)).collect();
        let width = texts.iter().map(String::len).max().unwrap_or(1);
        let per_line = match last.kind {
            // a rank, half of one, a quarter or a square a line
            AxisKind::Square => [8, 4, 2, 1]
                .into_iter()
                .find(|n| n * (width + 1) <= 160)
                .unwrap_or(1),
            _ => (96 / (width + 1)).clamp(1, 16),
        };
        let lines: Vec<(String, String)> = texts
            .chunks(per_line)
            .enumerate()
            .map(|(k, chunk)| {
                let (first, end) = (k * per_line, k * per_line + chunk.len() - 1);
                let (first, end) = (last.label(first), last.label(end));
                let span = if first == end {
                    first
                } else {
                    format!("{first}-{}", end.rsplit(' ').next().unwrap_or(&end))
                };
                let cells: Vec<String> = chunk.iter().map(|v| format!("{v:>width$}")).collect();
                (span, cells.join(" "))
            })
            .collect();
        let span_width = lines.iter().map(|l| l.0.len()).max().unwrap_or(0);
        let mut out = String::new();
        for (span, cells) in lines {
            let _ = writeln!(out, "  {span:<span_width$}  {cells}");
        }
        out
    }

    /// The value at flat index `i` as JSON, as the description writes it.
    pub(crate) fn json(&self, i: usize) -> String {
        match &self.floats {
            Some(floats) if floats.value(i).is_infinite() => format!("\"{}\"", floats.text(i)),
            Some(floats) => floats.text(i),
            None => self.values[i].to_string(),
        }
    }

    /// The dimensions, outermost first.
    pub fn shape(&self) -> Vec<usize> {
        self.axes().iter().map(|a| a.count().unwrap_or(0)).collect()
    }
}
