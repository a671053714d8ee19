//! Every number and board the command reads from its arguments, each read by one function that
//! refuses anything else with one line saying what was expected. The tables' own arguments
//! (squares, colours, pieces, line kinds) are read by the library's `FromStr`s.

use chess_lut::{Bitboard, Pieces, Square};
use chess_lut_perft::Code;

/// `s` parsed as a `T`, or an error naming what was expected: `bad square "e9": …`.
pub fn parse<T: std::str::FromStr>(what: &str, s: &str) -> Result<T, String>
where
    T::Err: std::fmt::Display,
{
    s.parse().map_err(|e| format!("bad {what} {s:?}: {e}"))
}

/// A square name, or an error saying what a square looks like.
///
/// ```
/// use chess_lut::Square;
/// assert_eq!(chess_lut_cli::args::square("E4"), Ok(Square::E4));
/// assert!(chess_lut_cli::args::square("e9").unwrap_err().starts_with("bad square \"e9\""));
/// ```
pub fn square(s: &str) -> Result<Square, String> {
    parse("square", s)
}

/// The argument `typed` of a lookup's axis, read as the value the lookup takes: a square (for a
/// square's file or rank too), a colour, a piece, a line kind, a slider, or a number of the
/// axis's range (of its whole type where the lookup answers `outside` it); or a line saying what
/// was expected. No index between: a square read is the square asked.
///
/// ```
/// use chess_lut::relations::{Axis, AxisKind, Value};
/// use chess_lut::tables::Integers;
/// use chess_lut::Square;
/// use chess_lut_cli::args::value;
/// let file = Axis::new(AxisKind::FileOf, "sq");
/// assert_eq!(value(file, false, "c7"), Ok(Value::Square(Square::C7)));
/// let ring = Axis::range("distance", Integers { ty: "u8", start: 0, end: 7 });
/// assert_eq!(value(ring, true, "9"), Ok(Value::Number(9)));
/// assert_eq!(value(ring, false, "9").unwrap_err(), "bad distance \"9\": from 0 to 7");
/// assert!(value(Axis::new(AxisKind::Slider, "s"), false, "knight").unwrap_err().starts_with("bad slider"));
/// ```
pub fn value(
    axis: chess_lut::relations::Axis<&str>,
    outside: bool,
    typed: &str,
) -> Result<chess_lut::relations::Value, String> {
    use chess_lut::relations::{AxisKind, Value};
    if axis.integers.is_some() {
        let n = axis.number(typed, outside)?;
        return i64::try_from(n)
            .map(Value::Number)
            .map_err(|_| format!("no lookup of chess-lut's takes {n}"));
    }
    Ok(match axis.kind.argument() {
        AxisKind::Square => Value::Square(square(typed)?),
        AxisKind::Color => Value::Color(parse("colour", typed)?),
        AxisKind::Attacker => Value::Attacker(parse("piece", typed)?),
        AxisKind::LineKind => Value::LineKind(parse("line kind", typed)?),
        AxisKind::Slider => match typed.parse::<chess_lut::Piece>() {
            Ok(
                p @ (chess_lut::Piece::Rook | chess_lut::Piece::Bishop | chess_lut::Piece::Queen),
            ) => Value::Slider(p),
            _ => {
                return Err(format!(
                    "bad slider {typed:?}: expected rook, bishop or queen (or R, B, Q)"
                ));
            }
        },
        _ => return Err(format!("no lookup of chess-lut's takes {}", axis.what())),
    })
}

/// An occupancy: a hex bitboard (`0x0000_0000_1000_0000`, `0x` needed, `_` allowed) or the
/// piece placement field of a FEN (`rnbqkbnr/pppppppp/8/…`; anything after a space is
/// ignored, so a whole FEN does).
///
/// ```
/// use chess_lut::{Bitboard, Square};
/// use chess_lut_cli::args::occupancy;
/// assert_eq!(occupancy("0x0000_0000_1000_0000"), Ok(Square::E4.bitboard()));
/// assert_eq!(occupancy("8/8/8/8/4P3/8/8/8 w - - 0 1"), Ok(Square::E4.bitboard()));
/// assert!(occupancy("0x1_0000_0000_0000_0000").unwrap_err().contains("more than 64 bits"));
/// ```
pub fn occupancy(s: &str) -> Result<Bitboard, String> {
    let s = s.trim();
    if s.starts_with("0x") || s.starts_with("0X") {
        return s
            .parse::<Bitboard>()
            .map_err(|e| format!("bad occupancy {s:?}: not a 64-bit hex number ({e})"));
    }
    s.parse::<Pieces>().map(|p| p.occupied()).map_err(|e| {
        format!(
            "bad occupancy {s:?}: not a hex bitboard like 0x0000_0000_1000_0000, nor a FEN piece placement ({e})"
        )
    })
}

