//! `Position`: a whole FEN (standard castling, X-FEN and Shredder-FEN), read in standard chess
//! and in Chess960, against shakmaty's reading of the same text.

use chess_lut_perft::Position;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, PositionError};

use crate::input::{assert_one_line, text};

/// The castling mode of shakmaty for ours.
pub(crate) fn mode(chess960: bool) -> CastlingMode {
    if chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    }
}

/// shakmaty's position for `fen`, or `None` where it refuses it. Where it only objects that the
/// material or the check could not arise in a game (which move generation does not care
/// about, and which we do not refuse), it is taken anyway.
pub(crate) fn shakmaty_position(fen: &str, chess960: bool) -> Option<Chess> {
    let setup: Fen = Fen::from_ascii(fen.as_bytes()).ok()?;
    setup
        .into_position(mode(chess960))
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .ok()
}

/// Whether shakmaty reads `fen` without objecting to anything and writes it back unchanged.
fn canonical(fen: &str, chess960: bool) -> bool {
    Fen::from_ascii(fen.as_bytes())
        .ok()
        .and_then(|setup| setup.into_position::<Chess>(mode(chess960)).ok())
        .is_some_and(|pos| shakmaty_fen(&pos) == fen)
}

/// shakmaty's FEN of a position, the en-passant square written after every double push, as
/// ours is.
pub(crate) fn shakmaty_fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Always).to_string()
}

/// The bytes as a FEN, in both castling modes.
pub fn check(data: &[u8]) {
    let s = text(data);
    for chess960 in [false, true] {
        check_mode(&s, chess960);
    }
}

fn check_mode(s: &str, chess960: bool) {
    match Position::from_fen(s, chess960) {
        Ok(pos) => {
            assert_eq!(pos.is_chess960(), chess960);
            let written = pos.to_string();
            let again = Position::from_fen(&written, chess960);
            assert_eq!(
                again.as_ref().ok(),
                Some(&pos),
                "FEN {s:?} (chess960 {chess960}) is written {written:?}, which reads as {again:?}"
            );
            let Some(theirs) = shakmaty_position(&written, chess960) else {
                panic!(
                    "FEN {s:?} (chess960 {chess960}) accepted as {written:?}, which shakmaty refuses"
                );
            };
            assert_eq!(
                shakmaty_fen(&theirs),
                written,
                "FEN {s:?} (chess960 {chess960}): shakmaty reads our {written:?} as another position"
            );
        }
        Err(e) => {
            // a FEN that shakmaty reads without objection and writes back as it was (so none
            // of the leniencies where we are stricter: counters of 0 or past 2^32, a right
            // given twice, a trailing '/', crazyhouse's '~') we read too
            if canonical(s, chess960) {
                panic!("FEN {s:?} (chess960 {chess960}) refused, but shakmaty reads it: {e}");
            }
            let message = e.to_string();
            assert_one_line("FEN", s, &message);
            assert!(
                ["FEN field", "a FEN has", "illegal position"]
                    .iter()
                    .any(|start| message.starts_with(start)),
                "FEN {s:?} refused without naming the field or the rule: {message}"
            );
        }
    }
}
