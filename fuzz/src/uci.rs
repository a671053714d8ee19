//! Moves in UCI notation, read in a position: one at a time as `Position::parse_move` reads
//! them, and as a line, as `chess-lut perft --moves` plays them.

use chess_lut_cli::perft::{Request, run};
use chess_lut_perft::{Position, legal_moves};

use crate::fen::{shakmaty_fen, shakmaty_position};
use crate::input::{assert_one_line, text};

/// The first byte: bit 0 plays Chess960. Then a FEN's line (the start position where it is not
/// one), then the moves, separated by white space.
pub fn check(data: &[u8]) {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let chess960 = flags & 1 != 0;
    let s = text(rest);
    let (first, moves) = s.split_once('\n').unwrap_or((&s, ""));
    let start = Position::from_fen(first, chess960).unwrap_or_else(|_| {
        if chess960 {
            Position::chess960(u16::from(flags >> 1) * 7 % 960).expect("0 to 959")
        } else {
            Position::start()
        }
    });
    let start_fen = start.to_string();
    let fen = Some(start_fen.as_str());
    let words: Vec<String> = moves.split_whitespace().map(String::from).collect();

    // one at a time, going on past refusals
    let mut pos = start;
    let mut theirs = shakmaty_position(&pos.to_string(), chess960);
    let mut line_ok = Some(start);
    for (i, word) in words.iter().enumerate() {
        let legal: Vec<String> = legal_moves(&pos)
            .into_iter()
            .map(|m| m.uci(chess960).to_string())
            .collect();
        match pos.parse_move(word) {
            Ok(m) => {
                assert_eq!(
                    &m.uci(chess960).to_string(),
                    word,
                    "{pos}: {word:?} read as {m}"
                );
                assert!(
                    legal.contains(word),
                    "{pos}: {word:?} accepted, not a legal move"
                );
                pos = pos.play(m);
                if let Some(before) = &theirs {
                    let mut after = before.clone();
                    let played = word
                        .parse::<shakmaty::uci::UciMove>()
                        .ok()
                        .and_then(|u| u.to_move(before).ok())
                        .unwrap_or_else(|| panic!("{word:?} accepted; shakmaty refuses it"));
                    shakmaty::Position::play_unchecked(&mut after, played);
                    assert_eq!(shakmaty_fen(&after), pos.to_string(), "after {word}");
                    theirs = Some(after);
                }
                line_ok = line_ok.map(|_| pos);
            }
            Err(e) => {
                assert_one_line("move", word, &e);
                assert!(
                    !legal.contains(word),
                    "{pos}: the legal move {word:?} refused: {e}"
                );
                if line_ok.take().is_some() {
                    // the command stops at the first move it cannot play, and says which
                    let err = perft_line(fen, chess960, &words).unwrap_err();
                    assert_one_line("--moves", word, &err);
                    assert!(
                        err.starts_with(&format!("move {} of --moves", i + 1)),
                        "{start_fen} --moves {words:?}: {err}"
                    );
                }
            }
        }
    }
    if let Some(end) = line_ok {
        let out = perft_line(fen, chess960, &words)
            .unwrap_or_else(|e| panic!("{start_fen} --moves {words:?} refused: {e}"));
        let nodes = legal_moves(&end).len();
        assert!(
            out.starts_with(&format!("nodes {nodes} ")),
            "{start_fen} --moves {words:?}: {out}"
        );
    }
}

/// `chess-lut perft 1 [--fen FEN] [--chess960] --moves WORDS…`
fn perft_line(fen: Option<&str>, chess960: bool, words: &[String]) -> Result<String, String> {
    run(&Request {
        depth: "1",
        fen,
        chess960,
        moves: words,
        divide: false,
        sliders: Some("magic"),
        geometry: "tables",
        threads: None,
        code: None,
    })
}
