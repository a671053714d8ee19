//! `verify`: every lookup against its calculation, over its whole domain.
//!
//! Pair relations: all 4096 ordered pairs. `is_attacked_by`: every attacker, every pair, and
//! every subset of the squares between the two (the only squares that can matter), each
//! with unrelated squares set around it, so the whole domain is covered. Sliders: every
//! square and every occupancy of the squares that can change its attacks.

use chess_lut::tables::TableInfo;
use chess_lut::{Attacker, Bitboard, Color, LineKind, Square, calc};

/// What one table's check found.
pub struct Report {
    pub table: &'static str,
    pub inputs: u64,
    pub failures: Vec<String>,
}

const MAX_FAILURES: usize = 10;

fn pairs() -> impl Iterator<Item = (Square, Square)> {
    Square::ALL
        .into_iter()
        .flat_map(|a| Square::ALL.into_iter().map(move |b| (a, b)))
}

fn compare<T: PartialEq + std::fmt::Debug>(
    table: &'static str,
    inputs: impl Iterator<Item = (String, T, T)>,
) -> Report {
    let mut report = Report {
        table,
        inputs: 0,
        failures: Vec::new(),
    };
    for (input, lookup, calc) in inputs {
        report.inputs += 1;
        if lookup != calc && report.failures.len() < MAX_FAILURES {
            report.failures.push(format!(
                "{table}: {input}: lookup {lookup:?}, calculation {calc:?}"
            ));
        }
    }
    report
}

fn pair_check<T: PartialEq + std::fmt::Debug>(
    table: &'static str,
    lookup: fn(Square, Square) -> T,
    calc: fn(Square, Square) -> T,
) -> Report {
    compare(
        table,
        pairs().map(|(a, b)| (format!("({a}, {b})"), lookup(a, b), calc(a, b))),
    )
}

fn square_check(
    table: &'static str,
    lookup: fn(Square) -> Bitboard,
    calc: fn(Square) -> Bitboard,
) -> Report {
    compare(
        table,
        Square::ALL
            .into_iter()
            .map(|s| (format!("({s})"), lookup(s), calc(s))),
    )
}

/// Every (attacker, from, to) with every subset of the squares between, and squares outside
/// them set from a fixed pseudo-random stream.
fn attack_check() -> Report {
    let mut noise = 0x9E37_79B9_7F4A_7C15u64;
    let inputs = Attacker::ALL.into_iter().flat_map(move |attacker| {
        pairs().flat_map(move |(from, to)| {
            let between = chess_lut::in_between(from, to).0;
            // carry-rippler over the subsets of `between`, the empty set first
            subsets(between).map(move |blockers| (attacker, from, to, blockers, between))
        })
    });
    compare(
        "x88-attacks",
        inputs.map(|(attacker, from, to, blockers, between)| {
            noise ^= noise << 13;
            noise ^= noise >> 7;
            noise ^= noise << 17;
            let occ = Bitboard(blockers | (noise & !between));
            (
                format!("is_attacked_by({from}, {to}, {attacker:?}, {occ:?})"),
                chess_lut::is_attacked_by(from, to, attacker, occ),
                calc::is_attacked_by(from, to, attacker, occ),
            )
        }),
    )
}

/// Every subset of `mask`, the empty set first (carry-rippler).
fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

/// The squares whose occupancy can change a slider's attacks from `sq`: its empty-board
/// attacks less the last square of each ray.
fn relevant(sq: Square, empty_board: Bitboard) -> u64 {
    const EDGE_RANKS: u64 = 0xFF00_0000_0000_00FF;
    const EDGE_FILES: u64 = 0x8181_8181_8181_8181;
    let own_rank = 0xFFu64 << (sq as u8 & 56);
    let own_file = 0x0101_0101_0101_0101u64 << (sq as u8 & 7);
    // The last square of every ray is on an edge: drop the edge ranks and files, but not the
    // slider's own rank and file. A rook on d1 still needs b1..g1, which lie on edge rank 1;
    // the ends a1 and h1 go with the edge files.
    empty_board.0 & !((EDGE_RANKS & !own_rank) | (EDGE_FILES & !own_file))
}

