//! The perft speed target, measured in one run: every engine of the bench on the six standard
//! positions at the depths of about a second each, rounds interleaved and each starting at
//! another engine so that the machine's load falls on all alike; the best of the rounds per
//! engine and position, and the geometric mean over the positions.
//!
//! `cargo run --release -p chess-lut-bench --example compare [-- ROUNDS]` (default 3); on a
//! BMI2 machine add `RUSTFLAGS="-C target-cpu=native"` and `--features cozy-pext` for the PEXT
//! strategies of both crates.

use std::process::ExitCode;
use std::time::Instant;

use chess_lut_bench::POSITIONS;
use chess_lut_bench::peers::engines;

fn main() -> ExitCode {
    let rounds = match std::env::args().nth(1).map(|r| r.parse::<usize>()) {
        None => 3,
        Some(Ok(rounds)) if rounds > 0 => rounds,
        Some(_) => {
            eprintln!("error: ROUNDS is a number of rounds, 1 or more (3 by default)");
            return ExitCode::FAILURE;
        }
    };
    let engines = engines();
    let mut best = vec![vec![0f64; POSITIONS.len()]; engines.len()];
    for round in 0..rounds {
        for (p, position) in POSITIONS.iter().enumerate() {
            let (name, depth) = (position.name, position.depth);
            let mut expected = None;
            // each round starts at another engine, so that none always runs first
            for e in (0..engines.len()).map(|k| (k + round) % engines.len()) {
                let (engine, run) = &engines[e];
                let start = Instant::now();
                let nodes = run(p, depth);
                let mnps = nodes as f64 / start.elapsed().as_secs_f64() / 1e6;
                assert_eq!(*expected.get_or_insert(nodes), nodes, "{engine} on {name}");
                best[e][p] = best[e][p].max(mnps);
                eprintln!("round {round} {name} depth {depth}: {engine} {mnps:.1} Mnps");
            }
        }
    }
    let names: Vec<&str> = POSITIONS.iter().map(|p| p.name).collect();
    println!("| engine | {} | geometric mean |", names.join(" | "));
    println!("|---|{}---:|", "---:|".repeat(names.len()));
    for (e, (engine, _)) in engines.iter().enumerate() {
        let geomean = (best[e].iter().map(|m| m.ln()).sum::<f64>() / best[e].len() as f64).exp();
        let cells: Vec<String> = best[e].iter().map(|m| format!("{m:.1}")).collect();
        println!("| {engine} | {} | {geomean:.1} |", cells.join(" | "));
    }
    ExitCode::SUCCESS
}
