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
//! `src/between.rs` and the generated in-between, line, path, beyond and ray lookups (the
//! line's twin is there, not in `calc/lines.rs`, which twins `src/lines.rs`: the line tests),
//! `calc/sliders.rs` twins `src/sliders/`,
//! `calc/leapers.rs` and `calc/pawn_masks.rs` twin generated lookups of those families
//! (`lookups`, declared in `codegen/src/generate/`). `calc/line_masks.rs` holds the line masks
//! the others shift into place. A twin never reads a table.

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

pub use attacks::{attacks, king_zone_reach};
pub use between::*;
pub use distance::*;
pub use layouts::x88_diff;
pub use leapers::{king_attacks, knight_attacks, pawn_attacks, pawn_double_pushes, pawn_pushes};
pub use lines::{
    intersection, line_mask, same_anti_diagonal, same_color, same_color_by_anti_diagonal,
    same_color_by_nine, same_diagonal, same_file, same_rank,
};
pub use pawn_masks::*;
pub use piece_sets::{attacks_to, is_square_attacked};
pub use sliders::{
    bishop_attacks, bishop_attacks_hq, queen_attacks, rook_attacks, rook_attacks_hq,
};
pub(crate) use sliders::{hyperbola, hyperbola_reversed};
