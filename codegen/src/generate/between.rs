//! Between and through two squares: the in-between sets in three layouts, and the line.

use super::declared::{Declared, baked};
use crate::bake::{self, Squares};
use crate::oracle as geo;
use crate::oracle::SQUARES;
use crate::table::{Block, Elem, Table, lines, square_label};
use chess_lut_types::{Bitboard, Square};

pub fn in_between() -> Declared {
    baked(
        bake::Table::new(
            "in_between",
            (Squares("a"), Squares("b")),
            |(a, b): (Square, Square)| Bitboard(geo::in_between(a as u8, b as u8)),
        )
        .doc(
            r#"The squares strictly between `a` and `b` when they share a rank, file, diagonal or
anti-diagonal; empty otherwise, and for `a == b` and neighbours.

The same answers from less memory: `layouts::in_between_triangular` (16.25 KiB) and
`layouts::in_between_x88` (1.9 KiB), with the feature `layouts`.

```
use chess_lut::{Square::*, bitboard, in_between};

assert_eq!(in_between(E1, H4), bitboard! {
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . X .
    . . . . . X . .
    . . . . . . . .
});
assert!(in_between(A1, B3).is_empty()); // not on a line
assert_eq!(in_between(H4, E1), in_between(E1, H4));
```"#,
        )
        .twin("crate::calc::in_between"),
        "View::Set",
        &["e1", "h4"],
    )
}

pub fn in_between_triangular() -> Table {
    // Row `min` holds the pairs (min, max) for max = min..=63, rows in order: the index of a
    // pair is the number of pairs in earlier rows plus its place in its own row.
    let values: Vec<u64> = SQUARES
        .flat_map(|min| (min..64).map(move |max| geo::in_between(min, max)))
        .collect();
    Table {
        name: "in-between-triangular",
        ident: "IN_BETWEEN_TRIANGULAR",
        shape: vec![64 * 65 / 2],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "the in-between sets once per unordered pair (triangular packing)",
        doc: vec![
            "The pair `{a, b}` with `lo = min(a, b)` and `hi = max(a, b)` sits at \
             `lo * (127 - lo) / 2 + hi`: row `lo` holds `hi = lo..=63`, rows in order."
                .into(),
        ],
        values,
        rows: (0..64)
            .map(|lo| Block::Line {
                label: square_label(lo),
                len: 64 - lo,
                array: false,
            })
            .collect(),
    }
}

/// Collect a value per 0x88 difference from every pair that has it, checking that all pairs
/// with one difference agree. Differences no pair has get `unused`.
pub(super) fn by_x88_diff(len: usize, unused: u64, f: impl Fn(u8, u8) -> u64) -> Vec<u64> {
    let mut table: Vec<Option<u64>> = vec![None; len];
    for from in SQUARES {
        for to in SQUARES {
            let v = f(from, to);
            let slot = &mut table[geo::x88_diff(from, to)];
            assert!(
                slot.is_none_or(|old| old == v),
                "0x88 difference is ambiguous"
            );
            *slot = Some(v);
        }
    }
    table.into_iter().map(|v| v.unwrap_or(unused)).collect()
}

/// Sixteen values to a line, one line per rank delta (`dr -7` … `dr +7`): column `c` of the
/// line holds file delta `c - 8`.
pub(super) fn x88_rows(count: usize) -> Vec<Block> {
    lines(count, 16, false, |r| {
        let dr = i32::try_from(r).expect("a row") - 7;
        if dr <= 7 {
            format!("dr {dr:+}, df -8..=+7")
        } else {
            "unused".into()
        }
    })
}

pub fn in_between_x88() -> Table {
    Table {
        name: "in-between-x88",
        ident: "IN_BETWEEN_X88",
        shape: vec![240],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "in-between sets by 0x88 difference, relative to the from-square",
        doc: vec![
            "Indexed by `x88_diff(from, to)` (`16 * rank delta + file delta + 120`); the entry is \
             the in-between set translated so that `from` is a1, wrapping modulo 64: read it \
             with `rotate_left(from)`. Entry 0 is never used."
                .into(),
        ],
        values: by_x88_diff(240, 0, |from, to| {
            geo::in_between(from, to).rotate_right(u32::from(from))
        }),
        rows: x88_rows(15),
    }
}

pub fn line() -> Declared {
    baked(
        bake::Table::new("line", (Squares("a"), Squares("b")), |(a, b): (Square, Square)| {
            Bitboard(geo::line(a as u8, b as u8))
        })
        .doc(
            r#"The whole rank, file, diagonal or anti-diagonal through `a` and `b`, both included; empty
when they share none, or `a == b`.

```
use chess_lut::{Square::*, bitboard, line};

assert_eq!(line(B2, C3), bitboard! {
    . . . . . . . X
    . . . . . . X .
    . . . . . X . .
    . . . . X . . .
    . . . X . . . .
    . . X . . . . .
    . X . . . . . .
    X . . . . . . .
});
assert!(line(A1, B3).is_empty());
```"#,
        )
        .twin("crate::calc::line"),
        "View::Set",
        &["b2", "c3"],
    )
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
