//! Every pair relation: lookup == calc == the codegen oracle, for all 4096 ordered pairs.
//! A failure names the squares.

mod common;

use chess_lut::{Color, Square, calc};
use chess_lut_codegen::oracle as geo;
use common::o;

#[test]
fn in_between_all_pairs() {
    for (a, b) in Square::pairs() {
        let oracle = geo::in_between(o(a), o(b));
        let lookups = [
            ("in_between", chess_lut::in_between(a, b)),
            #[cfg(feature = "layouts")]
            (
                "layouts::in_between_triangular",
                chess_lut::layouts::in_between_triangular(a, b),
            ),
            #[cfg(feature = "layouts")]
            (
                "layouts::in_between_x88",
                chess_lut::layouts::in_between_x88(a, b),
            ),
            ("calc::in_between", calc::in_between(a, b)),
        ];
        for (name, got) in lookups {
            assert_eq!(got.0, oracle, "{name}({a}, {b}):\n{got}");
        }
    }
}

/// `path`, the engines' "between" (Stockfish's `BetweenBB`): the squares strictly between and
/// the far one, or the far one alone where the two share no line; in the core, with no feature.
#[test]
fn path_all_pairs() {
    for (a, b) in Square::pairs() {
        let oracle = geo::in_between(o(a), o(b)) | 1 << o(b);
        assert_eq!(chess_lut::path(a, b).0, oracle, "path({a}, {b})");
        assert_eq!(calc::path(a, b).0, oracle, "calc::path({a}, {b})");
    }
}

/// A pin mask as an engine builds it from `path`: a piece pinned to its king by a slider may
/// move along the pin, up to and including the pinner's square (capturing it), and nowhere
/// else. For every king and every square on a line through it, `path` is what a walk from the
/// king towards that square, one step at a time, passes over, the square included.
#[test]
fn a_pin_mask_from_path_lets_the_pinned_piece_take_its_pinner() {
    for (king, pinner) in Square::pairs() {
        let (df, dr) = (
            i32::from(pinner.file()) - i32::from(king.file()),
            i32::from(pinner.rank()) - i32::from(king.rank()),
        );
        let aligned = king != pinner && (df == 0 || dr == 0 || df.abs() == dr.abs());
        if !aligned {
            continue;
        }
        let (mut f, mut r) = (i32::from(king.file()), i32::from(king.rank()));
        let mut walked = 0u64;
        while (f, r) != (i32::from(pinner.file()), i32::from(pinner.rank())) {
            f += df.signum();
            r += dr.signum();
            walked |= 1 << (8 * r + f);
        }
        let mask = chess_lut::path(king, pinner);
        assert_eq!(mask.0, walked, "king {king}, pinner {pinner}");
        assert!(mask.contains(pinner) && !mask.contains(king));
    }
}

#[test]
fn line_all_pairs() {
    for (a, b) in Square::pairs() {
        let oracle = geo::line(o(a), o(b));
        assert_eq!(chess_lut::line(a, b).0, oracle, "line({a}, {b})");
        assert_eq!(calc::line(a, b).0, oracle, "calc::line({a}, {b})");
    }
}

#[test]
fn line_holds_in_between_and_both_ends() {
    for (a, b) in Square::pairs() {
        let line = chess_lut::line(a, b);
        let between = chess_lut::in_between(a, b);
        if line.is_empty() {
            assert!(between.is_empty(), "{a} {b}");
        } else {
            assert!(line.contains(a) && line.contains(b), "{a} {b}");
            assert_eq!(between.0 & !line.0, 0, "{a} {b}");
        }
    }
}

#[test]
fn knight_distance_all_pairs() {
    let bfs: Vec<[u8; 64]> = (0..64).map(geo::knight_distances).collect();
    for (a, b) in Square::pairs() {
        let oracle = bfs[a.index()][b.index()];
        assert_eq!(
            chess_lut::knight_distance(a, b),
            oracle,
            "knight_distance({a}, {b})"
        );
        assert_eq!(
            calc::knight_distance(a, b),
            oracle,
            "calc::knight_distance({a}, {b})"
        );
        assert_eq!(
            calc::knight_distance_closed_form(a, b),
            oracle,
            "calc::knight_distance_closed_form({a}, {b})"
        );
        assert_eq!(
            calc::knight_distance_by_fill(a, b),
            oracle,
            "calc::knight_distance_by_fill({a}, {b})"
        );
    }
}

#[test]
fn x88_diff_all_pairs() {
    for (a, b) in Square::pairs() {
        let oracle = geo::x88_diff(o(a), o(b));
        assert_eq!(
            chess_lut::layouts::x88_diff(a, b),
            oracle,
            "layouts::x88_diff({a}, {b})"
        );
        assert_eq!(calc::x88_diff(a, b), oracle, "calc::x88_diff({a}, {b})");
        assert!((1..=239).contains(&oracle) || a == b);
    }
}

#[test]
fn leaper_attacks_every_square() {
    for sq in Square::ALL {
        let knight = geo::leaper_targets(o(sq), &geo::KNIGHT_JUMPS);
        assert_eq!(
            chess_lut::knight_attacks(sq).0,
            knight,
            "knight_attacks({sq})"
        );
        assert_eq!(
            calc::knight_attacks(sq).0,
            knight,
            "calc::knight_attacks({sq})"
        );
        let king = geo::leaper_targets(o(sq), &geo::QUEEN_DIRECTIONS);
        assert_eq!(chess_lut::king_attacks(sq).0, king, "king_attacks({sq})");
        assert_eq!(calc::king_attacks(sq).0, king, "calc::king_attacks({sq})");
        for (color, steps) in [
            (Color::White, geo::WHITE_PAWN_CAPTURES),
            (Color::Black, geo::BLACK_PAWN_CAPTURES),
        ] {
            let pawn = geo::leaper_targets(o(sq), &steps);
            assert_eq!(
                chess_lut::pawn_attacks(color, sq).0,
                pawn,
                "pawn_attacks({color:?}, {sq})"
            );
            assert_eq!(
                calc::pawn_attacks(color, sq).0,
                pawn,
                "calc::pawn_attacks({color:?}, {sq})"
            );
        }
        // the pushes: a rank forward, and two from the second rank
        for (color, forward, second) in [(Color::White, 1, 1), (Color::Black, -1, 6)] {
            let push = geo::leaper_targets(o(sq), &[(0, forward)]);
            assert_eq!(
                chess_lut::pawn_pushes(color, sq).0,
                push,
                "pawn_pushes({color:?}, {sq})"
            );
            assert_eq!(
                calc::pawn_pushes(color, sq).0,
                push,
                "calc::pawn_pushes({color:?}, {sq})"
            );
            let double = if geo::rank(o(sq)) == second {
                geo::leaper_targets(o(sq), &[(0, 2 * forward)])
            } else {
                0
            };
            assert_eq!(
                chess_lut::pawn_double_pushes(color, sq).0,
                double,
                "pawn_double_pushes({color:?}, {sq})"
            );
            assert_eq!(
                calc::pawn_double_pushes(color, sq).0,
                double,
                "calc::pawn_double_pushes({color:?}, {sq})"
            );
        }
    }
}
