//! Lookup vs calculation, relation by relation.
//!
//! How to read the numbers: every bench runs the same loop over the same 1024 inputs (made
//! outside the timed loop from a fixed seed), so the time per element is comparable inside a
//! group; compare ratios within one run, not absolute times across runs (this machine is
//! shared). `baseline` is the loop alone with a trivial body.
//!
//! Three regimes, `throughput`, `latency` and `cache`: see `harness/mod.rs`.
//!
//! The same questions to shakmaty, cozy-chess and chess, and every slider strategy against
//! them, are in `perft/benches/peers.rs`. Run with `cargo bench --workspace`; criterion writes
//! an HTML report to `target/criterion/report/`.

use std::time::Duration;

use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Pieces, Square, calc};
use criterion::{Criterion, criterion_group, criterion_main};
use harness::{Group, N, Regime, Rng, bench, pairs, relation};

mod harness;

/// [`bench`] for a pair relation.
fn pair_bench(
    group: &mut Group<'_>,
    regime: Regime,
    id: &str,
    inputs: &[(Square, Square)],
    f: impl Fn(Square, Square) -> u64 + Copy,
) {
    bench(group, regime, id, inputs, f);
}

/// The loop alone: what every implementation in a pair group pays besides its own work.
fn baseline(a: Square, b: Square) -> u64 {
    a as u64 ^ b as u64
}

fn in_between(c: &mut Criterion) {
    let inputs = pairs(1);
    relation(c, "in_between", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            chess_lut::in_between(a, b).0
        });
        pair_bench(g, r, "triangular", &inputs, |a, b| {
            chess_lut::in_between_triangular(a, b).0
        });
        pair_bench(g, r, "x88", &inputs, |a, b| {
            chess_lut::in_between_x88(a, b).0
        });
        pair_bench(g, r, "calc", &inputs, |a, b| calc::in_between(a, b).0);
    });
}

fn line(c: &mut Criterion) {
    let inputs = pairs(2);
    relation(c, "line", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| chess_lut::line(a, b).0);
        pair_bench(g, r, "calc", &inputs, |a, b| calc::line(a, b).0);
    });
}

fn knight_distance(c: &mut Criterion) {
    let inputs = pairs(3);
    relation(c, "knight_distance", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            u64::from(chess_lut::knight_distance(a, b))
        });
        pair_bench(g, r, "calc", &inputs, |a, b| {
            u64::from(calc::knight_distance(a, b))
        });
        pair_bench(g, r, "calc_closed_form", &inputs, |a, b| {
            u64::from(calc::knight_distance_closed_form(a, b))
        });
        pair_bench(g, r, "calc_fill", &inputs, |a, b| {
            u64::from(calc::knight_distance_by_fill(a, b))
        });
    });
}

type AttackInput = (Square, (Square, Attacker, Bitboard));

/// Random attackers, squares and boards of mixed density (one blocker in four squares).
fn attack_inputs() -> Vec<AttackInput> {
    let mut rng = Rng(4);
    (0..N)
        .map(|_| {
            let attacker = Attacker::ALL[(rng.next() % 7) as usize];
            let occ = Bitboard(rng.next() & rng.next());
            (rng.square(), (rng.square(), attacker, occ))
        })
        .collect()
}

fn is_attacked_by(c: &mut Criterion) {
    let inputs = attack_inputs();
    relation(c, "is_attacked_by", |g, r| {
        bench(g, r, "baseline", &inputs, |from, (to, a, occ)| {
            (from as u64 ^ to as u64 ^ a as u64) & occ.0
        });
        bench(g, r, "lookup", &inputs, |from, (to, a, occ)| {
            u64::from(chess_lut::is_attacked_by(from, to, a, occ))
        });
        bench(g, r, "calc", &inputs, |from, (to, a, occ)| {
            u64::from(calc::is_attacked_by(from, to, a, occ))
        });
    });
}

fn leapers(c: &mut Criterion) {
    let inputs = pairs(5);
    relation(c, "knight_attacks", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, _| {
            chess_lut::knight_attacks(a).0
        });
        pair_bench(g, r, "calc", &inputs, |a, _| calc::knight_attacks(a).0);
    });
    relation(c, "king_attacks", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, _| chess_lut::king_attacks(a).0);
        pair_bench(g, r, "calc", &inputs, |a, _| calc::king_attacks(a).0);
    });
}

