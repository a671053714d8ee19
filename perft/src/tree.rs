//! Perft: the number of leaf nodes of the legal move tree, counted in bulk at the last ply (a
//! popcount per piece and per pawn set, or one count for the sliders), and divide: the count
//! under each root move.

use chess_lut::{Bitboard, Color};

#[cfg(target_arch = "x86_64")]
use crate::code::Code;
use crate::movegen::{
    BUILD_FILL, BUILD_POPCNT, Black, Castles, Count, Each, Known, Node, Siblings, Side, White,
    analyse, by_side, generate, moves,
};
#[cfg(target_arch = "x86_64")]
use crate::movegen::{FILL_AVX2, FILL_AVX512};
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
    // castling looked at from the root: a node with no right left goes on without it
    by_side!(
        pos,
        perft_side::<G, true>(pos, &Castles::of::<G>(pos), depth)
    )
}

/// Defines the recursion, `$name::<G, S, CASTLE>(pos, rights, depth)`: [`perft`] with the side
/// to move a type, alternating `S` and `S::Other`; `rights` are the castling moves of the root,
/// and `CASTLE` whether a position of the tree may still hold one: rights are only ever lost,
/// so a node with none left (every ending, every node below the move that gave up the last)
/// goes on in the copy where castling is not looked at, its leaves free of the tests (a release
/// build of the library takes about 75% longer for it). Written once and compiled three times,
/// each with and without castling: for the build's target, and with `$attr` for two CPUs that
/// have more (everything below it is `#[inline(always)]`, so the whole generator is compiled
/// again); `$fill` is how its last ply counts the sliders ([`Count`]). Each copy in a module of
/// its own, `$module`: rustc makes a codegen unit of each module, and LLVM optimises the three
/// modules (six copies), most of what this crate compiles, in parallel (where the build has
/// more than one codegen unit).
macro_rules! recursion {
    ($module:ident: $(#[$attr:meta])* $name:ident, popcnt: $popcnt:expr, fill: $fill:expr) => {
        mod $module {
            use super::*;

            $(#[$attr])*
            pub(super) fn $name<G: Geometry, S: Side, const CASTLE: bool>(
                pos: &Position,
                rights: &Castles,
                depth: u32,
            ) -> u64 {
                debug_assert!(
                    CASTLE || pos.castling().is_empty(),
                    "castling not looked at in a position with a right: {pos}"
                );
                match depth {
                    0 => 1,
                    1 => {
                        leaves::<G, S, { $popcnt }, { $fill }, CASTLE>(pos, rights, Known::NOTHING)
                    }
                    _ if CASTLE && pos.castling().is_empty() => {
                        $name::<G, S, false>(pos, rights, depth)
                    }
                    2 => {
                        let node = analyse::<G, S>(pos, Known::NOTHING);
                        // what the children, the leaves, share
                        let siblings = Siblings::of::<G, S>(pos);
                        // the count under one move, inlined where the generator hands over each
                        // common kind of move: making it knows the piece (a knight never
                        // promotes, castles or captures en passant) and the branches on the
                        // move fold away, one copy of the last ply per kind (`identity`: an
                        // attribute may stand before a closure passed to a call, not before a
                        // `let`'s)
                        let under = core::convert::identity(#[inline(always)] |mv: Move| {
                            // the counters are not read below the root
                            let child = pos.play_as::<false, CASTLE>(S::US, mv);
                            leaves::<G, S::Other, { $popcnt }, { $fill }, CASTLE>(
                                &child,
                                rights,
                                siblings.after(mv),
                            )
                        });
                        // the rare kinds (a pinned slider's move, a promotion, en passant,
                        // castling) share one copy out of line, a call where each would add a
                        // copy to compile: a closure of its own, not `under`, which would be
                        // inlined at every rare site. Not `inline(always)`, it takes this
                        // copy's `target_feature`s (Rust 1.86 and newer), so the rare kinds run
                        // this copy's instructions too
                        let mut each = Each::new(under, #[inline(never)] |mv| under(mv));
                        moves::<G, S, _, CASTLE>(pos, &node, rights, &mut each, Known::NOTHING);
                        each.nodes
                    }
                    _ => {
                        // above the last two plies (one node in thirty): a call per move, the
                        // make inlined at every site (it is small beside a generator)
                        let node = analyse::<G, S>(pos, Known::NOTHING);
                        let under = |mv: Move| {
                            let child = pos.play_as::<false, CASTLE>(S::US, mv);
                            $name::<G, S::Other, CASTLE>(&child, rights, depth - 1)
                        };
                        let mut each = Each::new(under, under);
                        moves::<G, S, _, CASTLE>(pos, &node, rights, &mut each, Known::NOTHING);
                        each.nodes
                    }
                }
            }
        }
        use $module::$name;
    };
}

recursion!(build_code: perft_side, popcnt: BUILD_POPCNT, fill: BUILD_FILL);

#[cfg(target_arch = "x86_64")]
recursion!(
    bmi2_code:
    /// The recursion with popcnt, lzcnt, BMI1, BMI2 and AVX2: [`perft_bmi2`] checks the CPU has
    /// them.
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
    perft_side_bmi2,
    popcnt: true,
    fill: FILL_AVX2
);

#[cfg(target_arch = "x86_64")]
recursion!(
    avx512_code:
    /// The recursion with AVX-512 F and VPOPCNTDQ as well: [`perft_bmi2`] runs it where the CPU
    /// has them.
    #[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2,avx512f,avx512vpopcntdq")]
    perft_side_avx512,
    popcnt: true,
    fill: FILL_AVX512
);

/// [`perft`] in code compiled for popcnt, lzcnt, BMI1, BMI2 and AVX2, for a build that targets
/// less on a CPU that has them ([`Code::Bmi2`]); in the copy with AVX-512 F and VPOPCNTDQ as
/// well where the CPU has those too.
///
/// # Panics
///
/// If the CPU lacks one of the first five.
#[cfg(target_arch = "x86_64")]
pub(crate) fn perft_bmi2<G: Geometry>(pos: &Position, depth: u32) -> u64 {
    assert!(Code::Bmi2.is_available(), "this CPU has no BMI2");
    let rights = Castles::of::<G>(pos);
    let avx512 = std::arch::is_x86_feature_detected!("avx512f")
        && std::arch::is_x86_feature_detected!("avx512vpopcntdq");
    // SAFETY: the CPU has every feature the recursion called was compiled for (asserted and
    // detected above).
    unsafe {
        // castling looked at from the root: a node with no right left goes on without it
        match (pos.side_to_move(), avx512) {
            (Color::White, false) => perft_side_bmi2::<G, White, true>(pos, &rights, depth),
            (Color::Black, false) => perft_side_bmi2::<G, Black, true>(pos, &rights, depth),
            (Color::White, true) => perft_side_avx512::<G, White, true>(pos, &rights, depth),
            (Color::Black, true) => perft_side_avx512::<G, Black, true>(pos, &rights, depth),
        }
    }
}

/// The number of legal moves of `pos`: perft's last ply, counted in bulk; castling looked at
/// only if `CASTLE` (the position may hold a right).
#[inline(always)]
fn leaves<G: Geometry, S: Side, const POPCNT: bool, const FILL: u8, const CASTLE: bool>(
    pos: &Position,
    rights: &Castles,
    known: Known<'_>,
) -> u64 {
    let node = analyse::<G, S>(pos, known);
    let mut count = Count::<POPCNT, FILL>::default();
    if (node.checkers | node.pin_hv | node.pin_d).is_empty() {
        // most positions: no check and no pin. The generator again with those as constants, so
        // that the check mask's and the pins' masks fold away
        let quiet = Node {
            checkers: Bitboard::EMPTY,
            checkmask: Bitboard::FULL,
            pin_hv: Bitboard::EMPTY,
            pin_d: Bitboard::EMPTY,
            ..node
        };
        moves::<G, S, _, CASTLE>(pos, &quiet, rights, &mut count, known);
    } else {
        moves::<G, S, _, CASTLE>(pos, &node, rights, &mut count, known);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use chess_lut::geometry::DefaultGeometry;

    /// The children of `pos` (`S` to move), each counted with what `pos` shares with them and
    /// without it; `line`: the moves that led to `pos`, for the message.
    fn check_siblings<G: Geometry, S: Side>(pos: &Position, rights: &Castles, line: &str) -> usize {
        let siblings = Siblings::of::<G, S>(pos);
        let mut children = 0;
        generate::<G>(pos, |moves| {
            for mv in moves {
                let child = pos.play(mv);
                let shared = leaves::<G, S::Other, BUILD_POPCNT, BUILD_FILL, true>(
                    &child,
                    rights,
                    siblings.after(mv),
                );
                let alone = leaves::<G, S::Other, BUILD_POPCNT, BUILD_FILL, true>(
                    &child,
                    rights,
                    Known::NOTHING,
                );
                assert_eq!(shared, alone, "{line} {mv}: {child}");
                if child.castling().is_empty() {
                    let without = leaves::<G, S::Other, BUILD_POPCNT, BUILD_FILL, false>(
                        &child,
                        rights,
                        siblings.after(mv),
                    );
                    assert_eq!(
                        without, alone,
                        "{line} {mv}, castling not looked at: {child}"
                    );
                }
                children += 1;
            }
        });
        children
    }

    /// Every leaf one to three plies below each standard position, a Chess960 one and two
    /// endings counts the moves it counts on its own when it takes what its parent shares:
    /// each fact is kept only by the moves that keep it (a promotion makes a slider, castling
    /// moves a rook, a capture changes the other side's pieces, a king's step its attacks
    /// next to the other king, and a pinned knight has no moves).
    #[test]
    fn leaves_count_the_same_with_what_their_parent_shares() {
        let others = [
            (
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                true,
            ),
            // the kings two squares apart
            ("8/7p/8/2k5/8/2K5/5N2/8 w - - 0 1", false),
            // the knight on d2 pinned by the bishop on b4, and the black one pinnable
            ("4k3/3n4/8/8/1b6/8/3N4/4K2B w - - 0 1", false),
        ];
        let mut leaves = 0;
        let standard = crate::STANDARD_POSITIONS.map(|(_, fen)| (fen, false));
        for (fen, is_chess960) in standard.into_iter().chain(others) {
            let root = Position::from_fen(fen, is_chess960).unwrap();
            let rights = Castles::of::<DefaultGeometry>(&root);
            let mut parents = vec![(root, format!("{fen}:"))];
            for _ in 0..3 {
                let mut next = Vec::new();
                for (pos, line) in &parents {
                    leaves += by_side!(pos, check_siblings::<DefaultGeometry>(pos, &rights, line));
                    generate::<DefaultGeometry>(pos, |moves| {
                        for mv in moves {
                            next.push((pos.play(mv), format!("{line} {mv}")));
                        }
                    });
                }
                parents = next;
            }
        }
        assert!(leaves > 100_000, "only {leaves} leaves checked");
    }

    /// Every copy of the recursion the CPU can run, each with its own way of counting the
    /// sliders, counts the published numbers, castling looked at and, where the root holds no
    /// right, not; `perft` picks only one of the two wider copies.
    #[test]
    fn every_copy_of_the_recursion_counts_right() {
        type R = unsafe fn(&Position, &Castles, u32) -> u64;
        let positions = [
            (crate::position::START_FEN, 4, 197_281),
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                3,
                97_862,
            ),
            ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674_624),
            // black to move, with rights lost as the tree goes on
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
                3,
                86_923,
            ),
            // the last rights lost by the root's king move: the node below goes on without
            // castling (the counts of the generator before castling was a state)
            ("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", 3, 3_189),
            ("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", 4, 17_945),
        ];
        // each copy: White and Black to move, castling looked at, then not
        macro_rules! copy {
            ($name:literal, $f:ident) => {
                (
                    $name,
                    [
                        $f::<DefaultGeometry, White, true> as R,
                        $f::<DefaultGeometry, Black, true>,
                        $f::<DefaultGeometry, White, false>,
                        $f::<DefaultGeometry, Black, false>,
                    ],
                )
            };
        }
        // only x86-64 has more copies than the build's
        #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
        let mut copies: Vec<(&str, [R; 4])> = vec![copy!("build", perft_side)];
        #[cfg(target_arch = "x86_64")]
        if Code::Bmi2.is_available() {
            copies.push(copy!("bmi2", perft_side_bmi2));
            if std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
            {
                copies.push(copy!("avx512", perft_side_avx512));
            }
        }
        let mut without = 0;
        for (name, f) in copies {
            for (fen, depth, expected) in positions {
                let pos: Position = fen.parse().unwrap();
                let rights = Castles::of::<DefaultGeometry>(&pos);
                let side = pos.side_to_move() as usize;
                let mut castle = vec![true];
                if pos.castling().is_empty() {
                    castle.push(false);
                    without += 1;
                }
                for castle in castle {
                    let f = f[side + if castle { 0 } else { 2 }];
                    // SAFETY: each copy is listed only where the CPU has what it was compiled for
                    let got = unsafe { f(&pos, &rights, depth) };
                    assert_eq!(
                        got, expected,
                        "copy {name}, castling {castle}, {fen} to depth {depth}"
                    );
                }
            }
        }
        assert!(without > 0, "no copy without castling run");
    }
}
