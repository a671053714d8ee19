//! What a description of baked tables holds, as the command reads it: the file's tables, each
//! table's axes and values, and a float table's values read as their own type; and how `show`
//! asks a table by its axes and draws its values.

use std::fmt::Write as _;
use std::path::PathBuf;

use chess_lut::relations::AnswerKind;
use chess_lut::{Attacker, Bitboard, Color, File, LineKind, Piece, Rank, Square};
use serde_json::Value;

use super::values::{bitboard, number, plain};
use crate::args::{parse, square};
use crate::board::{Cell, Picture, Showable, Shown};
use crate::by_name::nearest;

/// One baked file's tables.
#[derive(Clone, Debug)]
pub struct Baked {
    /// The description file read.
    pub path: PathBuf,
    /// Its tables, in the order baked.
    pub tables: Vec<Description>,
}

impl Baked {
    /// The table `name` (its lookup's name; `-` for `_` too), or an error naming the tables
    /// there are and the nearest.
    pub fn get(&self, name: &str) -> Result<&Description, String> {
        let name = name.replace('-', "_");
        self.tables.iter().find(|t| t.name == name).ok_or_else(|| {
            let names: Vec<&str> = self.tables.iter().map(|t| t.name.as_str()).collect();
            let nearest = nearest(names.iter().copied(), &name);
            format!(
                "no table {name:?} in {}{}; its tables are: {}",
                self.path.display(),
                nearest.map_or(String::new(), |n| format!(" (did you mean {n:?}?)")),
                names.join(", ")
            )
        })
    }
}

/// The description of one baked table, as its bake wrote it: what the command reads.
#[derive(Clone, Debug)]
pub struct Description {
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
    /// How a value reads.
    pub answer: AnswerKind,
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
    pub(crate) fn what(&self) -> String {
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
}

impl Description {
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
    pub(crate) fn json(&self, i: usize) -> String {
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
    pub(crate) fn flat(&self, index: &[usize]) -> usize {
        self.axes
            .iter()
            .zip(index)
            .fold(0, |flat, (axis, &i)| flat * axis.len() + i)
    }

    /// The first sentence of its doc.
    pub(crate) fn summary(&self) -> &str {
        let para = self.doc.split("\n\n").next().unwrap_or("");
        match para.find(". ") {
            Some(end) => &para[..=end],
            None => para,
        }
    }
}

/// The values `show` asks of a baked table, by their flat index.
pub enum Asked {
    /// With every argument, the one value.
    One(usize),
    /// With all but the last, a row: one value of each of the last axis's.
    Row(Vec<usize>),
}

/// `show --tables … NAME ARGS…`: with every argument, the one value (a set drawn as a board);
/// with all but a last square, a board of each square's value; with all but a last range, the
/// row of values. Each argument is an index on its axis.
impl Showable for Description {
    type Argument = usize;
    type Answer = Asked;

    fn name(&self) -> &str {
        &self.name
    }

    fn refuses_occupied(&self) -> Option<String> {
        Some("--occupied asks chess-lut's slider tables, not baked ones".into())
    }

    fn takes(&self, n: usize) -> bool {
        n + 1 >= self.axes.len() && n <= self.axes.len()
    }

    fn usage(&self) -> String {
        let whats: Vec<String> = self.axes.iter().map(Axis::what).collect();
        format!("{}, or all but the last", whats.join(", "))
    }

    fn read(&self, i: usize, text: &str) -> Result<usize, String> {
        self.axes[i].read(text)
    }

    fn ask(&self, index: &[usize], _: Bitboard) -> Result<Asked, String> {
        if index.len() == self.axes.len() {
            return Ok(Asked::One(self.flat(index)));
        }
        let last = self.axes.last().expect("a table has an axis");
        let row = (0..last.len())
            .map(|i| {
                let mut at = index.to_vec();
                at.push(i);
                self.flat(&at)
            })
            .collect();
        Ok(Asked::Row(row))
    }

    fn draw(&self, index: &[usize], _: Bitboard, asked: Asked) -> Shown {
        let given: Vec<String> = self
            .axes
            .iter()
            .zip(index)
            .map(|(a, &i)| a.label(i))
            .collect();
        let title = format!("{} {}", self.name, given.join(" "))
            .trim_end()
            .to_string();
        match asked {
            Asked::One(i) => self.draw_one(&title, index, i),
            Asked::Row(row) => self.draw_row(&title, &row),
        }
    }
}

impl Description {
    /// The value at flat index `i`, asked by `index`: a set on a board, the squares asked
    /// marked; anything else as text.
    fn draw_one(&self, title: &str, index: &[usize], i: usize) -> Shown {
        let marked: Vec<Square> = self
            .axes
            .iter()
            .zip(index)
            .filter(|(a, _)| matches!(a, Axis::Square(_)))
            .map(|(_, &i)| Square::ALL[i])
            .collect();
        match (self.answer, bitboard(&self.values[i])) {
            (AnswerKind::Set, Some(set)) => {
                let names: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
                Shown::Board(Box::new(Picture::set(
                    set,
                    &marked,
                    format!("{title}: {} ({} squares)", names.join(" "), names.len()),
                )))
            }
            _ => Shown::Text(format!("{title}: {}\n", self.text(i))),
        }
    }

    /// The values at the flat indices `row`, one of each of the last axis's: a board of numbers
    /// where the axis is a square and they fit on one (not 64-bit keys, written in hex), lines
    /// of text otherwise.
    fn draw_row(&self, title: &str, row: &[usize]) -> Shown {
        let last = self.axes.last().expect("a table has an axis");
        let fits = self.answer != AnswerKind::Other
            && (self.answer != AnswerKind::Number
                || row.iter().all(|&i| self.values[i].is_number()));
        if !(matches!(last, Axis::Square(_)) && fits) {
            return Shown::Text(format!("{title}:\n{}", self.lines(last, row)));
        }
        let mut cells = [Cell::Empty; 64];
        for (cell, &i) in cells.iter_mut().zip(row) {
            let v = &self.values[i];
            *cell = match (self.answer, &self.floats) {
                (AnswerKind::YesNo, _) if v == &Value::Bool(true) => Cell::Member,
                (AnswerKind::YesNo, _) => Cell::Empty,
                (AnswerKind::Set, _) => {
                    Cell::Number(f64::from(bitboard(v).map_or(0, Bitboard::count)))
                }
                (_, Some(floats)) => Cell::Number(floats.value(i)),
                (_, None) => number(v).map_or(Cell::Empty, Cell::Number),
            };
        }
        let what = match self.answer {
            AnswerKind::Set => "the size of the set on each square",
            AnswerKind::YesNo => "X where it is true",
            _ => "the value on each square",
        };
        // a board shows a float to two places: the values to the bit below it
        let legend = match self.floats {
            Some(_) => format!("each square's value:\n{}", self.lines(last, row)),
            None => String::new(),
        };
        Shown::Board(Box::new(Picture {
            cells,
            caption: format!("{title}: {what}"),
            legend,
        }))
    }
}