fn colours_and_lines(c: &mut Criterion) {
    let inputs = pairs(6);
    relation(c, "same_color", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            u64::from(chess_lut::same_color(a, b))
        });
        pair_bench(g, r, "calc", &inputs, |a, b| {
            u64::from(calc::same_color(a, b))
        });
        pair_bench(g, r, "calc_nine", &inputs, |a, b| {
            u64::from(calc::same_color_by_nine(a, b))
        });
        pair_bench(g, r, "calc_anti_diagonal", &inputs, |a, b| {
            u64::from(calc::same_color_by_anti_diagonal(a, b))
        });
    });
    relation(c, "same_diagonal", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            u64::from(chess_lut::same_diagonal(a, b))
        });
        pair_bench(g, r, "calc", &inputs, |a, b| {
            u64::from(calc::same_diagonal(a, b))
        });
    });
    relation(c, "same_anti_diagonal", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            u64::from(chess_lut::same_anti_diagonal(a, b))
        });
        pair_bench(g, r, "calc", &inputs, |a, b| {
            u64::from(calc::same_anti_diagonal(a, b))
        });
    });
    let mut rng = Rng(7);
    let kinds: Vec<(Square, (LineKind, Square, LineKind))> = inputs
        .iter()
        .map(|&(a, b)| {
            let k = rng.next();
            (
                a,
                (
                    LineKind::ALL[(k & 3) as usize],
                    b,
                    LineKind::ALL[(k >> 2 & 3) as usize],
                ),
            )
        })
        .collect();
    let code = |s: Option<Square>| s.map_or(64, |s| s as u64);
    relation(c, "intersection", |g, r| {
        bench(g, r, "baseline", &kinds, |a, (ka, b, kb)| {
            a as u64 ^ b as u64 ^ ka as u64 ^ kb as u64
        });
        bench(g, r, "lookup", &kinds, |a, (ka, b, kb)| {
            code(chess_lut::intersection(a, ka, b, kb))
        });
        bench(g, r, "calc", &kinds, |a, (ka, b, kb)| {
            code(calc::intersection(a, ka, b, kb))
        });
    });
    relation(c, "line_mask", |g, r| {
        bench(g, r, "baseline", &kinds, |a, (ka, _, _)| {
            a as u64 ^ ka as u64
        });
        bench(g, r, "lookup", &kinds, |a, (ka, _, _)| {
            chess_lut::line_mask(a, ka).0
        });
        bench(g, r, "calc", &kinds, |a, (ka, _, _)| {
            calc::line_mask(a, ka).0
        });
    });
}

fn piece_sets(c: &mut Criterion) {
    // middle-game-like positions: about 24 pieces, a random square each
    let mut rng = Rng(9);
    let positions: Vec<(Square, Pieces)> = (0..N)
        .map(|_| {
            let mut pieces = Pieces::EMPTY;
            for sq in Square::ALL {
                let r = rng.next();
                if r % 8 < 3 {
                    let color = Color::ALL[(r >> 3 & 1) as usize];
                    pieces = pieces.with(color, Piece::ALL[(r >> 4) as usize % 6], sq);
                }
            }
            (rng.square(), pieces)
        })
        .collect();
    relation(c, "attacks_to", |g, r| {
        bench(g, r, "baseline", &positions, |a, p| {
            a as u64 ^ p.occupied().0
        });
        bench(g, r, "lookup", &positions, |a, p| {
            chess_lut::attacks_to(&p, p.occupied(), a).0
        });
        bench(g, r, "calc", &positions, |a, p| {
            calc::attacks_to(&p, p.occupied(), a).0
        });
    });
    relation(c, "is_square_attacked", |g, r| {
        bench(g, r, "baseline", &positions, |a, p| {
            a as u64 ^ p.occupied().0
        });
        bench(g, r, "lookup", &positions, |a, p| {
            u64::from(chess_lut::is_square_attacked(
                &p,
                p.occupied(),
                a,
                Color::White,
            ))
        });
        bench(g, r, "calc", &positions, |a, p| {
            u64::from(calc::is_square_attacked(&p, p.occupied(), a, Color::White))
        });
    });
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1500))
}

criterion_group! {
    name = benches;
    config = config();
    targets = in_between, line, knight_distance, is_attacked_by, leapers, colours_and_lines, piece_sets
}
criterion_main!(benches);
