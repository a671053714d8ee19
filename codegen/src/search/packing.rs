//! First-fit packing: each block in turn at the lowest offset where its used slots fall on
//! unused ones or on slots holding the same attacks.

use super::{SQUARES, Search};
use crate::slider_blocks::BLOCK_SLOTS;

/// A packing: the order the blocks were placed in, each square's pattern (an index into its
/// pool) and offset, and the table they fill.
#[derive(Clone)]
pub(super) struct Packing {
    pub(super) order: Vec<usize>,
    pub(super) chosen: Vec<usize>,
    pub(super) offsets: Vec<usize>,
    /// Each slot's attack id plus one; 0 for an unused slot.
    pub(super) table: Vec<u32>,
    /// Bit `i % 64` of word `i / 64`: slot `i` is used.
    pub(super) used: Vec<u64>,
}

impl Search {
    /// Whether square `k`'s pattern `p` fits at `offset`: every used slot is free or holds the
    /// same attack set.
    pub(super) fn fits(&self, k: usize, p: usize, offset: usize) -> bool {
        let (table, used) = (&self.packing.table, &self.packing.used);
        self.pools[k][p].slots.iter().all(|&(i, att)| {
            let at = offset + i as usize;
            used.get(at / 64).is_none_or(|w| w >> (at % 64) & 1 == 0) || table[at] == att + 1
        })
    }

    /// The lowest offset at which square `k`'s pattern `p` fits: candidates are the free slots
    /// for its first used index, each checked whole.
    pub(super) fn first_fit(&self, k: usize, p: usize) -> usize {
        let first = self.pools[k][p].slots[0].0 as usize;
        let used = &self.packing.used;
        let mut at = first;
        loop {
            // the next free slot from `at`
            let (mut w, mut bit) = (at / 64, at % 64);
            loop {
                let free = match used.get(w) {
                    Some(&word) => !word >> bit,
                    None => 1,
                };
                if free != 0 {
                    at = 64 * w + bit + free.trailing_zeros() as usize;
                    break;
                }
                w += 1;
                bit = 0;
            }
            if self.fits(k, p, at - first) {
                return at - first;
            }
            at += 1;
        }
    }

    /// Puts square `k`'s pattern `p` at `offset` (it fits).
    pub(super) fn put(&mut self, k: usize, p: usize, offset: usize) {
        let end = offset + self.pools[k][p].hi() as usize + 1;
        if self.packing.table.len() < end {
            self.packing.table.resize(end, 0);
            self.packing.used.resize(end.div_ceil(64), 0);
        }
        for &(i, att) in &self.pools[k][p].slots {
            let at = offset + i as usize;
            self.packing.table[at] = att + 1;
            self.packing.used[at / 64] |= 1 << (at % 64);
        }
        self.packing.chosen[k] = p;
        self.packing.offsets[k] = offset;
    }

    /// Takes square `k`'s block out of the table. (Another square with the same attack set in
    /// a shared slot never exists: attack sets differ from square to square.)
    pub(super) fn ruin(&mut self, k: usize) {
        let (p, offset) = (self.packing.chosen[k], self.packing.offsets[k]);
        for &(i, _) in &self.pools[k][p].slots {
            let at = offset + i as usize;
            self.packing.table[at] = 0;
            self.packing.used[at / 64] &= !(1 << (at % 64));
        }
    }

    /// Takes the blocks from position `from` of the order on out of the table.
    pub(super) fn unpack_from(&mut self, from: usize) {
        let order = std::mem::take(&mut self.packing.order);
        for &k in &order[from..] {
            self.ruin(k);
        }
        self.packing.order = order;
    }

    /// Puts the blocks from position `from` of the order on back, first-fit, each with its
    /// chosen pattern; the ones before it stay where they are.
    pub(super) fn pack_from(&mut self, from: usize) {
        let order = std::mem::take(&mut self.packing.order);
        for &k in &order[from..] {
            let p = self.packing.chosen[k];
            let offset = self.first_fit(k, p);
            self.put(k, p, offset);
        }
        self.packing.order = order;
        // everything past the furthest block is free
        let len = self.len();
        self.packing.table.truncate(len);
        self.packing.used.truncate(len.div_ceil(64));
    }

    /// The table's length: the furthest end of a block. A block's end is its offset plus
    /// [`BLOCK_SLOTS`] (a rook's 4096 indices, for a bishop's block too), used or not, so that
    /// the lookup can hold every square's block as an array of that length and index it without
    /// a bounds check; past the furthest used slot the table is zeros.
    pub(super) fn len(&self) -> usize {
        (0..SQUARES).map(|k| self.end(k)).max().unwrap_or(0)
    }

    /// Where square `k`'s block ends as the lookup reads it: [`BLOCK_SLOTS`] from its offset.
    pub(super) fn end(&self, k: usize) -> usize {
        self.packing.offsets[k] + BLOCK_SLOTS
    }
}
