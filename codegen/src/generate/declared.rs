//! How each of chess-lut's tables is declared: as data its generator lays out, or through the
//! bake API, as an engine's build script declares one.

use crate::bake::{self, Context, Domain, Element, Section};
use crate::table::Table;

/// One of chess-lut's tables, as its generator declares it. What describes it (the names of
/// its hand-written descriptions, `About`) is read where the registry is written.
#[cfg_attr(not(feature = "registry"), allow(dead_code))]
pub(crate) enum Declared {
    /// Data laid out by its generator, read by lookups written by hand in chess-lut;
    /// `described` names the hand-written descriptions of those lookups
    /// (`chess_lut::relations`' constants), in order.
    Data(Table, &'static [&'static str]),
    /// A table declared through the bake API, as an engine's build script declares one: its
    /// static, its lookup and its proof come from the bake, its description from the bake's
    /// facts and what `About` adds.
    Baked(Box<Section>, About),
}

/// What chess-lut's description of a baked table adds to its declaration: how `chess-lut show`
/// and the explorer draw an answer (a `chess_lut::relations::View`, as source), and the
/// arguments of an example.
#[cfg_attr(not(feature = "registry"), allow(dead_code))]
pub(crate) struct About {
    pub view: &'static str,
    pub example: &'static [&'static str],
}

/// Where chess-lut's own baked tables live: the statics in `crate::tables`, the lookups at the
/// crate root (from the `lookups` module), the vocabulary reached by `::chess_lut_types`.
fn ours() -> Context {
    Context {
        chess_lut: quote::quote!(::chess_lut_types),
        lookups_of_chess_lut: quote::quote!(crate),
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
    view: &'static str,
    example: &'static [&'static str],
) -> Declared {
    let section = table.section(&ours());
    if let Some(problem) = &section.problem {
        panic!("chess-lut's table `{}`: {problem}", section.name);
    }
    Declared::Baked(Box::new(section), About { view, example })
}

impl Declared {
    /// The table as data, whichever way it was declared: a baked table's facts and values
    /// (names kept for the build script's life, which is all of it).
    pub(crate) fn table(&self) -> Table {
        match self {
            Declared::Data(table, _) => table.clone(),
            Declared::Baked(section, _) => {
                let meta = section.metas.first().expect("a baked table has its facts");
                let keep = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
                Table {
                    name: keep(section.name.replace('_', "-")),
                    ident: keep(meta.ident.clone()),
                    shape: meta.shape.clone(),
                    elem: match meta.stored.as_str() {
                        "u8" => crate::table::Elem::U8,
                        "u16" => crate::table::Elem::U16,
                        "u64" => crate::table::Elem::U64,
                        other => panic!("chess-lut's tables hold u8, u16 or u64, not {other}"),
                    },
                    summary: keep(meta.summary.clone()),
                    doc: Vec::new(),
                    values: meta
                        .values
                        .clone()
                        .expect("chess-lut's tables hold integers"),
                    rows: Vec::new(),
                    columns: Vec::new(),
                    record: None,
                }
            }
        }
    }
}
