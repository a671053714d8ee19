//! Line masks, same-line and same-colour tests, intersections: lookup == calc == the oracle's
//! board walk, over all 4096 ordered pairs (and every kind pair).

mod common;

use chess_lut::{LineKind, Square, calc};
use chess_lut_codegen::oracle as geo;
use common::o;

#[test]
fn line_masks_every_square_and_kind() {
    for kind in LineKind::ALL {
        for sq in Square::ALL {
            let oracle = geo::line_through(o(sq), kind);
            assert_eq!(
                chess_lut::line_mask(sq, kind).0,
                oracle,
                "line_mask({sq}, {kind:?})"
            );
            assert_eq!(
                calc::line_mask(sq, kind).0,
                oracle,
                "calc::line_mask({sq}, {kind:?})"
            );
        }
    }
}

#[cfg(feature = "lines")]
#[test]
fn line_is_the_shared_line_mask() {
    for (a, b) in Square::pairs() {
        let shared: Vec<LineKind> = LineKind::ALL
            .into_iter()
            .filter(|&k| chess_lut::line_mask(a, k).contains(b))
            .collect();
        match shared.as_slice() {
            [] => assert!(chess_lut::line(a, b).is_empty(), "{a} {b}"),
            [k] => assert_eq!(
                chess_lut::line(a, b),
                chess_lut::line_mask(a, *k),
                "{a} {b}"
            ),
            _ => assert_eq!(a, b, "distinct squares share at most one line"),
        }
    }
}

#[test]
fn same_line_tests_all_pairs() {
    for (a, b) in Square::pairs() {
        let on = |k| geo::line_through(o(a), k) >> o(b) & 1 != 0;
        let cases = [
            (
                "same_rank",
                on(LineKind::Rank),
                chess_lut::same_rank(a, b),
                calc::same_rank(a, b),
            ),
            (
                "same_file",
                on(LineKind::File),
                chess_lut::same_file(a, b),
                calc::same_file(a, b),
            ),
            (
                "same_diagonal",
                on(LineKind::Diagonal),
                chess_lut::same_diagonal(a, b),
                calc::same_diagonal(a, b),
            ),
            (
                "same_anti_diagonal",
                on(LineKind::AntiDiagonal),
                chess_lut::same_anti_diagonal(a, b),
                calc::same_anti_diagonal(a, b),
            ),
        ];
        for (name, oracle, lookup, calc) in cases {
            assert_eq!(lookup, oracle, "{name}({a}, {b})");
            assert_eq!(calc, oracle, "calc::{name}({a}, {b})");
        }
    }
}

#[test]
fn the_anti_diagonal_page_formula_is_wrong_for_half_the_pairs() {
    // ((b - a) & 7) + ((b >> 3) - (a >> 3)) == 0, as printed on the Anti-Diagonals page
    let page = |a: Square, b: Square| {
        let (a, b) = (a as i32, b as i32);
        ((b - a) & 7) + ((b >> 3) - (a >> 3)) == 0
    };
    let wrong = Square::pairs()
        .filter(|&(a, b)| page(a, b) != chess_lut::same_anti_diagonal(a, b))
        .count();
    assert!(wrong > 0, "the page formula was expected to fail somewhere");
    assert!(!page(Square::C1, Square::A3) && chess_lut::same_anti_diagonal(Square::C1, Square::A3));
}

#[test]
fn colours_all_pairs() {
    for (a, b) in Square::pairs() {
        let oracle =
            (geo::rank(o(a)) + geo::file(o(a)) + geo::rank(o(b)) + geo::file(o(b))) % 2 == 0;
        assert_eq!(chess_lut::same_color(a, b), oracle, "same_color({a}, {b})");
        assert_eq!(calc::same_color(a, b), oracle, "calc::same_color({a}, {b})");
        assert_eq!(calc::same_color_by_nine(a, b), oracle, "by_nine({a}, {b})");
        assert_eq!(
            calc::same_color_by_anti_diagonal(a, b),
            oracle,
            "by_anti_diagonal({a}, {b})"
        );
        assert_eq!(a.color() == b.color(), oracle, "color({a}) == color({b})");
    }
    for sq in Square::ALL {
        assert_eq!(
            sq.is_dark(),
            (geo::rank(o(sq)) + geo::file(o(sq))) % 2 == 0,
            "{sq}"
        );
    }
}

#[test]
fn knight_distance_parity_is_the_colour_test() {
    // a knight always changes colour: an even number of moves ends on the same colour
    for (a, b) in Square::pairs() {
        assert_eq!(
            chess_lut::knight_distance(a, b).is_multiple_of(2),
            chess_lut::same_color(a, b),
            "{a} {b}"
        );
    }
}

#[test]
fn square_line_indices() {
    for sq in Square::ALL {
        let (r, f) = (sq.rank() as i8, sq.file() as i8);
        assert_eq!(sq.diagonal(), r - f);
        assert_eq!(i16::from(sq.anti_diagonal()), i16::from(r + f));
        assert_eq!(sq.anti_diagonal_xor7(), ((r + f) ^ 7) as u8);
        assert_ne!(
            sq.anti_diagonal_xor7(),
            8,
            "8 is the gap of the ^ 7 enumeration"
        );
    }
}

#[cfg(feature = "lines")]
#[test]
fn intersections_every_pair_and_kind_pair() {
    let mut found = 0;
    for ka in LineKind::ALL {
        for kb in LineKind::ALL {
            for (a, b) in Square::pairs() {
                let oracle = geo::intersection(o(a), ka, o(b), kb);
                let lookup = chess_lut::intersection(a, ka, b, kb);
                let calc = calc::intersection(a, ka, b, kb);
                assert_eq!(
                    lookup.map(o),
                    oracle,
                    "intersection({a}, {ka:?}, {b}, {kb:?})"
                );
                assert_eq!(
                    calc.map(o),
                    oracle,
                    "calc::intersection({a}, {ka:?}, {b}, {kb:?})"
                );
                found += usize::from(oracle.is_some());
            }
        }
    }
    assert!(found > 20_000, "most line pairs do cross: {found}");
}

#[test]
fn the_page_rank_anti_diagonal_formula_is_wrong() {
    // s88 = 17 * rank(a) - rank(b) + file(b), as printed for rank x anti-diagonal
    let page = |a: Square, b: Square| {
        let s88 = 17 * i32::from(a.rank()) - i32::from(b.rank()) + i32::from(b.file());
        (s88 & 0x88 == 0)
            .then(|| Square::from_index((((s88 >> 1) & 56) + (s88 & 7)) as u8))
            .flatten()
    };
    let wrong = Square::pairs()
        .filter(|&(a, b)| {
            page(a, b) != calc::intersection(a, LineKind::Rank, b, LineKind::AntiDiagonal)
        })
        .count();
    assert!(wrong > 1000, "{wrong}");
}
