//! `verify`: every lookup against its calculation, over its whole domain.
//!
//! Pair relations: all 4096 ordered pairs. `is_attacked_by`: every attacker, every pair, and
//! every subset of the squares between the two (the only squares that can matter), each
//! with unrelated squares set around it, so the whole domain is covered.

use chess_lut::tables::TableInfo;
use chess_lut::{Attacker, Bitboard, Color, Square, calc};

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
            let mut subset = 0u64;
            let mut done = false;
            std::iter::from_fn(move || {
                if done {
                    return None;
                }
                let current = subset;
                subset = subset.wrapping_sub(between) & between;
                done = subset == 0;
                Some(current)
            })
            .map(move |blockers| (attacker, from, to, blockers, between))
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
        _ => return None,
    })
}
