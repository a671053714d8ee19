//! The small tables the hyperbola sliders run on, always built: the lines through each square
//! (also the kindergarten sliders' masks) and a rook's attacks along the first rank.

use crate::oracle::SQUARES;
use crate::oracle::{self as geo, LineKind};
use crate::table::{Elem, Table, boards, eight_rows};

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