/// The line masks and the sliders built on them: every mask against its formula, then
/// `bishop_attacks` and `rook_attacks` (o^(o-2r) over the masks, the rank from the first-rank
/// table) against the ray walk for every square and every occupancy of the squares that can
/// matter: the whole domain.
fn line_mask_check() -> Report {
    let masks = LineKind::ALL.into_iter().flat_map(|k| {
        Square::ALL.into_iter().map(move |s| {
            (
                format!("line_mask({s}, {k:?})"),
                chess_lut::line_mask(s, k),
                calc::line_mask(s, k),
            )
        })
    });
    let sliders = Square::ALL.into_iter().flat_map(|sq| {
        type Slider = fn(Square, Bitboard) -> Bitboard;
        let pairs: [(&str, Slider, Slider); 2] = [
            (
                "bishop_attacks",
                chess_lut::bishop_attacks,
                calc::bishop_attacks,
            ),
            ("rook_attacks", chess_lut::rook_attacks, calc::rook_attacks),
        ];
        pairs.into_iter().flat_map(move |(name, lookup, walk)| {
            subsets(relevant(sq, walk(sq, Bitboard::EMPTY))).map(move |occ| {
                let occ = Bitboard(occ);
                (
                    format!("{name}({sq}, {occ:?})"),
                    lookup(sq, occ),
                    walk(sq, occ),
                )
            })
        })
    });
    compare("line-masks", masks.chain(sliders))
}

/// The check for one registered table; `None` for a table without a lookup to check.
pub fn check(table: &TableInfo) -> Option<Report> {
    Some(match table.name {
        "in-between" => pair_check("in-between", chess_lut::in_between, calc::in_between),
        "in-between-triangular" => pair_check(
            "in-between-triangular",
            chess_lut::in_between_triangular,
            calc::in_between,
        ),
        "in-between-x88" => pair_check(
            "in-between-x88",
            chess_lut::in_between_x88,
            calc::in_between,
        ),
        "line" => pair_check("line", chess_lut::line, calc::line),
        "knight-distance" => pair_check(
            "knight-distance",
            chess_lut::knight_distance,
            calc::knight_distance,
        ),
        "x88-attacks" => attack_check(),
        "knight-attacks" => square_check(
            "knight-attacks",
            chess_lut::knight_attacks,
            calc::knight_attacks,
        ),
        "king-attacks" => square_check("king-attacks", chess_lut::king_attacks, calc::king_attacks),
        "pawn-attacks" => {
            let inputs = Color::ALL.into_iter().flat_map(|c| {
                Square::ALL.into_iter().map(move |s| {
                    (
                        format!("({c:?}, {s})"),
                        chess_lut::pawn_attacks(c, s),
                        calc::pawn_attacks(c, s),
                    )
                })
            });
            compare("pawn-attacks", inputs)
        }
        "line-masks" => line_mask_check(),
        "intersection" => {
            let inputs = LineKind::ALL.into_iter().flat_map(|ka| {
                LineKind::ALL.into_iter().flat_map(move |kb| {
                    pairs().map(move |(a, b)| {
                        (
                            format!("intersection({a}, {ka:?}, {b}, {kb:?})"),
                            chess_lut::intersection(a, ka, b, kb),
                            calc::intersection(a, ka, b, kb),
                        )
                    })
                })
            });
            compare("intersection", inputs)
        }
        "first-rank-attacks" => {
            // every square and every occupancy of its rank: the rank part of rook_attacks
            let inputs = Square::ALL.into_iter().flat_map(|sq| {
                let rank = 0xFFu64 << (sq as u8 & 56);
                subsets(rank).map(move |occ| {
                    let occ = Bitboard(occ);
                    (
                        format!("rook_attacks({sq}, {occ:?}) on the rank"),
                        chess_lut::rook_attacks(sq, occ).0 & rank,
                        calc::rook_attacks(sq, occ).0 & rank,
                    )
                })
            });
            compare("first-rank-attacks", inputs)
        }
        _ => return None,
    })
}
