//! Square-relation lookup tables for chess engines, generated at compile time as readable
//! static Rust, each with a computed twin it is proven equal to.
//!
//! * Lookups at the crate root are `const fn`s reading `static` tables: no initialisation,
//!   `no_std`, no allocation, no `unsafe` (the crate's only `unsafe` code is
//!   [`sliders::fastest`]'s three calls of `pext`, on BMI2 targets only). Usable in `const` items.
//! * [`calc`] holds the computed twin of every lookup: the same answers from bit tricks.
//! * [`tables`] holds the tables themselves, as `chess-lut-codegen` wrote them by walking the
//!   board.
//!
//! What is here, for example (every table with the lookup that reads it, its twin and its size:
//! the table of statics in `docs/tables.md`, written from the declarations):
//!
//! * between and through two squares: [`in_between`] (strictly between), [`path`] (between and
//!   the far square: what Stockfish's `BetweenBB` and some engines call "between"), [`line()`],
//!   [`nothing_between`];
//! * does a piece attack a square: [`attacks`] (the 0x88-difference table); the leapers [`knight_attacks`], [`king_attacks`],
//!   [`pawn_attacks`]; where a piece must stand to attack the squares next to a king,
//!   [`king_zone_reach`]; the sliders [`bishop_attacks`], [`rook_attacks`], [`queen_attacks`]
//!   (fixed-shift black magic bitboards), and every strategy engines use in [`sliders`]:
//!   [`sliders::magic`], `sliders::pext` and `sliders::pext_compact` (on BMI2 targets),
//!   `sliders::kindergarten` (feature `kindergarten`), [`sliders::hyperbola`]; and
//!   [`sliders::fastest`], PEXT where the target has BMI2 and magic elsewhere, safe to call;
//! * who attacks a square in a [`Pieces`] set: [`attacks_to`], [`is_square_attacked`];
//! * lines and colours: [`same_rank`], [`same_file`], [`same_diagonal`],
//!   [`same_anti_diagonal`], [`same_color`], [`intersection`];
//! * distance: [`knight_distance`]; with `distances`, the king, Manhattan and centre distances
//!   and the distance rings;
//! * the masks engines precompute for evaluation (feature `masks`): the adjacent files, the
//!   squares in front of a pawn, its attack and passed-pawn spans, and the ray past a square;
//! * the Polyglot opening-book keys (feature `zobrist`): `zobrist`;
//! * the same answers from other layouts of the same data (smaller tables, or tables
//!   combined), each measured against the crate root's choice: [`layouts`];
//! * every table by name and one description of each relation, for tools (feature
//!   `registry`): `tables::get`, `relations`.
//!
//! The lookups that read one entry of a table are written by the build script from their
//! tables' declarations in chess-lut-codegen, through the same API an engine's build script
//! bakes its own tables with: each documents its table and its twin, and a generated test
//! proves the two equal on every input. Each module's tables are generated into a file of its
//! own (`OUT_DIR/between.rs` holds `in_between`, `path`, `line` and their statics), included
//! in that module beside the lookups written by hand that read them.
//!
//! Each family of tables is a cargo feature, so that a binary compiles and links only what it
//! asks for: `magic`, `pext`, `lines`, `distances` and `masks` by default, `kindergarten`,
//! `layouts`, `zobrist` and `registry` on request; the README lists what each costs. The core
//! (in-between, path and line, the 0x88 attack table, knight distance, the leapers, the king
//! zone's reach, the line masks, first-rank attacks and dual masks) is always there, and without `magic` the crate-root sliders
//! are hyperbola quintessence.
//!
//! `BENCHMARKS.md` in the repository says, relation by relation, what each table buys over its
//! calculation. Squares are little-endian rank-file: `a1 = 0`, `h1 = 7`, `h8 = 63`.
//!
//! ```
//! use chess_lut::{Attacker, Square::*, bitboard, calc, in_between, attacks, knight_distance};
//!
//! let between = in_between(B1, B5);
//! assert_eq!(between, bitboard! {
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     . . . . . . . .
//!     . X . . . . . .
//!     . X . . . . . .
//!     . X . . . . . .
//!     . . . . . . . .
//! });
//! assert_eq!(between, calc::in_between(B1, B5));
//!
//! // a rook on b1 sees b5 unless something stands on b2, b3 or b4
//! assert!(attacks(Attacker::Rook, B1, B5, A1.bitboard() | B5.bitboard()));
//! assert!(!attacks(Attacker::Rook, B1, B5, B3.bitboard()));
//!
//! const FAR: u8 = knight_distance(A1, H8); // const fn
//! assert_eq!(FAR, 6);
//! ```
#![no_std]
#![deny(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![warn(missing_docs)]

mod attacks;
mod between;
pub mod calc;
mod distance;
pub mod geometry;
mod intersection;
pub mod layouts;
mod leapers;
mod lines;
mod masks;
mod piece_sets;
mod pieces;
#[cfg(feature = "registry")]
pub mod relations;
pub mod sliders;
pub mod tables;
pub mod zobrist;

// every lookup declared with its table, by the module that holds it (`OUT_DIR/lookups.rs`,
// written from the declarations: a family whose feature is off has no line); the lookups
// written by hand below
include!(concat!(env!("OUT_DIR"), "/lookups.rs"));

pub use attacks::attacks;
pub use between::nothing_between;
#[cfg(feature = "math")]
#[cfg_attr(docsrs, doc(cfg(feature = "math")))]
pub use chess_lut_types::math;
pub use chess_lut_types::{
    Attacker, Bitboard, Color, File, LineKind, ParseAttackerError, ParseBitboardError,
    ParseColorError, ParseFileError, ParseLineKindError, ParsePieceError, ParseRankError,
    ParseSquareError, Piece, Rank, Square, SquareIndexError, Squares, bitboard,
};
#[cfg(feature = "lines")]
pub use intersection::intersection;
pub use lines::{line_mask, same_anti_diagonal, same_color, same_diagonal, same_file, same_rank};
pub use piece_sets::{attacks_to, is_square_attacked};
pub use pieces::{ParseFenError, Pieces};
pub use sliders::{bishop_attacks, queen_attacks, rook_attacks};

/// The README's examples, compiled and run as doc tests so that the front door stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The guide to the `chess-lut` command (`docs/command.md`), its examples compiled and run as
/// doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/command.md")]
pub struct CommandGuideDoctests;

/// The guide to baking an engine's own tables (`docs/bake.md`), its examples compiled and run
/// as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/bake.md")]
pub struct BakeGuideDoctests;

/// The guide to switching an engine to chess-lut (`docs/switching.md`), its examples compiled
/// and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/switching.md")]
pub struct SwitchingGuideDoctests;

/// The guide to the tables and the sliders (`docs/tables.md`), its examples compiled and run as
/// doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/tables.md")]
pub struct TablesGuideDoctests;

/// The guide to how it works (`docs/how-it-works.md`), its examples compiled and run as doc
/// tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/how-it-works.md")]
pub struct HowItWorksGuideDoctests;
