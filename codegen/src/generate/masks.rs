//! The masks an engine precomputes beyond the relations of the reference pages (Stockfish's
//! `ForwardFileBB`, `PawnAttackSpan`, `PassedPawnSpan`, `RayPassBB`): the pawn-structure masks
//! and the ray past a square, each a set of squares found by walking the board.

use super::declared::{Declared, baked};
use crate::bake::{self, Attackers, Colors, FileOf, Range, RankOf, Squares};
use crate::oracle::{self, SQUARES};
use chess_lut_types::table::{Drawing, View};
use chess_lut_types::{Attacker, Bitboard, Color, File, Rank, Square};

/// Every table of the family, in the order they are emitted.
pub fn tables() -> Vec<Declared> {
    let forward = |c: Color| if c == Color::White { 1 } else { -1 };
    let in_front = move |files: &'static [i32]| {
        move |(c, sq): (Color, Square)| Bitboard(oracle::in_front(sq as u8, forward(c), files))
    };
    vec![
        baked(
            bake::Table::new("adjacent_files", FileOf("sq"), |f: File| {
                let f = f as i32;
                Bitboard(oracle::bitboard(SQUARES.filter(|&s| (oracle::file(s) - f).abs() == 1)))
            })
            .doc(
                r#"The two files beside `sq`'s (one on the a- and h-file), every rank: where a pawn's
neighbours stand, for isolated pawns.

```
use chess_lut::{File, Square::*, adjacent_files};
assert_eq!(adjacent_files(E4), File::D.bitboard() | File::F.bitboard());
assert_eq!(adjacent_files(A7), File::B.bitboard());
```"#,
            )
            .twin("crate::calc::adjacent_files"),
        ).drawn(Drawing::new(View::Set, &["e4"])),
        baked(
            bake::Table::new("forward_file", (Colors("color"), Squares("sq")), in_front(&[0]))
                .doc(
                    r#"The squares in front of `sq` on its file, for `color`: where a pawn pushes, and what makes
a doubled pawn. "In front" is strictly towards the side's far edge.

```
use chess_lut::{Color::*, Square::*, forward_file};
assert_eq!(forward_file(White, E5), E6.bitboard() | E7.bitboard() | E8.bitboard());
assert_eq!(forward_file(Black, E2), E1.bitboard());
assert!(forward_file(White, E8).is_empty());
```"#,
                )
                .twin("crate::calc::forward_file"),
        ).drawn(Drawing::new(View::Around(None), &["white", "e4"])),
        baked(
            bake::Table::new("forward_ranks", (Colors("color"), RankOf("sq")), move |(c, r): (Color, Rank)| {
                let r = r as i32;
                Bitboard(oracle::bitboard(SQUARES.filter(|&s| (oracle::rank(s) - r) * forward(c) > 0)))
            })
            .doc(
                r#"Every square on the ranks in front of `sq`'s rank, for `color`.

```
use chess_lut::{Color::*, Rank, Square::*, forward_ranks};
assert_eq!(forward_ranks(White, C7), Rank::Eighth.bitboard());
assert_eq!(forward_ranks(Black, C3), Rank::First.bitboard() | Rank::Second.bitboard());
```"#,
            )
            .twin("crate::calc::forward_ranks"),
        ).drawn(Drawing::new(View::Around(None), &["white", "e4"])),
        baked(
            bake::Table::new("pawn_attack_span", (Colors("color"), Squares("sq")), in_front(&[-1, 1]))
                .doc(
                    r#"The squares a pawn of `color` on `sq` could ever attack as it advances: the adjacent files,
in front of it. A pawn is backward, or an outpost safe, when no enemy pawn stands there.

```
use chess_lut::{Color::*, Square::*, bitboard, pawn_attack_span};
assert_eq!(pawn_attack_span(White, E5), bitboard! {
    . . . X . X . .
    . . . X . X . .
    . . . X . X . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
});
```"#,
                )
                .twin("crate::calc::pawn_attack_span"),
        ).drawn(Drawing::new(View::Around(None), &["white", "e4"])),
        baked(
            bake::Table::new("passed_pawn_span", (Colors("color"), Squares("sq")), in_front(&[-1, 0, 1]))
                .doc(
                    r#"The squares that must hold no enemy pawn for a pawn of `color` on `sq` to be passed: its
file and the adjacent files, in front of it.

```
use chess_lut::{Color::*, Square::*, bitboard, passed_pawn_span};
assert_eq!(passed_pawn_span(Black, B4), bitboard! {
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    X X X . . . . .
    X X X . . . . .
    X X X . . . . .
});
```"#,
                )
                .twin("crate::calc::passed_pawn_span"),
        ).drawn(Drawing::new(View::Around(None), &["white", "e4"])),
        baked(
            bake::Table::new("beyond", (Squares("from"), Squares("through")), |(a, b): (Square, Square)| {
                Bitboard(oracle::beyond(a as u8, b as u8))
            })
            .doc(
                r#"The squares on the ray from `from` through `through`, strictly past `through`: what a
slider on `from` sees through `through` (an x-ray, a discovered attack). Empty when the two
share no line or are the same square. Stockfish's `RayPassBB` holds the squares from `from` to
`through` too: that is [`ray`](crate::ray).

```
use chess_lut::{Square::*, beyond, bitboard};
assert_eq!(beyond(A1, C3), bitboard! {
    . . . . . . . X
    . . . . . . X .
    . . . . . X . .
    . . . . X . . .
    . . . X . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
});
assert!(beyond(A1, B3).is_empty());
```"#,
            )
            .twin("crate::calc::beyond"),
        ).drawn(Drawing::new(View::Set, &["a1", "c3"])),
        baked(
            bake::Table::new("ray", (Squares("from"), Squares("through")), |(a, b): (Square, Square)| {
                Bitboard(oracle::ray_through(a as u8, b as u8))
            })
            .doc(
                r#"The ray from `from` through `through` to the edge of the board: the squares between,
`through` and those past it; not `from`. Empty when the two share no line or are the same
square. Stockfish's `RayPassBB` (`ray_pass_bb`); the squares a slider on `from` would reach
through `through` on an empty board; [`path`](crate::path) and [`beyond`](crate::beyond)
together, where the two are aligned.

```
use chess_lut::{Square::*, bitboard, ray};
assert_eq!(ray(B2, D4), bitboard! {
    . . . . . . . X
    . . . . . . X .
    . . . . . X . .
    . . . . X . . .
    . . . X . . . .
    . . X . . . . .
    . . . . . . . .
    . . . . . . . .
});
assert!(ray(A1, B3).is_empty());
```"#,
            )
            .twin("crate::calc::ray"),
        ).drawn(Drawing::new(View::Set, &["a1", "c3"])).benched_by_hand(),
        baked(
            bake::Table::new("direction", (Squares("from"), Squares("to")), |(a, b): (Square, Square)| {
                // clockwise from north: the first of the eight rays from `a` that reaches `b`
                const COMPASS: [oracle::Step; 8] =
                    [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
                (0..8u8)
                    .find(|&d| oracle::ray(a as u8, COMPASS[usize::from(d)]).contains(&(b as u8)))
                    .unwrap_or(8)
            })
            .doc(
                r#"The compass direction from `from` towards `to`, where the two share a rank, a file or a
diagonal: 0 north (up the board), 1 north-east, 2 east, 3 south-east, 4 south, 5 south-west,
6 west, 7 north-west, clockwise; 8 where they share no line or are the same square. What the
pin and check-line code of mailbox and 0x88 engines asks (Crafty's `directions[from][to]`, the
king's direction to a slider): the square-index step of direction `d` is
`[8, 9, 1, -7, -8, -9, -1, 7][d]`, the 0x88 step `[16, 17, 1, -15, -16, -17, -1, 15][d]`.

```
use chess_lut::{Square::*, direction};
assert_eq!(direction(E1, E8), 0); // north, up the e-file
assert_eq!(direction(E4, H7), 1); // north-east
assert_eq!(direction(H8, A1), 5); // south-west, along the long diagonal
assert_eq!(direction(B1, C3), 8); // a knight's step: no line
assert_eq!(direction(D4, D4), 8);
```"#,
            )
            .twin("crate::calc::direction"),
        ).drawn(Drawing::new(View::Each, &["e4"])),
        baked(
            bake::Table::new("x88_direction", Range::new("difference", -119..=119i16), |d: i16| {
                // the compass direction of the first pair of squares this far apart, as
                // `direction` finds it: the difference is the same for every such pair
                const COMPASS: [oracle::Step; 8] =
                    [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
                let x88 = |s: u8| i16::from(16 * (s / 8) + s % 8);
                SQUARES
                    .flat_map(|a| SQUARES.map(move |b| (a, b)))
                    .find(|&(a, b)| x88(b) - x88(a) == d)
                    .and_then(|(a, b)| {
                        (0..8u8).find(|&k| oracle::ray(a, COMPASS[usize::from(k)]).contains(&b))
                    })
                    .unwrap_or(8)
            })
            .outside(8)
            .doc(
                r#"The compass direction of the signed 0x88 difference `difference` (`to - from`, each
square numbered `16 * rank + file`), as [`direction`](crate::direction) numbers it: 0 north,
1 north-east, clockwise to 7 north-west; 8 where squares that far apart share no line, and
for a number no two squares are apart by (a file step of 8, or outside `-119..=119`). What
mailbox and 0x88 engines read by the difference alone, with no square (Fruit's and Crafty's
delta tables): one row of 239 bytes for every pair.

```
use chess_lut::{Square::*, direction, x88_direction};
let x88 = |s: chess_lut::Square| 16 * (s.rank() as i16) + s.file() as i16;
assert_eq!(x88_direction(16), 0); // one rank up: north
assert_eq!(x88_direction(-17), 5); // one rank down and one file left: south-west
assert_eq!(x88_direction(18), 8); // a knight's step: no line
assert_eq!(x88_direction(x88(H8) - x88(A1)), direction(A1, H8));
assert_eq!(x88_direction(300), 8);
```"#,
            )
            .twin("crate::calc::x88_direction"),
        ).drawn(Drawing::new(View::Set, &["-17"])),
        baked(
            bake::Table::new("pseudo_attacks", (Attackers("attacker"), Squares("sq")), |(a, sq): (Attacker, Square)| {
                // each attacker's steps, walked to the edge where it slides
                let (sq, (steps, slides)) = (sq as u8, oracle::movement(a));
                Bitboard(if slides {
                    oracle::bitboard(steps.iter().flat_map(|&d| oracle::ray(sq, d)))
                } else {
                    oracle::leaper_targets(sq, steps)
                })
            })
            .doc(
                r#"The squares `attacker` on `sq` attacks on an empty board: Stockfish's `PseudoAttacks[pt][sq]`
(`attacks_bb<Pt>(sq)`), which its pin and check detection reads before it looks at the
occupancy (is a slider lined up with the king at all?), and its evaluation's mobility areas; a
pawn by its colour, as the attackers are numbered.

```
use chess_lut::{Attacker, Square::*, pseudo_attacks};
assert_eq!(pseudo_attacks(Attacker::Rook, A1).count(), 14);
assert_eq!(pseudo_attacks(Attacker::Queen, D4).count(), 27);
assert_eq!(pseudo_attacks(Attacker::WhitePawn, E4), D5.bitboard() | F5.bitboard());
```"#,
            )
            .twin("crate::calc::pseudo_attacks"),
        ).drawn(Drawing::new(View::Set, &["queen", "d4"])),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str) -> crate::table::Static {
        super::super::declared::named(&tables(), name)
    }

    #[test]
    fn masks_by_hand() {
        assert_eq!(table("adjacent-files").values[0], 0x0202_0202_0202_0202);
        // a white pawn on e4: e5 e6 e7 e8 in front; d5-d8 and f5-f8 its attack span
        assert_eq!(table("forward-file").values[28], 0x1010_1010_0000_0000);
        assert_eq!(table("pawn-attack-span").values[28], 0x2828_2828_0000_0000);
        assert_eq!(table("passed-pawn-span").values[28], 0x3838_3838_0000_0000);
        // a black pawn on e4 looks down
        assert_eq!(table("forward-file").values[64 + 28], 0x0000_0000_0010_1010);
        // white's rank 7 has rank 8 in front, black's rank 1 nothing
        assert_eq!(table("forward-ranks").values[6], 0xFF00_0000_0000_0000);
        assert_eq!(table("forward-ranks").values[8], 0);
        // beyond c3 from a1: d4 to h8
        assert_eq!(table("beyond").values[18], 0x8040_2010_0800_0000);
        assert_eq!(table("beyond").values[17], 0, "a1 and b3 share no line");
        // the ray from a1 through c3: b2 to h8
        assert_eq!(table("ray").values[18], 0x8040_2010_0804_0200);
        assert_eq!(table("ray").values[17], 0, "a1 and b3 share no line");
        assert_eq!(table("ray").values[0], 0, "a1 and a1");
    }
}
