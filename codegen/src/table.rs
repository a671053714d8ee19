//! The generated statics as data: their values, shape, documentation and source rows, and the row shapes the
//! generators share (a line per square, per rank, per file). Built by [`crate::generate`],
//! written out by [`crate::emit`].

use crate::oracle::square_name;

pub(crate) use chess_lut_bake::rows::{Row, write_decimal, write_literal};
pub use chess_lut_types::table::{Elem, Record};

/// How the values of one column of a table are written: chosen only by the slider tables'
/// generators.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(not(any(feature = "magic", feature = "pext")), allow(dead_code))]
pub(crate) enum Radix {
    /// As the element type writes them (hex for `u64`).
    Default,
    /// In decimal: counts, shifts, offsets.
    Decimal,
}

/// A generated static, as data: everything the emitter, the registry and the tests need.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Static {
    /// The registry name, kebab-case: `in-between`.
    pub name: String,
    /// The name of the `static`: `IN_BETWEEN`.
    pub ident: String,
    /// The dimensions, outermost first: `[64, 64]`.
    pub shape: Vec<usize>,
    /// The element type.
    pub elem: Elem,
    /// One line: what the table holds.
    pub summary: String,
    /// Further documentation: how it is indexed and read.
    pub doc: Vec<String>,
    /// The values, flattened row-major.
    pub values: Vec<u64>,
    /// The source rows of the outermost array's contents.
    pub(crate) rows: Vec<Row>,
    /// How each column (the innermost index) is written; empty: every value as the element
    /// type writes it.
    pub(crate) columns: Vec<Radix>,
    /// For a table of structs: the struct and its fields (the innermost dimension); `None` for
    /// an array of numbers.
    pub record: Option<Record>,
}

impl Static {
    /// The size of the `static` in bytes.
    pub fn bytes(&self) -> usize {
        self.values.len() * self.elem.bytes()
    }

    /// The Rust type, e.g. `[[u64; 64]; 64]`, or `[MagicEntry; 64]` for a table of structs.
    pub fn rust_type(&self) -> String {
        let (scalar, dims) = match &self.record {
            Some(record) => (record.name, &self.shape[..self.shape.len() - 1]),
            None => (self.elem.name(), &self.shape[..]),
        };
        chess_lut_types::table::array_type(scalar, dims).to_string()
    }
}

/// Lines of `per_line` values, labelled by `label(index of the line)`.
pub(crate) fn lines(
    count: usize,
    per_line: usize,
    array: bool,
    label: impl Fn(usize) -> String,
) -> Vec<Row> {
    (0..count)
        .map(|i| Row::Line {
            label: label(i),
            len: per_line,
            array,
        })
        .collect()
}

/// A square's name as a label: `a1` for index 0.
pub(crate) fn square_label(i: usize) -> String {
    square_name(u8::try_from(i).expect("a square index"))
}

/// The rows of a table with one row per square, one source line each, labelled with the
/// square: `count` values to a row.
pub(crate) fn square_rows(count: usize) -> Vec<Row> {
    lines(64, count, true, square_label)
}

/// Eight rows of 64, one per file (`file a` …) or per rank (`rank 1` …).
pub(crate) fn eight_rows(what: &'static str) -> Vec<Row> {
    lines(8, 64, true, move |i| {
        let i = u8::try_from(i).expect("a row");
        let name = if what == "file" { b'a' + i } else { b'1' + i };
        format!("{what} {}", char::from(name))
    })
}

/// A 64-entry table by square, eight squares (one rank) to a line: `a1-h1`, …
pub(crate) fn by_rank() -> Vec<Row> {
    lines(8, 8, false, |r| {
        format!("{}-{}", square_label(8 * r), square_label(8 * r + 7))
    })
}

/// One board per label, each a bracketed array of eight rank lines ([`by_rank`]): the rows of
/// a table indexed `[label][square]`, such as `[color][square]` or `[kind][square]`.
pub(crate) fn boards<'a>(labels: impl IntoIterator<Item = &'a str>) -> Vec<Row> {
    labels
        .into_iter()
        .map(|label| Row::Array {
            label: label.into(),
            rows: by_rank(),
        })
        .collect()
}

/// Values per source line of the slider attack tables (magic and PEXT): 32 hex bitboards,
/// about 750 characters.
#[cfg(any(feature = "magic", feature = "pext"))]
pub(crate) const PER_LINE: usize = 32;

/// A table of four `u64`s, 2 by 2, for the tests of what is written from a table.
#[cfg(test)]
pub(crate) fn tiny() -> Static {
    Static {
        name: "tiny".into(),
        ident: "TINY".into(),
        shape: vec![2, 2],
        elem: Elem::U64,
        summary: "a test table".into(),
        doc: vec!["Indexed `[i][j]`.".into()],
        values: vec![0, 1, 0xFF00_0000_0000_0000, u64::MAX],
        rows: lines(2, 2, true, |i| ["a1", "b1"][i].into()),
        columns: vec![],
        record: None,
    }
}
