//! The loop every bench runs, in three regimes, shared by `benches/relations.rs` (chess-lut's
//! lookups against their calculations) and `perft/benches/peers.rs` (against other crates).
//!
//! * `throughput`: independent calls; the CPU overlaps them, so this is the cost when an engine
//!   asks many questions at once (move generation, evaluation).
//! * `latency`: each call's square depends on the previous answer, so nothing overlaps: the
//!   cost when the answer decides what to ask next (a legality check, an SEE step).
//! * `cache`: independent calls, each after a random read from a 64 MiB buffer, the way an
//!   engine's transposition table evicts L1 and L2: the tables must come from further away.
#![allow(dead_code)] // each bench uses its own part

use std::hint::black_box;
use std::sync::OnceLock;

use chess_lut::Square;
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};

pub const N: usize = 1024;

/// SplitMix64, seeded: the same inputs on every run.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn square(&mut self) -> Square {
        sq(self.next())
    }
}

pub fn pairs(seed: u64) -> Vec<(Square, Square)> {
    let mut rng = Rng(seed);
    (0..N).map(|_| (rng.square(), rng.square())).collect()
}

/// The square of a bit index, the way an engine gets one from `trailing_zeros`: the index
/// masked to `0..64` and [`Square::from_index`], which folds to nothing.
#[inline(always)]
pub fn sq(i: u64) -> Square {
    match Square::from_index((i & 63) as u8) {
        Some(sq) => sq,
        None => unreachable!("masked to 0..64"),
    }
}

#[derive(Clone, Copy)]
pub enum Regime {
    Throughput,
    Latency,
    Cache,
}

impl Regime {
    pub const ALL: [Regime; 3] = [Regime::Throughput, Regime::Latency, Regime::Cache];

    pub fn name(self) -> &'static str {
        match self {
            Regime::Throughput => "throughput",
            Regime::Latency => "latency",
            Regime::Cache => "cache",
        }
    }
}

/// A fixed random number per input: in the latency regime, xored with the previous answer
/// it picks the next square.
pub fn seeds() -> &'static [u64; N] {
    static SEEDS: OnceLock<[u64; N]> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut rng = Rng(11);
        std::array::from_fn(|_| rng.next())
    })
}

/// 64 MiB of `u64`, read at random between calls in the cache regime, the way an engine's
/// transposition table evicts L1 and L2.
pub fn big_buffer() -> &'static [u64] {
    static BUFFER: OnceLock<Vec<u64>> = OnceLock::new();
    BUFFER.get_or_init(|| {
        let mut rng = Rng(10);
        (0..(64 << 20) / 8).map(|_| rng.next()).collect()
    })
}

pub type Group<'a> = BenchmarkGroup<'a, WallTime>;

/// For each regime, a group `relation/regime` into which `register` puts every implementation.
pub fn relation(c: &mut Criterion, name: &str, mut register: impl FnMut(&mut Group<'_>, Regime)) {
    for regime in Regime::ALL {
        let mut group = c.benchmark_group(format!("{name}/{}", regime.name()));
        group.throughput(Throughput::Elements(N as u64));
        register(&mut group, regime);
        group.finish();
    }
}

/// One implementation of a relation whose first argument is a square. `f` answers as a `u64`
/// so that, in the latency regime, the answer can pick the next square.
pub fn bench<R: Copy>(
    group: &mut Group<'_>,
    regime: Regime,
    id: &str,
    inputs: &[(Square, R)],
    f: impl Fn(Square, R) -> u64 + Copy,
) {
    bench_as(group, regime, id, inputs, sq, f);
}

/// [`bench`] for any square type `S` (a peer crate's), `next` making one from a number.
pub fn bench_as<S: Copy, R: Copy>(
    group: &mut Group<'_>,
    regime: Regime,
    id: &str,
    inputs: &[(S, R)],
    next: fn(u64) -> S,
    f: impl Fn(S, R) -> u64 + Copy,
) {
    let seeds = seeds();
    group.bench_function(id, |bch| match regime {
        Regime::Throughput => bch.iter(|| {
            let mut acc = 0u64;
            for &(a, rest) in black_box(inputs) {
                acc ^= f(a, rest);
            }
            acc
        }),
        Regime::Latency => bch.iter(|| {
            let mut prev = 0u64;
            for (&(_, rest), &seed) in black_box(inputs).iter().zip(seeds) {
                // the next square depends on the previous answer: no two calls overlap
                prev = f(next(seed ^ prev), rest);
            }
            prev
        }),
        Regime::Cache => {
            let buffer = big_buffer();
            let mask = buffer.len() - 1;
            let mut state = 0x2545_F491_4F6C_DD1Du64;
            bch.iter(|| {
                let mut acc = 0u64;
                for &(a, rest) in black_box(inputs) {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1);
                    acc ^= buffer[(state >> 20) as usize & mask];
                    acc ^= f(a, rest);
                }
                acc
            })
        }
    });
}
