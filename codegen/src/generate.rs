//! One generator per table. Each asks the oracle in [`crate::geometry`] about every input and
//! records the answer; none of them knows a bit trick.

use crate::Options;
use crate::geometry::{self as geo, Attacker, LineKind};
use crate::slider_tables;
use crate::table::{Block, Elem, Table, lines};

/// Every table for a target with `options`, in the order they are emitted.
pub fn all(options: Options) -> Vec<Table> {
    let mut tables = vec![
        in_between(),
        in_between_triangular(),
        in_between_x88(),
        line(),
        x88_attacks(),
        knight_distance(),
        knight_attacks(),
        king_attacks(),
        pawn_attacks(),
        line_masks(),
        intersection(),
        first_rank_attacks(),
    ];
    tables.extend(slider_tables::tables(options.pext));
    tables
}

const SQUARES: std::ops::Range<u8> = 0..64;

/// Rows of a 64x64 table, one source line each, labelled with the row's square.
fn square_rows() -> Vec<Block> {
    lines(64, 64, true, square_label)
}

/// A row's square name: `a1` for row 0.
pub(crate) fn square_label(i: usize) -> String {
    geo::square_name(u8::try_from(i).expect("a square index"))
}

/// Eight rows of 64, one per file (`file a` …) or per rank (`rank 1` …).
pub(crate) fn eight_rows(what: &'static str) -> Vec<Block> {
    lines(8, 64, true, move |i| {
        let i = u8::try_from(i).expect("a row");
        let name = if what == "file" { b'a' + i } else { b'1' + i };
        format!("{what} {}", char::from(name))
    })
}

/// A 64-entry table by square, eight squares (one rank) to a line.
fn by_rank() -> Vec<Block> {
    lines(8, 8, false, |r| {
        format!("{}-{}", square_label(8 * r), square_label(8 * r + 7))
    })
}

fn pairs(f: impl Fn(u8, u8) -> u64) -> Vec<u64> {
    SQUARES
        .flat_map(|a| SQUARES.map(move |b| (a, b)))
        .map(|(a, b)| f(a, b))
        .collect()
}

