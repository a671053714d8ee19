//! Sliding attacks: every strategy of `chess_lut::sliders` (magic, PEXT where the target has
//! BMI2, kindergarten, hyperbola, dual in its portable form and, where the CPU has AVX2, in one
//! register), the crate-root forwards, `sliders::fastest` and the table-free `calc::*_hq` equal
//! the ray walk of `calc` and the generator's own walk (`chess_lut_codegen::slider_blocks::attacks`):
//!
//! * on every occupancy of the relevant squares of every square (102,400 rook and 5,248 bishop
//!   boards), each also with random squares set outside the relevant mask (they must not
//!   matter) and with every square outside it set;
//! * on random full boards of every density, and on the empty and full board.

mod common;

use chess_lut::{Bitboard, Square, calc, sliders};
use chess_lut_codegen::slider_blocks::{self as oracle, Blocks, Slider};
use common::{Boards, Rng, o};

type Attacks = fn(Square, Bitboard) -> Bitboard;

/// The PEXT strategies where the target has BMI2; nothing elsewhere.
mod pext {
    use super::{Attacks, Slider};

    /// `slider`'s attacks by both PEXT strategies, or the queen's for `None`.
    #[cfg(chess_lut_pext)]
    pub fn implementations(slider: impl Into<Option<Slider>>) -> Vec<(&'static str, Attacks)> {
        use chess_lut::sliders::pext;
        use chess_lut::{Bitboard, Square};

        // SAFETY (all three): `sliders::pext` exists only when the target has BMI2, and this
        // function only under the same `cfg`.
        fn rook(sq: Square, occ: Bitboard) -> Bitboard {
            unsafe { pext::rook_attacks(sq, occ) }
        }
        fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
            unsafe { pext::bishop_attacks(sq, occ) }
        }
        fn queen(sq: Square, occ: Bitboard) -> Bitboard {
            unsafe { pext::queen_attacks(sq, occ) }
        }
        let slider = slider.into();
        let mut out: Vec<(&'static str, Attacks)> = match slider {
            Some(Slider::Rook) => vec![("pext::rook_attacks", rook)],
            Some(Slider::Bishop) => vec![("pext::bishop_attacks", bishop)],
            None => vec![("pext::queen_attacks", queen)],
        };
        out.extend(compact(slider));
        out
    }

    /// `slider`'s attacks by compact PEXT, which the feature `fastest` alone leaves out.
    #[cfg(chess_lut_pext_compact)]
    fn compact(slider: Option<Slider>) -> Vec<(&'static str, Attacks)> {
        use chess_lut::sliders::pext_compact;
        use chess_lut::{Bitboard, Square};

        // SAFETY (all three): `sliders::pext_compact` exists only when the target has BMI2,
        // and this function only under the same `cfg`.
        fn rook(sq: Square, occ: Bitboard) -> Bitboard {
            unsafe { pext_compact::rook_attacks(sq, occ) }
        }
        fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
            unsafe { pext_compact::bishop_attacks(sq, occ) }
        }
        fn queen(sq: Square, occ: Bitboard) -> Bitboard {
            unsafe { pext_compact::queen_attacks(sq, occ) }
        }
        match slider {
            Some(Slider::Rook) => vec![("pext_compact::rook_attacks", rook)],
            Some(Slider::Bishop) => vec![("pext_compact::bishop_attacks", bishop)],
            None => vec![("pext_compact::queen_attacks", queen)],
        }
    }

    #[cfg(all(chess_lut_pext, not(chess_lut_pext_compact)))]
    fn compact(_: Option<Slider>) -> Vec<(&'static str, Attacks)> {
        Vec::new()
    }

    #[cfg(not(chess_lut_pext))]
    pub fn implementations(_: impl Into<Option<Slider>>) -> Vec<(&'static str, Attacks)> {
        Vec::new()
    }
}

/// The dual strategy: its portable form everywhere, its AVX2 form where the CPU has AVX2.
mod dual {
    use super::{Attacks, Slider};
    use chess_lut::sliders::dual;

