//! Who attacks what: the 0x88-difference attack table (and its indexing by 0x88 difference,
//! which the in-between sets' 0x88 layout shares), the leapers' attack sets, and where each
//! piece must stand to attack the squares next to a king.

use super::declared::{Declared, baked};
use crate::bake::{self, Attackers, Colors, Squares};
use crate::oracle::{self, Attacker, SQUARES};
use crate::table::{Elem, Row, Static, lines};
use chess_lut_types::table::{Drawing, View};
use chess_lut_types::{Bitboard, Color, Square};

pub fn x88_attacks() -> Static {
    let values = Attacker::ALL
        .iter()
        .flat_map(|&attacker| {
            by_x88_diff(256, u64::MAX, move |from, to| {
                match oracle::attack_path(attacker, from, to) {
                    Some(between) if from != to => between.rotate_right(u32::from(from)),
                    _ => u64::MAX,
                }
            })
        })
        .collect();
    Static {
        name: "x88-attacks".into(),
        ident: "X88_ATTACKS".into(),
        shape: vec![7, 256],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "attack-by-piece obstruction masks by attacker and 0x88 difference".into(),
        doc: vec![
            "Indexed `[attacker][x88_diff(from, to)]`, rows in `Attacker` order. An entry is \
             empty for a leaper or pawn that attacks that way, all ones where the piece can never \
             attack that way (and for `from == to`), and for a slider the squares strictly \
             between, translated so that `from` is a1."
                .into(),
            "`to` is attacked when `entry & (occupied.rotate_right(from) | 1) == 0`: the `| 1` \
             makes the all-ones entries answer no even on an empty board."
                .into(),
            "Differences 240..=255 never occur; they pad each row to 256 so that the index needs \
             no bounds check."
                .into(),
        ],
        values,
        rows: Attacker::ALL
            .iter()
            .map(|a| Row::Array {
                label: format!("{a:?}"),
                rows: x88_rows(16),
            })
            .collect(),
    }
}

/// Collect a value per 0x88 difference from every pair that has it, checking that all pairs
/// with one difference agree. Differences no pair has get `unused`.
pub(super) fn by_x88_diff(len: usize, unused: u64, f: impl Fn(u8, u8) -> u64) -> Vec<u64> {
    let mut table: Vec<Option<u64>> = vec![None; len];
    for from in SQUARES {
        for to in SQUARES {
            let v = f(from, to);
            let slot = &mut table[oracle::x88_diff(from, to)];
            assert!(
                slot.is_none_or(|old| old == v),
                "0x88 difference is ambiguous"
            );
            *slot = Some(v);
        }
    }
    table.into_iter().map(|v| v.unwrap_or(unused)).collect()
}

/// Sixteen values to a line, one line per rank delta (`dr -7` … `dr +7`): column `c` of the
/// line holds file delta `c - 8`.
pub(super) fn x88_rows(count: usize) -> Vec<Row> {
    lines(count, 16, false, |r| {
        let dr = i32::try_from(r).expect("a row") - 7;
        if dr <= 7 {
            format!("dr {dr:+}, df -8..=+7")
        } else {
            "unused".into()
        }
    })
}

pub fn knight_attacks() -> Declared {
    baked(
        bake::Table::new("knight_attacks", Squares("sq"), |sq: Square| {
            Bitboard(oracle::leaper_targets(sq as u8, &oracle::KNIGHT_JUMPS))
        })
        .doc(
            r#"The squares a knight on `sq` attacks.

```
use chess_lut::{Square::*, bitboard, knight_attacks};

assert_eq!(knight_attacks(B1), bitboard! {
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    X . X . . . . .
    . . . X . . . .
    . . . . . . . .
});
```"#,
        )
        .twin("crate::calc::knight_attacks"),
    )
    .drawn(Drawing::new(View::Around(Some(Attacker::Knight)), &["g1"]))
}

