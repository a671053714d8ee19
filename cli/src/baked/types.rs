//! What a description of baked tables holds, as the command reads it: the file's tables, each
//! table's axes and values, and a float table's values read as their own type; and how `show`
//! asks a table by its axes and draws its values.

use std::fmt::Write as _;
use std::path::PathBuf;

use chess_lut::relations::{AnswerKind, AxisKind};
use chess_lut::tables::{self, Description};
use chess_lut::{Attacker, Bitboard, Color, File, LineKind, Piece, Rank, Square};
use chess_lut_types::table::file::Json;

use super::values::{bitboard, number, plain};
use crate::args::{parse, square};
use crate::board::{Cell, Picture, Showable, Shown, read_question};
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

/// What the command makes of an axis: the labels and arguments of its values, an argument
/// read back, and what one is.
pub trait AxisText {
    /// How many values it has (none for an axis no baked table has).
    fn size(&self) -> usize;
    /// The label of its `i`th value: `e4`, `white`, `knight`, `depth 12`.
    fn label(&self, i: usize) -> String;
    /// What a user types for its `i`th value: `e4`, `white`, `12`; for a file or rank, a
    /// square on it (`c1` for the c-file).
    fn argument(&self, i: usize) -> String;
    /// An argument as typed, as an index: `e4`, `white`, `knight`, `12`.
    fn read(&self, s: &str) -> Result<usize, String>;
    /// What an argument of this axis is, for messages: `a square`, `a depth (0 to 63)`.
    fn what(&self) -> String;
}

impl AxisText for Axis {
    fn size(&self) -> usize {
        self.count().unwrap_or(0)
    }

    fn label(&self, i: usize) -> String {
        match (self.kind, &self.integers) {
            (_, Some(range)) => format!("{} {}", self.name, range.start + i as i128),
            (AxisKind::Square, _) => Square::ALL[i].to_string(),
            (AxisKind::Color, _) => Color::ALL[i].name().to_string(),
            (AxisKind::Piece, _) => Piece::ALL[i].name().to_string(),
            (AxisKind::LineKind, _) => LineKind::ALL[i].to_string(),
            (AxisKind::Attacker, _) => Attacker::ALL[i].name().to_string(),
            (AxisKind::FileOf, _) => format!("file {}", File::ALL[i]),
            (AxisKind::RankOf, _) => format!("rank {}", Rank::ALL[i]),
            (AxisKind::Range | AxisKind::Slider | AxisKind::Distance, None)
            | (AxisKind::Occupancy(_), None) => i.to_string(),
        }
    }

    fn argument(&self, i: usize) -> String {
        match (self.kind, &self.integers) {
            (_, Some(range)) => (range.start + i as i128).to_string(),
            (AxisKind::FileOf, _) => Square::ALL[i].to_string(),
            (AxisKind::RankOf, _) => Square::ALL[8 * i].to_string(),
            _ => self.label(i),
        }
    }

    fn read(&self, s: &str) -> Result<usize, String> {
        Ok(match (self.kind, &self.integers) {
            (_, Some(range)) => {
                let (name, start, end) = (&self.name, range.start, range.end);
                let v: i128 = s.parse().map_err(|_| {
                    format!("bad {name} {s:?}: a whole number from {start} to {end}")
                })?;
                if !(start..=end).contains(&v) {
                    return Err(format!("bad {name} {s:?}: from {start} to {end}"));
                }
                usize::try_from(v - start).map_err(|_| format!("bad {name} {s:?}"))?
            }
            (AxisKind::Square, _) => square(s)?.index(),
            (AxisKind::Color, _) => parse::<Color>("colour", s)? as usize,
            (AxisKind::Piece, _) => parse::<Piece>("piece", s)? as usize,
            (AxisKind::LineKind, _) => parse::<LineKind>("line kind", s)? as usize,
            (AxisKind::Attacker, _) => parse::<Attacker>("piece", s)? as usize,
            (AxisKind::FileOf, _) => usize::from(square(s)?.file()),
            (AxisKind::RankOf, _) => usize::from(square(s)?.rank()),
            (AxisKind::Range | AxisKind::Slider | AxisKind::Distance, None)
            | (AxisKind::Occupancy(_), None) => {
                return Err(format!("{} is no axis a baked table has", self.name));
            }
        })
    }

