//! `dump`: a whole table as Rust, CSV or JSON, one body for chess-lut's tables and an
//! engine's: each gives its facts, its rows and its values (`Dumpable`), and one writer
//! writes every format from them.

use std::borrow::Cow;
use std::fmt::Write;

use chess_lut::tables::{Elem, GENERATED_FILES, Record, Table};
use chess_lut_types::table::file;

use crate::baked::{Baked, BakedTable};
use crate::by_name::registered;
use crate::text::{json_string, written_in_decimal};

/// What `dump` writes a table as.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Format {
    /// The `static` item, doc comment and all, as the generated source writes it.
    Rust,
    /// A row per entry: its coordinates, then its value.
    Csv,
    /// The values nested by shape, with the table's facts.
    Json,
}

/// `dump TABLE --format F`: one of chess-lut's tables, found by its name or an alias, or from
/// `baked` an engine's table, in `format`.
///
/// ```
/// use chess_lut_cli::dump::{Format, dump};
/// let csv = dump("knight-distance", Format::Csv, None).unwrap();
/// assert_eq!(csv.lines().nth(64), Some("0,63,6")); // a1 to h8: six moves
/// assert!(dump("no-such-table", Format::Csv, None).is_err());
/// ```
pub fn dump(table: &str, format: Format, baked: Option<&Baked>) -> Result<String, String> {
    match baked {
        Some(baked) => write(&Engine::new(baked, table)?, format),
        None => write(registered(table)?, format),
    }
}

/// `table` in `format`.
fn write(table: &dyn Dumpable, format: Format) -> Result<String, String> {
    Ok(match format {
        Format::Rust => rust(table)?,
        Format::Csv => csv(table),
        Format::Json => json(table),
    })
}

/// What `dump` asks of a table, ours or an engine's.
trait Dumpable {
    /// The name it is dumped by.
    fn name(&self) -> &str;
    /// The static's name.
    fn ident(&self) -> &str;
    /// Its description's members, as the description file writes them.
    fn description(&self, out: &mut String);
    /// Its dimensions, outermost first; a table of structs' last is the struct's fields.
    fn shape(&self) -> &[usize];
    /// A table of structs': the struct and its fields.
    fn record(&self) -> Option<Record> {
        None
    }
    /// The generated source its static is in.
    fn source(&self) -> Result<Cow<'static, str>, String>;
    /// The names of the columns that place a row, and of those that hold its values.
    fn columns(&self) -> (Vec<String>, Vec<String>);
    /// How many rows there are.
    fn rows(&self) -> usize;
    /// Row `r`: its place, then its values, as the CSV writes them.
    fn row(&self, r: usize) -> (Vec<String>, Vec<String>);
    /// Every value as JSON, row-major.
    fn json_values(&self) -> Vec<String>;
}

/// The table's item (doc comment and `static`) exactly as in the generated source.
fn rust(table: &dyn Dumpable) -> Result<String, String> {
    let ident = table.ident();
    item(&table.source()?, ident).ok_or_else(|| format!("the source has no static {ident}"))
}

/// The item `pub static IDENT: … = [ … ];` of generated `source`, with the doc comment above
/// it, as written there; `None` if it has none.
///
/// ```
/// let source = "/// One.\n/// Two.\npub static ONE: [u8; 1] = [\n    1,\n];\n";
/// assert_eq!(chess_lut_cli::dump::item(source, "ONE").as_deref(), Some(source));
/// assert_eq!(chess_lut_cli::dump::item(source, "TWO"), None);
/// ```
pub fn item(source: &str, ident: &str) -> Option<String> {
    let head = format!("pub static {ident}:");
    let start = source.find(&head)?;
    // back up over the doc comment above the item
    let mut doc_start = start;
    while doc_start > 0 {
        let line = source[..doc_start - 1].rfind('\n').map_or(0, |p| p + 1);
        if !source[line..doc_start].starts_with("///") {
            break;
        }
        doc_start = line;
    }
    let end = start + source[start..].find("\n];\n")? + 4;
    Some(source[doc_start..end].to_string())
}

