//! chess-lut against the crates engines use today, every question asked the way an engine asks
//! it: from a bit index (what `trailing_zeros` of a bitboard gives), which each library turns
//! into its own square type inside the timed loop: `Square::from_index` for chess-lut,
//! `Square::index` for cozy-chess, `Square::new` for shakmaty and chess. The index is masked
//! to `0..64` for all alike, as a non-empty bitboard's `trailing_zeros` is.
//!
//! * `peers/in_between`, `peers/line`, `peers/attacks`, `peers/king_distance`,
//!   `peers/path`: one relation, each crate's own function (for `path`, the peers' between
//!   with the checker's square added, as an engine builds its evasion mask from them).
//! * `sliders/rook`, `sliders/bishop`, `sliders/alternating` (rook and bishop in turn): every
//!   slider strategy of `chess_lut::sliders`, the table-free `calc` ones, and the peers'
//!   magics (and their PEXT versions on a BMI2 build: `RUSTFLAGS="-C target-cpu=native"
//!   cargo bench -p chess-lut-bench --bench peers --features cozy-pext`).
//!
//! The regimes (throughput, latency, cache, random: 65,536 different inputs): see the crate docs
//! (`src/lib.rs`). Every group starts with `baseline`, the loop with a trivial body: besides
//! giving the loop's own cost it takes the first-in-group penalty this machine shows (the same
//! loop measured 1.3x slower when it ran first in its group than when it ran after another).
//! Compare ratios within one run.

use chess_lut::{Attacker, Bitboard};
use chess_lut_bench::peers::{ch, cz, sm};
use chess_lut_bench::sliders::{Mode, SliderInput, index};
use chess_lut_bench::{Group, Regime, Runner, bench, index_pairs, slider_impls, sq};
use criterion::{Criterion, criterion_group, criterion_main};

fn relations(c: &mut Criterion) {
    chess_lut_bench::prepare();
    for regime in Regime::ALL {
        peer_relations(c, regime);
    }
}

fn peer_relations(c: &mut Criterion, r: Regime) {
    let pairs = index_pairs(1, r.len());
    relation(c, "peers/in_between", r, |g| {
        bench!(g, "baseline", &pairs, index, |a, b| a ^ b);
        bench!(g, "chess_lut", &pairs, index, |a, b| {
            chess_lut::in_between(sq(a), sq(b)).0
        });
        bench!(g, "cozy_chess", &pairs, index, |a, b| {
            cozy_chess::get_between_rays(cz(a), cz(b)).0
        });
        bench!(g, "shakmaty", &pairs, index, |a, b| {
            shakmaty::attacks::between(sm(a), sm(b)).0
        });
        bench!(g, "chess", &pairs, index, |a, b| {
            chess::between(ch(a), ch(b)).0
        });
    });
    relation(c, "peers/king_distance", r, |g| {
        bench!(g, "baseline", &pairs, index, |a, b| a ^ b);
        bench!(g, "chess_lut", &pairs, index, |a, b| {
            u64::from(chess_lut::king_distance(sq(a), sq(b)))
        });
        bench!(g, "chess_lut_calc", &pairs, index, |a, b| {
            u64::from(chess_lut::calc::king_distance(sq(a), sq(b)))
        });
        bench!(g, "shakmaty", &pairs, index, |a, b| {
            u64::from(sm(a).distance(sm(b)))
        });
    });
    // the evasion mask: chess-lut's path, the peers' between with the checker added
    relation(c, "peers/path", r, |g| {
        bench!(g, "baseline", &pairs, index, |a, b| a ^ b);
        bench!(g, "chess_lut", &pairs, index, |a, b| {
            chess_lut::path(sq(a), sq(b)).0
        });
        bench!(g, "cozy_chess", &pairs, index, |a, b| {
            (cozy_chess::get_between_rays(cz(a), cz(b)) | cz(b).bitboard()).0
        });
        bench!(g, "shakmaty", &pairs, index, |a, b| {
            (shakmaty::attacks::between(sm(a), sm(b)) | shakmaty::Bitboard::from_square(sm(b))).0
        });
    });
    relation(c, "peers/line", r, |g| {
        bench!(g, "baseline", &pairs, index, |a, b| a ^ b);
        bench!(g, "chess_lut", &pairs, index, |a, b| {
            chess_lut::line(sq(a), sq(b)).0
        });
        bench!(g, "cozy_chess", &pairs, index, |a, b| {
            cozy_chess::get_line_rays(cz(a), cz(b)).0
        });
        bench!(g, "shakmaty", &pairs, index, |a, b| {
            shakmaty::attacks::ray(sm(a), sm(b)).0
        });
        bench!(g, "chess", &pairs, index, |a, b| chess::line(ch(a), ch(b))
            .0);
    });
    // random attackers, squares and boards of mixed density (one blocker in four squares)
    let attacks: Vec<(u64, (u64, Attacker, u64))> = chess_lut_bench::attack_inputs(r.len())
        .into_iter()
        .map(|(from, (to, attacker, occ))| (from as u64, (to as u64, attacker, occ.0)))
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
    relation(c, "peers/attacks", r, |g| {
        bench!(g, "baseline", &attacks, index, |from, (to, a, occ)| {
            (from ^ to ^ a as u64) & occ
        });
        bench!(g, "chess_lut", &attacks, index, |from, (to, a, occ)| {
            u64::from(chess_lut::attacks(a, sq(from), sq(to), Bitboard(occ)))
        });
        bench!(g, "chess_lut_in_between", &attacks, index, |from,
                                                            (
            to,
            a,
            occ,
        )| {
            u64::from(chess_lut::layouts::attacks_by_in_between(
                a,
                sq(from),
                sq(to),
                Bitboard(occ),
            ))
        },);
        bench!(g, "shakmaty", &attacks, index, |from, (to, a, occ)| {
            let attacks = shakmaty::attacks::attacks(sm(from), piece(a), shakmaty::Bitboard(occ));
            u64::from(attacks.contains(sm(to)))
        });
    });
}

