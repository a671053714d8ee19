//! How each of chess-lut's tables is declared: as data its generator lays out, or through the
//! bake API, as an engine's build script declares one.

use crate::bake::{self, Context, Domain, Element, Section};
use crate::rust::Rust;
use crate::table::Static;
use chess_lut_types::table::View;

/// One of chess-lut's tables, as its generator declares it. What describes it (the names of
/// its hand-written descriptions, `About`) is read where the registry is written.
#[cfg_attr(not(feature = "registry"), allow(dead_code))]
pub(crate) enum Declared {
    /// Data laid out by its generator, read by lookups written by hand in chess-lut;
    /// `described` names the hand-written descriptions of those lookups
    /// (`chess_lut::relations`' constants), in order.
    Data(Box<Static>, &'static [&'static str]),
    /// Tables declared through the bake API, as an engine's build script declares them: their
    /// statics, their lookup and its proof come from the bake; the description of a relation
    /// from the bake's facts and what `About` adds, none for data (the cuckoo tables, named in
    /// `chess_lut::relations::DATA`).
    Baked(Box<Section>, Option<About>),
}

/// What chess-lut's description of a baked table adds to its declaration: how `chess-lut show`
/// and the explorer draw an answer, and the arguments of an example.
#[cfg_attr(not(feature = "registry"), allow(dead_code))]
pub(crate) struct About {
    pub view: View,
    pub example: &'static [&'static str],
}

/// Where chess-lut's own baked tables live: the statics in `crate::tables`, the lookups at the
/// crate root (from the `lookups` module), the vocabulary reached by `::chess_lut_types`.
fn ours() -> Context {
    Context {
        chess_lut: Rust::from("::chess_lut_types"),
        lookups_of_chess_lut: Rust::from("crate"),
        statics: "crate::tables::".into(),
        lookups: "crate::".into(),
        describe: false,
    }
}

/// One of chess-lut's tables through the bake API, drawn as `view` with the `example`'s
/// arguments.
///
/// # Panics
///
/// If the declaration has a problem (a mistake in this crate, said in the build's message).
pub(crate) fn baked<D: Domain, E: Element>(
    table: bake::Table<D, E>,
    view: View,
    example: &'static [&'static str],
) -> Declared {
    Declared::Baked(
        checked(table.section(&ours())),
        Some(About { view, example }),
    )
}

/// Cuckoo tables of chess-lut's keys, through the bake API: data, with a probe and a proof.
///
/// # Panics
///
/// As [`baked`].
#[cfg(feature = "zobrist")]
pub(crate) fn cuckoo(cuckoo: bake::Cuckoo) -> Declared {
    Declared::Baked(checked(cuckoo.section(&ours())), None)
}

/// `section`, which has no problem.
fn checked(section: Section) -> Box<Section> {
    if let Some(problem) = &section.problem {
        panic!("chess-lut's table `{}`: {problem}", section.name);
    }
    Box::new(section)
}

impl Declared {
    /// A table laid out as data by its generator, read by the hand-written lookups whose
    /// descriptions `described` names.
    pub(crate) fn data(table: Static, described: &'static [&'static str]) -> Declared {
        Declared::Data(Box::new(table), described)
    }

    /// The statics as data, whichever way they were declared: a baked section's from their
    /// facts and values.
    pub(crate) fn statics(&self) -> Vec<Static> {
        match self {
            Declared::Data(table, _) => vec![(**table).clone()],
            Declared::Baked(section, _) => section.metas.iter().map(Self::static_of).collect(),
        }
    }

    /// A baked static as data, its registry name its name in lower case, dashed.
    fn static_of(meta: &crate::bake::Meta) -> Static {
        let (elem, values) = meta
            .values
            .as_ref()
            .expect("chess-lut's tables hold u8, u16, u64 or bitboards");
        Static {
            name: meta.description.ident.to_lowercase().replace('_', "-"),
            ident: meta.description.ident.clone(),
            shape: meta.shape.clone(),
            elem: *elem,
            summary: meta.summary(),
            doc: Vec::new(),
            values: values.clone(),
            rows: Vec::new(),
            columns: Vec::new(),
            record: None,
        }
    }
}

/// The static named `name` (its registry name) among a family's `tables`: what a family's
/// tests read by hand.
#[cfg(all(test, any(feature = "distances", feature = "masks")))]
pub(crate) fn named(tables: &[Declared], name: &str) -> Static {
    tables
        .iter()
        .flat_map(Declared::statics)
        .find(|t| t.name == name)
        .unwrap_or_else(|| panic!("no table {name}"))
}
