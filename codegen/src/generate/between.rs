//! Between two squares: the in-between sets, the crate's first table (its other layouts are in
//! `layouts.rs`).

use super::declared::{Declared, baked};
use crate::bake::{self, Squares};
use crate::oracle as geo;
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
