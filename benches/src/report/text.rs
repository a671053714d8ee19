//! The report of a run, as text: nanoseconds per call and ratios per relation and slider
//! strategy, perft, and what to use on this machine. The one advice renderer: `chess-lut bench`,
//! the report script (`scripts/benchmarks.py`, through `chess-lut bench --from`) and an
//! engine's own benches print it.

use std::fmt::Write as _;

use super::{Report, SAMPLES, SLIDER_GROUPS, is_slider_group};
use crate::harness::Regime;

/// How close two figures are to be called level: 3%.
const LEVEL: f64 = 0.03;

impl Report {
    /// The figure of `id` in `group` and `regime`.
    pub fn ns(&self, group: &str, regime: Regime, id: &str) -> Option<f64> {
        self.figures
            .iter()
            .find(|f| f.group == group && f.regime == regime && f.id == id)
            .map(|f| f.ns)
    }

    /// The groups, in the order measured, the slider group last.
    pub fn groups(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for f in &self.figures {
            if !out.contains(&f.group.as_str()) {
                out.push(&f.group);
            }
        }
        out
    }

    /// The implementations of `group`, in the order measured, without the bare loop.
    pub fn ids(&self, group: &str) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for f in self.figures.iter().filter(|f| f.group == group) {
            if f.id != "baseline" && !out.contains(&f.id.as_str()) {
                out.push(&f.id);
            }
        }
        out
    }

    /// The regimes the figures are in, in report order: the command's three, or criterion's
    /// four where the figures come from a report script.
    pub fn regimes(&self) -> Vec<Regime> {
        Regime::ALL
            .into_iter()
            .filter(|r| self.figures.iter().any(|f| f.regime == *r))
            .collect()
    }

    /// The fastest implementation of `group` in `regime`, and its time.
    fn fastest(&self, group: &str, regime: Regime) -> Option<(&str, f64)> {
        self.ids(group)
            .into_iter()
            .filter_map(|id| Some((id, self.ns(group, regime, id)?)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// The plain-text report under `heading` (`chess-lut bench on x86_64 linux`): the
    /// relations, the sliders and perft where there are figures of them, and what to use here.
    pub fn text(&self, heading: &str) -> String {
        let mut out = String::new();
        // figures read back from a file carry no run time
        let took = match self.elapsed.as_secs_f64() {
            0.0 => String::new(),
            s => format!("{s:.1} s, "),
        };
        let _ = writeln!(
            out,
            "{heading}: {took}nanoseconds per call (median of {SAMPLES} samples)"
        );
        let _ = writeln!(
            out,
            "each ratio is that time over the lookup's{}: above 1.0x is slower\n",
            if SLIDER_GROUPS.iter().all(|(g, _)| self.ids(g).is_empty()) {
                ""
            } else {
                " (relations) or the fastest's (sliders)"
            }
        );
        // the first column as wide as the longest relation's name, and a space
        let groups = self.groups();
        let name_width = groups.iter().map(|g| g.len() + 1).fold(20, usize::max);
        let header = |out: &mut String, first: &str| {
            let _ = write!(out, "{first:<width$}", width = name_width + 20);
            for regime in self.regimes() {
                let _ = write!(out, "{:>18}", regime.name());
            }
            out.push('\n');
        };
        header(&mut out, "relation / implementation");
        for group in groups.iter().copied().filter(|g| !is_slider_group(g)) {
            for (i, id) in self.ids(group).into_iter().enumerate() {
                let label = if i == 0 { group } else { "" };
                let _ = write!(out, "{label:<name_width$}{id:<20}");
                for regime in self.regimes() {
                    let base = self.ns(group, regime, "lookup");
                    let _ = write!(out, "{}", cell(self.ns(group, regime, id), base));
                }
                out.push('\n');
            }
        }
        for (sliders, title) in SLIDER_GROUPS {
            if self.ids(sliders).is_empty() {
                continue;
            }
            out.push('\n');
            header(&mut out, title);
            for id in self.ids(sliders) {
                let _ = write!(out, "{:<name_width$}{id:<20}", "");
                for regime in self.regimes() {
                    let best = self.fastest(sliders, regime).map(|b| b.1);
                    let _ = write!(out, "{}", cell(self.ns(sliders, regime, id), best));
                }
                out.push('\n');
            }
        }
        if let Some(best) = self.perft.iter().map(|p| p.mnps).reduce(f64::max) {
            let _ = writeln!(
                out,
                "\nperft, six positions at a short depth (million nodes per second, geometric mean)"
            );
            for p in &self.perft {
                let _ = writeln!(
                    out,
                    "{:<width$}{:>10.1} {:>7}",
                    p.engine,
                    p.mnps,
                    ratio(best / p.mnps),
                    width = name_width + 20,
                );
            }
        }
        out.push('\n');
        out.push_str(&self.recommendation());
        out
    }

    /// What to use on this machine, in words. Within `LEVEL` (3%) of each other two figures are
    /// level: noise on a shared machine, not a reason to pick one.
    pub fn recommendation(&self) -> String {
        let (mut table, mut calc, mut level, mut mixed) = (vec![], vec![], vec![], vec![]);
        for group in self.groups().into_iter().filter(|g| !is_slider_group(g)) {
            // per regime: Some(true) the table wins, Some(false) the calculation, None level
            let verdicts: Vec<(Regime, Option<bool>)> = self
                .regimes()
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
        let leaders = |sliders: &str, regime: Regime| -> Option<String> {
            let (_, best) = self.fastest(sliders, regime)?;
            let ids: Vec<&str> = self
                .ids(sliders)
                .into_iter()
                .filter(|id| {
                    self.ns(sliders, regime, id)
                        .is_some_and(|ns| ns <= best * (1.0 + LEVEL))
                })
                .collect();
            Some(ids.join(" or "))
        };
        for (sliders, title) in SLIDER_GROUPS {
            let (Some(random), Some(latency)) = (
                leaders(sliders, Regime::Random),
                leaders(sliders, Regime::Latency),
            ) else {
                continue;
            };
            let _ = write!(
                out,
                "  {title}: {random} on boards that vary as in a search (the random regime)"
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
