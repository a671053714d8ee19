//! `match FILE`: an engine's source, Rust or C, read from whatever file a user names, and the
//! same bytes as a raw table. A refusal is one line; every table read has the values its shape
//! says, every declaration skipped says why in one line, and what `match` says of them (as text
//! and as JSON) names each.

use std::sync::OnceLock;

use chess_lut_cli::matching::read::{Item, Values, raw};
use chess_lut_cli::matching::{c, json, ours, rust, text as said, tokens::tokens};

use crate::input::{assert_one_line, text};

/// chess-lut's lookups, as `match` holds tables against them: computed once.
fn lookups() -> &'static [ours::Ours] {
    static ALL: OnceLock<Vec<ours::Ours>> = OnceLock::new();
    ALL.get_or_init(ours::all)
}

/// The most values a table read here is matched for: far past a 64x64 table, short of making
/// one input the fuzzer's whole run.
const MATCHED: usize = 1 << 14;

/// The bytes as a source read both ways, and as a table of bytes.
pub fn check(data: &[u8]) {
    let source = text(data);
    match tokens(&source) {
        Err(e) => assert_one_line("source", &source, &e),
        Ok(words) => {
            for items in [rust::tables(&words), c::tables(&words)] {
                answered(&source, &items);
            }
        }
    }
    // a binary of bytes, as `--shape N --type u8` reads it
    if !data.is_empty() && data.len() <= MATCHED {
        let table = raw("fuzzed", data, &[data.len()], "u8", false)
            .unwrap_or_else(|e| panic!("{} bytes as u8: {e}", data.len()));
        answered(&source, &[Item::Table(table)]);
    }
}

/// What was read of `source`, checked and matched.
fn answered(source: &str, items: &[Item]) {
    let mut matched = Vec::new();
    for item in items {
        match item {
            Item::Skipped { why, .. } => assert_one_line("a skipped declaration", source, why),
            Item::Table(t) => {
                assert!((1..=3).contains(&t.shape.len()), "{source:?}: {t:?}");
                if let Values::Integers(v) = &t.values {
                    assert_eq!(v.len(), t.len(), "{source:?}: {}", t.name);
                }
                if t.len() <= MATCHED {
                    matched.push(item.clone());
                }
            }
        }
    }
    let out = said("fuzzed", &matched, lookups());
    for item in &matched {
        if let Item::Table(t) = item {
            assert!(
                out.contains(&format!(": {}, ", t.name)),
                "{source:?}:\n{out}"
            );
        }
    }
    assert_eq!(json("fuzzed", &matched, lookups()).len(), matched.len());
}
