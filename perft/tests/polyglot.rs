//! `Position::polyglot_key` against the Polyglot book format's own test vectors (its
//! description lists the start position and eight positions after a few moves, en passant
//! among them), and against python-chess's `chess.polyglot.zobrist_hash` on 500 positions of
//! seeded random games (`tests/data/polyglot.tsv`, written by `scripts/polyglot_data.py`).

use chess_lut_perft::Position;

/// The moves from the start, and the key the format's description gives the position after
/// them.
const VECTORS: [(&str, u64); 9] = [
    ("", 0x463b_9618_1691_fc9c),
    ("e2e4", 0x823c_9b50_fd11_4196),
    ("e2e4 d7d5", 0x0756_b944_61c5_0fb0),
    ("e2e4 d7d5 e4e5", 0x662f_afb9_65db_29d4),
    ("e2e4 d7d5 e4e5 f7f5", 0x22a4_8b5a_8e47_ff78),
    ("e2e4 d7d5 e4e5 f7f5 e1e2", 0x652a_607c_a3f2_42c1),
    ("e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", 0x00fd_d303_c946_bdd9),
    ("a2a4 b7b5 h2h4 b5b4 c2c4", 0x3c81_23ea_7b06_7637),
    ("a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", 0x5c3f_9b82_9b27_9560),
];

fn after(moves: &str) -> Position {
    moves
        .split_whitespace()
        .fold(Position::start(), |pos, uci| {
            pos.play(pos.parse_move(uci).unwrap_or_else(|e| panic!("{e}")))
        })
}

#[test]
fn the_formats_test_vectors() {
    for (moves, key) in VECTORS {
        assert_eq!(after(moves).polyglot_key(), key, "after {moves:?}");
    }
}

/// After e2e4 d7d5 e4e5 f7f5 the en-passant file is hashed (the e5 pawn may take on f6); after
/// a2a4 b7b5 h2h4 b5b4 c2c4 too (b4 takes on c3). After e2e4 alone it is not: no black pawn
/// stands beside e4, though the FEN has e3.
#[test]
fn the_en_passant_file_only_where_a_pawn_can_take() {
    let e4 = after("e2e4");
    assert_eq!(e4.en_passant().map(|s| s.to_string()), Some("e3".into()));
    let without = Position::from_fen(&e4.to_string().replace(" e3 ", " - "), false).unwrap();
    assert_eq!(e4.polyglot_key(), without.polyglot_key());
    let f5 = after("e2e4 d7d5 e4e5 f7f5");
    let without = Position::from_fen(&f5.to_string().replace(" f6 ", " - "), false).unwrap();
    assert_ne!(f5.polyglot_key(), without.polyglot_key());
}

#[test]
fn python_chess_agrees_on_random_game_positions() {
    let data = include_str!("data/polyglot.tsv");
    let mut n = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let (fen, key) = line.split_once('\t').expect("FEN, tab, key");
        let key = u64::from_str_radix(key.trim_start_matches("0x"), 16).expect("a hex key");
        let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.polyglot_key(), key, "{fen}");
        n += 1;
    }
    assert!(n >= 500, "{n} positions");
}
