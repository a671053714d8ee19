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
//! assert!(chess_lut_codegen::source(&tables, true).starts_with("// @generated"));
//! // the magic tables are always there, the PEXT ones only for targets with BMI2
//! assert!(tables.iter().any(|t| t.name == "magic-attacks"));
//! assert!(!tables.iter().any(|t| t.name == "pext-attacks"));
//! ```

pub mod emit;
mod generate;
pub mod geometry;
pub mod magic_factors;
mod polyglot;
#[cfg(feature = "search")]
pub mod rng;
#[cfg(feature = "search")]
pub mod search;
pub mod slider_blocks;
mod table;

pub use emit::source;
pub use table::{Block, Elem, Radix, Record, Table};

/// Which tables a build gets: the families its Cargo features ask for, and the PEXT tables only
/// where the target has BMI2 too. The crate's own three (the 64x64 in-between, the 0x88
/// attack-by-piece, the knight distance), the leapers' tables and the small tables of the
/// hyperbola sliders (the line masks, the first-rank attacks) are always there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    /// The PEXT slider tables (feature `pext`, and a target with BMI2: `_pext_u64`).
    pub pext: bool,
    /// The black magic slider tables (feature `magic`).
    pub magic: bool,
    /// The kindergarten slider tables (feature `kindergarten`).
    pub kindergarten: bool,
    /// The line through two squares and the intersection of two lines (feature `lines`).
    pub lines: bool,
    /// The in-between sets in less memory: triangular and by 0x88 difference (feature
    /// `layouts`).
    pub layouts: bool,
    /// The engine masks: king, Manhattan and centre distances, distance rings, the pawn
    /// masks, the evasion path and the ray past a square (feature `masks`).
    pub masks: bool,
    /// The Polyglot Zobrist keys (feature `zobrist`).
    pub zobrist: bool,
    /// The registry that finds every table by name (feature `registry`).
    pub registry: bool,
}

/// Every family, no PEXT: what the generator's own tests and documentation use.
impl Default for Options {
    fn default() -> Options {
        Options::all(false)
    }
}

impl Options {
    /// Every family; the PEXT tables if `bmi2`.
    pub const fn all(bmi2: bool) -> Options {
        Options {
            pext: bmi2,
            magic: true,
            kindergarten: true,
            lines: true,
            layouts: true,
            masks: true,
            zobrist: true,
            registry: true,
        }
    }

    /// The options of a build: the features `enabled` names (lower case, as in the manifest)
    /// for a target whose enabled features are `target_features`, the comma-separated list
    /// cargo gives build scripts in `CARGO_CFG_TARGET_FEATURE` (the target's, not the host's:
    /// never `cfg!(target_feature)` in a build script).
    ///
    /// ```
    /// use chess_lut_codegen::Options;
    /// let every = |_: &str| true;
    /// assert!(Options::for_build("avx2,bmi1,bmi2,popcnt", every).pext);
    /// assert!(!Options::for_build("fxsr,sse,sse2", every).pext);
    /// let none = Options::for_build("bmi2", |_| false);
    /// assert!(!none.pext && !none.magic && !none.registry);
    /// ```
    pub fn for_build(target_features: &str, enabled: impl Fn(&str) -> bool) -> Options {
        let bmi2 = target_features.split(',').any(|f| f.trim() == "bmi2");
        Options {
            pext: bmi2 && enabled("pext"),
            magic: enabled("magic"),
            kindergarten: enabled("kindergarten"),
            lines: enabled("lines"),
            layouts: enabled("layouts"),
            masks: enabled("masks"),
            zobrist: enabled("zobrist"),
            registry: enabled("registry"),
        }
    }
}

/// Every table chess-lut ships for a build with `options`, in the order the generated file
/// holds them.
pub fn tables(options: Options) -> Vec<Table> {
    generate::all(options)
}

/// The generated file for a build with `options`, exactly as the build script writes it.
pub fn generated_source(options: Options) -> String {
    source(&tables(options), options.registry)
}
