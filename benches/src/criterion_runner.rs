//! Criterion as a [`Runner`]: each group a criterion group `name/regime`, each bench a
//! function in it, timed over one [`pass`] of the loop per iteration. Feature `criterion`.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput};

use crate::harness::{Group, Regime, Runner, pass};

impl Runner for Criterion {
    type Group<'a> = CriterionGroup<'a>;

    fn group(&mut self, name: &str, regime: Regime) -> CriterionGroup<'_> {
        let mut group = self.benchmark_group(format!("{name}/{}", regime.name()));
        group.throughput(Throughput::Elements(regime.len() as u64));
        CriterionGroup { group, regime }
    }
}

/// A criterion group in one regime.
pub struct CriterionGroup<'a> {
    group: BenchmarkGroup<'a, WallTime>,
    regime: Regime,
}

impl Group for CriterionGroup<'_> {
    fn regime(&self) -> Regime {
        self.regime
    }

    fn bench<S: Copy, R: Copy>(
        &mut self,
        id: &str,
        inputs: &[(S, R)],
        next: fn(u64) -> S,
        f: impl Fn(S, R) -> u64 + Copy,
    ) {
        let regime = self.regime;
        self.group
            .bench_function(id, |b| b.iter(|| pass(regime, black_box(inputs), next, f)));
    }

    fn finish(self) {
        self.group.finish();
    }
}

/// Criterion as the relation and slider benches run it: a short warm-up and 1.5 s of
/// measurement per bench, enough for loops of a few microseconds.
pub fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1500))
}
