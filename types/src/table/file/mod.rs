//! The description file (feature `alloc`): what an engine's bake writes beside its generated
//! source (`OUT_DIR/NAME.json`) and the `chess-lut` command reads back, each table's
//! [`Description`](super::Description) serialised under its fields' names, with its values.
//! One writer ([`write()`], and [`fields`] for the description alone, which the command's dump
//! and page write too) and, with the feature `read`, one reader (`read`), beside each other; a
//! round trip gives back what was written. An engine's build compiles the writer alone.
//!
//! ```text
//! {"generator":"chess-lut-codegen 0.1.0","tables":[
//! {"name":"lmr","ident":"LMR","twin":"crate::search::reduction","doc":"…",
//!  "axes":[{"kind":"range","name":"depth","integers":{"ty":"u8","start":0,"end":63}},…],
//!  "ty":"u8","stored":"u8","answer":"number","bytes":4096,"values":[0,0,…]}
//! ]}
//! ```
//!
//! A value is written as its element type writes it (`Element::json` in chess-lut-codegen): a
//! number, `true` or `false`, a string (a 64-bit value in hex, `"0x…"`, since a JSON number is
//! exact only to 2^53 in most readers; a float's infinities `"inf"` and `"-inf"`; a value of an
//! engine's own type as the source that writes it). The reader keeps each value as `Json`, a
//! number as its text, so that a float is read as its own type reads it.

mod write;

#[cfg(feature = "read")]
mod json;
#[cfg(feature = "read")]
mod read;

#[cfg(feature = "read")]
pub use json::Json;
#[cfg(feature = "read")]
pub use read::{Entry, File, read};
pub use write::{fields, string, write};

#[cfg(all(test, feature = "read"))]
mod tests;
