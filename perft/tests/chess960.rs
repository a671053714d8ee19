//! Chess960: the move generator against shakmaty's in Chess960 mode, move by move (divide), on
//! positions from seeded random games of all 960 start positions; the standard start played as
//! Chess960 (position 518); the castling cases that break naive code; X-FEN and Shredder-FEN
//! castling fields and their refusals.

use std::collections::BTreeMap;

use chess_lut::geometry::DefaultGeometry;
use chess_lut_codegen::rng::SplitMix64;
use chess_lut_perft::{Position, choices, divide, legal_moves, perft};
use shakmaty::CastlingMode;

mod common;
use common::{shakmaty_divide, shakmaty_position};

/// How these tests read castling.
const MODE: CastlingMode = CastlingMode::Chess960;

/// Our divide (with the `k`-th of every slider strategy and geometry) against shakmaty's, the
/// FEN in the message when they differ.
fn agree(pos: &Position, depth: u32, k: usize) -> u64 {
    let fen = pos.to_string();
    let all = choices();
    let choice = &all[k % all.len()];
    let ours: BTreeMap<String, u64> = (choice.divide)(pos, depth)
        .into_iter()
        .map(|(m, n)| (m.uci(true).to_string(), n))
        .collect();
    let theirs = shakmaty_divide(&shakmaty_position(&fen, MODE), depth, MODE);
    if ours != theirs {
        let only_ours: Vec<_> = ours.keys().filter(|m| !theirs.contains_key(*m)).collect();
        let only_theirs: Vec<_> = theirs.keys().filter(|m| !ours.contains_key(*m)).collect();
        let differ: Vec<_> = ours
            .iter()
            .filter(|(m, n)| theirs.get(*m).is_some_and(|t| t != *n))
            .collect();
        panic!(
            "{fen}, divide {depth} with --sliders {} --geometry {}:\n\
             moves only we generate: {only_ours:?}\nmoves only shakmaty generates: \
             {only_theirs:?}\ncounts that differ: {differ:?}",
            choice.sliders, choice.geometry
        );
    }
    ours.values().sum()
}

#[test]
fn random_games_of_every_start_position_agree_with_shakmaty() {
    let mut rng = SplitMix64::new(960);
    let (mut positions, mut nodes) = (0, 0);
    for n in 0..960 {
        let mut pos = Position::chess960(n).expect("0..960");
        for ply in 0..40 {
            if ply % 12 == 0 || (ply > 0 && ply % 12 == 5) {
                nodes += agree(&pos, 2, positions);
                positions += 1;
            }
            let moves = legal_moves(&pos);
            if moves.is_empty() {
                break;
            }
            // castle whenever we may: castling is what Chess960 changes
            let castles: Vec<_> = moves.iter().filter(|m| m.castling.is_some()).collect();
            let mv = match castles.len() {
                0 => moves[rng.below(moves.len())],
                k => *castles[rng.below(k)],
            };
            pos = pos.play(mv);
        }
    }
    eprintln!("{positions} positions, {nodes} nodes under them");
    assert!(positions >= 2000, "only {positions} positions");
}

#[test]
fn the_standard_start_played_as_chess960() {
    let pos = Position::chess960(518).unwrap();
    assert_eq!(
        pos,
        Position::from_fen(chess_lut_perft::START_FEN, true).unwrap()
    );
    let counts = [20, 400, 8_902, 197_281, 4_865_609];
    for (depth, &count) in (1..).zip(&counts) {
        assert_eq!(
            perft::<DefaultGeometry>(&pos, depth),
            count,
            "depth {depth}"
        );
    }
    // castling is written king-takes-rook
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let pos = Position::from_fen(kiwipete, true).unwrap();
    let root = divide::<DefaultGeometry>(&pos, 1);
    let names: Vec<String> = root.iter().map(|(m, _)| m.uci(true).to_string()).collect();
    assert!(
        names.contains(&"e1h1".into()) && names.contains(&"e1a1".into()),
        "{names:?}"
    );
    assert_eq!(perft::<DefaultGeometry>(&pos, 4), 4_085_603);
}

#[test]
fn published_chess960_positions() {
    // the first positions of the Chess960 perft suite (Reinhard Scharnagl's fischerandom.epd),
    // counts checked against shakmaty when this test was written and here again
    let cases: [(&str, &[u64]); 3] = [
        (
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            &[21, 528, 12_189, 326_672],
        ),
        (
            "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
            &[21, 807, 18_002, 667_366],
        ),
        (
            "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
            &[20, 479, 10_471, 273_318],
        ),
    ];
    for (fen, counts) in cases {
        let pos = Position::from_fen(fen, true).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (depth, &count) in (1..).zip(counts) {
            assert_eq!(
                perft::<DefaultGeometry>(&pos, depth),
                count,
                "{fen} depth {depth}"
            );
            assert_eq!(
                shakmaty::perft(&shakmaty_position(fen, MODE), depth),
                count,
                "shakmaty, {fen}"
            );
        }
    }
}

