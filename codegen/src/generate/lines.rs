//! Lines (feature `lines`): where two lines cross. The line through two squares is the core's
//! (`between.rs`).

use crate::oracle::{self, LineKind};
use crate::table::{Elem, Row, Static, lines};

/// The unordered pairs of distinct line kinds, in the order of the intersection table.
const KIND_PAIRS: [(LineKind, LineKind); 6] = [
    (LineKind::Rank, LineKind::File),
    (LineKind::Rank, LineKind::Diagonal),
    (LineKind::Rank, LineKind::AntiDiagonal),
    (LineKind::File, LineKind::Diagonal),
    (LineKind::File, LineKind::AntiDiagonal),
    (LineKind::Diagonal, LineKind::AntiDiagonal),
];

/// The value of an intersection entry with no square.
const NO_SQUARE: u64 = 0xFF;

pub fn intersection() -> Static {
    // For each pair and each pair of line indices, find the squares on both lines by brute force
    // over the board: a representative square of each line and the oracle's intersection.
    let representative =
        |kind: LineKind, index: usize| (0..64).find(|&sq| oracle::line_index(kind, sq) == index);
    let values = KIND_PAIRS
        .iter()
        .flat_map(|&(ka, kb)| {
            (0..15).flat_map(move |i| {
                (0..15).map(
                    move |j| match (representative(ka, i), representative(kb, j)) {
                        (Some(a), Some(b)) => {
                            oracle::intersection(a, ka, b, kb).map_or(NO_SQUARE, u64::from)
                        }
                        _ => NO_SQUARE,
                    },
                )
            })
        })
        .collect();
    Static {
        name: "intersection".into(),
        ident: "INTERSECTION".into(),
        shape: vec![6, 15, 15],
        elem: Elem::U8,
        columns: Vec::new(),
        record: None,
        summary:
            "the square where two lines of different kinds cross, by kind pair and line indices"
                .into(),
        doc: vec![
            "Indexed `[pair][i][j]`: `pair` the unordered kind pair (rank-file, rank-diagonal, \
             rank-anti-diagonal, file-diagonal, file-anti-diagonal, diagonal-anti-diagonal), `i` \
             the index of the line of the pair's first kind and `j` of its second (rank, file, \
             `rank - file + 7`, `rank + file`). The entry is the square, or 255 (no square: off \
             the board, lines of different colour, or an index no line has)."
                .into(),
        ],
        values,
        rows: KIND_PAIRS
            .iter()
            .map(|(ka, kb)| Row::Array {
                label: format!("{ka:?} x {kb:?}"),
                rows: lines(15, 15, true, |i| format!("{ka:?} {i:>2}")),
            })
            .collect(),
    }
}
