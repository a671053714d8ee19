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
pub(crate) use declared::About;
pub(crate) use declared::Declared;

use crate::options::Options;
#[cfg(any(feature = "magic", feature = "pext"))]
use crate::slider_blocks::{Blocks, Slider};

/// Every table of the families `options` asks for, in the order they are emitted: the core
/// (in-between, the path, the line, the 0x88 attacks, the knight distance, the leapers, the
/// hyperbola sliders' line masks and first-rank attacks) always, each family where its feature
/// is on.
///
/// # Panics
///
/// If `options` asks for a family whose feature this build of the generator left out.
pub(crate) fn all(options: Options) -> Vec<Declared> {
    options.assert_compiled();
    let mut tables = vec![between::in_between(), between::path(), between::line()];
    #[cfg(feature = "layouts")]
    if options.layouts {
        tables.extend([
            Declared::data(layouts::in_between_triangular(), &["IN_BETWEEN_TRIANGULAR"]),
            Declared::data(layouts::in_between_x88(), &["IN_BETWEEN_X88"]),
        ]);
    }
    tables.extend([
        Declared::data(attacks::x88_attacks(), &["X88_ATTACKS"]),
        distance::knight_distance(),
        attacks::knight_attacks(),
        attacks::king_attacks(),
        attacks::king_zone_reach(),
        attacks::pawn_attacks(),
        Declared::data(hyperbola::line_masks(), &["LINE_MASKS", "HYPERBOLA"]),
    ]);
    #[cfg(feature = "lines")]
    if options.lines {
        tables.push(Declared::data(lines::intersection(), &["INTERSECTION"]));
    }
    tables.push(Declared::data(
        hyperbola::first_rank_attacks(),
        &["FIRST_RANK_ATTACKS"],
    ));
    tables.push(Declared::data(hyperbola::dual_masks(), &["DUAL_MASKS"]));
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
                    .map(|(t, d)| Declared::data(t, d)),
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
                    .map(|(t, d)| Declared::data(t, d)),
            );
        }
    }
    #[cfg(feature = "kindergarten")]
    if options.kindergarten {
        tables.extend([
            Declared::data(
                kindergarten::kindergarten_fill_up(),
                &["KINDERGARTEN_FILL_UP"],
            ),
            Declared::data(
                kindergarten::kindergarten_a_file(),
                &["KINDERGARTEN_A_FILE"],
            ),
        ]);
    }
    #[cfg(feature = "distances")]
    if options.distances {
        tables.extend(distance::tables());
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
                .map(|t| Declared::data(t, &[])),
        );
        tables.push(zobrist::polyglot_cuckoo());
    }
    tables
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Block, Elem, Static};

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
        let tables: Vec<Static> = all(Options::all(false))
            .iter()
            .flat_map(Declared::statics)
            .collect();
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
        assert_eq!(has("distance-rings"), cfg!(feature = "distances"));
        assert_eq!(has("beyond"), cfg!(feature = "masks"));
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
