//! The tables an engine precomputes beyond the relations of the reference pages (Stockfish's
//! `SquareDistance`, `DistanceRingBB`, `ForwardFileBB`, `PawnAttackSpan` and friends): king and
//! Manhattan distances, distances to the centre, distance rings, the pawn-structure masks, and
//! the evasion path and the ray past a square. Each walks the board or searches it.

use super::{SQUARES, pairs};
use crate::geometry::{self as geo, CENTER};
use crate::table::{Block, Elem, Table, boards, by_rank, lines, square_rows};

/// Every table of the family, in the order they are emitted.
pub fn tables() -> Vec<Table> {
    vec![
        distance_pair(
            "king-distance",
            "KING_DISTANCE",
            "the king (Chebyshev) distance between two squares: fewest king moves",
            geo::king_distances,
            "0..=7",
        ),
        distance_pair(
            "manhattan-distance",
            "MANHATTAN_DISTANCE",
            "the Manhattan distance between two squares: files plus ranks apart",
            geo::manhattan_distances,
            "0..=14",
        ),
        center_distance(
            "center-distance",
            "CENTER_DISTANCE",
            "the king distance of each square to the nearest of d4 e4 d5 e5",
            &geo::QUEEN_DIRECTIONS,
        ),
        center_distance(
            "center-manhattan-distance",
            "CENTER_MANHATTAN_DISTANCE",
            "the Manhattan distance of each square to the nearest of d4 e4 d5 e5",
            &geo::ROOK_DIRECTIONS,
        ),
        distance_rings(),
        adjacent_files(),
        by_color_square(
            "forward-file",
            "FORWARD_FILE",
            "the squares in front of a square on its file, by colour",
            &[0],
        ),
        forward_ranks(),
        by_color_square(
            "pawn-attack-span",
            "PAWN_ATTACK_SPAN",
            "the squares a pawn could ever attack: the adjacent files in front of it, by colour",
            &[-1, 1],
        ),
        by_color_square(
            "passed-pawn-span",
            "PASSED_PAWN_SPAN",
            "the squares a passed pawn must find free of enemy pawns: its file and the adjacent \
             files in front of it, by colour",
            &[-1, 0, 1],
        ),
        pair_table(
            "path",
            "PATH",
            "the squares strictly between two squares and the second: the evasion mask of a check",
            "The entry `[from][to]` is `in_between(from, to)` with `to` added: the squares a \
             piece may go to to answer a check from `to` (by capture or interposition). Only `to` \
             when the two share no line; `[s][s]` is `s`.",
            |a, b| geo::in_between(a, b) | 1 << b,
        ),
        pair_table(
            "beyond",
            "BEYOND",
            "the squares on the ray from one square through another, strictly past it",
            "The entry `[from][through]` is the rest of the ray that starts at `from` and passes \
             `through` (an x-ray's squares); empty when the two share no line or are the same \
             square.",
            geo::beyond,
        ),
    ]
}

/// A 64x64 `u8` table of the BFS `distances` from each square.
fn distance_pair(
    name: &'static str,
    ident: &'static str,
    summary: &'static str,
    distances: fn(u8) -> [u8; 64],
    range: &str,
) -> Table {
    let rows: Vec<[u8; 64]> = SQUARES.map(distances).collect();
    Table {
        name,
        ident,
        shape: vec![64, 64],
        elem: Elem::U8,
        columns: Vec::new(),
        record: None,
        summary,
        doc: vec![format!(
            "Indexed `[a][b]`, values `{range}`, by breadth-first search. Symmetric."
        )],
        values: pairs(|a, b| u64::from(rows[usize::from(a)][usize::from(b)])),
        layout: square_rows(64),
    }
}

/// A 64-entry `u8` table: the fewest `steps` from the centre to each square.
fn center_distance(
    name: &'static str,
    ident: &'static str,
    summary: &'static str,
    steps: &[geo::Step],
) -> Table {
    let dist = geo::step_distances(&CENTER, steps);
    Table {
        name,
        ident,
        shape: vec![64],
        elem: Elem::U8,
        columns: Vec::new(),
        record: None,
        summary,
        doc: vec![
            "Indexed by square, by breadth-first search from the four centre squares.".into(),
        ],
        values: dist.iter().map(|&d| u64::from(d)).collect(),
        layout: by_rank(),
    }
}

