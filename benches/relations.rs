//! Lookup vs calculation, relation by relation.
//!
//! How to read the numbers: every bench runs the same loop over the same 1024 inputs (made
//! outside the timed loop from a fixed seed), so the time per element is comparable inside a
//! group; compare ratios within one run, not absolute times across runs (this machine is
//! shared). `baseline` is the loop alone with a trivial body.
//!
//! * `throughput/*`: independent calls; the CPU overlaps them, so this is the cost when an
//!   engine asks many questions at once (move generation, evaluation).
//! * `latency/*`: each call's input depends on the previous answer, so nothing overlaps: the
//!   cost when the answer decides what to ask next (a legality check, an SEE step).
//! * `cache/*`: independent calls, each after a random read from a 64 MiB buffer, the way an
//!   engine's transposition table evicts L1 and L2: the tables must come from further away.
//! * `peers/*`: the same questions to shakmaty and cozy-chess, in their own types.
//!
//! Run with `cargo bench`; criterion writes an HTML report to `target/criterion/report/`.

use std::hint::black_box;
use std::sync::OnceLock;
use std::time::Duration;

use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Pieces, Square, calc};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

const N: usize = 1024;

/// SplitMix64, seeded: the same inputs on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn square(&mut self) -> Square {
        Square::ALL[(self.next() & 63) as usize]
    }
}

fn pairs(seed: u64) -> Vec<(Square, Square)> {
    let mut rng = Rng(seed);
    (0..N).map(|_| (rng.square(), rng.square())).collect()
}

#[inline(always)]
fn sq(i: u64) -> Square {
    Square::ALL[(i & 63) as usize]
}

#[derive(Clone, Copy)]
enum Regime {
    Throughput,
    Latency,
    Cache,
}

impl Regime {
    const ALL: [Regime; 3] = [Regime::Throughput, Regime::Latency, Regime::Cache];

    fn name(self) -> &'static str {
        match self {
            Regime::Throughput => "throughput",
            Regime::Latency => "latency",
            Regime::Cache => "cache",
        }
    }
}

/// A fixed random number per input: in the latency regime, xored with the previous answer
/// it picks the next square.
fn seeds() -> &'static [u64; N] {
    static SEEDS: OnceLock<[u64; N]> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut rng = Rng(11);
        std::array::from_fn(|_| rng.next())
    })
}

/// 64 MiB of `u64`, read at random between calls in the cache regime, the way an engine's
/// transposition table evicts L1 and L2.
fn big_buffer() -> &'static [u64] {
    static BUFFER: OnceLock<Vec<u64>> = OnceLock::new();
    BUFFER.get_or_init(|| {
        let mut rng = Rng(10);
        (0..(64 << 20) / 8).map(|_| rng.next()).collect()
    })
}

type Group<'a> = BenchmarkGroup<'a, WallTime>;

/// For each regime, a group `relation/regime` into which `register` puts every implementation.
fn relation(c: &mut Criterion, name: &str, mut register: impl FnMut(&mut Group<'_>, Regime)) {
    for regime in Regime::ALL {
        let mut group = c.benchmark_group(format!("{name}/{}", regime.name()));
        group.throughput(Throughput::Elements(N as u64));
        register(&mut group, regime);
        group.finish();
    }
}

/// One implementation of a relation whose first argument is a square. `f` answers as a `u64`
/// so that, in the latency regime, the answer can pick the next square.
fn bench<R: Copy>(
    group: &mut Group<'_>,
    regime: Regime,
    id: &str,
    inputs: &[(Square, R)],
    f: impl Fn(Square, R) -> u64 + Copy,
) {
    bench_as(group, regime, id, inputs, sq, f);
}

/// [`bench`] for any square type `S` (a peer crate's), `next` making one from a number.
fn bench_as<S: Copy, R: Copy>(
    group: &mut Group<'_>,
    regime: Regime,
    id: &str,
    inputs: &[(S, R)],
    next: fn(u64) -> S,
    f: impl Fn(S, R) -> u64 + Copy,
) {
    let seeds = seeds();
    group.bench_function(id, |bch| match regime {
        Regime::Throughput => bch.iter(|| {
            let mut acc = 0u64;
            for &(a, rest) in black_box(inputs) {
                acc ^= f(a, rest);
            }
            acc
        }),
        Regime::Latency => bch.iter(|| {
            let mut prev = 0u64;
            for (&(_, rest), &seed) in black_box(inputs).iter().zip(seeds) {
                // the next square depends on the previous answer: no two calls overlap
                prev = f(next(seed ^ prev), rest);
            }
            prev
        }),
        Regime::Cache => {
            let buffer = big_buffer();
            let mask = buffer.len() - 1;
            let mut state = 0x2545_F491_4F6C_DD1Du64;
            bch.iter(|| {
                let mut acc = 0u64;
                for &(a, rest) in black_box(inputs) {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1);
                    acc ^= buffer[(state >> 20) as usize & mask];
                    acc ^= f(a, rest);
                }
                acc
            })
        }
    });
}

