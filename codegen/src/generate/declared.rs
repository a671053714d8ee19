//! How each of chess-lut's tables is declared: as data its generator lays out, or through the
//! bake API, as an engine's build script declares one.

use chess_lut_types::table::Drawing;

use crate::Rust;
use crate::bake::{self, Context, Domain, Element, Section};
use crate::table::Static;

/// One of chess-lut's tables, as its generator declares it: its statics, and how the command
/// and the explorer draw and ask it (none for data, which nothing asks).
pub(crate) struct Declared {
    pub(crate) kind: Kind,
    /// How its first lookup is asked and its answer drawn; `None` for data.
    #[cfg_attr(not(feature = "registry"), allow(dead_code))]
    pub(crate) drawing: Option<Drawing>,
    /// The family it belongs to: `core`, or the feature that asks for it.
    pub(crate) family: &'static str,
    /// Whether its bench group is written by hand (beside other layouts or calculations of the
    /// same question), not derived from its declaration.
    pub(crate) benched_by_hand: bool,
}

/// How a table of chess-lut's is declared: as data its generator lays out, or through the bake
/// API.
pub(crate) enum Kind {
    /// Data laid out by its generator, read by lookups written by hand in chess-lut;
    /// `readers` names the hand-written descriptions of those lookups (constants of
    /// `chess_lut::tables`' registry, `hand.rs`), in order, the first the one `show` draws.
    Data(
        Box<Static>,
        #[cfg_attr(not(feature = "registry"), allow(dead_code))] &'static [&'static str],
    ),
    /// Tables declared through the bake API, as an engine's build script declares them: their
    /// statics, their lookup, its proof and its description come from the bake. A cuckoo's
    /// tables are data, read by their probe.
    Baked(Box<Section>),
}

/// Where chess-lut's own baked tables live: each static beside its lookup, in the module that
/// includes the generated file, where a static's doc links its lookup by `lookups` (the crate
/// root, `crate::`, for a module of its own that re-exports it there: `crate::line` names the
/// function, not the macro `line!` the prelude also has); the vocabulary reached by
/// `::chess_lut_types`.
fn ours(lookups: &str) -> Context {
    Context {
        chess_lut: Rust::from("::chess_lut_types"),
        lookups_of_chess_lut: Rust::from("crate"),
        statics: String::new(),
        lookups: lookups.into(),
        writes_file: false,
    }
}

/// One of chess-lut's tables through the bake API.
///
/// # Panics
///
/// If the declaration has a problem (a mistake in this crate, said in the build's message).
pub(crate) fn baked<D: Domain, E: Element>(table: bake::Table<D, E>) -> Declared {
    Declared::of(Kind::Baked(checked(table.section(&ours("crate::")))))
}

/// Cuckoo tables of chess-lut's keys, through the bake API: data, with a probe and a proof, in
/// the public module `zobrist`, where the statics' docs link the probe beside them.
///
/// # Panics
///
/// As [`baked`].
#[cfg(feature = "zobrist")]
pub(crate) fn cuckoo(cuckoo: bake::Cuckoo) -> Declared {
    Declared::of(Kind::Baked(checked(cuckoo.section(&ours("")))))
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
    /// descriptions `readers` names.
    pub(crate) fn data(table: Static, readers: &'static [&'static str]) -> Declared {
        Declared::of(Kind::Data(Box::new(table), readers))
    }

    fn of(kind: Kind) -> Declared {
        Declared {
            kind,
            drawing: None,
            family: "core",
            benched_by_hand: false,
        }
    }

    /// The same table, its bench group written by hand (`benches/src/relation_loops.rs`), as
    /// the lookup is weighed against more than its twin there.
    pub(crate) fn benched_by_hand(self) -> Declared {
        Declared {
            benched_by_hand: true,
            ..self
        }
    }

    /// The same table, of the family `feature` (`core` unless said).
    #[cfg_attr(
        not(any(
            feature = "magic",
            feature = "pext",
            feature = "kindergarten",
            feature = "lines",
            feature = "layouts",
            feature = "distances",
            feature = "masks",
            feature = "zobrist"
        )),
        allow(dead_code)
    )]
    pub(crate) fn in_family(self, feature: &'static str) -> Declared {
        Declared {
            family: feature,
            ..self
        }
    }

    /// The same table, drawn and asked as `drawing` says.
    pub(crate) fn drawn(self, drawing: Drawing) -> Declared {
        Declared {
            drawing: Some(drawing),
            ..self
        }
    }

    /// The statics as data, whichever way they were declared: a baked section's from their
    /// facts and values.
    pub(crate) fn statics(&self) -> Vec<Static> {
        match &self.kind {
            Kind::Data(table, _) => vec![(**table).clone()],
            Kind::Baked(section) => section.metas.iter().map(Self::static_of).collect(),
        }
    }

    /// A baked static as data.
    fn static_of(meta: &crate::bake::Meta) -> Static {
        let (elem, values) = meta
            .values
            .as_ref()
            .expect("chess-lut's tables hold u8, u16, u64 or bitboards");
        let d = &meta.description;
        Static {
            name: registry_name(&d.ident),
            ident: d.ident.clone(),
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

/// The registry name of the static `ident`: its name in lower case, words joined by `-`
/// (`IN_BETWEEN` is `in-between`).
pub(crate) fn registry_name(ident: &str) -> String {
    ident
        .chars()
        .map(|c| match c {
            '_' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect()
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
