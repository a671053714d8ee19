//! What a declared table or proof becomes: a [`Section`] of the generated source and of the
//! description, written in a [`Context`]; and the [`Meta`] facts chess-lut's registry reads.

use crate::rust::Rust;
use crate::table::Elem;
use chess_lut_types::table::{AnswerKind, AxisKind};

/// A table or proof as the bake holds it: its name, or what is wrong with it, and its parts
/// as source and as JSON.
pub(crate) struct Section {
    pub name: String,
    pub problem: Option<String>,
    /// The static, with its documentation.
    pub statics: String,
    /// The lookup, with its documentation, and the check of its twin's signature.
    pub lookup: String,
    /// The proof, a `#[test]` function.
    pub test: String,
    /// Its entries in the description, each a table's JSON object.
    pub json: Vec<String>,
    pub samples: bool,
    /// What each of its statics is, for a registry of tables.
    pub metas: Vec<Meta>,
    /// Whether nothing proves it: no twin, and not declared data.
    pub unproven: bool,
    /// The cfg a tunable copy is built with, where it is a bare name cargo must be told of.
    pub check_cfg: Option<String>,
}

/// A written table's facts: what chess-lut's registry and descriptions of its own tables are
/// made of (the answer, axes and twin only by the descriptions, which the registry writes).
#[derive(Clone, Debug)]
#[cfg_attr(not(feature = "registry"), allow(dead_code))]
pub(crate) struct Meta {
    /// The static's name: `LMR`.
    pub ident: String,
    /// Its dimensions, outermost first.
    pub shape: Vec<usize>,
    /// The first sentence of the doc.
    pub summary: String,
    /// How a value reads.
    pub answer: AnswerKind,
    /// Each axis's kind and parameter name.
    pub axes: Vec<(AxisKind, String)>,
    /// The twin's path, if any.
    pub twin: Option<String>,
    /// The values as `u64` and the element type chess-lut's registry holds them as, where it
    /// holds the type (`u8`, `u16`, `u64`, a bitboard).
    pub values: Option<(Elem, Vec<u64>)>,
}

impl Section {
    pub(super) fn failed(name: String, problem: String) -> Section {
        Section {
            name,
            problem: Some(problem),
            statics: String::new(),
            lookup: String::new(),
            test: String::new(),
            json: Vec::new(),
            samples: false,
            metas: Vec::new(),
            unproven: false,
            check_cfg: None,
        }
    }
}

/// What a section's writers need: the path chess-lut is reached by, and the paths the lookups
/// reach the statics by and the statics' docs reach the lookups by (empty: one module).
pub(crate) struct Context {
    /// chess-lut's vocabulary: `::chess_lut` in an engine, `::chess_lut_types` in chess-lut.
    pub chess_lut: Rust,
    /// chess-lut's lookups (its attacks, for the proofs): `::chess_lut`, or `crate`.
    pub lookups_of_chess_lut: Rust,
    pub statics: String,
    pub lookups: String,
    /// Whether the description (JSON) is written: not for chess-lut's own tables, whose
    /// descriptions are its registry.
    pub describe: bool,
}
