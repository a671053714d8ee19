//! The timer, the report and the chart, on figures made up for the test and on a fake clock.

use std::time::Duration;

use super::chart::{LEFT, WIDTH, svg};
use super::text::ratio;
use super::timer::*;
use super::*;
use crate::harness::{Group, Regime, Runner};

/// The regimes `chess-lut bench` measures.
const REGIMES: [Regime; 3] = [Regime::Throughput, Regime::Latency, Regime::Random];

fn figure(group: &str, regime: Regime, id: &str, ns: f64) -> Figure {
    Figure {
        group: group.into(),
        regime,
        id: id.into(),
        ns,
    }
}

/// A report where the table wins `in_between` everywhere, the calculation wins `same_color`
/// everywhere, `line` depends on the regime, and hyperbola wins the sliders' latency.
fn report() -> Report {
    let mut figures = Vec::new();
    for r in REGIMES {
        figures.push(figure("in_between", r, "baseline", 0.3));
        figures.push(figure("in_between", r, "lookup", 1.0));
        figures.push(figure("in_between", r, "calc", 4.7));
        figures.push(figure("same_color", r, "lookup", 1.0));
        figures.push(figure("same_color", r, "calc", 0.9));
        figures.push(figure("same_diagonal", r, "lookup", 1.0));
        figures.push(figure("same_diagonal", r, "calc", 1.02));
        let line_calc = if r == Regime::Latency { 0.5 } else { 2.0 };
        figures.push(figure("line", r, "lookup", 1.0));
        figures.push(figure("line", r, "calc", line_calc));
        let (magic, hyperbola) = if r == Regime::Latency {
            (9.0, 5.0)
        } else {
            (1.5, 2.5)
        };
        figures.push(figure(SLIDERS, r, "magic", magic));
        figures.push(figure(SLIDERS, r, "kindergarten", magic * 1.02));
        figures.push(figure(SLIDERS, r, "hyperbola", hyperbola));
    }
    Report {
        figures,
        perft: vec![
            PerftFigure {
                engine: "chess_lut/magic".into(),
                mnps: 600.0,
            },
            PerftFigure {
                engine: "chess_lut/all_calc".into(),
                mnps: 300.0,
            },
        ],
        elapsed: Duration::from_secs(20),
    }
}

#[test]
fn ratios_read_as_written() {
    assert_eq!(ratio(4.7), "4.7x");
    assert_eq!(ratio(1.0), "1.00x");
    assert_eq!(ratio(0.93), "0.93x");
    assert_eq!(ratio(1.25), "1.2x");
    assert_eq!(ratio(0.5), "0.5x");
    assert_eq!(ratio(12.4), "12x");
}

#[test]
fn the_report_has_every_figure_and_ratio() {
    let text = report().text("test");
    let row = |name: &str| {
        text.lines()
            .find(|l| {
                l.split_whitespace()
                    .take(2)
                    .collect::<Vec<_>>()
                    .contains(&name)
            })
            .unwrap_or_else(|| panic!("no row {name} in\n{text}"))
            .to_string()
    };
    assert!(row("in_between").contains("1.00x"), "{text}");
    let calc = text
        .lines()
        .skip_while(|l| !l.starts_with("in_between"))
        .nth(1)
        .expect("calc follows lookup");
    assert_eq!(calc.matches("4.7x").count(), 3, "{calc}");
    assert!(
        !text.contains("baseline"),
        "the bare loop is not a contender\n{text}"
    );
    // against the fastest: hyperbola in latency, magic elsewhere
    let magic = row("magic");
    assert_eq!(magic.matches("1.00x").count(), 2, "{magic}");
    assert!(magic.contains("1.8x"), "9.0 over 5.0 in latency: {magic}");
    assert!(row("hyperbola").contains("1.7x"), "2.5 over 1.5: {text}");
    assert!(row("chess_lut/all_calc").contains("2.0x"), "{text}");
}

#[test]
fn the_recommendation_follows_the_figures() {
    let words = report().recommendation();
    let line = |start: &str| {
        words
            .lines()
            .find(|l| l.trim_start().starts_with(start))
            .unwrap_or_else(|| panic!("no line {start} in\n{words}"))
            .to_string()
    };
    assert!(line("the table:").ends_with(": in_between"), "{words}");
    assert!(
        line("the calculation:").ends_with(": same_color"),
        "{words}"
    );
    assert!(
        line("either").ends_with(": same_diagonal"),
        "2% is level: {words}"
    );
    assert!(
        line("it depends").contains("line (the table in throughput, random)"),
        "{words}"
    );
    let sliders = line("sliders");
    assert!(
        sliders.contains("magic or kindergarten on boards that vary"),
        "{sliders}"
    );
    assert!(sliders.contains("hyperbola when each answer"), "{sliders}");
    assert!(
        line("move generation").contains("chess_lut/magic (600 Mnps)"),
        "{words}"
    );
}

#[test]
fn the_chart_draws_every_bar_to_scale() {
    let svg = svg(&report(), "test");
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    // 4 relations x 3 regimes, 3 strategies x 3 regimes, 2 perft engines
    assert_eq!(svg.matches("<rect x=").count(), 12 + 9 + 2, "{svg}");
    // in its section the longest bar spans the chart: in_between's 4.7x
    let span = WIDTH - LEFT - 90.0;
    assert!(svg.contains(&format!("width=\"{span:.1}\"")), "{svg}");
    // the 1.0x line of the relations at 1 / 4.7 of the span
    assert!(
        svg.contains(&format!("x1=\"{:.1}\"", LEFT + span / 4.7)),
        "{svg}"
    );
}

