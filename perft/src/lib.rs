//! A legal move generator and perft built only on [chess-lut](chess_lut)'s lookups: the real
//! client of its tables, and the end-to-end answer to "lookup or calculation?".
//!
//! The generator is generic over where its geometry comes from, chess-lut's
//! [`Geometry`](chess_lut::geometry::Geometry): the crate's tables
//! ([`Tables`](chess_lut::geometry::Tables)) or its computed twins
//! ([`Calc`](chess_lut::geometry::Calc)), each with any slider strategy (the library's
//! `Magic`, `Kindergarten`, `Hyperbola` or `CalcSliders`, no table at all, and this crate's `Pext`
//! and `PextCompact` on BMI2 targets). Everything is monomorphised: choosing costs nothing at
//! run time.
//!
//! Checkers come from the super-piece attacks of `chess_lut::attacks_to`, evasions from
//! `in_between`, pins from the slider attacks from the king and `in_between`, pinned pieces
//! stay on `line(king, piece)`. Moves are generated a piece at a time as sets of targets, so
//! the last ply of perft is a popcount per piece; where the code has AVX2 (two or more sliders)
//! or AVX-512, the sliders' moves are counted at once, by direction
//! (`chess_lut::sliders::fill`).
//!
//! ```
//! use chess_lut::geometry::{Calc, CalcSliders, Magic, Tables};
//! use chess_lut_perft::{Position, perft};
//!
//! let kiwipete: Position =
//!     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
//! assert_eq!(perft::<Tables<Magic>>(&kiwipete, 3), 97_862);
//! assert_eq!(perft::<Calc<CalcSliders>>(&kiwipete, 3), 97_862); // not one table
//! assert!("8/8/8/8/8/8/8/K6k w - e3 0 1".parse::<Position>().unwrap_err().to_string()
//!     .contains("FEN field 4 (en passant)"));
//! ```

mod calibration;
mod castling;
mod chess960;
mod choice;
mod code;
mod dual;
mod fen;
mod movegen;
mod moves;
mod pext;
mod polyglot;
mod position;
mod threads;
mod tree;
mod uci;

pub use calibration::Calibration;
pub use castling::{Castling, CastlingSide};
pub use choice::{Choice, Reason, choices};
pub use code::{Code, ParseCodeError};
pub use fen::FenError;
pub use movegen::{count, generate, legal_moves};
pub use moves::{Move, Moves, PieceMoves, Uci};
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
pub use pext::{Pext, PextCompact};
pub use position::{Position, START_FEN};
pub use threads::available_threads;
pub use tree::{divide, perft};

/// The six standard perft positions of chessprogramming.org's "Perft Results", by name and FEN:
/// the start position, Kiwipete, and positions 3 to 6. The tests check their published counts,
/// the benches and the peer comparison run on them.
///
/// ```
/// use chess_lut::geometry::DefaultGeometry;
/// use chess_lut_perft::{Position, STANDARD_POSITIONS, perft};
/// let (name, fen) = STANDARD_POSITIONS[2];
/// let pos: Position = fen.parse().unwrap();
/// assert_eq!((name, perft::<DefaultGeometry>(&pos, 3)), ("position 3", 2_812));
/// ```
pub const STANDARD_POSITIONS: [(&str, &str); 6] = [
    ("start", START_FEN),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ),
];
