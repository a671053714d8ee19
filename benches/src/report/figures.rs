//! A run's figures as tab-separated text: what `chess-lut bench --save` writes and `--from`
//! reads, and what the report script hands the command to render its chart and advice.
//!
//! ```text
//! figure  in_between  throughput  lookup  0.52
//! perft   chess_lut/magic  1074.3
//! ```

use std::time::Duration;

use super::{Figure, PerftFigure, Report};
use crate::harness::Regime;

impl Report {
    /// The figures, one line each: `figure\tGROUP\tREGIME\tID\tNS` and `perft\tENGINE\tMNPS`.
    pub fn tsv(&self) -> String {
        let mut out = String::new();
        for f in &self.figures {
            out.push_str(&format!(
                "figure\t{}\t{}\t{}\t{}\n",
                f.group,
                f.regime.name(),
                f.id,
                f.ns
            ));
        }
        for p in &self.perft {
            out.push_str(&format!("perft\t{}\t{}\n", p.engine, p.mnps));
        }
        out
    }

    /// The figures of [`Report::tsv`]'s text; blank lines and lines starting `#` are skipped.
    /// An error names the line and what is wrong with it.
    pub fn from_tsv(text: &str) -> Result<Report, String> {
        let mut report = Report {
            figures: Vec::new(),
            perft: Vec::new(),
            elapsed: Duration::ZERO,
        };
        for (n, line) in text.lines().enumerate() {
            let bad = |why: &str| format!("line {}: {why}: {line:?}", n + 1);
            let fields: Vec<&str> = line.split('\t').collect();
            let number = |s: &str| {
                s.parse::<f64>()
                    .ok()
                    .filter(|v| v.is_finite() && *v > 0.0)
                    .ok_or_else(|| bad("not a positive number"))
            };
            match fields.as_slice() {
                [""] => {}
                [first, ..] if first.starts_with('#') => {}
                ["figure", group, regime, id, ns] => {
                    let regime = Regime::ALL
                        .into_iter()
                        .find(|r| r.name() == *regime)
                        .ok_or_else(|| bad("not a regime (throughput, latency, cache, random)"))?;
                    report.figures.push(Figure {
                        group: group.to_string(),
                        regime,
                        id: id.to_string(),
                        ns: number(ns)?,
                    });
                }
                ["perft", engine, mnps] => report.perft.push(PerftFigure {
                    engine: engine.to_string(),
                    mnps: number(mnps)?,
                }),
                _ => {
                    return Err(bad(
                        "expected figure GROUP REGIME ID NS or perft ENGINE MNPS, tab-separated",
                    ));
                }
            }
        }
        if report.figures.is_empty() && report.perft.is_empty() {
            return Err("no figures".into());
        }
        Ok(report)
    }
}
