//! The published perft counts of the six standard positions (chessprogramming.org, "Perft
//! Results"), with every slider strategy and both geometries; the FEN reader's refusals; the
//! threads, the copy of the code for BMI2 and the calibration of the slider strategy.

use chess_lut::geometry::{DefaultGeometry, Source};
use chess_lut::sliders::Strategy;
use chess_lut_perft::{
    Choice, Code, FenError, Position, STANDARD_POSITIONS, choices, divide, perft,
};

/// The six positions and their published counts from depth 1.
const POSITIONS: [(&str, &str, &[u64]); 6] = {
    let p = STANDARD_POSITIONS;
    [
        (
            p[0].0,
            p[0].1,
            &[20, 400, 8_902, 197_281, 4_865_609, 119_060_324],
        ),
        (p[1].0, p[1].1, &[48, 2_039, 97_862, 4_085_603, 193_690_690]),
        (
            p[2].0,
            p[2].1,
            &[14, 191, 2_812, 43_238, 674_624, 11_030_083, 178_633_661],
        ),
        (
            p[3].0,
            p[3].1,
            &[6, 264, 9_467, 422_333, 15_833_292, 706_045_033],
        ),
        (p[4].0, p[4].1, &[44, 1_486, 62_379, 2_103_487, 89_941_194]),
        (p[5].0, p[5].1, &[46, 2_079, 89_890, 3_894_594, 164_075_551]),
    ]
};

/// Every position's counts up to `depth(name)` with `run`.
fn check(c: &Choice, depth: impl Fn(&str) -> usize) {
    for (name, fen, counts) in POSITIONS {
        let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{name}: {e}"));
        for d in 1..=depth(name).min(counts.len()) {
            assert_eq!(
                (c.perft)(&pos, d as u32),
                counts[d - 1],
                "{name} depth {d}, --sliders {} --geometry {}, code {}",
                c.sliders,
                c.geometry,
                c.code
            );
        }
    }
}

#[test]
fn published_counts_with_the_default_geometry() {
    // about 40 million nodes: well under a second with the test profile's opt-level 3
    let magic = Choice::new(Strategy::Magic, Source::Tables).unwrap();
    check(&magic, |name| match name {
        "start" | "position 4" => 5,
        "position 3" => 6,
        _ => 4,
    });
}

#[test]
fn every_slider_strategy_and_geometry_counts_the_same() {
    let all = choices();
    let pext = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));
    let codes = if Code::Bmi2.is_available() { 2 } else { 1 };
    assert_eq!(all.len(), if pext { 14 } else { 10 } * codes);
    for c in &all {
        check(c, |name| if name == "position 3" { 5 } else { 3 });
    }
}

/// The published depths: 6, 5, 7, 6, 5 and 5 plies, 1.5 billion nodes, the depths the
/// benchmark target is measured at.
fn full_depth(name: &str) -> usize {
    match name {
        "start" | "position 4" => 6,
        "position 3" => 7,
        _ => 5,
    }
}

/// Every published count with the crate root's geometry, at full depth: 1.5 billion nodes, about
/// two seconds, as the workspace optimises this crate even in `cargo test` (its dev profile).
#[test]
fn published_counts_at_full_depth() {
    let default = Choice::new(Strategy::Magic, Source::Tables).unwrap();
    check(&default, full_depth);
}

/// The same with every slider strategy and both geometries, several seconds each. Run before
/// submitting a change to the generator: `cargo test -p chess-lut-perft --release -- --ignored`.
#[test]
#[ignore]
fn published_counts_at_full_depth_with_every_geometry() {
    for c in choices() {
        check(&c, full_depth);
    }
}

