//! chess-lut-perft against shakmaty, an independent move generator: on thousands of positions
//! reached by seeded random games from the six standard positions, `divide` at depth 2 (every
//! sixteenth position at depth 3) must equal shakmaty's, move for move. The geometry rotates
//! through every slider strategy and both geometries. A mismatch prints the FEN and the move.

use std::collections::BTreeMap;

use chess_lut_codegen::rng::SplitMix64;
use chess_lut_perft::{Position, STANDARD_POSITIONS, choices, legal_moves};
use shakmaty::CastlingMode;

mod common;
use common::{shakmaty_divide, shakmaty_position};

/// How these tests read castling.
const MODE: CastlingMode = CastlingMode::Standard;

#[test]
fn divide_equals_shakmaty_on_random_game_positions() {
    let all = choices();
    // seeded: the same games on every run
    let mut rng = SplitMix64::new(0x5EED);
    let mut positions = 0;
    let mut nodes = 0;
    for (game, (_, start)) in (0..48).map(|g| (g, STANDARD_POSITIONS[g % STANDARD_POSITIONS.len()]))
    {
        let mut pos: Position = start.parse().unwrap();
        for ply in 0..120 {
            let fen = pos.to_string();
            let depth = if positions % 16 == 0 { 3 } else { 2 };
            let choice = &all[positions % all.len()];
            let ours: BTreeMap<String, u64> = (choice.divide)(&pos, depth)
                .into_iter()
                .map(|(m, n)| (m.to_string(), n))
                .collect();
            let theirs = shakmaty_divide(&shakmaty_position(&fen, MODE), depth, MODE);
            if ours != theirs {
                let only_ours: Vec<_> = ours
                    .iter()
                    .filter(|(m, _)| !theirs.contains_key(*m))
                    .collect();
                let only_theirs: Vec<_> = theirs
                    .iter()
                    .filter(|(m, _)| !ours.contains_key(*m))
                    .collect();
                let differ: Vec<_> = ours
                    .iter()
                    .filter(|(m, n)| theirs.get(*m).is_some_and(|t| t != *n))
                    .map(|(m, n)| format!("{m}: ours {n}, shakmaty {}", theirs[m]))
                    .collect();
                panic!(
                    "game {game} ply {ply}, {fen}, divide {depth} with --sliders {} --geometry {}:\n\
                     moves only we generate: {only_ours:?}\n\
                     moves only shakmaty generates: {only_theirs:?}\n\
                     counts that differ: {differ:?}",
                    choice.sliders, choice.geometry
                );
            }
            positions += 1;
            nodes += ours.values().sum::<u64>();
            let moves = legal_moves(&pos);
            if moves.is_empty() {
                break;
            }
            pos = pos.play(moves[rng.below(moves.len())]);
        }
    }
    eprintln!("{positions} positions, {nodes} nodes under them");
    assert!(positions >= 3000, "only {positions} positions");
    assert!(nodes > 1_000_000, "only {nodes} nodes");
}

#[test]
fn the_start_positions_agree_at_depth_4() {
    for (_, fen) in STANDARD_POSITIONS {
        let pos: Position = fen.parse().unwrap();
        let theirs = shakmaty::perft(&shakmaty_position(fen, MODE), 4);
        assert_eq!(
            chess_lut_perft::perft::<chess_lut::geometry::DefaultGeometry>(&pos, 4),
            theirs,
            "{fen}"
        );
    }
}
