//! chess-lut's lookups against their calculations, relation by relation: the groups of
//! `benches/relations.rs` and of `chess-lut bench`.

use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Pieces, Square, calc};

use chess_lut_bake::rng::SplitMix64 as Rng;

use crate::harness::{Group, Regime, Runner, sq, square_pairs};

/// The loop alone: what every implementation in a pair group pays besides its own work.
#[inline(always)]
fn baseline(a: Square, b: Square) -> u64 {
    a as u64 ^ b as u64
}

/// `n` random attackers, squares and boards of mixed density (one blocker in four squares).
pub fn attack_inputs(n: usize) -> Vec<(Square, (Square, Attacker, Bitboard))> {
    let mut rng = Rng::new(4);
    (0..n)
        .map(|_| {
            let attacker = Attacker::ALL[(rng.next() % 7) as usize];
            let occ = Bitboard(rng.next() & rng.next());
            (sq(rng.next()), (sq(rng.next()), attacker, occ))
        })
        .collect()
}

/// Middle-game-like positions: about 24 pieces, and a random square each.
fn positions(n: usize) -> Vec<(Square, Pieces)> {
    let mut rng = Rng::new(9);
    (0..n)
        .map(|_| {
            let mut pieces = Pieces::EMPTY;
            for sq in Square::ALL {
                let r = rng.next();
                if r % 8 < 3 {
                    let color = Color::ALL[(r >> 3 & 1) as usize];
                    pieces = pieces.with(color, Piece::ALL[(r >> 4) as usize % 6], sq);
                }
            }
            (sq(rng.next()), pieces)
        })
        .collect()
}

/// Every relation group in every one of `regimes`: one per lookup declared with its table,
/// derived from the declarations (`chess_lut::for_each_lookup!`), and those written here, where
/// a lookup is weighed against more than its twin or asked with inputs of its own (`in_between`
/// against its layouts, `knight_distance` against three calculations, `ray` against a formula,
/// `attacks`, the line relations, `attacks_to`, `is_square_attacked`). In
/// each `baseline` is the loop with a trivial body, `lookup` the crate root's function and
/// `calc` its computed twin.
pub fn relations<R: Runner>(runner: &mut R, regimes: &[Regime]) {
    for &regime in regimes {
        let n = regime.len();
        pairs(runner, regime, n);
        declared(runner, regime, n);
        attacks(runner, regime, n);
        lines(runner, regime, n);
        piece_sets(runner, regime, n);
        masks(runner, regime, n);
    }
}

/// A lookup `$f` called with the arguments of `kinds` from two squares: a square, two, or a
/// colour, an attacker or a number of a range picked by the second square's index and the
/// first; a range alone numbered by both squares.
macro_rules! call {
    ($f:path, (Square, (Range $ty:ident $start:literal $end:literal)), $a:ident, $b:ident) => {
        $f($a, in_range($b as u64, $start, $end) as $ty)
    };
    ($f:path, ((Range $ty:ident $start:literal $end:literal)), $a:ident, $b:ident) => {
        $f(in_range(($a as u64) << 6 | $b as u64, $start, $end) as $ty)
    };
    ($f:path, (Square), $a:ident, $b:ident) => {{
        let _ = $b;
        $f($a)
    }};
    ($f:path, (Square, Square), $a:ident, $b:ident) => {
        $f($a, $b)
    };
    ($f:path, (Color, Square), $a:ident, $b:ident) => {
        $f(color($b as u64), $a)
    };
    ($f:path, (Attacker, Square), $a:ident, $b:ident) => {
        $f(Attacker::ALL[$b as usize % 7], $a)
    };
}

/// An answer of `kind` as a `u64`, what a bench's closure returns.
macro_rules! value {
    (Set, $answer:expr) => {
        $answer.0
    };
    (Number, $answer:expr) => {
        u64::from($answer)
    };
    (YesNo, $answer:expr) => {
        u64::from($answer)
    };
}

