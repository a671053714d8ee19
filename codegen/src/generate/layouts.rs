//! The in-between sets in less memory (feature `layouts`): once per unordered pair, and by
//! 0x88 difference.

use super::attacks::{by_x88_diff, x88_rows};
use crate::oracle;
use crate::oracle::SQUARES;
use crate::table::{Elem, Row, Static, square_label};

pub fn in_between_triangular() -> Static {
    // Row `min` holds the pairs (min, max) for max = min..=63, rows in order: the index of a
    // pair is the number of pairs in earlier rows plus its place in its own row.
    let values: Vec<u64> = SQUARES
        .flat_map(|min| (min..64).map(move |max| oracle::in_between(min, max)))
        .collect();
    Static {
        name: "in-between-triangular".into(),
        ident: "IN_BETWEEN_TRIANGULAR".into(),
        shape: vec![64 * 65 / 2],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "the in-between sets once per unordered pair (triangular packing)".into(),
        doc: vec![
            "The pair `{a, b}` with `lo = min(a, b)` and `hi = max(a, b)` sits at \
             `lo * (127 - lo) / 2 + hi`: row `lo` holds `hi = lo..=63`, rows in order."
                .into(),
        ],
        values,
        rows: (0..64)
            .map(|lo| Row::Line {
                label: square_label(lo),
                len: 64 - lo,
                array: false,
            })
            .collect(),
    }
}

pub fn in_between_x88() -> Static {
    Static {
        name: "in-between-x88".into(),
        ident: "IN_BETWEEN_X88".into(),
        shape: vec![240],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "in-between sets by 0x88 difference, relative to the from-square".into(),
        doc: vec![
            "Indexed by `x88_diff(from, to)` (`16 * rank delta + file delta + 120`); the entry is \
             the in-between set translated so that `from` is a1, wrapping modulo 64: read it \
             with `rotate_left(from)`. Entry 0 is never used."
                .into(),
        ],
        values: by_x88_diff(240, 0, |from, to| {
            oracle::in_between(from, to).rotate_right(u32::from(from))
        }),
        rows: x88_rows(15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x88_tables_are_relative_to_from() {
        let t = in_between_x88();
        // a1 -> h8: b2..g7 relative to a1 is the same set.
        assert_eq!(t.values[239], 0x0040_2010_0804_0200);
        // h8 -> a1: the same squares, 9, 18, … steps back from h8, wrapped modulo 64.
        assert_eq!(t.values[1], 0x0040_2010_0804_0200u64.rotate_right(63));
        assert_eq!(t.values[0], 0);
    }
}
