//! One generator per table, a file per family. Each asks the oracle in [`crate::oracle`]
//! about every input and records the answer; none of them knows a bit trick. Two families hold
//! data besides: the magic tables are laid out by the committed factors and offsets
//! ([`crate::magic_factors`], found by the offline search), and the Polyglot keys are the
//! format's published numbers ([`crate::polyglot`]); the oracle still gives every attack set
//! the magic tables hold.

mod attacks;
mod between;
mod distance;
mod hyperbola;
#[cfg(feature = "kindergarten")]
mod kindergarten;
#[cfg(feature = "layouts")]
mod layouts;
#[cfg(feature = "lines")]
mod lines;
#[cfg(feature = "magic")]
mod magic;
#[cfg(feature = "masks")]
mod masks;
#[cfg(feature = "pext")]
mod pext;
#[cfg(feature = "zobrist")]
mod zobrist;

mod declared;

#[cfg(feature = "registry")]
pub(crate) use declared::registry_name;
pub(crate) use declared::{Declared, Kind};

use chess_lut_types::Piece;
use chess_lut_types::table::{Coord, Drawing, Indexing, View};

use crate::options::Options;

/// The example of a slider table asked for both sliders at once.
const QUEEN: &[&str] = &["queen", "d4"];
#[cfg(any(feature = "magic", feature = "pext"))]
use crate::slider_blocks::{Blocks, Slider};

/// The tables one module of chess-lut reads, generated into one file that the module includes:
/// each static beside the lookups that read it.
pub(crate) struct Room {
    /// The generated file: `between.rs`.
    pub file: &'static str,
    /// The module that includes it, below the crate: `between`, `sliders::magic`.
    pub module: &'static str,
    /// Its tables, in the order of the file.
    pub tables: Vec<Declared>,
}

impl Room {
    fn new(file: &'static str, module: &'static str, tables: Vec<Declared>) -> Room {
        Room {
            file,
            module,
            tables,
        }
    }
}

/// `$tables` where the family's `$feature` is compiled in and `$on`; no table otherwise.
macro_rules! family {
    ($feature:literal, $on:expr, $tables:expr) => {{
        #[cfg(feature = $feature)]
        let tables: Vec<Declared> = if $on {
            let tables: Vec<Declared> = $tables;
            tables.into_iter().map(|d| d.in_family($feature)).collect()
        } else {
            Vec::new()
        };
        #[cfg(not(feature = $feature))]
        let tables: Vec<Declared> = Vec::new();
        tables
    }};
}

