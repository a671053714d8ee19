//! The offline search for the shared magic table: factors for every rook and bishop square, and
//! offsets at which their blocks overlap without a conflict in as few entries as it can.
//! `chess-lut magics --search SECONDS` runs it; the build script never does (it only reads
//! the result, [`crate::magic_factors`]).
//!
//! Each square's factor sends its relevant occupancies to some of the 4096 (rook) or 512
//! (bishop) indices of its block: its *pattern*, the used indices with their attack sets.
//! Blocks overlap where one pattern's used slots fall into another's unused ones; the table is
//! as long as the furthest block's end, all 4096 (512) of its indices counted, so that the
//! lookup reads each block as an array of that length without a bounds check. The search keeps a pool of patterns per square (factors
//! found by a seeded random search, and the ones it started from), an order of the squares and
//! a pattern for each; the packing is first fit: each block in turn at the lowest offset where
//! it fits. A step changes the order or a square's pattern from some position on, packs the
//! blocks from there again, and keeps the change if the table got no longer. Everything is
//! seeded: the same seed and the same number of steps give the same table.

use std::collections::HashMap;
use std::time::Instant;

mod factors_file;
mod packing;
mod pattern;

pub use factors_file::factors_file;

use packing::Packing;
use pattern::{Pattern, Target};

use crate::rng::SplitMix64;
use crate::slider_blocks::{BLOCK_SLOTS, Blocks, Origin, Placement, Slider};

/// The squares of the search: every rook square (0..64), then every bishop square (64..128).
const SQUARES: usize = 128;

/// How many patterns a square's pool keeps.
const POOL: usize = 12;

/// What the search found: every square's placement, and the length of the table they make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The rook squares' placements, then the bishop squares'.
    pub placements: [[Placement; 64]; 2],
    /// How many entries the shared table has.
    pub len: usize,
}

/// How the search is going, for a progress line.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// Seconds since it started.
    pub seconds: f64,
    /// The table's length now.
    pub len: usize,
    /// Ruin-and-recreate steps taken.
    pub steps: u64,
    /// Factors tried for the pools.
    pub factors: u64,
}

/// The search: the squares, their pools, the current packing.
pub struct Search {
    targets: Vec<Target>,
    pools: Vec<Vec<Pattern>>,
    packing: Packing,
    /// The shortest solution seen.
    best: Solution,
    rng: SplitMix64,
    seed: u64,
    /// Scratch for [`Target::pattern`].
    seen: Vec<(u32, u32)>,
    stamp: u32,
    steps: u64,
    factors: u64,
}

impl Search {
    /// A search over `blocks` (the rook's and the bishop's walks) seeded with `seed`, starting
    /// from `start` (its factors join the pools, its offsets are the first packing) or, without
    /// one, from patterns of its own found in `pool_seconds` and packed first-fit.
    pub fn new(
        blocks: &[Blocks; 2],
        start: Option<&Solution>,
        seed: u64,
        pool_seconds: f64,
    ) -> Search {
        let mut ids: HashMap<u64, u32> = HashMap::new();
        let mut targets = Vec::with_capacity(SQUARES);
        for b in blocks {
            for sq in 0..64u8 {
                let s = usize::from(sq);
                let attacks = b.attacks[s]
                    .iter()
                    .map(|&a| {
                        let next = u32::try_from(ids.len()).expect("fewer than 2^32 attack sets");
                        *ids.entry(a).or_insert(next)
                    })
                    .collect();
                targets.push(Target {
                    occupancies: b.occupancies[s].clone(),
                    attacks,
                    not_mask: !b.mask(sq),
                    shift: 64 - b.slider.index_bits(),
                });
            }
        }
        let mut search = Search {
            targets,
            pools: vec![Vec::new(); SQUARES],
            packing: Packing {
                order: (0..SQUARES).collect(),
                chosen: vec![0; SQUARES],
                offsets: vec![0; SQUARES],
                table: Vec::new(),
                used: Vec::new(),
            },
            best: Solution {
                placements: [[Placement {
                    factor: 0,
                    offset: 0,
                    origin: Origin::Search(seed),
                }; 64]; 2],
                len: usize::MAX,
            },
            rng: SplitMix64::new(seed),
            seed,
            seen: vec![(0, 0); 4096],
            stamp: 0,
            steps: 0,
            factors: 0,
        };
        match start {
            Some(solution) => search.start_from(solution),
            None => search.start_fresh(pool_seconds),
        }
        search.keep_if_best();
        search
    }

    /// The pattern of `factor` on square `k`, if it has no destructive collision.
    fn pattern(&mut self, k: usize, factor: u64, origin: Origin) -> Option<Pattern> {
        self.stamp += 1;
        let slots = self.targets[k].pattern(factor, &mut self.seen, self.stamp)?;
        Some(Pattern {
            factor,
            slots,
            origin,
        })
    }