    /// `slider`'s attacks by both forms of the dual strategy, or the queen's for `None`; each
    /// half of `dual::attacks` as well as the one-piece functions.
    pub fn implementations(slider: impl Into<Option<Slider>>) -> Vec<(&'static str, Attacks)> {
        use chess_lut::{Bitboard, Square};
        let slider = slider.into();
        let mut out: Vec<(&'static str, Attacks)> = match slider {
            Some(Slider::Rook) => vec![
                ("dual::rook_attacks", dual::rook_attacks as Attacks),
                ("dual::attacks(…).0", |sq, occ| dual::attacks(sq, occ).0),
            ],
            Some(Slider::Bishop) => vec![
                ("dual::bishop_attacks", dual::bishop_attacks),
                ("dual::attacks(…).1", |sq, occ| dual::attacks(sq, occ).1),
            ],
            None => vec![("dual::queen_attacks", dual::queen_attacks)],
        };
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY (all five): the CPU has AVX2, checked above.
            fn rook(sq: Square, occ: Bitboard) -> Bitboard {
                unsafe { dual::avx2::rook_attacks(sq, occ) }
            }
            fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
                unsafe { dual::avx2::bishop_attacks(sq, occ) }
            }
            fn queen(sq: Square, occ: Bitboard) -> Bitboard {
                unsafe { dual::avx2::queen_attacks(sq, occ) }
            }
            fn both_rook(sq: Square, occ: Bitboard) -> Bitboard {
                unsafe { dual::avx2::attacks(sq, occ).0 }
            }
            fn both_bishop(sq: Square, occ: Bitboard) -> Bitboard {
                unsafe { dual::avx2::attacks(sq, occ).1 }
            }
            out.extend(match slider {
                Some(Slider::Rook) => vec![
                    ("dual::avx2::rook_attacks", rook as Attacks),
                    ("dual::avx2::attacks(…).0", both_rook),
                ],
                Some(Slider::Bishop) => vec![
                    ("dual::avx2::bishop_attacks", bishop as Attacks),
                    ("dual::avx2::attacks(…).1", both_bishop),
                ],
                None => vec![("dual::avx2::queen_attacks", queen as Attacks)],
            });
        }
        out
    }
}

/// Every implementation of `slider`'s attacks, by name: the ray walk first.
fn implementations(slider: Slider) -> Vec<(&'static str, Attacks)> {
    let mut out: Vec<(&'static str, Attacks)> = match slider {
        Slider::Rook => vec![
            ("calc::rook_attacks", calc::rook_attacks),
            ("rook_attacks", chess_lut::rook_attacks),
            ("fastest::rook_attacks", sliders::fastest::rook_attacks),
            #[cfg(feature = "magic")]
            ("magic::rook_attacks", sliders::magic::rook_attacks),
            #[cfg(feature = "kindergarten")]
            (
                "kindergarten::rook_attacks",
                sliders::kindergarten::rook_attacks,
            ),
            ("hyperbola::rook_attacks", sliders::hyperbola::rook_attacks),
            (
                "rook_attacks_by_reversal",
                chess_lut::sliders::hyperbola::rook_attacks_by_reversal,
            ),
            ("calc::rook_attacks_hq", calc::rook_attacks_hq),
        ],
        Slider::Bishop => vec![
            ("calc::bishop_attacks", calc::bishop_attacks),
            ("bishop_attacks", chess_lut::bishop_attacks),
            ("fastest::bishop_attacks", sliders::fastest::bishop_attacks),
            #[cfg(feature = "magic")]
            ("magic::bishop_attacks", sliders::magic::bishop_attacks),
            #[cfg(feature = "kindergarten")]
            (
                "kindergarten::bishop_attacks",
                sliders::kindergarten::bishop_attacks,
            ),
            (
                "hyperbola::bishop_attacks",
                sliders::hyperbola::bishop_attacks,
            ),
            ("calc::bishop_attacks_hq", calc::bishop_attacks_hq),
        ],
    };
    out.extend(pext::implementations(slider));
    out.extend(dual::implementations(slider));
    out
}

