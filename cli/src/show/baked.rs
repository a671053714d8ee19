//! How `show` asks and draws an engine's baked table: each argument an index on its axis, read
//! as the axis reads it; with every argument, the one value (a set drawn as a board); with all
//! but a last square, a board of each square's value; with all but a last axis of another
//! kind, the row of values as text.

use chess_lut::Bitboard;
use chess_lut::Square;
use chess_lut::relations::{AnswerKind, AxisKind};
use chess_lut_types::table::file::Json;

use crate::baked::BakedTable;
use crate::baked::values::{bitboard, float};
use crate::board::{Cell, Picture, Shown};

/// `table` asked `args` (all its axes, or all but the last), `--occupied` refused.
pub(super) fn answer(
    t: &BakedTable,
    args: &[String],
    occupied: Option<&str>,
) -> Result<Shown, String> {
    if occupied.is_some() {
        return Err("--occupied asks chess-lut's slider tables, not baked ones".into());
    }
    let axes = t.axes();
    if args.len() + 1 < axes.len() || args.len() > axes.len() {
        let whats: Vec<String> = axes.iter().map(|a| a.what()).collect();
        return Err(format!(
            "show {} takes {}, or all but the last",
            t.name(),
            whats.join(", ")
        ));
    }
    let index = axes
        .iter()
        .zip(args)
        .map(|(a, text)| a.read(text))
        .collect::<Result<Vec<usize>, String>>()?;
    let given: Vec<String> = axes.iter().zip(&index).map(|(a, &i)| a.label(i)).collect();
    let title = format!("{} {}", t.name(), given.join(" "))
        .trim_end()
        .to_string();
    if index.len() == axes.len() {
        return Ok(draw_one(t, &title, &index, t.description.flat(&index)));
    }
    let last = axes.last().expect("a table has an axis");
    let row: Vec<usize> = (0..last.count().unwrap_or(0))
        .map(|i| {
            let mut at = index.clone();
            at.push(i);
            t.description.flat(&at)
        })
        .collect();
    Ok(draw_row(t, &title, &row))
}

/// The value at flat index `i`, asked by `index`: a set on a board, the squares asked
/// marked; anything else as text.
fn draw_one(t: &BakedTable, title: &str, index: &[usize], i: usize) -> Shown {
    let marked: Vec<Square> = t
        .axes()
        .iter()
        .zip(index)
        .filter(|(a, _)| a.kind == AxisKind::Square)
        .map(|(_, &i)| Square::ALL[i])
        .collect();
    match (t.description.answer, bitboard(&t.values[i])) {
        (AnswerKind::Set, Some(set)) => {
            let names: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
            Shown::Board(Box::new(Picture::set(
                set,
                &marked,
                format!("{title}: {} ({} squares)", names.join(" "), names.len()),
            )))
        }
        _ => Shown::Text(format!("{title}: {}\n", t.text(i))),
    }
}

/// The values at the flat indices `row`, one of each of the last axis's: a board of numbers
/// where the axis is a square and they fit on one (not 64-bit keys, written in hex), lines
/// of text otherwise.
fn draw_row(t: &BakedTable, title: &str, row: &[usize]) -> Shown {
    let last = t.axes().last().expect("a table has an axis");
    let answer = t.description.answer;
    let fits = answer != AnswerKind::Other
        && (answer != AnswerKind::Number
            || row.iter().all(|&i| matches!(t.values[i], Json::Number(_))));
    if !(last.kind == AxisKind::Square && fits) {
        return Shown::Text(format!("{title}:\n{}", t.lines(last, row)));
    }
    let mut cells = [Cell::Empty; 64];
    for (cell, &i) in cells.iter_mut().zip(row) {
        let v = &t.values[i];
        *cell = match (answer, &t.floats) {
            (AnswerKind::YesNo, _) if v == &Json::Bool(true) => Cell::Member,
            (AnswerKind::YesNo, _) => Cell::Empty,
            (AnswerKind::Set, _) => Cell::Number(f64::from(bitboard(v).map_or(0, Bitboard::count))),
            (_, Some(floats)) => Cell::Number(floats.value(i)),
            (_, None) => float(v).map_or(Cell::Empty, Cell::Number),
        };
    }
    let what = match answer {
        AnswerKind::Set => "the size of the set on each square",
        AnswerKind::YesNo => "X where it is true",
        _ => "the value on each square",
    };
    // a board shows a float to two places: the values to the bit below it
    let legend = match t.floats {
        Some(_) => format!("each square's value:\n{}", t.lines(last, row)),
        None => String::new(),
    };
    Shown::Board(Box::new(Picture {
        cells,
        caption: format!("{title}: {what}"),
        legend,
    }))
}
