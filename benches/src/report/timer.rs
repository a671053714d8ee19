//! The timer: samples of whole passes of a bench's loop, the median of them, and a runner
//! that only counts the loops (to share a time among them).

use std::hint::black_box;
use std::io::Write as _;
use std::time::{Duration, Instant};

#[cfg(feature = "tables")]
use chess_lut_perft::Code;

use super::{Figure, Report, SAMPLES};
use crate::harness::{Group, Regime, Runner};

/// Counts the benches without running them, to share a time among them.
///
/// ```
/// use chess_lut_bench::{Group, Regime, Runner, bench};
/// use chess_lut_bench::report::Count;
/// let mut count = Count(0);
/// let mut g = count.group("xor", Regime::Latency);
/// bench!(g, "a", &[(1u64, 2u64)], |x| x, |a, b| a ^ b);
/// bench!(g, "b", &[(1u64, 2u64)], |x| x, |a, b| a | b);
/// g.finish();
/// assert_eq!(count.0, 2);
/// ```
pub struct Count(pub usize);

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

/// The timer as a [`Runner`]: each bench gets `per_bench`, in [`SAMPLES`] samples of whole
/// passes, in the build's code or a copy compiled for BMI2 ([`in_code`](Timer::in_code));
/// progress goes to stderr, with a percentage when it knows how many benches there are
/// ([`counting`](Timer::counting), from a [`Count`]).
pub struct Timer {
    per_bench: Duration,
    /// The clock: [`now`], or a test's.
    clock: fn() -> Duration,
    figures: Vec<Figure>,
    done: usize,
    total: usize,
    /// The code the loops run in.
    #[cfg(feature = "tables")]
    code: Code,
}

impl Timer {
    /// A timer that gives each bench `per_bench`, in the build's code, on the real clock.
    pub fn new(per_bench: Duration) -> Timer {
        Timer {
            per_bench,
            clock: now,
            figures: Vec::new(),
            done: 0,
            total: 0,
            #[cfg(feature = "tables")]
            code: Code::Build,
        }
    }

    /// The loops run in `code` (see [`pass_in`](crate::pass_in); feature `tables`).
    ///
    /// # Panics
    ///
    /// When a bench runs, if `code` is not available here.
    #[cfg(feature = "tables")]
    pub fn in_code(self, code: Code) -> Timer {
        Timer { code, ..self }
    }

    /// `total` benches will run: progress says how far it has got.
    pub fn counting(self, total: usize) -> Timer {
        Timer { total, ..self }
    }

    /// Times on `clock` (time since some start) instead of the real one.
    pub fn on_clock(self, clock: fn() -> Duration) -> Timer {
        Timer { clock, ..self }
    }

    /// How many benches have run.
    pub fn done(&self) -> usize {
        self.done
    }

    /// The figures so far, as a report (no perft, no run time).
    pub fn report(self) -> Report {
        Report {
            figures: self.figures,
            perft: Vec::new(),
            elapsed: Duration::ZERO,
        }
    }
}

/// A group being timed.
pub struct TimerGroup<'a> {
    timer: &'a mut Timer,
    name: String,
    regime: Regime,
}

impl Runner for Timer {
    type Group<'a> = TimerGroup<'a>;

    fn group(&mut self, name: &str, regime: Regime) -> TimerGroup<'_> {
        // progress; a closed stderr stops nothing
        let _ = if self.total > 0 {
            let percent = percent(self.done, self.total);
            writeln!(std::io::stderr(), "[{percent:3}%] {name}/{}", regime.name())
        } else {
            writeln!(std::io::stderr(), "{name}/{}", regime.name())
        };
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
        let (regime, clock) = (self.regime, self.timer.clock);
        #[cfg(feature = "tables")]
        let code = self.timer.code;
        let run = |passes: u32| {
            let start = clock();
            for _ in 0..passes {
                #[cfg(feature = "tables")]
                black_box(crate::pass_in(code, regime, black_box(inputs), next, f));
                #[cfg(not(feature = "tables"))]
                black_box(crate::pass(regime, black_box(inputs), next, f));
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
pub(crate) fn percent(done: usize, total: usize) -> usize {
    100 * done / total.max(1)
}

/// How many passes of the loop fill a sample of `per_sample`, one pass having taken `once`
/// (at least one, at most a million; a pass under 100 ns counts as 100 ns).
pub(crate) fn passes(per_sample: Duration, once: Duration) -> u32 {
    let once = once.max(Duration::from_nanos(100));
    (per_sample.as_secs_f64() / once.as_secs_f64()).clamp(1.0, 1e6) as u32
}

/// The median of `samples` (the upper one of an even count), as criterion reports.
pub(crate) fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// The time since the first call: the real clock of a run.
pub fn now() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}