/// The legal castling moves of `fen` (Chess960), in king-takes-rook notation, checked against
/// shakmaty too.
fn castles(fen: &str) -> Vec<String> {
    let pos = Position::from_fen(fen, true).unwrap_or_else(|e| panic!("{fen}: {e}"));
    agree(&pos, 1, 0);
    let mut out: Vec<String> = legal_moves(&pos)
        .into_iter()
        .filter(|m| m.castling.is_some())
        .map(|m| m.uci(true).to_string())
        .collect();
    out.sort();
    out
}

#[test]
fn castling_cases_that_break_naive_code() {
    // the king already on its destination: only the rook moves (g1, rook h1 to f1)
    assert_eq!(castles("4k3/8/8/8/8/8/8/6KR w K - 0 1"), ["g1h1"]);
    // the rook on the king's destination: the king takes its place (king e1, rook g1)
    assert_eq!(castles("4k3/8/8/8/8/8/8/4K1R1 w K - 0 1"), ["e1g1"]);
    // the rook on c1 shields the king's destination from the queen on a1: castling would
    // uncover it (king d1 to c1, rook c1 to d1)
    assert_eq!(
        castles("4k3/8/8/8/8/8/8/q1RK4 w Q - 0 1"),
        Vec::<String>::new()
    );
    // without the queen it may
    assert_eq!(castles("4k3/8/8/8/8/8/8/2RK4 w Q - 0 1"), ["d1c1"]);
    // a piece between the rook and its destination, or on the king's path, forbids it
    assert!(castles("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1") == ["e1h1"]);
    // a square the king crosses attacked: no; the rook crossing an attacked square: fine
    assert_eq!(
        castles("4kr2/8/8/8/8/8/8/4K2R w K - 0 1"),
        Vec::<String>::new()
    );
    assert_eq!(castles("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), ["e1a1"]);
    // black, the king between its rooks on b8 and g8
    assert_eq!(
        castles("1rk3r1/8/8/8/8/8/8/4K3 b bg - 0 1"),
        ["c8b8", "c8g8"]
    );
}

#[test]
fn castling_fields_are_read_as_x_fen_and_shredder_fen() {
    let read = |fen: &str| Position::from_fen(fen, true).map(|p| p.to_string());
    // KQkq names the outermost rooks; a file letter where that would be ambiguous (X-FEN)
    // black: the king on d8, rooks on b8, f8 and h8; castling with the inner f8 rook is `f`
    let fen = "1r1k1r1r/8/8/8/8/8/8/RR1K1R2 w KQfq - 0 1";
    assert_eq!(read(fen).unwrap(), fen);
    let shredder = read("1r1k1r1r/8/8/8/8/8/8/RR1K1R2 w FAfb - 0 1").unwrap();
    assert_eq!(shredder, fen);
    assert_eq!(
        read("1r1k1r1r/8/8/8/8/8/8/RR1K1R2 w Kkq - 0 1").unwrap(),
        "1r1k1r1r/8/8/8/8/8/8/RR1K1R2 w Kkq - 0 1"
    );
    let inner = read("1r1k1r1r/8/8/8/8/8/8/RR1K1R2 w B - 0 1").unwrap();
    assert_eq!(inner, "1r1k1r1r/8/8/8/8/8/8/RR1K1R2 w B - 0 1");
    // refusals name the field
    let refused = |fen: &str, says: &str| {
        let err = Position::from_fen(fen, true).unwrap_err().to_string();
        assert!(err.starts_with("FEN field 3 (castling): "), "{err}");
        assert!(err.contains(says), "{fen}: {err} should say {says:?}");
    };
    refused(
        "4k3/8/8/8/8/8/8/R3K3 w C - 0 1",
        "names a white rook on c1, which is not there",
    );
    refused(
        "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
        "needs a white rook on the king's side",
    );
    refused(
        "4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1",
        "king is not between its two rooks",
    );
    refused(
        "4k3/8/8/8/8/8/4K3/R6R w K - 0 1",
        "needs the white king on its first rank",
    );
    refused("4k3/8/8/8/8/8/8/R3K2R w KX - 0 1", "'X' is not one of KQkq");
    // standard chess takes KQkq only, and the rooks in the corners
    let err = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w HA - 0 1", false).unwrap_err();
    assert!(
        err.to_string().contains("rook files need Chess960"),
        "{err}"
    );
}
