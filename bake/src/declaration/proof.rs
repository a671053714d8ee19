//! A [`Proof`] of a lookup written by hand: its declaration, and the section it becomes (a check
//! of its signature every build makes, and its test, written by [`crate::proof::test`]).

use crate::declaration::axis::Domain;
use crate::declaration::names::{check_axes, check_name};
use crate::proof::test::proof_test;
use crate::source::section::{Context, Names, Section};
use crate::source::text::check_path;
use chess_lut_types::table::AnswerKind;

/// The proof of a lookup written by hand (more than one load: a magic index, a hash): the
/// generated test calls `lookup` and `twin` on every value of the domain, the occupied squares
/// sampled, and names the first input where they differ.
///
/// ```
/// use chess_lut_bake::{Bake, Occupancies, Proof, Squares};
/// let mut bake = Bake::new();
/// bake.proof(Proof::new(
///     "rook_moves",
///     (Squares("sq"), Occupancies("occupied")),
///     "crate::movegen::rook_moves",
///     "crate::movegen::rook_moves_by_walking",
/// ));
/// let source = bake.source().unwrap();
/// assert!(source.contains("fn rook_moves_equals_its_twin() {"));
/// assert!(source.contains("fn sampled_board(k: u32) -> u64 {"));
/// ```
pub struct Proof<D> {
    name: String,
    domain: D,
    lookup: String,
    twin: String,
    setup: Option<String>,
}

impl<D: Domain> Proof<D> {
    /// `lookup` (a path) against `twin` over `domain`, in a test named `{name}_equals_its_twin`.
    pub fn new(name: &str, domain: D, lookup: &str, twin: &str) -> Proof<D> {
        Proof {
            name: name.to_string(),
            domain,
            lookup: lookup.trim().to_string(),
            twin: twin.trim().to_string(),
            setup: None,
        }
    }

    /// What the twin needs run first: a path to a function of no argument (`fn()` or `unsafe
    /// fn()`), the engine's start-up code as it stands, such as the `initialize()` that fills
    /// the tables the twin reads. The generated proofs call it once, under a
    /// `std::sync::Once`, before any twin, whichever proof runs first; every build checks that
    /// it names such a function (`const _: unsafe fn() = crate::nnue::initialize;`).
    pub fn setup(mut self, path: &str) -> Proof<D> {
        self.setup = Some(path.trim().to_string());
        self
    }
}

impl<D: Domain> Proof<D> {
    /// The proof written: its test, and the check that the lookup and its twin have one
    /// signature.
    pub(crate) fn section(mut self, cx: &Context) -> Section {
        let setup = self.setup.take();
        self.written(cx).set_up_by(setup)
    }

    fn written(self, cx: &Context) -> Section {
        let axes = self.domain.axes();
        let checked = check_name(&self.name)
            .and_then(|()| check_axes(&axes))
            .and_then(|()| check_path(&self.lookup))
            .and_then(|()| check_path(&self.twin));
        if let Err(e) = checked {
            return Section::failed("proof", self.name, e);
        }
        if self.lookup == self.twin {
            return Section::failed(
                "proof",
                self.name,
                format!(
                    "its twin is its lookup, `{}`, so its proof would compare the lookup with \
                     itself: name the function the lookup replaces",
                    self.lookup
                ),
            );
        }
        if let Some(empty) = axes.iter().find(|a| a.is_empty()) {
            return Section::failed(
                "proof",
                self.name,
                format!("its axis `{}` is empty", empty.name()),
            );
        }
        let samples = axes.iter().any(|a| a.len().is_none());
        let test = proof_test(
            &self.name,
            &axes,
            (&format!("its lookup `{}`", self.lookup), &self.lookup),
            &self.twin,
            AnswerKind::Other,
            false,
            cx,
        );
        let types: Vec<String> = axes
            .iter()
            .map(|a| a.rust_type(&cx.chess_lut).to_string())
            .collect();
        let lookup = format!(
            "// `{name}`: its lookup and its twin, of one signature: checked by every build.\n\
             #[allow(dead_code)]\n\
             const _: () = {{\n    \
             const fn same<R>(_: fn({types}) -> R, _: fn({types}) -> R) {{}}\n    \
             same({lookup}, {twin}) // the lookup and the twin of `{name}`\n}};\n\n",
            name = self.name,
            types = types.join(", "),
            lookup = self.lookup,
            twin = self.twin,
        );
        Section {
            names: Names {
                items: Vec::new(),
                tests: vec![format!("{}_equals_its_twin", self.name)],
            },
            lookup,
            test,
            samples,
            ..Section::empty("proof", self.name)
        }
    }
}
