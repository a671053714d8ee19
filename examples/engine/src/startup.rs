//! What the late-move reduction table replaces: the table an engine fills when it starts
//! (Ethereal's `initLMRTable`), behind the check of a lazy static, measured beside the baked
//! one in `benches/tables.rs`.

use std::sync::LazyLock;

use crate::formulas::reduction;

/// The late-move reductions, filled on first use.
pub static LMR_AT_STARTUP: LazyLock<[[u8; 64]; 64]> = LazyLock::new(|| {
    let mut table = [[0; 64]; 64];
    for (depth, row) in (0u8..).zip(table.iter_mut()) {
        for (moves, cell) in (0u8..).zip(row.iter_mut()) {
            *cell = reduction(depth, moves);
        }
    }
    table
});

/// A read of the table filled at start-up: what [`lmr`](crate::lmr) answers without the
/// filling.
///
/// ```
/// use chess_lut_example_engine::{lmr, startup::lmr_at_startup};
/// assert_eq!(lmr_at_startup(40, 30), lmr(40, 30));
/// ```
pub fn lmr_at_startup(depth: u8, moves: u8) -> u8 {
    LMR_AT_STARTUP[usize::from(depth)][usize::from(moves)]
}
