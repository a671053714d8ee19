//! The properties chess-lut's fuzz targets check, one module per target: every text a user can
//! hand the library, the move generator or the command (an engine's source for `match`
//! among them), and two differential targets (the move
//! generator against shakmaty, every lookup against its computed twin and the generator's board
//! walk).
//!
//! Each property takes the fuzzer's bytes and panics, with the input in the message, when the
//! code under test breaks it. Properties, not just "no panic": what parses prints back to text
//! that parses to the same value, an independent reading agrees on what is accepted, and what
//! is refused is refused with an error of one line.
//!
//! The same functions run three ways:
//!
//! * under libFuzzer, `fuzz_targets/<target>.rs` (nightly and cargo-fuzz; `scripts/fuzz.sh`);
//! * on stable, `tests/corpus.rs` replays every file of `corpus/<target>/`: the kept corpus,
//!   seeded by hand and minimised after each long run, and every input that ever broke us;
//! * by hand: `TARGETS` names each.
//!
//! ```
//! // a rank of thirty-three `8`s is refused with the rank named
//! chess_lut_fuzz::placement::check(b"888888888888888888888888888888888/8/8/8/8/8/8/8");
//! ```

pub mod baked;
pub mod bitboard;
pub mod command;
pub mod fen;
pub mod matching;
pub mod movegen;
pub mod names;
pub mod placement;
pub mod square;
pub mod tables;
pub mod uci;

mod input;

/// A property: panics, naming the input, when the code under test breaks it.
pub type Property = fn(&[u8]);

/// Every target: its name (its file in `fuzz_targets/`, its folder in `corpus/`) and its
/// property.
pub const TARGETS: [(&str, Property); 11] = [
    ("baked", baked::check),
    ("bitboard", bitboard::check),
    ("command", command::check),
    ("fen", fen::check),
    ("matching", matching::check),
    ("movegen", movegen::check),
    ("names", names::check),
    ("placement", placement::check),
    ("square", square::check),
    ("tables", tables::check),
    ("uci", uci::check),
];
