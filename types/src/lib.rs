//! The vocabulary of [chess-lut](https://crates.io/crates/chess-lut): [`Square`], [`File`],
//! [`Rank`], [`Bitboard`], [`Color`], [`Piece`], [`Attacker`] and [`LineKind`], each with the
//! names it prints and parses.
//!
//! One crate so that both sides of a table speak the same words: chess-lut re-exports every
//! item here at its root, and chess-lut-codegen re-exports them for the build scripts that bake
//! tables (`chess_lut_codegen::types`). A square a build script hands to its table's generator
//! is the same type the engine's lookup takes. No tables and no logic of the relations live
//! here: only the values, their conversions, their text and the `bitboard!` picture, and (in
//! [`table`]) the words a table's description is written in, which the generator writes and
//! chess-lut, its command and its page read.
//!
//! `no_std`, no allocation, no `unsafe`; every conversion a `const fn`. With the feature
//! `alloc` (which the generator and the command turn on, not the library), the description
//! file's writer (`table::file`) and the axis vocabulary's labels (`Axis::label`, `owned`);
//! with `read` (the command's), the file's reader and the vocabulary's reading of what a user
//! types (`Axis::argument`, `read`, `what`, `usage`).
//!
//! ```
//! use chess_lut_types::{Bitboard, Color, Square};
//!
//! let e4: Square = "e4".parse().unwrap();
//! assert_eq!((e4.file(), e4.rank(), e4.color()), (4, 3, Color::White));
//! assert_eq!(Bitboard::from(e4).count(), 1);
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;

mod attacker;
mod bitboard;
mod color;
mod file_rank;
mod line_kind;
#[cfg(feature = "math")]
#[cfg_attr(docsrs, doc(cfg(feature = "math")))]
pub mod math;
mod names;
mod piece;
mod square;
pub mod table;

pub use attacker::{Attacker, ParseAttackerError};
pub use bitboard::{Bitboard, ParseBitboardError, Squares};
pub use color::{Color, ParseColorError};
pub use file_rank::{File, ParseFileError, ParseRankError, Rank};
pub use line_kind::{LineKind, ParseLineKindError};
pub use piece::{ParsePieceError, Piece};
pub use square::{ParseSquareError, Square, SquareIndexError};