fn in_between() -> Table {
    Table {
        name: "in-between",
        ident: "IN_BETWEEN",
        shape: vec![64, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        summary: "squares strictly between two squares on a common rank, file or diagonal",
        doc: vec![
            "Indexed `[a][b]`; the entry is empty when `a` and `b` are not aligned, equal or \
             neighbours. Symmetric."
                .into(),
        ],
        values: pairs(geo::in_between),
        layout: square_rows(),
    }
}

fn in_between_triangular() -> Table {
    // Row `min` holds the pairs (min, max) for max = min..=63, rows in order: the index of a
    // pair is the number of pairs in earlier rows plus its place in its own row.
    let values: Vec<u64> = SQUARES
        .flat_map(|min| (min..64).map(move |max| geo::in_between(min, max)))
        .collect();
    Table {
        name: "in-between-triangular",
        ident: "IN_BETWEEN_TRIANGULAR",
        shape: vec![64 * 65 / 2],
        elem: Elem::U64,
        columns: Vec::new(),
        summary: "the in-between sets once per unordered pair (triangular packing)",
        doc: vec![
            "The pair `{a, b}` with `lo = min(a, b)` and `hi = max(a, b)` sits at \
             `lo * (127 - lo) / 2 + hi`: row `lo` holds `hi = lo..=63`, rows in order."
                .into(),
        ],
        values,
        layout: (0..64)
            .map(|lo| Block::Line {
                label: square_label(lo),
                len: 64 - lo,
                array: false,
            })
            .collect(),
    }
}

/// Collect a value per 0x88 difference from every pair that has it, checking that all pairs
/// with one difference agree. Differences no pair has get `unused`.
fn by_x88_diff(len: usize, unused: u64, f: impl Fn(u8, u8) -> u64) -> Vec<u64> {
    let mut table: Vec<Option<u64>> = vec![None; len];
    for from in SQUARES {
        for to in SQUARES {
            let v = f(from, to);
            let slot = &mut table[geo::x88_diff(from, to)];
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
fn x88_rows(count: usize) -> Vec<Block> {
    lines(count, 16, false, |r| {
        let dr = i32::try_from(r).expect("a row") - 7;
        if dr <= 7 {
            format!("dr {dr:+}, df -8..=+7")
        } else {
            "unused".into()
        }
    })
}

fn in_between_x88() -> Table {
    Table {
        name: "in-between-x88",
        ident: "IN_BETWEEN_X88",
        shape: vec![240],
        elem: Elem::U64,
        columns: Vec::new(),
        summary: "in-between sets by 0x88 difference, relative to the from-square",
        doc: vec![
            "Indexed by `x88_diff(from, to)` (`16 * rank delta + file delta + 120`); the entry is \
             the in-between set translated so that `from` is a1, wrapping modulo 64: read it \
             with `rotate_left(from)`. Entry 0 is never used."
                .into(),
        ],
        values: by_x88_diff(240, 0, |from, to| {
            geo::in_between(from, to).rotate_right(u32::from(from))
        }),
        layout: x88_rows(15),
    }
}

fn line() -> Table {
    Table {
        name: "line",
        ident: "LINE",
        shape: vec![64, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        summary: "the whole rank, file or diagonal through two squares, both included",
        doc: vec![
            "Indexed `[a][b]`; empty when `a` and `b` are not aligned or equal. Symmetric.".into(),
        ],
        values: pairs(geo::line),
        layout: square_rows(),
    }
}

fn x88_attacks() -> Table {
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
                label: a.name().into(),
                blocks: x88_rows(16),
            })
            .collect(),
    }
}

fn knight_distance() -> Table {
    let rows: Vec<[u8; 64]> = SQUARES.map(geo::knight_distances).collect();
    Table {
        name: "knight-distance",
        ident: "KNIGHT_DISTANCE",
        shape: vec![64, 64],
        elem: Elem::U8,
        columns: Vec::new(),
        summary: "fewest knight moves between two squares on an empty board",
        doc: vec!["Indexed `[a][b]`, values `0..=6`. Symmetric.".into()],
        values: pairs(|a, b| u64::from(rows[usize::from(a)][usize::from(b)])),
        layout: square_rows(),
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
        summary,
        doc: vec!["Indexed by square.".into()],
        values: SQUARES.map(|sq| geo::leaper_targets(sq, steps)).collect(),
        layout: by_rank(),
    }
}

fn knight_attacks() -> Table {
    leaper_table(
        "knight-attacks",
        "KNIGHT_ATTACKS",
        "the squares a knight attacks",
        &geo::KNIGHT_JUMPS,
    )
}

fn king_attacks() -> Table {
    leaper_table(
        "king-attacks",
        "KING_ATTACKS",
        "the squares a king attacks",
        &geo::QUEEN_DIRECTIONS,
    )
}

fn pawn_attacks() -> Table {
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
        layout: sides
            .iter()
            .map(|(side, _)| Block::Array {
                label: (*side).into(),
                blocks: by_rank(),
            })
            .collect(),
    }
}

fn line_masks() -> Table {
    Table {
        name: "line-masks",
        ident: "LINE_MASKS",
        shape: vec![4, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        summary: "the rank, file, diagonal and anti-diagonal through each square, the square included",
        doc: vec![
            "Indexed `[kind][square]`, kinds in `LineKind` order (rank, file, diagonal, \
             anti-diagonal): the masks of the o^(o-2r) sliding trick."
                .into(),
        ],
        values: LineKind::ALL
            .iter()
            .flat_map(|&kind| SQUARES.map(move |sq| geo::line_through(sq, kind)))
            .collect(),
        layout: LineKind::ALL
            .iter()
            .map(|k| Block::Array {
                label: k.name().into(),
                blocks: by_rank(),
            })
            .collect(),
    }
}

/// The unordered pairs of distinct line kinds, in the order of the intersection table.
pub const KIND_PAIRS: [(LineKind, LineKind); 6] = [
    (LineKind::Rank, LineKind::File),
    (LineKind::Rank, LineKind::Diagonal),
    (LineKind::Rank, LineKind::AntiDiagonal),
    (LineKind::File, LineKind::Diagonal),
    (LineKind::File, LineKind::AntiDiagonal),
    (LineKind::Diagonal, LineKind::AntiDiagonal),
];

/// The value of an intersection entry with no square.
pub const NO_SQUARE: u64 = 0xFF;

fn intersection() -> Table {
    // For each pair and each pair of line indices, find the squares on both lines by brute force
    // over the board: a representative square of each line and the oracle's intersection.
    let representative = |kind: LineKind, index: usize| (0..64).find(|&sq| kind.index(sq) == index);
    let values = KIND_PAIRS
        .iter()
        .flat_map(|&(ka, kb)| {
            (0..15).flat_map(move |i| {
                (0..15).map(
                    move |j| match (representative(ka, i), representative(kb, j)) {
                        (Some(a), Some(b)) => {
                            geo::intersection(a, ka, b, kb).map_or(NO_SQUARE, u64::from)
                        }
                        _ => NO_SQUARE,
                    },
                )
            })
        })
        .collect();
    Table {
        name: "intersection",
        ident: "INTERSECTION",
        shape: vec![6, 15, 15],
        elem: Elem::U8,
        columns: Vec::new(),
        summary: "the square where two lines of different kinds cross, by kind pair and line indices",
        doc: vec![
            "Indexed `[pair][i][j]`: `pair` the unordered kind pair (rank-file, rank-diagonal, \
             rank-anti-diagonal, file-diagonal, file-anti-diagonal, diagonal-anti-diagonal), `i` \
             the index of the line of the pair's first kind and `j` of its second (rank, file, \
             `rank - file + 7`, `rank + file`). The entry is the square, or 255 (no square: off \
             the board, lines of different colour, or an index no line has)."
                .into(),
        ],
        values,
        layout: KIND_PAIRS
            .iter()
            .map(|(ka, kb)| Block::Array {
                label: format!("{} x {}", ka.name(), kb.name()),
                blocks: lines(15, 15, true, |i| format!("{} {i:>2}", ka.name())),
            })
            .collect(),
    }
}

fn first_rank_attacks() -> Table {
    Table {
        name: "first-rank-attacks",
        ident: "FIRST_RANK_ATTACKS",
        shape: vec![8, 64],
        elem: Elem::U8,
        columns: Vec::new(),
        summary: "a rook's attacks along the first rank, by file and inner occupancy",
        doc: vec![
            "Indexed `[file][(occupied >> 1) & 63]`: the six inner squares b..g decide, the end \
             squares never block anything beyond them. The entry has bit `f` for each attacked \
             file `f`; shift it onto any rank."
                .into(),
        ],
        values: (0..8u8)
            .flat_map(|file| {
                (0..64u8).map(move |inner| u64::from(geo::first_rank_attacks(file, inner << 1)))
            })
            .collect(),
        layout: eight_rows("file"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_cover_every_value() {
        for t in all(Options { pext: true }) {
            let laid: usize = t.layout.iter().map(Block::len).sum();
            assert_eq!(laid, t.values.len(), "{}", t.name);
            assert_eq!(
                t.values.len(),
                t.shape.iter().product::<usize>(),
                "{}",
                t.name
            );
            if t.elem == Elem::U8 {
                assert!(t.values.iter().all(|&v| v <= 0xFF), "{}", t.name);
            }
        }
    }

    #[test]
    fn sizes() {
        let sizes: Vec<(&str, usize)> = all(Options { pext: true })
            .iter()
            .map(|t| (t.name, t.bytes()))
            .collect();
        assert_eq!(
            sizes,
            [
                ("in-between", 32768),
                ("in-between-triangular", 16640),
                ("in-between-x88", 1920),
                ("line", 32768),
                ("x88-attacks", 14336),
                ("knight-distance", 4096),
                ("knight-attacks", 512),
                ("king-attacks", 512),
                ("pawn-attacks", 1024),
                ("line-masks", 2048),
                ("intersection", 1350),
                ("first-rank-attacks", 512),
                ("rook-magics", 2048),
                ("bishop-magics", 2048),
                ("magic-attacks", 861_184),
                ("rook-pext", 1024),
                ("bishop-pext", 1024),
                ("pext-attacks", 861_184),
                ("kindergarten-fill-up", 4096),
                ("kindergarten-a-file", 4096),
            ]
        );
    }

    #[test]
    fn x88_tables_are_relative_to_from() {
        let t = in_between_x88();
        // a1 -> h8: b2..g7 relative to a1 is the same set.
        assert_eq!(t.values[239], 0x0040_2010_0804_0200);
        // h8 -> a1: the same squares, 9, 18, … steps back from h8, wrapped modulo 64.
        assert_eq!(t.values[1], 0x0040_2010_0804_0200u64.rotate_right(63));
        assert_eq!(t.values[0], 0);
    }

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
