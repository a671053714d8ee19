//! The move generator against shakmaty, an independent one: from a fuzzed position (a FEN's
//! text, a board built from the bytes, a standard position or a Chess960 start), a game whose
//! moves the bytes choose; at every position of it, the legal moves (as UCI, in the game's
//! castling notation), the position after each (as FEN) and perft to depth 2 must be
//! shakmaty's.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, Ordering};

use chess_lut::{Color, Piece, Pieces, Square};
use chess_lut_perft::{Choice, Position, STANDARD_POSITIONS, choices, legal_moves};
use shakmaty::{Chess, Position as _};

use crate::fen::{mode, shakmaty_fen, shakmaty_position};
use crate::input::{Bytes, text};

/// How many positions this process compared with shakmaty (the long runs report it).
pub static POSITIONS: AtomicU64 = AtomicU64::new(0);

/// The longest game played from one input.
const PLIES: usize = 48;

/// The first byte: bit 0 plays Chess960, bits 1-2 pick where the position comes from, the
/// rest picks the generator's geometry; then the position's bytes, then one byte per move.
pub fn check(data: &[u8]) {
    let mut bytes = Bytes(data);
    let flags = bytes.byte();
    let mut chess960 = flags & 1 != 0;
    let fen = match flags >> 1 & 3 {
        0 => {
            // a FEN's text up to the first line break
            let end = bytes
                .0
                .iter()
                .position(|&b| b == b'\n')
                .unwrap_or(bytes.0.len());
            let fen = text(&bytes.0[..end]).into_owned();
            bytes.0 = bytes.0.get(end + 1..).unwrap_or(&[]);
            fen
        }
        1 => built(&mut bytes, chess960),
        2 => STANDARD_POSITIONS[usize::from(bytes.byte()) % STANDARD_POSITIONS.len()]
            .1
            .to_string(),
        _ => {
            chess960 = true;
            let n = u16::from_le_bytes([bytes.byte(), bytes.byte()]) % 960;
            Position::chess960(n).expect("0 to 959").to_string()
        }
    };
    let all = choices();
    let choice = &all[usize::from(flags >> 3) % all.len()];
    let (Ok(mut ours), Some(mut theirs)) = (
        Position::from_fen(&fen, chess960),
        shakmaty_position(&fen, chess960),
    ) else {
        return;
    };
    for _ in 0..PLIES {
        let moves = compare(&ours, &theirs, choice);
        if moves.is_empty() || bytes.is_empty() {
            return;
        }
        let (mine, uci) = &moves[usize::from(bytes.byte()) % moves.len()];
        theirs = shakmaty_child(&theirs, uci, ours.is_chess960());
        ours = ours.play(*mine);
    }
}

/// A board from the bytes: the kings, up to 31 more pieces, the side to move, castling rights
/// and an en-passant square that may or may not make sense: both readers judge it.
fn built(bytes: &mut Bytes<'_>, chess960: bool) -> String {
    let square = |b: u8| Square::ALL[usize::from(b % 64)];
    let mut pieces = Pieces::EMPTY
        .with(Color::White, Piece::King, square(bytes.byte()))
        .with(Color::Black, Piece::King, square(bytes.byte()));
    for _ in 0..bytes.byte() % 32 {
        let (code, sq) = (bytes.byte(), square(bytes.byte()));
        let color = if code & 1 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let piece = Piece::ALL[usize::from(code >> 1) % 5]; // no third king
        if pieces.piece_on(sq).is_none() {
            pieces = pieces.with(color, piece, sq);
        }
    }
    let side = if bytes.byte() & 1 == 0 { 'w' } else { 'b' };
    let rights = bytes.byte();
    let mut castling = String::new();
    for (bit, letter) in (0..).zip(['K', 'Q', 'k', 'q']) {
        if rights >> bit & 1 != 0 {
            castling.push(letter);
        }
    }
    if chess960 {
        // Shredder-FEN: a rook's file instead, where the next bits say so
        for (bit, a) in (4..).zip([b'A', b'a']) {
            if rights >> bit & 1 != 0 {
                castling.push(char::from(a + bytes.byte() % 8));
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let ep = match bytes.byte() {
        b @ 0..16 => format!("{}{}", char::from(b'a' + b % 8), if b < 8 { 3 } else { 6 }),
        _ => "-".into(),
    };
    format!("{pieces} {side} {castling} {ep} 0 1")
}

/// Compares the legal moves here, the position after each and the number of legal moves there
/// (perft 2); gives ours with their UCI text.
fn compare(
    ours: &Position,
    theirs: &Chess,
    choice: &Choice,
) -> Vec<(chess_lut_perft::Move, String)> {
    let n = POSITIONS.fetch_add(1, Ordering::Relaxed) + 1;
    if n.is_multiple_of(100_000) {
        // the long runs' count of positions compared (libFuzzer's log keeps it)
        eprintln!("movegen: {n} positions compared with shakmaty");
    }
    let chess960 = ours.is_chess960();
    let fen = ours.to_string();
    assert_eq!(
        shakmaty_fen(theirs),
        fen,
        "the same position, written differently"
    );
    let moves: Vec<_> = legal_moves(ours)
        .into_iter()
        .map(|m| (m, m.uci(chess960).to_string()))
        .collect();
    let mine: BTreeSet<&str> = moves.iter().map(|(_, u)| u.as_str()).collect();
    let mode = mode(chess960);
    let legal = theirs.legal_moves();
    let their: BTreeSet<String> = legal.iter().map(|m| m.to_uci(mode).to_string()).collect();
    let their: BTreeSet<&str> = their.iter().map(String::as_str).collect();
    assert_eq!(
        mine, their,
        "{fen}: legal moves differ (ours, then shakmaty's; chess960 {chess960})"
    );
    assert_eq!(mine.len(), moves.len(), "{fen}: a move generated twice");
    let mut perft2 = 0;
    for (m, uci) in &moves {
        let child = ours.play(*m);
        let their_child = shakmaty_child(theirs, uci, chess960);
        let written = child.to_string();
        assert_eq!(
            written,
            shakmaty_fen(&their_child),
            "{fen}: after {uci}, ours then shakmaty's"
        );
        assert_eq!(
            Position::from_fen(&written, chess960).as_ref(),
            Ok(&child),
            "{fen}: after {uci}, {written} does not read back"
        );
        let n = (choice.perft)(&child, 1);
        assert_eq!(
            n,
            their_child.legal_moves().len() as u64,
            "{fen}: after {uci}, legal moves with --sliders {} --geometry {}",
            choice.sliders,
            choice.geometry
        );
        perft2 += n;
    }
    assert_eq!(
        (choice.perft)(ours, 2),
        perft2,
        "{fen}: perft 2 is not the sum of its moves' counts"
    );
    moves
}

/// shakmaty's position after the move written `uci`.
fn shakmaty_child(pos: &Chess, uci: &str, chess960: bool) -> Chess {
    let m = uci
        .parse::<shakmaty::uci::UciMove>()
        .ok()
        .and_then(|u| u.to_move(pos).ok())
        .unwrap_or_else(|| panic!("shakmaty cannot play {uci} (chess960 {chess960})"));
    let mut child = pos.clone();
    child.play_unchecked(m);
    child
}
