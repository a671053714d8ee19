//! `list`: chess-lut's tables, or an engine's baked ones, one line each, with their total size.

use std::fmt::Write as _;

use crate::baked::Baked;

/// `list`: chess-lut's tables ([`tables`]), or from `baked` an engine's ([`baked`]).
pub fn list(baked: Option<&Baked>) -> String {
    baked.map_or_else(tables, self::baked)
}

/// Every table of this build: name, shape, element type, bytes and what it holds, and the
/// total.
///
/// ```
/// let list = chess_lut_cli::list::tables();
/// assert!(list.starts_with("table "));
/// assert!(list.lines().any(|l| l.starts_with("in-between ")));
/// assert!(list.lines().last().unwrap().starts_with("total"));
/// // every row's shape starts in the header's column, however long its name
/// let c = list.find(" shape ").unwrap();
/// let rows: Vec<&str> = list.lines().skip(1).filter(|l| !l.starts_with("total")).collect();
/// assert!(rows.iter().all(|l| &l[c..c + 1] == " " && l.as_bytes()[c + 1].is_ascii_digit()));
/// ```
pub fn tables() -> String {
    // the name column as wide as the longest name, so that every row lines up
    let width = chess_lut::tables::all()
        .map(|t| t.name.len())
        .max()
        .unwrap_or(0)
        .max("table".len());
    let mut out = format!(
        "{:<width$} {:<7} {:<10} {:>7}  {}\n",
        "table", "shape", "type", "bytes", "summary"
    );
    let mut total = 0;
    for t in chess_lut::tables::all() {
        let shape: Vec<String> = t.shape.iter().map(usize::to_string).collect();
        out.push_str(&format!(
            "{:<width$} {:<7} {:<10} {:>7}  {}\n",
            t.name,
            shape.join("x"),
            t.record.map_or(t.elem.name(), |r| r.name),
            t.bytes,
            t.summary
        ));
        total += t.bytes;
    }
    out.push_str(&format!(
        "{:<total_width$} {:>7}  ({:.1} KiB)\n",
        "total",
        total,
        total as f64 / 1024.0,
        total_width = width + 1 + 7 + 1 + 10
    ));
    out
}

/// Every table, a line each: name, shape, type, bytes, axes, twin and what it holds.
pub fn baked(baked: &Baked) -> String {
    let mut out = format!("{}\n", baked.path.display());
    let _ = writeln!(
        out,
        "{:<16} {:<10} {:<10} {:>8}  {:<24} summary",
        "table", "shape", "type", "bytes", "axes"
    );
    let mut total = 0;
    for t in &baked.tables {
        let shape: Vec<String> = t.shape().iter().map(usize::to_string).collect();
        let d = &t.description;
        let axes: Vec<&str> = d.axes.iter().map(|a| a.name.as_str()).collect();
        let _ = writeln!(
            out,
            "{:<16} {:<10} {:<10} {:>8}  {:<24} {}",
            d.name,
            shape.join("x"),
            d.stored,
            d.bytes,
            axes.join(", "),
            d.summary()
        );
        total += d.bytes;
    }
    let _ = writeln!(out, "{:<38} {:>8}", "total", total);
    out
}
