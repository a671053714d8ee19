//! The Polyglot keys read by the library's own functions, against the book format's published
//! keys: positions from its description, built here from a FEN placement, castling rights, an
//! en-passant file and the side to move, without the move generator (perft checks the same
//! vectors through its positions, and python-chess's keys besides).
#![cfg(feature = "zobrist")]

use chess_lut::zobrist::{castling_key, en_passant_key, piece_key, white_to_move};
use chess_lut::{Color, File, Pieces, Square};

/// The key of a position: every piece, the castling rights as `KQkq` letters, the en-passant
/// file where a pawn of the side to move could capture, and the side to move.
fn key(placement: &str, castling: &str, en_passant: Option<File>, white: bool) -> u64 {
    let pieces: Pieces = placement.parse().unwrap();
    let mut key = 0;
    for sq in Square::ALL {
        if let Some((color, piece)) = pieces.piece_on(sq) {
            key ^= piece_key(color, piece, sq);
        }
    }
    for c in castling.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        key ^= castling_key(color, c.eq_ignore_ascii_case(&'q'));
    }
    if let Some(file) = en_passant {
        key ^= en_passant_key(file);
    }
    if white {
        key ^= white_to_move();
    }
    key
}

#[test]
fn the_published_keys() {
    let cases = [
        // the start position
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "KQkq",
            None,
            true,
            0x463b_9618_1691_fc9c,
        ),
        // e2e4 d7d5 e4e5 f7f5: the white pawn on e5 could take on f6
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR",
            "KQkq",
            Some(File::F),
            true,
            0x22a4_8b5a_8e47_ff78,
        ),
        // ... e1e2: White has lost both rights
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR",
            "kq",
            None,
            false,
            0x652a_607c_a3f2_42c1,
        ),
        // ... e8f7: nobody can castle
        (
            "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR",
            "",
            None,
            true,
            0x00fd_d303_c946_bdd9,
        ),
        // a2a4 b7b5 h2h4 b5b4 c2c4: the black pawn on b4 could take on c3
        (
            "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR",
            "KQkq",
            Some(File::C),
            false,
            0x3c81_23ea_7b06_7637,
        ),
        // ... b4c3 a1a3: White's queen-side rook has moved
        (
            "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR",
            "Kkq",
            None,
            false,
            0x5c3f_9b82_9b27_9560,
        ),
    ];
    for (placement, castling, en_passant, white, expected) in cases {
        assert_eq!(
            key(placement, castling, en_passant, white),
            expected,
            "{placement} {castling} {en_passant:?} white to move: {white}"
        );
    }
}

/// Each of the 781 keys is read from its own entry: no two arguments share one.
#[test]
fn every_entry_read_once() {
    let mut keys: Vec<u64> = Vec::new();
    for color in [Color::White, Color::Black] {
        for piece in chess_lut::Piece::ALL {
            keys.extend(Square::ALL.map(|sq| piece_key(color, piece, sq)));
        }
        keys.extend([castling_key(color, false), castling_key(color, true)]);
    }
    keys.extend(File::ALL.map(en_passant_key));
    keys.push(white_to_move());
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!((keys.len(), sorted.len()), (781, 781));
    let mut table = chess_lut::tables::POLYGLOT_RANDOM.to_vec();
    table.sort_unstable();
    assert_eq!(sorted, table, "the keys are the table's, each once");
}
