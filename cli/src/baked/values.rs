//! A value of a description as the command shows it: text, a bitboard, a number.

use chess_lut::Bitboard;
use serde_json::Value;

/// A value as the text board writes it: a number, `yes`/`no`, or the source of a value of the
/// engine's own type.
pub(super) fn plain(v: &Value) -> String {
    match v {
        // 64-bit values in hex, all sixteen digits
        Value::String(s) => match s.strip_prefix("0x").map(|h| u64::from_str_radix(h, 16)) {
            Some(Ok(v)) => format!("{v:#018x}"),
            _ => s.clone(),
        },
        other => other.to_string(),
    }
}

/// A set's bitboard from its hex text.
pub(super) fn bitboard(v: &Value) -> Option<Bitboard> {
    let hex = v.as_str()?.strip_prefix("0x")?;
    u64::from_str_radix(hex, 16).ok().map(Bitboard)
}

/// A number's value, for a board of numbers: a float's infinities are written as text (the
/// 64-bit integers written in hex never reach a board).
pub(super) fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) if s == "inf" => Some(f64::INFINITY),
        Value::String(s) if s == "-inf" => Some(f64::NEG_INFINITY),
        _ => None,
    }
}
