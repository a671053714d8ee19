//! `chess-lut bench`: "lookup or calculation?" answered on the machine it runs on. The loops
//! are chess-lut-bench's, the ones the criterion benches run ([`relations`],
//! [`slider_strategies`], [`perft_engines`]); this module is only their timer, the report and
//! the chart.

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::{Duration, Instant};

use chess_lut_bench::sliders::Mode;
use chess_lut_bench::{
    Group, POSITIONS, Regime, Runner, pass, perft_engines, prepare, relations, slider_inputs,
    slider_strategies,
};

/// The regimes the command measures: the criterion benches' but the cache one (its 64 MiB
/// buffer would cost more than the question is worth here).
const REGIMES: [Regime; 3] = [Regime::Throughput, Regime::Latency, Regime::Random];

/// Samples per bench; the figure is their median, as criterion reports.
const SAMPLES: u32 = 5;

/// The share of the time the perft workload gets; the loops share the rest.
const PERFT_SHARE: f64 = 0.15;

/// How close two figures are to be called level: 3%.
const LEVEL: f64 = 0.03;

/// The group the slider strategies are measured in.
const SLIDERS: &str = "sliders/alternating";

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

/// Counts the benches without running them, to share the time among them.
struct Count(usize);

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
struct Timer {
    per_bench: Duration,
    /// The clock: [`now`], or a test's.
    clock: fn() -> Duration,
    figures: Vec<Figure>,
    done: usize,
    total: usize,
}

/// A group being timed.
struct TimerGroup<'a> {
    timer: &'a mut Timer,
    name: String,
    regime: Regime,
}

impl Runner for Timer {
    type Group<'a> = TimerGroup<'a>;

