//! A program that uses one lookup, `knight_distance`: its release binary carries the 4 KiB
//! knight-distance table and no other table (`tests/pay_for_what_you_use.rs` checks).
//!
//! `cargo run --release --example knight_distance_only -- a1 h8` prints `6`.

use std::process::ExitCode;

use chess_lut::{Square, knight_distance};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let squares: Result<Vec<Square>, _> = args.iter().map(|a| a.parse::<Square>()).collect();
    match squares.as_deref() {
        Ok([a, b]) => {
            println!("{}", knight_distance(*a, *b));
            ExitCode::SUCCESS
        }
        Ok(_) => {
            eprintln!("usage: knight_distance_only SQUARE SQUARE (like a1 h8)");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