/// A group `name` in regime `r`: `register` puts every implementation into it.
fn relation(
    c: &mut Criterion,
    name: &str,
    r: Regime,
    register: impl FnOnce(&mut <Criterion as Runner>::Group<'_>),
) {
    let mut g = c.group(name, r);
    register(&mut g);
    g.finish();
}

/// Every strategy of chess-lut, then every peer, for one group.
fn slider_group<G: Group>(g: &mut G, inputs: &[SliderInput], mode: Mode) {
    use chess::BitBoard as Ch;
    use cozy_chess::BitBoard as Cz;
    use shakmaty::Bitboard as Sm;
    chess_lut_bench::slider_strategies(g, inputs, mode);
    let cozy = if cfg!(feature = "cozy-pext") {
        "cozy_chess_pext"
    } else {
        "cozy_chess"
    };
    slider_impls! { g, inputs, mode;
        cozy => |s, o| cozy_chess::get_rook_moves(cz(s), Cz(o)).0,
            |s, o| cozy_chess::get_bishop_moves(cz(s), Cz(o)).0;
        "shakmaty" => |s, o| shakmaty::attacks::rook_attacks(sm(s), Sm(o)).0,
            |s, o| shakmaty::attacks::bishop_attacks(sm(s), Sm(o)).0;
        "chess" => |s, o| chess::get_rook_moves(ch(s), Ch(o)).0,
            |s, o| chess::get_bishop_moves(ch(s), Ch(o)).0;
    }
    chess_bmi(g, inputs, mode);
}

/// chess's PEXT + PDEP lookups, on a BMI2 build.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn chess_bmi<G: Group>(g: &mut G, inputs: &[SliderInput], mode: Mode) {
    use chess::BitBoard as Ch;
    slider_impls! { g, inputs, mode;
        "chess_bmi" => |s, o| chess::get_rook_moves_bmi(ch(s), Ch(o)).0,
            |s, o| chess::get_bishop_moves_bmi(ch(s), Ch(o)).0;
    }
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
fn chess_bmi<G: Group>(_: &mut G, _: &[SliderInput], _: Mode) {}

fn slider_groups(c: &mut Criterion) {
    for regime in Regime::ALL {
        let inputs = chess_lut_bench::slider_inputs(regime);
        for mode in Mode::ALL {
            relation(c, mode.group(), regime, |g| slider_group(g, &inputs, mode));
        }
    }
}

criterion_group! {
    name = benches;
    config = chess_lut_bench::config();
    targets = relations, slider_groups
}
criterion_main!(benches);
