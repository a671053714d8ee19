//! The report as an SVG bar chart, in sections: the relations' calculation over lookup, the
//! slider strategies' times, perft. The one chart renderer: `chess-lut bench --svg` and the
//! report script (`scripts/benchmarks.py`, through `chess-lut bench --from`) draw it.

use std::fmt::Write as _;

use super::{Report, SLIDER_GROUPS, is_slider_group};

/// The report as a bar chart under `heading`: for each relation the calculation's time over the lookup's per
/// regime (a bar past the 1.0x line: the table wins), the slider strategies' ns per call, and
/// perft's Mnps per strategy.
pub fn svg(report: &Report, heading: &str) -> String {
    let mut chart = Chart::new(heading);
    chart.section(
        "Relations: calculation time over lookup time (past 1.0x the table wins)",
        Some(1.0),
        "x",
    );
    for group in report.groups().into_iter().filter(|g| !is_slider_group(g)) {
        for (k, regime) in report.regimes().into_iter().enumerate() {
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
    for (sliders, title) in SLIDER_GROUPS {
        if report.ids(sliders).is_empty() {
            continue;
        }
        let mut title = title.to_string();
        title[..1].make_ascii_uppercase();
        chart.section(
            &format!("{title}: ns per call (shorter is faster)"),
            None,
            " ns",
        );
        for id in report.ids(sliders) {
            for (k, regime) in report.regimes().into_iter().enumerate() {
                if let Some(ns) = report.ns(sliders, regime, id) {
                    chart.bar(if k == 0 { id } else { "" }, regime.name(), ns, k);
                }
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
pub(super) const ROW: f64 = 16.0;
pub(super) const LEFT: f64 = 260.0;
pub(super) const WIDTH: f64 = 900.0;

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
