//! Kindergarten bitboards: a slider's attacks along one line, by the square's file (or rank) and
//! the occupancy of the line's six inner squares.

use crate::oracle::{self, LineKind};
use crate::slider_blocks::{self, Slider};
use crate::table::{Elem, Static, eight_rows};

/// `KINDERGARTEN_FILL_UP`: the first-rank attacks of each file and inner occupancy, copied onto
/// every rank.
pub fn kindergarten_fill_up() -> Static {
    let values = (0..8u8)
        .flat_map(|file| {
            (0..64u8).map(move |inner| {
                let attacked = oracle::first_rank_attacks(file, inner << 1);
                oracle::bitboard((0..8).flat_map(|rank| {
                    (0..8u8)
                        .filter(move |f| attacked >> f & 1 != 0)
                        .map(move |f| 8 * rank + f)
                }))
            })
        })
        .collect();
    Static {
        record: None,
        name: "kindergarten-fill-up".into(),
        ident: "KINDERGARTEN_FILL_UP".into(),
        shape: vec![8, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        summary:
            "a slider's attacks along a line with one square per file, by file and inner occupancy"
                .into(),
        doc: vec![
            "Indexed `[file][inner]`, `inner` bit `k` saying whether the line's square on file \
             `k + 1` (b to g) is occupied: the first-rank attacks of a rook on `file`, copied onto \
             all eight ranks. And it with a rank, diagonal or anti-diagonal mask through the \
             square to get the attacks along that line. Kindergarten bitboards gather `inner` \
             as `(occupied & mask) * 0x0202_0202_0202_0202 >> 58`."
                .into(),
        ],
        values,
        rows: eight_rows("file"),
    }
}

/// `KINDERGARTEN_A_FILE`: a rook's attacks along the a-file by rank and inner occupancy.
pub fn kindergarten_a_file() -> Static {
    let a_file = oracle::line_through(0, LineKind::File);
    let values = (0..8u8)
        .flat_map(|rank| {
            (0..64usize).map(move |inner| {
                let occupied = oracle::bitboard(
                    (0..6u8)
                        .filter(|k| inner >> k & 1 != 0)
                        .map(|k| 8 * (k + 1)),
                );
                slider_blocks::attacks(8 * rank, Slider::Rook, occupied) & a_file
            })
        })
        .collect();
    Static {
        record: None,
        name: "kindergarten-a-file".into(),
        ident: "KINDERGARTEN_A_FILE".into(),
        shape: vec![8, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        summary: "a rook's attacks along the a-file, by rank and inner occupancy".into(),
        doc: vec![
            "Indexed `[rank][inner]`, `inner` bit `k` saying whether the a-file square on rank \
             `k + 2` (a2 to a7) is occupied; shift the entry left by the file for any other \
             file. Kindergarten bitboards gather `inner` as \
             `((occupied >> file) & 0x0101_0101_0101_0101) * 0x0004_0810_2040_8000 >> 58`."
                .into(),
        ],
        values,
        rows: eight_rows("rank"),
    }
}
