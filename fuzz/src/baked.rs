//! `--tables FILE`: the description of an engine's baked tables, read from whatever file a user
//! names. A refusal is one line; what is read answers every question `list`, `show` and
//! `dump` can put to it (each axis's first and last value, and a bad one) without a panic, and
//! a refusal of a question is one line too.

use std::path::Path;

use chess_lut_cli::baked::from_text;
use chess_lut_cli::dump::{self, Format};
use chess_lut_cli::{list, show};

use crate::input::{assert_one_line, text};

/// The bytes as a description, and every question to each of its tables.
pub fn check(data: &[u8]) {
    let description = text(data);
    let baked = match from_text(&description, Path::new("fuzzed.json")) {
        Ok(baked) => baked,
        Err(e) => return assert_one_line("description", &description, &e),
    };
    let _ = list::list(Some(&baked));
    for t in &baked.tables {
        let name = t.name().to_string();
        let ends: Vec<[String; 2]> = t
            .axes()
            .iter()
            .map(|a| {
                [
                    a.argument(0),
                    a.argument(a.count().unwrap_or(0).saturating_sub(1)),
                ]
            })
            .collect();
        for given in 0..=t.axes().len() {
            for end in 0..2 {
                let mut args: Vec<String> = ends[..given].iter().map(|e| e[end].clone()).collect();
                if let Err(e) = show::show(&name, &args, None, Some(&baked)) {
                    assert_one_line("show", &format!("{name} {args:?}"), &e);
                }
                args.push("zz".into());
                if let Err(e) = show::show(&name, &args, None, Some(&baked)) {
                    assert_one_line("show", &format!("{name} {args:?}"), &e);
                }
            }
        }
        for format in [Format::Csv, Format::Json] {
            dump::dump(&name, format, Some(&baked))
                .unwrap_or_else(|e| panic!("dump {name} --format {format:?}: {e}"));
        }
    }
    if let Err(e) = show::show("no such table", &[], None, Some(&baked)) {
        assert_one_line("show", "no such table", &e);
    }
}
