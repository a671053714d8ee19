//! The lookups written by the build script from their tables' declarations (the same bake API
//! an engine's build script calls): `in_between`, `path`, `line`, `beyond`, `knight_distance`,
//! the leapers' attacks, the king zone's reach, the distances and the pawn masks, each reading
//! one entry of its table, and (feature `zobrist`) `polyglot_cuckoo`, the probe of the cuckoo
//! tables, which reads one of two slots. Re-exported at the crate root; each documents its table, its twin in
//! [`calc`](crate::calc) (the cuckoo tables: the keys they were baked from) and the test that
//! proves them equal on every input.

include!(concat!(env!("OUT_DIR"), "/lookups.rs"));
