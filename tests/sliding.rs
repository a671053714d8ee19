//! Sliding attacks: o^(o-2r) over the generated masks == the plain ray walk == o^(o-2r) on
//! computed masks == the oracle, on every square with random occupancies and on every subset
//! of blockers on the lines through the central squares.

mod common;

use chess_lut::{Bitboard, Square, calc};
use chess_lut_codegen::geometry as geo;
use common::{Rng, o};

/// The oracle: every square `from` attacks as the given slider, by walking the board.
fn oracle(attacker: geo::Attacker, sq: Square, occupied: u64) -> u64 {
    geo::bitboard((0..64).filter(|&to| to != o(sq) && geo::attacks(attacker, o(sq), to, occupied)))
}

fn check(sq: Square, occupied: u64) {
    let occ = Bitboard(occupied);
    let bishop = oracle(geo::Attacker::Bishop, sq, occupied);
    let rook = oracle(geo::Attacker::Rook, sq, occupied);
    let input = format!("({sq}, {occ:?})\n{occ}");
    assert_eq!(
        chess_lut::bishop_attacks(sq, occ).0,
        bishop,
        "bishop_attacks{input}"
    );
    assert_eq!(
        calc::bishop_attacks(sq, occ).0,
        bishop,
        "calc::bishop_attacks{input}"
    );
    assert_eq!(
        calc::bishop_attacks_hq(sq, occ).0,
        bishop,
        "calc::bishop_attacks_hq{input}"
    );
    assert_eq!(
        chess_lut::rook_attacks(sq, occ).0,
        rook,
        "rook_attacks{input}"
    );
    assert_eq!(
        chess_lut::rook_attacks_by_reversal(sq, occ).0,
        rook,
        "rook_attacks_by_reversal{input}"
    );
    assert_eq!(
        calc::rook_attacks(sq, occ).0,
        rook,
        "calc::rook_attacks{input}"
    );
    assert_eq!(
        calc::rook_attacks_hq(sq, occ).0,
        rook,
        "calc::rook_attacks_hq{input}"
    );
    assert_eq!(
        chess_lut::queen_attacks(sq, occ).0,
        bishop | rook,
        "queen_attacks{input}"
    );
    assert_eq!(
        calc::queen_attacks(sq, occ).0,
        bishop | rook,
        "calc::queen_attacks{input}"
    );
}

/// The lookups against the ray walk only (the oracle is slow): many boards.
fn check_fast(sq: Square, occ: Bitboard) {
    assert_eq!(
        chess_lut::bishop_attacks(sq, occ),
        calc::bishop_attacks(sq, occ),
        "bishop_attacks({sq}, {occ:?})"
    );
    assert_eq!(
        chess_lut::rook_attacks(sq, occ),
        calc::rook_attacks(sq, occ),
        "rook_attacks({sq}, {occ:?})"
    );
    assert_eq!(
        chess_lut::rook_attacks_by_reversal(sq, occ),
        calc::rook_attacks(sq, occ),
        "by_reversal({sq}, {occ:?})"
    );
    assert_eq!(
        calc::bishop_attacks_hq(sq, occ),
        calc::bishop_attacks(sq, occ),
        "calc::bishop_attacks_hq({sq}, {occ:?})"
    );
    assert_eq!(
        calc::rook_attacks_hq(sq, occ),
        calc::rook_attacks(sq, occ),
        "calc::rook_attacks_hq({sq}, {occ:?})"
    );
}

#[test]
fn every_square_against_the_oracle() {
    let mut rng = Rng::new(21);
    for sq in Square::ALL {
        for occ in [0, u64::MAX, 1 << o(sq)] {
            check(sq, occ);
        }
        for round in 0..60 {
            check(sq, rng.board(round));
        }
    }
}

#[test]
fn random_boards_against_the_ray_walk() {
    let mut rng = Rng::new(22);
    let mut n = 0;
    for round in 0..4000 {
        let occ = Bitboard(rng.board(round));
        for sq in Square::ALL {
            check_fast(sq, occ);
            n += 1;
        }
    }
    assert!(n >= 250_000);
}

#[test]
fn every_blocker_subset_on_the_central_squares_lines() {
    for sq in [Square::D4, Square::E4, Square::D5, Square::E5] {
        // every square a queen on an empty board reaches: 27 of them, 2^27 subsets is too many,
        // so take each line pair separately: the rook's 14 (16384 subsets) and the bishop's 13
        let rook_lines = calc::rook_attacks(sq, Bitboard::EMPTY).0;
        let bishop_lines = calc::bishop_attacks(sq, Bitboard::EMPTY).0;
        for lines in [rook_lines, bishop_lines] {
            let mut subset = 0u64;
            loop {
                check_fast(sq, Bitboard(subset));
                check_fast(sq, Bitboard(subset | !lines));
                subset = subset.wrapping_sub(lines) & lines;
                if subset == 0 {
                    break;
                }
            }
        }
    }
}