/// Every queen implementation, by name: the ray walk first.
fn queens() -> Vec<(&'static str, Attacks)> {
    let mut out: Vec<(&'static str, Attacks)> = vec![
        ("calc::queen_attacks", calc::queen_attacks),
        ("queen_attacks", chess_lut::queen_attacks),
        ("fastest::queen_attacks", sliders::fastest::queen_attacks),
        #[cfg(feature = "magic")]
        ("magic::queen_attacks", sliders::magic::queen_attacks),
        #[cfg(feature = "kindergarten")]
        (
            "kindergarten::queen_attacks",
            sliders::kindergarten::queen_attacks,
        ),
        (
            "hyperbola::queen_attacks",
            sliders::hyperbola::queen_attacks,
        ),
    ];
    out.extend(pext::implementations(None));
    out.extend(dual::implementations(None));
    out
}

/// Each implementation against `expected` (the generator's walk), printing the input on a
/// difference.
fn check(impls: &[(&str, Attacks)], sq: Square, occ: Bitboard, expected: u64) {
    for &(name, f) in impls {
        let got = f(sq, occ);
        assert!(
            got.0 == expected,
            "{name}({sq}, {occ:?}) = {got:?}, the board walk says {:?}\noccupied:\n{occ}got:\n{got}",
            Bitboard(expected)
        );
    }
}

#[test]
fn every_relevant_occupancy_of_every_square_with_noise_outside() {
    let mut rng = Rng::new(31);
    let mut boards = 0;
    for slider in Slider::ALL {
        let impls = implementations(slider);
        let blocks = Blocks::new(slider);
        for sq in Square::ALL {
            let s = sq.index();
            let mask = blocks.mask(o(sq));
            for (&occ, &expected) in blocks.occupancies[s].iter().zip(&blocks.attacks[s]) {
                assert_eq!(occ & !mask, 0, "the oracle's occupancy stays in its mask");
                let noise = rng.board(boards) & !mask;
                for occ in [occ, occ | noise, occ | !mask] {
                    check(&impls, sq, Bitboard(occ), expected);
                }
                boards += 1;
            }
        }
    }
    assert_eq!(boards, 102_400 + 5_248);
}

#[test]
fn random_boards_of_every_density() {
    let mut rng = Rng::new(32);
    let (rooks, bishops, queens) = (
        implementations(Slider::Rook),
        implementations(Slider::Bishop),
        queens(),
    );
    for round in 0..3000 {
        let occ = rng.board(round);
        for sq in Square::ALL {
            let rook = oracle::attacks(o(sq), Slider::Rook, occ);
            let bishop = oracle::attacks(o(sq), Slider::Bishop, occ);
            check(&rooks, sq, Bitboard(occ), rook);
            check(&bishops, sq, Bitboard(occ), bishop);
            check(&queens, sq, Bitboard(occ), rook | bishop);
        }
    }
    for occ in [0, u64::MAX] {
        for sq in Square::ALL {
            let rook = oracle::attacks(o(sq), Slider::Rook, occ);
            let bishop = oracle::attacks(o(sq), Slider::Bishop, occ);
            check(&queens, sq, Bitboard(occ), rook | bishop);
        }
    }
}