/// [`bench`] for a pair relation.
fn pair_bench(
    group: &mut Group<'_>,
    regime: Regime,
    id: &str,
    inputs: &[(Square, Square)],
    f: impl Fn(Square, Square) -> u64 + Copy,
) {
    bench(group, regime, id, inputs, f);
}

/// The loop alone: what every implementation in a pair group pays besides its own work.
fn baseline(a: Square, b: Square) -> u64 {
    a as u64 ^ b as u64
}

fn in_between(c: &mut Criterion) {
    let inputs = pairs(1);
    relation(c, "in_between", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            chess_lut::in_between(a, b).0
        });
        pair_bench(g, r, "triangular", &inputs, |a, b| {
            chess_lut::in_between_triangular(a, b).0
        });
        pair_bench(g, r, "x88", &inputs, |a, b| {
            chess_lut::in_between_x88(a, b).0
        });
        pair_bench(g, r, "calc", &inputs, |a, b| calc::in_between(a, b).0);
    });
}

fn line(c: &mut Criterion) {
    let inputs = pairs(2);
    relation(c, "line", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| chess_lut::line(a, b).0);
        pair_bench(g, r, "calc", &inputs, |a, b| calc::line(a, b).0);
    });
}

fn knight_distance(c: &mut Criterion) {
    let inputs = pairs(3);
    relation(c, "knight_distance", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            u64::from(chess_lut::knight_distance(a, b))
        });
        pair_bench(g, r, "calc", &inputs, |a, b| {
            u64::from(calc::knight_distance(a, b))
        });
        pair_bench(g, r, "calc_closed_form", &inputs, |a, b| {
            u64::from(calc::knight_distance_closed_form(a, b))
        });
        pair_bench(g, r, "calc_fill", &inputs, |a, b| {
            u64::from(calc::knight_distance_by_fill(a, b))
        });
    });
}

type AttackInput = (Square, (Square, Attacker, Bitboard));

/// Random attackers, squares and boards of mixed density (one blocker in four squares).
fn attack_inputs() -> Vec<AttackInput> {
    let mut rng = Rng(4);
    (0..N)
        .map(|_| {
            let attacker = Attacker::ALL[(rng.next() % 7) as usize];
            let occ = Bitboard(rng.next() & rng.next());
            (rng.square(), (rng.square(), attacker, occ))
        })
        .collect()
}

fn is_attacked_by(c: &mut Criterion) {
    let inputs = attack_inputs();
    relation(c, "is_attacked_by", |g, r| {
        bench(g, r, "baseline", &inputs, |from, (to, a, occ)| {
            (from as u64 ^ to as u64 ^ a as u64) & occ.0
        });
        bench(g, r, "lookup", &inputs, |from, (to, a, occ)| {
            u64::from(chess_lut::is_attacked_by(from, to, a, occ))
        });
        bench(g, r, "calc", &inputs, |from, (to, a, occ)| {
            u64::from(calc::is_attacked_by(from, to, a, occ))
        });
    });
}

fn leapers(c: &mut Criterion) {
    let inputs = pairs(5);
    relation(c, "knight_attacks", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, _| {
            chess_lut::knight_attacks(a).0
        });
        pair_bench(g, r, "calc", &inputs, |a, _| calc::knight_attacks(a).0);
    });
    relation(c, "king_attacks", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, _| chess_lut::king_attacks(a).0);
        pair_bench(g, r, "calc", &inputs, |a, _| calc::king_attacks(a).0);
    });
}

