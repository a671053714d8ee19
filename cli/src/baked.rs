//! The tables an engine baked with `chess_lut_codegen::bake`, read from the description its
//! build script writes beside the source (`OUT_DIR/NAME.json`): what `list`, `show` and
//! `dump` print with `--tables FILE`, or with a directory to find that file in (the engine's
//! crate, by its package name; or a `target`, where one crate's description is found and
//! two crates' are refused as ambiguous).
//!
//! Every value reads as the bake wrote it: a float's text is read as its own type reads it (an
//! `f32`'s nine digits as an `f32`, an `f64`'s seventeen as an `f64`), so the bits shown are the
//! bits baked, proven and looked up.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use chess_lut::{Attacker, Bitboard, Color, File, LineKind, Piece, Rank, Square};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::args::{parse, square};
use crate::board::{Cell, Picture};
use crate::show::edit_distance;

/// One baked file's tables.
#[derive(Clone, Debug)]
pub struct Baked {
    /// The description file read.
    pub path: PathBuf,
    /// Its tables, in the order baked.
    pub tables: Vec<Table>,
}

/// One baked table, as its description gives it.
#[derive(Clone, Debug)]
pub struct Table {
    /// The lookup's name: `lmr`.
    pub name: String,
    /// The static's: `LMR`.
    pub ident: String,
    /// The twin it is proven equal to, if any.
    pub twin: Option<String>,
    /// What it holds.
    pub doc: String,
    /// Its axes, outermost first.
    pub axes: Vec<Axis>,
    /// The lookup's type: `u8`, `::chess_lut::Bitboard`.
    pub ty: String,
    /// The static's element type: `u8`, `u64`.
    pub stored: String,
    /// How a value reads: `number`, `float`, `yes`, `set`, `other`.
    pub answer: String,
    /// The static's bytes.
    pub bytes: usize,
    /// Every value, row-major, as the description writes it.
    pub values: Vec<Value>,
    /// A float table's values, each read from its text as its type reads it: the bits baked.
    pub floats: Option<Floats>,
}

/// A float table's values.
#[derive(Clone, Debug, PartialEq)]
pub enum Floats {
    /// An `f32` table's.
    F32(Vec<f32>),
    /// An `f64` table's.
    F64(Vec<f64>),
}

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

/// One axis of a baked table.
#[derive(Clone, Debug, PartialEq)]
pub enum Axis {
    /// The 64 squares.
    Square(String),
    /// White and black.
    Color(String),
    /// The six kinds of piece.
    Piece(String),
    /// The four line kinds.
    LineKind(String),
    /// The seven attackers.
    Attacker(String),
    /// A square's file: the argument is a square, the rows are the eight files.
    FileOf(String),
    /// A square's rank: the argument is a square, the rows are the eight ranks.
    RankOf(String),
    /// Integers from `start` to `end`, both included.
    Range {
        /// The parameter's name.
        name: String,
        /// The integer type.
        ty: String,
        /// The first value.
        start: i64,
        /// The last value.
        end: i64,
    },
}

impl Axis {
    /// The parameter's name.
    pub fn name(&self) -> &str {
        match self {
            Axis::Square(n)
            | Axis::Color(n)
            | Axis::Piece(n)
            | Axis::LineKind(n)
            | Axis::Attacker(n)
            | Axis::FileOf(n)
            | Axis::RankOf(n) => n,
            Axis::Range { name, .. } => name,
        }
    }

    /// How many values it has.
    pub fn len(&self) -> usize {
        match self {
            Axis::Square(_) => 64,
            Axis::Color(_) => 2,
            Axis::Piece(_) => 6,
            Axis::LineKind(_) => 4,
            Axis::Attacker(_) => 7,
            Axis::FileOf(_) | Axis::RankOf(_) => 8,
            // at least one, at most 2^32 values: `from_json` refuses others
            Axis::Range { start, end, .. } => usize::try_from(end - start + 1).unwrap_or(0),
        }
    }

