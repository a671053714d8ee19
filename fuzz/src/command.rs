//! What the command reads beyond the library's own texts: its numbers (`perft`'s depth,
//! `bench --seconds`, `magics --search` and `--seed`) and `--code`, a whole `show` question
//! (table, arguments and `--occupied`) and a whole `perft` request (kept to depth 2 so that a
//! run stays short).
//! The first byte picks which; the rest is the text, one argument per line.

use chess_lut_cli::args::{self, MAX_BENCH_SECONDS, MAX_DEPTH, MAX_SEARCH_SECONDS, MAX_THREADS};
use chess_lut_cli::{perft, show};
use chess_lut_perft::Code;

use crate::input::{assert_one_line, text};

/// The first byte picks the question, the rest are its arguments, one per line.
pub fn check(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let s = text(rest);
    let lines: Vec<&str> = s.split('\n').collect();
    match which % 3 {
        0 => numbers(&s),
        1 => show_question(&lines),
        _ => perft_request(&lines),
    }
}

/// Decimal digits only, and their value (`u128::MAX` for anything longer).
fn decimal(s: &str) -> Option<u128> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(
        s.trim_start_matches('0')
            .parse()
            .unwrap_or(if s.trim_start_matches('0').is_empty() {
                0
            } else {
                u128::MAX
            }),
    )
}

/// Hex digits and `_` only, at least one digit, and their value if it fits 64 bits.
fn hex(s: &str) -> Option<u64> {
    let digits: String = s.chars().filter(|&c| c != '_').collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let significant = digits.trim_start_matches('0');
    if significant.is_empty() {
        return Some(0);
    }
    u64::from_str_radix(significant, 16).ok()
}

fn numbers(s: &str) {
    // depth: digits, 0 to 15
    let expected = decimal(s).filter(|&d| d <= u128::from(MAX_DEPTH));
    match args::depth(s) {
        Ok(d) => assert_eq!(Some(u128::from(d)), expected, "depth {s:?}"),
        Err(e) => {
            assert_eq!(expected, None, "depth {s:?} refused: {e}");
            assert_one_line("depth", s, &e);
        }
    }
    // threads: digits, 1 to 1024
    let expected = decimal(s).filter(|&n| (1..=MAX_THREADS as u128).contains(&n));
    match args::threads(s) {
        Ok(n) => assert_eq!(Some(n.get() as u128), expected, "threads {s:?}"),
        Err(e) => {
            assert_eq!(expected, None, "threads {s:?} refused: {e}");
            assert_one_line("threads", s, &e);
        }
    }
    // seconds: a plain decimal number in (0, max]
    for (flag, max) in [
        ("--seconds", MAX_BENCH_SECONDS),
        ("--search", MAX_SEARCH_SECONDS),
    ] {
        let t = s.trim();
        let (whole, fraction) = t.split_once('.').unwrap_or((t, ""));
        let plain = !(whole.is_empty() && fraction.is_empty())
            && whole.bytes().all(|b| b.is_ascii_digit())
            && fraction.bytes().all(|b| b.is_ascii_digit());
        let value = t
            .parse::<f64>()
            .ok()
            .filter(|v| plain && *v > 0.0 && *v <= max);
        match args::seconds(flag, s, max) {
            Ok(v) => assert_eq!(Some(v), value, "{flag} {s:?}"),
            Err(e) => {
                assert_eq!(value, None, "{flag} {s:?} refused: {e}");
                assert_one_line(flag, s, &e);
            }
        }
    }
    // a 64-bit number, decimal or hex after 0x
    let expected = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(digits) => hex(digits),
        None => decimal(s).and_then(|v| u64::try_from(v).ok()),
    };
    match args::seed("--seed", s) {
        Ok(n) => assert_eq!(Some(n), expected, "--seed {s:?}"),
        Err(e) => {
            assert_eq!(expected, None, "--seed {s:?} refused: {e}");
            assert_one_line("--seed", s, &e);
        }
    }
    // the code of perft and bench: its name exactly, and only where it runs
    let expected = match s {
        "build" => Some(Code::Build),
        "bmi2" => Some(Code::Bmi2).filter(|c| c.is_available()),
        _ => None,
    };
    match args::code(Some(s)) {
        Ok(code) => assert_eq!(Some(code), expected, "--code {s:?}"),
        Err(e) => {
            assert_eq!(expected, None, "--code {s:?} refused: {e}");
            assert_one_line("--code", s, &e);
        }
    }
}

/// `show TABLE ARGS… [--occupied X]`: the first line names the table, the second holds the
/// arguments, a third (if any) the occupancy.
fn show_question(lines: &[&str]) {
    let name = lines[0];
    let words: Vec<String> = lines.get(1).map_or(Vec::new(), |l| {
        l.split_whitespace().map(String::from).collect()
    });
    let occupied = lines.get(2).copied();
    match show::show(name, &words, occupied, None) {
        Ok(show::Shown::Text(text)) => {
            panic!("show {name} {words:?}: chess-lut's tables answer on a board, not {text:?}")
        }
        Ok(show::Shown::Board(picture)) => {
            let text = picture.text();
            let ranks = text
                .lines()
                .filter(|l| {
                    let cells: Vec<&str> = l.split_whitespace().collect();
                    cells.len() == 9
                        && cells[0].len() == 1
                        && (b'1'..=b'8').contains(&cells[0].as_bytes()[0])
                })
                .count();
            assert_eq!(
                ranks, 8,
                "show {name} {words:?} --occupied {occupied:?}:\n{text}"
            );
            let svg = picture.svg();
            assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        }
        Err(e) => assert_one_line("show", &format!("{name} {words:?} {occupied:?}"), &e),
    }
}

/// `perft DEPTH --fen FEN --moves M… --sliders S --geometry G [--chess960] [--divide]
/// [--threads T] [--code C]`, one argument per line in that order, the flags from the sixth
/// line, the threads and the code (if any) from the seventh and eighth; not deeper than 2.
fn perft_request(lines: &[&str]) {
    let get = |i: usize| lines.get(i).copied().unwrap_or("");
    let depth = get(0);
    if args::depth(depth).is_ok_and(|d| d > 2) {
        return;
    }
    let moves: Vec<String> = get(2).split_whitespace().map(String::from).collect();
    let flags = get(5);
    let request = perft::Request {
        depth,
        fen: Some(get(1)).filter(|f| !f.is_empty()),
        chess960: flags.contains('9'),
        moves: &moves,
        divide: flags.contains('d'),
        sliders: Some(get(3)),
        geometry: get(4),
        threads: lines.get(6).copied(),
        code: lines.get(7).copied(),
    };
    match perft::run(&request) {
        Ok(out) => {
            let last = out.lines().last().unwrap_or("");
            assert!(last.starts_with("nodes "), "perft {lines:?}: {out}");
        }
        Err(e) => assert_one_line("perft", &format!("{lines:?}"), &e),
    }
}
