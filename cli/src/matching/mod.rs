//! `match`: an engine's own tables named, before it switches. Each table of its files (Rust
//! `static`s and `const`s, C and C++ arrays, or raw binaries given a shape and an element type)
//! is held against every lookup of chess-lut's that takes no occupancy, cell by cell, in every
//! square order engines use (a1, a8, h1 or h8 = 0) and every order of its axes; what is equal
//! is written as the line an engine would fill its table with, and where nothing is, the
//! nearest, and how it differs: in words where taking out (or putting in) the square an
//! argument names makes every cell equal, else by its first differing cell.
//!
//! ```
//! use chess_lut_cli::matching::{ours, rust, text, tokens::tokens};
//! // an engine's king distances, as its build script wrote them
//! let distance = |a: i32, b: i32| (a % 8 - b % 8).abs().max((a / 8 - b / 8).abs());
//! let rows: Vec<String> = (0..64)
//!     .map(|a| format!("{:?}", (0..64).map(|b| distance(a, b)).collect::<Vec<_>>()))
//!     .collect();
//! let source = format!("pub static DIST: [[u8; 64]; 64] = [{}];", rows.join(", "));
//! let items = rust::tables(&tokens(&source).unwrap());
//! assert_eq!(
//!     text("dist.rs", &items, &ours::all()),
//!     "dist.rs:1: DIST, [[u8; 64]; 64]\n  DIST[from][to] = chess_lut::king_distance(from, to)\n"
//! );
//! ```

pub mod c;
pub mod ours;
pub mod read;
pub mod rust;
pub mod search;
pub mod tokens;
pub mod words;

use std::path::Path;

use chess_lut_types::table::file::string;
use read::{Item, Table, Values};
use search::Found;

/// How a binary file is read: its shape, its element type and its byte order.
#[derive(Clone, Debug)]
pub struct Raw {
    /// Its dimensions, outermost first (`--shape 2x64`: `[2, 64]`).
    pub shape: Vec<usize>,
    /// Its element type: `u8` to `u64`, `i8` to `i64`.
    pub ty: String,
    /// Whether its bytes are big-endian.
    pub big_endian: bool,
}

/// The items of one file: a binary's one table where `raw` says how to read it, else a source's
/// tables, Rust or C by its extension (a source of neither extension read as either); or a line
/// saying why it cannot be read.
pub fn items(path: &Path, raw: Option<&Raw>) -> Result<Vec<Item>, String> {
    let shown = path.display();
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    if let Some(raw) = raw {
        let name = path
            .file_stem()
            .map_or_else(|| "table".into(), |s| s.to_string_lossy().into_owned());
        let table = read::raw(&name, &bytes, &raw.shape, &raw.ty, raw.big_endian)
            .map_err(|e| format!("{shown}: {e}"))?;
        return Ok(vec![Item::Table(table)]);
    }
    let text = String::from_utf8(bytes).map_err(|_| {
        format!("{shown} is no text: a binary table is read with --shape and --type")
    })?;
    let tokens = tokens::tokens(&text).map_err(|e| format!("{shown}: {e}"))?;
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    Ok(match extension {
        "rs" => rust::tables(&tokens),
        "c" | "h" | "cc" | "cpp" | "cxx" | "hh" | "hpp" | "hxx" | "inl" | "ipp" => {
            c::tables(&tokens)
        }
        _ => {
            let from_rust = rust::tables(&tokens);
            if from_rust.is_empty() {
                c::tables(&tokens)
            } else {
                from_rust
            }
        }
    })
}

/// What one table of an engine's is, as the command says it.
#[derive(Debug)]
pub enum Verdict<'a> {
    /// Equal to a lookup, cell by cell (or by a change that makes every cell equal).
    Equal(Found<'a>),
    /// No lookup is: the nearest.
    Nearest(Found<'a>),
    /// No table of squares: floats, or nothing within half its cells.
    Other(&'static str),
}

/// The verdict on `table` among chess-lut's lookups `all`.
pub fn verdict<'a>(all: &'a [ours::Ours], table: &Table) -> Verdict<'a> {
    let Values::Integers(values) = &table.values else {
        return Verdict::Other("it holds floats");
    };
    match search::closest(all, &table.shape, values) {
        Some(found) if found.differing == 0 || found.change.is_some() => Verdict::Equal(found),
        Some(found) if 2 * found.differing <= table.len() => Verdict::Nearest(found),
        Some(_) => Verdict::Other("no lookup agrees on half its cells"),
        None => Verdict::Other("no lookup is indexed so"),
    }
}

