//! Distances by breadth-first search: the knight distance (always), and the family `distances`
//! (Stockfish's `SquareDistance` and `DistanceRingBB`, and friends): the king and Manhattan
//! distances, the distances to the centre, and the rings of squares at each king distance.

use super::declared::{Declared, baked};
#[cfg(feature = "distances")]
use crate::bake::Range;
use crate::bake::{self, Squares};
use crate::oracle;
#[cfg(feature = "distances")]
use crate::oracle::CENTER;
use crate::oracle::SQUARES;
#[cfg(feature = "distances")]
use chess_lut_types::Bitboard;
use chess_lut_types::Square;
use chess_lut_types::table::{Drawing, View};

pub fn knight_distance() -> Declared {
    let rows: Vec<[u8; 64]> = SQUARES.map(oracle::knight_distances).collect();
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
    ).drawn(Drawing::new(View::Each, &["e4"]))
    .benched_by_hand()
}

/// Every table of the family `distances`, in the order they are emitted.
#[cfg(feature = "distances")]
pub fn tables() -> Vec<Declared> {
    let king = pair_distances(oracle::king_distances);
    let manhattan = pair_distances(oracle::manhattan_distances);
    let centre_king = oracle::step_distances(&CENTER, &oracle::QUEEN_DIRECTIONS);
    let centre_manhattan = oracle::step_distances(&CENTER, &oracle::ROOK_DIRECTIONS);
    let rings: Vec<[u8; 64]> = SQUARES.map(oracle::king_distances).collect();
    let knight: Vec<[u8; 64]> = SQUARES.map(oracle::knight_distances).collect();
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
        ).drawn(Drawing::new(View::Each, &["e4"])),
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
        ).drawn(Drawing::new(View::Each, &["e4"])),
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
        ).drawn(Drawing::new(View::Each, &[])),
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
        ).drawn(Drawing::new(View::Each, &[])),
        baked(
            bake::Table::new("distance_ring", (Squares("sq"), Range::new("distance", 0..=7u8)), move |(sq, d): (Square, u8)| {
                Bitboard(oracle::bitboard(SQUARES.filter(|&t| rings[sq.index()][usize::from(t)] == d)))
            })
            .outside(Bitboard::EMPTY)
            .doc(
                r#"The squares at king distance exactly `distance` from `sq`: a square ring around it
(`distance` 0 is `sq` itself), cut where it falls off the board; Stockfish's `DistanceRingBB`.
By breadth-first search.

```
use chess_lut::{Square::*, bitboard, distance_ring};
assert_eq!(distance_ring(E4, 2), bitboard! {
    . . . . . . . .
    . . . . . . . .
    . . X X X X X .
    . . X . . . X .
    . . X . . . X .
    . . X . . . X .
    . . X X X X X .
    . . . . . . . .
});
assert_eq!(distance_ring(E4, 0), E4.bitboard());
assert!(distance_ring(E4, 8).is_empty());
```"#,
            )
            .twin("crate::calc::distance_ring"),
        ).drawn(Drawing::new(View::Set, &["e4", "2"])),
        baked(
            bake::Table::new("knight_ring", (Squares("sq"), Range::new("moves", 0..=6u8)), move |(sq, n): (Square, u8)| {
                Bitboard(oracle::bitboard(SQUARES.filter(|&t| knight[sq.index()][usize::from(t)] == n)))
            })
            .outside(Bitboard::EMPTY)
            .doc(
                r#"The squares a knight on `sq` needs exactly `moves` moves to reach on an empty board: the
ring of [`knight_distance`](crate::knight_distance) `moves` around it (`moves` 0 is `sq`
itself), empty from 7 on. By breadth-first search.

```
use chess_lut::{Square::*, bitboard, knight_ring};
assert_eq!(knight_ring(A1, 2), bitboard! {
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    X . X . . . . .
    . X . X . . . .
    X . . . X . . .
    . . . X . . . .
    . . X . X . . .
});
assert_eq!(knight_ring(E4, 1).count(), 8);
assert!(knight_ring(E4, 7).is_empty());
```"#,
            )
            .twin("crate::calc::knight_ring"),
        ).drawn(Drawing::new(View::Set, &["e4", "2"])),
    ]
}

/// A pair's distance from the breadth-first `distances` from each square, computed once.
#[cfg(feature = "distances")]
fn pair_distances(distances: fn(u8) -> [u8; 64]) -> impl Fn((Square, Square)) -> u8 {
    let rows: Vec<[u8; 64]> = SQUARES.map(distances).collect();
    move |(a, b)| rows[a.index()][b.index()]
}

#[cfg(all(test, feature = "distances"))]
mod tests {
    use super::*;

    fn table(name: &str) -> crate::table::Static {
        super::super::declared::named(&tables(), name)
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
        // e4 (28): its ring 1 is the king's eight squares, ring 0 the square
        let rings = table("distance-ring");
        assert_eq!(rings.values[28 * 8].count_ones(), 1);
        assert_eq!(rings.values[28 * 8 + 1].count_ones(), 8);
    }
}
