//! The engine's lookups against their twins, timed by chess-lut-bench's timer in the four
//! regimes of `chess-lut bench`, and the same report: `cargo bench -p chess-lut-example-engine`
//! (about 15 s). Each question starts from a bit index, as an engine asks it; the late-move
//! reductions are also read from the table an engine fills at start-up (`startup`), and the
//! threat-input index from the tables Stockfish fills at start-up and with one table fewer
//! (`nnue`).
//!
//! Under `cargo test --benches` (no `--bench` argument) every loop runs once, briefly.

use std::time::Duration;

use chess_lut::{Bitboard, Color, Piece, Square};
use chess_lut_bench::report::{Count, Timer};
use chess_lut_bench::{Group, Regime, Rng, Runner, bench, sq};
use chess_lut_example_engine::{
    formulas, king_zone, lmr, lmr_fraction, nnue, psqt, startup, threat_index, twins, zobrist,
};

/// A depth or a move number from a bit index.
fn index(x: u64) -> u8 {
    (x & 63) as u8
}

/// `n` inputs of `make`'s from a seeded stream.
fn inputs<S, R>(n: usize, seed: u64, make: impl Fn(u64, u64) -> (S, R)) -> Vec<(S, R)> {
    let mut rng = Rng::new(seed);
    (0..n).map(|_| make(rng.next(), rng.next())).collect()
}

/// A threat as an accumulator's update asks for its feature, but the attacker's square (the
/// bit index the loop starts from): the perspective, its king, the attacker's code, the
/// attacked square and the attacked piece's code.
#[derive(Clone, Copy)]
struct Threat {
    perspective: Color,
    king: Square,
    attacker: usize,
    to: Square,
    attacked: usize,
}

/// `n` threats as a search changes them: in runs of 16 (the threats one move adds and removes)
/// with the kings where they stand for the run, both perspectives in turn, every piece
/// attacking a square it attacks on an empty board (a pawn from the second to the seventh
/// rank), any piece there (a threat that is no feature is asked too, as an engine asks it).
fn threats(n: usize, seed: u64) -> Vec<(Square, Threat)> {
    let mut rng = Rng::new(seed);
    let mut kings = [Square::E1, Square::E8];
    (0..n)
        .map(|i| {
            if i % 16 == 0 {
                kings = [sq(rng.next()), sq(rng.next())];
            }
            let perspective = Color::ALL[i & 1];
            let (color, piece) = (
                Color::ALL[(rng.next() & 1) as usize],
                Piece::ALL[(rng.next() % 6) as usize],
            );
            let from = loop {
                let from = sq(rng.next());
                if piece != Piece::Pawn || (1..=6).contains(&from.rank()) {
                    break from;
                }
            };
            let attacks = match piece {
                Piece::Pawn => chess_lut::pawn_attacks(color, from),
                Piece::Knight => chess_lut::knight_attacks(from),
                Piece::Bishop => chess_lut::bishop_attacks(from, Bitboard::EMPTY),
                Piece::Rook => chess_lut::rook_attacks(from, Bitboard::EMPTY),
                Piece::Queen => chess_lut::queen_attacks(from, Bitboard::EMPTY),
                Piece::King => chess_lut::king_attacks(from),
            };
            let to = attacks
                .into_iter()
                .nth((rng.next() % u64::from(attacks.count())) as usize);
            let attacked = nnue::code(
                Color::ALL[(rng.next() & 1) as usize],
                Piece::ALL[(rng.next() % 6) as usize],
            );
            let threat = Threat {
                perspective,
                king: kings[perspective as usize],
                attacker: nnue::code(color, piece),
                to: to.expect("every piece attacks a square"),
                attacked,
            };
            (from, threat)
        })
        .collect()
}

/// Every loop: each table's lookup, and its twin as `calc`, in every regime.
fn loops<R: Runner>(runner: &mut R) {
    for regime in Regime::ALL {
        let n = regime.len();
        let pairs = inputs(n, 1, |a, b| (index(a), index(b)));
        let mut g = runner.group("lmr", regime);
        bench!(g, "lookup", &pairs, index, |d, m| u64::from(lmr(d, m)));
        bench!(g, "calc", &pairs, index, |d, m| u64::from(
            formulas::reduction(d, m)
        ));
        bench!(g, "startup", &pairs, index, |d, m| u64::from(
            startup::lmr_at_startup(d, m)
        ));
        g.finish();

        let mut g = runner.group("lmr_fraction", regime);
        bench!(g, "lookup", &pairs, index, |d, m| u64::from(
            lmr_fraction(d, m).to_bits()
        ));
        bench!(g, "calc", &pairs, index, |d, m| {
            u64::from(formulas::reduction_fraction(d, m).to_bits())
        });
        g.finish();

        let colors = inputs(n, 2, |a, b| (sq(a), Color::ALL[(b & 1) as usize]));
        let mut g = runner.group("king_zone", regime);
        bench!(g, "lookup", &colors, sq, |k, c| king_zone(c, k).0);
        bench!(g, "calc", &colors, sq, |k, c| twins::king_zone(c, k).0);
        g.finish();

        let pieces = inputs(n, 3, |a, b| (sq(a), Piece::ALL[(b % 6) as usize]));
        let mut g = runner.group("psqt", regime);
        bench!(g, "lookup", &pieces, sq, |s, p| psqt(p, s) as u64);
        bench!(g, "calc", &pieces, sq, |s, p| formulas::psqt(p, s) as u64);
        g.finish();

        let keys = inputs(n, 4, |a, b| {
            (
                sq(a),
                (
                    Color::ALL[(b & 1) as usize],
                    Piece::ALL[(b >> 1) as usize % 6],
                ),
            )
        });
        let mut g = runner.group("zobrist", regime);
        bench!(g, "lookup", &keys, sq, |s, (c, p)| zobrist(c, p, s));
        bench!(g, "calc", &keys, sq, |s, (c, p)| formulas::zobrist_key(
            c, p, s
        ));
        g.finish();

        let threats = threats(n, 5);
        let mut g = runner.group("threat_index", regime);
        bench!(g, "lookup", &threats, sq, |from, t| u64::from(
            threat_index(t.perspective, t.attacker, from, t.to, t.attacked, t.king)
        ));
        bench!(g, "startup", &threats, sq, |from, t| u64::from(
            nnue::make_index(t.perspective, t.attacker, from, t.to, t.attacked, t.king)
        ));
        bench!(g, "popcount", &threats, sq, |from, t| u64::from(
            nnue::make_index_by_popcount(t.perspective, t.attacker, from, t.to, t.attacked, t.king)
        ));
        g.finish();
    }
}

fn main() {
    let measuring = std::env::args().any(|a| a == "--bench");
    let mut count = Count(0);
    loops(&mut count);
    let per_bench = if measuring {
        Duration::from_secs(15) / count.0 as u32
    } else {
        Duration::from_micros(50)
    };
    chess_lut_bench::prepare();
    let mut timer = Timer::new(per_bench).counting(count.0);
    loops(&mut timer);
    print!(
        "{}",
        timer
            .report()
            .text("chess-lut-example-engine's tables, lookup against twin")
    );
}