    /// Whether it has none (never, in a file the generator wrote).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The label of its `i`th value: `e4`, `white`, `knight`, `depth 12`.
    pub fn label(&self, i: usize) -> String {
        match self {
            Axis::Square(_) => Square::ALL[i].to_string(),
            Axis::Color(_) => Color::ALL[i].name().to_string(),
            Axis::Piece(_) => Piece::ALL[i].name().to_string(),
            Axis::LineKind(_) => LineKind::ALL[i].to_string(),
            Axis::Attacker(_) => Attacker::ALL[i].name().to_string(),
            Axis::FileOf(_) => format!("file {}", File::ALL[i]),
            Axis::RankOf(_) => format!("rank {}", Rank::ALL[i]),
            Axis::Range { name, start, .. } => format!("{name} {}", start + i as i64),
        }
    }

    /// What a user types for its `i`th value: `e4`, `white`, `12`; for a file or rank, a
    /// square on it (`c1` for the c-file).
    pub fn argument(&self, i: usize) -> String {
        match self {
            Axis::FileOf(_) => Square::ALL[i].to_string(),
            Axis::RankOf(_) => Square::ALL[8 * i].to_string(),
            Axis::Range { start, .. } => (start + i as i64).to_string(),
            _ => self.label(i),
        }
    }

    /// An argument as typed, as an index: `e4`, `white`, `knight`, `12`.
    pub fn read(&self, s: &str) -> Result<usize, String> {
        Ok(match self {
            Axis::Square(_) => square(s)?.index(),
            Axis::Color(_) => parse::<Color>("colour", s)? as usize,
            Axis::Piece(_) => parse::<Piece>("piece", s)? as usize,
            Axis::LineKind(_) => parse::<LineKind>("line kind", s)? as usize,
            Axis::Attacker(_) => parse::<Attacker>("piece", s)? as usize,
            Axis::FileOf(_) => usize::from(square(s)?.file()),
            Axis::RankOf(_) => usize::from(square(s)?.rank()),
            Axis::Range {
                name, start, end, ..
            } => {
                let v: i64 = s.parse().map_err(|_| {
                    format!("bad {name} {s:?}: a whole number from {start} to {end}")
                })?;
                if !(*start..=*end).contains(&v) {
                    return Err(format!("bad {name} {s:?}: from {start} to {end}"));
                }
                usize::try_from(v - start).expect("in range")
            }
        })
    }

    /// What an argument of this axis is, for messages: `a square`, `a depth (0 to 63)`.
    fn what(&self) -> String {
        match self {
            Axis::Square(_) | Axis::FileOf(_) | Axis::RankOf(_) => "a square".into(),
            Axis::Attacker(_) => "a piece".into(),
            Axis::Color(_) => "a colour".into(),
            Axis::Piece(_) => "a piece".into(),
            Axis::LineKind(_) => "a line kind".into(),
            Axis::Range {
                name, start, end, ..
            } => format!("a {name} ({start} to {end})"),
        }
    }

