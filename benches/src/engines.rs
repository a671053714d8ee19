//! Perft workloads: the six standard positions at the depths the comparison runs them, and the
//! name of each way chess-lut-perft can run.

use chess_lut::geometry::Source;
use chess_lut::sliders::Strategy;
use chess_lut_perft::{Choice, Code, Position, STANDARD_POSITIONS};

/// A position to count, and how deep.
#[derive(Clone, Copy, Debug)]
pub struct Workload {
    /// Its name: `start`, `kiwipete`, `position 3` …
    pub name: &'static str,
    /// Its FEN.
    pub fen: &'static str,
    /// The depth the perft comparison runs it at: about a second for cozy-chess.
    pub depth: u32,
    /// About a tenth of that: the criterion bench's depth.
    pub short_depth: u32,
    /// About a hundredth: `chess-lut bench`'s depth.
    pub quick_depth: u32,
}

/// The six standard positions (chessprogramming.org's "Perft Results") with their depths.
pub const POSITIONS: [Workload; 6] = [
    Workload::new(0, 6),
    Workload::new(1, 5),
    Workload::new(2, 7),
    Workload::new(3, 6),
    Workload::new(4, 5),
    Workload::new(5, 5),
];

impl Workload {
    /// Standard position `i` at `depth`, and one and two plies less.
    const fn new(i: usize, depth: u32) -> Workload {
        Workload {
            name: STANDARD_POSITIONS[i].0,
            fen: STANDARD_POSITIONS[i].1,
            depth,
            short_depth: depth - 1,
            quick_depth: depth - 2,
        }
    }
}

/// The report's name for a way to run chess-lut-perft: `chess_lut/magic` (that strategy, the
/// rest from the tables), `chess_lut/calc_sliders` (no slider table), `chess_lut/all_calc` (no
/// table at all); `None` for the other mixes, which the report leaves out.
///
/// ```
/// use chess_lut::{geometry::Source, sliders::Strategy};
/// use chess_lut_perft::Choice;
/// let name = |s, g| chess_lut_bench::choice_name(&Choice::new(s, g).unwrap());
/// let (tables, calc) = (Source::Tables, Source::Calc);
/// assert_eq!(name(Strategy::Magic, tables).as_deref(), Some("chess_lut/magic"));
/// assert_eq!(name(Strategy::Calc, tables).as_deref(), Some("chess_lut/calc_sliders"));
/// assert_eq!(name(Strategy::Calc, calc).as_deref(), Some("chess_lut/all_calc"));
/// assert_eq!(name(Strategy::Magic, calc), None);
/// ```
pub fn choice_name(choice: &Choice) -> Option<String> {
    match (choice.geometry, choice.sliders) {
        (Source::Calc, Strategy::Calc) => Some("chess_lut/all_calc".into()),
        (Source::Calc, _) => None,
        (_, Strategy::Calc) => Some("chess_lut/calc_sliders".into()),
        (_, sliders) => Some(format!("chess_lut/{sliders}")),
    }
}

/// Perft on the position with this index in [`POSITIONS`] at this depth.
pub type Engine = Box<dyn Fn(usize, u32) -> u64>;

/// chess-lut-perft with each slider strategy this build has (the rest of the geometry from the
/// tables), and with everything computed, named by [`choice_name`], each in `code` (the
/// benches pass [`Code::fastest`], the copy compiled for BMI2 where the build targets less, as
/// `chess-lut perft` runs): the engines of the perft bench and of `chess-lut bench`, to which
/// the peers add theirs (none where `code` is not available).
///
/// ```
/// use chess_lut_bench::{POSITIONS, perft_engines};
/// use chess_lut_perft::Code;
/// let engines = perft_engines(Code::fastest());
/// assert!(engines.iter().any(|(name, _)| name == "chess_lut/all_calc"));
/// for (_, run) in &engines {
///     assert_eq!(run(0, 3), 8_902); // the start position, 3 plies
/// }
/// # let _ = POSITIONS;
/// ```
pub fn perft_engines(code: Code) -> Vec<(String, Engine)> {
    let positions: Vec<Position> = POSITIONS
        .iter()
        .map(|p| p.fen.parse().expect("the six positions are FENs"))
        .collect();
    chess_lut_perft::choices()
        .into_iter()
        .filter(|choice| choice.code == code)
        .filter_map(|choice| {
            let name = choice_name(&choice)?;
            let positions = positions.clone();
            let run: Engine = Box::new(move |i, depth| (choice.perft)(&positions[i], depth));
            Some((name, run))
        })
        .collect()
}
