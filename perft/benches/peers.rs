//! chess-lut against the crates engines use today, every question asked the way an engine asks
//! it: from a bit index (what `trailing_zeros` of a bitboard gives), which each library turns
//! into its own square type inside the timed loop: `Square::from_index` for chess-lut,
//! `Square::index` for cozy-chess, `Square::new` for shakmaty and chess. The index is masked
//! to `0..64` for all alike, as a non-empty bitboard's `trailing_zeros` is.
//!
//! * `peers/in_between`, `peers/line`, `peers/is_attacked_by`: one relation, each crate's own
//!   function.
//! * `sliders/rook`, `sliders/bishop`, `sliders/alternating` (rook and bishop in turn): every
//!   slider strategy of `chess_lut::sliders`, the table-free `calc` ones, and the peers'
//!   magics (and their PEXT versions on a BMI2 build: `RUSTFLAGS="-C target-cpu=native"
//!   cargo bench -p chess-lut-perft --bench peers --features cozy-pext`).
//!
//! Three regimes each (throughput, latency, cache): see `benches/harness/mod.rs` at the root.
//! Every group starts with `baseline`, the loop with a trivial body: besides giving the loop's
//! own cost it takes the first-in-group penalty this machine shows (the same loop measured
//! 1.3x slower when it ran first in its group than when it ran after another). Compare ratios
//! within one run.

#[path = "../../benches/harness/mod.rs"]
mod harness;

use std::time::Duration;

use chess_lut::{Attacker, Bitboard, calc, sliders};
use criterion::{Criterion, criterion_group, criterion_main};
use harness::{Group, N, Regime, Rng, bench_as, relation, sq};

/// A bit index as it comes: the loop masks it when converting.
fn index(i: u64) -> u64 {
    i
}

fn cz(i: u64) -> cozy_chess::Square {
    cozy_chess::Square::index((i & 63) as usize)
}

fn sm(i: u64) -> shakmaty::Square {
    shakmaty::Square::new((i & 63) as u32)
}

fn ch(i: u64) -> chess::Square {
    // SAFETY: chess's own constructor from an index; masked to 0..64 it is a valid square.
    unsafe { chess::Square::new((i & 63) as u8) }
}

/// Random pairs of bit indices.
fn index_pairs(seed: u64) -> Vec<(u64, u64)> {
    let mut rng = Rng(seed);
    (0..N).map(|_| (rng.next() & 63, rng.next() & 63)).collect()
}

fn relations(c: &mut Criterion) {
    let pairs = index_pairs(1);
    relation(c, "peers/in_between", |g, r| {
        bench_as(g, r, "baseline", &pairs, index, |a, b| a ^ b);
        bench_as(g, r, "chess_lut", &pairs, index, |a, b| {
            chess_lut::in_between(sq(a), sq(b)).0
        });
        bench_as(g, r, "cozy_chess", &pairs, index, |a, b| {
            cozy_chess::get_between_rays(cz(a), cz(b)).0
        });
        bench_as(g, r, "shakmaty", &pairs, index, |a, b| {
            shakmaty::attacks::between(sm(a), sm(b)).0
        });
        bench_as(g, r, "chess", &pairs, index, |a, b| {
            chess::between(ch(a), ch(b)).0
        });
    });
    relation(c, "peers/line", |g, r| {
        bench_as(g, r, "baseline", &pairs, index, |a, b| a ^ b);
        bench_as(g, r, "chess_lut", &pairs, index, |a, b| {
            chess_lut::line(sq(a), sq(b)).0
        });
        bench_as(g, r, "cozy_chess", &pairs, index, |a, b| {
            cozy_chess::get_line_rays(cz(a), cz(b)).0
        });
        bench_as(g, r, "shakmaty", &pairs, index, |a, b| {
            shakmaty::attacks::ray(sm(a), sm(b)).0
        });
        bench_as(g, r, "chess", &pairs, index, |a, b| {
            chess::line(ch(a), ch(b)).0
        });
    });
    // random attackers, squares and boards of mixed density (one blocker in four squares)
    let mut rng = Rng(4);
    let attacks: Vec<(u64, (u64, Attacker, u64))> = (0..N)
        .map(|_| {
            let attacker = Attacker::ALL[(rng.next() % 7) as usize];
            let occ = rng.next() & rng.next();
            (rng.next() & 63, (rng.next() & 63, attacker, occ))
        })
        .collect();
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
    relation(c, "peers/is_attacked_by", |g, r| {
        bench_as(g, r, "baseline", &attacks, index, |from, (to, a, occ)| {
            (from ^ to ^ a as u64) & occ
        });
        bench_as(g, r, "chess_lut", &attacks, index, |from, (to, a, occ)| {
            u64::from(chess_lut::is_attacked_by(
                sq(from),
                sq(to),
                a,
                Bitboard(occ),
            ))
        });
        bench_as(
            g,
            r,
            "chess_lut_in_between",
            &attacks,
            index,
            |from, (to, a, occ)| {
                u64::from(chess_lut::is_attacked_by_in_between(
                    sq(from),
                    sq(to),
                    a,
                    Bitboard(occ),
                ))
            },
        );
        bench_as(g, r, "shakmaty", &attacks, index, |from, (to, a, occ)| {
            let attacks = shakmaty::attacks::attacks(sm(from), piece(a), shakmaty::Bitboard(occ));
            u64::from(attacks.contains(sm(to)))
        });
    });
}

