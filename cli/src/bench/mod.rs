//! `chess-lut bench`: "lookup or calculation?" answered on the machine it runs on. The loops
//! are chess-lut-bench's, the ones the criterion benches run ([`relations`],
//! [`slider_strategies`], [`perft_engines`]); this module is their timer, the report, the chart
//! and the files the command writes and reads ([`command`]). The loops and perft run in the
//! code `chess-lut perft` would choose ([`Code`]): on a CPU with BMI2 and a build without it, a
//! copy of each loop compiled for it, so that a calculation's shifts and bit scans are weighed
//! as an engine built for the machine runs them.

use std::hint::black_box;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use chess_lut_bench::sliders::Mode;
use chess_lut_bench::{
    Group, POSITIONS, Regime, Runner, perft_engines, prepare, relations, slider_inputs,
    slider_strategies,
};
use chess_lut_perft::Code;

use crate::output::{Stop, note, write_file};

use chess_lut_bench::report::{Count, Timer};
pub use chess_lut_bench::report::{Figure, PerftFigure, Report, SLIDERS, ratio, svg};

mod machine;
#[cfg(test)]
mod tests;

pub use machine::machine;

/// The files `chess-lut bench` writes or reads: the chart, the figures saved, and figures to
/// report instead of measuring.
pub struct Files<'a> {
    /// Where the chart goes, as SVG.
    pub svg: Option<&'a Path>,
    /// Where the figures go, as TSV.
    pub save: Option<&'a Path>,
    /// Figures saved by an earlier run, reported instead of measured.
    pub from: Option<&'a Path>,
}

/// `chess-lut bench`: every loop timed for `seconds` in `code` (or the figures of
/// `files.from`), the report into `out`, the chart and the figures into their files. A path
/// that cannot be written fails before the run, not after it.
pub fn command(
    seconds: f64,
    code: Code,
    files: &Files,
    out: &mut impl Write,
) -> Result<ExitCode, Stop> {
    let Files {
        svg: chart,
        save,
        from,
    } = *files;
    // fail on a bad path now, not after the run
    for path in chart.iter().chain(&save) {
        write_file(path, "")?;
    }
    // the figures of a file were measured in code it does not say
    let heading = format!(
        "chess-lut bench on {}",
        machine(from.is_none().then_some(code))
    );
    let report = match from {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            Report::from_tsv(&text).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => {
            if cfg!(debug_assertions) {
                note(format_args!(
                    "warning: an unoptimised build measures nothing useful; build with --release"
                ));
            }
            run(seconds, code)
        }
    };
    if let Some(path) = save {
        write_file(path, &report.tsv())?;
    }
    write!(out, "{}", report.text(&heading))?;
    if let Some(path) = chart {
        write_file(path, &svg(&report, &heading))?;
        writeln!(out, "chart: {}", path.display())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The regimes the command measures: the criterion benches' but the cache one (its 64 MiB
/// buffer would cost more than the question is worth here).
const REGIMES: [Regime; 3] = [Regime::Throughput, Regime::Latency, Regime::Random];

/// The share of the time the perft workload gets; the loops share the rest.
const PERFT_SHARE: f64 = 0.15;

/// Every loop the command measures, into `runner`: the relations in [`REGIMES`], then the
/// slider strategies asked for rooks alone, bishops alone, a rook and a bishop in turn, either
/// at random through one call site, and both of one square.
fn loops<R: Runner>(runner: &mut R) {
    relations(runner, &REGIMES);
    for regime in REGIMES {
        let inputs = slider_inputs(regime);
        for mode in Mode::ALL {
            let mut g = runner.group(mode.group(), regime);
            slider_strategies(&mut g, &inputs, mode);
            g.finish();
        }
    }
}

/// Runs everything in about `seconds`, the loops and perft in `code` (`chess-lut bench`
/// passes [`Code::fastest`] unless told otherwise, as `chess-lut perft` does).
pub fn run(seconds: f64, code: Code) -> Report {
    let start = Instant::now();
    let mut count = Count(0);
    loops(&mut count);
    note(format_args!("preparing the inputs"));
    prepare();
    let budget = Duration::from_secs_f64(seconds);
    let mut timer = Timer::new(budget.mul_f64(1.0 - PERFT_SHARE) / count.0.max(1) as u32)
        .in_code(code)
        .counting(count.0);
    loops(&mut timer);
    let perft = perft(budget.mul_f64(PERFT_SHARE), code);
    Report {
        perft,
        elapsed: start.elapsed(),
        ..timer.report()
    }
}

/// Each chess-lut-perft engine, in `code`, on the six positions at their quick depths, as
/// often as `budget` allows: the best time per position, and the geometric mean of the speeds.
fn perft(budget: Duration, code: Code) -> Vec<PerftFigure> {
    let engines = perft_engines(code);
    let per_engine = budget / engines.len().max(1) as u32;
    engines
        .iter()
        .map(|(name, run)| {
            note(format_args!("[ 99%] perft {name}"));
            let started = Instant::now();
            let mut best = [f64::INFINITY; POSITIONS.len()];
            let mut nodes = [0u64; POSITIONS.len()];
            // at least one round, then more while the engine's share lasts
            while best[0].is_infinite() || started.elapsed() < per_engine {
                for (i, position) in POSITIONS.iter().enumerate() {
                    let t = Instant::now();
                    nodes[i] = black_box(run(black_box(i), position.quick_depth));
                    best[i] = best[i].min(t.elapsed().as_secs_f64());
                }
            }
            let log_sum: f64 = (0..POSITIONS.len())
                .map(|i| (nodes[i] as f64 / best[i] / 1e6).ln())
                .sum();
            PerftFigure {
                engine: name.clone(),
                mnps: (log_sum / POSITIONS.len() as f64).exp(),
            }
        })
        .collect()
}