std::thread_local! {
    /// The calls the fake clock's loop has made.
    static CALLS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// A clock on which every call of the test's loop takes 3 ns.
fn fake_clock() -> Duration {
    Duration::from_nanos(3 * CALLS.with(|c| c.get()))
}

#[test]
fn the_timer_reports_ns_per_call_in_every_regime() {
    let timer = Timer::new(Duration::from_micros(10))
        .on_clock(fake_clock)
        .counting(4);
    #[cfg(feature = "tables")]
    let timer = timer.in_code(chess_lut_perft::Code::Build);
    let mut timer = timer;
    let inputs: Vec<(u64, u64)> = (0..40).map(|i| (i, i)).collect();
    for regime in [Regime::Throughput, Regime::Latency, Regime::Random] {
        let mut g = timer.group("test", regime);
        g.bench(
            "three",
            &inputs,
            |i| i,
            |a, b| {
                CALLS.with(|c| c.set(c.get() + 1));
                a ^ b
            },
        );
        g.finish();
    }
    assert_eq!(timer.done(), 3);
    let report = timer.report();
    assert_eq!(report.figures.len(), 3);
    for f in &report.figures {
        assert!((f.ns - 3.0).abs() < 1e-9, "{f:?}");
    }
}

#[test]
fn samples_are_sized_to_the_budget() {
    let ms = Duration::from_millis;
    assert_eq!(passes(ms(10), ms(1)), 10);
    assert_eq!(passes(ms(1), ms(10)), 1, "at least one pass");
    assert_eq!(
        passes(ms(1), Duration::ZERO),
        10_000,
        "a pass counts as 100 ns at least"
    );
    assert_eq!(passes(Duration::from_secs(10), Duration::ZERO), 1_000_000);
    assert_eq!(median(vec![5.0, 1.0, 4.0, 2.0, 3.0]), 3.0);
    assert_eq!(median(vec![2.0, 1.0]), 2.0);
    assert_eq!(
        (percent(0, 8), percent(2, 8), percent(8, 8), percent(0, 0)),
        (0, 25, 100, 0)
    );
}

#[test]
fn figures_read_back_as_written() {
    let r = report();
    let back = Report::from_tsv(&r.tsv()).unwrap();
    assert_eq!((&back.figures, &back.perft), (&r.figures, &r.perft));
    assert_eq!(back.elapsed, Duration::ZERO);
    // a run says how long it took; figures read back do not pretend to
    assert!(
        r.text("on test")
            .starts_with("on test: 20.0 s, nanoseconds")
    );
    assert!(back.text("on test").starts_with("on test: nanoseconds"));
}

#[test]
fn a_long_relation_name_keeps_its_column() {
    let mut r = report();
    let long = "center_manhattan_distance";
    for regime in REGIMES {
        r.figures.push(figure(long, regime, "lookup", 1.0));
        r.figures.push(figure(long, regime, "calc", 6.5));
    }
    let text = r.text("test");
    let row = text.lines().find(|l| l.starts_with(long)).unwrap();
    assert_eq!(row.split_whitespace().nth(1), Some("lookup"), "{row}");
    // its rows' figures and the short names' start in the same column
    let calc = text.lines().find(|l| l.contains("6.5x")).unwrap();
    let short = text.lines().find(|l| l.contains("4.7x")).unwrap();
    assert_eq!(row.find("1.0"), calc.find("6.5"), "{row}\n{calc}");
    assert_eq!(calc.find("6.5"), short.find("4.7"), "{calc}\n{short}");
    for (bad, why) in [
        (
            "figure\tin_between\tsometimes\tlookup\t1.0",
            "line 1: not a regime",
        ),
        (
            "figure\tin_between\tlatency\tlookup\t-1",
            "line 1: not a positive number",
        ),
        ("# a comment\nperft\tmagic", "line 2: expected figure"),
        ("", "no figures"),
    ] {
        let err = Report::from_tsv(bad).unwrap_err();
        assert!(err.starts_with(why), "{bad:?}: {err}");
    }
    // figures with the cache regime (criterion's) are reported in all four
    let mut four = report();
    four.figures.push(Figure {
        group: "line".into(),
        regime: Regime::Cache,
        id: "lookup".into(),
        ns: 1.0,
    });
    assert_eq!(four.regimes(), Regime::ALL);
}

/// An engine's report: relations alone, no slider section, no perft, its own heading.
#[test]
fn a_report_of_relations_alone_has_no_empty_sections() {
    let mut r = report();
    r.figures.retain(|f| f.group != SLIDERS);
    r.perft.clear();
    let text = r.text("my engine's tables on test");
    assert!(
        text.starts_with("my engine's tables on test: 20.0 s"),
        "{text}"
    );
    assert!(
        !text.contains("sliders") && !text.contains("perft"),
        "{text}"
    );
    assert!(text.contains("the table: in_between"), "{text}");
    let chart = svg(&r, "my engine");
    assert!(
        !chart.contains("Sliders") && !chart.contains("Perft"),
        "{chart}"
    );
}