/// The position of `--fen` (the start position if none), read in standard chess or Chess960,
/// with the UCI moves of `--moves` played from it; an error names the field of the FEN or the
/// move that is wrong.
///
/// ```
/// use chess_lut_cli::args::position;
/// let moves = ["e2e4".to_string(), "e7e5".to_string()];
/// assert_eq!(position(None, false, &moves).unwrap().to_string(),
///            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
/// assert!(position(None, false, &["e2e5".to_string()]).unwrap_err().starts_with("move 1 of --moves"));
/// ```
pub fn position(
    fen: Option<&str>,
    chess960: bool,
    moves: &[String],
) -> Result<chess_lut_perft::Position, String> {
    let fen = fen.unwrap_or(chess_lut_perft::START_FEN);
    let mut pos =
        chess_lut_perft::Position::from_fen(fen, chess960).map_err(|e| format!("bad FEN: {e}"))?;
    for (i, uci) in moves.iter().enumerate() {
        let mv = pos
            .parse_move(uci)
            .map_err(|e| format!("move {} of --moves ({uci:?}): {e}", i + 1))?;
        pos = pos.play(mv);
    }
    Ok(pos)
}

/// The deepest `perft` the command counts: 15 plies is already beyond any machine's patience.
pub const MAX_DEPTH: u32 = 15;

/// `perft`'s depth: plies from 0 to [`MAX_DEPTH`], in decimal digits.
///
/// ```
/// use chess_lut_cli::args::depth;
/// assert_eq!(depth("6"), Ok(6));
/// assert!(depth("16").is_err() && depth("-1").is_err() && depth("+6").is_err());
/// ```
pub fn depth(s: &str) -> Result<u32, String> {
    digits(s)
        .and_then(|d| d.parse().ok())
        .filter(|&d| d <= MAX_DEPTH)
        .ok_or_else(|| format!("bad depth {s:?}: a number of plies from 0 to {MAX_DEPTH}"))
}

/// The most threads `perft` starts: far more than any machine's cores, few enough that a typo
/// does not start millions.
pub const MAX_THREADS: usize = 1024;

/// `perft --threads`: from 1 to [`MAX_THREADS`], in decimal digits.
///
/// ```
/// use chess_lut_cli::args::threads;
/// assert_eq!(threads("2").map(|n| n.get()), Ok(2));
/// assert_eq!(threads("1024").map(|n| n.get()), Ok(1024));
/// for bad in ["0", "1025", "-1", "+2", " 2", "2.0", "0x2", ""] {
///     assert!(threads(bad).is_err(), "{bad:?}");
/// }
/// ```
pub fn threads(s: &str) -> Result<std::num::NonZeroUsize, String> {
    digits(s)
        .and_then(|d| d.parse().ok())
        .filter(|&n| n <= MAX_THREADS)
        .and_then(std::num::NonZeroUsize::new)
        .ok_or_else(|| format!("bad --threads {s:?}: a number of threads from 1 to {MAX_THREADS}"))
}

/// `--code` of `perft` and `bench`: `build` or `bmi2`, which this CPU and build must run; the
/// fastest they run if not given.
///
/// ```
/// use chess_lut_cli::args::code;
/// use chess_lut_perft::Code;
/// assert_eq!(code(None), Ok(Code::fastest()));
/// assert_eq!(code(Some("build")), Ok(Code::Build));
/// assert_eq!(code(Some("bmi2")).is_ok(), Code::Bmi2.is_available());
/// for bad in ["BMI2", "", "bmi2 ", "native"] {
///     assert!(code(Some(bad)).is_err(), "{bad:?}");
/// }
/// ```
pub fn code(s: Option<&str>) -> Result<Code, String> {
    let Some(s) = s else {
        return Ok(Code::fastest());
    };
    parse::<Code>("--code", s)?.available()
}

/// The longest `chess-lut bench` runs: an hour.
pub const MAX_BENCH_SECONDS: f64 = 3600.0;

/// The longest `magics --search` runs: a week.
pub const MAX_SEARCH_SECONDS: f64 = 7.0 * 24.0 * 3600.0;

/// A duration in seconds for `flag`: a decimal number above 0 and at most `max` (fractions
/// allowed, no exponent, no `inf` or `NaN`).
///
/// ```
/// use chess_lut_cli::args::seconds;
/// assert_eq!(seconds("--seconds", "2.5", 3600.0), Ok(2.5));
/// for bad in ["0", "-1", "inf", "NaN", "1e3", "3601", ""] {
///     assert!(seconds("--seconds", bad, 3600.0).is_err(), "{bad}");
/// }
/// ```
pub fn seconds(flag: &str, s: &str, max: f64) -> Result<f64, String> {
    let t = s.trim();
    let (whole, fraction) = t.split_once('.').unwrap_or((t, ""));
    let decimal = !whole.is_empty() || !fraction.is_empty();
    let decimal = decimal
        && whole.bytes().all(|b| b.is_ascii_digit())
        && fraction.bytes().all(|b| b.is_ascii_digit());
    match t.parse::<f64>() {
        Ok(v) if decimal && v > 0.0 && v <= max => Ok(v),
        _ => Err(format!(
            "bad {flag} {s:?}: give the time to spend in seconds, above 0 and at most {max} (e.g. 20 or 2.5)"
        )),
    }
}

