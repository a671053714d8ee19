//! The rows of a generated static: how its values are laid out in the source (nested arrays
//! and labelled lines, [`Row`]) and the one writer of their cells ([`write_cells`]), shared by
//! the tables a bake declares and by chess-lut's own generator, which writes its tables as data.
//! Not part of the bake's API for engines.

pub use chess_lut_types::table::{Elem, Record};

/// One element as Rust source, appended to `out`: [`Elem::write_literal`], into a `String`.
pub fn write_literal(out: &mut String, elem: Elem, v: u64) {
    elem.write_literal(out, v)
        .expect("writing to a String does not fail");
}

/// `v` in decimal, appended to `out`: [`chess_lut_types::table::write_decimal`], into a
/// `String`.
pub fn write_decimal(out: &mut String, v: u64) {
    chess_lut_types::table::write_decimal(out, v).expect("writing to a String does not fail");
}

/// How the values of a table are laid out in the source: nested arrays and labelled lines.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Row {
    /// One source line of values, `/* label */ [v, …],` when `array`, `/* label */ v, …,` when
    /// the values run on inside the enclosing array.
    Line {
        /// The comment at the start of the line.
        label: String,
        /// How many values the line holds.
        len: usize,
        /// Whether the line is a bracketed array of its own.
        array: bool,
    },
    /// A nested array spread over several lines, `// label` above its opening bracket.
    Array {
        /// The comment above the array.
        label: String,
        /// Its contents.
        rows: Vec<Row>,
    },
    /// Lines that run on inside the enclosing array, under a `// label` comment: one square's
    /// row of a flat table (the slider tables').
    Group {
        /// The comment above the lines.
        label: String,
        /// The lines.
        rows: Vec<Row>,
    },
}

impl Row {
    /// How many values the row holds.
    pub fn values(&self) -> usize {
        match self {
            Row::Line { len, .. } => *len,
            Row::Array { rows, .. } | Row::Group { rows, .. } => rows.iter().map(Row::values).sum(),
        }
    }
}

/// The values a table's rows are written from, in order: the one writer of rows
/// ([`write_cells`]) takes them from a table laid out as data (its values and columns) and from
/// a baked table (each value's text).
pub trait Cells {
    /// Writes the next `n` values, separated by `, `.
    fn write(&mut self, out: &mut String, n: usize);
    /// The struct each bracketed line is written as, its values as the fields; `None` for a
    /// line of values.
    fn record(&self) -> Option<&Record> {
        None
    }
}

/// A baked table's values, each already written as its element type writes it.
impl<'a, I: Iterator<Item = &'a String>> Cells for I {
    fn write(&mut self, out: &mut String, n: usize) {
        for k in 0..n {
            if k > 0 {
                out.push_str(", ");
            }
            out.push_str(self.next().expect("rows longer than values"));
        }
    }
}

/// `rows` of `values`, `depth` levels indented: each line's label padded to the widest of its
/// list, a nested array under its label, a group's lines under theirs.
pub fn write_cells<C: Cells>(out: &mut String, values: &mut C, rows: &[Row], depth: usize) {
    let indent = "    ".repeat(depth);
    let width = rows
        .iter()
        .map(|b| match b {
            Row::Line { label, .. } => label.len(),
            Row::Array { .. } | Row::Group { .. } => 0,
        })
        .max()
        .unwrap_or(0);
    for row in rows {
        match row {
            Row::Line { label, len, array } => {
                out.push_str(&indent);
                out.push_str("/* ");
                out.push_str(label);
                out.extend(std::iter::repeat_n(' ', width - label.len()));
                out.push_str(" */ ");
                let (open, close) = match (array, values.record()) {
                    (false, _) => ("", ""),
                    (true, None) => ("[", "]"),
                    (true, Some(record)) => {
                        out.push_str(record.name);
                        (" { ", " }")
                    }
                };
                out.push_str(open);
                values.write(out, *len);
                out.push_str(close);
                out.push_str(",\n");
            }
            Row::Array { label, rows } => {
                out.push_str(&format!("{indent}// {label}\n{indent}[\n"));
                write_cells(out, values, rows, depth + 1);
                out.push_str(&format!("{indent}],\n"));
            }
            Row::Group { label, rows } => {
                out.push_str(&format!("{indent}// {label}\n"));
                write_cells(out, values, rows, depth);
            }
        }
    }
}
