//! The Polyglot Zobrist keys: data, not computed (`crate::polyglot`), laid out with a labelled
//! row per piece kind and rank, then the castling, en-passant and side-to-move keys; and their
//! cuckoo tables of reversible moves, through the bake API as an engine bakes its own.

use super::declared::{Declared, cuckoo};
use crate::bake::Cuckoo;
use crate::polyglot::RANDOM64;
use crate::table::{Elem, Row, Static, lines};
use chess_lut_types::{Color, Piece, Square};

/// The piece kinds in Polyglot's order: `2 * (piece - 1) + white`, pawn first.
const KINDS: [&str; 12] = [
    "black pawn",
    "white pawn",
    "black knight",
    "white knight",
    "black bishop",
    "white bishop",
    "black rook",
    "white rook",
    "black queen",
    "white queen",
    "black king",
    "white king",
];

/// The table, in the order of the format.
pub fn tables() -> Vec<Static> {
    let mut rows: Vec<Row> = KINDS
        .iter()
        .map(|kind| Row::Group {
            label: (*kind).into(),
            rows: lines(8, 8, false, |r| format!("{kind}, rank {}", r + 1)),
        })
        .collect();
    rows.push(Row::Line {
        label: "castling: white king side, white queen side, black king side, black queen side"
            .into(),
        len: 4,
        array: false,
    });
    rows.push(Row::Line {
        label: "en passant: files a to h".into(),
        len: 8,
        array: false,
    });
    rows.push(Row::Line {
        label: "white to move".into(),
        len: 1,
        array: false,
    });
    vec![Static {
        name: "polyglot-random".into(),
        ident: "POLYGLOT_RANDOM".into(),
        shape: vec![781],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "the Polyglot book format's 781 Zobrist keys (Random64)".into(),
        doc: vec![
            "Data from the Polyglot opening book format (Fabien Letouzey; as its description by \
             Michel Van den Bergh publishes it), not computed. A position's key xors: for each \
             piece `64 * kind + square`, `kind = 2 * (piece - 1) + white` with pawn = 1 … king = 6; \
             `768..772` for each castling right held; `772 + file` for the en-passant file when a \
             pawn of the side to move stands beside the pawn that just advanced two squares; \
             `780` when White is to move."
                .into(),
        ],
        values: RANDOM64.to_vec(),
        rows,
    }]
}

/// The key of a piece on a square in Polyglot's order: entry `64 * kind + sq`, `kind` being
/// `2 * piece + white`, pawn first.
fn piece_key(color: Color, piece: Piece, sq: Square) -> u64 {
    let white = usize::from(color == Color::White);
    RANDOM64[64 * (2 * piece as usize + white) + sq as usize]
}

/// The cuckoo tables of the Polyglot keys: the reversible moves by the key a position's
/// Polyglot key changes by, White to move's key (entry 780) their side key.
pub fn polyglot_cuckoo() -> Declared {
    cuckoo(
        Cuckoo::new("polyglot_cuckoo", piece_key, RANDOM64[780])
            .doc(
                "The reversible move a Polyglot key difference stands for, from cuckoo tables \
                 of the Polyglot keys in Stockfish's layout: what an upcoming-repetition test \
                 (Stockfish's `upcoming_repetition`) asks of the difference between the \
                 position's key and an earlier one's.\n\n\
                 ```\n\
                 use chess_lut::{Color::White, Piece::Knight, Square::*, polyglot_cuckoo};\n\
                 use chess_lut::zobrist::{piece_key, white_to_move};\n\
                 let key = piece_key(White, Knight, G1) ^ piece_key(White, Knight, F3) ^ white_to_move();\n\
                 assert_eq!(polyglot_cuckoo(key), Some((G1, F3)));\n\
                 assert_eq!(polyglot_cuckoo(key ^ 1), None);\n\
                 ```",
            )
            .twin("crate::zobrist::piece_key", "crate::zobrist::white_to_move"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_cover_the_781_keys() {
        let t = &tables()[0];
        assert_eq!(t.rows.iter().map(Row::values).sum::<usize>(), 781);
        // the first key of the format (black pawn on a1) and the side-to-move key
        assert_eq!(t.values[0], 0x9D39_247E_3377_6D41);
        assert_eq!(t.values[780], 0xF8D6_26AA_AF27_8509);
    }
}
