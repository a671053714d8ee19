//! The generator behind [chess-lut](https://crates.io/crates/chess-lut).
//!
//! It computes every square-relation table of chess-lut by plain geometry ([`geometry`]: walk
//! the board, breadth-first search), keeps each as data ([`Table`]), and writes them as readable
//! static Rust source ([`source`]) that chess-lut's build script puts into `OUT_DIR`.
//!
//! It never depends on chess-lut: it is the independent oracle the runtime crate's lookups and
//! calculations are tested against.
//!
//! ```
//! let tables = chess_lut_codegen::tables(chess_lut_codegen::Options::default());
//! let in_between = tables.iter().find(|t| t.name == "in-between").unwrap();
//! // a1 (0) to h8 (63): b2, c3, d4, e5, f6, g7
//! assert_eq!(in_between.values[63], 0x0040_2010_0804_0200);
//! assert!(chess_lut_codegen::source(&tables).starts_with("// @generated"));
//! // the magic tables are always there, the PEXT ones only for targets with BMI2
//! assert!(tables.iter().any(|t| t.name == "magic-attacks"));
//! assert!(!tables.iter().any(|t| t.name == "pext-attacks"));
//! ```

pub mod emit;
mod generate;
pub mod geometry;
pub mod magic_factors;
#[cfg(feature = "search")]
pub mod rng;
#[cfg(feature = "search")]
pub mod search;
pub mod slider_blocks;
mod table;

pub use emit::source;
pub use table::{Block, Elem, Radix, Record, Table};

/// What the target of the build has, which decides the tables it gets.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Options {
    /// The target has BMI2 (`_pext_u64`): generate the PEXT slider tables too.
    pub pext: bool,
}

impl Options {
    /// The options for a target whose enabled features are `features`, the comma-separated
    /// list cargo gives build scripts in `CARGO_CFG_TARGET_FEATURE` (the target's, not the
    /// host's: never `cfg!(target_feature)` in a build script).
    ///
    /// ```
    /// use chess_lut_codegen::Options;
    /// assert!(Options::for_target_features("avx2,bmi1,bmi2,popcnt").pext);
    /// assert!(!Options::for_target_features("fxsr,sse,sse2").pext);
    /// ```
    pub fn for_target_features(features: &str) -> Options {
        Options {
            pext: features.split(',').any(|f| f.trim() == "bmi2"),
        }
    }
}

/// Every table chess-lut ships for a target with `options`, in the order the generated file
/// holds them.
pub fn tables(options: Options) -> Vec<Table> {
    generate::all(options.pext)
}

/// The generated file for a target with `options`, exactly as the build script writes it.
pub fn generated_source(options: Options) -> String {
    source(&tables(options))
}
