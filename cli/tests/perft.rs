//! `chess-lut perft`, driven as a user would: counts, divide, Chess960, --moves, bad input.

mod common;
use common::*;

#[test]
fn perft_counts_divides_and_reports_speed() {
    let out = stdout(&["perft", "4"]);
    let last = out.lines().last().unwrap();
    let fields: Vec<&str> = last.split(' ').collect();
    assert_eq!(fields.len(), 16, "{last}");
    assert_eq!(
        (fields[0], fields[1], fields[2], fields[4]),
        ("nodes", "197281", "time_ms", "mnps"),
        "{last}"
    );
    assert!(fields[3].parse::<f64>().is_ok() && fields[5].parse::<f64>().is_ok());
    // what counted them: every core, the strategy that measured fastest a moment before (any
    // table strategy this build has), the fastest code this CPU runs
    let cores = chess_lut_perft::available_threads().to_string();
    let code = chess_lut_perft::Code::fastest().to_string();
    assert_eq!(fields[6..9], ["threads", &cores, "sliders"], "{last}");
    let sliders: chess_lut::sliders::Strategy = fields[9].parse().expect(last);
    assert!(
        sliders.is_available() && sliders != chess_lut::sliders::Strategy::Calc,
        "{last}"
    );
    assert_eq!(fields[10..12], ["geometry", "tables"], "{last}");
    assert_eq!(
        fields[12..].join(" "),
        format!("code {code} sliders_chosen measured"),
        "{last}"
    );
    // named, it is what ran, and says so
    let out = stdout(&["perft", "3", "--sliders", "hyperbola"]);
    assert!(
        out.contains(" sliders hyperbola ") && out.trim_end().ends_with(" sliders_chosen asked"),
        "{out}"
    );
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let out = stdout(&["perft", "2", "--divide", "--fen", kiwipete]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 48 + 1, "{out}");
    assert!(lines.contains(&"e1g1: 43"), "{out}");
    assert!(lines[48].starts_with("nodes 2039 "), "{out}");
    let mut moves: Vec<&str> = lines[..48].to_vec();
    moves.sort();
    assert_eq!(moves, lines[..48], "sorted");
    let pos3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    let available = chess_lut::sliders::Strategy::ALL
        .into_iter()
        .filter(|s| s.is_available());
    for sliders in available.map(|s| s.name()) {
        for geometry in ["tables", "calc"] {
            let out = stdout(&[
                "perft",
                "4",
                "--fen",
                pos3,
                "--sliders",
                sliders,
                "--geometry",
                geometry,
            ]);
            assert!(
                out.starts_with("nodes 43238 "),
                "{sliders} {geometry}: {out}"
            );
        }
    }
    assert!(stdout(&["perft", "0"]).starts_with("nodes 1 "));
    // depth 0 divides nothing: the position itself, one node
    let out = stdout(&["perft", "0", "--divide"]);
    assert!(
        out.starts_with("nodes 1 ") && out.lines().count() == 1,
        "{out}"
    );
    // the build's own code on request, whatever the CPU has
    let out = stdout(&["perft", "3", "--code", "build"]);
    assert!(
        out.starts_with("nodes 8902 ") && out.contains(" code build "),
        "{out}"
    );
    let err = error(&["perft", "3", "--code", "avx2"]);
    assert!(err.contains("bad --code \"avx2\": not a code"), "{err}");
}

#[test]
fn perft_threads_count_and_divide_as_one_thread() {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let counts = |out: &str| -> Vec<String> {
        let n = out.lines().count();
        out.lines().take(n - 1).map(String::from).collect()
    };
    let one = stdout(&[
        "perft",
        "4",
        "--divide",
        "--threads",
        "1",
        "--fen",
        kiwipete,
    ]);
    assert_eq!(one.lines().count(), 48 + 1, "{one}");
    assert!(
        one.lines().last().unwrap().starts_with("nodes 4085603 "),
        "{one}"
    );
    assert!(one.contains(" threads 1 "), "{one}");
    for threads in ["2", "3", "64"] {
        let many = stdout(&[
            "perft",
            "4",
            "--divide",
            "--threads",
            threads,
            "--fen",
            kiwipete,
        ]);
        assert_eq!(counts(&many), counts(&one), "--threads {threads}");
        assert!(many.contains(&format!(" threads {threads} ")), "{many}");
        let total = stdout(&["perft", "5", "--threads", threads]);
        assert!(total.starts_with("nodes 4865609 "), "{total}");
    }
    for bad in ["0", "-2", "1025", "two", ""] {
        let err = error(&["perft", "3", "--threads", bad]);
        assert!(err.contains("bad --threads"), "{bad:?}: {err}");
    }
}

