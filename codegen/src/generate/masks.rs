//! The tables an engine precomputes beyond the relations of the reference pages (Stockfish's
//! `SquareDistance`, `DistanceRingBB`, `ForwardFileBB`, `PawnAttackSpan` and friends): king and
//! Manhattan distances, distances to the centre, distance rings, the pawn-structure masks, and
//! the evasion path and the ray past a square. Each walks the board or searches it.

use super::declared::{Declared, baked};
use crate::bake::{self, Colors, FileOf, RankOf, Squares};
use crate::oracle::SQUARES;
use crate::oracle::{self as geo, CENTER};
use crate::table::{Elem, Static, square_rows};
use chess_lut_types::table::View;
use chess_lut_types::{Bitboard, Color, File, Rank, Square};

/// Every table of the family, in the order they are emitted.
pub fn tables() -> Vec<Declared> {
    let forward = |c: Color| if c == Color::White { 1 } else { -1 };
    let in_front = move |files: &'static [i32]| {
        move |(c, sq): (Color, Square)| Bitboard(geo::in_front(sq as u8, forward(c), files))
    };
    let king = pair_distances(geo::king_distances);
    let manhattan = pair_distances(geo::manhattan_distances);
    let centre_king = geo::step_distances(&CENTER, &geo::QUEEN_DIRECTIONS);
    let centre_manhattan = geo::step_distances(&CENTER, &geo::ROOK_DIRECTIONS);
    vec![
        baked(
            bake::Table::new("king_distance", (Squares("from"), Squares("to")), king)
                .doc(
                    r#"The king (Chebyshev) distance from `from` to `to`: the fewest king moves, the larger of the
file and rank differences, `0..=7`, by breadth-first search.

```
use chess_lut::{Square::*, king_distance};
assert_eq!(king_distance(A1, H8), 7);
assert_eq!(king_distance(E4, F6), 2);
assert_eq!(king_distance(E4, E4), 0);
```"#,
                )
                .twin("crate::calc::king_distance"),
            View::Each,
            &["e4"],
        ),
        baked(
            bake::Table::new("manhattan_distance", (Squares("from"), Squares("to")), manhattan)
                .doc(
                    r#"The Manhattan (taxicab) distance from `from` to `to`: files apart plus ranks apart,
`0..=14`, by breadth-first search.

```
use chess_lut::{Square::*, manhattan_distance};
assert_eq!(manhattan_distance(A1, H8), 14);
assert_eq!(manhattan_distance(E4, F6), 3);
```"#,
                )
                .twin("crate::calc::manhattan_distance"),
            View::Each,
            &["e4"],
        ),
        baked(
            bake::Table::new("center_distance", Squares("sq"), move |sq: Square| {
                centre_king[sq.index()]
            })
            .doc(
                r#"The king distance from `sq` to the nearest of the four centre squares d4, e4, d5, e5,
`0..=3`: how far a king (or the endgame's "centralise") has to go. By breadth-first search from
the four.

```
use chess_lut::{Square::*, center_distance};
assert_eq!((center_distance(A1), center_distance(C3), center_distance(E5)), (3, 1, 0));
```"#,
            )
            .twin("crate::calc::center_distance"),
            View::Each,
            &[],
        ),
        baked(
            bake::Table::new("center_manhattan_distance", Squares("sq"), move |sq: Square| {
                centre_manhattan[sq.index()]
            })
            .doc(
                r#"The Manhattan distance from `sq` to the nearest of d4, e4, d5, e5, `0..=6`.

```
use chess_lut::{Square::*, center_manhattan_distance};
assert_eq!((center_manhattan_distance(A1), center_manhattan_distance(C3)), (6, 2));
```"#,
            )
            .twin("crate::calc::center_manhattan_distance"),
            View::Each,
            &[],
        ),
        Declared::data(distance_rings(), &["DISTANCE_RINGS"]),
        baked(
            bake::Table::new("adjacent_files", FileOf("sq"), |f: File| {
                let f = f as i32;
                Bitboard(geo::bitboard(SQUARES.filter(|&s| (geo::file(s) - f).abs() == 1)))
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
            View::Set,
            &["e4"],
        ),
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
            View::Around(None),
            &["white", "e4"],
        ),
        baked(
            bake::Table::new("forward_ranks", (Colors("color"), RankOf("sq")), move |(c, r): (Color, Rank)| {
                let r = r as i32;
                Bitboard(geo::bitboard(SQUARES.filter(|&s| (geo::rank(s) - r) * forward(c) > 0)))
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
            View::Around(None),
            &["white", "e4"],
        ),
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
            View::Around(None),
            &["white", "e4"],
        ),
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
            View::Around(None),
            &["white", "e4"],
        ),
        baked(
            bake::Table::new("beyond", (Squares("from"), Squares("through")), |(a, b): (Square, Square)| {
                Bitboard(geo::beyond(a as u8, b as u8))
            })
            .doc(
                r#"The squares on the ray from `from` through `through`, strictly past `through`: what a
slider on `from` sees through `through` (an x-ray, a discovered attack). Empty when the two
share no line or are the same square. Stockfish's `RayPassBB`.

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
            View::Set,
            &["a1", "c3"],
        ),
    ]
}

/// A pair's distance from the breadth-first `distances` from each square, computed once.
fn pair_distances(distances: fn(u8) -> [u8; 64]) -> impl Fn((Square, Square)) -> u8 {
    let rows: Vec<[u8; 64]> = SQUARES.map(distances).collect();
    move |(a, b)| rows[a.index()][b.index()]
}

fn distance_rings() -> Static {
    let values = SQUARES
        .flat_map(|sq| {
            let dist = geo::king_distances(sq);
            (0..8u8).map(move |d| geo::bitboard(SQUARES.filter(|&t| dist[usize::from(t)] == d)))
        })
        .collect();
    Static {
        name: "distance-rings".into(),
        ident: "DISTANCE_RINGS".into(),
        shape: vec![64, 8],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "the squares at each king distance from a square, 0 (the square) to 7".into(),
        doc: vec![
            "Indexed `[square][distance]`; ring `d` is every square `d` king moves away.".into(),
        ],
        values,
        rows: square_rows(8),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str) -> Static {
        tables()
            .iter()
            .flat_map(Declared::statics)
            .find(|t| t.name == name)
            .unwrap()
    }

    #[test]
    fn distances_by_hand() {
        // a1 to h8: 7 king moves, 14 orthogonal steps
        assert_eq!(table("king-distance").values[63], 7);
        assert_eq!(table("manhattan-distance").values[63], 14);
        // a1 to the centre: d4 is 3 king moves and 6 steps away
        assert_eq!(table("center-distance").values[0], 3);
        assert_eq!(table("center-manhattan-distance").values[0], 6);
        assert_eq!(table("center-distance").values[36], 0);
    }

    #[test]
    fn masks_by_hand() {
        // e4 (28): its ring 1 is the king's eight squares, ring 0 the square
        let rings = table("distance-rings");
        assert_eq!(rings.values[28 * 8].count_ones(), 1);
        assert_eq!(rings.values[28 * 8 + 1].count_ones(), 8);
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
    }
}