/// Which slider a group asks for.
#[derive(Clone, Copy)]
enum Mode {
    Rook,
    Bishop,
    /// Rook and bishop in turn, as a move generator asks.
    Alternating,
}

type SliderInput = (u64, (u64, bool));

/// One slider implementation: `rook` and `bishop` from a bit index and an occupancy.
fn slider(
    g: &mut Group<'_>,
    r: Regime,
    id: &str,
    inputs: &[SliderInput],
    mode: Mode,
    rook: impl Fn(u64, u64) -> u64 + Copy,
    bishop: impl Fn(u64, u64) -> u64 + Copy,
) {
    match mode {
        Mode::Rook => bench_as(g, r, id, inputs, index, move |s, (o, _)| rook(s, o)),
        Mode::Bishop => bench_as(g, r, id, inputs, index, move |s, (o, _)| bishop(s, o)),
        Mode::Alternating => bench_as(g, r, id, inputs, index, move |s, (o, is_rook)| {
            if is_rook { rook(s, o) } else { bishop(s, o) }
        }),
    }
}

/// [`slider`] for each `name => rook, bishop` in turn.
macro_rules! sliders {
    ($g:expr, $r:expr, $inputs:expr, $mode:expr; $($name:expr => $rook:expr, $bishop:expr;)*) => {
        $(slider($g, $r, $name, $inputs, $mode, $rook, $bishop);)*
    };
}

/// Every strategy of chess-lut and every peer, for one group.
fn slider_group(g: &mut Group<'_>, r: Regime, inputs: &[SliderInput], mode: Mode) {
    use chess::BitBoard as Ch;
    use cozy_chess::BitBoard as Cz;
    use shakmaty::Bitboard as Sm;
    use sliders::{hyperbola, kindergarten, magic};
    let bb = Bitboard;
    let cozy = if cfg!(feature = "cozy-pext") {
        "cozy_chess_pext"
    } else {
        "cozy_chess"
    };
    sliders! { g, r, inputs, mode;
        "baseline" => |s, o| s ^ o, |s, o| s ^ o.rotate_left(7);
        "magic" => |s, o| magic::rook_attacks(sq(s), bb(o)).0,
            |s, o| magic::bishop_attacks(sq(s), bb(o)).0;
    }
    pext(g, r, inputs, mode);
    sliders! { g, r, inputs, mode;
        "kindergarten" => |s, o| kindergarten::rook_attacks(sq(s), bb(o)).0,
            |s, o| kindergarten::bishop_attacks(sq(s), bb(o)).0;
        "hyperbola" => |s, o| hyperbola::rook_attacks(sq(s), bb(o)).0,
            |s, o| hyperbola::bishop_attacks(sq(s), bb(o)).0;
        "calc_hq" => |s, o| calc::rook_attacks_hq(sq(s), bb(o)).0,
            |s, o| calc::bishop_attacks_hq(sq(s), bb(o)).0;
        "calc_walk" => |s, o| calc::rook_attacks(sq(s), bb(o)).0,
            |s, o| calc::bishop_attacks(sq(s), bb(o)).0;
        cozy => |s, o| cozy_chess::get_rook_moves(cz(s), Cz(o)).0,
            |s, o| cozy_chess::get_bishop_moves(cz(s), Cz(o)).0;
        "shakmaty" => |s, o| shakmaty::attacks::rook_attacks(sm(s), Sm(o)).0,
            |s, o| shakmaty::attacks::bishop_attacks(sm(s), Sm(o)).0;
        "chess" => |s, o| chess::get_rook_moves(ch(s), Ch(o)).0,
            |s, o| chess::get_bishop_moves(ch(s), Ch(o)).0;
    }
}

/// chess-lut's PEXT strategy and chess's PEXT + PDEP lookups, on a BMI2 build.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn pext(g: &mut Group<'_>, r: Regime, inputs: &[SliderInput], mode: Mode) {
    use chess::BitBoard as Ch;
    use sliders::pext;
    let bb = Bitboard;
    // SAFETY (both): `sliders::pext` exists only where the target has BMI2, as this does.
    sliders! { g, r, inputs, mode;
        "pext" => |s, o| unsafe { pext::rook_attacks(sq(s), bb(o)) }.0,
            |s, o| unsafe { pext::bishop_attacks(sq(s), bb(o)) }.0;
        "chess_bmi" => |s, o| chess::get_rook_moves_bmi(ch(s), Ch(o)).0,
            |s, o| chess::get_bishop_moves_bmi(ch(s), Ch(o)).0;
    }
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
fn pext(_: &mut Group<'_>, _: Regime, _: &[SliderInput], _: Mode) {}

fn slider_groups(c: &mut Criterion) {
    // random squares on boards of mixed density (one square in four occupied)
    let mut rng = Rng(8);
    let inputs: Vec<SliderInput> = (0..N)
        .map(|i| (rng.next() & 63, (rng.next() & rng.next(), i % 2 == 0)))
        .collect();
    for (name, mode) in [
        ("sliders/rook", Mode::Rook),
        ("sliders/bishop", Mode::Bishop),
        ("sliders/alternating", Mode::Alternating),
    ] {
        relation(c, name, |g, r| slider_group(g, r, &inputs, mode));
    }
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1500))
}

criterion_group! {
    name = benches;
    config = config();
    targets = relations, slider_groups
}
criterion_main!(benches);