    fn from_json(v: &Value) -> Result<Axis, String> {
        let name = text(v, "name")?;
        Ok(match text(v, "kind")?.as_str() {
            "square" => Axis::Square(name),
            "color" => Axis::Color(name),
            "piece" => Axis::Piece(name),
            "line-kind" => Axis::LineKind(name),
            "attacker" => Axis::Attacker(name),
            "file-of" => Axis::FileOf(name),
            "rank-of" => Axis::RankOf(name),
            "range" => {
                let (start, end) = (int(v, "start")?, int(v, "end")?);
                // the generator writes no empty axis, and none a table could hold
                let len = i128::from(end) - i128::from(start) + 1;
                if !(1..=i128::from(u32::MAX)).contains(&len) {
                    return Err(format!(
                        "the range {name:?} from {start} to {end} is not an axis a table has"
                    ));
                }
                Axis::Range {
                    name,
                    ty: text(v, "type")?,
                    start,
                    end,
                }
            }
            other => return Err(format!("an axis of kind {other:?}, which no table has")),
        })
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

impl Table {
    /// The table `v` describes, its values' texts `raw`.
    fn from_json(v: &Value, raw: &[&str]) -> Result<Table, String> {
        let name = text(v, "name")?;
        let within = |e: String| format!("table {name:?}: {e}");
        // the generator names a table by its lookup, a snake_case identifier
        let identifier = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if !identifier {
            return Err(within(
                "not a lookup's name (a snake_case identifier)".into(),
            ));
        }
        let element = field(v, "element").map_err(within)?;
        let axes = field(v, "axes")
            .map_err(within)?
            .as_array()
            .ok_or_else(|| within("\"axes\" is not a list".into()))?
            .iter()
            .map(Axis::from_json)
            .collect::<Result<Vec<Axis>, String>>()
            .map_err(within)?;
        let values = field(v, "values")
            .map_err(within)?
            .as_array()
            .cloned()
            .ok_or_else(|| within("\"values\" is not a list".into()))?;
        let count = axes.iter().try_fold(1usize, |n, a| n.checked_mul(a.len()));
        if count != Some(values.len()) {
            let count = count.map_or("more than can be counted".into(), |c| c.to_string());
            return Err(within(format!(
                "{} values for {count} inputs",
                values.len()
            )));
        }
        let stored = text(element, "stored").map_err(within)?;
        let answer = text(element, "answer").map_err(within)?;
        let floats = if answer == "float" && raw.len() == values.len() {
            Some(Floats::read(&stored, raw).map_err(within)?)
        } else if answer == "float" {
            return Err(within(format!(
                "{} values, {} texts",
                values.len(),
                raw.len()
            )));
        } else {
            None
        };
        Ok(Table {
            ident: text(v, "static").map_err(within)?,
            twin: field(v, "twin").map_err(within)?.as_str().map(String::from),
            doc: text(v, "doc").map_err(within)?,
            ty: text(element, "type").map_err(within)?,
            stored,
            answer,
            bytes: usize::try_from(int(v, "bytes").map_err(within)?).unwrap_or(0),
            axes,
            values,
            floats,
            name,
        })
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
    fn lines(&self, last: &Axis, row: &[usize]) -> String {
        let texts: Vec<String> = row.iter().map(|&i| self.text(i)).collect();
        let width = texts.iter().map(String::len).max().unwrap_or(1);
        let per_line = match last {
            // a rank, half of one, a quarter or a square a line
            Axis::Square(_) => [8, 4, 2, 1]
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
    fn json(&self, i: usize) -> String {
        match &self.floats {
            Some(floats) if floats.value(i).is_infinite() => format!("\"{}\"", floats.text(i)),
            Some(floats) => floats.text(i),
            None => self.values[i].to_string(),
        }
    }

    /// The dimensions, outermost first.
    pub fn shape(&self) -> Vec<usize> {
        self.axes.iter().map(Axis::len).collect()
    }

    /// The flat index of one index per axis.
    fn flat(&self, index: &[usize]) -> usize {
        self.axes
            .iter()
            .zip(index)
            .fold(0, |flat, (axis, &i)| flat * axis.len() + i)
    }

    /// The first sentence of its doc.
    fn summary(&self) -> &str {
        let para = self.doc.split("\n\n").next().unwrap_or("");
        match para.find(". ") {
            Some(end) => &para[..=end],
            None => para,
        }
    }
}

/// A value as the text board writes it: a number, `yes`/`no`, or the source of a value of the
/// engine's own type.
pub(crate) fn plain(v: &Value) -> String {
    match v {
        // 64-bit values in hex, all sixteen digits
        Value::String(s) => match s.strip_prefix("0x").map(|h| u64::from_str_radix(h, 16)) {
            Some(Ok(v)) => format!("{v:#018x}"),
            _ => s.clone(),
        },
        other => other.to_string(),
    }
}

/// A set's bitboard from its hex text.
fn bitboard(v: &Value) -> Option<Bitboard> {
    let hex = v.as_str()?.strip_prefix("0x")?;
    u64::from_str_radix(hex, 16).ok().map(Bitboard)
}

/// A number's value, for a board of numbers: a float's infinities are written as text (the
/// 64-bit integers written in hex never reach a board).
fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) if s == "inf" => Some(f64::INFINITY),
        Value::String(s) if s == "-inf" => Some(f64::NEG_INFINITY),
        _ => None,
    }
}

/// The description at `path`; or, where `path` is a directory, the one description found
/// there (see [`find`]).
pub fn load(path: &Path) -> Result<Baked, String> {
    let file = if path.is_dir() {
        find(path)?
    } else {
        path.to_path_buf()
    };
    let text = std::fs::read_to_string(&file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    from_text(&text, &file)
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
        .map(|(table, raw)| Table::from_json(table, raw))
        .collect::<Result<Vec<Table>, String>>()
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

/// The description of baked tables under the directory `dir`. Where `dir` is a crate (its
/// `Cargo.toml` names a package), that package's, in its target directory
/// (`CARGO_TARGET_DIR`, or the nearest `target` at or above `dir`); else any under `dir` (a
/// target directory). Cargo writes a build script's files in `…/build/PACKAGE-HASH/out/`:
/// only there is one looked for (six directories below at most, not in what cargo keeps for
/// itself). Where those found differ (two crates' tables, or one crate's from two builds that
/// differ), none is taken: the error names each, so that the crate's directory or the file
/// can be given. Of copies of one description, the newest is read.
pub fn find(dir: &Path) -> Result<PathBuf, String> {
    let package = package_name(&dir.join("Cargo.toml"));
    let root = if dir.join("Cargo.toml").is_file() {
        target_dir(dir).ok_or_else(|| {
            format!(
                "no target directory for the crate {}: build it first, or give the \
                 description file (OUT_DIR/NAME.json)",
                dir.display()
            )
        })?
    } else {
        dir.to_path_buf()
    };
    let mut found = descriptions(&root);
    if let Some(package) = &package {
        found.retain(|f| &f.package == package);
    }
    let of = match &package {
        Some(package) => format!("of the crate {package} under {}", root.display()),
        None => format!("under {}", root.display()),
    };
    found.sort_by_key(|f| std::cmp::Reverse(f.when));
    let Some(newest) = found.first() else {
        return Err(format!(
            "no tables baked by chess-lut-codegen {of}: build the crate that bakes them first, \
             or give the description file (OUT_DIR/NAME.json)"
        ));
    };
    if found.iter().all(|f| f.text == newest.text) {
        return Ok(newest.path.clone());
    }
    let named: Vec<String> = found
        .iter()
        .map(|f| format!("{} ({})", f.package, f.path.display()))
        .collect();
    Err(format!(
        "{} descriptions {of} differ, so which to read is not clear: {}; give the crate's \
         directory, or the file",
        found.len(),
        named.join(", ")
    ))
}

/// A description found where cargo writes a build script's files.
struct Found {
    path: PathBuf,
    /// The package whose build script wrote it.
    package: String,
    when: std::time::SystemTime,
    text: Vec<u8>,
}

/// Every description of baked tables in an `out` directory under `dir`, six directories below
/// at most, outside what cargo keeps for itself.
fn descriptions(dir: &Path) -> Vec<Found> {
    let mut found = Vec::new();
    let mut stack = vec![(dir.to_path_buf(), 0)];
    while let Some((d, depth)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if path.is_dir() {
                let skip = ["deps", "incremental", ".fingerprint", "examples", "doc"];
                if depth < 6 && !skip.contains(&name.as_ref()) {
                    stack.push((path, depth + 1));
                }
            } else if name.ends_with(".json") && d.file_name().is_some_and(|n| n == "out") {
                let text = std::fs::read(&path).unwrap_or_default();
                if text.starts_with(b"{\"generator\":\"chess-lut-codegen") {
                    let when = entry.metadata().and_then(|m| m.modified());
                    // …/build/PACKAGE-HASH/out/NAME.json
                    let package = d
                        .parent()
                        .and_then(Path::file_name)
                        .map(|n| n.to_string_lossy().into_owned())
                        .map(|n| n.rsplit_once('-').map_or(n.clone(), |(p, _)| p.to_string()))
                        .unwrap_or_default();
                    found.push(Found {
                        path,
                        package,
                        when: when.unwrap_or(std::time::UNIX_EPOCH),
                        text,
                    });
                }
            }
        }
    }
    found
}

/// The package `manifest` (a `Cargo.toml`) declares, if it declares one: its `[package]`
/// section's `name`.
fn package_name(manifest: &Path) -> Option<String> {
    let text = std::fs::read_to_string(manifest).ok()?;
    let mut in_package = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if let Some(value) = line.strip_prefix("name").map(str::trim_start)
            && in_package
        {
            let value = value.strip_prefix('=')?.trim();
            return Some(value.trim_matches(|c| c == '"' || c == '\'').to_string());
        }
    }
    None
}

/// Where cargo builds the crate at `dir`: `CARGO_TARGET_DIR`, or the nearest `target` at or
/// above it (a workspace's members build in the workspace's).
fn target_dir(dir: &Path) -> Option<PathBuf> {
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return Some(PathBuf::from(target));
    }
    let dir = dir.canonicalize().ok()?;
    dir.ancestors()
        .map(|d| d.join("target"))
        .find(|t| t.is_dir())
}

impl Baked {
    /// The table `name` (its lookup's name; `-` for `_` too), or an error naming the tables
    /// there are and the nearest.
    pub fn get(&self, name: &str) -> Result<&Table, String> {
        let name = name.replace('-', "_");
        self.tables.iter().find(|t| t.name == name).ok_or_else(|| {
            let names: Vec<&str> = self.tables.iter().map(|t| t.name.as_str()).collect();
            let nearest = names.iter().min_by_key(|n| edit_distance(n, &name));
            format!(
                "no table {name:?} in {}{}; its tables are: {}",
                self.path.display(),
                nearest.map_or(String::new(), |n| format!(" (did you mean {n:?}?)")),
                names.join(", ")
            )
        })
    }