    fn group(&mut self, name: &str, regime: Regime) -> TimerGroup<'_> {
        let percent = percent(self.done, self.total);
        eprintln!("[{percent:3}%] {name}/{}", regime.name());
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
        let run = |passes: u32| {
            let start = clock();
            for _ in 0..passes {
                black_box(pass(regime, black_box(inputs), next, f));
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
fn percent(done: usize, total: usize) -> usize {
    100 * done / total.max(1)
}

/// How many passes of the loop fill a sample of `per_sample`, one pass having taken `once`
/// (at least one, at most a million; a pass under 100 ns counts as 100 ns).
fn passes(per_sample: Duration, once: Duration) -> u32 {
    let once = once.max(Duration::from_nanos(100));
    (per_sample.as_secs_f64() / once.as_secs_f64()).clamp(1.0, 1e6) as u32
}

/// The median of `samples` (the upper one of an even count), as criterion reports.
fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// The time since the first call: the real clock of a run.
fn now() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

/// Every loop the command measures, into `runner`: the relations in [`REGIMES`], then the
/// slider strategies asked for a rook and a bishop in turn.
fn loops<R: Runner>(runner: &mut R) {
    relations(runner, &REGIMES);
    for regime in REGIMES {
        let inputs = slider_inputs(regime);
        let mut g = runner.group(SLIDERS, regime);
        slider_strategies(&mut g, &inputs, Mode::Alternating);
        g.finish();
    }
}

/// Runs everything in about `seconds`.
pub fn run(seconds: f64) -> Report {
    let start = Instant::now();
    let mut count = Count(0);
    loops(&mut count);
    eprintln!("preparing the inputs");
    prepare();
    let budget = Duration::from_secs_f64(seconds);
    let mut timer = Timer {
        per_bench: budget.mul_f64(1.0 - PERFT_SHARE) / count.0.max(1) as u32,
        clock: now,
        figures: Vec::new(),
        done: 0,
        total: count.0,
    };
    loops(&mut timer);
    let perft = perft(budget.mul_f64(PERFT_SHARE));
    Report {
        figures: timer.figures,
        perft,
        elapsed: start.elapsed(),
    }
}

/// Each chess-lut-perft engine on the six positions at their quick depths, as often as
/// `budget` allows: the best time per position, and the geometric mean of the speeds.
fn perft(budget: Duration) -> Vec<PerftFigure> {
    let engines = perft_engines();
    let per_engine = budget / engines.len().max(1) as u32;
    engines
        .iter()
        .map(|(name, run)| {
            eprintln!("[ 99%] perft {name}");
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

impl Report {
    /// The figure of `id` in `group` and `regime`.
    fn ns(&self, group: &str, regime: Regime, id: &str) -> Option<f64> {
        self.figures
            .iter()
            .find(|f| f.group == group && f.regime == regime && f.id == id)
            .map(|f| f.ns)
    }

    /// The groups, in the order measured, the slider group last.
    fn groups(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for f in &self.figures {
            if !out.contains(&f.group.as_str()) {
                out.push(&f.group);
            }
        }
        out
    }

    /// The implementations of `group`, in the order measured, without the bare loop.
    fn ids(&self, group: &str) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for f in self.figures.iter().filter(|f| f.group == group) {
            if f.id != "baseline" && !out.contains(&f.id.as_str()) {
                out.push(&f.id);
            }
        }
        out
    }

    /// The fastest implementation of `group` in `regime`, and its time.
    fn fastest(&self, group: &str, regime: Regime) -> Option<(&str, f64)> {
        self.ids(group)
            .into_iter()
            .filter_map(|id| Some((id, self.ns(group, regime, id)?)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// The plain-text report: the relations, the sliders, perft, and what to use here.
    pub fn text(&self, machine: &str) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "chess-lut bench on {machine}: {:.1} s, nanoseconds per call (median of {SAMPLES} samples)",
            self.elapsed.as_secs_f64()
        );
        let _ = writeln!(
            out,
            "each ratio is that time over the lookup's (relations) or the fastest's (sliders):\n\
             above 1.0x is slower\n"
        );
        let header = |out: &mut String, first: &str| {
            let _ = write!(out, "{first:<40}");
            for regime in REGIMES {
                let _ = write!(out, "{:>18}", regime.name());
            }
            out.push('\n');
        };
        header(&mut out, "relation / implementation");
        for group in self.groups().into_iter().filter(|g| *g != SLIDERS) {
            for (i, id) in self.ids(group).into_iter().enumerate() {
                let label = if i == 0 { group } else { "" };
                let _ = write!(out, "{label:<20}{id:<20}");
                for regime in REGIMES {
                    let base = self.ns(group, regime, "lookup");
                    let _ = write!(out, "{}", cell(self.ns(group, regime, id), base));
                }
                out.push('\n');
            }
        }
        out.push('\n');
        header(&mut out, "sliders, rook and bishop in turn");
        for id in self.ids(SLIDERS) {
            let _ = write!(out, "{:<20}{id:<20}", "");
            for regime in REGIMES {
                let best = self.fastest(SLIDERS, regime).map(|b| b.1);
                let _ = write!(out, "{}", cell(self.ns(SLIDERS, regime, id), best));
            }
            out.push('\n');
        }
        if let Some(best) = self.perft.iter().map(|p| p.mnps).reduce(f64::max) {
            let _ = writeln!(
                out,
                "\nperft, six positions at a short depth (million nodes per second, geometric mean)"
            );
            for p in &self.perft {
                let _ = writeln!(
                    out,
                    "{:<40}{:>10.1} {:>7}",
                    p.engine,
                    p.mnps,
                    ratio(best / p.mnps)
                );
            }
        }
        out.push('\n');
        out.push_str(&self.recommendation());
        out
    }

    /// What to use on this machine, in words. Within [`LEVEL`] of each other two figures are
    /// level: noise on a shared machine, not a reason to pick one.
    pub fn recommendation(&self) -> String {
        let (mut table, mut calc, mut level, mut mixed) = (vec![], vec![], vec![], vec![]);
        for group in self.groups().into_iter().filter(|g| *g != SLIDERS) {
            // per regime: Some(true) the table wins, Some(false) the calculation, None level
            let verdicts: Vec<(Regime, Option<bool>)> = REGIMES
                .iter()
                .filter_map(|&r| {
                    let q = self.ns(group, r, "calc")? / self.ns(group, r, "lookup")?;
                    Some((r, (q.ln().abs() > LEVEL.ln_1p()).then_some(q > 1.0)))
                })
                .collect();
            let wins = |w: bool| verdicts.iter().filter(|v| v.1 == Some(w)).count();
            match (wins(true), wins(false)) {
                (0, 0) if verdicts.is_empty() => {}
                (0, 0) => level.push(group.to_string()),
                (_, 0) => table.push(group.to_string()),
                (0, _) => calc.push(group.to_string()),
                _ => {
                    let regimes: Vec<&str> = verdicts
                        .iter()
                        .filter(|v| v.1 == Some(true))
                        .map(|v| v.0.name())
                        .collect();
                    mixed.push(format!("{group} (the table in {})", regimes.join(", ")));
                }
            }
        }
        let mut out = String::from("On this machine:\n");
        let list = |v: &[String]| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.join(", ")
            }
        };
        let _ = writeln!(out, "  the table: {}", list(&table));
        let _ = writeln!(out, "  the calculation: {}", list(&calc));
        let _ = writeln!(
            out,
            "  either (level within {:.0}%): {}",
            LEVEL * 100.0,
            list(&level)
        );
        if !mixed.is_empty() {
            let _ = writeln!(out, "  it depends on the regime: {}", mixed.join("; "));
        }
        let leaders = |regime: Regime| -> Option<String> {
            let (_, best) = self.fastest(SLIDERS, regime)?;
            let ids: Vec<&str> = self
                .ids(SLIDERS)
                .into_iter()
                .filter(|id| {
                    self.ns(SLIDERS, regime, id)
                        .is_some_and(|ns| ns <= best * (1.0 + LEVEL))
                })
                .collect();
            Some(ids.join(" or "))
        };
        if let (Some(random), Some(latency)) = (leaders(Regime::Random), leaders(Regime::Latency)) {
            let _ = write!(
                out,
                "  sliders: {random} on boards that vary as in a search (the random regime)"
            );
            if latency != random {
                let _ = write!(
                    out,
                    "; {latency} when each answer decides the next question"
                );
            }
            out.push('\n');
        }
        if let Some(best) = self.perft.iter().max_by(|a, b| a.mnps.total_cmp(&b.mnps)) {
            let _ = writeln!(
                out,
                "  move generation end to end: {} ({:.0} Mnps)",
                best.engine, best.mnps
            );
        }
        out
    }
}

/// `ns` and its ratio to `base`, right-aligned in 18 columns: `   1.52  2.1x`.
fn cell(ns: Option<f64>, base: Option<f64>) -> String {
    match (ns, base) {
        (Some(ns), Some(base)) => format!("{ns:>10.2} {:>7}", ratio(ns / base)),
        (Some(ns), None) => format!("{ns:>10.2} {:>7}", ""),
        _ => format!("{:>18}", "-"),
    }
}

/// A ratio as the report writes it: `4.7x`, `1.00x` near one, `0.93x`.
pub fn ratio(r: f64) -> String {
    if r >= 9.95 {
        format!("{r:.0}x")
    } else if (0.8..1.25).contains(&r) {
        format!("{r:.2}x")
    } else {
        format!("{r:.1}x")
    }
}

/// The machine, for the report's first line: the architecture, and whether the build has BMI2.
pub fn machine() -> String {
    let bmi2 = if cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {
        "a BMI2 build"
    } else {
        "a build without BMI2 (build with RUSTFLAGS=\"-C target-cpu=native\" for the PEXT tables)"
    };
    format!(
        "{} {}, {bmi2}",
        std::env::consts::ARCH,
        std::env::consts::OS
    )
}

/// The report as a bar chart: for each relation the calculation's time over the lookup's per
/// regime (a bar past the 1.0x line: the table wins), the slider strategies' ns per call, and
/// perft's Mnps per strategy.
pub fn svg(report: &Report, machine: &str) -> String {
    let mut chart = Chart::new(&format!("chess-lut bench on {machine}"));
    chart.section(
        "Relations: calculation time over lookup time (past 1.0x the table wins)",
        Some(1.0),
        "x",
    );
    for group in report.groups().into_iter().filter(|g| *g != SLIDERS) {
        for (k, regime) in REGIMES.into_iter().enumerate() {
            let (Some(lookup), Some(calc)) = (
                report.ns(group, regime, "lookup"),
                report.ns(group, regime, "calc"),
            ) else {
                continue;
            };
            let label = if k == 0 { group } else { "" };
            chart.bar(label, regime.name(), calc / lookup, k);
        }
    }
    chart.section(
        "Sliders, rook and bishop in turn: ns per call (shorter is faster)",
        None,
        " ns",
    );
    for id in report.ids(SLIDERS) {
        for (k, regime) in REGIMES.into_iter().enumerate() {
            if let Some(ns) = report.ns(SLIDERS, regime, id) {
                chart.bar(if k == 0 { id } else { "" }, regime.name(), ns, k);
            }
        }
    }
    if !report.perft.is_empty() {
        chart.section(
            "Perft: million nodes per second (longer is faster)",
            None,
            " Mnps",
        );
        for p in &report.perft {
            chart.bar(&p.engine, "", p.mnps, 3);
        }
    }
    chart.finish()
}

/// A horizontal bar chart in sections, each with its own scale.
struct Chart {
    title: String,
    sections: Vec<Section>,
}

struct Section {
    title: String,
    mark: Option<f64>,
    unit: &'static str,
    bars: Vec<(String, String, f64, usize)>,
}

const COLORS: [&str; 4] = ["#2f5d8a", "#e0684a", "#6a9f3a", "#7a4f9a"];
const ROW: f64 = 16.0;
const LEFT: f64 = 260.0;
const WIDTH: f64 = 900.0;

impl Chart {
    fn new(title: &str) -> Chart {
        Chart {
            title: title.to_string(),
            sections: Vec::new(),
        }
    }

    fn section(&mut self, title: &str, mark: Option<f64>, unit: &'static str) {
        self.sections.push(Section {
            title: title.to_string(),
            mark,
            unit,
            bars: Vec::new(),
        });
    }

    fn bar(&mut self, label: &str, series: &str, value: f64, color: usize) {
        if let Some(section) = self.sections.last_mut() {
            section
                .bars
                .push((label.to_string(), series.to_string(), value, color));
        }
    }

    fn finish(self) -> String {
        let mut body = String::new();
        let mut y = 40.0;
        let span = WIDTH - LEFT - 90.0;
        for section in &self.sections {
            let _ = writeln!(
                body,
                r#"<text x="10" y="{:.0}" font-weight="bold">{}</text>"#,
                y + 12.0,
                escape(&section.title)
            );
            y += 24.0;
            let top = y;
            let max = section
                .bars
                .iter()
                .map(|b| b.2)
                .chain(section.mark)
                .fold(0.0, f64::max)
                .max(f64::MIN_POSITIVE);
            for (label, series, value, color) in &section.bars {
                let w = (value / max * span).max(1.0);
                let _ = writeln!(
                    body,
                    r##"<text x="10" y="{:.0}">{}</text><text x="{:.0}" y="{:.0}" text-anchor="end" fill="#5b6168">{}</text><rect x="{LEFT}" y="{:.0}" width="{w:.1}" height="{:.0}" fill="{}"><title>{} {} {:.3}{}</title></rect><text x="{:.1}" y="{:.0}">{}{}</text>"##,
                    y + 11.0,
                    escape(label),
                    LEFT - 6.0,
                    y + 11.0,
                    escape(series),
                    y + 2.0,
                    ROW - 4.0,
                    COLORS[color % COLORS.len()],
                    escape(label),
                    escape(series),
                    value,
                    section.unit,
                    LEFT + w + 4.0,
                    y + 11.0,
                    short(*value),
                    section.unit
                );
                y += ROW;
            }
            if let Some(mark) = section.mark {
                let x = LEFT + mark / max * span;
                let _ = writeln!(
                    body,
                    r##"<line x1="{x:.1}" y1="{top:.0}" x2="{x:.1}" y2="{y:.0}" stroke="#1d1f21" stroke-dasharray="4 3"/>"##
                );
            }
            y += 16.0;
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{y:.0}\" viewBox=\"0 0 {WIDTH} {y:.0}\" font-family=\"sans-serif\" font-size=\"12\">\n\
             <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n\
             <text x=\"10\" y=\"22\" font-size=\"15\" font-weight=\"bold\">{}</text>\n{body}</svg>\n",
            escape(&self.title)
        )
    }
}

/// A value for a bar's end: three significant figures.
fn short(v: f64) -> String {
    if v >= 100.0 {
        format!("{v:.0}")
    } else if v >= 10.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let mut timer = Timer {
            per_bench: Duration::from_micros(10),
            clock: fake_clock,
            figures: Vec::new(),
            done: 0,
            total: 4,
        };
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
        assert_eq!(timer.done, 3);
        assert_eq!(timer.figures.len(), 3);
        for f in &timer.figures {
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
    fn the_timer_measures_every_loop_once() {
        let mut count = Count(0);
        loops(&mut count);
        let mut timer = Timer {
            per_bench: Duration::from_micros(1),
            clock: now,
            figures: Vec::new(),
            done: 0,
            total: count.0,
        };
        loops(&mut timer);
        assert_eq!(timer.figures.len(), count.0);
        assert!(timer.figures.iter().all(|f| f.ns > 0.0 && f.ns.is_finite()));
        for regime in REGIMES {
            assert!(
                timer
                    .figures
                    .iter()
                    .any(|f| f.group == "in_between" && f.regime == regime && f.id == "calc")
            );
            assert!(
                timer
                    .figures
                    .iter()
                    .any(|f| f.group == SLIDERS && f.regime == regime && f.id == "magic")
            );
        }
    }
}
