//! The `chess-lut` binary driven as a user would: spawned, its output read.

use std::path::PathBuf;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chess-lut"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "chess-lut {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// A failing run: exit code 1, nothing on stdout, one line on stderr starting `error:`.
fn error(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(
        out.status.code(),
        Some(1),
        "chess-lut {args:?} should fail with 1"
    );
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(err.lines().count(), 1, "one clear line: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// The squares marked `X` on a drawn board, as names.
fn marked(board: &str, glyph: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in board.lines() {
        let mut cells = line.split_whitespace();
        let Some(rank) = cells.next().and_then(|r| r.parse::<u8>().ok()) else {
            continue;
        };
        let cells: Vec<&str> = cells.collect();
        if cells.len() != 8 {
            continue;
        }
        for (file, cell) in cells.iter().enumerate() {
            if *cell == glyph {
                out.push(format!("{}{rank}", char::from(b'a' + file as u8)));
            }
        }
    }
    out.sort();
    out
}

/// How many tables this build registers: 17, and 4 more where the target has BMI2.
fn tables() -> usize {
    let n = chess_lut::tables::all().count();
    let pext = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));
    assert_eq!(n, if pext { 21 } else { 17 });
    n
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("chess-lut-cli-test-{}-{name}", std::process::id()))
}

#[test]
fn overview_lists_every_table_and_verifies() {
    let out = stdout(&[]);
    for t in chess_lut::tables::all() {
        assert!(out.contains(t.name), "{} missing from the overview", t.name);
    }
    let total: usize = chess_lut::tables::all().map(|t| t.bytes).sum();
    assert!(
        out.contains(&total.to_string()),
        "total bytes {total}: {out}"
    );
    let verified = out
        .lines()
        .find(|l| l.starts_with(&format!("verified: all {} lookups", tables())))
        .expect(&out);
    assert!(verified.contains(" inputs in "), "{verified}");
}

#[test]
fn list_has_a_line_per_table() {
    let out = stdout(&["list"]);
    assert!(
        out.lines()
            .any(|l| l.starts_with("knight-distance") && l.contains("64x64") && l.contains("4096"))
    );
    assert_eq!(out.lines().count(), 1 + tables() + 1);
}

#[test]
fn show_in_between_marks_exactly_the_squares_between() {
    let out = stdout(&["show", "in-between", "e1", "h4"]);
    assert_eq!(marked(&out, "X"), ["f2", "g3"]);
    assert_eq!(marked(&out, "o"), ["e1", "h4"]);
    for table in ["in-between-triangular", "in-between-x88"] {
        assert_eq!(
            marked(&stdout(&["show", table, "h4", "e1"]), "X"),
            ["f2", "g3"]
        );
    }
}

#[test]
fn show_line_and_leapers() {
    let out = stdout(&["show", "line", "b2", "c3"]);
    assert_eq!(
        marked(&out, "X"),
        ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
    );
    assert_eq!(
        marked(&stdout(&["show", "knight-attacks", "g1"]), "X"),
        ["e2", "f3", "h3"]
    );
    assert_eq!(
        marked(&stdout(&["show", "king-attacks", "a1"]), "X"),
        ["a2", "b1", "b2"]
    );
    assert_eq!(
        marked(&stdout(&["show", "pawn-attacks", "black", "e5"]), "X"),
        ["d4", "f4"]
    );
}

#[test]
fn show_knight_distance_writes_every_distance() {
    let out = stdout(&["show", "knight-distance", "a1"]);
    assert_eq!(marked(&out, "0"), ["a1"]);
    assert_eq!(marked(&out, "1"), ["b3", "c2"]);
    assert_eq!(marked(&out, "6"), ["h8"]);
    assert!(marked(&out, "4").contains(&"b2".to_string()));
}

