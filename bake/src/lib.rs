//! Bake your own tables: the declarations an engine's `build.rs` makes, and what they become.
//!
//! A table is a name, a doc, a [`Domain`] (squares, colours, pieces, line kinds, named integer
//! ranges, and tuples of two to four of them), an [`Element`] type (`bool`, the integers, the
//! floats, [`Bitboard`](crate::types::Bitboard), or a type of the engine's own) and a function,
//! run here, at build time, on every value of the domain. Functions a `const fn` cannot be
//! (`ln`, floating point, a seeded generator) are the point. Each table becomes:
//!
//! * a `static`, written as readable rows labelled with their inputs (`/* e4 */`,
//!   `/* depth 12 */`), floats to the bit;
//! * a `const fn` lookup taking the domain's types, chess-lut's own `Square`, `Color` and
//!   `Piece` (this crate's [`types`] are the same crate), with its documentation,
//!   shape and bytes;
//! * a `#[cfg(test)]` test comparing the lookup with the twin the declaration names (a function
//!   of the same signature, such as the start-up code the table replaces) over the whole
//!   domain, naming the first input that differs; a lookup written by hand is proven the same
//!   way by a [`Proof`], the occupied squares sampled;
//! * an entry in a JSON description beside the source, which `chess-lut list`, `show` and
//!   `dump --tables FILE` draw and print.
//!
//! Beyond a function of its domain, the bake builds the `Cuckoo` tables of an engine's
//! reversible moves from its Zobrist keys (Stockfish's upcoming-repetition test; feature
//! `cuckoo`) and the `Threats` indices of an NNUE network's threat inputs (feature `threats`),
//! and keeps a table [`tunable`](Table::tunable) at run time for an SPSA build. A twin that
//! reads what the engine's start-up code fills names that code as its
//! [`setup`](Table::setup).
//!
//! Features, all off by default, so that a build script compiles only what it declares:
//! `cuckoo`, `threats`, `math` (`types::math`, correctly rounded), `tokens` (a type of the
//! engine's own written with `quote`), `oracle` (the geometry the cuckoo and threat tables are
//! walked by) and `rng` (the workspace's seeded generator).
//!
//! # The rules
//!
//! * **Names.** A table's name is its lookup's, a snake_case identifier that is no Rust
//!   keyword (`king_zone`); the static is its upper case (`KING_ZONE`). Each axis's name is a
//!   parameter of the lookup: a snake_case identifier, no keyword, no two alike in a table
//!   (`depth`, `moves`; not `my depth`, `type`, or `d` twice).
//! * **The twin** is an absolute path, `crate::…` (or `::other_crate::…`: the source is
//!   included in a module of the engine's, where a relative path means what that module makes
//!   of it), to a function of exactly the lookup's signature: its parameters the axes' types in
//!   order (chess-lut's `Square` for [`Squares`], [`FileOf`] and [`RankOf`], the range's
//!   integer for a [`Range`]), its result the element type (`chess_lut::Bitboard` for a
//!   `Bitboard` table, not `u64`). Every build checks it: the generated source holds, outside
//!   `cfg(test)`, a constant that reads the twin's signature as a function pointer's type and
//!   asks it for a trait only `fn(u8, u8) -> u8` has, so a path that names nothing fails
//!   `cargo build` on the line `twin_of_the_lookup(&crate::search::reduction); // the twin of
//!   `lmr``, and a function of another signature (other types, another number of arguments)
//!   with the sentence "the twin of `lmr`, `crate::search::reduction`, is a `fn(u8, u8) ->
//!   u16`, not a `fn(u8, u8) -> u8`: …"; and a twin only the proof calls is no dead code, in a
//!   binary too. It is therefore compiled in
//!   every build, not only under `cfg(test)`. A table with no twin warns once when it is baked
//!   (`cargo::warning`), unless declared [`data`](Table::data). A twin is never the baked
//!   lookup itself, whose proof would compare the table with itself: a path to it in the module
//!   the source is included in fails `cargo build` with "the twin of `lmr`,
//!   `crate::tables::lmr`, is the baked `lmr` itself, …", and one that reaches it otherwise (a
//!   `use` of it that shadows the start-up function at its path) fails the proof before
//!   anything else.
//! * **Limits.** A table holds at most [`MAX_VALUES`] values (2^18) and [`MAX_BYTES`] bytes (2
//!   MiB): at the limit it costs the build well under a second.
//! * **The engine's lints.** The generated source passes `cargo clippy -- -D warnings` for
//!   every axis and element type, tunable or not (a `usize` indexes without a cast; a float
//!   table that holds `E` to the bit is allowed clippy's `approx_constant`).
//!
//! Bad declarations fail the build with one line per problem, naming the table, and write
//! nothing, the build script panicking nowhere: a name that is empty, taken twice or not an
//! identifier, an axis name that is none or is taken twice, a twin path that is not an absolute
//! path, an empty axis, a function that panics (with its input), a value the stored type cannot
//! hold (a `usize` the target's cannot), a NaN, a table over the limits, a cuckoo move that
//! finds no slot. A twin that names nothing or has another signature fails the crate's own
//! compilation, on the line naming the table.
//!
//! An engine's `build.rs` (with `chess-lut-bake` in its `[build-dependencies]`; the twins
//! live in a module the crate compiles too):
//!
//! ```
//! use chess_lut_bake::{Bake, Colors, Range, Squares, Table};
//! use chess_lut_bake::types::{Bitboard, Color, Square};
//!
//! /// Ethereal's reduction for depth `d` and move number `m`, truncated; 0 for either 0.
//! fn reduction(d: u8, m: u8) -> u8 {
//!     if d == 0 || m == 0 {
//!         return 0;
//!     }
//!     (0.7844 + f64::from(d).ln() * f64::from(m).ln() / 2.4696) as u8
//! }
//!
//! /// The king's square, the squares around it and two more ranks towards the enemy.
//! fn king_zone(color: Color, king: Square) -> Bitboard {
//!     let near = |sq: Square| {
//!         let (df, dr) = (sq.file().abs_diff(king.file()), sq.rank() as i8 - king.rank() as i8);
//!         let forward = if color == Color::White { dr } else { -dr };
//!         df <= 1 && (-1..=3).contains(&forward)
//!     };
//!     Square::ALL.into_iter().filter(|&sq| near(sq)).fold(Bitboard::EMPTY, |b, sq| b | sq.bitboard())
//! }
//!
//! fn main() {
//!     # // a doc test has no OUT_DIR: give it one of its own
//!     # let out = std::env::temp_dir().join(format!("chess-lut-bake-doc-{}", std::process::id()));
//!     # std::fs::create_dir_all(&out).unwrap();
//!     # unsafe { std::env::set_var("OUT_DIR", &out) };
//!     let mut bake = Bake::new();
//!     bake.table(
//!         Table::new("lmr", (Range::new("depth", 0..=63u8), Range::new("moves", 0..=63u8)), |(d, m)| reduction(d, m))
//!             .doc("Late-move reductions: Ethereal's `0.7844 + ln d ln m / 2.4696`, truncated.")
//!             .twin("crate::search::reduction"),
//!     );
//!     bake.table(
//!         Table::new("king_zone", (Colors("color"), Squares("king")), |(c, k)| king_zone(c, k))
//!             .doc("The squares around a king that its safety counts attacks on.")
//!             .twin("crate::eval::king_zone"),
//!     );
//!     // OUT_DIR/tables.rs and OUT_DIR/tables.json; on a bad declaration, the problems and exit 1
//!     bake.finish("tables");
//!     # let written = std::fs::read_to_string(out.join("tables.rs")).unwrap();
//!     # assert!(written.contains("pub const fn king_zone(color: ::chess_lut::Color, king: ::chess_lut::Square)"));
//!     # assert!(out.join("tables.json").exists());
//!     # std::fs::remove_dir_all(&out).unwrap();
//! }
//! ```
//!
//! and in the crate, `include!(concat!(env!("OUT_DIR"), "/tables.rs"));` in the module the
//! lookups should live in: `lmr(depth, moves)`, `king_zone(color, sq)`, the statics `LMR` and
//! `KING_ZONE`, and under `cargo test` the tests `lmr_equals_its_twin` and
//! `king_zone_equals_its_twin`.
//!
//! A binary engine is the same. Its formulas are shared with `build.rs` by `#[path]`, and may
//! use the crate's own constants where the build script compiles those too:
//!
//! ```text
//! // build.rs                                 // src/main.rs
//! #[path = "src/params.rs"] mod params;       mod params;  // pub const LMR_BASE: f64 = …
//! #[path = "src/formulas.rs"] mod formulas;   mod formulas; // use crate::params::LMR_BASE;
//! use chess_lut_bake::types;                 use chess_lut as types; // formulas' crate::types
//!                                             mod tables { include!(concat!(env!("OUT_DIR"), "/tables.rs")); }
//! ```
//!
//! with `.twin("crate::formulas::reduction")`: no `allow(dead_code)` of the engine's own (the
//! twin is used by the check of its signature the generated source holds, which allows itself
//! dead), and no `input` line for the modules (cargo reruns a build script when a module it
//! compiles changes).
//!
//! To time the lookups against their twins as `chess-lut bench` does, an engine takes
//! `chess-lut-bench` with `default-features = false` as a dev-dependency (its loop, timer and
//! report, and none of chess-lut's features): see its documentation and
//! `examples/engine/benches/tables.rs`.
//!
//! # Where things are
//!
//! * [`Bake`] (`bake.rs`): the declarations of one generated file, and the files it writes.
//! * `declaration/`: what an engine declares: a [`Table`] of a [`Domain`] (its `axis/`) and an
//!   [`Element`] type, computed at once (`evaluate.rs`), and the [`Proof`] of a lookup written
//!   by hand.
//! * `source/`: the writing of source: a table's static, lookup and description (`table.rs`),
//!   the checks of a twin every build makes (`twin.rs`), rows, docs and paths (`text.rs`),
//!   a static's rows of values (`rows.rs`), and the [`Section`] each declaration becomes.
//! * `proof/`: the generated proofs: their module (`mod.rs`), the test of a function of a domain
//!   (`test.rs`), and how a value is handed over to an engine's types (`handed.rs`).
//! * `kinds/`: what only some engines bake, each a feature: `Cuckoo` tables, NNUE
//!   `Threats`, a table kept [`tunable`](Table::tunable) (`tunable/`), and the geometric
//!   oracle the cuckoo and threat walks and chess-lut's own generator compute by.
//! * `problem.rs`: what is wrong with a declaration, one line naming it.

