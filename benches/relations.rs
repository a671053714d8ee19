//! Lookup vs calculation, relation by relation.
//!
//! How to read the numbers: every bench runs the same loop over the same 1024 inputs (made
//! outside the timed loop from a fixed seed), so the time per element is comparable inside a
//! group; compare ratios within one run, not absolute times across runs (this machine is
//! shared). `baseline` is the loop alone with a trivial body.
//!
//! * `throughput/*`: independent calls; the CPU overlaps them, so this is the cost when an
//!   engine asks many questions at once (move generation, evaluation).
//! * `latency/*`: each call's input depends on the previous answer, so nothing overlaps: the
//!   cost when the answer decides what to ask next (a legality check, an SEE step).
//!
//! Run with `cargo bench`; criterion writes an HTML report to `target/criterion/report/`.

use std::hint::black_box;
use std::time::Duration;

use chess_lut::{Attacker, Bitboard, Square, calc};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

const N: usize = 1024;

/// SplitMix64, seeded: the same inputs on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn square(&mut self) -> Square {
        Square::ALL[(self.next() & 63) as usize]
    }
}

fn pairs(seed: u64) -> Vec<(Square, Square)> {
    let mut rng = Rng(seed);
    (0..N).map(|_| (rng.square(), rng.square())).collect()
}

#[inline(always)]
fn sq(i: u64) -> Square {
    Square::ALL[(i & 63) as usize]
}

#[derive(Clone, Copy)]
enum Regime {
    Throughput,
    Latency,
}

impl Regime {
    const ALL: [Regime; 2] = [Regime::Throughput, Regime::Latency];

    fn name(self) -> &'static str {
        match self {
            Regime::Throughput => "throughput",
            Regime::Latency => "latency",
        }
    }
}

type Group<'a> = BenchmarkGroup<'a, WallTime>;

/// For each regime, a group `relation/regime` into which `register` puts every implementation.
fn relation(c: &mut Criterion, name: &str, mut register: impl FnMut(&mut Group<'_>, Regime)) {
    for regime in Regime::ALL {
        let mut group = c.benchmark_group(format!("{name}/{}", regime.name()));
        group.throughput(Throughput::Elements(N as u64));
        register(&mut group, regime);
        group.finish();
    }
}

/// One implementation of a pair relation. `f` answers as a `u64` so that any relation can feed
/// the next input.
fn pair_bench(
    group: &mut Group<'_>,
    regime: Regime,
    id: &str,
    inputs: &[(Square, Square)],
    f: impl Fn(Square, Square) -> u64 + Copy,
) {
    group.bench_function(id, |bch| match regime {
        Regime::Throughput => bch.iter(|| {
            let mut acc = 0u64;
            for &(a, b) in black_box(inputs) {
                acc ^= f(a, b);
            }
            acc
        }),
        Regime::Latency => bch.iter(|| {
            let mut prev = 0u64;
            for &(a, b) in black_box(inputs) {
                // the next `a` depends on the previous answer: no two calls overlap
                prev = f(sq(a as u64 ^ prev), b);
            }
            prev
        }),
    });
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
        pair_bench(g, r, "calc_fill", &inputs, |a, b| {
            u64::from(calc::knight_distance_by_fill(a, b))
        });
    });
}

/// Random attackers, squares and boards of mixed density (one blocker in four squares).
fn attack_inputs() -> Vec<(Square, Square, Attacker, Bitboard)> {
    let mut rng = Rng(4);
    (0..N)
        .map(|_| {
            let attacker = Attacker::ALL[(rng.next() % 7) as usize];
            (
                rng.square(),
                rng.square(),
                attacker,
                Bitboard(rng.next() & rng.next()),
            )
        })
        .collect()
}

fn is_attacked_by(c: &mut Criterion) {
    let inputs = attack_inputs();
    fn bench(
        group: &mut Group<'_>,
        regime: Regime,
        id: &str,
        inputs: &[(Square, Square, Attacker, Bitboard)],
        f: impl Fn(Square, Square, Attacker, Bitboard) -> bool + Copy,
    ) {
        group.bench_function(id, |bch| match regime {
            Regime::Throughput => bch.iter(|| {
                let mut hits = 0u32;
                for &(from, to, attacker, occ) in black_box(inputs) {
                    hits += u32::from(f(from, to, attacker, occ));
                }
                hits
            }),
            Regime::Latency => bch.iter(|| {
                let mut prev = 0u64;
                for &(from, to, attacker, occ) in black_box(inputs) {
                    prev = u64::from(f(sq(from as u64 ^ prev), to, attacker, occ));
                }
                prev
            }),
        });
    }
    relation(c, "is_attacked_by", |g, r| {
        bench(g, r, "baseline", &inputs, |from, to, attacker, occ| {
            (from as u64 ^ to as u64 ^ attacker as u64) & occ.0 != 0
        });
        bench(g, r, "lookup", &inputs, chess_lut::is_attacked_by);
        bench(g, r, "calc", &inputs, calc::is_attacked_by);
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

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = benches;
    config = config();
    targets = in_between, line, knight_distance, is_attacked_by, leapers
}
criterion_main!(benches);
