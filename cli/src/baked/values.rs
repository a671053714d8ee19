//! A value of a description as the command shows it: text, a bitboard, a number.

use chess_lut::Bitboard;
use chess_lut_types::table::file::Json;

/// A value as the text board writes it: a number, `true`/`false`, or the source of a value of
/// the engine's own type; a 64-bit value in hex, all sixteen digits.
pub(super) fn plain(v: &Json) -> String {
    match v {
        Json::String(s) => match s.strip_prefix("0x").map(|h| u64::from_str_radix(h, 16)) {
            Some(Ok(v)) => format!("{v:#018x}"),
            _ => s.clone(),
        },
        other => other.to_string(),
    }
}

/// A set's bitboard from its hex text.
pub(crate) fn bitboard(v: &Json) -> Option<Bitboard> {
    let Json::String(s) = v else { return None };
    let hex = s.strip_prefix("0x")?;
    u64::from_str_radix(hex, 16).ok().map(Bitboard)
}

/// A number's value, for a board of numbers: a float's infinities are written as text (the
/// 64-bit integers written in hex never reach a board).
pub(crate) fn float(v: &Json) -> Option<f64> {
    match v {
        Json::Number(n) => n.parse().ok(),
        Json::String(s) if s == "inf" => Some(f64::INFINITY),
        Json::String(s) if s == "-inf" => Some(f64::NEG_INFINITY),
        _ => None,
    }
}