mod bake;
mod declaration;
mod kinds;
mod problem;
mod proof;
#[cfg(any(test, feature = "rng"))]
pub mod rng;
mod source;
#[cfg(test)]
mod testing;

pub use bake::Bake;
pub use chess_lut_types as types;
pub use chess_lut_types::table::AnswerKind;
pub use declaration::axis::{
    Attackers, Axis, AxisInfo, Colors, Domain, FileOf, Integer, LineKinds, Occupancies, Pieces,
    Range, RankOf, SAMPLED_BOARDS, Squares,
};
pub use declaration::element::Element;
#[cfg(feature = "tokens")]
pub use declaration::element::write_tokens;
pub use declaration::evaluate::{MAX_BYTES, MAX_VALUES};
#[doc(hidden)]
pub use declaration::names;
pub use declaration::proof::Proof;
pub use declaration::table::Table;
#[cfg(feature = "cuckoo")]
pub use kinds::cuckoo::{Cuckoo, KeyArg};
// the board walked square by square: what the cuckoo and threat walks and chess-lut's own
// generator compute by, not for engines
#[cfg(feature = "oracle")]
#[doc(hidden)]
pub use kinds::oracle;
#[cfg(feature = "threats")]
pub use kinds::threats::{NoFeature, Orientation, ThreatArg, Threats};
pub use problem::{Problem, Problems};
pub use source::rust::Rust;
#[cfg(feature = "tokens")]
pub use source::rust::render;

// what chess-lut's own generator builds its tables' registry and files from: not for engines
#[doc(hidden)]
pub use proof::proofs;
#[doc(hidden)]
pub use source::rows;
#[doc(hidden)]
pub use source::section::{Context, Meta, Section};

/// This crate's version, written into what it generates.
pub(crate) const VERSION: &str = env!("CARGO_PKG_VERSION");
