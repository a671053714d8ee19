//! `dump`: a whole table as Rust, CSV or JSON.

use std::fmt::Write;

use chess_lut::tables::{Elem, GENERATED_SOURCE, TableInfo};

use crate::baked::{AxisText, Baked};
use crate::by_name::resolve;
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
    if let Some(baked) = baked {
        return self::baked(baked, table, format);
    }
    let info = resolve(table)?.info;
    Ok(match format {
        Format::Rust => rust(info),
        Format::Csv => csv(info),
        Format::Json => json(info),
    })
}

/// The table's item (doc comment and `static`) exactly as in the generated source.
pub fn rust(table: &TableInfo) -> String {
    item(GENERATED_SOURCE, table.ident).expect("every registered table is in the generated source")
}

/// The item `pub static IDENT: … = [ … ];` of generated `source`, with the doc comment above
/// it, as written there; `None` if it has none.
pub fn item(source: &str, ident: &str) -> Option<String> {
    let head = format!("pub static {ident}:");
    let start = source.find(&head)?;
    // back up over the doc comment above the item
    let mut doc_start = start;
    while let Some(prev_line) = source[..doc_start.saturating_sub(1)].rfind('\n') {
        if source[prev_line + 1..doc_start].starts_with("///") {
            doc_start = prev_line + 1;
        } else {
            break;
        }
    }
    let end = start + source[start..].find("\n];\n")? + 4;
    Some(source[doc_start..end].to_string())
}

fn value(table: &TableInfo, v: u64) -> String {
    match table.elem {
        Elem::U8 => v.to_string(),
        Elem::U16 => format!("0x{v:04X}"),
        Elem::U64 => format!("0x{v:016X}"),
    }
}

/// One row per entry: its coordinates, then the value (hex for bitboards). A table of structs
/// has one row per struct: its coordinates, then a column per field. The coordinates are the
/// table's own indices, `i0`, `i1` …, not a lookup's arguments (an engine's table, indexed by
/// its axes, is written a column per axis): a dimension of ours can be a 0x88 difference, a
/// slot of a shared table, a triangular index.
pub fn csv(table: &TableInfo) -> String {
    if let Some(record) = table.record {
        let outer = table.shape.len() - 1;
        let dims: Vec<String> = (0..outer).map(|d| format!("i{d}")).collect();
        let mut out = format!("{},{}\n", dims.join(","), record.fields.join(","));
        let values: Vec<u64> = table.values().collect();
        for (index, fields) in values.chunks(record.fields.len()).enumerate() {
            let fields: Vec<String> = fields
                .iter()
                .zip(record.fields)
                .map(|(&v, field)| {
                    if written_in_decimal(field) {
                        v.to_string()
                    } else {
                        value(table, v)
                    }
                })
                .collect();
            let _ = writeln!(out, "{index},{}", fields.join(","));
        }
        return out;
    }
    let dims: Vec<String> = (0..table.shape.len()).map(|d| format!("i{d}")).collect();
    let mut out = format!("{},value\n", dims.join(","));
    for (index, v) in table.values().enumerate() {
        let mut coords = Vec::with_capacity(table.shape.len());
        let mut rest = index;
        for &n in table.shape.iter().rev() {
            coords.push(rest % n);
            rest /= n;
        }
        let coords: Vec<String> = coords.iter().rev().map(usize::to_string).collect();
        let _ = writeln!(out, "{},{}", coords.join(","), value(table, v));
    }
    out
}

/// `{"name", "static", "shape", "type", "bytes", "summary", "values"}`, the values nested
/// by shape, as JSON numbers; a table of structs also has `"record"` and `"fields"`, the
/// innermost arrays holding the fields in that order. An engine's table is written with the
/// same keys ([`baked`]).
pub fn json(table: &TableInfo) -> String {
    let values: Vec<u64> = table.values().collect();
    let shape: Vec<String> = table.shape.iter().map(usize::to_string).collect();
    let record = table.record.map_or(String::new(), |r| {
        let fields: Vec<String> = r.fields.iter().map(|f| json_string(f)).collect();
        format!(
            "  \"record\": {},\n  \"fields\": [{}],\n",
            json_string(r.name),
            fields.join(", ")
        )
    });
    format!(
        "{{\n  \"name\": {},\n  \"static\": {},\n  \"shape\": [{}],\n  \"type\": {},\n  \"bytes\": {},\n  \
         \"summary\": {},\n{record}  \"values\": {}\n}}\n",
        json_string(table.name),
        json_string(table.ident),
        shape.join(", "),
        json_string(table.elem.name()),
        table.bytes,
        json_string(table.summary),
        nested(&values, table.shape, 1)
    )
}

fn nested(values: &[u64], shape: &[usize], depth: usize) -> String {
    match shape {
        [] | [_] => {
            let items: Vec<String> = values.iter().map(u64::to_string).collect();
            format!("[{}]", items.join(", "))
        }
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

/// `dump --tables … NAME`: the static as its generated source writes it (from the source
/// beside the description), as CSV (a column per axis, then the value), or as JSON.
pub fn baked(baked: &Baked, name: &str, format: Format) -> Result<String, String> {
    let t = baked.get(name)?;
    let d = &t.description;
    match format {
        Format::Rust => {
            let source_path = baked.path.with_extension("rs");
            let source = std::fs::read_to_string(&source_path)
                .map_err(|e| format!("cannot read {}: {e}", source_path.display()))?;
            item(&source, &d.ident)
                .ok_or_else(|| format!("{} has no static {}", source_path.display(), d.ident))
        }
        Format::Csv => {
            let names: Vec<&str> = d.axes.iter().map(|a| a.name.as_str()).collect();
            let mut out = format!("{},value\n", names.join(","));
            let shape = t.shape();
            for flat in 0..t.values.len() {
                let mut rest = flat;
                let mut labels = Vec::new();
                for (axis, &n) in d.axes.iter().zip(&shape).rev() {
                    let label = axis.label(rest % n);
                    labels.push(label.rsplit(' ').next().unwrap_or(&label).to_string());
                    rest /= n;
                }
                labels.reverse();
                let _ = writeln!(out, "{},{}", labels.join(","), t.text(flat));
            }
            Ok(out)
        }
        Format::Json => {
            // the keys of ours (`json`), with the twin and the whole doc; the values as the
            // description writes them, a float's text to the bit
            let head = serde_json::json!({
                "name": d.name,
                "static": d.ident,
                "twin": d.twin,
                "summary": d.summary(),
                "doc": d.doc,
                "type": d.ty,
                "shape": t.shape(),
                "bytes": d.bytes,
            })
            .to_string();
            let values: Vec<String> = (0..t.values.len()).map(|i| t.json(i)).collect();
            let head = head.strip_suffix('}').expect("a JSON object");
            Ok(format!("{head},\"values\":[{}]}}\n", values.join(",")))
        }
    }
}
