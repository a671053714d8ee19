//! A table of floats baked with `types::math`: the same source on every host, held against the
//! values mpmath's correctly rounded logarithms give (not the host's `ln`).

use crate::types::math::ln;
use crate::{Bake, Range, Table};

/// Ethereal's reduction from chess-lut's `ln`, as an engine's formula writes it.
fn reduction(depth: u8, moves: u8) -> f64 {
    if depth == 0 || moves == 0 {
        return 0.0;
    }
    0.7844 + ln(f64::from(depth)) * ln(f64::from(moves)) / 2.4696
}

/// The numbers a static of the source holds, in order: its rows with their labels dropped.
fn numbers(source: &str, ident: &str) -> Vec<f64> {
    let start = source
        .find(&format!("pub static {ident}:"))
        .expect("the static");
    let body = &source[start..];
    let body = &body[body.find("= [").unwrap() + 3..];
    let body = &body[..body.find("\n];").unwrap()];
    body.lines()
        .map(|line| match line.find("*/") {
            Some(end) => &line[end + 2..],
            None if line.trim_start().starts_with("//") => "",
            None => line,
        })
        .flat_map(|line| line.split([',', '[', ']', ' ']))
        .filter(|word| !word.is_empty())
        .map(|word| {
            word.trim_end_matches("f64")
                .trim_end_matches("_f64")
                .parse()
                .unwrap()
        })
        .collect()
}

/// FNV-1a 64 over each value's bytes, as `bytes` gives them.
fn fnv<T>(values: &[T], bytes: impl Fn(&T) -> Vec<u8>) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for v in values {
        for b in bytes(v) {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

/// The late-move reductions' source, in `f64` and truncated to plies: every value is the one
/// the reductions take from mpmath's logarithms (their hash, and the plies' sum), whatever
/// the host's libm.
#[test]
fn reductions_from_the_bake_s_ln_are_the_same_everywhere() {
    let mut bake = Bake::new();
    let axes = || (Range::new("depth", 0..=63u8), Range::new("moves", 0..=63u8));
    bake.table(Table::new("fraction", axes(), |(d, m)| reduction(d, m)))
        .table(Table::new("plies", axes(), |(d, m)| reduction(d, m) as u8));
    let source = bake.source().unwrap();
    let fraction = numbers(&source, "FRACTION");
    let plies = numbers(&source, "PLIES");
    assert_eq!((fraction.len(), plies.len()), (4096, 4096));
    assert_eq!(
        fnv(&fraction, |v| v.to_bits().to_le_bytes().to_vec()),
        0xa3ba_7185_4303_92fc
    );
    assert_eq!(fnv(&plies, |&v| vec![v as u8]), 0xe5cf_529d_d323_5786);
    assert_eq!(plies.iter().sum::<f64>(), 17447.0);
}
