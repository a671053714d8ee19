//! Bakes the engine's tables into `OUT_DIR/tables.rs` (and their description, `tables.json`,
//! which `chess-lut list --tables` reads): late-move reductions from `ln` (tunable in a build
//! with the `tune` feature), a king zone per colour and square, piece-square values from a
//! formula, Zobrist keys from the engine's own seed, the cuckoo tables of its reversible moves
//! by those keys, and its network's threat-input indices from its layout. Each table is
//! computed here by the formula in `src/formulas.rs` (the threat indices by the layout
//! declared below) and proven, under `cargo test`, equal to its twin in the crate.

use chess_lut_bake::{
    Bake, Colors, Cuckoo, NoFeature, Pieces, Range, Squares, Table, ThreatArg, Threats,
};
// what `src/formulas.rs` calls `crate::types`: chess-lut's vocabulary, as in the crate
use chess_lut_bake::types;

#[path = "src/formulas.rs"]
mod formulas;

fn main() {
    let depth = || Range::new("depth", 0..=63u8);
    let moves = || Range::new("moves", 0..=63u8);
    let mut bake = Bake::new();
    bake.table(
        Table::new("lmr", (depth(), moves()), |(d, m)| {
            formulas::reduction(d, m)
        })
        .doc(
            "The late-move reduction, in plies, of the move number `moves` at `depth`: \
                 Ethereal's `0.7844 + ln depth · ln moves / 2.4696`, truncated, and 0 where \
                 either is 0.\n\n\
                 ```\n\
                 use chess_lut_example_engine::lmr;\n\
                 assert_eq!((lmr(1, 1), lmr(8, 8), lmr(63, 63)), (0, 2, 7));\n\
                 ```",
        )
        .twin("crate::formulas::reduction")
        // an SPSA build reads a copy a tuner sets (crate::tune)
        .tunable("feature = \"tune\""),
    );
    bake.table(
        Table::new("lmr_fraction", (depth(), moves()), |(d, m)| {
            formulas::reduction_fraction(d, m)
        })
        .doc(
            "The late-move reduction before truncation, as an `f32`, for a search that \
             interpolates: every value as the start-up computation gives it, to the bit.",
        )
        .twin("crate::formulas::reduction_fraction"),
    );
    bake.table(
        Table::new("king_zone", (Colors("color"), Squares("king")), |(c, k)| {
            formulas::king_zone(c, k)
        })
        .doc(
            "The squares around a king that its safety counts attacks on: a file to either \
             side, from a rank behind it to two in front.",
        )
        .twin("crate::twins::king_zone"),
    );
    bake.table(
        Table::new("psqt", (Pieces("piece"), Squares("sq")), |(p, sq)| {
            formulas::psqt(p, sq)
        })
        .doc("The piece-square value of a piece on a square, in centipawns, from white's side.")
        .twin("crate::formulas::psqt"),
    );
    bake.table(
        Table::new(
            "zobrist",
            (Colors("color"), Pieces("piece"), Squares("sq")),
            |(c, p, sq)| formulas::zobrist_key(c, p, sq),
        )
        .doc("The Zobrist key of a piece on a square, from the engine's own seed.")
        .twin("crate::formulas::zobrist_key"),
    );
    bake.cuckoo(
        Cuckoo::new("cuckoo", formulas::zobrist_key, formulas::side_key())
            .doc(
                "The reversible move that changes a position's key by `key`, by the engine's \
                 own Zobrist keys: Stockfish's upcoming-repetition test asks it of the \
                 difference between the key now and an earlier one's.\n\n\
                 ```\n\
                 use chess_lut::{Color::White, Piece::Knight, Square::*};\n\
                 use chess_lut_example_engine::{cuckoo, formulas::side_key, zobrist};\n\
                 let key = zobrist(White, Knight, G1) ^ zobrist(White, Knight, F3) ^ side_key();\n\
                 assert_eq!(cuckoo(key), Some((G1, F3)));\n\
                 ```",
            )
            // the keys as the engine reads them: its baked table
            .twin("crate::tables::zobrist", "crate::formulas::side_key"),
    );
    use types::Piece::*;
    bake.threats(
        Threats::new("threat_index", 16, |color, piece| {
            (color as usize) << 3 | (piece as usize + 1)
        })
        .targets(Pawn, &[Knight, Rook])
        .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
        .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
        .targets(Rook, &[Pawn, Knight, Bishop, Rook])
        .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
        // Stockfish's make_index(perspective, attacker, from, to, attacked, ksq), its own shape
        .signature(
            &[
                ThreatArg::Perspective,
                ThreatArg::Attacker,
                ThreatArg::FromSquare,
                ThreatArg::ToSquare,
                ThreatArg::Attacked,
                ThreatArg::KingSquare,
            ],
            NoFeature::Sentinel,
        )
        .doc(
            "The network's threat-input feature of `attacker` on `from` attacking `attacked` on \
             `to`, seen from `perspective`, whose king stands on `king`: Stockfish's layout \
             (SFNNv16), the pieces numbered as `nnue::code` numbers them, in the arguments of \
             its `make_index`. An index at or past `THREAT_INDEX_DIMENSIONS` is no feature.",
        )
        .twin("crate::nnue::make_index"),
    );
    // cargo reruns this when it or src/formulas.rs, which it compiles, changes
    bake.finish("tables");
}
