//! Distances: the knight distance, by breadth-first search.

use super::{SQUARES, pairs};
use crate::geometry as geo;
use crate::table::{Elem, Table, square_rows};

pub fn knight_distance() -> Table {
    let rows: Vec<[u8; 64]> = SQUARES.map(geo::knight_distances).collect();
    Table {
        name: "knight-distance",
        ident: "KNIGHT_DISTANCE",
        shape: vec![64, 64],
        elem: Elem::U8,
        columns: Vec::new(),
        record: None,
        summary: "fewest knight moves between two squares on an empty board",
        doc: vec!["Indexed `[a][b]`, values `0..=6`. Symmetric.".into()],
        values: pairs(|a, b| u64::from(rows[usize::from(a)][usize::from(b)])),
        layout: square_rows(64),
    }
}
