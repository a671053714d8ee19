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
//! let tables = chess_lut_codegen::tables();
//! let in_between = tables.iter().find(|t| t.name == "in-between").unwrap();
//! // a1 (0) to h8 (63): b2, c3, d4, e5, f6, g7
//! assert_eq!(in_between.values[63], 0x0040_2010_0804_0200);
//! assert!(chess_lut_codegen::source(&tables).starts_with("// @generated"));
//! ```

pub mod emit;
mod generate;
pub mod geometry;
mod table;

pub use emit::source;
pub use table::{Block, Elem, Table};

/// Every table chess-lut ships, in the order the generated file holds them.
pub fn tables() -> Vec<Table> {
    generate::all()
}

/// The generated file, exactly as the build script writes it.
pub fn generated_source() -> String {
    source(&tables())
}
