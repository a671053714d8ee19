//! Who attacks what: the 0x88-difference attack table and the leapers' attack sets.

use super::SQUARES;
use super::between::{by_x88_diff, x88_rows};
use crate::geometry::{self as geo, Attacker};
use crate::table::{Block, Elem, Table, boards, by_rank};

pub fn x88_attacks() -> Table {
    let values = Attacker::ALL
        .iter()
        .flat_map(|&attacker| {
            by_x88_diff(256, u64::MAX, move |from, to| {
                match geo::attack_path(attacker, from, to) {
                    Some(between) if from != to => between.rotate_right(u32::from(from)),
                    _ => u64::MAX,
                }
            })
        })
        .collect();
    Table {
        name: "x88-attacks",
        ident: "X88_ATTACKS",
        shape: vec![7, 256],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "attack-by-piece obstruction masks by attacker and 0x88 difference",
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
        layout: Attacker::ALL
            .iter()
            .map(|a| Block::Array {
                label: format!("{a:?}"),
                blocks: x88_rows(16),
            })
            .collect(),
    }
}

fn leaper_table(
    name: &'static str,
    ident: &'static str,
    summary: &'static str,
    steps: &[geo::Step],
) -> Table {
    Table {
        name,
        ident,
        shape: vec![64],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary,
        doc: vec!["Indexed by square.".into()],
        values: SQUARES.map(|sq| geo::leaper_targets(sq, steps)).collect(),
        layout: by_rank(),
    }
}

pub fn knight_attacks() -> Table {
    leaper_table(
        "knight-attacks",
        "KNIGHT_ATTACKS",
        "the squares a knight attacks",
        &geo::KNIGHT_JUMPS,
    )
}

pub fn king_attacks() -> Table {
    leaper_table(
        "king-attacks",
        "KING_ATTACKS",
        "the squares a king attacks",
        &geo::QUEEN_DIRECTIONS,
    )
}

pub fn pawn_attacks() -> Table {
    let sides = [
        ("White", geo::WHITE_PAWN_CAPTURES),
        ("Black", geo::BLACK_PAWN_CAPTURES),
    ];
    Table {
        name: "pawn-attacks",
        ident: "PAWN_ATTACKS",
        shape: vec![2, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "the squares a pawn attacks, by colour",
        doc: vec![
            "Indexed `[color][square]` (`White = 0`, `Black = 1`). Pawns on their own last rank \
             attack nothing; pawns on their first rank are included as geometry has them."
                .into(),
        ],
        values: sides
            .iter()
            .flat_map(|(_, steps)| SQUARES.map(|sq| geo::leaper_targets(sq, steps)))
            .collect(),
        layout: boards(sides.iter().map(|&(side, _)| side)),
    }
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
}
