//! How `show` answers from an engine's baked table: with every argument, the one value (a set
//! drawn as a board); with all but a last square, a board of each square's value; with all but
//! a last range, the row of values. The table's description file holds every value.

use chess_lut::relations::AnswerKind;
use chess_lut::{Bitboard, Square};
use serde_json::Value;

use crate::baked::{Axis, Baked, bitboard, number};
use crate::board::{Cell, Picture, Shown};

/// `show --tables … NAME ARGS…`: with every argument, the one value (a set drawn as a
/// board); with all but a last square, a board of each square's value; with all but a
/// last range, the row of values.
pub(super) fn answer(baked: &Baked, name: &str, args: &[String]) -> Result<Shown, String> {
    let t = baked.get(name)?;
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