/// The number of `start..=end` that `bits` picks.
#[inline(always)]
fn in_range(bits: u64, start: i64, end: i64) -> i64 {
    start + (bits % (end - start + 1) as u64) as i64
}

/// A colour from a random number's low bit.
#[inline(always)]
fn color(bits: u64) -> Color {
    if bits & 1 == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// The engine masks, each lookup against its twin: distances between two squares, from one
/// square, rings, the pawn masks (by colour and square), the evasion path, the ray beyond and
/// the ray through (and the ray by a formula of two other tables).
fn masks<R: Runner>(runner: &mut R, regime: Regime, n: usize) {
    let inputs = square_pairs(12, n);
    // the ray, and as an engine without its table writes it: the line through both, less the
    // side beyond `from` and `from` itself (two loads)
    let mut g = runner.group("ray", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, b| chess_lut::ray(a, b).0);
    bench!(g, "formula", &inputs, sq, |a, b| {
        (chess_lut::line(a, b) & !(chess_lut::beyond(b, a) | a.bitboard())).0
    });
    bench!(g, "calc", &inputs, sq, |a, b| calc::ray(a, b).0);
    g.finish();
}

/// Every lookup whose declaration benches it (`chess_lut::for_each_lookup!`): its group, the
/// lookup against its twin, on random square pairs from bit indices, the second square's index
/// picking the colour, the attacker or the number where the lookup takes one.
fn declared<R: Runner>(runner: &mut R, regime: Regime, n: usize) {
    let inputs = square_pairs(13, n);
    macro_rules! groups {
        ($($name:ident($($kind:tt),*) -> $answer:ident;)*) => {$(
            let mut g = runner.group(stringify!($name), regime);
            g.bench("baseline", &inputs, sq, baseline);
            bench!(g, "lookup", &inputs, sq, |a, b| {
                value!($answer, call!(chess_lut::$name, ($($kind),*), a, b))
            });
            bench!(g, "calc", &inputs, sq, |a, b| {
                value!($answer, call!(calc::$name, ($($kind),*), a, b))
            });
            g.finish();
        )*};
    }
    chess_lut::for_each_lookup!(groups);
}

fn pairs<R: Runner>(runner: &mut R, regime: Regime, n: usize) {
    let inputs = square_pairs(1, n);
    let mut g = runner.group("in_between", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, b| chess_lut::in_between(a, b)
        .0);
    bench!(g, "triangular", &inputs, sq, |a, b| {
        chess_lut::layouts::in_between_triangular(a, b).0
    });
    bench!(g, "x88", &inputs, sq, |a, b| {
        chess_lut::layouts::in_between_x88(a, b).0
    });
    bench!(g, "calc", &inputs, sq, |a, b| calc::in_between(a, b).0);
    g.finish();

    let inputs = square_pairs(2, n);
    let mut g = runner.group("line", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, b| chess_lut::line(a, b).0);
    bench!(g, "calc", &inputs, sq, |a, b| calc::line(a, b).0);
    g.finish();

    let inputs = square_pairs(3, n);
    let mut g = runner.group("knight_distance", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, b| {
        u64::from(chess_lut::knight_distance(a, b))
    });
    bench!(g, "calc", &inputs, sq, |a, b| {
        u64::from(calc::knight_distance(a, b))
    });
    bench!(g, "calc_closed_form", &inputs, sq, |a, b| {
        u64::from(calc::knight_distance_closed_form(a, b))
    });
    bench!(g, "calc_fill", &inputs, sq, |a, b| {
        u64::from(calc::knight_distance_by_fill(a, b))
    });
    g.finish();
}

fn attacks<R: Runner>(runner: &mut R, regime: Regime, n: usize) {
    let inputs = attack_inputs(n);
    let mut g = runner.group("attacks", regime);
    bench!(g, "baseline", &inputs, sq, |from, (to, a, occ)| {
        (from as u64 ^ to as u64 ^ a as u64) & occ.0
    });
    bench!(g, "lookup", &inputs, sq, |from, (to, a, occ)| {
        u64::from(chess_lut::attacks(a, from, to, occ))
    });
    bench!(g, "calc", &inputs, sq, |from, (to, a, occ)| {
        u64::from(calc::attacks(a, from, to, occ))
    });
    g.finish();
}

fn lines<R: Runner>(runner: &mut R, regime: Regime, n: usize) {
    let inputs = square_pairs(6, n);
    let mut g = runner.group("same_color", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, b| {
        u64::from(chess_lut::same_color(a, b))
    });
    bench!(g, "calc", &inputs, sq, |a, b| {
        u64::from(calc::same_color(a, b))
    });
    bench!(g, "calc_nine", &inputs, sq, |a, b| {
        u64::from(calc::same_color_by_nine(a, b))
    });
    bench!(g, "calc_anti_diagonal", &inputs, sq, |a, b| {
        u64::from(calc::same_color_by_anti_diagonal(a, b))
    });
    g.finish();
    let mut g = runner.group("same_diagonal", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, b| {
        u64::from(chess_lut::same_diagonal(a, b))
    });
    bench!(g, "calc", &inputs, sq, |a, b| {
        u64::from(calc::same_diagonal(a, b))
    });
    g.finish();
    let mut g = runner.group("same_anti_diagonal", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, b| {
        u64::from(chess_lut::same_anti_diagonal(a, b))
    });
    bench!(g, "calc", &inputs, sq, |a, b| {
        u64::from(calc::same_anti_diagonal(a, b))
    });
    g.finish();

    let mut rng = Rng::new(7);
    let kinds: Vec<(Square, (LineKind, Square, LineKind))> = inputs
        .iter()
        .map(|&(a, b)| {
            let k = rng.next();
            (
                a,
                (
                    LineKind::ALL[(k & 3) as usize],
                    b,
                    LineKind::ALL[(k >> 2 & 3) as usize],
                ),
            )
        })
        .collect();
    let code = |s: Option<Square>| s.map_or(64, |s| s as u64);
    let mut g = runner.group("intersection", regime);
    bench!(g, "baseline", &kinds, sq, |a, (ka, b, kb)| {
        a as u64 ^ b as u64 ^ ka as u64 ^ kb as u64
    });
    bench!(g, "lookup", &kinds, sq, |a, (ka, b, kb)| {
        code(chess_lut::intersection(a, ka, b, kb))
    });
    bench!(g, "calc", &kinds, sq, |a, (ka, b, kb)| {
        code(calc::intersection(a, ka, b, kb))
    });
    g.finish();
    let mut g = runner.group("line_mask", regime);
    bench!(g, "baseline", &kinds, sq, |a, (ka, _, _)| a as u64
        ^ ka as u64);
    bench!(g, "lookup", &kinds, sq, |a, (ka, _, _)| {
        chess_lut::line_mask(a, ka).0
    });
    bench!(g, "calc", &kinds, sq, |a, (ka, _, _)| calc::line_mask(
        a, ka
    )
    .0);
    g.finish();
}

fn piece_sets<R: Runner>(runner: &mut R, regime: Regime, n: usize) {
    let positions = positions(n);
    let mut g = runner.group("attacks_to", regime);
    bench!(g, "baseline", &positions, sq, |a, p| a as u64
        ^ p.occupied().0);
    bench!(g, "lookup", &positions, sq, |a, p| {
        chess_lut::attacks_to(&p, p.occupied(), a).0
    });
    bench!(g, "calc", &positions, sq, |a, p| {
        calc::attacks_to(&p, p.occupied(), a).0
    });
    g.finish();
    let mut g = runner.group("is_square_attacked", regime);
    bench!(g, "baseline", &positions, sq, |a, p| a as u64
        ^ p.occupied().0);
    bench!(g, "lookup", &positions, sq, |a, p| {
        u64::from(chess_lut::is_square_attacked(
            &p,
            p.occupied(),
            a,
            Color::White,
        ))
    });
    bench!(g, "calc", &positions, sq, |a, p| {
        u64::from(calc::is_square_attacked(&p, p.occupied(), a, Color::White))
    });
    g.finish();
}