    /// Every table, a line each: name, shape, type, bytes, axes, twin and what it holds.
    pub fn list(&self) -> String {
        let mut out = format!("{}\n", self.path.display());
        let _ = writeln!(
            out,
            "{:<16} {:<10} {:<10} {:>8}  {:<24} description",
            "table", "shape", "type", "bytes", "axes"
        );
        let mut total = 0;
        for t in &self.tables {
            let shape: Vec<String> = t.shape().iter().map(usize::to_string).collect();
            let axes: Vec<&str> = t.axes.iter().map(Axis::name).collect();
            let _ = writeln!(
                out,
                "{:<16} {:<10} {:<10} {:>8}  {:<24} {}",
                t.name,
                shape.join("x"),
                t.stored,
                t.bytes,
                axes.join(", "),
                t.summary()
            );
            total += t.bytes;
        }
        let _ = writeln!(out, "{:<38} {:>8}", "total", total);
        out
    }

    /// `show --tables … NAME ARGS…`: with every argument, the one value (a set drawn as a
    /// board); with all but a last square, a board of each square's value; with all but a
    /// last range, the row of values.
    pub fn show(&self, name: &str, args: &[String]) -> Result<Shown, String> {
        let t = self.get(name)?;
        let whats: Vec<String> = t.axes.iter().map(Axis::what).collect();
        let usage = || {
            format!(
                "show {} takes {}, or all but the last",
                t.name,
                whats.join(", ")
            )
        };
        if args.len() + 1 < t.axes.len() || args.len() > t.axes.len() {
            return Err(usage());
        }
        let mut index = Vec::with_capacity(t.axes.len());
        for (axis, arg) in t.axes.iter().zip(args) {
            index.push(axis.read(arg)?);
        }
        let given: Vec<String> = t
            .axes
            .iter()
            .zip(&index)
            .map(|(a, &i)| a.label(i))
            .collect();
        let title = format!("{} {}", t.name, given.join(" "))
            .trim_end()
            .to_string();
        let marked: Vec<Square> = t
            .axes
            .iter()
            .zip(&index)
            .filter(|(a, _)| matches!(a, Axis::Square(_)))
            .map(|(_, &i)| Square::ALL[i])
            .collect();
        if index.len() == t.axes.len() {
            let i = t.flat(&index);
            return Ok(match (t.answer.as_str(), bitboard(&t.values[i])) {
                ("set", Some(set)) => {
                    let names: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
                    Shown::Board(Box::new(Picture::set(
                        set,
                        &marked,
                        format!("{title}: {} ({} squares)", names.join(" "), names.len()),
                    )))
                }
                _ => Shown::Text(format!("{title}: {}\n", t.text(i))),
            });
        }
        // every value of the last axis
        let last = t.axes.last().expect("a table has an axis");
        let row: Vec<usize> = (0..last.len())
            .map(|i| {
                let mut at = index.clone();
                at.push(i);
                t.flat(&at)
            })
            .collect();
        // a board of numbers, where they fit on a square (not 64-bit keys, written in hex)
        let fits = t.answer != "other"
            && (t.answer != "number" || row.iter().all(|&i| t.values[i].is_number()));
        if matches!(last, Axis::Square(_)) && fits {
            let mut cells = [Cell::Empty; 64];
            for (cell, &i) in cells.iter_mut().zip(&row) {
                let v = &t.values[i];
                *cell = match (t.answer.as_str(), &t.floats) {
                    ("yes", _) if v == &Value::Bool(true) => Cell::Member,
                    ("yes", _) => Cell::Empty,
                    ("set", _) => Cell::Number(f64::from(bitboard(v).map_or(0, Bitboard::count))),
                    (_, Some(floats)) => Cell::Number(floats.value(i)),
                    (_, None) => number(v).map_or(Cell::Empty, Cell::Number),
                };
            }
            let what = match t.answer.as_str() {
                "set" => "the size of the set on each square",
                "yes" => "X where it is true",
                _ => "the value on each square",
            };
            // a board shows a float to two places: the values to the bit below it
            let legend = match t.floats {
                Some(_) => format!("each square's value:\n{}", t.lines(last, &row)),
                None => String::new(),
            };
            return Ok(Shown::Board(Box::new(Picture {
                cells,
                caption: format!("{title}: {what}"),
                legend,
            })));
        }
        Ok(Shown::Text(format!("{title}:\n{}", t.lines(last, &row))))
    }

