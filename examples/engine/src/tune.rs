//! What an SPSA tuner changes in a build with the `tune` feature: the late-move reductions'
//! constants. The baked table is the start; [`set_reduction`] fills the copy [`lmr`](crate::lmr)
//! reads from new constants, the way an engine answers a tuner's `setoption`.
//!
//! ```standalone_crate
//! use chess_lut_example_engine::formulas::{REDUCTION, Reduction};
//! use chess_lut_example_engine::{lmr, tune::set_reduction};
//!
//! assert_eq!(lmr(20, 30), 4); // 0.7844 + ln 20 · ln 30 / 2.4696 = 4.91…, baked
//! set_reduction(Reduction { base: 1.5, ..REDUCTION });
//! assert_eq!(lmr(20, 30), 5); // 1.5 + 4.13… = 5.63…
//! set_reduction(REDUCTION);
//! assert_eq!(lmr(20, 30), 4);
//! ```

use crate::formulas::Reduction;
use crate::tables::set_lmr;

/// Fills the late-move reductions [`lmr`](crate::lmr) answers with `reduction`'s formula,
/// truncated as the baked table is.
pub fn set_reduction(reduction: Reduction) {
    for depth in 0..64 {
        for moves in 0..64 {
            set_lmr(depth, moves, reduction.at(depth, moves) as u8);
        }
    }
}