    fn what(&self) -> String {
        match (self.kind, &self.integers) {
            (_, Some(range)) => format!("a {} ({} to {})", self.name, range.start, range.end),
            (AxisKind::Square | AxisKind::FileOf | AxisKind::RankOf, _) => "a square".into(),
            (AxisKind::Attacker | AxisKind::Piece, _) => "a piece".into(),
            (AxisKind::Color, _) => "a colour".into(),
            (AxisKind::LineKind, _) => "a line kind".into(),
            (AxisKind::Range | AxisKind::Slider | AxisKind::Distance, None)
            | (AxisKind::Occupancy(_), None) => format!("a {}", self.name),
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
        self.axes().iter().map(AxisText::size).collect()
    }
}

/// `show --tables … NAME ARGS…`: with every argument, the one value (a set drawn as a board);
/// with all but a last square, a board of each square's value; with all but a last range, the
/// row of values. Each argument is an index on its axis.
impl Showable for BakedTable {
    type Argument = usize;

    fn question(
        &self,
        args: &[String],
        occupied: Option<&str>,
    ) -> Result<(Vec<usize>, Bitboard), String> {
        let axes = self.axes();
        read_question(
            self.name(),
            || Some("--occupied asks chess-lut's slider tables, not baked ones".into()),
            args.len() + 1 >= axes.len() && args.len() <= axes.len(),
            || {
                let whats: Vec<String> = axes.iter().map(AxisText::what).collect();
                format!("{}, or all but the last", whats.join(", "))
            },
            args,
            occupied,
            |i, text| axes[i].read(text),
        )
    }

    fn answer(&self, index: &[usize], _: Bitboard) -> Result<Shown, String> {
        let given: Vec<String> = self
            .axes()
            .iter()
            .zip(index)
            .map(|(a, &i)| a.label(i))
            .collect();
        let title = format!("{} {}", self.name(), given.join(" "))
            .trim_end()
            .to_string();
        if index.len() == self.axes().len() {
            return Ok(self.draw_one(&title, index, self.description.flat(index)));
        }
        let last = self.axes().last().expect("a table has an axis");
        let row: Vec<usize> = (0..last.size())
            .map(|i| {
                let mut at = index.to_vec();
                at.push(i);
                self.description.flat(&at)
            })
            .collect();
        Ok(self.draw_row(&title, &row))
    }
}

impl BakedTable {
    /// The value at flat index `i`, asked by `index`: a set on a board, the squares asked
    /// marked; anything else as text.
    fn draw_one(&self, title: &str, index: &[usize], i: usize) -> Shown {
        let marked: Vec<Square> = self
            .axes()
            .iter()
            .zip(index)
            .filter(|(a, _)| a.kind == AxisKind::Square)
            .map(|(_, &i)| Square::ALL[i])
            .collect();
        match (self.description.answer, bitboard(&self.values[i])) {
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
        let last = self.axes().last().expect("a table has an axis");
        let answer = self.description.answer;
        let fits = answer != AnswerKind::Other
            && (answer != AnswerKind::Number
                || row
                    .iter()
                    .all(|&i| matches!(self.values[i], Json::Number(_))));
        if !(last.kind == AxisKind::Square && fits) {
            return Shown::Text(format!("{title}:\n{}", self.lines(last, row)));
        }
        let mut cells = [Cell::Empty; 64];
        for (cell, &i) in cells.iter_mut().zip(row) {
            let v = &self.values[i];
            *cell = match (answer, &self.floats) {
                (AnswerKind::YesNo, _) if v == &Json::Bool(true) => Cell::Member,
                (AnswerKind::YesNo, _) => Cell::Empty,
                (AnswerKind::Set, _) => {
                    Cell::Number(f64::from(bitboard(v).map_or(0, Bitboard::count)))
                }
                (_, Some(floats)) => Cell::Number(floats.value(i)),
                (_, None) => number(v).map_or(Cell::Empty, Cell::Number),
            };
        }
        let what = match answer {
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
