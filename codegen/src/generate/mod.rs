//! One generator per table, a file per family. Each asks the oracle in [`crate::geometry`]
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
#[cfg(any(feature = "magic", feature = "pext"))]
use crate::slider_blocks::{Blocks, Slider};
use crate::table::Table;

/// Every table of the families `options` asks for, in the order they are emitted: the core
/// (in-between, the 0x88 attacks, the knight distance, the leapers, the hyperbola sliders' line
/// masks and first-rank attacks) always, each family where its feature is on.
/// A family whose feature is off is left out ([`crate::tables`] refuses to ask for one).
pub fn all(options: Options) -> Vec<Table> {
    let mut tables = vec![between::in_between()];
    if options.layouts {
        tables.extend([between::in_between_triangular(), between::in_between_x88()]);
    }
    if options.lines {
        tables.push(between::line());
    }
    tables.extend([
        attacks::x88_attacks(),
        distance::knight_distance(),
        attacks::knight_attacks(),
        attacks::king_attacks(),
        attacks::pawn_attacks(),
        lines::line_masks(),
    ]);
    if options.lines {
        tables.push(lines::intersection());
    }
    tables.push(lines::first_rank_attacks());
    #[cfg(any(feature = "magic", feature = "pext"))]
    if options.magic || options.pext {
        // one walk over every relevant occupancy serves both the magic and the PEXT tables
        let blocks = [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)];
        #[cfg(feature = "magic")]
        if options.magic {
            tables.extend(magic::tables(&blocks));
        }
        #[cfg(feature = "pext")]
        if options.pext {
            tables.extend(pext::tables(&blocks));
        }
    }
    #[cfg(feature = "kindergarten")]
    if options.kindergarten {
        tables.extend([
            kindergarten::kindergarten_fill_up(),
            kindergarten::kindergarten_a_file(),
        ]);
    }
    #[cfg(feature = "masks")]
    if options.masks {
        tables.extend(masks::tables());
    }
    #[cfg(feature = "zobrist")]
    if options.zobrist {
        tables.extend(zobrist::tables());
    }
    tables
}

/// Values per source line of the slider attack tables (magic and PEXT): 32 hex bitboards,
/// about 750 characters.
#[cfg(any(feature = "magic", feature = "pext"))]
const PER_LINE: usize = 32;

/// Every square, as the oracle numbers them.
const SQUARES: std::ops::Range<u8> = 0..64;

/// `f` of every ordered pair of squares, row-major: the values of a 64x64 table.
fn pairs(f: impl Fn(u8, u8) -> u64) -> Vec<u64> {
    SQUARES
        .flat_map(|a| SQUARES.map(move |b| (a, b)))
        .map(|(a, b)| f(a, b))
        .collect()
}

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
        crate::source(&all(Options::all(false)), true);
    }

    #[test]
    fn every_compiled_family_is_generated() {
        let names: Vec<&str> = all(Options::all(false)).iter().map(|t| t.name).collect();
        let has = |name| names.contains(&name);
        assert!(has("in-between") && has("line") && has("in-between-x88"));
        assert_eq!(has("magic-attacks"), cfg!(feature = "magic"));
        assert_eq!(has("kindergarten-a-file"), cfg!(feature = "kindergarten"));
        assert_eq!(has("distance-rings"), cfg!(feature = "masks"));
        assert_eq!(has("polyglot-random"), cfg!(feature = "zobrist"));
        assert!(!has("pext-attacks"));
    }

    #[test]
    fn layouts_cover_every_value() {
        for t in all(Options::all(true)) {
            let laid: usize = t.layout.iter().map(Block::len).sum();
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

    /// Every family's sizes, so with every feature.
    #[cfg(all(
        feature = "search",
        feature = "pext",
        feature = "kindergarten",
        feature = "masks",
        feature = "zobrist"
    ))]
    #[test]
    fn sizes() {
        let sizes: Vec<(&str, usize)> = all(Options::all(true))
            .iter()
            .map(|t| (t.name, t.bytes()))
            .collect();
        let magic =
            crate::search::committed(&[Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)]).len;
        assert_eq!(
            sizes,
            [
                ("in-between", 32768),
                ("in-between-triangular", 16640),
                ("in-between-x88", 1920),
                ("line", 32768),
                ("x88-attacks", 14336),
                ("knight-distance", 4096),
                ("knight-attacks", 512),
                ("king-attacks", 512),
                ("pawn-attacks", 1024),
                ("line-masks", 2048),
                ("intersection", 1350),
                ("first-rank-attacks", 512),
                ("rook-magics", 1536),
                ("bishop-magics", 1536),
                ("magic-attacks", 8 * magic),
                ("rook-pext", 1536),
                ("bishop-pext", 1536),
                ("pext-attacks", 861_184),
                ("pext-compact-attacks", 215_296),
                ("kindergarten-fill-up", 4096),
                ("kindergarten-a-file", 4096),
                ("king-distance", 4096),
                ("manhattan-distance", 4096),
                ("center-distance", 64),
                ("center-manhattan-distance", 64),
                ("distance-rings", 4096),
                ("adjacent-files", 64),
                ("forward-file", 1024),
                ("forward-ranks", 128),
                ("pawn-attack-span", 1024),
                ("passed-pawn-span", 1024),
                ("path", 32768),
                ("beyond", 32768),
                ("polyglot-random", 6248),
            ]
        );
        // the core alone: what a build with no feature gets
        let none = Options {
            pext: false,
            magic: false,
            kindergarten: false,
            lines: false,
            layouts: false,
            masks: false,
            zobrist: false,
            registry: false,
        };
        let core: Vec<&str> = all(none).iter().map(|t| t.name).collect();
        assert_eq!(
            core,
            [
                "in-between",
                "x88-attacks",
                "knight-distance",
                "knight-attacks",
                "king-attacks",
                "pawn-attacks",
                "line-masks",
                "first-rank-attacks"
            ]
        );
    }
}
