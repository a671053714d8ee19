//! The timer behind `chess-lut bench`, and its report: a library, so that an engine puts its
//! own lookups against their twins the same way, in the same regimes, with the same report.
//!
//! [`Timer`] is a [`Runner`](crate::harness::Runner): each bench gets a share of the time, in
//! [`SAMPLES`] samples of whole passes of the loop ([`pass_in`](crate::harness::pass_in)), and its
//! figure is their median in nanoseconds per call. [`Report`] renders the figures: per group a
//! row per implementation with its ratio to the `lookup`'s, then what to use on this machine
//! (the table, the calculation, or either within 3%). An engine's bench (a `harness = false`
//! target) is a few lines:
//!
//! ```
//! use std::time::Duration;
//! use chess_lut_bench::{Group, Regime, Runner, bench};
//! use chess_lut_bench::report::Timer;
//!
//! fn reduction(d: u64, m: u64) -> u64 { (d * m) >> 4 } // the engine's twin
//! static TABLE: [[u8; 64]; 64] = [[1; 64]; 64];          // its baked table
//!
//! let mut timer = Timer::new(Duration::from_millis(2));
//! for regime in [Regime::Throughput, Regime::Latency, Regime::Random] {
//!     let inputs: Vec<(u64, u64)> = (0..regime.len() as u64).map(|i| (i * 7 & 63, i & 63)).collect();
//!     let mut g = timer.group("lmr", regime);
//!     bench!(g, "lookup", &inputs, |x| x & 63, |d, m| u64::from(TABLE[d as usize][m as usize]));
//!     bench!(g, "calc", &inputs, |x| x & 63, |d, m| reduction(d, m));
//!     g.finish();
//! }
//! let report = timer.report();
//! assert_eq!(report.figures.len(), 6);
//! assert!(report.text("lmr on this machine").contains("lmr "));
//! ```

use std::time::Duration;

use crate::harness::Regime;

mod chart;
mod figures;
mod text;
mod timer;

pub use chart::svg;
pub use text::ratio;
pub use timer::{Count, Timer, now};

/// Samples per bench; the figure is their median, as criterion reports.
pub const SAMPLES: u32 = 5;

/// The group the slider strategies are measured in, a rook and a bishop in turn (what a move
/// generator asks most): the report gives it a section of its own, each against the fastest.
pub const SLIDERS: &str = "sliders/alternating";

/// The slider groups the report gives a section each, with the section's title: a rook and a
/// bishop in turn, each slider alone (an engine's attack maps, piece by piece), either at
/// random through one call site (SEE, x-rays: the piece a square holds), and both of one
/// square (a queen, the checks on a king), where a strategy answering both at once shows.
pub const SLIDER_GROUPS: [(&str, &str); 5] = [
    (SLIDERS, "sliders, rook and bishop in turn"),
    ("sliders/rook", "sliders, rooks alone"),
    ("sliders/bishop", "sliders, bishops alone"),
    (
        "sliders/either",
        "sliders, rook or bishop at random through one call site",
    ),
    ("sliders/queen", "sliders, rook and bishop of one square"),
];

/// Whether `group` is one of [`SLIDER_GROUPS`].
pub fn is_slider_group(group: &str) -> bool {
    SLIDER_GROUPS.iter().any(|(g, _)| *g == group)
}

/// One figure: an implementation's nanoseconds per call in a group and regime.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// `in_between`, `sliders/alternating` …
    pub group: String,
    /// The regime.
    pub regime: Regime,
    /// `lookup`, `calc`, `magic` …
    pub id: String,
    /// Nanoseconds per call.
    pub ns: f64,
}

/// One engine's perft speed: million nodes per second, geometric mean over the positions.
#[derive(Clone, Debug, PartialEq)]
pub struct PerftFigure {
    /// `chess_lut/magic` …
    pub engine: String,
    /// Million nodes per second.
    pub mnps: f64,
}

/// Everything one run measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// The loops: relations and sliders.
    pub figures: Vec<Figure>,
    /// Perft per strategy.
    pub perft: Vec<PerftFigure>,
    /// How long the run took.
    pub elapsed: Duration,
}

#[cfg(test)]
mod tests;