fn colours_and_lines(c: &mut Criterion) {
    let inputs = pairs(6);
    relation(c, "same_color", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            u64::from(chess_lut::same_color(a, b))
        });
        pair_bench(g, r, "calc", &inputs, |a, b| {
            u64::from(calc::same_color(a, b))
        });
        pair_bench(g, r, "calc_nine", &inputs, |a, b| {
            u64::from(calc::same_color_by_nine(a, b))
        });
        pair_bench(g, r, "calc_anti_diagonal", &inputs, |a, b| {
            u64::from(calc::same_color_by_anti_diagonal(a, b))
        });
    });
    relation(c, "same_diagonal", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            u64::from(chess_lut::same_diagonal(a, b))
        });
        pair_bench(g, r, "calc", &inputs, |a, b| {
            u64::from(calc::same_diagonal(a, b))
        });
    });
    relation(c, "same_anti_diagonal", |g, r| {
        pair_bench(g, r, "baseline", &inputs, baseline);
        pair_bench(g, r, "lookup", &inputs, |a, b| {
            u64::from(chess_lut::same_anti_diagonal(a, b))
        });
        pair_bench(g, r, "calc", &inputs, |a, b| {
            u64::from(calc::same_anti_diagonal(a, b))
        });
    });
    let mut rng = Rng(7);
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
    relation(c, "intersection", |g, r| {
        bench(g, r, "baseline", &kinds, |a, (ka, b, kb)| {
            a as u64 ^ b as u64 ^ ka as u64 ^ kb as u64
        });
        bench(g, r, "lookup", &kinds, |a, (ka, b, kb)| {
            code(chess_lut::intersection(a, ka, b, kb))
        });
        bench(g, r, "calc", &kinds, |a, (ka, b, kb)| {
            code(calc::intersection(a, ka, b, kb))
        });
    });
    relation(c, "line_mask", |g, r| {
        bench(g, r, "baseline", &kinds, |a, (ka, _, _)| {
            a as u64 ^ ka as u64
        });
        bench(g, r, "lookup", &kinds, |a, (ka, _, _)| {
            chess_lut::line_mask(a, ka).0
        });
        bench(g, r, "calc", &kinds, |a, (ka, _, _)| {
            calc::line_mask(a, ka).0
        });
    });
}

fn sliders(c: &mut Criterion) {
    let mut rng = Rng(8);
    let inputs: Vec<(Square, Bitboard)> = (0..N)
        .map(|_| (rng.square(), Bitboard(rng.next() & rng.next())))
        .collect();
    let base = |a: Square, occ: Bitboard| a as u64 ^ occ.0;
    relation(c, "rook_attacks", |g, r| {
        bench(g, r, "baseline", &inputs, base);
        bench(g, r, "lookup", &inputs, |a, occ| {
            chess_lut::rook_attacks(a, occ).0
        });
        bench(g, r, "by_reversal", &inputs, |a, occ| {
            chess_lut::rook_attacks_by_reversal(a, occ).0
        });
        bench(g, r, "calc_hq", &inputs, |a, occ| {
            calc::rook_attacks_hq(a, occ).0
        });
        bench(g, r, "calc", &inputs, |a, occ| calc::rook_attacks(a, occ).0);
    });
    relation(c, "bishop_attacks", |g, r| {
        bench(g, r, "baseline", &inputs, base);
        bench(g, r, "lookup", &inputs, |a, occ| {
            chess_lut::bishop_attacks(a, occ).0
        });
        bench(g, r, "calc_hq", &inputs, |a, occ| {
            calc::bishop_attacks_hq(a, occ).0
        });
        bench(g, r, "calc", &inputs, |a, occ| {
            calc::bishop_attacks(a, occ).0
        });
    });
}

