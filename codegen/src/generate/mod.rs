//! One generator per table, a file per family. Each asks the oracle in [`crate::geometry`]
//! about every input and records the answer; none of them knows a bit trick.

mod attacks;
mod between;
mod distance;
mod kindergarten;
mod lines;
mod magic;
mod pext;

use crate::slider_blocks::{Blocks, Slider};
use crate::table::Table;

/// Every table, with the PEXT tables when `pext` (the target has BMI2), in the order they are
/// emitted.
pub fn all(pext: bool) -> Vec<Table> {
    let mut tables = vec![
        between::in_between(),
        between::in_between_triangular(),
        between::in_between_x88(),
        between::line(),
        attacks::x88_attacks(),
        distance::knight_distance(),
        attacks::knight_attacks(),
        attacks::king_attacks(),
        attacks::pawn_attacks(),
        lines::line_masks(),
        lines::intersection(),
        lines::first_rank_attacks(),
    ];
    // one walk over every relevant occupancy serves both the magic and the PEXT tables
    let blocks = [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)];
    tables.extend(magic::tables(&blocks));
    if pext {
        tables.extend(pext::tables(&blocks));
    }
    tables.extend([
        kindergarten::kindergarten_fill_up(),
        kindergarten::kindergarten_a_file(),
    ]);
    tables
}

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

    #[test]
    fn layouts_cover_every_value() {
        for t in all(true) {
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

    #[test]
    fn sizes() {
        let sizes: Vec<(&str, usize)> = all(true).iter().map(|t| (t.name, t.bytes())).collect();
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
            ]
        );
    }
}
