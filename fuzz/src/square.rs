//! `Square`: its name (`e4`, either case) and its index.

use chess_lut::Square;

use crate::input::{assert_one_line, text};

/// A square name is a file letter `a`-`h` (either case) and a rank digit `1`-`8`, nothing else:
/// the reading of a square that the parser must agree with.
fn oracle(s: &str) -> Option<(u8, u8)> {
    match s.as_bytes() {
        &[f @ (b'a'..=b'h' | b'A'..=b'H'), r @ b'1'..=b'8'] => {
            Some((f.to_ascii_lowercase() - b'a', r - b'1'))
        }
        _ => None,
    }
}

/// The bytes as a square name, and each byte as a square index.
pub fn check(data: &[u8]) {
    let s = text(data);
    let parsed = s.parse::<Square>();
    match (&parsed, oracle(&s)) {
        (Ok(sq), Some((file, rank))) => {
            assert_eq!((sq.file(), sq.rank()), (file, rank), "{s:?} read as {sq}");
            assert_eq!(sq.to_string().parse(), Ok(*sq), "{sq} does not read back");
            assert_eq!(Square::from_index(sq.index() as u8), Some(*sq));
        }
        (Err(e), None) => assert_one_line("square", &s, &e.to_string()),
        (parsed, oracle) => {
            panic!("square {s:?}: parsed {parsed:?}, but a square name reads {oracle:?}")
        }
    }
    assert_eq!(
        chess_lut_cli::args::square(&s).ok(),
        parsed.ok(),
        "the command reads {s:?} differently"
    );
    for &index in data {
        match Square::from_index(index) {
            Some(sq) => assert!(index < 64 && sq.index() == usize::from(index)),
            None => assert!(index >= 64, "index {index} has no square"),
        }
        // the engine's side of the boundary: an error, never a panic, past 63
        let wide = u32::from(index) * 257;
        assert_eq!(
            Square::try_from(index).ok(),
            Square::from_index(index),
            "{index}"
        );
        assert_eq!(Square::try_from(wide).is_ok(), wide < 64, "{wide}");
        assert_eq!(
            Square::try_from(usize::from(index)).map(u8::from).ok(),
            Square::from_index(index).map(u8::from)
        );
    }
}
