//! Lines: the masks through each square, where two lines cross, and a rook's attacks along the
//! first rank.

use crate::oracle::SQUARES;
use crate::oracle::{self as geo, LineKind};
use crate::table::{Block, Elem, Table, boards, eight_rows, lines};

pub fn line_masks() -> Table {
    Table {
        name: "line-masks",
        ident: "LINE_MASKS",
        shape: vec![4, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "the rank, file, diagonal and anti-diagonal through each square, the square included",
        doc: vec![
            "Indexed `[kind][square]`, kinds in `LineKind` order (rank, file, diagonal, \
             anti-diagonal): the masks of the o^(o-2r) sliding trick."
                .into(),
        ],
        values: LineKind::ALL
            .iter()
            .flat_map(|&kind| SQUARES.map(move |sq| geo::line_through(sq, kind)))
            .collect(),
        rows: boards(
            LineKind::ALL
                .map(|k| format!("{k:?}"))
                .iter()
                .map(String::as_str),
        ),
    }
}

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

pub fn intersection() -> Table {
    // For each pair and each pair of line indices, find the squares on both lines by brute force
    // over the board: a representative square of each line and the oracle's intersection.
    let representative =
        |kind: LineKind, index: usize| (0..64).find(|&sq| geo::line_index(kind, sq) == index);
    let values = KIND_PAIRS
        .iter()
        .flat_map(|&(ka, kb)| {
            (0..15).flat_map(move |i| {
                (0..15).map(
                    move |j| match (representative(ka, i), representative(kb, j)) {
                        (Some(a), Some(b)) => {
                            geo::intersection(a, ka, b, kb).map_or(NO_SQUARE, u64::from)
                        }
                        _ => NO_SQUARE,
                    },
                )
            })
        })
        .collect();
    Table {
        name: "intersection",
        ident: "INTERSECTION",
        shape: vec![6, 15, 15],
        elem: Elem::U8,
        columns: Vec::new(),
        record: None,
        summary: "the square where two lines of different kinds cross, by kind pair and line indices",
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
            .map(|(ka, kb)| Block::Array {
                label: format!("{ka:?} x {kb:?}"),
                blocks: lines(15, 15, true, |i| format!("{ka:?} {i:>2}")),
            })
            .collect(),
    }
}

pub fn first_rank_attacks() -> Table {
    Table {
        name: "first-rank-attacks",
        ident: "FIRST_RANK_ATTACKS",
        shape: vec![8, 64],
        elem: Elem::U8,
        columns: Vec::new(),
        record: None,
        summary: "a rook's attacks along the first rank, by file and inner occupancy",
        doc: vec![
            "Indexed `[file][(occupied >> 1) & 63]`: the six inner squares b..g decide, the end \
             squares never block anything beyond them. The entry has bit `f` for each attacked \
             file `f`; shift it onto any rank."
                .into(),
        ],
        values: (0..8u8)
            .flat_map(|file| {
                (0..64u8).map(move |inner| u64::from(geo::first_rank_attacks(file, inner << 1)))
            })
            .collect(),
        rows: eight_rows("file"),
    }
}
