//! The `chess-lut` binary driven as a user would: spawned, its output read. The overview,
//! list, dump, emit, verify, magics, bench and explore, and bad input; `show` and `perft` have
//! their own files.

mod common;
use chess_lut_perft::Code;
use common::*;
use std::process::Command;

/// A path no one can write, root included, on any machine: one below a regular file this test
/// makes, in its own temporary directory.
fn unwritable(name: &str) -> String {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join(format!("a-file-{}", std::process::id()));
    std::fs::write(&file, "not a directory").expect("the test's temporary directory is writable");
    file.join(name).display().to_string()
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
        .find(|l| {
            l.starts_with(&format!(
                "verified: the lookups of all {} tables",
                described()
            ))
        })
        .expect(&out);
    // the inputs outside the ranges of the tables that answer there counted among them
    assert!(
        verified.contains(" inputs (")
            && verified.contains(" of them outside a table's range) in "),
        "{verified}"
    );
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
    let out = unwritable("magics.rs");
    let err = error(&["magics", "--search", "0.1", "--out", &out]);
    assert!(err.contains(&format!("cannot write {out}")), "{err}");
}

#[test]
fn dump_formats() {
    let rust = stdout(&["dump", "knight-attacks"]);
    assert!(
        rust.starts_with("/// The squares a knight on `sq` attacks."),
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
    assert!(json.contains("\"table\": \"pawn-attacks\""));
    // the keys an engine's table is dumped with too: its description as a description file
    // writes it, by its first lookup
    let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
    let description = &parsed["description"];
    assert_eq!(description["ident"], "PAWN_ATTACKS", "{json}");
    assert_eq!(description["name"], "pawn_attacks", "{json}");
    assert_eq!(description["twin"], "calc::pawn_attacks", "{json}");
    // a 64-bit value as hex text, exact in any JSON reader: white a2 attacks b3
    assert_eq!(parsed["values"][0][8], "0x20000", "{json}");
    let doc = description["doc"].as_str().unwrap();
    assert!(doc.starts_with("The squares a pawn of `color` on `sq` attacks (captures)."));
    // a table of structs: its fields innermost, an offset in decimal, a mask in hex
    let magics = stdout(&["dump", "rook-magics", "--format", "json"]);
    let magics: serde_json::Value = serde_json::from_str(&magics).unwrap();
    assert_eq!(
        magics["record"],
        serde_json::json!({"name": "MagicEntry", "fields": ["not_mask", "factor", "offset"]})
    );
    let a1 = &magics["values"][0];
    assert_eq!(
        (&a1[0], a1[2].is_u64()),
        (&"0xfffefefefefefe81".into(), true)
    );
    // and in CSV: a column per field, the masks in hex, the offset in decimal
    let csv = stdout(&["dump", "rook-magics", "--format", "csv"]);
    let a1 = chess_lut::tables::ROOK_MAGICS[0];
    let row = format!(
        "0,0x{:016X},0x{:016X},{}",
        a1.not_mask, a1.factor, a1.offset
    );
    assert_eq!(
        csv.lines().take(2).collect::<Vec<_>>(),
        ["i0,not_mask,factor,offset", &row]
    );
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

/// Every table `list` names dumps, whether lookups read it or it is data: one CSV row per
/// entry, each value the registry's.
#[test]
fn every_listed_table_dumps_every_entry() {
    let listed = stdout(&["list"]);
    let names: Vec<&str> = listed
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| chess_lut::tables::get(name).is_some())
        .collect();
    assert_eq!(names.len(), tables(), "{listed}");
    for name in names {
        let info = chess_lut::tables::get(name).unwrap();
        let csv = stdout(&["dump", name, "--format", "csv"]);
        // the index columns are i0, i1, …; the rest are values (a record's fields)
        let indices = csv
            .lines()
            .next()
            .unwrap()
            .split(',')
            .filter(|c| c.starts_with('i'));
        let indices = indices.count();
        let values: Vec<u64> = csv
            .lines()
            .skip(1)
            .flat_map(|l| l.split(',').skip(indices))
            .map(|value| match value.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16).unwrap(),
                None => value.parse().unwrap(),
            })
            .collect();
        assert!(
            values.iter().copied().eq(info.values()),
            "dump {name} --format csv differs from the registry"
        );
    }
}