#[cfg(feature = "magic")]
#[test]
fn the_relevant_masks_are_what_the_tables_were_built_from() {
    use chess_lut::tables::{BISHOP_MAGICS, MAGIC_ATTACKS, ROOK_MAGICS};
    for (slider, entries) in [
        (Slider::Rook, &ROOK_MAGICS),
        (Slider::Bishop, &BISHOP_MAGICS),
    ] {
        let blocks = Blocks::new(slider);
        for sq in 0..64u8 {
            let entry = entries[usize::from(sq)];
            assert_eq!(entry.not_mask, !blocks.mask(sq), "{slider:?} {sq}");
            // the block's highest index stays inside the table
            let last = 1u64 << slider.index_bits();
            assert!(entry.offset < MAGIC_ATTACKS.len() as u64, "{slider:?} {sq}");
            assert!(last > 0);
        }
    }
    // the shifts the lookups use are the generator's
    assert_eq!(
        chess_lut::tables::ROOK_SHIFT,
        64 - Slider::Rook.index_bits()
    );
    assert_eq!(
        chess_lut::tables::BISHOP_SHIFT,
        64 - Slider::Bishop.index_bits()
    );
}

#[test]
fn the_edges_never_block() {
    // a rook on d1 sees a1 and h1 whether or not they hold pieces, and nothing behind them
    let sq = Square::D1;
    for (name, f) in implementations(Slider::Rook) {
        let empty = f(sq, Bitboard::EMPTY);
        let ends = f(sq, Square::A1.bitboard() | Square::H1.bitboard());
        assert_eq!(empty, ends, "{name}");
        assert_eq!(empty.count(), 14, "{name}");
    }
}

#[test]
fn pext_is_among_them_exactly_where_the_target_has_bmi2() {
    let bmi2 = cfg!(chess_lut_pext);
    let compact = cfg!(chess_lut_pext_compact);
    let names: Vec<&str> = implementations(Slider::Rook).iter().map(|i| i.0).collect();
    assert_eq!(names.contains(&"pext::rook_attacks"), bmi2, "{names:?}");
    assert_eq!(
        names.contains(&"pext_compact::rook_attacks"),
        compact,
        "{names:?}"
    );
    let families =
        usize::from(cfg!(feature = "magic")) + usize::from(cfg!(feature = "kindergarten"));
    assert_eq!(
        queens().len(),
        4 + families + usize::from(bmi2) + usize::from(compact) + 1 + usize::from(avx2())
    );
}

/// Whether this CPU has AVX2.
fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// The dual strategy's AVX2 form is among them exactly where the CPU has AVX2, its portable
/// form everywhere.
#[test]
fn the_dual_strategy_is_among_them_in_each_form_it_has() {
    let names: Vec<&str> = implementations(Slider::Bishop)
        .iter()
        .map(|i| i.0)
        .collect();
    assert!(names.contains(&"dual::bishop_attacks"), "{names:?}");
    assert_eq!(
        names.contains(&"dual::avx2::bishop_attacks"),
        avx2(),
        "{names:?}"
    );
}

/// On a build for BMI2 with the PEXT tables asked for, `sliders::fastest` reads them, unless
/// the CPU is one of AMD's that microcode `pext` (read from /proc/cpuinfo as the build script
/// reads it for `-C target-cpu=native`; a build for such a CPU by name is not one CI makes).
#[cfg(all(
    target_arch = "x86_64",
    target_feature = "bmi2",
    any(feature = "pext", feature = "fastest")
))]
#[test]
fn fastest_is_pext_on_a_bmi2_build() {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |name: &str| {
        info.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            (key.trim() == name).then(|| value.trim().to_string())
        })
    };
    let amd = matches!(
        field("vendor_id").as_deref(),
        Some("AuthenticAMD" | "HygonGenuine")
    );
    if amd && matches!(field("cpu family").as_deref(), Some("21" | "23" | "24")) {
        eprintln!("pext is microcoded on this CPU: fastest is magic where it was built native");
        return;
    }
    assert_eq!(sliders::fastest::STRATEGY, sliders::Strategy::Pext);
}

/// Without BMI2, `sliders::fastest` reads the magic tables wherever a feature generates them.
#[cfg(all(
    not(target_feature = "bmi2"),
    any(feature = "magic", feature = "fastest")
))]
#[test]
fn fastest_is_magic_without_bmi2() {
    assert_eq!(sliders::fastest::STRATEGY, sliders::Strategy::Magic);
}