/// Every table of the families `options` asks for, by the module that reads it, in the order
/// they are emitted: the core (in-between, the path, the line, the 0x88 attacks, the knight
/// distance, the leapers, the hyperbola sliders' line masks and first-rank attacks) always,
/// each family where its feature is on. Every module's room is there, empty where its family
/// is off, so that every file the library includes is written.
///
/// # Panics
///
/// If `options` asks for a family whose feature this build of the generator left out.
pub(crate) fn all(options: Options) -> Vec<Room> {
    use Indexing::*;
    options.assert_compiled();
    let layouts = family!("layouts", options.layouts, {
        vec![
            Declared::data(layouts::in_between_triangular(), &["IN_BETWEEN_TRIANGULAR"])
                .drawn(Drawing::new(View::Set, &["h8", "a1"]).indexed(Triangular)),
            Declared::data(layouts::in_between_x88(), &["IN_BETWEEN_X88"])
                .drawn(Drawing::new(View::Set, &["c1", "a3"]).indexed(X88Rotated)),
        ]
    });
    let distances = family!("distances", options.distances, distance::tables());
    let intersection = family!("lines", options.lines, {
        vec![
            Declared::data(lines::intersection(), &["INTERSECTION"]).drawn(
                Drawing::new(View::Crossing, &["e1", "rank", "b3", "anti-diagonal"])
                    .indexed(Intersection),
            ),
        ]
    });
    // one walk over every relevant occupancy serves both the magic and the PEXT tables
    #[cfg(any(feature = "magic", feature = "pext"))]
    let blocks = (options.magic || options.pext)
        .then(|| [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)]);
    let magic = family!("magic", options.magic, {
        let blocks = blocks.as_ref().expect("walked for the magic tables");
        let declared: [(&[&str], Drawing); 3] = [
            (
                &["ROOK_MAGICS"],
                Drawing::new(View::Entry(Piece::Rook), &["d4"])
                    .indexed(Magic)
                    .or(&["rook-magic"]),
            ),
            (
                &["BISHOP_MAGICS"],
                Drawing::new(View::Entry(Piece::Bishop), &["d4"])
                    .indexed(Magic)
                    .or(&["bishop-magic"]),
            ),
            (
                &["MAGIC_ATTACKS"],
                Drawing::new(View::Slider(None), QUEEN).indexed(Magic),
            ),
        ];
        magic::tables(blocks)
            .into_iter()
            .zip(declared)
            .map(|(t, (r, d))| Declared::data(t, r).drawn(d))
            .collect()
    });
    // the PEXT tables: one module reads the entries and attacks, another the compact attacks
    #[cfg(feature = "pext")]
    let (pext, pext_compact) = match blocks.as_ref().filter(|_| options.pext) {
        Some(blocks) => {
            let mut tables = pext::tables(blocks, options.pext_compact).into_iter();
            let mut next = |readers, drawing| {
                Declared::data(tables.next().expect("a PEXT table"), readers)
                    .drawn(drawing)
                    .in_family("pext")
            };
            (
                vec![
                    next(
                        &["ROOK_PEXT"],
                        Drawing::new(View::Entry(Piece::Rook), &["d4"]).indexed(Pext),
                    ),
                    next(
                        &["BISHOP_PEXT"],
                        Drawing::new(View::Entry(Piece::Bishop), &["d4"]).indexed(Pext),
                    ),
                    next(
                        &["PEXT_ATTACKS"],
                        Drawing::new(View::Slider(None), QUEEN).indexed(Pext),
                    ),
                ],
                match options.pext_compact {
                    true => vec![next(
                        &["PEXT_COMPACT_ATTACKS"],
                        Drawing::new(View::Slider(None), QUEEN).indexed(PextCompact),
                    )],
                    false => Vec::new(),
                },
            )
        }
        None => (Vec::new(), Vec::new()),
    };
    #[cfg(not(feature = "pext"))]
    let (pext, pext_compact) = (Vec::new(), Vec::new());
    let kindergarten = family!("kindergarten", options.kindergarten, {
        vec![
            Declared::data(
                kindergarten::kindergarten_fill_up(),
                &["KINDERGARTEN_FILL_UP"],
            )
            .drawn(
                Drawing::new(View::Slider(None), &["d4", "diagonal"])
                    .indexed(KindergartenFillUp)
                    .limited("it serves ranks and diagonals; files come from kindergarten-a-file"),
            ),
            Declared::data(
                kindergarten::kindergarten_a_file(),
                &["KINDERGARTEN_A_FILE"],
            )
            .drawn(
                Drawing::new(View::Slider(Some(Piece::Rook)), &["d1"]).indexed(KindergartenAFile),
            ),
        ]
    });
    let masks = family!("masks", options.masks, masks::tables());
    let zobrist = family!("zobrist", options.zobrist, {
        let mut tables: Vec<Declared> = zobrist::tables()
            .into_iter()
            .map(|t| Declared::data(t, &[]))
            .collect();
        tables.push(zobrist::polyglot_cuckoo());
        tables
    });
    let mut distance = vec![distance::knight_distance()];
    distance.extend(distances);
    vec![
        Room::new(
            "between.rs",
            "between",
            vec![between::in_between(), between::path(), between::line()],
        ),
        Room::new("layouts.rs", "layouts", layouts),
        Room::new(
            "attacks.rs",
            "attacks",
            vec![
                Declared::data(attacks::x88_attacks(), &["X88_ATTACKS"]).drawn(
                    Drawing::new(View::Each, &["queen", "d1"])
                        .indexed(X88Attacks)
                        .or(&["attack"]),
                ),
                attacks::king_zone_reach(),
            ],
        ),
        Room::new(
            "leapers.rs",
            "leapers",
            vec![
                attacks::knight_attacks(),
                attacks::king_attacks(),
                attacks::pawn_attacks(),
                attacks::pawn_pushes(),
                attacks::pawn_double_pushes(),
            ],
        ),
        Room::new("distance.rs", "distance", distance),
        Room::new(
            "lines.rs",
            "lines",
            vec![
                Declared::data(hyperbola::line_masks(), &["LINE_MASKS", "HYPERBOLA"]).drawn(
                    Drawing::new(View::Set, &["e4", "diagonal"])
                        .indexed(Rows(&[Coord::Arg(1), Coord::Arg(0)])),
                ),
            ],
        ),
        Room::new("intersection.rs", "intersection", intersection),
        Room::new(
            "hyperbola.rs",
            "sliders::hyperbola",
            vec![
                Declared::data(hyperbola::first_rank_attacks(), &["FIRST_RANK_ATTACKS"]).drawn(
                    Drawing::new(View::Slider(Some(Piece::Rook)), &["d1"]).indexed(FirstRank),
                ),
            ],
        ),
        Room::new(
            "dual.rs",
            "sliders::dual",
            vec![
                Declared::data(hyperbola::dual_masks(), &["DUAL_MASKS"]).drawn(
                    Drawing::new(View::Slider(None), QUEEN)
                        .indexed(Dual)
                        .or(&["dual"]),
                ),
            ],
        ),
        Room::new("magic.rs", "sliders::magic", magic),
        Room::new("pext.rs", "sliders::pext", pext),
        Room::new("pext_compact.rs", "sliders::pext_compact", pext_compact),
        Room::new("kindergarten.rs", "sliders::kindergarten", kindergarten),
        Room::new("masks.rs", "masks", masks),
        Room::new("zobrist.rs", "zobrist", zobrist),
    ]
}