/// A search's seed, a 64-bit number in decimal or in hex after `0x` (`_` allowed there),
/// for `flag`.
///
/// ```
/// use chess_lut_cli::args::seed;
/// assert_eq!(seed("--seed", "0x5EED"), Ok(0x5EED));
/// assert_eq!(seed("--seed", "42"), Ok(42));
/// assert!(seed("--seed", "0x1_0000_0000_0000_0000").is_err());
/// assert!(seed("--seed", "+42").is_err() && seed("--seed", "0x").is_err());
/// ```
pub fn seed(flag: &str, s: &str) -> Result<u64, String> {
    let value = if s.starts_with("0x") || s.starts_with("0X") {
        // the bitboard's hex, without the drawn board it also reads (or the space it trims)
        let spaced = s.contains(char::is_whitespace);
        s.parse::<Bitboard>()
            .ok()
            .filter(|_| !spaced)
            .map(u64::from)
    } else {
        digits(s).and_then(|d| d.parse().ok())
    };
    value.ok_or_else(|| format!("bad {flag} {s:?}: a number (decimal, or hex after 0x)"))
}

/// `s` when it is one or more ASCII digits and nothing else (no sign, no space).
fn digits(s: &str) -> Option<&str> {
    (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn occupancies() {
        let start = occupancy("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(start, Bitboard(0xFFFF_0000_0000_FFFF));
        for bad in [
            "",
            "0x",
            "0xZZ",
            "0x+5",
            "8/8/8",
            "9/8/8/8/8/8/8/8",
            "7/8/8/8/8/8/8/8",
            "x7/8/8/8/8/8/8/8",
            "ppppppppp/8/8/8/8/8/8/8",
            "888888888888888888888888888888888/8/8/8/8/8/8/8",
        ] {
            let err = occupancy(bad).unwrap_err();
            assert!(err.starts_with("bad occupancy"), "{bad:?}: {err}");
        }
    }

    #[test]
    fn depths() {
        assert_eq!(depth("0"), Ok(0));
        assert_eq!(depth("15"), Ok(MAX_DEPTH));
        assert_eq!(depth("007"), Ok(7));
        for bad in ["", " 6", "6 ", "16", "4294967296", "six", "+1", "-0", "1.0"] {
            let err = depth(bad).unwrap_err();
            assert!(err.contains("from 0 to 15"), "{bad:?}: {err}");
        }
    }

    #[test]
    fn durations() {
        assert_eq!(seconds("--seconds", "20", 3600.0), Ok(20.0));
        assert_eq!(seconds("--seconds", " .5 ", 3600.0), Ok(0.5));
        assert_eq!(seconds("--seconds", "3600", 3600.0), Ok(3600.0));
        assert_eq!(seconds("--seconds", "7.", 3600.0), Ok(7.0));
        // the command's limits: an hour of bench, a week of search
        assert_eq!(seconds("--seconds", "3600", MAX_BENCH_SECONDS), Ok(3600.0));
        assert!(seconds("--seconds", "3601", MAX_BENCH_SECONDS).is_err());
        assert_eq!(
            seconds("--search", "604800", MAX_SEARCH_SECONDS),
            Ok(604_800.0)
        );
        assert!(seconds("--search", "604801", MAX_SEARCH_SECONDS).is_err());
        for bad in [
            ".", "0.0", "+1", "1,5", "1e-3", "infinity", "3600.5", "0x10",
        ] {
            let err = seconds("--search", bad, 3600.0).unwrap_err();
            assert!(err.starts_with("bad --search"), "{bad:?}: {err}");
        }
    }

    #[test]
    fn numbers() {
        assert_eq!(seed("--seed", "0"), Ok(0));
        assert_eq!(seed("--seed", "18446744073709551615"), Ok(u64::MAX));
        assert_eq!(seed("--seed", "0xFFFF_FFFF_FFFF_FFFF"), Ok(u64::MAX));
        for bad in [
            "18446744073709551616",
            "",
            "-1",
            "0x_",
            "0xG",
            " 1",
            "0x5 ",
            "0x1 0",
        ] {
            let err = seed("--seed", bad).unwrap_err();
            assert!(err.starts_with("bad --seed"), "{bad:?}: {err}");
        }
    }
}
