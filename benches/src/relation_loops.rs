//! chess-lut's lookups against their calculations, relation by relation: the groups of
//! `benches/relations.rs` and of `chess-lut bench`.

use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Pieces, Square, calc};

use chess_lut_codegen::rng::SplitMix64 as Rng;

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

/// Every relation group in every one of `regimes`: `in_between`, `line`, `knight_distance`,
/// `attacks`, `king_zone_reach`, `knight_attacks`, `king_attacks`, `pawn_attacks`, `pawn_pushes`,
/// `pawn_double_pushes`, `same_color`, `same_diagonal`,
/// `same_anti_diagonal`, `intersection`, `line_mask`, `attacks_to`, `is_square_attacked`, and
/// the engine masks: `king_distance`, `manhattan_distance`, `path`, `beyond`, `ray`,
/// `center_distance`, `center_manhattan_distance`, `adjacent_files`, `distance_ring`,
/// `forward_file`, `forward_ranks`, `pawn_attack_span`, `passed_pawn_span`. In each
/// `baseline` is the loop with a trivial body, `lookup` the crate root's function and `calc` its
/// computed twin; some relations have more.
pub fn relations<R: Runner>(runner: &mut R, regimes: &[Regime]) {
    for &regime in regimes {
        let n = regime.len();
        pairs(runner, regime, n);
        attacks(runner, regime, n);
        lines(runner, regime, n);
        piece_sets(runner, regime, n);
        masks(runner, regime, n);
    }
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
    macro_rules! pair_groups {
        ($($name:ident: $to_u64:expr;)*) => {$(
            let mut g = runner.group(stringify!($name), regime);
            g.bench("baseline", &inputs, sq, baseline);
            bench!(g, "lookup", &inputs, sq, |a, b| $to_u64(chess_lut::$name(a, b)));
            bench!(g, "calc", &inputs, sq, |a, b| $to_u64(calc::$name(a, b)));
            g.finish();
        )*};
    }
    let bits = |b: Bitboard| b.0;
    pair_groups! {
        king_distance: u64::from;
        manhattan_distance: u64::from;
        path: bits;
        beyond: bits;
    }
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
    macro_rules! square_groups {
        ($($name:ident: $to_u64:expr;)*) => {$(
            let mut g = runner.group(stringify!($name), regime);
            g.bench("baseline", &inputs, sq, baseline);
            bench!(g, "lookup", &inputs, sq, |a, _| $to_u64(chess_lut::$name(a)));
            bench!(g, "calc", &inputs, sq, |a, _| $to_u64(calc::$name(a)));
            g.finish();
        )*};
    }
    square_groups! {
        center_distance: u64::from;
        center_manhattan_distance: u64::from;
        adjacent_files: bits;
    }
    // the second square's index picks the distance and the colour
    let mut g = runner.group("distance_ring", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, b| {
        chess_lut::distance_ring(a, b as u8 & 7).0
    });
    bench!(g, "calc", &inputs, sq, |a, b| {
        calc::distance_ring(a, b as u8 & 7).0
    });
    g.finish();
    macro_rules! color_groups {
        ($($name:ident;)*) => {$(
            let mut g = runner.group(stringify!($name), regime);
            g.bench("baseline", &inputs, sq, baseline);
            bench!(g, "lookup", &inputs, sq, |a, b| chess_lut::$name(color(b as u64), a).0);
            bench!(g, "calc", &inputs, sq, |a, b| calc::$name(color(b as u64), a).0);
            g.finish();
        )*};
    }
    color_groups! {
        forward_file;
        forward_ranks;
        pawn_attack_span;
        passed_pawn_span;
    }
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
    let mut g = runner.group("king_zone_reach", regime);
    bench!(g, "baseline", &inputs, sq, |king, (_, a, _)| king as u64
        ^ a as u64);
    bench!(g, "lookup", &inputs, sq, |king, (_, a, _)| {
        chess_lut::king_zone_reach(a, king).0
    });
    bench!(g, "calc", &inputs, sq, |king, (_, a, _)| {
        calc::king_zone_reach(a, king).0
    });
    g.finish();

    let inputs = square_pairs(5, n);
    let mut g = runner.group("knight_attacks", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, _| chess_lut::knight_attacks(
        a
    )
    .0);
    bench!(g, "calc", &inputs, sq, |a, _| calc::knight_attacks(a).0);
    g.finish();
    let mut g = runner.group("king_attacks", regime);
    g.bench("baseline", &inputs, sq, baseline);
    bench!(g, "lookup", &inputs, sq, |a, _| chess_lut::king_attacks(a)
        .0);
    bench!(g, "calc", &inputs, sq, |a, _| calc::king_attacks(a).0);
    g.finish();
    // the pawns' sets, the second square's index picking the colour
    macro_rules! pawn_groups {
        ($($name:ident;)*) => {$(
            let mut g = runner.group(stringify!($name), regime);
            g.bench("baseline", &inputs, sq, baseline);
            bench!(g, "lookup", &inputs, sq, |a, b| chess_lut::$name(color(b as u64), a).0);
            bench!(g, "calc", &inputs, sq, |a, b| calc::$name(color(b as u64), a).0);
            g.finish();
        )*};
    }
    pawn_groups! {
        pawn_attacks;
        pawn_pushes;
        pawn_double_pushes;
    }
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