#[test]
fn show_attack_with_occupancy() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let out = stdout(&["show", "attack", "queen", "d1", "--occupied", start]);
    assert_eq!(marked(&out, "*"), ["c1", "c2", "d2", "e1", "e2"]);
    assert!(marked(&out, "X").is_empty());
    assert_eq!(marked(&out, "Q"), ["d1"]);
    let out = stdout(&[
        "show",
        "x88-attacks",
        "R",
        "a1",
        "--occupied",
        "0x0000_0000_0001_0002",
    ]);
    assert_eq!(marked(&out, "*"), ["a3", "b1"]);
    assert_eq!(marked(&out, "X"), ["a2"]);
}

#[test]
fn show_intersection_line_masks_and_first_rank() {
    let out = stdout(&["show", "intersection", "e1", "rank", "b3", "anti-diagonal"]);
    assert_eq!(marked(&out, "*"), ["d1"]);
    assert!(
        out.starts_with("intersection e1 rank b3 anti-diagonal: d1"),
        "{out}"
    );
    let out = stdout(&[
        "show",
        "intersection",
        "a1",
        "diagonal",
        "b1",
        "anti-diagonal",
    ]);
    assert!(
        marked(&out, "*").is_empty() && out.contains(": none"),
        "{out}"
    );
    let out = stdout(&["show", "line-masks", "c2", "anti-diagonal"]);
    assert_eq!(marked(&out, "X"), ["a4", "b3", "c2", "d1"]);
    let out = stdout(&[
        "show",
        "first-rank-attacks",
        "d4",
        "--occupied",
        "0x0000_0000_2200_0000",
    ]);
    assert_eq!(marked(&out, "X"), ["c4", "e4"]);
    assert_eq!(marked(&out, "*"), ["b4", "f4"]);
}

#[test]
fn show_slider_tables() {
    let fen = "8/3p4/8/8/1P1R2n1/8/3B4/8";
    let out = stdout(&["show", "rook-magic", "d4", "--occupied", fen]);
    assert_eq!(marked(&out, "*"), ["b4", "d2", "d7", "g4"]);
    assert_eq!(marked(&out, "X"), ["c4", "d3", "d5", "d6", "e4", "f4"]);
    assert!(
        out.starts_with("rook-magics: rook on d4 (not_mask 0xFFF7_F7F7_89F7_F7FF, factor 0x"),
        "{out}"
    );
    // the slot is the entry's formula, and the table holds the attacks there
    let field = |name: &str| {
        let at = out.find(&format!("{name} ")).unwrap() + name.len() + 1;
        let text: String = out[at..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .filter(|&c| c != '_')
            .collect();
        match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).unwrap(),
            None => text.parse().unwrap(),
        }
    };
    let occupied = 0x0008_0000_4A00_0800u64;
    let index = (occupied | field("not_mask")).wrapping_mul(field("factor")) >> 52;
    assert_eq!(field("slot"), field("offset") + index, "{out}");
    let slot = usize::try_from(field("slot")).unwrap();
    assert_eq!(
        chess_lut::tables::MAGIC_ATTACKS[slot],
        chess_lut::calc::rook_attacks(chess_lut::Square::D4, chess_lut::Bitboard(occupied)).0
    );
    let out = stdout(&["show", "bishop-magics", "a1"]);
    assert_eq!(marked(&out, "X").len(), 7);
    let out = stdout(&["show", "magic-attacks", "queen", "d4", "--occupied", fen]);
    assert_eq!(marked(&out, "X").len() + marked(&out, "*").len(), 10 + 13);
    let out = stdout(&[
        "show",
        "kindergarten-fill-up",
        "d4",
        "diagonal",
        "--occupied",
        "8/6p1/8/8/3B4/2P5/8/8",
    ]);
    assert_eq!(marked(&out, "X"), ["e5", "f6"]);
    assert_eq!(marked(&out, "*"), ["c3", "g7"]);
    let out = stdout(&["show", "kindergarten-a-file", "a1", "--occupied", "0x0100"]);
    assert_eq!(marked(&out, "*"), ["a2"]);
    assert!(marked(&out, "X").is_empty(), "{out}");
    let err = error(&["show", "kindergarten-fill-up", "d4", "file"]);
    assert!(err.contains("kindergarten-a-file"), "{err}");
    let err = error(&["show", "magic-attacks", "knight", "d4"]);
    assert!(err.contains("bad slider"), "{err}");
    if !cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {
        let err = error(&["show", "rook-pext", "d4"]);
        assert!(err.contains("only for targets with BMI2"), "{err}");
    } else {
        let pext = stdout(&["show", "rook-pext", "d4", "--occupied", fen]);
        assert_eq!(marked(&pext, "*"), ["b4", "d2", "d7", "g4"]);
    }
}