/// A header naming the columns, then a row per line.
fn csv(table: &dyn Dumpable) -> String {
    let (place, values) = table.columns();
    let mut out = format!("{}\n", [place, values].concat().join(","));
    for r in 0..table.rows() {
        let (place, values) = table.row(r);
        let _ = writeln!(out, "{}", [place, values].concat().join(","));
    }
    out
}

/// `{"table", "description", "shape", "record", "values"}`: the name it is dumped by, its
/// description as the description file writes it, its shape, a table of structs' struct and
/// fields (`null` for numbers), and the values nested by shape (a struct's fields innermost, in
/// their order).
fn json(table: &dyn Dumpable) -> String {
    let mut out = format!(
        "{{\n  \"table\": {},\n  \"description\": {{",
        json_string(table.name())
    );
    table.description(&mut out);
    out.push_str("},\n");
    let shape: Vec<String> = table.shape().iter().map(usize::to_string).collect();
    let _ = writeln!(out, "  \"shape\": [{}],", shape.join(", "));
    match table.record() {
        Some(record) => {
            let fields: Vec<String> = record.fields.iter().map(|f| json_string(f)).collect();
            let _ = writeln!(
                out,
                "  \"record\": {{\"name\": {}, \"fields\": [{}]}},",
                json_string(record.name),
                fields.join(", ")
            );
        }
        None => out.push_str("  \"record\": null,\n"),
    }
    let values = table.json_values();
    let _ = write!(
        out,
        "  \"values\": {}\n}}\n",
        nested(&values, table.shape(), 1)
    );
    out
}

fn nested(values: &[String], shape: &[usize], depth: usize) -> String {
    match shape {
        [] | [_] => format!("[{}]", values.join(", ")),
        [n, rest @ ..] => {
            let chunk = values.len() / n;
            let indent = "  ".repeat(depth + 1);
            let rows: Vec<String> = values
                .chunks(chunk)
                .map(|c| format!("{indent}{}", nested(c, rest, depth + 1)))
                .collect();
            format!("[\n{}\n{}]", rows.join(",\n"), "  ".repeat(depth))
        }
    }
}

/// The row-major coordinates of flat index `flat` in `shape`.
fn coordinates(shape: &[usize], flat: usize) -> Vec<usize> {
    let mut rest = flat;
    let mut coords: Vec<usize> = shape
        .iter()
        .rev()
        .map(|&n| {
            let c = rest % n;
            rest /= n;
            c
        })
        .collect();
    coords.reverse();
    coords
}

/// One of chess-lut's tables, from the registry. Its rows are placed by the table's own indices,
/// `i0`, `i1` …, not a lookup's arguments: a dimension of ours can be a 0x88 difference, a slot
/// of a shared table, a triangular index. A table of structs has a row per struct, a column per
/// field. CSV writes a value in hex where it is a bit pattern (a `u16` or `u64`), in decimal
/// where it is a count (a `u8`, an `offset`); JSON writes numbers, but a 64-bit value as a hex
/// string, as an engine's description does, since a JSON number is exact only to 2^53 in most
/// readers.
impl Dumpable for Table {
    fn name(&self) -> &str {
        self.name
    }

    fn ident(&self) -> &str {
        self.ident
    }

    fn description(&self, out: &mut String) {
        file::fields(out, &Table::description(self));
    }

    fn shape(&self) -> &[usize] {
        self.shape
    }

    fn record(&self) -> Option<Record> {
        self.record
    }

