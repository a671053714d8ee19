//! One square's block for one factor: the indices it uses, each with its attack set.

use crate::slider_blocks::Origin;

/// The used indices of one square's block for one factor, each with its attack set (an id of
/// the search's), ascending.
#[derive(Clone, Debug)]
pub(super) struct Pattern {
    pub(super) factor: u64,
    pub(super) slots: Vec<(u32, u32)>,
    /// Who found the factor.
    pub(super) origin: Origin,
}

impl Pattern {
    /// The highest used index.
    pub(super) fn hi(&self) -> u32 {
        self.slots.last().map_or(0, |s| s.0)
    }

    /// How many slots it uses.
    pub(super) fn used(&self) -> usize {
        self.slots.len()
    }

    /// Highest minus lowest used index, plus one.
    pub(super) fn span(&self) -> u32 {
        self.hi() - self.slots.first().map_or(0, |s| s.0) + 1
    }
}

/// One square's occupancies and what the search needs to try factors on it.
pub(super) struct Target {
    pub(super) occupancies: Vec<u64>,
    /// The attack set of each occupancy, as an id.
    pub(super) attacks: Vec<u32>,
    pub(super) not_mask: u64,
    pub(super) shift: u32,
}

impl Target {
    /// The pattern of `factor`, or `None` if it sends two occupancies with different attacks to
    /// one index. `seen` is scratch space of the block's size, `stamp` a number no earlier call
    /// used.
    pub(super) fn pattern(
        &self,
        factor: u64,
        seen: &mut [(u32, u32)],
        stamp: u32,
    ) -> Option<Vec<(u32, u32)>> {
        let mut used = Vec::new();
        for (&occ, &att) in self.occupancies.iter().zip(&self.attacks) {
            let i = ((occ | self.not_mask).wrapping_mul(factor) >> self.shift) as usize;
            let slot = &mut seen[i];
            if slot.0 != stamp {
                *slot = (stamp, att);
                used.push(i as u32);
            } else if slot.1 != att {
                return None;
            }
        }
        used.sort_unstable();
        Some(used.into_iter().map(|i| (i, seen[i as usize].1)).collect())
    }
}
