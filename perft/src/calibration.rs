//! Which slider strategy is fastest on the CPU the generator runs on: measured, not guessed
//! from the build's flags. PEXT is one fast instruction on Intel since Haswell and on AMD
//! since Zen 3, but microcode on AMD's Excavator, Zen 1 and Zen 2 (tens to hundreds of
//! cycles, growing with the mask), where the magic tables count perft three times as fast as
//! the PEXT ones; and which of magic, PEXT and compact PEXT wins on a fast-PEXT CPU depends on
//! its caches. A list of CPU models would be wrong on the next one, and in a virtual machine
//! or an emulator that reports a model it does not run at the model's speed; a few
//! milliseconds of perft answer the question where it is asked.

use std::hint::black_box;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use chess_lut::geometry::Source;
use chess_lut::sliders::Strategy;

use crate::choice::{Choice, Reason, choices};
use crate::code::Code;
use crate::position::Position;

/// The calibration's workload: Kiwipete at depth 3 (97,862 leaves), a middle game with every
/// piece, castling both ways, en passant and promotions near, in the proportions a search meets
/// sliders in; about 0.2 ms a run with the tables.
const WORKLOAD: (&str, u32) = (
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    3,
);

/// Runs of the workload per strategy; each strategy's figure is its fastest run, so that an
/// interrupt or another process in one run does not decide the choice.
const ROUNDS: usize = 3;

/// What a calibration measured: each slider strategy's fastest run of the workload, fastest
/// first, and the choice it made.
#[derive(Clone, Debug)]
pub struct Calibration {
    /// Each strategy and its fastest run, fastest first.
    pub times: Vec<(Strategy, Duration)>,
    /// The fastest strategy's choice ([`Reason::Measured`]; [`Reason::Default`] when there
    /// was only one).
    pub choice: Choice,
}

impl Calibration {
    /// Each strategy beside the fastest: `magic 1.00x, pext-compact 1.08x, pext 3.1x`.
    pub fn summary(&self) -> String {
        let best = self.times[0].1.as_secs_f64().max(1e-12);
        let ratios: Vec<String> = self
            .times
            .iter()
            .map(|(s, t)| format!("{s} {:.2}x", t.as_secs_f64() / best))
            .collect();
        ratios.join(", ")
    }
}

impl Choice {
    /// What `chess-lut perft` runs unless told otherwise: the tables, with the slider strategy
    /// that measured fastest on this CPU ([`Choice::calibrate`], once per process), in the
    /// fastest code this CPU runs ([`Code::fastest`]). Not PEXT because the build has BMI2:
    /// on AMD before Zen 3 PEXT is microcode, and magic counts three times as fast.
    ///
    /// ```
    /// use chess_lut::geometry::Source;
    /// use chess_lut_perft::{Choice, Code, Position, Reason};
    /// let best = Choice::fastest();
    /// assert_eq!((best.geometry, best.code, best.reason), (Source::Tables, Code::fastest(), Reason::Measured));
    /// assert!(best.sliders.is_available());
    /// assert_eq!((best.perft)(&Position::start(), 3), 8_902);
    /// assert_eq!(Choice::fastest().sliders, best.sliders); // measured once
    /// ```
    pub fn fastest() -> Choice {
        static FASTEST: OnceLock<Choice> = OnceLock::new();
        *FASTEST.get_or_init(|| {
            Choice::calibrate(Source::Tables, Code::fastest())
                .expect("the fastest code is available")
                .choice
        })
    }

    /// The fastest slider strategy on this CPU for `geometry`'s other lookups in `code`,
    /// measured: each table strategy this build has counts a fixed workload (Kiwipete, depth
    /// 3) three times, in rotating order, and the fastest run of each decides. Takes about
    /// 2 ms; perft's default ([`Choice::fastest`] for the tables). [`Strategy::Calc`], no
    /// table at all, is not a candidate: it is the tables' twin, and counts at half their
    /// speed or less.
    ///
    /// ```
    /// use chess_lut::{geometry::Source, sliders::Strategy};
    /// use chess_lut_perft::{Choice, Code, Reason};
    /// let c = Choice::calibrate(Source::Tables, Code::Build).unwrap();
    /// let tables = Strategy::ALL.iter().filter(|s| s.is_available() && **s != Strategy::Calc);
    /// assert_eq!(c.times.len(), tables.count());
    /// assert_eq!((c.choice.sliders, c.choice.reason), (c.times[0].0, Reason::Measured));
    /// assert!(c.times.windows(2).all(|w| w[0].1 <= w[1].1));
    /// ```
    pub fn calibrate(geometry: Source, code: Code) -> Result<Calibration, String> {
        let code = code.available()?;
        let candidates: Vec<Choice> = choices()
            .into_iter()
            .filter(|c| c.geometry == geometry && c.code == code && c.sliders != Strategy::Calc)
            .collect();
        let (fen, depth) = WORKLOAD;
        let pos: Position = fen.parse().expect("the workload's FEN is valid");
        let times = fastest_runs(&candidates, ROUNDS, |c| {
            let start = Instant::now();
            black_box((c.perft)(black_box(&pos), depth));
            start.elapsed()
        });
        Ok(Calibration {
            choice: Choice {
                reason: reason(times.len()),
                ..times[0].0
            },
            times: times.iter().map(|&(c, t)| (c.sliders, t)).collect(),
        })
    }
}