fn distance_rings() -> Table {
    let values = SQUARES
        .flat_map(|sq| {
            let dist = geo::king_distances(sq);
            (0..8u8).map(move |d| geo::bitboard(SQUARES.filter(|&t| dist[usize::from(t)] == d)))
        })
        .collect();
    Table {
        name: "distance-rings",
        ident: "DISTANCE_RINGS",
        shape: vec![64, 8],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "the squares at each king distance from a square, 0 (the square) to 7",
        doc: vec![
            "Indexed `[square][distance]`; ring `d` is every square `d` king moves away.".into(),
        ],
        values,
        layout: square_rows(8),
    }
}

fn adjacent_files() -> Table {
    Table {
        name: "adjacent-files",
        ident: "ADJACENT_FILES",
        shape: vec![8],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "the files either side of a file (not the file itself)",
        doc: vec!["Indexed by file (`0` = a).".into()],
        values: (0..8)
            .map(|f| geo::bitboard(SQUARES.filter(|&s| (geo::file(s) - f).abs() == 1)))
            .collect(),
        layout: lines(8, 1, false, |f| {
            format!("file {}", char::from(b'a' + f as u8))
        }),
    }
}

fn forward_ranks() -> Table {
    let sides = [("White", 1), ("Black", -1)];
    Table {
        name: "forward-ranks",
        ident: "FORWARD_RANKS",
        shape: vec![2, 8],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "every square on a rank strictly in front of a rank, by colour",
        doc: vec![
            "Indexed `[color][rank]` (`White = 0`, `Black = 1`, rank `0` = rank 1): the ranks \
             towards the side's far edge."
                .into(),
        ],
        values: sides
            .iter()
            .flat_map(|&(_, forward)| {
                (0..8).map(move |r| {
                    geo::bitboard(SQUARES.filter(|&s| (geo::rank(s) - r) * forward > 0))
                })
            })
            .collect(),
        layout: sides
            .iter()
            .map(|(side, _)| Block::Array {
                label: (*side).into(),
                blocks: lines(8, 1, false, |r| format!("rank {}", r + 1)),
            })
            .collect(),
    }
}

/// A `[color][square]` table of the squares in front on the files `files` (offsets from the
/// square's own), walked rank by rank.
fn by_color_square(
    name: &'static str,
    ident: &'static str,
    summary: &'static str,
    files: &'static [i32],
) -> Table {
    let sides = [("White", 1), ("Black", -1)];
    Table {
        name,
        ident,
        shape: vec![2, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary,
        doc: vec![
            "Indexed `[color][square]` (`White = 0`, `Black = 1`); \"in front\" is strictly \
             towards the side's far edge, so a square on the last rank has nothing in front."
                .into(),
        ],
        values: sides
            .iter()
            .flat_map(|&(_, forward)| SQUARES.map(move |s| geo::in_front(s, forward, files)))
            .collect(),
        layout: boards(sides.iter().map(|&(side, _)| side)),
    }
}

/// A 64x64 `u64` table of `f` over every pair.
fn pair_table(
    name: &'static str,
    ident: &'static str,
    summary: &'static str,
    doc: &str,
    f: impl Fn(u8, u8) -> u64,
) -> Table {
    Table {
        name,
        ident,
        shape: vec![64, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary,
        doc: vec![doc.into()],
        values: pairs(f),
        layout: square_rows(64),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(name: &str) -> Table {
        tables().into_iter().find(|t| t.name == name).unwrap()
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
        // a1 to c3: b2 and c3; beyond c3: d4 to h8
        assert_eq!(table("path").values[18], 0x0004_0200);
        assert_eq!(table("beyond").values[18], 0x8040_2010_0800_0000);
        assert_eq!(table("beyond").values[17], 0, "a1 and b3 share no line");
    }
}
