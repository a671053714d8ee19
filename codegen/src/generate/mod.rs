//! One generator per table, a file per family. Each asks the oracle in [`crate::oracle`]
//! about every input and records the answer; none of them knows a bit trick.

mod attacks;
mod between;
mod distance;
#[cfg(feature = "kindergarten")]
mod kindergarten;
mod lines;
#[cfg(feature = "magic")]
mod magic;
#[cfg(feature = "masks")]
mod masks;
#[cfg(feature = "pext")]
mod pext;
#[cfg(feature = "zobrist")]
mod zobrist;

use crate::Options;
use crate::bake::{self, Domain, Element};
use crate::bake::{Context, Section};
#[cfg(any(feature = "magic", feature = "pext"))]
use crate::slider_blocks::{Blocks, Slider};
use crate::table::Table;

/// One of chess-lut's tables, as its generator declares it.
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
pub(crate) struct About {
    pub view: &'static str,
    pub example: &'static [&'static str],
}

/// Where chess-lut's own baked tables live: the statics in `crate::tables`, the lookups at the
/// crate root (from the `lookups` module), the vocabulary reached by `::chess_lut_types`.
fn ours() -> Context {
    Context {
        chess_lut: quote::quote!(::chess_lut_types),
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
fn baked<D: Domain, E: Element>(
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

/// Every table of the families `options` asks for, in the order they are emitted: the core
/// (in-between, the 0x88 attacks, the knight distance, the leapers, the hyperbola sliders' line
/// masks and first-rank attacks) always, each family where its feature is on.
/// A family whose feature is off is left out ([`crate::tables`] refuses to ask for one).
pub(crate) fn all(options: Options) -> Vec<Declared> {
    let mut tables = vec![between::in_between()];
    if options.layouts {
        tables.extend([
            Declared::Data(between::in_between_triangular(), &["IN_BETWEEN_TRIANGULAR"]),
            Declared::Data(between::in_between_x88(), &["IN_BETWEEN_X88"]),
        ]);
    }
    if options.lines {
        tables.push(between::line());
    }
    tables.extend([
        Declared::Data(attacks::x88_attacks(), &["X88_ATTACKS"]),
        distance::knight_distance(),
        attacks::knight_attacks(),
        attacks::king_attacks(),
        attacks::pawn_attacks(),
        Declared::Data(lines::line_masks(), &["LINE_MASKS", "HYPERBOLA"]),
    ]);
    if options.lines {
        tables.push(Declared::Data(lines::intersection(), &["INTERSECTION"]));
    }
    tables.push(Declared::Data(
        lines::first_rank_attacks(),
        &["FIRST_RANK_ATTACKS"],
    ));
    #[cfg(any(feature = "magic", feature = "pext"))]
    if options.magic || options.pext {
        // one walk over every relevant occupancy serves both the magic and the PEXT tables
        let blocks = [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)];
        #[cfg(feature = "magic")]
        if options.magic {
            let described: [&[&str]; 3] =
                [&["ROOK_MAGICS"], &["BISHOP_MAGICS"], &["MAGIC_ATTACKS"]];
            tables.extend(
                magic::tables(&blocks)
                    .into_iter()
                    .zip(described)
                    .map(|(t, d)| Declared::Data(t, d)),
            );
        }
        #[cfg(feature = "pext")]
        if options.pext {
            let described: [&[&str]; 4] = [
                &["ROOK_PEXT"],
                &["BISHOP_PEXT"],
                &["PEXT_ATTACKS"],
                &["PEXT_COMPACT_ATTACKS"],
            ];
            tables.extend(
                pext::tables(&blocks)
                    .into_iter()
                    .zip(described)
                    .map(|(t, d)| Declared::Data(t, d)),
            );
        }
    }
    #[cfg(feature = "kindergarten")]
    if options.kindergarten {
        tables.extend([
            Declared::Data(
                kindergarten::kindergarten_fill_up(),
                &["KINDERGARTEN_FILL_UP"],
            ),
            Declared::Data(
                kindergarten::kindergarten_a_file(),
                &["KINDERGARTEN_A_FILE"],
            ),
        ]);
    }
    #[cfg(feature = "masks")]
    if options.masks {
        tables.extend(masks::tables());
    }
    #[cfg(feature = "zobrist")]
    if options.zobrist {
        tables.extend(
            zobrist::tables()
                .into_iter()
                .map(|t| Declared::Data(t, &[])),
        );
    }
    tables
}

impl Declared {
    /// The table as data, whichever way it was declared: a baked table's facts and values
    /// (names kept for the build script's life, which is all of it).
    pub(crate) fn table(&self) -> Table {
        match self {
            Declared::Data(table, _) => table.clone(),
            Declared::Baked(section, _) => {
                let meta = section.meta.as_ref().expect("a baked table has its facts");
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

/// Values per source line of the slider attack tables (magic and PEXT): 32 hex bitboards,
/// about 750 characters.
#[cfg(any(feature = "magic", feature = "pext"))]
const PER_LINE: usize = 32;

/// Every square, as the oracle numbers them.
const SQUARES: std::ops::Range<u8> = 0..64;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Block, Elem};

    /// A family whose generators this build left out is refused by name, not left out in
    /// silence (which would surface as a missing static in chess-lut).
    #[cfg(not(feature = "zobrist"))]
    #[test]
    #[should_panic(expected = "built without its `zobrist` feature")]
    fn a_family_not_compiled_is_refused() {
        let options = Options {
            zobrist: true,
            ..Options::all(false)
        };
        crate::tables(options);
    }

    #[cfg(not(feature = "registry"))]
    #[test]
    #[should_panic(expected = "built without its `registry` feature")]
    fn a_registry_not_compiled_is_refused() {
        crate::generated(Options {
            registry: true,
            ..Options::all(false)
        });
    }

    #[test]
    fn every_compiled_family_is_generated() {
        let tables: Vec<Table> = all(Options::all(false))
            .iter()
            .map(Declared::table)
            .collect();
        let names: Vec<&str> = tables.iter().map(|t| t.name).collect();
        let has = |name| names.contains(&name);
        assert!(has("in-between") && has("line") && has("in-between-x88"));
        assert_eq!(has("magic-attacks"), cfg!(feature = "magic"));
        assert_eq!(has("kindergarten-a-file"), cfg!(feature = "kindergarten"));
        assert_eq!(has("distance-rings"), cfg!(feature = "masks"));
        assert_eq!(has("polyglot-random"), cfg!(feature = "zobrist"));
        assert!(!has("pext-attacks"));
    }

    #[test]
    fn rows_cover_every_value() {
        let data = all(Options::all(true)).into_iter().filter_map(|d| match d {
            Declared::Data(t, _) => Some(t),
            Declared::Baked(..) => None,
        });
        for t in data {
            let laid: usize = t.rows.iter().map(Block::len).sum();
            assert_eq!(laid, t.values.len(), "{}", t.name);
            assert_eq!(
                t.values.len(),
                t.shape.iter().product::<usize>(),
                "{}",
                t.name
            );
            if t.elem == Elem::U8 {
                assert!(t.values.iter().all(|&v| v <= 0xFF), "{}", t.name);
            }
        }
    }
}
