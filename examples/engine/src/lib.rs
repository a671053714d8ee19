//! An engine's own tables, baked by its build script with chess-lut-bake: a worked example
//! of what an engine that depends on chess-lut gets for the tables it fills at start-up
//! today.
//!
//! `build.rs` runs the formulas of [`formulas`] on every input and writes each table as a
//! `static` of readable rows with a `const fn` lookup ([`lmr`], [`lmr_fraction`],
//! [`king_zone`], [`psqt`], [`zobrist`]), the cuckoo tables of its reversible moves by its
//! own keys with their probe ([`cuckoo`]), and its network's threat-input index
//! ([`threat_index`], Stockfish's layout); under `cargo test` the generated tests prove each
//! lookup equal to its twin on every input (the formula itself, the start-up code the table
//! replaces, or a second method: [`twins`], [`nnue`]), and every reversible move in its cuckoo
//! slots.
//! `cargo bench` times each lookup against its twin with chess-lut-bench's timer, and
//! `chess-lut list --tables target` draws them.
//!
//! With the `tune` feature the late-move reductions stay tunable: [`lmr`] reads a copy of the
//! baked table that `tune::set_reduction` sets from new constants, as an SPSA tuner asks;
//! `cargo test --features tune` proves the copy as it starts.
//!
//! ```
//! use chess_lut::{Color, Piece, Square};
//! use chess_lut_example_engine::{king_zone, lmr, psqt, zobrist};
//!
//! assert_eq!(lmr(12, 20), 3);
//! assert_eq!(king_zone(Color::White, Square::G1).count(), 9);
//! assert_eq!(psqt(Piece::Knight, Square::E4), 320);
//! const KEY: u64 = zobrist(Color::White, Piece::King, Square::E1); // a const fn
//! assert_ne!(KEY, zobrist(Color::Black, Piece::King, Square::E1));
//! ```

pub mod formulas;
pub mod nnue;
pub mod startup;
#[cfg(feature = "tune")]
pub mod tune;
pub mod twins;

/// chess-lut's vocabulary, as `formulas` names it (the build script names
/// `chess_lut_bake::types` so: the same crate).
use chess_lut as types;

/// The baked tables and their lookups, as `build.rs` wrote them into `OUT_DIR/tables.rs`.
pub mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

pub use tables::{
    THREAT_INDEX_DIMENSIONS, cuckoo, king_zone, lmr, lmr_fraction, psqt, threat_index, zobrist,
};
