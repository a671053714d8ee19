//! `perft`: count the legal move tree with the generator of `chess-lut-perft`, in standard
//! chess or Chess960, from a FEN and a line of moves, whole or divided by root move.

use std::time::Instant;

use chess_lut_perft::Choice;

/// What `perft` was asked.
pub struct Request<'a> {
    /// How many plies, as typed.
    pub depth: &'a str,
    /// The position (the start position if none).
    pub fen: Option<&'a str>,
    /// Play by Chess960 rules.
    pub chess960: bool,
    /// UCI moves to play first.
    pub moves: &'a [String],
    /// Print each root move's count.
    pub divide: bool,
    /// The slider strategy, as typed (the fastest on this CPU, measured, if not given).
    pub sliders: Option<&'a str>,
    /// The geometry source, as typed.
    pub geometry: &'a str,
    /// How many threads, as typed (every core if not given).
    pub threads: Option<&'a str>,
    /// The code to run, as typed (the fastest this CPU runs if not given).
    pub code: Option<&'a str>,
}

/// The divide lines (if asked), then `nodes N time_ms T mnps X` and what counted them:
/// `threads N sliders S geometry G code C sliders_chosen R` (`code bmi2` where the command runs
/// its copy compiled for BMI2; `sliders_chosen measured` where no `--sliders` was given and
/// the strategy that counted fastest on this CPU a moment before ran, `asked` where it was
/// given); or one line saying what is wrong with the request.
pub fn run(req: &Request<'_>) -> Result<String, String> {
    let depth = crate::args::depth(req.depth)?;
    let geometry = crate::args::parse("--geometry", req.geometry)?;
    let code = crate::args::code(req.code)?;
    let sliders = match req.sliders {
        Some(sliders) => Some(crate::args::parse("--sliders", sliders)?),
        None => None,
    };
    let threads = match req.threads {
        Some(threads) => crate::args::threads(threads)?,
        None => chess_lut_perft::available_threads(),
    };
    let pos = crate::args::position(req.fen, req.chess960, req.moves)?;
    // the request is good: now measure, if there is something to measure
    let choice = match sliders {
        Some(sliders) => Choice::with_code(sliders, geometry, code)?,
        None => Choice::calibrate(geometry, code)?.choice,
    };
    let mut out = String::new();
    let start = Instant::now();
    let nodes = if req.divide && depth > 0 {
        let root = choice.divide_threads(&pos, depth, threads);
        for (mv, n) in &root {
            out.push_str(&format!("{}: {n}\n", mv.uci(req.chess960)));
        }
        root.iter().map(|r| r.1).sum()
    } else {
        choice.perft_threads(&pos, depth, threads)
    };
    let seconds = start.elapsed().as_secs_f64().max(1e-9);
    out.push_str(&format!(
        "nodes {nodes} time_ms {:.0} mnps {:.1} threads {threads} sliders {} geometry {} code {} \
         sliders_chosen {}\n",
        seconds * 1e3,
        nodes as f64 / seconds / 1e6,
        choice.sliders,
        choice.geometry,
        choice.code,
        choice.reason,
    ));
    Ok(out)
}
