//! The tables an engine baked with `chess_lut_bake`, read from the description its
//! build script writes beside the source (`OUT_DIR/NAME.json`): what `list`, `show`, `dump`
//! and `explore` answer from with `--tables FILE`, each in its own room as for chess-lut's
//! tables, or with a directory to find that file in (the engine's crate, by its package name;
//! or a `target`, where one crate's description is found and two crates' are refused as
//! ambiguous). This module finds and reads the file (`find`, `read`) and holds what it says
//! (`types`); `list`, `show`, `dump` and `explore` write what they make of it.
//!
//! Every value reads as the bake wrote it: a float's text is read as its own type reads it (an
//! `f32`'s nine digits as an `f32`, an `f64`'s seventeen as an `f64`), so the bits shown are the
//! bits baked, proven and looked up.

mod find;
mod read;
mod types;
pub(crate) mod values;

pub use find::{find, load};
pub use read::from_text;
pub use types::{Axis, Baked, BakedTable, Floats};
