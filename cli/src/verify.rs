//! `verify`: every lookup against its computed twin, over the whole domain its description
//! (`chess_lut::tables::Lookup`) declares: every value of each argument, and for an occupancy every
//! subset of the squares that can matter, with the squares that cannot set from a fixed
//! pseudo-random stream (so that a lookup that read them would be caught).

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use chess_lut::tables::{Lookup, Table};
use chess_lut_codegen::rng::SplitMix64;

/// What one table's check found.
pub struct Report {
    /// The table's registry name.
    pub table: &'static str,
    /// How many inputs were compared, over every lookup that reads the table.
    pub inputs: u64,
    /// How many of them had a number outside its range, asked of a lookup that answers there.
    pub outside: u64,
    /// The first few differences, each naming its input.
    pub failures: Vec<String>,
}

const MAX_FAILURES: usize = 10;

/// One lookup against its twin over its domain, into `report`.
fn check_lookup(l: &Lookup, report: &mut Report) {
    let mut rng = SplitMix64::new(0x9E37);
    report.inputs += l.verify(&mut || rng.next(), &mut |difference| {
        if report.failures.len() < MAX_FAILURES {
            report.failures.push(format!(
                "{}: {}{difference} (the twin: {})",
                report.table, l.path, l.twin
            ));
        }
    });
    // the inputs outside its ranges among them, where it answers there (no occupancy: a
    // walk of the numbers alone)
    if l.outside.is_some() {
        l.each_input(&mut || 0, &mut |input| {
            report.outside += u64::from(l.is_outside(input));
        });
    }
}

/// The check of one registered table: every lookup that reads it; `None` for a table of data,
/// which no lookup reads.
pub fn check(table: &'static Table) -> Option<Report> {
    let mut report = Report {
        table: table.name,
        inputs: 0,
        outside: 0,
        failures: Vec::new(),
    };
    for l in table.lookups {
        check_lookup(l, &mut report);
    }
    (!table.lookups.is_empty()).then_some(report)
}

/// Runs every check; writes one summary line (and each table's line when `detail`), and every
/// failure. Exit code 1 on any failure.
///
/// ```
/// let mut out = Vec::new();
/// chess_lut_cli::verify::all(false, &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert!(text.starts_with("verified: the lookups of all "), "{text}");
/// ```
pub fn all(detail: bool, out: &mut impl Write) -> io::Result<ExitCode> {
    let start = Instant::now();
    let reports = chess_lut::tables::all().filter_map(|table| {
        let t0 = Instant::now();
        check(table).map(|report| (report, t0.elapsed()))
    });
    let code = summarize(reports, detail, out)?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    writeln!(out, " in {ms:.1} ms")?;
    Ok(code)
}

