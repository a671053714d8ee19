//! The crates engines use today, asked the same questions: their square types from a bit index,
//! and perft with bulk counting in cozy-chess and shakmaty. Feature `peers`.

use crate::engines::{Engine, POSITIONS, perft_engines};
use chess_lut_perft::Code;

/// A bit index as a cozy-chess square (masked to `0..64`, as a non-empty bitboard's
/// `trailing_zeros` is).
#[inline(always)]
pub fn cz(i: u64) -> cozy_chess::Square {
    cozy_chess::Square::index((i & 63) as usize)
}

/// A bit index as a shakmaty square.
#[inline(always)]
pub fn sm(i: u64) -> shakmaty::Square {
    shakmaty::Square::new((i & 63) as u32)
}

/// A bit index as a chess square.
#[inline(always)]
pub fn ch(i: u64) -> chess::Square {
    // SAFETY: chess's own constructor from an index; masked to 0..64 it is a valid square.
    unsafe { chess::Square::new((i & 63) as u8) }
}

/// cozy-chess's perft with bulk counting, as its own examples write it.
pub fn cozy(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += cozy(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// cozy-chess's board for a FEN of [`POSITIONS`].
pub fn cozy_board(fen: &str) -> cozy_chess::Board {
    cozy_chess::Board::from_fen(fen, false).expect("cozy-chess reads the six positions")
}

/// shakmaty's position for a FEN of [`POSITIONS`].
pub fn shakmaty_position(fen: &str) -> shakmaty::Chess {
    let fen: shakmaty::fen::Fen = fen.parse().expect("a FEN");
    fen.into_position(shakmaty::CastlingMode::Standard)
        .expect("shakmaty reads the six positions")
}

/// Every engine of the comparison: chess-lut-perft's ([`perft_engines`], in the fastest code
/// this CPU runs), cozy-chess and shakmaty. Each takes the position's index in [`POSITIONS`]
/// and a depth.
///
/// ```
/// use chess_lut_bench::peers::engines;
/// let engines = engines();
/// for name in ["chess_lut/magic", "chess_lut/all_calc", "shakmaty"] {
///     assert!(engines.iter().any(|(n, _)| n == name), "{name}");
/// }
/// assert!(engines.iter().any(|(n, _)| n.starts_with("cozy_chess")));
/// for (name, run) in &engines {
///     assert_eq!(run(1, 2), 2_039, "{name}: kiwipete, 2 plies");
/// }
/// ```
pub fn engines() -> Vec<(String, Engine)> {
    let positions = POSITIONS;
    let cozy_boards: Vec<cozy_chess::Board> = positions.iter().map(|p| cozy_board(p.fen)).collect();
    let shakmaty_positions: Vec<shakmaty::Chess> =
        positions.iter().map(|p| shakmaty_position(p.fen)).collect();
    let mut out = perft_engines(Code::fastest());
    let cozy_name = if cfg!(feature = "cozy-pext") {
        "cozy_chess_pext"
    } else {
        "cozy_chess"
    };
    out.push((
        cozy_name.into(),
        Box::new(move |i, d| cozy(&cozy_boards[i], d)),
    ));
    out.push((
        "shakmaty".into(),
        Box::new(move |i, d| shakmaty::perft(&shakmaty_positions[i], d)),
    ));
    out
}