#[test]
fn perft_plays_chess960_and_walks_into_a_subtree() {
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let out = stdout(&["perft", "3", "--chess960", "--fen", fen]);
    assert!(out.starts_with("nodes 12189 "), "{out}");
    // castling as the king taking its own rook in Chess960, as e1g1 in standard chess
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let out = stdout(&["perft", "1", "--divide", "--chess960", "--fen", kiwipete]);
    assert!(
        out.contains("e1h1: 1\n") && out.contains("e1a1: 1\n"),
        "{out}"
    );
    let out = stdout(&["perft", "1", "--divide", "--fen", kiwipete]);
    assert!(
        out.contains("e1g1: 1\n") && out.contains("e1c1: 1\n"),
        "{out}"
    );
    // the start position is position 518 of Chess960
    assert!(stdout(&["perft", "3", "--chess960"]).starts_with("nodes 8902 "));
    // --moves walks into the subtree, --divide divides it
    let out = stdout(&["perft", "2", "--divide", "--moves", "e2e4", "e7e5"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 29 + 1, "{out}");
    assert!(lines.contains(&"g1f3: 29"), "{out}");
    let out = stdout(&["perft", "1", "--moves", "e2e4", "e7e5", "g1f3"]);
    assert!(out.starts_with("nodes 29 "), "{out}");
    // a bad or illegal move is named with its place in the line
    let err = error(&["perft", "1", "--moves", "e2e4", "e7e6x"]);
    assert!(
        err.contains("move 2 of --moves (\"e7e6x\")") && err.contains("not a move"),
        "{err}"
    );
    let err = error(&["perft", "1", "--moves", "e2e5"]);
    assert!(
        err.contains("move 1 of --moves (\"e2e5\"): e2e5 is not a legal move in rnbqkbnr/"),
        "{err}"
    );
    let err = error(&[
        "perft",
        "1",
        "--chess960",
        "--moves",
        "e1g1",
        "--fen",
        kiwipete,
    ]);
    assert!(err.contains("not a legal move"), "{err}");
    let err = error(&[
        "perft",
        "1",
        "--chess960",
        "--fen",
        "4k3/8/8/8/8/8/8/R3K3 w C - 0 1",
    ]);
    assert!(
        err.contains("FEN field 3 (castling)") && err.contains("c1"),
        "{err}"
    );
}

#[test]
fn perft_refuses_bad_input_in_one_line() {
    for depth in ["x", "-1", "16", ""] {
        let err = error(&["perft", depth]);
        assert!(err.contains("bad depth"), "{depth:?}: {err}");
    }
    let err = error(&["perft", "1", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 0"]);
    assert!(err.contains("field 6 (fullmove number)"), "{err}");
    let err = error(&["perft", "1", "--fen", "8/8/8/8/8/8/8/K5Rk w - - 0 1"]);
    assert!(
        err.contains("black is in check but it is white's move"),
        "{err}"
    );
    let err = error(&["perft", "1", "--sliders", "rotated"]);
    assert!(
        err.contains("bad --sliders \"rotated\": not a slider strategy")
            && err.contains("kindergarten"),
        "{err}"
    );
    let err = error(&["perft", "1", "--geometry", "magic"]);
    assert!(
        err.contains("bad --geometry \"magic\": not a geometry"),
        "{err}"
    );
    if !cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {
        let err = error(&["perft", "1", "--sliders", "pext"]);
        assert!(err.contains("needs a target with BMI2"), "{err}");
    }
}