    /// `dump --tables … NAME`: the static as its generated source writes it (from the source
    /// beside the description), as CSV (a column per axis, then the value), or as JSON.
    pub fn dump(&self, name: &str, format: &str) -> Result<String, String> {
        let t = self.get(name)?;
        match format {
            "rust" => {
                let source_path = self.path.with_extension("rs");
                let source = std::fs::read_to_string(&source_path)
                    .map_err(|e| format!("cannot read {}: {e}", source_path.display()))?;
                crate::dump::item(&source, &t.ident)
                    .ok_or_else(|| format!("{} has no static {}", source_path.display(), t.ident))
            }
            "csv" => {
                let names: Vec<&str> = t.axes.iter().map(Axis::name).collect();
                let mut out = format!("{},value\n", names.join(","));
                let shape = t.shape();
                for flat in 0..t.values.len() {
                    let mut rest = flat;
                    let mut labels = Vec::new();
                    for (axis, &n) in t.axes.iter().zip(&shape).rev() {
                        let label = axis.label(rest % n);
                        labels.push(label.rsplit(' ').next().unwrap_or(&label).to_string());
                        rest /= n;
                    }
                    labels.reverse();
                    let _ = writeln!(out, "{},{}", labels.join(","), t.text(flat));
                }
                Ok(out)
            }
            _ => {
                // the values as the description writes them, a float's text to the bit
                let head = serde_json::json!({
                    "name": t.name,
                    "static": t.ident,
                    "twin": t.twin,
                    "doc": t.doc,
                    "type": t.ty,
                    "shape": t.shape(),
                    "bytes": t.bytes,
                })
                .to_string();
                let values: Vec<String> = (0..t.values.len()).map(|i| t.json(i)).collect();
                let head = head.strip_suffix('}').expect("a JSON object");
                Ok(format!("{head},\"values\":[{}]}}\n", values.join(",")))
            }
        }
    }
}

/// What `show` prints: a board, or lines of text.
pub enum Shown {
    /// A board, also as SVG with `--svg`.
    Board(Box<Picture>),
    /// Text, with no picture.
    Text(String),
}