    /// Starts from `solution`: its factors are each pool's first pattern, its packing the best so
    /// far; the blocks are then packed first-fit in the order of their first used slots.
    fn start_from(&mut self, solution: &Solution) {
        for k in 0..SQUARES {
            let p = solution.placements[k / 64][k % 64];
            let pattern = self
                .pattern(k, p.factor, p.origin)
                .unwrap_or_else(|| panic!("the starting factor of square {k} collides"));
            self.packing.offsets[k] = p.offset + pattern.slots[0].0 as usize;
            self.pools[k].push(pattern);
        }
        self.best = solution.clone();
        let mut order: Vec<usize> = (0..SQUARES).collect();
        order.sort_by_key(|&k| self.packing.offsets[k]);
        self.packing.order = order;
        self.pack_from(0);
    }

    /// Starts from patterns of its own: a pool for every square (the ones that span fewest
    /// slots of the random factors it tries in its share of `seconds`), packed first-fit, the
    /// widest blocks first.
    fn start_fresh(&mut self, seconds: f64) {
        for k in 0..SQUARES {
            let start = Instant::now();
            let share = seconds / SQUARES as f64;
            while self.pools[k].is_empty() || start.elapsed().as_secs_f64() < share {
                self.grow_pool(k, 10_000);
            }
            let best = (0..self.pools[k].len())
                .min_by_key(|&p| (self.pools[k][p].span(), self.pools[k][p].used()))
                .expect("a pattern");
            self.packing.chosen[k] = best;
        }
        let mut order: Vec<usize> = (0..SQUARES).collect();
        order.sort_by_key(|&k| std::cmp::Reverse(self.pools[k][self.packing.chosen[k]].span()));
        self.packing.order = order;
        self.pack_from(0);
    }

    /// Records the current packing if it is the shortest yet.
    fn keep_if_best(&mut self) {
        if self.len() < self.best.len {
            self.best = self.solution_now();
        }
    }

    /// Tries `tries` random factors on square `k`, adding to its pool the valid ones that
    /// span fewer slots (or, spanning as many, use fewer) than its worst; returns how many it
    /// added.
    fn grow_pool(&mut self, k: usize, tries: u32) -> usize {
        let mut added = 0;
        for _ in 0..tries {
            let factor = self.random_factor();
            let Some(pattern) = self.pattern(k, factor, Origin::Search(self.seed)) else {
                continue;
            };
            let score = |p: &Pattern| (p.span(), p.used());
            let pool = &self.pools[k];
            let worst = pool.iter().skip(1).map(score).max();
            if pool.len() >= POOL && worst.is_none_or(|w| score(&pattern) >= w)
                || pool.iter().any(|p| p.slots == pattern.slots)
            {
                continue;
            }
            self.pools[k].push(pattern);
            added += 1;
            if self.pools[k].len() > POOL {
                // drop the worst, never the first (where the search started) nor the one in use
                let in_use = self.packing.chosen[k];
                let pool = &self.pools[k];
                let worst = (1..pool.len())
                    .filter(|&i| i != in_use)
                    .max_by_key(|&i| score(&pool[i]))
                    .expect("a full pool has more than two patterns");
                self.pools[k].remove(worst);
                if in_use > worst {
                    self.packing.chosen[k] -= 1;
                }
            }
        }
        added
    }

    /// One step: from a random position of the order (later ones more often), swap two
    /// squares, move one earlier, or give one another pattern of its pool; pack from there
    /// again; keep it if the table is no longer, else undo.
    fn step(&mut self) {
        self.steps += 1;
        let before = self.len();
        let saved = self.packing.clone();
        // positions towards the end of the order more often: cheaper, and where the length is
        let from = SQUARES - 1 - self.rng.below(SQUARES).min(self.rng.below(SQUARES));
        self.unpack_from(from);
        let order = &mut self.packing.order;
        match self.rng.below(3) {
            0 => {
                let j = from + self.rng.below(SQUARES - from);
                order.swap(from, j);
            }
            1 => {
                let j = from + self.rng.below(SQUARES - from);
                let k = order.remove(j);
                order.insert(from, k);
            }
            _ => {
                let k = order[from];
                self.packing.chosen[k] = self.rng.below(self.pools[k].len());
            }
        }
        self.pack_from(from);
        if self.len() > before {
            self.packing = saved;
        } else {
            self.keep_if_best();
        }
    }

