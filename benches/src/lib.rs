//! The benchmark loops of chess-lut, defined once: the criterion benches of this crate
//! (`benches/`), the perft comparison (`examples/compare.rs`) and the `chess-lut bench` command
//! all run these, so their numbers measure the same thing.
//!
//! Every question is asked the way an engine asks it: from a bit index (what `trailing_zeros`
//! of a bitboard gives), turned into the library's square type inside the timed loop. Four
//! regimes ([`Regime`]):
//!
//! * `throughput`: independent calls over 1,024 inputs; the CPU overlaps them, so this is the
//!   cost when an engine asks many questions at once (move generation, evaluation).
//! * `latency`: each call's square depends on the previous answer, so nothing overlaps: the
//!   cost when the answer decides what to ask next (a legality check, an SEE step).
//! * `cache`: independent calls, each after a random read from a 64 MiB buffer, the way an
//!   engine's transposition table evicts L1 and L2: the tables must come from further away.
//! * `random`: independent calls over 65,536 different inputs, the way boards vary in a search:
//!   a large table's slots spread over all of it, so its size shows.
//!
//! A [`Runner`] measures: criterion's (feature `criterion`, for `cargo bench`) or the
//! command's own timer. `relations` and `sliders()` (feature `tables`) list what to measure,
//! once for both.
//!
//! # Timing an engine's own tables
//!
//! An engine that bakes tables with `chess_lut_bake` times each lookup against its
//! twin with the same loop, timer and report, asking for none of chess-lut's features (the
//! feature `tables`, chess-lut's own loops, brings them all, and perft):
//!
//! ```toml
//! [dev-dependencies]
//! chess-lut-bench = { version = "0.1", default-features = false }
//!
//! [[bench]]
//! name = "tables"
//! harness = false
//! ```
//!
//! and `benches/tables.rs` lists its loops once, counts them ([`report::Count`]), builds the
//! buffers the regimes read ([`prepare`]), then times them ([`report::Timer`]): the report is
//! `chess-lut bench`'s, nanoseconds per call and each implementation's ratio to the first.
//!
//! ```
//! use std::time::Duration;
//! use chess_lut_bench::report::{Count, Timer};
//! use chess_lut_bench::{Group, Regime, Rng, Runner, bench};
//!
//! fn reduction(d: u8, m: u8) -> u8 {
//!     if d == 0 || m == 0 { 0 } else { (0.78 + f64::from(d).ln() * f64::from(m).ln() / 2.47) as u8 }
//! }
//! static LMR: [[u8; 64]; 64] = [[2; 64]; 64]; // stands for the baked table
//!
//! fn loops<R: Runner>(runner: &mut R) {
//!     for regime in Regime::ALL {
//!         let mut rng = Rng::new(1);
//!         let pairs: Vec<(u8, u8)> =
//!             (0..regime.len()).map(|_| ((rng.next() & 63) as u8, (rng.next() & 63) as u8)).collect();
//!         let index = |x: u64| (x & 63) as u8;
//!         let mut g = runner.group("lmr", regime);
//!         bench!(g, "lookup", &pairs, index, |d, m| u64::from(LMR[usize::from(d)][usize::from(m)]));
//!         bench!(g, "calc", &pairs, index, |d, m| u64::from(reduction(d, m)));
//!         g.finish();
//!     }
//! }
//!
//! let mut count = Count(0);
//! loops(&mut count);
//! chess_lut_bench::prepare();
//! # let per_bench = Duration::from_micros(20); // `cargo bench`: a time of its own, seconds
//! let mut timer = Timer::new(per_bench).counting(count.0);
//! loops(&mut timer);
//! let report = timer.report().text("an engine's tables, lookup against twin");
//! assert!(report.contains("lmr"));
//! ```
//!
//! ```
//! use chess_lut_bench::{Regime, pass, square_pairs};
//! let inputs = square_pairs(1, Regime::Throughput.len());
//! let answer = pass(Regime::Throughput, &inputs, chess_lut_bench::sq, |a, b| chess_lut::in_between(a, b).0);
//! assert_eq!(inputs.len(), 1024);
//! let _ = answer;
//! ```

// first, so that `bench!` is in scope in the modules below without an import
#[macro_use]
mod harness;
#[cfg(feature = "criterion")]
mod criterion_runner;
#[cfg(feature = "tables")]
mod engines;
#[cfg(feature = "peers")]
pub mod peers;
#[cfg(feature = "tables")]
mod relation_loops;
pub mod report;
#[cfg(feature = "tables")]
pub mod sliders;

pub use chess_lut_bake::rng::SplitMix64 as Rng;
#[cfg(feature = "criterion")]
pub use criterion_runner::{CriterionGroup, config};
#[cfg(feature = "tables")]
pub use engines::{Engine, POSITIONS, Workload, choice_name, perft_engines};
#[cfg(feature = "tables")]
pub use harness::pass_in;
pub use harness::{Group, Regime, Runner, index_pairs, pass, prepare, sq, square_pairs};
#[cfg(feature = "tables")]
pub use relation_loops::{attack_inputs, relations};
#[cfg(feature = "tables")]
pub use sliders::{Asks, Mode, SliderInput, slider_inputs, slider_strategies, sliders};