/// The reason a calibration over `candidates` strategies gives its fastest.
fn reason(candidates: usize) -> Reason {
    if candidates > 1 {
        Reason::Measured
    } else {
        Reason::Default
    }
}

/// Each candidate's fastest of `rounds` timings by `time`, fastest first (in candidate order
/// where two tie). Round `r` starts at candidate `r` and goes round, so that no candidate is
/// always timed first or after the same one.
pub(crate) fn fastest_runs<T: Copy>(
    candidates: &[T],
    rounds: usize,
    mut time: impl FnMut(T) -> Duration,
) -> Vec<(T, Duration)> {
    let n = candidates.len();
    let mut best = vec![Duration::MAX; n];
    for round in 0..rounds {
        for i in (0..n).map(|k| (round + k) % n) {
            best[i] = best[i].min(time(candidates[i]));
        }
    }
    let mut runs: Vec<(T, Duration)> = candidates.iter().copied().zip(best).collect();
    runs.sort_by_key(|r| r.1);
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(x: f64) -> Duration {
        Duration::from_secs_f64(x / 1e3)
    }

    /// A fake CPU whose PEXT is microcoded: pext three times magic's time, as on Zen 2.
    #[test]
    fn microcoded_pext_loses_to_magic() {
        let cpu = |s: Strategy| match s {
            Strategy::Pext => ms(0.60),
            Strategy::PextCompact => ms(0.90),
            Strategy::Magic => ms(0.20),
            Strategy::Kindergarten => ms(0.28),
            Strategy::Hyperbola => ms(0.26),
            Strategy::Dual => ms(0.22),
            Strategy::Calc => ms(0.45),
        };
        let runs = fastest_runs(&Strategy::ALL, ROUNDS, cpu);
        let order: Vec<Strategy> = runs.iter().map(|r| r.0).collect();
        use Strategy::*;
        assert_eq!(
            order,
            [
                Magic,
                Dual,
                Hyperbola,
                Kindergarten,
                Calc,
                Pext,
                PextCompact
            ]
        );
        assert_eq!(runs[0].1, ms(0.20));
    }

    /// A fast-PEXT CPU, where compact PEXT wins; one disturbed run of it (another process, an
    /// interrupt) does not decide, its fastest run does.
    #[test]
    fn the_fastest_run_decides() {
        let mut calls = 0;
        let cpu = |s: Strategy| {
            calls += 1;
            match s {
                Strategy::PextCompact if calls == 1 => ms(5.0),
                Strategy::PextCompact => ms(0.15),
                Strategy::Pext => ms(0.17),
                _ => ms(0.19),
            }
        };
        let candidates = [Strategy::PextCompact, Strategy::Pext, Strategy::Magic];
        let runs = fastest_runs(&candidates, 3, cpu);
        assert_eq!(runs[0], (Strategy::PextCompact, ms(0.15)));
        assert_eq!(runs[1], (Strategy::Pext, ms(0.17)));
    }

    /// Every candidate is timed `rounds` times, and each round starts one further on.
    #[test]
    fn rounds_rotate() {
        let mut order = Vec::new();
        let runs = fastest_runs(&[0, 1, 2], 4, |i| {
            order.push(i);
            ms(1.0)
        });
        assert_eq!(order, [0, 1, 2, 1, 2, 0, 2, 0, 1, 0, 1, 2]);
        // ties keep the candidates' order
        assert_eq!(runs.iter().map(|r| r.0).collect::<Vec<_>>(), [0, 1, 2]);
    }

    #[test]
    fn one_candidate_is_the_default() {
        assert_eq!(reason(1), Reason::Default);
        assert_eq!(reason(2), Reason::Measured);
        assert_eq!(Reason::Asked.to_string(), "asked");
        assert_eq!(Reason::Default.to_string(), "default");
    }
}