    fn source(&self) -> Result<Cow<'static, str>, String> {
        let head = format!("pub static {}:", self.ident);
        GENERATED_FILES
            .iter()
            .find(|(_, text)| text.contains(&head))
            .map(|(_, text)| Cow::Borrowed(*text))
            .ok_or_else(|| format!("no generated file holds {}", self.ident))
    }

    fn columns(&self) -> (Vec<String>, Vec<String>) {
        let fields = self.record.map(|r| r.fields.iter().map(|&f| f.into()));
        let place = self.shape.len() - usize::from(fields.is_some());
        let place = (0..place).map(|d| format!("i{d}")).collect();
        (
            place,
            fields.map_or_else(|| vec!["value".into()], Iterator::collect),
        )
    }

    fn rows(&self) -> usize {
        self.len() / per_row(self)
    }

    fn row(&self, r: usize) -> (Vec<String>, Vec<String>) {
        let per_row = per_row(self);
        let outer = &self.shape[..self.shape.len() - usize::from(self.record.is_some())];
        let place = coordinates(outer, r).iter().map(usize::to_string).collect();
        let cells = (0..per_row)
            .map(|k| {
                let v = self.get(r * per_row + k).expect("a row within the table");
                match self.record {
                    Some(rec) if written_in_decimal(rec.fields[k]) => v.to_string(),
                    _ => cell(self.elem, v),
                }
            })
            .collect();
        (place, cells)
    }

    fn json_values(&self) -> Vec<String> {
        let per_row = per_row(self);
        self.values()
            .enumerate()
            .map(|(i, v)| match (self.elem, self.record) {
                (_, Some(rec)) if written_in_decimal(rec.fields[i % per_row]) => v.to_string(),
                (Elem::U64, _) => format!("\"{v:#x}\""),
                _ => v.to_string(),
            })
            .collect()
    }
}

/// The entries in a row of ours: a struct's fields, or one.
fn per_row(table: &Table) -> usize {
    table.record.map_or(1, |r| r.fields.len())
}

/// A value of ours in a CSV cell: a count in decimal, a bit pattern in hex, all its digits.
fn cell(elem: Elem, v: u64) -> String {
    match elem {
        Elem::U8 => v.to_string(),
        Elem::U16 => format!("0x{v:04X}"),
        Elem::U64 => format!("0x{v:016X}"),
    }
}

/// An engine's table, from its description file. Its rows are placed by its axes, a column
/// each (`b1,c1`, `1,0`); its values are written as the description writes them, a float's
/// text to the bit, its infinities as the strings `inf` and `-inf`.
struct Engine<'a> {
    baked: &'a Baked,
    table: &'a BakedTable,
    /// Its dimensions, found once: every row is placed by them.
    shape: Vec<usize>,
}

impl<'a> Engine<'a> {
    fn new(baked: &'a Baked, name: &str) -> Result<Self, String> {
        let table = baked.get(name)?;
        Ok(Engine {
            baked,
            table,
            shape: table.shape(),
        })
    }
}

impl Dumpable for Engine<'_> {
    fn name(&self) -> &str {
        self.table.name()
    }

    fn ident(&self) -> &str {
        &self.table.description.ident
    }

    fn description(&self, out: &mut String) {
        file::fields(out, &self.table.description);
    }

    fn shape(&self) -> &[usize] {
        &self.shape
    }

    fn source(&self) -> Result<Cow<'static, str>, String> {
        let path = self.baked.path.with_extension("rs");
        std::fs::read_to_string(&path)
            .map(Cow::Owned)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))
    }

    fn columns(&self) -> (Vec<String>, Vec<String>) {
        let axes = self.table.axes().iter().map(|a| a.name.clone()).collect();
        (axes, vec!["value".into()])
    }

    fn rows(&self) -> usize {
        self.table.values.len()
    }

    fn row(&self, r: usize) -> (Vec<String>, Vec<String>) {
        let place = self
            .table
            .axes()
            .iter()
            .zip(coordinates(&self.shape, r))
            .map(|(axis, i)| {
                let label = axis.label(i);
                label.rsplit(' ').next().unwrap_or(&label).to_string()
            })
            .collect();
        (place, vec![self.table.text(r)])
    }

    fn json_values(&self) -> Vec<String> {
        (0..self.table.values.len())
            .map(|i| self.table.json(i))
            .collect()
    }
}
