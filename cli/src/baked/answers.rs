//! What the command answers from baked tables: `list`, `show` and `dump`.

use std::fmt::Write as _;

use chess_lut::relations::AnswerKind;
use chess_lut::{Bitboard, Square};
use serde_json::Value;

use super::types::{Axis, Baked, Description, Shown};
use super::values::{bitboard, number};
use crate::board::{Cell, Picture};
use crate::dump::Format;
use crate::nearest::nearest;

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
            return Ok(match (t.answer, bitboard(&t.values[i])) {
                (AnswerKind::Set, Some(set)) => {
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
        let fits = t.answer != AnswerKind::Other
            && (t.answer != AnswerKind::Number || row.iter().all(|&i| t.values[i].is_number()));
        if matches!(last, Axis::Square(_)) && fits {
            let mut cells = [Cell::Empty; 64];
            for (cell, &i) in cells.iter_mut().zip(&row) {
                let v = &t.values[i];
                *cell = match (t.answer, &t.floats) {
                    (AnswerKind::YesNo, _) if v == &Value::Bool(true) => Cell::Member,
                    (AnswerKind::YesNo, _) => Cell::Empty,
                    (AnswerKind::Set, _) => {
                        Cell::Number(f64::from(bitboard(v).map_or(0, Bitboard::count)))
                    }
                    (_, Some(floats)) => Cell::Number(floats.value(i)),
                    (_, None) => number(v).map_or(Cell::Empty, Cell::Number),
                };
            }
            let what = match t.answer {
                AnswerKind::Set => "the size of the set on each square",
                AnswerKind::YesNo => "X where it is true",
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
    pub fn dump(&self, name: &str, format: Format) -> Result<String, String> {
        let t = self.get(name)?;
        match format {
            Format::Rust => {
                let source_path = self.path.with_extension("rs");
                let source = std::fs::read_to_string(&source_path)
                    .map_err(|e| format!("cannot read {}: {e}", source_path.display()))?;
                crate::dump::item(&source, &t.ident)
                    .ok_or_else(|| format!("{} has no static {}", source_path.display(), t.ident))
            }
            Format::Csv => {
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
            Format::Json => {
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
