//! The engine's lookups against their twins, timed by chess-lut-bench's timer in the four
//! regimes of `chess-lut bench`, and the same report: `cargo bench -p chess-lut-example-engine`
//! (about 15 s). Each question starts from a bit index, as an engine asks it; the late-move
//! reductions are also read from the table an engine fills at start-up (`startup`).
//!
//! Under `cargo test --benches` (no `--bench` argument) every loop runs once, briefly.

use std::time::Duration;

use chess_lut::{Color, Piece};
use chess_lut_bench::report::{Count, Timer};
use chess_lut_bench::{Group, Regime, Rng, Runner, bench, sq};
use chess_lut_example_engine::{
    formulas, king_zone, lmr, lmr_fraction, psqt, startup, twins, zobrist,
};

/// A depth or a move number from a bit index.
fn index(x: u64) -> u8 {
    (x & 63) as u8
}

/// `n` inputs of `make`'s from a seeded stream.
fn inputs<S, R>(n: usize, seed: u64, make: impl Fn(u64, u64) -> (S, R)) -> Vec<(S, R)> {
    let mut rng = Rng::new(seed);
    (0..n).map(|_| make(rng.next(), rng.next())).collect()
}

/// Every loop: each table's lookup, and its twin as `calc`, in every regime.
fn loops<R: Runner>(runner: &mut R) {
    for regime in Regime::ALL {
        let n = regime.len();
        let pairs = inputs(n, 1, |a, b| (index(a), index(b)));
        let mut g = runner.group("lmr", regime);
        bench!(g, "lookup", &pairs, index, |d, m| u64::from(lmr(d, m)));
        bench!(g, "calc", &pairs, index, |d, m| u64::from(
            formulas::reduction(d, m)
        ));
        bench!(g, "startup", &pairs, index, |d, m| u64::from(
            startup::lmr_at_startup(d, m)
        ));
        g.finish();

        let mut g = runner.group("lmr_fraction", regime);
        bench!(g, "lookup", &pairs, index, |d, m| u64::from(
            lmr_fraction(d, m).to_bits()
        ));
        bench!(g, "calc", &pairs, index, |d, m| {
            u64::from(formulas::reduction_fraction(d, m).to_bits())
        });
        g.finish();

        let colors = inputs(n, 2, |a, b| (sq(a), Color::ALL[(b & 1) as usize]));
        let mut g = runner.group("king_zone", regime);
        bench!(g, "lookup", &colors, sq, |k, c| king_zone(c, k).0);
        bench!(g, "calc", &colors, sq, |k, c| twins::king_zone(c, k).0);
        g.finish();

        let pieces = inputs(n, 3, |a, b| (sq(a), Piece::ALL[(b % 6) as usize]));
        let mut g = runner.group("psqt", regime);
        bench!(g, "lookup", &pieces, sq, |s, p| psqt(p, s) as u64);
        bench!(g, "calc", &pieces, sq, |s, p| formulas::psqt(p, s) as u64);
        g.finish();

        let keys = inputs(n, 4, |a, b| {
            (
                sq(a),
                (
                    Color::ALL[(b & 1) as usize],
                    Piece::ALL[(b >> 1) as usize % 6],
                ),
            )
        });
        let mut g = runner.group("zobrist", regime);
        bench!(g, "lookup", &keys, sq, |s, (c, p)| zobrist(c, p, s));
        bench!(g, "calc", &keys, sq, |s, (c, p)| formulas::zobrist_key(
            c, p, s
        ));
        g.finish();
    }
}

fn main() {
    let measuring = std::env::args().any(|a| a == "--bench");
    let mut count = Count(0);
    loops(&mut count);
    let per_bench = if measuring {
        Duration::from_secs(15) / count.0 as u32
    } else {
        Duration::from_micros(50)
    };
    chess_lut_bench::prepare();
    let mut timer = Timer::new(per_bench).counting(count.0);
    loops(&mut timer);
    print!(
        "{}",
        timer
            .report()
            .text("chess-lut-example-engine's tables, lookup against twin")
    );
}