#[test]
fn magics_are_checked_and_searched() {
    let out = stdout(&["magics"]);
    assert_eq!(
        out.lines()
            .filter(|l| l.contains("equal to the built entries"))
            .count(),
        2,
        "{out}"
    );
    assert!(out.contains("no factor and no overlap puts two attack sets into one slot"));
    assert!(out.lines().last().unwrap().starts_with("magics: checked"));
    // a short search writes a file the check would accept, or says it found nothing shorter
    let path = temp("magics.rs");
    let searched = stdout(&["magics", "--search", "0.5", "--out", path.to_str().unwrap()]);
    assert!(searched.contains(" entries (committed: "), "{searched}");
    if path.exists() {
        let written = std::fs::read_to_string(&path).unwrap();
        assert!(written.contains("pub const ROOK_PLACEMENTS: [Placement; 64] = ["));
        std::fs::remove_file(&path).unwrap();
    }
    for bad in ["0", "-1", "x", "inf"] {
        let err = error(&["magics", "--search", bad]);
        assert!(err.contains("bad --search"), "{bad}: {err}");
    }
    let err = error(&["magics", "--search", "1", "--seed", "zz"]);
    assert!(err.contains("bad --seed"), "{err}");
    let err = error(&[
        "magics",
        "--search",
        "0.1",
        "--out",
        "/nonexistent-dir/magics.rs",
    ]);
    assert!(
        err.contains("cannot write /nonexistent-dir/magics.rs"),
        "{err}"
    );
}

