//! The computed twins: every lookup of the crate root again, same name, same signature, same
//! answers, computed with bit tricks instead of read from a table (a few constants at most).
//!
//! Use them where memory is scarcer than instructions, or to check a table. The tests prove
//! each equal to its lookup over the whole domain; the benches (`cargo bench`) say what the
//! table buys.
//!
//! ```
//! use chess_lut::{Square::*, calc};
//!
//! assert_eq!(calc::in_between(A1, H8), chess_lut::in_between(A1, H8));
//! assert_eq!(calc::knight_distance(A1, B2), 4);
//! ```
//!
//! A twin's file is named after its lookup's or its family's: `calc/between.rs` twins
//! `src/between.rs` and the generated in-between, line, path, beyond, ray and direction
//! lookups (the line's twin is there, not in `calc/lines.rs`, which twins `src/lines.rs`: the
//! line tests), `calc/sliders.rs` twins `src/sliders/`, `calc/attacks.rs` the attack tables and
//! the pseudo-attacks, `calc/leapers.rs` and `calc/pawn_masks.rs` twin generated lookups of
//! those families (`lookups`, declared in `codegen/src/generate/`). `calc/line_masks.rs` holds
//! the line masks the others shift into place. A twin never reads a table.

mod attacks;
mod between;
mod distance;
mod layouts;
mod leapers;
mod line_masks;
mod lines;
mod pawn_masks;
mod piece_sets;
mod sliders;

// every twin of a module, by the module: a new twin needs no line here
pub use attacks::*;
pub use between::*;
pub use distance::*;
pub use layouts::*;
pub use leapers::*;
pub use lines::*;
pub use pawn_masks::*;
pub use piece_sets::*;
pub use sliders::*;
pub(crate) use sliders::{hyperbola, hyperbola_reversed};