#[test]
fn emit_is_byte_identical_to_the_build_output() {
    let files = chess_lut::tables::GENERATED_FILES;
    let names: Vec<&str> = files.iter().map(|f| f.0).collect();
    // a file for each module that reads tables, the re-exports, then the registry
    assert_eq!(names.len(), 18);
    assert_eq!(
        (names[0], names[15], names[16], names[17]),
        ("between.rs", "statics.rs", "lookups.rs", "registry.rs")
    );
    let emitted = stdout(&["emit"]);
    assert_eq!(emitted, files.iter().map(|f| f.1).collect::<String>());
    // into a directory that does not exist yet, two levels deep
    let dir = temp("emit");
    let vendored = dir.join("src").join("vendored");
    stdout(&["emit", "--out", vendored.to_str().unwrap()]);
    for (name, text) in files {
        let written = std::fs::read(vendored.join(name)).unwrap();
        assert_eq!(written, text.as_bytes(), "{name}");
    }
    // and again over the files it wrote
    stdout(&["emit", "--out", vendored.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn verify_passes_with_counts() {
    let out = stdout(&["verify"]);
    assert_eq!(
        out.lines().filter(|l| l.ends_with(" ok")).count(),
        described(),
        "{out}"
    );
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with(&format!(
            "verified: the lookups of all {} tables",
            described()
        )),
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
    assert!(
        err.contains("show in-between takes two squares, like `show in-between e1 h4`"),
        "{err}"
    );
    let err = error(&["show", "attack", "dragon", "e1"]);
    assert!(err.contains("bad piece"), "{err}");
    let err = error(&["show", "attack", "queen", "d1", "--occupied", "8/8/8"]);
    assert!(err.contains("bad occupancy"), "{err}");
    let err = error(&["show", "line", "e1", "e4", "--occupied", "0x1"]);
    assert!(err.contains("--occupied only applies"), "{err}");
    // a directory cannot be made under a file, not even by root
    let file = temp("emit-under-a-file");
    std::fs::write(&file, "").unwrap();
    let under = file.join("vendored");
    let err = error(&["emit", "--out", under.to_str().unwrap()]);
    assert!(
        err.starts_with(&format!(
            "error: cannot make the directory {}: ",
            under.display()
        )),
        "{err}"
    );
    std::fs::remove_file(&file).unwrap();
    let svg = unwritable("x.svg");
    let err = error(&["show", "line", "e1", "e4", "--svg", &svg]);
    assert!(err.contains(&format!("cannot write {svg}")), "{err}");
    let page = unwritable("tables.html");
    let err = error(&["explore", "--out", &page]);
    assert!(err.contains(&format!("cannot write {page}")), "{err}");
}

#[test]
fn bench_refuses_bad_input_before_it_runs() {
    for seconds in ["0", "-3", "soon", "nan"] {
        let err = error(&["bench", "--seconds", seconds]);
        assert!(err.contains("bad --seconds"), "{seconds}: {err}");
    }
    let svg = unwritable("bench.svg");
    let err = error(&["bench", "--svg", &svg]);
    assert!(err.contains(&format!("cannot write {svg}")), "{err}");
    let err = error(&["bench", "--code", "avx2"]);
    assert!(err.contains("bad --code \"avx2\": not a code"), "{err}");
    if !Code::Bmi2.is_available() {
        let err = error(&["bench", "--code", "bmi2"]);
        assert!(err.contains("--code bmi2 needs a CPU with"), "{err}");
    }
    // figures from a file were measured in code the command cannot choose
    let out = run(&["bench", "--from", "figures.tsv", "--code", "build"]);
    assert_eq!(out.status.code(), Some(2));
}

/// The report's first line: where the loops ran.
fn machine_line(text: &str) -> &str {
    text.lines().next().unwrap_or_default()
}

#[test]
fn bench_runs_in_the_code_asked_for() {
    let out = stdout(&["bench", "--seconds", "0.5", "--code", "build"]);
    let first = machine_line(&out);
    assert!(
        first.starts_with("chess-lut bench on ") && !first.contains("ran in code"),
        "{first}"
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
        "attacks",
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
        "dual",
        "calc_walk",
        "chess_lut/all_calc",
    ] {
        assert!(text.contains(strategy), "{strategy} in\n{text}");
    }
    assert!(text.contains("On this machine:") && text.contains("move generation end to end"));
    // by default, the loops and perft run in the fastest code this CPU has, as perft does
    assert_eq!(
        machine_line(&text).contains("ran in code for popcnt, lzcnt, BMI1, BMI2 and AVX2"),
        Code::fastest() == Code::Bmi2,
        "{text}"
    );
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

/// Whatever a user types is refused with one line and exit code 1 (clap's usage
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
    // a promotion given to --moves is played
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