#[test]
fn perft_counts_divides_and_reports_speed() {
    let out = stdout(&["perft", "4"]);
    let last = out.lines().last().unwrap();
    let fields: Vec<&str> = last.split(' ').collect();
    assert_eq!(fields.len(), 6, "{last}");
    assert_eq!(
        (fields[0], fields[1], fields[2], fields[4]),
        ("nodes", "197281", "time_ms", "mnps"),
        "{last}"
    );
    assert!(fields[3].parse::<f64>().is_ok() && fields[5].parse::<f64>().is_ok());
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

#[test]
fn show_writes_svg() {
    let path = temp("board.svg");
    let path_str = path.to_str().unwrap();
    stdout(&["show", "knight-distance", "e4", "--svg", path_str]);
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(
        svg.matches("fill=\"#b58863\"").count(),
        32,
        "32 dark squares"
    );
    assert!(svg.contains(">6</text>") || svg.contains(">4</text>"));
}

#[test]
fn dump_formats() {
    let rust = stdout(&["dump", "knight-attacks"]);
    assert!(
        rust.starts_with("/// The squares a knight attacks."),
        "{rust}"
    );
    assert!(rust.contains("pub static KNIGHT_ATTACKS: [u64; 64] = ["));
    assert!(rust.trim_end().ends_with("];"));
    let csv = stdout(&["dump", "knight-distance", "--format", "csv"]);
    assert_eq!(csv.lines().next(), Some("i0,i1,value"));
    assert_eq!(csv.lines().count(), 1 + 4096);
    assert!(csv.lines().any(|l| l == "0,9,4"), "a1-b2 is 4");
    let json = stdout(&["dump", "pawn-attacks", "--format", "json"]);
    assert!(json.contains("\"shape\": [2, 64]"));
    assert!(json.contains("\"name\": \"pawn-attacks\""));
    let path = temp("dump.csv");
    stdout(&[
        "dump",
        "line",
        "--format",
        "csv",
        "--out",
        path.to_str().unwrap(),
    ]);
    let written = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(written.lines().count(), 1 + 4096);
}

#[test]
fn emit_is_byte_identical_to_the_build_output() {
    let emitted = stdout(&["emit"]);
    assert_eq!(emitted, chess_lut::tables::GENERATED_SOURCE);
    let path = temp("tables.rs");
    stdout(&["emit", "--out", path.to_str().unwrap()]);
    let written = std::fs::read(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(written, chess_lut::tables::GENERATED_SOURCE.as_bytes());
}

#[test]
fn verify_passes_with_counts() {
    let out = stdout(&["verify"]);
    assert_eq!(
        out.lines().filter(|l| l.ends_with(" ok")).count(),
        tables(),
        "{out}"
    );
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with(&format!("verified: all {} lookups", tables())),
        "{last}"
    );
    // every relevant occupancy of every square, rook and bishop, through the magic table
    assert!(
        out.lines()
            .any(|l| l.starts_with("magic-attacks") && l.contains(" 107648 inputs")),
        "{out}"
    );
}

#[test]
fn bad_input_is_one_clear_line() {
    let err = error(&["show", "in-betwen", "e1", "h4"]);
    assert!(
        err.contains("did you mean \"in-between\"?") && err.contains("knight-distance"),
        "{err}"
    );
    let err = error(&["dump", "knight"]);
    assert!(err.contains("the tables are:"), "{err}");
    for bad in ["e9", "i1", "e44", "", "é4"] {
        let err = error(&["show", "line", "e1", bad]);
        assert!(err.contains("a file a-h and a rank 1-8"), "{bad:?}: {err}");
    }
    let err = error(&["show", "in-between", "e1"]);
    assert!(err.contains("takes two squares"), "{err}");
    let err = error(&["show", "attack", "dragon", "e1"]);
    assert!(err.contains("bad piece"), "{err}");
    let err = error(&["show", "attack", "queen", "d1", "--occupied", "8/8/8"]);
    assert!(err.contains("bad occupancy"), "{err}");
    let err = error(&["show", "line", "e1", "e4", "--occupied", "0x1"]);
    assert!(err.contains("--occupied only applies"), "{err}");
    let err = error(&["emit", "--out", "/nonexistent-dir/tables.rs"]);
    assert!(
        err.contains("cannot write /nonexistent-dir/tables.rs"),
        "{err}"
    );
    let err = error(&[
        "show",
        "line",
        "e1",
        "e4",
        "--svg",
        "/nonexistent-dir/x.svg",
    ]);
    assert!(err.contains("cannot write"), "{err}");
    let err = error(&["explore", "--out", "/nonexistent-dir/tables.html"]);
    assert!(
        err.contains("cannot write /nonexistent-dir/tables.html"),
        "{err}"
    );
}

#[test]
fn bench_refuses_bad_input_before_it_runs() {
    for seconds in ["0", "-3", "soon", "nan"] {
        let err = error(&["bench", "--seconds", seconds]);
        assert!(err.contains("bad --seconds"), "{seconds}: {err}");
    }
    let err = error(&["bench", "--svg", "/nonexistent-dir/bench.svg"]);
    assert!(
        err.contains("cannot write /nonexistent-dir/bench.svg"),
        "{err}"
    );
}

#[test]
fn bench_reports_every_relation_strategy_and_perft() {
    let path = temp("bench.svg");
    let out = run(&["bench", "--seconds", "1", "--svg", path.to_str().unwrap()]);
    let text = String::from_utf8(out.stdout).unwrap();
    let progress = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{progress}");
    for relation in [
        "in_between",
        "line",
        "knight_distance",
        "is_attacked_by",
        "king_attacks",
    ] {
        let row = text
            .lines()
            .find(|l| l.starts_with(relation))
            .unwrap_or_else(|| panic!("no {relation} in\n{text}"));
        assert_eq!(row.matches("1.00x").count(), 3, "lookup over lookup: {row}");
    }
    for strategy in [
        "magic",
        "kindergarten",
        "hyperbola",
        "calc_walk",
        "chess_lut/all_calc",
    ] {
        assert!(text.contains(strategy), "{strategy} in\n{text}");
    }
    assert!(text.contains("On this machine:") && text.contains("move generation end to end"));
    assert!(
        progress.contains("in_between/latency") && progress.contains("perft"),
        "{progress}"
    );
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(
        svg.starts_with("<svg") && svg.contains("chess_lut/magic"),
        "{svg}"
    );
}

#[test]
fn explore_writes_one_self_contained_page() {
    let path = temp("tables.html");
    let out = stdout(&["explore", "--out", path.to_str().unwrap()]);
    let page = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(out.contains("tables.html"), "{out}");
    assert!(page.starts_with("<!DOCTYPE html>"));
    // nothing fetched: no script, style or image from elsewhere
    for outside in ["src=\"http", "href=\"http", "<link", "import("] {
        assert!(!page.contains(outside), "the page loads {outside}…");
    }
    // the generated source travels inside, byte for byte
    assert!(page.contains("pub static IN_BETWEEN"));
}

#[test]
fn usage_errors_and_help() {
    let out = run(&["frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    for sub in [
        "list", "show", "dump", "emit", "explore", "bench", "verify", "magics", "perft",
    ] {
        let help = stdout(&[sub, "--help"]);
        assert!(help.contains("Usage: chess-lut"), "{sub}: {help}");
    }
}

/// Issue 19: whatever a user types is refused with one line and exit code 1 (clap's usage
/// errors with 2), never a panic or a silent acceptance. The inputs come from the fuzz corpus
/// (`fuzz/corpus/`), where the fuzz targets check the same functions without a process.
#[test]
fn malformed_input_is_refused_in_one_line() {
    let wraps = "888888888888888888888888888888888/8/8/8/8/8/8/K6k w - - 0 1";
    let cases: &[(&[&str], &str)] = &[
        (
            &["perft", "1", "--fen", wraps],
            "rank 8 has more than 8 squares",
        ),
        (
            &["show", "attack", "rook", "d4", "--occupied", wraps],
            "rank 8 has more than 8 squares",
        ),
        (
            &["perft", "1", "--fen", "4k3/8/8/8/8/8/8/4K3 w \u{7} - 0 1"],
            "FEN field 3",
        ),
        (
            &["perft", "1", "--moves", "e2e4\nx"],
            "move 1 of --moves (\"e2e4\\nx\")",
        ),
        (
            &["perft", "1", "--moves", "e2e4", "e7e5", "a7a8q"],
            "move 3 of --moves",
        ),
        (&["perft", "+1"], "bad depth"),
        (&["perft", "4294967297"], "bad depth"),
        (&["show", "in-between", "e1", "h\u{7}4"], "bad square"),
        (&["show", "rook-pext\nx", "d4"], "rook-pext"),
        (
            &["show", "attack", "queen", "d1", "--occupied", "0x+5"],
            "bad occupancy",
        ),
        (
            &[
                "show",
                "attack",
                "queen",
                "d1",
                "--occupied",
                "0x1_0000_0000_0000_0000",
            ],
            "more than 64 bits",
        ),
        (&["bench", "--seconds", "1e309"], "bad --seconds"),
        (&["bench", "--seconds", "inf"], "bad --seconds"),
        (&["magics", "--search", "NaN"], "bad --search"),
        (&["magics", "--search", "1", "--seed", "0x5 "], "bad --seed"),
        (&["dump", "line", "--out", "/"], "cannot write /"),
    ];
    for (args, expected) in cases {
        let err = error(args);
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(
            !err.trim_end().chars().any(char::is_control),
            "{args:?}: {err:?}"
        );
    }
    // a promotion given to --moves is played (a mutant that refused every promotion went unseen)
    let out = stdout(&[
        "perft",
        "1",
        "--fen",
        "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "--moves",
        "a7b8n",
    ]);
    // the black king's d8 e7 f7 f8 (the new knight on b8 covers d7)
    assert!(out.starts_with("nodes 4 "), "{out}");
    // text that is not UTF-8 is clap's usage error
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_chess-lut"))
        .args([
            "show".as_ref(),
            std::ffi::OsStr::from_bytes(b"line\xff"),
            "e1".as_ref(),
            "e4".as_ref(),
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
