//! Perft with bulk counting, nodes per second: chess-lut-perft with each slider strategy (the
//! rest of the geometry from the tables) and with everything computed, against cozy-chess and
//! shakmaty, on the six standard positions at depths of about a tenth of a second.
//!
//! Compare ratios within one run. The speed target (the depths of about a second, geometric
//! mean over the six positions, all engines in one run) is measured by
//! `cargo run --release -p chess-lut-bench --example compare`.

use std::hint::black_box;
use std::time::Duration;

use chess_lut_bench::POSITIONS;
use chess_lut_bench::peers::engines;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn perft(c: &mut Criterion) {
    let engines = engines();
    for (i, position) in POSITIONS.iter().enumerate() {
        let depth = position.short_depth;
        let mut group = c.benchmark_group(format!("perft/{}", position.name));
        let nodes = (engines[0].1)(i, depth);
        group.throughput(Throughput::Elements(nodes));
        group.sample_size(10);
        for (engine, run) in &engines {
            assert_eq!(run(i, depth), nodes, "{engine} on {}", position.fen);
            group.bench_function(engine.as_str(), |b| {
                b.iter(|| run(black_box(i), black_box(depth)))
            });
        }
        group.finish();
    }
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

criterion_group! {
    name = benches;
    config = config();
    targets = perft
}
criterion_main!(benches);
