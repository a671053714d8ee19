//! The small tables the hyperbola sliders run on, always built: the lines through each square
//! (also the kindergarten sliders' masks), a rook's attacks along the first rank, and each
//! square's file, diagonal and anti-diagonal side by side for the dual (AVX2) quintessence.

use crate::oracle::SQUARES;
use crate::oracle::{self, LineKind};
use crate::table::{Elem, Record, Static, boards, eight_rows, square_rows};

pub fn line_masks() -> Static {
    Static {
        name: "line-masks".into(),
        ident: "LINE_MASKS".into(),
        shape: vec![4, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary:
            "the rank, file, diagonal and anti-diagonal through each square, the square included"
                .into(),
        doc: vec![
            "Indexed `[kind][square]`, kinds in `LineKind` order (rank, file, diagonal, \
             anti-diagonal): the masks of the o^(o-2r) sliding trick."
                .into(),
        ],
        values: LineKind::ALL
            .iter()
            .flat_map(|&kind| SQUARES.map(move |sq| oracle::line_through(sq, kind)))
            .collect(),
        rows: boards(
            LineKind::ALL
                .map(|k| format!("{k:?}"))
                .iter()
                .map(String::as_str),
        ),
    }
}

pub fn first_rank_attacks() -> Static {
    Static {
        name: "first-rank-attacks".into(),
        ident: "FIRST_RANK_ATTACKS".into(),
        shape: vec![8, 64],
        elem: Elem::U8,
        columns: Vec::new(),
        record: None,
        summary: "a rook's attacks along the first rank, by file and inner occupancy".into(),
        doc: vec![
            "Indexed `[file][(occupied >> 1) & 63]`: the six inner squares b..g decide, the end \
             squares never block anything beyond them. The entry has bit `f` for each attacked \
             file `f`; shift it onto any rank."
                .into(),
        ],
        values: (0..8u8)
            .flat_map(|file| {
                (0..64u8).map(move |inner| u64::from(oracle::first_rank_attacks(file, inner << 1)))
            })
            .collect(),
        rows: eight_rows("file"),
    }
}

/// `DUAL_MASKS`: per square, its file, diagonal and anti-diagonal without the square, and an
/// empty lane between the diagonals, as one 32-byte `DualMasks` (aligned to 32 bytes: one load
/// fills the four lanes of an AVX2 register, and no entry straddles a cache line). The empty
/// lane sits third, so that or-ing the register's two halves puts the file alone in one lane
/// and both diagonals in the other.
pub fn dual_masks() -> Static {
    let without = |sq: u8, kind| oracle::line_through(sq, kind) & !(1 << sq);
    Static {
        name: "dual-masks".into(),
        ident: "DUAL_MASKS".into(),
        shape: vec![64, 4],
        elem: Elem::U64,
        columns: Vec::new(),
        record: Some(Record {
            name: "DualMasks",
            fields: &["file", "diagonal", "unused", "anti_diagonal"],
        }),
        summary:
            "each square's file, diagonal and anti-diagonal, the square left out, side by side"
                .into(),
        doc: vec![
            "Indexed `[square]`: the lines o^(o-2r) slides along, in the lanes of one AVX2 \
             register, where a byte swap reverses each of them (every square of a file or a \
             diagonal lies on a rank of its own); `sliders::dual` takes a rook's file and a \
             bishop's two diagonals from one pass, the rank from `FIRST_RANK_ATTACKS`."
                .into(),
        ],
        values: SQUARES
            .flat_map(|sq| {
                [
                    without(sq, LineKind::File),
                    without(sq, LineKind::Diagonal),
                    0,
                    without(sq, LineKind::AntiDiagonal),
                ]
            })
            .collect(),
        rows: square_rows(4),
    }
}