pub fn king_attacks() -> Declared {
    baked(
        bake::Table::new("king_attacks", Squares("sq"), |sq: Square| {
            Bitboard(oracle::leaper_targets(sq as u8, &oracle::QUEEN_DIRECTIONS))
        })
        .doc(
            r#"The squares a king on `sq` attacks.

```
use chess_lut::{Square::*, bitboard, king_attacks};

assert_eq!(king_attacks(H8), bitboard! {
    . . . . . . X .
    . . . . . . X X
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
});
```"#,
        )
        .twin("crate::calc::king_attacks"),
    )
    .drawn(Drawing::new(View::Around(Some(Attacker::King)), &["e1"]))
}

pub fn king_zone_reach() -> Declared {
    baked(
        bake::Table::new(
            "king_zone_reach",
            (Attackers("attacker"), Squares("king")),
            |(attacker, king): (Attacker, Square)| {
                let zone: Vec<u8> = oracle::QUEEN_DIRECTIONS
                    .iter()
                    .filter_map(|&step| oracle::offset(king as u8, step))
                    .collect();
                Bitboard(oracle::bitboard(SQUARES.filter(|&from| {
                    zone.iter().any(|&to| oracle::attacks(attacker, from, to, 0))
                })))
            },
        )
        .doc(
            r#"The squares from which `attacker` attacks a square next to `king` on an empty board: where
a piece must stand to attack the king's zone at all, whatever stands between. A move
generator finding where the king may step asks only the sliders standing there; an
evaluation counting the zone's attackers skips the others. The zone is the king's neighbours,
not its square: a knight giving check need not stand in the knight's reach.

```
use chess_lut::{Attacker, Square::*, bitboard, king_zone_reach};

assert_eq!(king_zone_reach(Attacker::Bishop, G1), bitboard! {
    X X . . . . . .
    X X X . . . . .
    X X X X . . . .
    . X X X X . . .
    . . X X X X . X
    . . . X X X X X
    . . . . X . X .
    . . . . X X X X
});
assert_eq!(king_zone_reach(Attacker::WhitePawn, E8), bitboard! {
    . . . . . . . .
    . . X . X . X .
    . . X X X X X .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
});
```"#,
        )
        .twin("crate::calc::king_zone_reach"),
    ).drawn(Drawing::new(View::Set, &["bishop", "g1"]))
}

pub fn pawn_attacks() -> Declared {
    baked(
        bake::Table::new(
            "pawn_attacks",
            (Colors("color"), Squares("sq")),
            |(c, sq): (Color, Square)| {
                let captures = match c {
                    Color::White => &oracle::WHITE_PAWN_CAPTURES,
                    Color::Black => &oracle::BLACK_PAWN_CAPTURES,
                };
                Bitboard(oracle::leaper_targets(sq as u8, captures))
            },
        )
        .doc(
            r#"The squares a pawn of `color` on `sq` attacks (captures). A pawn on its own last rank
attacks nothing; on its first rank, as geometry has it.

```
use chess_lut::{Color, Square::*, bitboard, pawn_attacks};

assert_eq!(pawn_attacks(Color::White, A2), B3.bitboard());
assert_eq!(pawn_attacks(Color::Black, E5), bitboard! {
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . X . X . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
});
assert!(pawn_attacks(Color::White, E8).is_empty());
```"#,
        )
        .twin("crate::calc::pawn_attacks"),
    )
    .drawn(Drawing::new(View::Around(None), &["white", "e4"]))
}

pub fn pawn_pushes() -> Declared {
    baked(
        bake::Table::new(
            "pawn_pushes",
            (Colors("color"), Squares("sq")),
            |(c, sq): (Color, Square)| {
                let forward = match c {
                    Color::White => 1,
                    Color::Black => -1,
                };
                Bitboard(oracle::leaper_targets(sq as u8, &[(0, forward)]))
            },
        )
        .doc(
            r#"The square a pawn of `color` on `sq` pushes to: the one in front of it, as its colour moves.
Empty on its own last rank. Whether the square is free is the move generator's to ask.

```
use chess_lut::{Color, Square::*, pawn_pushes};

assert_eq!(pawn_pushes(Color::White, E2), E3.bitboard());
assert_eq!(pawn_pushes(Color::Black, E7), E6.bitboard());
assert!(pawn_pushes(Color::White, E8).is_empty());
```"#,
        )
        .twin("crate::calc::pawn_pushes"),
    ).drawn(Drawing::new(View::Around(None), &["white", "e2"]))
}

