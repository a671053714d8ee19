//! The list: every table's description, in the order of the generated tables, as the build
//! script writes it from the tables' declarations (`relations.rs`).

use super::description::Coord::Arg;
#[cfg(feature = "masks")]
use super::description::Coord::{FileOf, RankOf};
// a view is written as its `Debug` form, which names the variants of `View` and `Attacker`
use super::description::View::*;
use super::description::{
    Answer, AnswerKind, Axis, AxisKind, Description, Indexing, Relation, Value,
};
use super::hand;
use chess_lut_types::Attacker::*;

include!(concat!(env!("OUT_DIR"), "/relations.rs"));

/// The tables that are data, not a relation of squares, so no description: the Polyglot keys
/// (published numbers, no twin to check them against) and their cuckoo tables (read by
/// `polyglot_cuckoo`, proven by its own test). `chess-lut dump` shows them.
pub const DATA: [&str; 3] = [
    "polyglot-random",
    "polyglot-cuckoo-keys",
    "polyglot-cuckoo-moves",
];

/// The tables generated only for targets with BMI2 (the PEXT family), by name: a build
/// without them can say why one is missing.
pub const BMI2_ONLY: [&str; 4] = [
    "rook-pext",
    "bishop-pext",
    "pext-attacks",
    "pext-compact-attacks",
];
