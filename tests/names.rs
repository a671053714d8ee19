//! The texts of the small enums: `Display` and `FromStr` read back what they write, the names
//! parse too, and anything else is an error with a clear message, never a panic.

use std::fmt::Display;
use std::str::FromStr;

use chess_lut::{Attacker, Color, LineKind, Piece};

/// Every value round-trips through its text and its name; every short string either parses or
/// is an error whose message says what was expected.
fn round_trips<T>(all: &[T], name: fn(T) -> &'static str, expected: &str)
where
    T: Copy + PartialEq + std::fmt::Debug + Display + FromStr,
    T::Err: Display + std::fmt::Debug,
{
    let mut texts = Vec::new();
    for &x in all {
        let text = x.to_string();
        assert_eq!(text.parse::<T>().ok(), Some(x), "{x:?} from {text:?}");
        assert_eq!(
            name(x).parse::<T>().ok(),
            Some(x),
            "{x:?} from {:?}",
            name(x)
        );
        assert_eq!(
            name(x).to_uppercase().parse::<T>().ok(),
            Some(x),
            "{x:?} from its name in capitals"
        );
        texts.push(text);
    }
    texts.sort();
    texts.dedup();
    assert_eq!(texts.len(), all.len(), "two values share a text");
    // every string of up to two printable ASCII characters, and some rubbish
    let printable: Vec<char> = (' '..='~').collect();
    let mut inputs: Vec<String> =
        vec![String::new(), "♔".into(), "queen ".into(), "x".repeat(1000)];
    for &a in &printable {
        inputs.push(a.to_string());
        for &b in &printable {
            inputs.push(format!("{a}{b}"));
        }
    }
    for input in inputs {
        if let Err(e) = input.parse::<T>() {
            let message = e.to_string();
            assert!(message.contains(expected), "{input:?}: {message}");
        }
    }
}

#[test]
fn colours() {
    round_trips(&Color::ALL, Color::name, "white or black");
    assert_eq!(Color::White.to_string(), "w");
    assert_eq!("B".parse(), Ok(Color::Black));
    assert!("wb".parse::<Color>().is_err());
}

#[test]
fn pieces() {
    round_trips(&Piece::ALL, Piece::name, "p, n, b, r, q, k");
    let letters: String = Piece::ALL.iter().map(|p| p.to_string()).collect();
    assert_eq!(letters, "pnbrqk");
    assert_eq!("K".parse(), Ok(Piece::King));
    assert_eq!("Knight".parse(), Ok(Piece::Knight));
    assert!("kn".parse::<Piece>().is_err());
}

#[test]
fn attackers() {
    round_trips(&Attacker::ALL, Attacker::name, "white-pawn");
    let letters: String = Attacker::ALL.iter().map(|a| a.to_string()).collect();
    assert_eq!(letters, "pPNBRQK");
    // the case of a pawn's letter is its colour; the others read either case
    assert_eq!("p".parse(), Ok(Attacker::BlackPawn));
    assert_eq!("P".parse(), Ok(Attacker::WhitePawn));
    assert_eq!("n".parse(), Ok(Attacker::Knight));
    assert_eq!("Black_Pawn".parse(), Ok(Attacker::BlackPawn));
    assert!("pawn".parse::<Attacker>().is_err());
}

#[test]
fn line_kinds() {
    round_trips(
        &LineKind::ALL,
        LineKind::name,
        "rank, file, diagonal or anti-diagonal",
    );
    assert_eq!("ANTI_DIAGONAL".parse(), Ok(LineKind::AntiDiagonal));
    assert_eq!("antidiagonal".parse(), Ok(LineKind::AntiDiagonal));
    assert!("anti diagonal".parse::<LineKind>().is_err());
}
