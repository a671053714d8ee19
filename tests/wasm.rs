//! WebAssembly: `examples/wasm_module.rs` (in_between and the crate-root sliders, exported)
//! built for `wasm32-unknown-unknown` with no feature and with the defaults, run in Node.js,
//! and every answer compared with the native crate's: all 4096 square pairs of `in_between`,
//! and the three sliders on every square over random boards of every density. The module's
//! size is printed and bounded, so that a table a build did not ask for cannot creep in.
//!
//! Where the target or Node.js is missing the test says so and passes, unless
//! `CHESS_LUT_WASM_TESTS=required` (as CI sets it, after installing both).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use chess_lut::{Bitboard, Square};
use chess_lut_codegen::rng::SplitMix64;

const TARGET: &str = "wasm32-unknown-unknown";

/// Calls every export for the inputs on stdin (`sq occupied` in hex per line), after all
/// square pairs of in_between and a few bit indices that are not squares; one hex answer a
/// line.
const RUNNER: &str = r#"
const fs = require('fs');
const hex = (x) => BigInt.asUintN(64, x).toString(16);
WebAssembly.instantiate(fs.readFileSync(process.argv[1])).then(({ instance }) => {
  const e = instance.exports;
  const out = [];
  for (let a = 0; a < 64; a++) for (let b = 0; b < 64; b++) out.push(hex(e.in_between(a, b)));
  for (const [a, b] of [[64, 0], [0, 64], [4294967295, 7]]) out.push(hex(e.in_between(a, b)));
  out.push(hex(e.rook_attacks(64, 0n)));
  for (const line of fs.readFileSync(0, 'utf8').split('\n').filter(Boolean)) {
    const [sq, occupied] = line.split(' ');
    const o = BigInt('0x' + occupied);
    out.push([e.rook_attacks(+sq, o), e.bishop_attacks(+sq, o), e.queen_attacks(+sq, o)].map(hex).join(' '));
  }
  process.stdout.write(out.join('\n') + '\n');
});
"#;

/// What the module must answer, in the runner's order, and the boards it is asked about.
fn expected() -> (String, Vec<String>) {
    let mut rng = SplitMix64::new(0x3A5E);
    let mut boards = String::new();
    let mut answers: Vec<String> = Vec::new();
    for a in Square::ALL {
        for b in Square::ALL {
            answers.push(format!("{:x}", chess_lut::in_between(a, b).0));
        }
    }
    answers.extend(["0", "0", "0", "0"].map(String::from));
    for round in 0..40 {
        for sq in Square::ALL {
            // every density: one board in four sparse, one dense, the rest in between
            let occupied = Bitboard(match round % 4 {
                0 => rng.next() & rng.next() & rng.next(),
                1 => rng.next() | rng.next(),
                _ => rng.next(),
            });
            boards.push_str(&format!("{} {:x}\n", sq.index(), occupied.0));
            answers.push(format!(
                "{:x} {:x} {:x}",
                chess_lut::rook_attacks(sq, occupied).0,
                chess_lut::bishop_attacks(sq, occupied).0,
                chess_lut::queen_attacks(sq, occupied).0
            ));
        }
    }
    (boards, answers)
}

/// Whether the machine has the target and Node.js; where not, panics if they are required
/// and says what did not run otherwise.
fn tools_present() -> bool {
    let sysroot = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args(["--print", "sysroot"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    let target = Path::new(&sysroot)
        .join("lib/rustlib")
        .join(TARGET)
        .is_dir();
    let node = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if target && node {
        return true;
    }
    let missing = match (target, node) {
        (false, false) => "the wasm32-unknown-unknown target and node",
        (false, true) => {
            "the wasm32-unknown-unknown target (rustup target add wasm32-unknown-unknown)"
        }
        _ => "node (apt-get install nodejs)",
    };
    let required = std::env::var("CHESS_LUT_WASM_TESTS").is_ok_and(|v| v == "required");
    assert!(!required, "CHESS_LUT_WASM_TESTS=required, but no {missing}");
    eprintln!("no {missing} on this machine: the WebAssembly test did not run");
    false
}

/// Builds the module with `features` (cargo's flags) into a target directory of its own,
/// `target/wasm` in the workspace (one copy, whatever flags this test was built with); its
/// path.
fn build(features: &[&str]) -> PathBuf {
    let target_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/wasm");
    let out = Command::new(env!("CARGO"))
        .args([
            "build",
            "-p",
            "chess-lut",
            "--release",
            "--example",
            "wasm_module",
            "--target",
        ])
        .arg(TARGET)
        .args(features)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("CARGO_TARGET_DIR", &target_dir)
        // flags for this machine's CPU mean nothing to a wasm32 build
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    target_dir
        .join(TARGET)
        .join("release/examples/wasm_module.wasm")
}

fn run(module: &Path, boards: &str) -> Vec<String> {
    let mut node = Command::new("node")
        .args(["-e", RUNNER])
        .arg(module)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    node.stdin
        .take()
        .unwrap()
        .write_all(boards.as_bytes())
        .unwrap();
    let out = node.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "node: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn the_wasm_module_answers_as_the_native_crate() {
    if !tools_present() {
        return;
    }
    let (boards, expected) = expected();
    // the core alone (in-between, hyperbola quintessence's tables), and the defaults (the
    // magic tables; pext generates nothing for wasm32)
    for (features, name, max_bytes) in [
        (&["--no-default-features"][..], "no feature", 48 * 1024),
        (&[][..], "the default features", 800 * 1024),
    ] {
        let module = build(features);
        let bytes = std::fs::metadata(&module).unwrap().len();
        eprintln!("wasm_module.wasm with {name}: {bytes} bytes");
        assert!(
            bytes <= max_bytes,
            "{name}: {bytes} bytes, over {max_bytes}"
        );
        let answers = run(&module, &boards);
        assert_eq!(
            answers.len(),
            expected.len(),
            "{name}: one answer per question"
        );
        for (i, (got, want)) in answers.iter().zip(&expected).enumerate() {
            assert_eq!(
                got,
                want,
                "{name}: answer {i} differs ({})",
                question(i, &boards)
            );
        }
    }
}

/// The question the runner's `i`th answer answers.
fn question(i: usize, boards: &str) -> String {
    match i {
        0..4096 => format!(
            "in_between({}, {})",
            Square::ALL[i / 64],
            Square::ALL[i % 64]
        ),
        4096..4100 => "a bit index that is not a square".to_string(),
        _ => {
            let line = boards.lines().nth(i - 4100).unwrap_or("?");
            format!("rook, bishop and queen attacks of square index and occupancy {line}")
        }
    }
}
