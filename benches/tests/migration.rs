//! The switching guide's table of words (`docs/switching.md`), row by row, against the crates it
//! names: what it says cozy-chess, shakmaty and `chess` call each relation is what they answer,
//! on every pair of squares (and on boards for the sliders).
#![cfg(feature = "peers")]

use chess_lut::{Bitboard, Color, Square};
use chess_lut_bench::peers::{ch, cz, sm};

/// Every pair of squares, by index.
fn pairs() -> impl Iterator<Item = (u64, u64)> {
    (0..64).flat_map(|a| (0..64).map(move |b| (a, b)))
}

fn sq(i: u64) -> Square {
    Square::from_index_masked(i as u8)
}

#[test]
fn strictly_between_is_in_between() {
    for (a, b) in pairs() {
        let ours = chess_lut::in_between(sq(a), sq(b)).0;
        assert_eq!(
            cozy_chess::get_between_rays(cz(a), cz(b)).0,
            ours,
            "cozy-chess {a} {b}"
        );
        assert_eq!(
            u64::from(shakmaty::attacks::between(sm(a), sm(b))),
            ours,
            "shakmaty {a} {b}"
        );
        assert_eq!(chess::between(ch(a), ch(b)).0, ours, "chess {a} {b}");
    }
}

/// The row "engines' between": each peer's between and the far square is `path`.
#[test]
fn engines_between_is_path() {
    for (a, b) in pairs() {
        let ours = chess_lut::path(sq(a), sq(b)).0;
        let cozy = cozy_chess::get_between_rays(cz(a), cz(b)) | cz(b).bitboard();
        assert_eq!(cozy.0, ours, "cozy-chess {a} {b}");
        let shakmaty = shakmaty::attacks::between(sm(a), sm(b)).with(sm(b));
        assert_eq!(u64::from(shakmaty), ours, "shakmaty {a} {b}");
        let chess = chess::between(ch(a), ch(b)) | chess::BitBoard::from_square(ch(b));
        assert_eq!(chess.0, ours, "chess {a} {b}");
    }
}

/// The one pair the guide asks an engine's own table about tells the two apart.
#[test]
fn one_pair_tells_between_from_path() {
    use chess_lut::Square::*;
    assert!(chess_lut::path(A1, C3).contains(C3));
    assert_eq!(chess_lut::in_between(A1, C3), B2.bitboard());
    assert_eq!(chess_lut::path(A1, B3), B3.bitboard());
    assert_eq!(chess_lut::in_between(A1, B3), Bitboard::EMPTY);
}

#[test]
fn the_whole_line_is_line() {
    for (a, b) in pairs() {
        let ours = chess_lut::line(sq(a), sq(b)).0;
        assert_eq!(
            cozy_chess::get_line_rays(cz(a), cz(b)).0,
            ours,
            "cozy-chess {a} {b}"
        );
        assert_eq!(
            u64::from(shakmaty::attacks::ray(sm(a), sm(b))),
            ours,
            "shakmaty {a} {b}"
        );
        assert_eq!(chess::line(ch(a), ch(b)).0, ours, "chess {a} {b}");
    }
}

#[test]
fn aligned_is_a_line_holding_the_third() {
    for (a, b) in pairs() {
        for c in [0, 9, 27, 36, 63, (a * 7 + b) & 63] {
            let ours = chess_lut::line(sq(a), sq(b)).contains(sq(c));
            assert_eq!(
                shakmaty::attacks::aligned(sm(a), sm(b), sm(c)),
                ours,
                "{a} {b} {c}"
            );
        }
    }
}

/// The row "pawn pushes": cozy-chess's quiet pawn moves are the two push tables and the
/// blockers as the guide writes them, on an empty board and with a blocker on each square.
#[test]
fn pawn_pushes_are_cozy_chess_quiets() {
    let boards = std::iter::once(0).chain((0..64).map(|b| 1u64 << b));
    for blockers in boards {
        for s in 0..64 {
            for (color, cozy) in [
                (Color::White, cozy_chess::Color::White),
                (Color::Black, cozy_chess::Color::Black),
            ] {
                let single = chess_lut::pawn_pushes(color, sq(s)).0 & !blockers;
                let double = if single == 0 {
                    0
                } else {
                    chess_lut::pawn_double_pushes(color, sq(s)).0 & !blockers
                };
                let theirs =
                    cozy_chess::get_pawn_quiets(cz(s), cozy, cozy_chess::BitBoard(blockers));
                assert_eq!(
                    theirs.0,
                    single | double,
                    "{color:?} pawn on {s}, blockers {blockers:#x}"
                );
            }
        }
    }
}

#[test]
fn leapers_are_the_same() {
    for s in 0..64 {
        for (color, cozy, shak, chess_color) in [
            (
                Color::White,
                cozy_chess::Color::White,
                shakmaty::Color::White,
                chess::Color::White,
            ),
            (
                Color::Black,
                cozy_chess::Color::Black,
                shakmaty::Color::Black,
                chess::Color::Black,
            ),
        ] {
            let ours = chess_lut::pawn_attacks(color, sq(s)).0;
            assert_eq!(cozy_chess::get_pawn_attacks(cz(s), cozy).0, ours);
            assert_eq!(
                u64::from(shakmaty::attacks::pawn_attacks(shak, sm(s))),
                ours
            );
            assert_eq!(
                chess::get_pawn_attacks(ch(s), chess_color, !chess::EMPTY).0,
                ours
            );
        }
        let knight = chess_lut::knight_attacks(sq(s)).0;
        assert_eq!(cozy_chess::get_knight_moves(cz(s)).0, knight);
        assert_eq!(u64::from(shakmaty::attacks::knight_attacks(sm(s))), knight);
        assert_eq!(chess::get_knight_moves(ch(s)).0, knight);
        let king = chess_lut::king_attacks(sq(s)).0;
        assert_eq!(cozy_chess::get_king_moves(cz(s)).0, king);
        assert_eq!(u64::from(shakmaty::attacks::king_attacks(sm(s))), king);
        assert_eq!(chess::get_king_moves(ch(s)).0, king);
    }
}

#[test]
fn sliders_are_the_same() {
    let mut rng = chess_lut_bench::Rng::new(7);
    for _ in 0..20_000 {
        let (s, occupied) = (rng.next() & 63, rng.next() & rng.next());
        let rook = chess_lut::rook_attacks(sq(s), Bitboard(occupied)).0;
        assert_eq!(
            cozy_chess::get_rook_moves(cz(s), cozy_chess::BitBoard(occupied)).0,
            rook
        );
        let shak = shakmaty::Bitboard(occupied);
        assert_eq!(
            u64::from(shakmaty::attacks::rook_attacks(sm(s), shak)),
            rook
        );
        assert_eq!(
            chess::get_rook_moves(ch(s), chess::BitBoard(occupied)).0,
            rook
        );
        let bishop = chess_lut::bishop_attacks(sq(s), Bitboard(occupied)).0;
        assert_eq!(
            cozy_chess::get_bishop_moves(cz(s), cozy_chess::BitBoard(occupied)).0,
            bishop
        );
        assert_eq!(
            u64::from(shakmaty::attacks::bishop_attacks(sm(s), shak)),
            bishop
        );
        assert_eq!(
            chess::get_bishop_moves(ch(s), chess::BitBoard(occupied)).0,
            bishop
        );
    }
}