pub fn pawn_double_pushes() -> Declared {
    baked(
        bake::Table::new(
            "pawn_double_pushes",
            (Colors("color"), Squares("sq")),
            |(c, sq): (Color, Square)| {
                let (forward, second) = match c {
                    Color::White => (1, 1),
                    Color::Black => (-1, 6),
                };
                if oracle::rank(sq as u8) == second {
                    Bitboard(oracle::leaper_targets(sq as u8, &[(0, 2 * forward)]))
                } else {
                    Bitboard::EMPTY
                }
            },
        )
        .doc(
            r#"The square a pawn of `color` on `sq` double-pushes to: two in front of it, from its second
rank (the second for White, the seventh for Black); empty from any other. The square it passes
is [`pawn_pushes`](crate::pawn_pushes)'s, which must be free too.

```
use chess_lut::{Color, Square::*, pawn_double_pushes};

assert_eq!(pawn_double_pushes(Color::White, D2), D4.bitboard());
assert_eq!(pawn_double_pushes(Color::Black, D7), D5.bitboard());
assert!(pawn_double_pushes(Color::White, D3).is_empty());
assert!(pawn_double_pushes(Color::Black, D2).is_empty());
```"#,
        )
        .twin("crate::calc::pawn_double_pushes"),
    ).drawn(Drawing::new(View::Around(None), &["white", "e2"]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x88_attack_entries() {
        let t = x88_attacks();
        let at = |a: Attacker, diff: usize| t.values[a as usize * 256 + diff];
        // a white pawn attacks up-right (+1 rank, +1 file) and up-left, not down.
        assert_eq!(at(Attacker::WhitePawn, 120 + 17), 0);
        assert_eq!(at(Attacker::WhitePawn, 120 + 15), 0);
        assert_eq!(at(Attacker::WhitePawn, 120 - 17), u64::MAX);
        assert_eq!(at(Attacker::BlackPawn, 120 - 15), 0);
        // a rook two files east: the one square between, relative to from.
        assert_eq!(at(Attacker::Rook, 122), 0b10);
        assert_eq!(at(Attacker::Bishop, 122), u64::MAX);
        // nobody attacks its own square; the padding is never an attack.
        assert!(Attacker::ALL.iter().all(|&a| at(a, 120) == u64::MAX));
        assert!(
            Attacker::ALL
                .iter()
                .all(|&a| at(a, 0) == u64::MAX && at(a, 255) == u64::MAX)
        );
        // a knight jump is an attack whatever stands around it.
        assert_eq!(at(Attacker::Knight, 120 + 33), 0);
    }

    /// Each source line of an attacker's row is one rank delta, its sixteen values the file
    /// deltas -8..=+7: the entry a step of (dr, df) reads sits on the line labelled dr.
    #[test]
    fn x88_lines_are_labelled_by_rank_delta() {
        let labels: Vec<String> = x88_rows(16)
            .into_iter()
            .map(|b| match b {
                Row::Line { label, len: 16, .. } => label,
                other => panic!("a line of sixteen values, not {other:?}"),
            })
            .collect();
        assert_eq!(labels[0], "dr -7, df -8..=+7");
        assert_eq!(labels[7], "dr +0, df -8..=+7");
        assert_eq!(labels[14], "dr +7, df -8..=+7");
        assert_eq!(labels[15], "unused");
        // a rook one rank up reads entry 120 + 16, the ninth value of the line labelled dr +1
        let (line, column) = ((120 + 16) / 16, (120 + 16) % 16);
        assert_eq!((labels[line].as_str(), column), ("dr +1, df -8..=+7", 8));
        assert_eq!(x88_rows(15).len(), 15);
    }
}