#[test]
fn divide_sums_to_perft_and_is_sorted() {
    let kiwipete: Position = POSITIONS[1].1.parse().unwrap();
    let root = divide::<DefaultGeometry>(&kiwipete, 3);
    assert_eq!(root.len(), 48);
    assert_eq!(root.iter().map(|r| r.1).sum::<u64>(), 97_862);
    let names: Vec<String> = root.iter().map(|r| r.0.to_string()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
    assert!(names.contains(&"e1g1".to_string()) && names.contains(&"e1c1".to_string()));
    // position 4 after b7xa8: the promotions are written with their piece
    let pos4: Position = POSITIONS[3].1.parse().unwrap();
    let pos4 = pos4.play(
        chess_lut_perft::legal_moves(&pos4)
            .into_iter()
            .find(|m| m.to_string() == "c4c5")
            .unwrap(),
    );
    let moves: Vec<String> = divide::<DefaultGeometry>(&pos4, 1)
        .iter()
        .map(|r| r.0.to_string())
        .collect();
    for promotion in ["b2a1q", "b2a1r", "b2a1b", "b2a1n", "b2b1q", "b2b1n"] {
        assert!(moves.contains(&promotion.to_string()), "{moves:?}");
    }
    assert_eq!(perft::<DefaultGeometry>(&kiwipete, 0), 1);
}

#[test]
fn special_moves_in_small_positions() {
    let count = |fen: &str, depth: u32| {
        let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        perft::<DefaultGeometry>(&pos, depth)
    };
    // en passant that would expose the king along the rank: not allowed
    assert_eq!(count("8/8/8/K2pP2q/8/8/8/7k w - d6 0 1", 1), 6);
    // the same without the queen: allowed (5 king moves, e6, exd6)
    assert_eq!(count("8/8/8/K2pP3/8/8/8/7k w - d6 0 1", 1), 7);
    // en passant that removes the checking pawn
    assert_eq!(count("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 1), 9);
    // castling: not out of check, not through an attacked square, not into one
    assert_eq!(count("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 1), 26);
    assert_eq!(count("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", 1), 24);
    // in check from e2: Kxe2, Kd1, Kf1 and no castling
    assert_eq!(count("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", 1), 3);
    // f1 attacked (crossed) or g1 attacked (the destination): no O-O, but O-O-O; with the rook
    // on f2, Kd1, Kxf2, O-O-O, ten moves of the a1 rook and nine of the h1 rook
    assert_eq!(count("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", 1), 22);
    assert_eq!(count("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", 1), 22);
    // double check: only the king moves
    assert_eq!(count("4k3/8/8/8/8/5n2/8/4K2r w - - 0 1", 1), 2);
    // a pinned rook moves along the pin only
    assert_eq!(count("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", 1), 9);
    // promotions, with and without capture: 4 pieces each
    assert_eq!(count("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", 1), 5 + 8);
}

#[test]
fn fens_round_trip() {
    for (name, fen, _) in POSITIONS {
        let pos: Position = fen.parse().unwrap();
        assert_eq!(pos.to_string(), fen, "{name}");
    }
    // EPD: the move counters may be missing
    let epd: Position = "8/8/8/8/8/8/8/K6k w - -".parse().unwrap();
    assert_eq!(epd.to_string(), "8/8/8/8/8/8/8/K6k w - - 0 1");
    // a double push sets the en-passant square; the FEN says so
    let after = Position::start().play(
        chess_lut_perft::legal_moves(&Position::start())
            .into_iter()
            .find(|m| m.to_string() == "e2e4")
            .unwrap(),
    );
    assert_eq!(
        after.to_string(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
}

#[test]
fn make_move_keeps_the_counters_and_rights() {
    let play = |pos: &Position, uci: &str| {
        let mv = chess_lut_perft::legal_moves(pos)
            .into_iter()
            .find(|m| m.to_string() == uci)
            .unwrap_or_else(|| panic!("{uci} is not legal in {pos}"));
        pos.play(mv)
    };
    let mut pos = Position::start();
    let expected = [
        (
            "g1f3",
            "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
        ),
        (
            "g8f6",
            "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2",
        ),
        (
            "h1g1",
            "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKBR1 b Qkq - 3 2",
        ),
        (
            "f6e4",
            "rnbqkb1r/pppppppp/8/8/4n3/5N2/PPPPPPPP/RNBQKBR1 w Qkq - 4 3",
        ),
        (
            "d2d3",
            "rnbqkb1r/pppppppp/8/8/4n3/3P1N2/PPP1PPPP/RNBQKBR1 b Qkq - 0 3",
        ),
        (
            "e4f2",
            "rnbqkb1r/pppppppp/8/8/8/3P1N2/PPP1PnPP/RNBQKBR1 w Qkq - 0 4",
        ),
        (
            "e1f2",
            "rnbqkb1r/pppppppp/8/8/8/3P1N2/PPP1PKPP/RNBQ1BR1 b kq - 0 4",
        ),
    ];
    for (uci, fen) in expected {
        pos = play(&pos, uci);
        assert_eq!(pos.to_string(), fen, "after {uci}");
    }
    // capturing a rook on its corner ends the other side's right there
    let pos: Position = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
    assert_eq!(
        play(&pos, "a1a8").to_string(),
        "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"
    );
    // castling moves the rook and ends both rights of the side
    assert_eq!(
        play(&pos, "e1c1").to_string(),
        "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"
    );
}

#[test]
fn bad_fens_name_the_field() {
    let err = |fen: &str| match fen.parse::<Position>() {
        Ok(pos) => panic!("{fen:?} was accepted as {pos}"),
        Err(e) => (e.clone(), e.to_string()),
    };
    let cases: [(&str, &str); 23] = [
        ("", "6 fields"),
        ("8/8/8/8/8/8/8/K6k w - - 0", "not 5"),
        ("8/8/8/8/8/8/K6k w - - 0 1", "field 1 (piece placement)"),
        ("8/8/8/8/8/8/8/K6x w - - 0 1", "'x' is not a piece letter"),
        (
            "8/8/8/8/8/8/8/K6k x - - 0 1",
            "field 2 (side to move): \"x\"",
        ),
        // the FEN letter only: `Color` reads names too, a FEN does not
        (
            "8/8/8/8/8/8/8/K6k white - - 0 1",
            "field 2 (side to move): \"white\"",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1",
            "field 3 (castling): 'X'",
        ),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", "'K' appears twice"),
        ("8/8/8/8/8/8/8/K6k w K - 0 1", "needs the white king on e1"),
        ("r3k2r/8/8/8/8/8/8/R3K3 w K - 0 1", "and a rook on h1"),
        (
            "4k3/8/8/8/4P3/8/4P3/4K3 b - e3 0 1",
            "e3 and e2 must be empty",
        ),
        (
            "4k3/8/8/8/4P3/4p3/8/4K3 b - e3 0 1",
            "e3 and e2 must be empty",
        ),
        ("8/8/8/8/8/8/8/K6k w - e9 0 1", "field 4 (en passant)"),
        ("8/8/8/8/8/8/8/K6k w - e3 0 1", "must be on rank 6"),
        ("8/8/8/8/8/8/8/K6k w - e6 0 1", "no black pawn on e5"),
        ("8/8/8/8/8/8/8/K6k b - a3 0 1", "no white pawn on a4"),
        ("8/8/8/8/8/8/8/K6k w - - x 1", "field 5 (halfmove clock)"),
        ("8/8/8/8/8/8/8/K6k w - - 0 0", "field 6 (fullmove number)"),
        ("8/8/8/8/8/8/8/K7 w - - 0 1", "black has 0 kings"),
        ("8/8/8/8/8/8/8/KK5k w - - 0 1", "white has 2 kings"),
        (
            "8/8/8/8/8/8/8/K5pk w - - 0 1",
            "a pawn on the first or last rank",
        ),
        (
            "P7/8/8/8/8/8/8/K6k w - - 0 1",
            "a pawn on the first or last rank",
        ),
        (
            "8/8/8/8/8/8/8/K5Rk w - - 0 1",
            "black is in check but it is white's move",
        ),
    ];
    for (fen, says) in cases {
        let (_, message) = err(fen);
        assert!(
            message.contains(says),
            "{fen:?}: {message:?} should say {says:?}"
        );
    }
    assert!(matches!(
        err("8/8/8/8/8/8/8/K6k w - - 0 x").0,
        FenError::Fullmove(_)
    ));
}

#[test]
fn threads_count_and_divide_as_one_thread_does() {
    use std::num::NonZeroUsize;
    // mates and stalemates below the cut (position 4's and 5's lines) and a root with one move
    let fens = STANDARD_POSITIONS.iter().map(|p| p.1).chain([
        "8/8/8/8/8/5k2/8/5K1q w - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    ]);
    for fen in fens {
        let pos: Position = fen.parse().unwrap();
        for choice in choices() {
            for depth in 0..=4 {
                let one = (choice.divide)(&pos, depth);
                for threads in [1, 2, 3, 7] {
                    let n = NonZeroUsize::new(threads).unwrap();
                    let many = choice.divide_threads(&pos, depth, n);
                    assert_eq!(
                        many, one,
                        "{fen} depth {depth} threads {threads} {choice:?}"
                    );
                    assert_eq!(
                        choice.perft_threads(&pos, depth, n),
                        (choice.perft)(&pos, depth),
                        "{fen} depth {depth} threads {threads}"
                    );
                }
            }
        }
    }
}

/// The threads that ran [`recording`]'s subtrees.
static THREADS_SEEN: std::sync::Mutex<Vec<std::thread::ThreadId>> =
    std::sync::Mutex::new(Vec::new());

/// Perft that notes which thread ran it, and takes long enough that every thread gets work.
fn recording(pos: &Position, depth: u32) -> u64 {
    std::thread::sleep(std::time::Duration::from_millis(1));
    THREADS_SEEN
        .lock()
        .unwrap()
        .push(std::thread::current().id());
    perft::<DefaultGeometry>(pos, depth)
}

#[test]
fn threads_share_the_work_and_one_thread_keeps_it() {
    use std::collections::HashSet;
    use std::num::NonZeroUsize;
    let choice = Choice {
        perft: recording,
        ..Choice::fastest()
    };
    let pos = Position::start();
    let me = std::thread::current().id();
    for threads in [1, 2, 3] {
        let n = NonZeroUsize::new(threads).unwrap();
        for divide in [false, true] {
            THREADS_SEEN.lock().unwrap().clear();
            let nodes = if divide {
                choice.divide_threads(&pos, 4, n).iter().map(|r| r.1).sum()
            } else {
                choice.perft_threads(&pos, 4, n)
            };
            assert_eq!(nodes, 197_281);
            let seen: HashSet<_> = THREADS_SEEN.lock().unwrap().iter().copied().collect();
            if threads == 1 {
                // one thread: the choice's own perft or divide, in the caller's thread
                let own: HashSet<_> = if divide { HashSet::new() } else { [me].into() };
                assert_eq!(seen, own, "one thread, divide {divide}");
            } else {
                assert_eq!(seen.len(), threads, "{threads} threads, divide {divide}");
                assert!(!seen.contains(&me), "the caller only waits");
            }
        }
    }
}

#[test]
fn every_core_by_default() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    assert_eq!(chess_lut_perft::available_threads().get(), cores);
}

/// Whether this CPU has popcnt, lzcnt, BMI1, BMI2 and AVX2, from the kernel's own list.
fn cpuinfo_has_bmi2() -> Option<bool> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    let flags = info.lines().find(|l| l.starts_with("flags"))?;
    let flags: Vec<&str> = flags.split_whitespace().collect();
    Some(
        ["popcnt", "abm", "bmi1", "bmi2", "avx2"]
            .iter()
            .all(|f| flags.contains(f)),
    )
}

#[test]
fn the_copy_for_bmi2_is_offered_where_the_cpu_has_it_and_the_build_does_not() {
    let Some(cpu) = cpuinfo_has_bmi2() else {
        return; // not Linux on x86-64: nothing independent to compare with
    };
    let expected = cfg!(target_arch = "x86_64") && cpu && !cfg!(target_feature = "bmi2");
    assert_eq!(Code::Bmi2.is_available(), expected);
    assert_eq!(Code::fastest() == Code::Bmi2, expected);
    let codes: Vec<Code> = choices().iter().map(|c| c.code).collect();
    assert_eq!(codes.contains(&Code::Bmi2), expected);
    assert_eq!(
        Choice::with_code(Strategy::Magic, Source::Tables, Code::Bmi2).is_ok(),
        expected
    );
}

/// A calibration's summary puts each strategy's time beside the fastest's, the fastest first.
/// (Here, not among the library's unit tests: a calibration runs every choice, and the unit
/// tests' build would compile the whole generator again for each of them.)
#[test]
fn a_calibration_summary_puts_each_beside_the_fastest() {
    let c = Choice::calibrate(Source::Tables, Code::Build).unwrap();
    let summary = c.summary();
    assert!(
        summary.starts_with(&format!("{} 1.00x", c.choice.sliders)),
        "{summary}"
    );
    assert_eq!(summary.split(", ").count(), c.times.len(), "{summary}");
    for (strategy, _) in &c.times {
        assert!(summary.contains(&format!("{strategy} ")), "{summary}");
    }
}
