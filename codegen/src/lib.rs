//! The generator behind [chess-lut](https://crates.io/crates/chess-lut).
//!
//! It computes every square-relation table of chess-lut by plain geometry ([`oracle`]: walk
//! the board, breadth-first search), keeps each as data ([`Static`]), and writes them as readable
//! static Rust source that chess-lut's build script puts into `OUT_DIR` ([`generated`]). The
//! tables whose lookup is one load are declared through [`bake`], the API an engine's own
//! build script bakes its tables with: their lookups, proofs and descriptions are written from
//! the declarations too.
//!
//! It never depends on chess-lut: it is the independent oracle the runtime crate's lookups and
//! calculations are tested against.
//!
//! ```
//! let options = chess_lut_codegen::Options::default();
//! let statics = chess_lut_codegen::statics(options);
//! let in_between = statics.iter().find(|t| t.name == "in-between").unwrap();
//! // a1 (0) to h8 (63): b2, c3, d4, e5, f6, g7
//! assert_eq!(in_between.values[63], 0x0040_2010_0804_0200);
//! let files = chess_lut_codegen::generated(options);
//! let between = files.file("between.rs").unwrap();
//! assert!(between.starts_with("// @generated"));
//! assert!(between.contains("pub static IN_BETWEEN: [[u64; 64]; 64] = ["));
//! assert!(between.contains("pub const fn in_between("));
//! // the default options: every family, the PEXT tables only for targets with BMI2
//! # #[cfg(feature = "magic")]
//! assert!(statics.iter().any(|t| t.name == "magic-attacks"));
//! assert!(!statics.iter().any(|t| t.name == "pext-attacks"));
//! ```

mod emit;
mod generate;
mod generated;
#[cfg(feature = "magic")]
pub mod magic_factors;
mod options;
#[cfg(feature = "zobrist")]
mod polyglot;
#[cfg(feature = "registry")]
mod registry;
#[cfg(feature = "search")]
pub mod search;
#[cfg(any(feature = "magic", feature = "pext", feature = "kindergarten"))]
pub mod slider_blocks;
mod table;
#[cfg(feature = "registry")]
mod tokens;

pub use chess_lut_bake as bake;
pub use chess_lut_bake::Rust;
pub use chess_lut_bake::oracle;
#[cfg(feature = "tokens")]
pub use chess_lut_bake::render;
#[cfg(feature = "rng")]
pub use chess_lut_bake::rng;
pub use chess_lut_types as types;
pub use generated::{Generated, generated};
pub use options::Options;
pub use table::{Elem, Record, Static};

/// Every static chess-lut ships for a build with `options`, in the order the generated file
/// holds them.
///
/// # Panics
///
/// If `options` asks for a family this build of the generator left out (see
/// [`Options::all`]).
pub fn statics(options: Options) -> Vec<Static> {
    catalogue(options).into_iter().map(|(s, _)| s).collect()
}

/// Every static chess-lut ships for a build with `options`, as [`statics`], each with its family:
/// `core`, or the cargo feature that asks for it (`magic`, `masks` …).
///
/// ```
/// use chess_lut_codegen::{Options, catalogue};
/// let all = catalogue(Options::all(false));
/// let family = |name: &str| all.iter().find(|(s, _)| s.name == name).map(|(_, f)| *f);
/// assert_eq!(family("in-between"), Some("core"));
/// # #[cfg(feature = "distances")]
/// assert_eq!(family("king-distance"), Some("distances"));
/// ```
///
/// # Panics
///
/// As [`statics`].
pub fn catalogue(options: Options) -> Vec<(Static, &'static str)> {
    let rooms = generate::all(options);
    generate::tables(&rooms)
        .flat_map(|d| d.statics().into_iter().map(|s| (s, d.family)))
        .collect()
}
