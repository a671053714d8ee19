//! `Bitboard` from text (hex, or a drawn board) and the command's `--occupied` (hex or a FEN
//! placement).

use chess_lut::{Bitboard, Pieces};

use crate::input::{assert_one_line, text};

/// A hex bitboard read the slow way: `0x` optional, `_` anywhere after it, at least one digit,
/// a value below 2^64 (leading zeros allowed).
fn hex_oracle(s: &str) -> Option<u64> {
    let digits = s
        .strip_prefix("0x")
        .or_else(|| s.strip_prefix("0X"))
        .unwrap_or(s);
    let digits: Vec<u32> = digits
        .chars()
        .filter(|&c| c != '_')
        .map(|c| c.to_digit(16))
        .collect::<Option<_>>()?;
    let significant: Vec<u32> = digits.iter().copied().skip_while(|&d| d == 0).collect();
    if digits.is_empty() || significant.len() > 16 {
        return None;
    }
    Some(significant.iter().fold(0, |v, &d| v << 4 | u64::from(d)))
}

/// A drawn board read the slow way: 64 cells separated by white space, rank 8 first.
fn picture_oracle(s: &str) -> Option<u64> {
    let cells: Vec<&str> = s.split_whitespace().collect();
    if cells.len() != 64 {
        return None;
    }
    let mut bits = 0;
    for (i, cell) in cells.iter().enumerate() {
        let (rank, file) = (7 - i / 8, i % 8);
        match *cell {
            "X" | "x" | "1" => bits |= 1 << (8 * rank + file),
            "." | "0" => {}
            _ => return None,
        }
    }
    Some(bits)
}

/// The bytes as a bitboard and as the command's occupancy.
pub fn check(data: &[u8]) {
    let s = text(data);
    let trimmed = s.trim();
    let expected = if trimmed.contains(char::is_whitespace) {
        picture_oracle(trimmed)
    } else {
        hex_oracle(trimmed)
    };
    match s.parse::<Bitboard>() {
        Ok(bb) => {
            assert_eq!(Some(bb.0), expected, "bitboard {s:?} read as {bb:?}");
            assert_eq!(format!("{bb:#x}").parse(), Ok(bb), "{bb:?} in hex");
            assert_eq!(format!("{bb:#018X}").parse(), Ok(bb), "{bb:?} in hex");
            assert_eq!(bb.to_string().parse(), Ok(bb), "{bb:?} drawn");
        }
        Err(e) => {
            assert_eq!(expected, None, "bitboard {s:?} refused: {e}");
            assert_one_line("bitboard", &s, &e.to_string());
        }
    }
    let hex = trimmed.starts_with("0x") || trimmed.starts_with("0X");
    let expected = if hex {
        trimmed.parse::<Bitboard>().ok()
    } else {
        trimmed.parse::<Pieces>().ok().map(|p| p.occupied())
    };
    match chess_lut_cli::args::occupancy(&s) {
        Ok(bb) => assert_eq!(Some(bb), expected, "--occupied {s:?}"),
        Err(e) => {
            assert_eq!(expected, None, "--occupied {s:?} refused: {e}");
            assert_one_line("--occupied", &s, &e);
        }
    }
}