/// Writes each report (its table's line when `detail`, with the time it took; its failures),
/// then the summary line, left open for the time the whole check took. Exit code 1 on any
/// failure.
fn summarize(
    reports: impl Iterator<Item = (Report, Duration)>,
    detail: bool,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let (mut inputs, mut outside, mut failed, mut checked) = (0, 0, 0, 0);
    for (report, took) in reports {
        checked += 1;
        inputs += report.inputs;
        outside += report.outside;
        let verdict = if report.failures.is_empty() {
            "ok"
        } else {
            "DIFFERS"
        };
        if detail {
            // how many of the inputs lay outside its ranges, where it answers there
            let beyond = if report.outside > 0 {
                format!(", {} outside its ranges", report.outside)
            } else {
                String::new()
            };
            writeln!(
                out,
                "{:<22} {:>9} inputs{beyond:<26}  {:>8.2} ms  {verdict}",
                report.table,
                report.inputs,
                took.as_secs_f64() * 1e3
            )?;
        }
        for failure in &report.failures {
            writeln!(out, "  {failure}")?;
        }
        failed += usize::from(!report.failures.is_empty());
    }
    // the inputs outside a table's range, where any table answers there
    let beyond = if outside > 0 {
        format!("{outside} of them outside a table's range")
    } else {
        String::new()
    };
    if failed == 0 {
        write!(
            out,
            "verified: the lookups of all {checked} tables equal their calculations over {inputs} inputs{}",
            if beyond.is_empty() {
                String::new()
            } else {
                format!(" ({beyond})")
            }
        )?;
        Ok(ExitCode::SUCCESS)
    } else {
        write!(
            out,
            "verify FAILED: the lookups of {failed} of {checked} tables differ from their calculations ({inputs} inputs{})",
            if beyond.is_empty() {
                String::new()
            } else {
                format!(", {beyond}")
            }
        )?;
        Ok(ExitCode::FAILURE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_lut::relations::{Answer, Value};
    use chess_lut::tables;

    /// Reports as `check` makes them: `inputs` compared, `failures` of them differing.
    fn report(table: &'static str, inputs: u64, failures: usize) -> (Report, Duration) {
        let failures = (0..failures)
            .map(|i| format!("{table}: input {i}"))
            .collect();
        let report = Report {
            table,
            inputs,
            outside: 0,
            failures,
        };
        (report, Duration::from_micros(1500))
    }

    #[test]
    fn the_summary_counts_tables_inputs_and_failures() {
        let mut out = Vec::new();
        let reports = [report("a", 10, 0), report("b", 20, 2), report("c", 30, 1)];
        let code = summarize(reports.into_iter(), true, &mut out).unwrap();
        assert_eq!(code, ExitCode::FAILURE);
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "a                             10 inputs                                1.50 ms  ok"
        );
        assert_eq!(
            lines[1],
            "b                             20 inputs                                1.50 ms  DIFFERS"
        );
        assert_eq!(&lines[2..4], ["  b: input 0", "  b: input 1"]);
        assert_eq!(
            lines.last().copied(),
            Some(
                "verify FAILED: the lookups of 2 of 3 tables differ from their calculations \
                 (60 inputs)"
            )
        );

        let mut out = Vec::new();
        let reports = [report("a", 10, 0), report("b", 20, 0)];
        let code = summarize(reports.into_iter(), false, &mut out).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "verified: the lookups of all 2 tables equal their calculations over 30 inputs"
        );

        // the inputs outside a table's range counted, each table's and all
        let mut out = Vec::new();
        let (mut ring, took) = report("ring", 40, 0);
        ring.outside = 8;
        let reports = [report("a", 10, 0), (ring, took)];
        summarize(reports.into_iter(), true, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("40 inputs, 8 outside its ranges          1.50 ms  ok\n"),
            "{text}"
        );
        assert!(text.ends_with(
            "verified: the lookups of all 2 tables equal their calculations over 50 inputs (8 \
             of them outside a table's range)"
        ));
    }

    /// A table that answers outside its range is checked there too: the numbers just outside
    /// it and its type's ends, counted.
    #[test]
    fn outside_a_range_is_checked_and_counted() {
        let answering: Vec<_> = tables::all()
            .filter(|t| t.lookups.iter().any(|l| l.outside.is_some()))
            .collect();
        // distance_ring, knight_ring and x88_direction
        assert_eq!(answering.len(), 3);
        for table in answering {
            let report = check(table).unwrap();
            let l = &table.lookups[0];
            // one input in each of the others' values for each number outside each range
            let others: u64 = l
                .axes
                .iter()
                .map(|a| a.count().unwrap_or(1) as u64)
                .product();
            let beyond: u64 = l
                .axes
                .iter()
                .filter_map(|a| a.integers.as_ref())
                .map(|i| others / i.count().unwrap() as u64 * i.outside().count() as u64)
                .sum();
            assert!(beyond > 0, "{}", table.name);
            assert_eq!(report.outside, beyond, "{}", table.name);
            assert_eq!(report.inputs, others + beyond, "{}", table.name);
        }
    }

    #[test]
    fn every_table_is_checked_and_passes() {
        for table in tables::all().filter(|t| !t.lookups.is_empty()) {
            let report = check(table).unwrap_or_else(|| panic!("{} unchecked", table.name));
            assert!(report.failures.is_empty(), "{:?}", report.failures);
            assert!(report.inputs >= 64, "{}", table.name);
        }
    }

    /// A lookup that differs from its twin on one input is reported with that input.
    #[test]
    fn a_difference_is_named() {
        let in_between = tables::get("in-between").unwrap().lookups[0];
        let wrong = Lookup {
            path: "wrong",
            run: |v| match v {
                [
                    Value::Square(chess_lut::Square::E1),
                    Value::Square(chess_lut::Square::H4),
                ] => Some(Answer::Set(chess_lut::Bitboard::EMPTY)),
                _ => (tables::get("in-between").unwrap().lookups[0].run_twin)(v),
            },
            ..in_between
        };
        let mut report = Report {
            table: "in-between",
            inputs: 0,
            outside: 0,
            failures: Vec::new(),
        };
        check_lookup(&wrong, &mut report);
        assert_eq!(report.inputs, 4096);
        assert_eq!(report.failures.len(), 1);
        assert!(report.failures[0].starts_with("in-between: wrong(e1, h4): lookup Some(Set("));
    }
}
