//! `attacks`: lookup == calc == the oracle's walk, for every attacker and every ordered
//! pair, on random boards of every density (over a million in all) and on adversarial ones.

mod common;

use chess_lut::{Attacker, Bitboard, Square, attacks, calc};
use chess_lut_codegen::oracle as geo;
use common::{Boards, Rng, o};

/// Checks one input against all three answers; `path` is the oracle's
/// `attack_path(attacker, from, to)`.
fn check(from: Square, to: Square, attacker: Attacker, occupied: u64, path: Option<u64>) {
    let oracle = path.is_some_and(|between| between & occupied == 0);
    let occ = Bitboard(occupied);
    assert_eq!(
        attacks(attacker, from, to, occ),
        oracle,
        "attacks({attacker:?}, {from}, {to}, {occ:?}):\n{occ}"
    );
    assert_eq!(
        calc::attacks(attacker, from, to, occ),
        oracle,
        "calc::attacks({attacker:?}, {from}, {to}, {occ:?}):\n{occ}"
    );
    #[cfg(feature = "layouts")]
    assert_eq!(
        chess_lut::layouts::attacks_by_in_between(attacker, from, to, occ),
        oracle,
        "attacks_by_in_between({attacker:?}, {from}, {to}, {occ:?}):\n{occ}"
    );
}

/// Every (attacker, from, to) with the oracle's path for it.
fn cases() -> Vec<(Attacker, Square, Square, Option<u64>)> {
    Attacker::ALL
        .into_iter()
        .flat_map(|attacker| {
            Square::pairs().map(move |(from, to)| {
                (
                    attacker,
                    from,
                    to,
                    geo::attack_path(attacker, o(from), o(to)).filter(|_| from != to),
                )
            })
        })
        .collect()
}

#[test]
fn random_boards() {
    const BOARDS_PER_CASE: usize = 36; // 7 * 4096 * 36 = 1,032,192 boards
    let mut rng = Rng::new(0xC4E5_5000_0000_0001);
    let mut checked = 0;
    for (attacker, from, to, path) in cases() {
        for round in 0..BOARDS_PER_CASE {
            check(from, to, attacker, rng.board(round), path);
            checked += 1;
        }
    }
    assert!(checked >= 1_000_000);
}

#[test]
fn adversarial_boards() {
    for (attacker, from, to, path) in cases() {
        let between = geo::in_between(o(from), o(to));
        let ends = 1u64 << o(from) | 1 << o(to);
        for occupied in [
            0,
            u64::MAX,
            between,
            between | ends,
            ends,
            !between,
            !between & !ends,
            1 << o(from),
            1 << o(to),
        ] {
            check(from, to, attacker, occupied, path);
        }
        // one blocker at a time, alone and with the end squares set
        for sq in 0..64 {
            check(from, to, attacker, 1 << sq, path);
            check(from, to, attacker, 1 << sq | ends, path);
        }
        // every square between but one
        for sq in Bitboard(between) {
            check(from, to, attacker, between & !(1 << o(sq)), path);
        }
    }
}

#[test]
fn occupancy_of_the_end_squares_never_matters() {
    let mut rng = Rng::new(7);
    for (attacker, from, to, _) in cases() {
        let occupied = Bitboard(rng.board(3));
        let bare = occupied.without(from).without(to);
        let answer = attacks(attacker, from, to, bare);
        for occ in [
            occupied,
            bare.with(from),
            bare.with(to),
            bare.with(from).with(to),
        ] {
            assert_eq!(
                attacks(attacker, from, to, occ),
                answer,
                "{from} {to} {attacker:?} {occ:?}"
            );
        }
    }
}

#[cfg(feature = "lines")]
#[test]
fn leapers_ignore_occupancy_and_sliders_agree_with_in_between() {
    let mut rng = Rng::new(11);
    for (from, to) in Square::pairs() {
        let occupied = Bitboard(rng.board(4));
        let free = (chess_lut::in_between(from, to) & occupied).is_empty();
        let aligned = !chess_lut::line(from, to).is_empty();
        let queen = attacks(Attacker::Queen, from, to, occupied);
        assert_eq!(queen, aligned && free, "{from} {to} {occupied:?}");
        assert_eq!(
            queen,
            attacks(Attacker::Rook, from, to, occupied)
                || attacks(Attacker::Bishop, from, to, occupied),
            "{from} {to}"
        );
        assert_eq!(
            attacks(Attacker::Knight, from, to, occupied),
            chess_lut::knight_attacks(from).contains(to),
            "{from} {to}"
        );
        assert_eq!(
            attacks(Attacker::King, from, to, Bitboard::FULL),
            chess_lut::king_attacks(from).contains(to),
            "{from} {to}"
        );
    }
}
