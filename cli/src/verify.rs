//! `verify`: every lookup against its computed twin, over the whole domain its description in
//! `chess_lut::relations` declares: every value of each argument, and for an occupancy every
//! subset of the squares that can matter, with the squares that cannot set from a fixed
//! pseudo-random stream (so that a lookup that read them would be caught).

use chess_lut::relations::{self, Relation};
use chess_lut::tables::TableInfo;
use chess_lut_codegen::rng::SplitMix64;

/// What one table's check found.
pub struct Report {
    /// The table's registry name.
    pub table: &'static str,
    /// How many inputs were compared, over every lookup that reads the table.
    pub inputs: u64,
    /// The first few differences, each naming its input.
    pub failures: Vec<String>,
}

const MAX_FAILURES: usize = 10;

/// One lookup against its twin over its domain, into `report`.
fn check_relation(r: &Relation, report: &mut Report) {
    let mut rng = SplitMix64::new(0x9E37);
    report.inputs += r.verify(&mut || rng.next(), &mut |difference| {
        if report.failures.len() < MAX_FAILURES {
            report.failures.push(format!(
                "{}: {}{difference} (the twin: {})",
                r.table, r.function, r.twin
            ));
        }
    });
}

/// The check of one registered table: every lookup that reads it; `None` for a table no
/// description names.
pub fn check(table: &'static TableInfo) -> Option<Report> {
    let mut report = Report {
        table: table.name,
        inputs: 0,
        failures: Vec::new(),
    };
    let mut any = false;
    for r in relations::ALL.iter().filter(|r| r.table == table.name) {
        check_relation(r, &mut report);
        any = true;
    }
    any.then_some(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_lut::relations::{Answer, Coord, Indexing, Kind, Value, View};
    use chess_lut::tables;

    #[test]
    fn every_table_is_checked_and_passes() {
        for table in tables::all().filter(|t| !relations::DATA.contains(&t.name)) {
            let report = check(table).unwrap_or_else(|| panic!("{} unchecked", table.name));
            assert!(report.failures.is_empty(), "{:?}", report.failures);
            assert!(report.inputs >= 64, "{}", table.name);
        }
    }

    /// A lookup that differs from its twin on one input is reported with that input.
    #[test]
    fn a_difference_is_named() {
        let wrong = Relation {
            table: "in-between",
            aliases: &[],
            function: "wrong",
            twin: "calc::in_between",
            args: &[(Kind::Square, "a"), (Kind::Square, "b")],
            example: &["e1", "h4"],
            view: View::Set,
            indexing: Indexing::Rows(&[Coord::Arg(0), Coord::Arg(1)]),
            limits: "",
            lookup: |v| match v {
                [
                    Value::Square(chess_lut::Square::E1),
                    Value::Square(chess_lut::Square::H4),
                ] => Some(Answer::Set(chess_lut::Bitboard::EMPTY)),
                _ => (relations::ALL[0].calc)(v),
            },
            calc: relations::ALL[0].calc,
        };
        let mut report = Report {
            table: "in-between",
            inputs: 0,
            failures: Vec::new(),
        };
        check_relation(&wrong, &mut report);
        assert_eq!(report.inputs, 4096);
        assert_eq!(report.failures.len(), 1);
        assert!(report.failures[0].starts_with("in-between: wrong(e1, h4): lookup Some(Set("));
    }
}
