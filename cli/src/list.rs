//! `list`: chess-lut's tables, or an engine's baked ones, one line each, with their total size:
//! the same columns for both, each table's line made of its description (chess-lut's from the
//! registry, an engine's from its description file).

use chess_lut::tables::{self, Axis, Description};

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
    lines(&registered())
}

/// What `list` says of one table.
struct Line {
    name: String,
    shape: Vec<usize>,
    stored: String,
    bytes: usize,
    /// Its lookup's arguments, by name; none for a table of data.
    args: Vec<String>,
    summary: String,
}

impl Line {
    /// The line of the table listed as `name`, shaped `shape`, described by `d`.
    fn of<S: AsRef<str>, A: AsRef<[Axis<S>]>>(
        name: &str,
        shape: Vec<usize>,
        d: &Description<S, A>,
    ) -> Line {
        Line {
            name: name.into(),
            shape,
            stored: d.stored.as_ref().into(),
            bytes: d.bytes,
            args: d
                .axes
                .as_ref()
                .iter()
                .map(|a| a.name.as_ref().into())
                .collect(),
            summary: d.summary().to_string(),
        }
    }
}

/// chess-lut's tables, from the registry: each described by its first lookup.
fn registered() -> Vec<Line> {
    tables::all()
        .map(|t| Line::of(t.name, t.shape.to_vec(), &t.description()))
        .collect()
}

/// An engine's tables, from their descriptions.
fn engines(baked: &Baked) -> Vec<Line> {
    baked
        .tables
        .iter()
        .map(|t| Line::of(t.name(), t.shape(), &t.description))
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
                t.name.clone(),
                dims.join("x"),
                t.stored.clone(),
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
        out.push_str(&row(cells, &t.summary));
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