    /// A refit: take one of the blocks that reach furthest out and look for a factor whose
    /// pattern fits lower, among its pool and `tries` new random factors; put the block back
    /// with the pattern that ends lowest (its old one if none is better). New patterns that
    /// fit join the pool. Keeps the result if the table is no longer.
    fn refit(&mut self, tries: u32) {
        self.steps += 1;
        let before = self.len();
        let mut ends: Vec<(usize, usize)> = (0..SQUARES).map(|k| (self.end(k), k)).collect();
        ends.sort_unstable_by(|a, b| b.cmp(a));
        let k = ends[self.rng.below(4)].1;
        self.ruin(k);
        // every pattern of a square ends its block as far from its offset: the lowest offset
        // ends lowest
        let mut best = (usize::MAX, 0, 0);
        for p in 0..self.pools[k].len() {
            let offset = self.first_fit(k, p);
            if offset < best.0 {
                best = (offset, p, offset);
            }
        }
        for _ in 0..tries {
            let factor = self.random_factor();
            let Some(pattern) = self.pattern(k, factor, Origin::Search(self.seed)) else {
                continue;
            };
            self.pools[k].push(pattern);
            let p = self.pools[k].len() - 1;
            let offset = self.first_fit(k, p);
            if offset < best.0 {
                best = (offset, p, offset);
            } else {
                self.pools[k].pop();
            }
        }
        let (_, p, offset) = best;
        self.put(k, p, offset);
        self.trim_pool(k);
        let len = self.len();
        self.packing.table.truncate(len);
        self.packing.used.truncate(len.div_ceil(64));
        debug_assert!(
            len <= before,
            "a refit never ends higher than the block it replaces"
        );
        self.keep_if_best();
    }

    /// A random factor, its bits set (or clear) in one of two ways that spread the relevant
    /// bits into the top of the product far more often than random bits do: few and
    /// scattered, or a few small odd numbers shifted into place (the shape of the published
    /// black magics: pairs and runs of bits, `0x0030_0060_0030_00C0`).
    fn random_factor(&mut self) -> u64 {
        self.factors += 1;
        let rng = &mut self.rng;
        let bits = if rng.next() & 1 == 0 {
            rng.next() & rng.next() & rng.next()
        } else {
            let terms = 2 + rng.below(4);
            (0..terms).fold(0u64, |f, _| {
                let small = [1u64, 3, 3, 5, 7, 15][rng.below(6)];
                f.wrapping_add(small << rng.below(64))
            })
        };
        match rng.below(3) {
            0 => bits,
            1 => !bits,
            _ => bits.wrapping_neg(),
        }
    }

    /// Keeps square `k`'s pool at [`POOL`] patterns: drops the latest ones but the one in use.
    fn trim_pool(&mut self, k: usize) {
        while self.pools[k].len() > POOL {
            let in_use = self.packing.chosen[k];
            let drop = if in_use == 1 { 2 } else { 1 };
            self.pools[k].remove(drop);
            if in_use > drop {
                self.packing.chosen[k] -= 1;
            }
        }
    }

    /// Runs for `seconds` (or `steps` steps, whichever ends first), refitting the blocks that
    /// reach furthest and reordering the packing; `progress` hears about it now and then.
    pub fn run(&mut self, seconds: f64, steps: u64, mut progress: impl FnMut(Progress)) {
        let start = Instant::now();
        let mut last_report = 0.0;
        let mut last_len = self.len();
        for n in 0..steps {
            let seconds_now = start.elapsed().as_secs_f64();
            if seconds_now >= seconds {
                break;
            }
            if n % 4 == 0 {
                self.refit(20_000);
            } else {
                self.step();
            }
            let len = self.len();
            if len < last_len || seconds_now - last_report > 5.0 {
                last_report = seconds_now;
                last_len = len;
                progress(Progress {
                    seconds: seconds_now,
                    len,
                    steps: self.steps,
                    factors: self.factors,
                });
            }
        }
    }

    /// The shortest solution the search has seen (the one it started from, if nothing shorter).
    pub fn best(&self) -> Solution {
        self.best.clone()
    }

    /// The current packing as placements.
    fn solution_now(&self) -> Solution {
        let mut placements = [[Placement {
            factor: 0,
            offset: 0,
            origin: Origin::Search(self.seed),
        }; 64]; 2];
        for k in 0..SQUARES {
            let pattern = &self.pools[k][self.packing.chosen[k]];
            placements[k / 64][k % 64] = Placement {
                factor: pattern.factor,
                offset: self.packing.offsets[k],
                origin: pattern.origin,
            };
        }
        Solution {
            placements,
            len: self.len(),
        }
    }
}

/// The solution of the committed data, [`crate::magic_factors`], with the length of its table.
pub fn committed() -> Solution {
    use crate::magic_factors::{BISHOP_PLACEMENTS, ROOK_PLACEMENTS};
    let placements = [ROOK_PLACEMENTS, BISHOP_PLACEMENTS];
    let len = placements
        .iter()
        .flat_map(|placements| placements.iter().map(|p| p.offset + BLOCK_SLOTS))
        .max()
        .unwrap_or(0);
    Solution { placements, len }
}

/// Which slider a square of the search is, and its square.
pub fn square_of(k: usize) -> (Slider, u8) {
    (Slider::ALL[k / 64], (k % 64) as u8)
}

#[cfg(test)]
mod tests;
