//! Perft: the number of leaf nodes of the legal move tree, counted in bulk at the last ply (a
//! popcount per piece), and divide: the count under each root move.

use crate::geometry::Geometry;
use crate::movegen::{count, generate};
use crate::moves::Move;
use crate::position::Position;

/// The number of move sequences of length `depth` from `pos`. Depth 0 is the position itself.
///
/// ```
/// use chess_lut_perft::{DefaultGeometry, Position, perft};
/// assert_eq!(perft::<DefaultGeometry>(&Position::start(), 3), 8_902);
/// ```
pub fn perft<G: Geometry>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<G>(pos),
        _ => {
            let mut nodes = 0;
            generate::<G>(pos, |moves| {
                for mv in moves {
                    nodes += perft::<G>(&pos.play(mv), depth - 1);
                }
            });
            nodes
        }
    }
}

/// The perft count under each legal move of `pos` at `depth` (at least 1), sorted by the moves'
/// UCI notation.
///
/// ```
/// use chess_lut_perft::{DefaultGeometry, Position, divide};
/// let root = divide::<DefaultGeometry>(&Position::start(), 2);
/// assert_eq!(root.len(), 20);
/// assert_eq!(root[0].0.to_string(), "a2a3");
/// assert!(root.iter().all(|&(_, n)| n == 20));
/// ```
pub fn divide<G: Geometry>(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    generate::<G>(pos, |moves| {
        for mv in moves {
            out.push((mv, perft::<G>(&pos.play(mv), depth.saturating_sub(1))));
        }
    });
    out.sort_by_cached_key(|(mv, _)| mv.to_string());
    out
}
