//! The command's own timer: samples of whole passes of the benches' loops, the median of
//! them, and a runner that only counts the loops (to share the time among them).

use std::hint::black_box;
use std::time::{Duration, Instant};

use chess_lut_bench::{Group, Regime, Runner, pass_in};
use chess_lut_perft::Code;

use super::{Figure, SAMPLES};
use crate::output::note;

/// Counts the benches without running them, to share the time among them.
pub(super) struct Count(pub(super) usize);

impl Runner for Count {
    type Group<'a> = &'a mut Count;

    fn group(&mut self, _: &str, _: Regime) -> &mut Count {
        self
    }
}

impl Group for &mut Count {
    fn regime(&self) -> Regime {
        Regime::Throughput
    }

    fn bench<S: Copy, R: Copy>(
        &mut self,
        _: &str,
        _: &[(S, R)],
        _: fn(u64) -> S,
        _: impl Fn(S, R) -> u64 + Copy,
    ) {
        self.0 += 1;
    }

    fn finish(self) {}
}

/// The command's own timer as a [`Runner`]: each bench gets `per_bench`, in [`SAMPLES`]
/// samples of whole passes; progress goes to stderr.
pub(super) struct Timer {
    pub(super) per_bench: Duration,
    /// The clock: [`now`], or a test's.
    pub(super) clock: fn() -> Duration,
    pub(super) figures: Vec<Figure>,
    pub(super) done: usize,
    pub(super) total: usize,
    /// The code the loops run in.
    pub(super) code: Code,
}

/// A group being timed.
pub(super) struct TimerGroup<'a> {
    timer: &'a mut Timer,
    name: String,
    regime: Regime,
}

impl Runner for Timer {
    type Group<'a> = TimerGroup<'a>;

    fn group(&mut self, name: &str, regime: Regime) -> TimerGroup<'_> {
        let percent = percent(self.done, self.total);
        note(format_args!("[{percent:3}%] {name}/{}", regime.name()));
        TimerGroup {
            timer: self,
            name: name.to_string(),
            regime,
        }
    }
}

impl Group for TimerGroup<'_> {
    fn regime(&self) -> Regime {
        self.regime
    }

    fn bench<S: Copy, R: Copy>(
        &mut self,
        id: &str,
        inputs: &[(S, R)],
        next: fn(u64) -> S,
        f: impl Fn(S, R) -> u64 + Copy,
    ) {
        let (regime, clock, code) = (self.regime, self.timer.clock, self.timer.code);
        let run = |passes: u32| {
            let start = clock();
            for _ in 0..passes {
                black_box(pass_in(code, regime, black_box(inputs), next, f));
            }
            clock() - start
        };
        // one pass to warm up and to size the samples
        let passes = passes(self.timer.per_bench / SAMPLES, run(1));
        let calls = f64::from(passes) * inputs.len() as f64;
        let samples = (0..SAMPLES).map(|_| run(passes).as_secs_f64() * 1e9 / calls);
        self.timer.figures.push(Figure {
            group: self.name.clone(),
            regime,
            id: id.to_string(),
            ns: median(samples.collect()),
        });
        self.timer.done += 1;
    }

    fn finish(self) {}
}

/// How far the run has got, in percent of the benches.
pub(super) fn percent(done: usize, total: usize) -> usize {
    100 * done / total.max(1)
}

/// How many passes of the loop fill a sample of `per_sample`, one pass having taken `once`
/// (at least one, at most a million; a pass under 100 ns counts as 100 ns).
pub(super) fn passes(per_sample: Duration, once: Duration) -> u32 {
    let once = once.max(Duration::from_nanos(100));
    (per_sample.as_secs_f64() / once.as_secs_f64()).clamp(1.0, 1e6) as u32
}

/// The median of `samples` (the upper one of an even count), as criterion reports.
pub(super) fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// The time since the first call: the real clock of a run.
pub(super) fn now() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}
