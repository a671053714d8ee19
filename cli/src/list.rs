//! `list`: chess-lut's tables, or an engine's baked ones, one line each, with their total size:
//! the same columns for both, each table's line made of its facts (for chess-lut's, its registry
//! entry and its lookup's description; for an engine's, its description).

use chess_lut::relations;
use chess_lut::tables;

use crate::baked::Baked;

/// `list`: chess-lut's tables ([`tables()`]), or from `baked` an engine's, under the description
/// file's path.
///
/// ```
/// use chess_lut_cli::list::{list, tables};
/// assert_eq!(list(None), tables());
/// ```
pub fn list(baked: Option<&Baked>) -> String {
    match baked {
        None => tables(),
        Some(baked) => format!("{}\n{}", baked.path.display(), lines(&engines(baked))),
    }
}

/// Every table of this build: name, shape, element type, bytes, its lookup's arguments and
/// what it holds, and the total.
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
/// // a table's lookup's arguments; none for a table of data
/// let row = |name: &str| rows.iter().find(|l| l.starts_with(&format!("{name} "))).unwrap().to_string();
/// assert!(row("x88-attacks").contains(" attacker, from, to, occupied "));
/// assert!(row("polyglot-random").contains(" - "));
/// // the total's bytes right-aligned under the header's
/// let total = list.lines().last().unwrap();
/// let end = |line: &str, word: &str| line.find(word).unwrap() + word.len();
/// let bytes: usize = chess_lut::tables::all().map(|t| t.bytes).sum();
/// assert_eq!(end(total, &format!(" {bytes} ")) - 1, end(list.lines().next().unwrap(), " bytes"));
/// ```
pub fn tables() -> String {
    lines(&ours())
}

/// What `list` says of one table.
struct Line<'a> {
    name: &'a str,
    shape: Vec<usize>,
    ty: &'a str,
    bytes: usize,
    /// Its lookup's arguments, by name; none for a table of data.
    args: Vec<&'a str>,
    summary: &'a str,
}

/// chess-lut's tables, from the registry and the description of each one's first lookup.
fn ours() -> Vec<Line<'static>> {
    tables::all()
        .map(|t| Line {
            name: t.name,
            shape: t.shape.to_vec(),
            ty: t.record.map_or(t.elem.name(), |r| r.name),
            bytes: t.bytes,
            args: relations::get(t.name)
                .map(|r| r.args().iter().map(|a| a.name).collect())
                .unwrap_or_default(),
            summary: t.summary,
        })
        .collect()
}

/// An engine's tables, from their descriptions.
fn engines(baked: &Baked) -> Vec<Line<'_>> {
    baked
        .tables
        .iter()
        .map(|t| {
            let d = &t.description;
            Line {
                name: &d.name,
                shape: t.shape(),
                ty: &d.stored,
                bytes: d.bytes,
                args: d.axes.iter().map(|a| a.name.as_str()).collect(),
                summary: d.summary(),
            }
        })
        .collect()
}

/// The lines under a header, each column as wide as its widest entry (the bytes' as the
/// total), and the total.
fn lines(tables: &[Line]) -> String {
    let total: usize = tables.iter().map(|t| t.bytes).sum();
    let header = ["table", "shape", "type", "bytes", "arguments"].map(String::from);
    // each table's cells, written once: they give both the widths and the rows
    let cells: Vec<[String; 5]> = tables
        .iter()
        .map(|t| {
            let dims: Vec<String> = t.shape.iter().map(usize::to_string).collect();
            let args = match t.args.as_slice() {
                [] => "-".to_string(),
                args => args.join(", "),
            };
            [
                t.name.to_string(),
                dims.join("x"),
                t.ty.to_string(),
                t.bytes.to_string(),
                args,
            ]
        })
        .collect();
    let mut w = [0; 5];
    for row in cells.iter().chain([&header]) {
        for (w, cell) in w.iter_mut().zip(row) {
            *w = (*w).max(cell.len());
        }
    }
    w[3] = w[3].max(total.to_string().len());
    let row = |cells: &[String; 5], summary: &str| {
        format!(
            "{:<a$} {:<b$} {:<c$} {:>d$}  {:<e$}  {summary}\n",
            cells[0],
            cells[1],
            cells[2],
            cells[3],
            cells[4],
            a = w[0],
            b = w[1],
            c = w[2],
            d = w[3],
            e = w[4]
        )
    };
    let mut out = row(&header, "summary");
    for (t, cells) in tables.iter().zip(&cells) {
        out.push_str(&row(cells, t.summary));
    }
    out.push_str(&format!(
        "{:<before$} {total:>d$}  ({:.1} KiB)\n",
        "total",
        total as f64 / 1024.0,
        before = w[0] + 1 + w[1] + 1 + w[2],
        d = w[3]
    ));
    out
}
