//! The lookups that read one entry of a table, written by the build script from their tables'
//! declarations (the same bake API an engine's build script calls): `in_between`, `path`,
//! `line`, `beyond`, `knight_distance`, the leapers' attacks, the distances and the pawn
//! masks. Re-exported at
//! the crate root; each documents its table, its twin in [`calc`](crate::calc) and the test
//! that proves them equal on every input.

include!(concat!(env!("OUT_DIR"), "/lookups.rs"));
