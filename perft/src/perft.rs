//! Perft: the number of leaf nodes of the legal move tree, counted in bulk at the last ply (a
//! popcount per piece and per pawn set), and divide: the count under each root move.

use chess_lut::Color;

use crate::movegen::{Black, Castles, Count, Each, Side, White, analyse, by_side, moves};
use crate::moves::Move;
use crate::position::Position;
use chess_lut::geometry::Geometry;

/// The number of move sequences of length `depth` from `pos`. Depth 0 is the position itself.
///
/// ```
/// use chess_lut::geometry::DefaultGeometry;
/// use chess_lut_perft::{Position, perft};
/// assert_eq!(perft::<DefaultGeometry>(&Position::start(), 3), 8_902);
/// ```
pub fn perft<G: Geometry>(pos: &Position, depth: u32) -> u64 {
    by_side!(pos, perft_side::<G>(pos, &Castles::of::<G>(pos), depth))
}

/// [`perft`] with the side to move a type: the recursion alternates `S` and `S::Other`.
/// `rights` are the castling moves of the root.
fn perft_side<G: Geometry, S: Side>(pos: &Position, rights: &Castles, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => leaves::<G, S>(pos, rights),
        _ => {
            let node = analyse::<G, S>(pos);
            let mut nodes = 0;
            let mut each = Each(|mv| {
                let child = pos.play_as(S::US, mv);
                // the last two plies in one body: no call per child
                nodes += if depth == 2 {
                    leaves::<G, S::Other>(&child, rights)
                } else {
                    perft_side::<G, S::Other>(&child, rights, depth - 1)
                };
            });
            moves::<G, S, _>(pos, &node, rights, &mut each);
            nodes
        }
    }
}

/// The number of legal moves of `pos`: perft's last ply, counted in bulk.
#[inline(always)]
fn leaves<G: Geometry, S: Side>(pos: &Position, rights: &Castles) -> u64 {
    let node = analyse::<G, S>(pos);
    let mut count = Count::default();
    moves::<G, S, _>(pos, &node, rights, &mut count);
    count.total()
}

fn divide_side<G: Geometry, S: Side>(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let node = analyse::<G, S>(pos);
    let rights = Castles::of::<G>(pos);
    let mut out = Vec::new();
    moves::<G, S, _>(
        pos,
        &node,
        &rights,
        &mut Each(|mv| {
            let child = pos.play_as(S::US, mv);
            out.push((
                mv,
                perft_side::<G, S::Other>(&child, &rights, depth.saturating_sub(1)),
            ));
        }),
    );
    out
}

/// The perft count under each legal move of `pos` at `depth` (at least 1), sorted by the moves'
/// UCI notation (as the position's rules write it: castling `e1h1` in Chess960).
///
/// ```
/// use chess_lut::geometry::DefaultGeometry;
/// use chess_lut_perft::{Position, divide};
/// let root = divide::<DefaultGeometry>(&Position::start(), 2);
/// assert_eq!(root.len(), 20);
/// assert_eq!(root[0].0.to_string(), "a2a3");
/// assert!(root.iter().all(|&(_, n)| n == 20));
/// ```
pub fn divide<G: Geometry>(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out = by_side!(pos, divide_side::<G>(pos, depth));
    let chess960 = pos.is_chess960();
    out.sort_by_cached_key(|(mv, _)| mv.uci(chess960).to_string());
    out
}
