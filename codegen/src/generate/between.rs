//! Between and through two squares, in the core (no feature): the in-between sets, the crate's
//! first table (its other layouts are in `layouts.rs`), the evasion path (the in-between squares
//! and the far one, what Stockfish and some engines call "between") and the whole line through two squares.

use super::declared::{Declared, baked};
use crate::bake::{self, Squares};
use crate::oracle;
use chess_lut_types::table::{Drawing, View};
use chess_lut_types::{Bitboard, Square};

pub fn in_between() -> Declared {
    baked(
        bake::Table::new(
            "in_between",
            (Squares("a"), Squares("b")),
            |(a, b): (Square, Square)| Bitboard(oracle::in_between(a as u8, b as u8)),
        )
        .doc(
            r#"The squares strictly between `a` and `b` when they share a rank, file, diagonal or
anti-diagonal; empty otherwise, and for `a == b` and neighbours.

"Between" means two things in engines. This is cozy-chess's `get_between_rays`, shakmaty's
`attacks::between`, the `chess` crate's `between` and Stockfish 12's `between_bb`:
neither square included, and some engines' own `BETWEEN` (Simbelmyne's). Stockfish's
`between_bb` (`BetweenBB`) today, and other engines' `BETWEEN` (Carp's), also hold `b` (and `b`
alone where the two share no line): that is [`path`](crate::path), the pin and evasion mask.
Ask an engine's table about a1 and c3 to know which it is: c3 in it is `path`.

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
    )
    .drawn(Drawing::new(View::Set, &["e1", "h4"]))
    .benched_by_hand()
}

pub fn path() -> Declared {
    baked(
        bake::Table::new("path", (Squares("from"), Squares("to")), |(a, b): (Square, Square)| {
            Bitboard(oracle::in_between(a as u8, b as u8) | 1 << (b as u8))
        })
        .doc(
            r#"The squares strictly between `from` and `to` and `to` itself: where a piece may go to answer
a check given from `to` to a king on `from` (capture the checker or block it), and where a
piece pinned to a king on `from` by a slider on `to` may move (capturing the pinner
included). Only `to` when the two share no line (a knight's or pawn's check); `path(s, s)` is
`s`.

What Stockfish's `between_bb(s1, s2)` (`BetweenBB`) and some engines' own `BETWEEN` tables
give, edge cases included: the far square, the second argument, is in. The squares strictly
between, what cozy-chess, shakmaty and the `chess` crate call between, are
[`in_between`](crate::in_between); `path(a, b)` is `in_between(a, b)` and `b`.

```
use chess_lut::{Square::*, path};
assert_eq!(path(E1, E4), E2.bitboard() | E3.bitboard() | E4.bitboard());
assert_eq!(path(E1, F3), F3.bitboard()); // a knight: capture it or move the king
```"#,
        )
        .twin("crate::calc::path"),
    ).drawn(Drawing::new(View::Set, &["e1", "e4"]))
}

pub fn line() -> Declared {
    baked(
        bake::Table::new("line", (Squares("a"), Squares("b")), |(a, b): (Square, Square)| {
            Bitboard(oracle::line(a as u8, b as u8))
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
    ).drawn(Drawing::new(View::Set, &["b2", "c3"]))
    .benched_by_hand()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn path_and_line_by_hand() {
        let (path, line) = (path().statics().remove(0), line().statics().remove(0));
        // a1 to c3: b2 and c3; a1 to b3 (no line): b3 alone; a1 to a1: a1
        assert_eq!(path.values[18], 0x0004_0200);
        assert_eq!(path.values[17], 0x0002_0000);
        assert_eq!(path.values[0], 1);
        // the a1-h8 diagonal through a1 and c3; none through a1 and b3, or a1 alone
        assert_eq!(line.values[18], 0x8040_2010_0804_0201);
        assert_eq!((line.values[17], line.values[0]), (0, 0));
    }
}