/// The tables a build with `options` does not generate though this generator could, with why:
/// the PEXT family where the target lacks BMI2 or the features ask for it only through
/// `fastest`, which reads magic on a CPU that microcodes `pext`, and the compact PEXT attacks
/// with `fastest` alone. What the registry says of a name it lacks; a family whose feature is
/// off is not compiled into the generator, so its names are not known here.
#[cfg_attr(not(feature = "registry"), allow(dead_code))]
pub(crate) fn absent(options: Options) -> Vec<(&'static str, &'static str)> {
    #[cfg(feature = "pext")]
    {
        let why_pext = "is generated only for a target with BMI2 (build with RUSTFLAGS=\"-C \
                        target-cpu=native\" on a machine that has it) and the feature pext, or \
                        fastest where pext is not microcoded";
        let why_compact = "is generated only for a target with BMI2 and the feature pext \
                           (fastest reads the PEXT table alone)";
        let [rook, bishop, attacks, compact] = pext::NAMES;
        let mut absent = Vec::new();
        if !options.pext {
            absent.extend([rook, bishop, attacks].map(|name| (name, why_pext)));
        }
        if !options.pext_compact {
            absent.push((compact, if options.pext { why_compact } else { why_pext }));
        }
        absent
    }
    #[cfg(not(feature = "pext"))]
    {
        let _ = options;
        Vec::new()
    }
}

/// Every table of `rooms`, in order.
pub(crate) fn tables(rooms: &[Room]) -> impl Iterator<Item = &Declared> {
    rooms.iter().flat_map(|r| &r.tables)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Elem, Row, Static};

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
        crate::statics(options);
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
        let rooms = all(Options::all(false));
        let tables: Vec<Static> = tables(&rooms).flat_map(Declared::statics).collect();
        let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
        let has = |name| names.contains(&name);
        assert!(has("in-between") && has("line-masks") && has("first-rank-attacks"));
        assert!(
            has("path") && has("line"),
            "the engines' between and line are the core's"
        );
        assert_eq!(has("intersection"), cfg!(feature = "lines"));
        assert_eq!(has("in-between-x88"), cfg!(feature = "layouts"));
        assert_eq!(has("magic-attacks"), cfg!(feature = "magic"));
        assert_eq!(has("kindergarten-a-file"), cfg!(feature = "kindergarten"));
        assert_eq!(has("distance-ring"), cfg!(feature = "distances"));
        assert_eq!(has("beyond"), cfg!(feature = "masks"));
        assert_eq!(has("polyglot-random"), cfg!(feature = "zobrist"));
        assert!(!has("pext-attacks"));
    }

    #[test]
    fn rows_cover_every_value() {
        let rooms = all(Options::all(true));
        let data = tables(&rooms).filter_map(|d| match &d.kind {
            Kind::Data(t, _) => Some(t),
            Kind::Baked(..) => None,
        });
        for t in data {
            let laid: usize = t.rows.iter().map(Row::values).sum();
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
