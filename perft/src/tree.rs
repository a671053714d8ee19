//! Perft: the number of leaf nodes of the legal move tree, counted in bulk at the last ply (a
//! popcount per piece and per pawn set, or one count for the sliders), and divide: the count
//! under each root move.

use chess_lut::Color;

use crate::code::Code;
use crate::movegen::{
    BUILD_AVX2, BUILD_POPCNT, Black, Castles, Count, Each, Side, White, analyse, by_side, generate,
    moves,
};
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

/// Defines the recursion, `$name::<G, S>(pos, rights, depth)`: [`perft`] with the side to move
/// a type, alternating `S` and `S::Other`; `rights` are the castling moves of the root. Written
/// once and compiled twice: for the build's target, and with `$attr` for a CPU that has more
/// (everything below it is `#[inline(always)]`, so the whole generator is compiled again).
macro_rules! recursion {
    ($(#[$attr:meta])* $name:ident, popcnt: $popcnt:expr, avx2: $avx2:expr) => {
        $(#[$attr])*
        fn $name<G: Geometry, S: Side>(pos: &Position, rights: &Castles, depth: u32) -> u64 {
            match depth {
                0 => 1,
                1 => leaves::<G, S, { $popcnt }, { $avx2 }>(pos, rights),
                _ => {
                    let node = analyse::<G, S>(pos);
                    let mut nodes = 0;
                    // inlined where the generator hands over each kind of move, so that making
                    // it knows the piece (a knight never promotes, castles or captures en
                    // passant) and the branches on the move fold away: one copy of the
                    // last two plies per kind of move
                    let mut each = Each(#[inline(always)] |mv| {
                        let child = pos.play_as(S::US, mv);
                        nodes += if depth == 2 {
                            leaves::<G, S::Other, { $popcnt }, { $avx2 }>(&child, rights)
                        } else {
                            $name::<G, S::Other>(&child, rights, depth - 1)
                        };
                    });
                    moves::<G, S, _>(pos, &node, rights, &mut each);
                    nodes
                }
            }
        }
    };
}

recursion!(perft_side, popcnt: BUILD_POPCNT, avx2: BUILD_AVX2);

#[cfg(target_arch = "x86_64")]
recursion!(
    /// The recursion with popcnt, lzcnt, BMI1, BMI2 and AVX2: [`perft_bmi2`] checks the CPU has
    /// them.
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
    perft_side_bmi2,
    popcnt: true,
    avx2: true
);

/// [`perft`] in code compiled for popcnt, lzcnt, BMI1, BMI2 and AVX2, for a build that targets
/// less on a CPU that has them ([`Code::Bmi2`]).
///
/// # Panics
///
/// If the CPU lacks one of them.
#[cfg(target_arch = "x86_64")]
pub(crate) fn perft_bmi2<G: Geometry>(pos: &Position, depth: u32) -> u64 {
    assert!(Code::Bmi2.is_available(), "this CPU has no BMI2");
    let rights = Castles::of::<G>(pos);
    // SAFETY: the CPU has every feature the recursion was compiled for (asserted above).
    unsafe {
        match pos.side_to_move() {
            Color::White => perft_side_bmi2::<G, White>(pos, &rights, depth),
            Color::Black => perft_side_bmi2::<G, Black>(pos, &rights, depth),
        }
    }
}

/// The number of legal moves of `pos`: perft's last ply, counted in bulk.
#[inline(always)]
fn leaves<G: Geometry, S: Side, const POPCNT: bool, const AVX2: bool>(
    pos: &Position,
    rights: &Castles,
) -> u64 {
    let node = analyse::<G, S>(pos);
    let mut count = Count::<POPCNT, AVX2>::default();
    moves::<G, S, _>(pos, &node, rights, &mut count);
    count.total()
}

/// [`divide`] with the count under each root move from `perft` (in the code it was compiled
/// for).
pub(crate) fn divide_with<G: Geometry>(
    pos: &Position,
    depth: u32,
    perft: fn(&Position, u32) -> u64,
) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    generate::<G>(pos, |piece| {
        for mv in piece {
            out.push((mv, perft(&pos.play(mv), depth.saturating_sub(1))));
        }
    });
    let chess960 = pos.is_chess960();
    out.sort_by_cached_key(|(mv, _)| mv.uci(chess960).to_string());
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
    divide_with::<G>(pos, depth, perft::<G>)
}