fn piece_sets(c: &mut Criterion) {
    // middle-game-like positions: about 24 pieces, a random square each
    let mut rng = Rng(9);
    let positions: Vec<(Square, Pieces)> = (0..N)
        .map(|_| {
            let mut pieces = Pieces::EMPTY;
            for sq in Square::ALL {
                let r = rng.next();
                if r % 8 < 3 {
                    let color = Color::ALL[(r >> 3 & 1) as usize];
                    pieces = pieces.with(color, Piece::ALL[(r >> 4) as usize % 6], sq);
                }
            }
            (rng.square(), pieces)
        })
        .collect();
    relation(c, "attacks_to", |g, r| {
        bench(g, r, "baseline", &positions, |a, p| {
            a as u64 ^ p.occupied().0
        });
        bench(g, r, "lookup", &positions, |a, p| {
            chess_lut::attacks_to(&p, p.occupied(), a).0
        });
        bench(g, r, "calc", &positions, |a, p| {
            calc::attacks_to(&p, p.occupied(), a).0
        });
    });
    relation(c, "is_square_attacked", |g, r| {
        bench(g, r, "baseline", &positions, |a, p| {
            a as u64 ^ p.occupied().0
        });
        bench(g, r, "lookup", &positions, |a, p| {
            u64::from(chess_lut::is_square_attacked(
                &p,
                p.occupied(),
                a,
                Color::White,
            ))
        });
        bench(g, r, "calc", &positions, |a, p| {
            u64::from(calc::is_square_attacked(&p, p.occupied(), a, Color::White))
        });
    });
}

/// The same questions to other crates, in their own square types: shakmaty
/// (`attacks::between`, `attacks::ray`, `attacks::attacks`) and cozy-chess
/// (`get_between_rays`, `get_line_rays`).
fn peers(c: &mut Criterion) {
    fn sm(i: u64) -> shakmaty::Square {
        shakmaty::Square::ALL[(i & 63) as usize]
    }
    fn cz(i: u64) -> cozy_chess::Square {
        cozy_chess::Square::ALL[(i & 63) as usize]
    }
    let ours = pairs(1);
    let theirs_sm: Vec<_> = ours
        .iter()
        .map(|&(a, b)| (sm(a as u64), sm(b as u64)))
        .collect();
    let theirs_cz: Vec<_> = ours
        .iter()
        .map(|&(a, b)| (cz(a as u64), cz(b as u64)))
        .collect();
    relation(c, "peers/in_between", |g, r| {
        bench(g, r, "chess_lut", &ours, |a, b| {
            chess_lut::in_between(a, b).0
        });
        bench_as(g, r, "cozy_chess", &theirs_cz, cz, |a, b| {
            cozy_chess::get_between_rays(a, b).0
        });
        bench_as(g, r, "shakmaty", &theirs_sm, sm, |a, b| {
            shakmaty::attacks::between(a, b).0
        });
    });
    relation(c, "peers/line", |g, r| {
        bench(g, r, "chess_lut", &ours, |a, b| chess_lut::line(a, b).0);
        bench_as(g, r, "cozy_chess", &theirs_cz, cz, |a, b| {
            cozy_chess::get_line_rays(a, b).0
        });
        bench_as(g, r, "shakmaty", &theirs_sm, sm, |a, b| {
            shakmaty::attacks::ray(a, b).0
        });
    });
    let attacks = attack_inputs();
    let piece = |a: Attacker| {
        use shakmaty::{Color as C, Piece, Role};
        let (color, role) = match a {
            Attacker::BlackPawn => (C::Black, Role::Pawn),
            Attacker::WhitePawn => (C::White, Role::Pawn),
            Attacker::Knight => (C::White, Role::Knight),
            Attacker::Bishop => (C::White, Role::Bishop),
            Attacker::Rook => (C::White, Role::Rook),
            Attacker::Queen => (C::White, Role::Queen),
            Attacker::King => (C::White, Role::King),
        };
        Piece { color, role }
    };
    let attacks_sm: Vec<_> = attacks
        .iter()
        .map(|&(from, (to, a, occ))| {
            (
                sm(from as u64),
                (sm(to as u64), piece(a), shakmaty::Bitboard(occ.0)),
            )
        })
        .collect();
    relation(c, "peers/is_attacked_by", |g, r| {
        bench(g, r, "chess_lut", &attacks, |from, (to, a, occ)| {
            u64::from(chess_lut::is_attacked_by(from, to, a, occ))
        });
        bench(
            g,
            r,
            "chess_lut_in_between",
            &attacks,
            |from, (to, a, occ)| u64::from(chess_lut::is_attacked_by_in_between(from, to, a, occ)),
        );
        bench_as(g, r, "shakmaty", &attacks_sm, sm, |from, (to, p, occ)| {
            u64::from(shakmaty::attacks::attacks(from, p, occ).contains(to))
        });
    });
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1500))
}

criterion_group! {
    name = benches;
    config = config();
    targets = in_between, line, knight_distance, is_attacked_by, leapers, colours_and_lines, sliders, piece_sets, peers
}
criterion_main!(benches);
