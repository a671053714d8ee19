//! Lookup vs calculation, relation by relation.
//!
//! How to read the numbers: every bench of a group runs the same loop over the same inputs
//! (made outside the timed loop from a fixed seed), so the time per element is comparable
//! inside a group; compare ratios within one run, not absolute times across runs (this machine
//! is shared). `baseline` is the loop alone with a trivial body.
//!
//! The regimes (`throughput`, `latency`, `cache`, `random`): see the crate docs (`src/lib.rs`). The
//! groups themselves are `chess_lut_bench::relations`, which `chess-lut bench` runs too.
//!
//! The same questions to shakmaty, cozy-chess and chess, and every slider strategy against
//! them, are in `benches/peers.rs`. Run with `cargo bench --workspace`; criterion writes an
//! HTML report to `target/criterion/report/`.

use chess_lut_bench::Regime;
use criterion::{Criterion, criterion_group, criterion_main};

fn relations(c: &mut Criterion) {
    chess_lut_bench::prepare();
    chess_lut_bench::relations(c, &Regime::ALL);
}

criterion_group! {
    name = benches;
    config = chess_lut_bench::config();
    targets = relations
}
criterion_main!(benches);
