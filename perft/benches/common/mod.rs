//! The six standard positions, and perft with bulk counting in cozy-chess and shakmaty, for the
//! perft bench and the `compare` example.
#![allow(dead_code)] // each target uses its own part

/// Name, FEN, the depth the speed target is measured at (about a second for cozy-chess), and a
/// depth about ten times shorter for criterion.
pub const POSITIONS: [(&str, &str, u32, u32); 6] = {
    let p = chess_lut_perft::STANDARD_POSITIONS;
    [
        (p[0].0, p[0].1, 6, 5),
        (p[1].0, p[1].1, 5, 4),
        (p[2].0, p[2].1, 7, 6),
        (p[3].0, p[3].1, 6, 5),
        (p[4].0, p[4].1, 5, 4),
        (p[5].0, p[5].1, 5, 4),
    ]
};

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

pub fn cozy_board(fen: &str) -> cozy_chess::Board {
    cozy_chess::Board::from_fen(fen, false).expect("cozy-chess reads the six positions")
}

pub fn shakmaty_position(fen: &str) -> shakmaty::Chess {
    let fen: shakmaty::fen::Fen = fen.parse().expect("a FEN");
    fen.into_position(shakmaty::CastlingMode::Standard)
        .expect("shakmaty reads the six positions")
}

/// Perft on the position with this index in [`POSITIONS`] at this depth.
pub type Engine = Box<dyn Fn(usize, u32) -> u64>;

/// Every engine of the comparison: chess-lut-perft with each slider strategy and the rest of
/// the geometry from the tables (`chess_lut/magic` … `chess_lut/calc_sliders`), with
/// everything computed (`chess_lut/all_calc`: no table at all), cozy-chess and shakmaty. Each
/// takes the position's index in [`POSITIONS`] and a depth.
pub fn engines() -> Vec<(String, Engine)> {
    let ours: Vec<chess_lut_perft::Position> = POSITIONS
        .iter()
        .map(|p| p.1.parse().expect("a FEN"))
        .collect();
    let cozy_boards: Vec<cozy_chess::Board> = POSITIONS.iter().map(|p| cozy_board(p.1)).collect();
    let shakmaty_positions: Vec<shakmaty::Chess> =
        POSITIONS.iter().map(|p| shakmaty_position(p.1)).collect();
    let mut out: Vec<(String, Engine)> = Vec::new();
    for choice in chess_lut_perft::choices() {
        let name = match (choice.geometry, choice.sliders) {
            ("calc", "calc") => "chess_lut/all_calc".to_string(),
            ("calc", _) => continue,
            (_, "calc") => "chess_lut/calc_sliders".to_string(),
            (_, sliders) => format!("chess_lut/{sliders}"),
        };
        {
            let ours = ours.clone();
            out.push((name, Box::new(move |i, d| (choice.perft)(&ours[i], d))));
        }
    }
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
