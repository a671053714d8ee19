//! What a declared table or proof becomes: a [`Section`] of the generated source and of the
//! description, written in a [`Context`]; and the [`Meta`] facts chess-lut's registry reads.

use crate::source::rows::Elem;
use crate::source::rust::Rust;
use chess_lut_types::table::{Axis, Description};

/// A table or proof as the bake holds it: its name, or what is wrong with it, and its parts
/// as source and as JSON.
pub struct Section {
    /// What was declared: `table`, `cuckoo`, `proof`.
    pub what: &'static str,
    pub name: String,
    pub problem: Option<String>,
    /// The static, with its documentation.
    pub statics: String,
    /// The lookup, with its documentation, and the check of its twin's signature.
    pub lookup: String,
    /// The proof, a `#[test]` function.
    pub test: String,
    /// For each of its statics ([`metas`](Section::metas), in order), its values as the
    /// description file writes them, a JSON text each; none where the bake writes no
    /// description.
    pub values_json: Vec<Vec<String>>,
    pub samples: bool,
    /// What each of its statics is, for a registry of tables.
    pub metas: Vec<Meta>,
    /// Whether nothing proves it: no twin, and not declared data.
    pub unproven: bool,
    /// Every item it writes into the engine's module, whatever the cfg (statics, lookups, a
    /// tunable copy and its setter), and every test into the proofs' module: no two sections may
    /// write one name.
    pub names: Names,
    /// What cargo must be told of the cfg a tunable copy is built under
    /// (`cargo::rustc-check-cfg`'s argument for each option it does not know: `cfg(tune)`).
    pub check_cfg: Vec<String>,
    /// What its twin needs run first (the engine's `initialize` that fills its start-up
    /// tables): a path to a function of no argument, which the proofs call once before any
    /// twin.
    pub setup: Option<String>,
}

/// A written table's facts: what chess-lut's registry and descriptions of its own tables are
/// made of. Its description is the one an engine's description file serialises.
#[derive(Clone, Debug)]
pub struct Meta {
    /// The table and its lookup described.
    pub description: Description<String, Vec<Axis<String>>>,
    /// Its dimensions, outermost first.
    pub shape: Vec<usize>,
    /// The values as `u64` and the element type chess-lut's registry holds them as, where it
    /// holds the type (`u8`, `u16`, `u64`, a bitboard).
    pub values: Option<(Elem, Vec<u64>)>,
}

impl Meta {
    /// The first sentence of its doc: the registry's summary, and the doc of chess-lut's
    /// description of it.
    pub fn summary(&self) -> String {
        chess_lut_types::table::summary(&self.description.doc).to_string()
    }
}

/// The names a section writes: items of the engine's module, and tests of the proofs' module.
#[derive(Clone, Default, Debug)]
pub struct Names {
    pub items: Vec<String>,
    pub tests: Vec<String>,
}

impl Names {
    /// The first name both write, in the engine's module or the proofs', and which of the two.
    pub(crate) fn shared(&self, other: &Names) -> Option<(&str, &'static str)> {
        fn common<'a>(mine: &'a [String], theirs: &[String]) -> Option<&'a str> {
            mine.iter().find(|n| theirs.contains(n)).map(String::as_str)
        }
        common(&self.items, &other.items)
            .map(|n| (n, "item"))
            .or_else(|| common(&self.tests, &other.tests).map(|n| (n, "test")))
    }
}

impl Section {
    pub(crate) fn failed(what: &'static str, name: String, problem: String) -> Section {
        Section {
            problem: Some(problem),
            ..Section::empty(what, name)
        }
    }

    /// A section of nothing yet: what a writer fills in what it writes of.
    pub(crate) fn empty(what: &'static str, name: String) -> Section {
        Section {
            what,
            names: Names::default(),
            name,
            problem: None,
            statics: String::new(),
            lookup: String::new(),
            test: String::new(),
            values_json: Vec::new(),
            samples: false,
            metas: Vec::new(),
            unproven: false,
            check_cfg: Vec::new(),
            setup: None,
        }
    }

    /// The section with its twin's `setup`, where one is declared and is an absolute path; a
    /// failed section naming it where it is not.
    pub(crate) fn set_up_by(mut self, setup: Option<String>) -> Section {
        let Some(path) = setup else {
            return self;
        };
        if self.problem.is_none() {
            if let Err(e) = crate::source::text::check_path(&path) {
                return Section::failed(self.what, self.name, format!("its setup: {e}"));
            }
        }
        self.setup = Some(path);
        self
    }
}

/// What a section's writers need: the path chess-lut is reached by, and the paths the lookups
/// reach the statics by and the statics' docs reach the lookups by (empty: one module).
pub struct Context {
    /// chess-lut's vocabulary: `::chess_lut` in an engine, `::chess_lut_types` in chess-lut.
    pub chess_lut: Rust,
    /// chess-lut's lookups (its attacks, for the proofs): `::chess_lut`, or `crate`.
    pub lookups_of_chess_lut: Rust,
    pub statics: String,
    pub lookups: String,
    /// Whether the description file is written: not for chess-lut's own tables, whose
    /// descriptions are its registry.
    pub writes_file: bool,
}
