//! Distances: the knight distance, by breadth-first search.

use super::declared::{Declared, baked};
use crate::bake::{self, Squares};
use crate::oracle as geo;
use crate::oracle::SQUARES;
use chess_lut_types::Square;
use chess_lut_types::table::View;

pub fn knight_distance() -> Declared {
    let rows: Vec<[u8; 64]> = SQUARES.map(geo::knight_distances).collect();
    baked(
        bake::Table::new("knight_distance", (Squares("from"), Squares("to")), move |(a, b): (Square, Square)| {
            rows[a.index()][b.index()]
        })
        .doc(
            r#"The fewest knight moves from `from` to `to` on an empty board, `0..=6`, by breadth-first
search.

```
use chess_lut::{Square::*, knight_distance};

assert_eq!(knight_distance(G1, F3), 1);
assert_eq!(knight_distance(A1, H8), 6);
assert_eq!(knight_distance(E4, E5), 3);
// a corner and its diagonal neighbour: 4 moves, not the 2 of the open board
assert_eq!(knight_distance(A1, B2), 4);
assert_eq!(knight_distance(C3, D4), 2);
```"#,
        )
        .twin("crate::calc::knight_distance"),
        View::Each,
        &["e4"],
    )
}