/// The text for one file's items: each table's line and its lookup's line, or why not.
pub fn text(file: &str, items: &[Item], all: &[ours::Ours]) -> String {
    let mut out = String::new();
    for item in items {
        match item {
            Item::Skipped { name, line, why } => {
                out.push_str(&format!("{file}:{line}: {name}: skipped, {why}\n"));
            }
            Item::Table(table) => {
                out.push_str(&format!(
                    "{}: {}, {}\n",
                    place(file, table.line),
                    table.name,
                    table.rust_type()
                ));
                let values = match &table.values {
                    Values::Integers(v) => &v[..],
                    Values::Floats => &[],
                };
                match verdict(all, table) {
                    Verdict::Equal(found) => {
                        if let Some(change) = found.change {
                            let equal = match change {
                                search::Change::Without(_) => "equal without it",
                                search::Change::With(_) => "equal with it",
                            };
                            out.push_str(&format!(
                                "  {}; {equal}:\n",
                                words::difference(table, values, &found)
                            ));
                        }
                        out.push_str(&format!("  {}\n", words::line(table, &found)));
                        for said in [
                            words::order(&found),
                            words::note(table, &found).map(Into::into),
                        ]
                        .into_iter()
                        .flatten()
                        {
                            out.push_str(&format!("  ({said})\n"));
                        }
                    }
                    Verdict::Nearest(found) => {
                        out.push_str(&format!(
                            "  matches no lookup; nearest: {}\n",
                            words::difference(table, values, &found)
                        ));
                        if let Some(order) = words::order(&found) {
                            out.push_str(&format!("  ({order})\n"));
                        }
                    }
                    Verdict::Other(why) => {
                        out.push_str(&format!("  matches no table of squares: {why}\n"));
                    }
                }
            }
        }
    }
    out
}

/// `file:line`, or the file alone for a binary's table.
fn place(file: &str, line: usize) -> String {
    if line == 0 {
        file.to_string()
    } else {
        format!("{file}:{line}")
    }
}

/// The same as JSON, one object per item: `file`, `line`, `name`, `type`, `shape`, `verdict`
/// (`equal`, `changed`, `nearest`, `other`, `skipped`) and what it says (`lookup`, `code`,
/// `order`, `differing`, `words`, `why`).
pub fn json(file: &str, items: &[Item], all: &[ours::Ours]) -> Vec<String> {
    items
        .iter()
        .map(|item| {
            let mut o = String::from("{\"file\":");
            string(&mut o, file);
            match item {
                Item::Skipped { name, line, why } => {
                    o.push_str(&format!(",\"line\":{line},\"name\":"));
                    string(&mut o, name);
                    o.push_str(",\"verdict\":\"skipped\",\"why\":");
                    string(&mut o, why);
                }
                Item::Table(table) => {
                    o.push_str(&format!(",\"line\":{},\"name\":", table.line));
                    string(&mut o, &table.name);
                    o.push_str(",\"type\":");
                    string(&mut o, &table.rust_type());
                    let shape: Vec<String> = table.shape.iter().map(usize::to_string).collect();
                    o.push_str(&format!(",\"shape\":[{}]", shape.join(",")));
                    let values = match &table.values {
                        Values::Integers(v) => &v[..],
                        Values::Floats => &[],
                    };
                    let found = match verdict(all, table) {
                        Verdict::Equal(f) if f.change.is_some() => Some(("changed", f)),
                        Verdict::Equal(f) => Some(("equal", f)),
                        Verdict::Nearest(f) => Some(("nearest", f)),
                        Verdict::Other(why) => {
                            o.push_str(",\"verdict\":\"other\",\"why\":");
                            string(&mut o, why);
                            None
                        }
                    };
                    if let Some((verdict, found)) = found {
                        o.push_str(&format!(",\"verdict\":\"{verdict}\",\"lookup\":"));
                        string(&mut o, found.ours.lookup.path);
                        o.push_str(",\"order\":");
                        string(&mut o, found.order.name());
                        o.push_str(&format!(",\"differing\":{},\"code\":", found.differing));
                        if verdict == "nearest" {
                            o.push_str("null");
                        } else {
                            string(&mut o, &words::line(table, &found));
                        }
                        o.push_str(",\"words\":");
                        string(&mut o, &words::difference(table, values, &found));
                    }
                }
            }
            o.push('}');
            o
        })
        .collect()
}
