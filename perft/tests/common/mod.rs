//! shakmaty, the independent move generator the cross-checks compare with: its position from a
//! FEN and its divide, in standard or Chess960 castling.

use std::collections::BTreeMap;

use shakmaty::{CastlingMode, Chess, Position as _, fen::Fen};

/// shakmaty's position for `fen`, castling as `mode` reads it; panics with the FEN if shakmaty
/// refuses it.
pub fn shakmaty_position(fen: &str, mode: CastlingMode) -> Chess {
    let parsed: Fen = fen
        .parse()
        .unwrap_or_else(|e| panic!("shakmaty cannot read {fen}: {e}"));
    parsed
        .into_position(mode)
        .unwrap_or_else(|e| panic!("shakmaty refuses {fen}: {e}"))
}

/// shakmaty's divide: the perft under each legal move, by UCI notation in `mode` (Chess960:
/// castling as king takes rook).
pub fn shakmaty_divide(pos: &Chess, depth: u32, mode: CastlingMode) -> BTreeMap<String, u64> {
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            (
                m.to_uci(mode).to_string(),
                shakmaty::perft(&child, depth - 1),
            )
        })
        .collect()
}
