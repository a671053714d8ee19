//! The distances and the engine masks (features `distances` and `masks`): every lookup equals
//! its computed twin and the generator's board walk or breadth-first search, over its whole
//! domain, printing the input on a difference.
#![cfg(any(feature = "distances", feature = "masks"))]

#[cfg(feature = "masks")]
use chess_lut::Color;
use chess_lut::{Bitboard, Square, calc};
use chess_lut_codegen::oracle as geo;

mod common;
use common::o;

/// `lookup`, `twin` and `oracle` agree on `input`.
fn agree<T: PartialEq + std::fmt::Debug>(name: &str, input: String, lookup: T, twin: T, oracle: T) {
    assert_eq!(lookup, oracle, "{name}{input}: the lookup");
    assert_eq!(twin, oracle, "calc::{name}{input}: the twin");
}

#[cfg(feature = "distances")]
#[test]
fn distances_between_every_pair() {
    for (a, b) in Square::pairs() {
        let at = format!("({a}, {b})");
        let king = geo::king_distances(o(a))[b.index()];
        agree(
            "king_distance",
            at.clone(),
            chess_lut::king_distance(a, b),
            calc::king_distance(a, b),
            king,
        );
        let manhattan = geo::manhattan_distances(o(a))[b.index()];
        agree(
            "manhattan_distance",
            at,
            chess_lut::manhattan_distance(a, b),
            calc::manhattan_distance(a, b),
            manhattan,
        );
    }
}

#[cfg(feature = "distances")]
#[test]
fn distances_to_the_centre_and_rings_of_every_square() {
    let king = geo::step_distances(&geo::CENTER, &geo::QUEEN_DIRECTIONS);
    let manhattan = geo::step_distances(&geo::CENTER, &geo::ROOK_DIRECTIONS);
    for sq in Square::ALL {
        let at = format!("({sq})");
        agree(
            "center_distance",
            at.clone(),
            chess_lut::center_distance(sq),
            calc::center_distance(sq),
            king[sq.index()],
        );
        agree(
            "center_manhattan_distance",
            at,
            chess_lut::center_manhattan_distance(sq),
            calc::center_manhattan_distance(sq),
            manhattan[sq.index()],
        );
        let dist = geo::king_distances(o(sq));
        // every distance a u8 can say: the rings past 7 are empty
        for d in 0..=u8::MAX {
            let ring = Bitboard(geo::bitboard(
                (0..64).filter(|&t| dist[usize::from(t)] == d),
            ));
            agree(
                "distance_ring",
                format!("({sq}, {d})"),
                chess_lut::distance_ring(sq, d),
                calc::distance_ring(sq, d),
                ring,
            );
        }
    }
}

#[cfg(feature = "masks")]
#[test]
fn pawn_masks_of_every_colour_and_square() {
    for sq in Square::ALL {
        let adjacent = Bitboard(geo::bitboard(
            (0..64).filter(|&t| (geo::file(t) - geo::file(o(sq))).abs() == 1),
        ));
        agree(
            "adjacent_files",
            format!("({sq})"),
            chess_lut::adjacent_files(sq),
            calc::adjacent_files(sq),
            adjacent,
        );
        for (color, forward) in [(Color::White, 1), (Color::Black, -1)] {
            let at = format!("({color:?}, {sq})");
            let in_front = |files: &[i32]| Bitboard(geo::in_front(o(sq), forward, files));
            let ranks = Bitboard(geo::bitboard(
                (0..64).filter(|&t| (geo::rank(t) - geo::rank(o(sq))) * forward > 0),
            ));
            agree(
                "forward_ranks",
                at.clone(),
                chess_lut::forward_ranks(color, sq),
                calc::forward_ranks(color, sq),
                ranks,
            );
            agree(
                "forward_file",
                at.clone(),
                chess_lut::forward_file(color, sq),
                calc::forward_file(color, sq),
                in_front(&[0]),
            );
            agree(
                "pawn_attack_span",
                at.clone(),
                chess_lut::pawn_attack_span(color, sq),
                calc::pawn_attack_span(color, sq),
                in_front(&[-1, 1]),
            );
            agree(
                "passed_pawn_span",
                at,
                chess_lut::passed_pawn_span(color, sq),
                calc::passed_pawn_span(color, sq),
                in_front(&[-1, 0, 1]),
            );
        }
    }
}

#[cfg(feature = "masks")]
#[test]
fn beyond_of_every_pair() {
    for (a, b) in Square::pairs() {
        agree(
            "beyond",
            format!("({a}, {b})"),
            chess_lut::beyond(a, b),
            calc::beyond(a, b),
            Bitboard(geo::beyond(o(a), o(b))),
        );
    }
}

/// The ray through every pair, held against Stockfish's construction of `RayPassBB`: the
/// squares a rook or bishop on `from` attacks on an empty board that one on `through` attacks
/// with `from` standing in its way, and `through` itself.
#[cfg(feature = "masks")]
#[test]
fn ray_of_every_pair() {
    use chess_lut::Attacker;
    for (a, b) in Square::pairs() {
        let mut stockfish = 0u64;
        for slider in [Attacker::Bishop, Attacker::Rook] {
            if a == b || !geo::attacks(slider, o(a), o(b), 0) {
                continue;
            }
            for x in Square::ALL {
                let from_a = geo::attacks(slider, o(a), o(x), 0);
                let from_b = x == b || geo::attacks(slider, o(b), o(x), 1 << o(a));
                if from_a && from_b {
                    stockfish |= 1 << o(x);
                }
            }
        }
        agree(
            "ray",
            format!("({a}, {b})"),
            chess_lut::ray(a, b),
            calc::ray(a, b),
            Bitboard(stockfish),
        );
        assert_eq!(
            Bitboard(geo::ray_through(o(a), o(b))),
            Bitboard(stockfish),
            "the generator's ray({a}, {b})"
        );
    }
}

/// The direction by 0x88 difference is the direction of every pair of squares that far apart,
/// and 8 for every `i16` no two squares are apart by; its twin agrees on every `i16`.
#[cfg(feature = "masks")]
#[test]
fn x88_direction_of_every_difference() {
    let x88 = |s: Square| 16 * i16::from(s.rank()) + i16::from(s.file());
    let mut of_pairs = std::collections::HashMap::new();
    for (a, b) in Square::pairs() {
        let d = x88(b) - x88(a);
        assert_eq!(
            chess_lut::x88_direction(d),
            chess_lut::direction(a, b),
            "x88_direction({d}), the difference of ({a}, {b})"
        );
        of_pairs.insert(d, chess_lut::direction(a, b));
    }
    assert_eq!(
        of_pairs.len(),
        225,
        "15 rank differences times 15 file differences"
    );
    for d in i16::MIN..=i16::MAX {
        let (lookup, twin) = (chess_lut::x88_direction(d), calc::x88_direction(d));
        assert_eq!(lookup, twin, "x88_direction({d}) and its twin");
        assert_eq!(
            lookup,
            of_pairs.get(&d).copied().unwrap_or(8),
            "x88_direction({d})"
        );
    }
}

/// What the masks are for, as an engine uses them: a passed pawn, an x-ray through a piece.
#[cfg(feature = "masks")]
#[test]
fn the_masks_answer_an_engines_questions() {
    use Square::*;
    let black_pawns = [A7, C6].into_iter().collect::<Bitboard>();
    // white's e5 pawn is passed: nothing black on d6-d8, e6-e8, f6-f8
    assert!(chess_lut::passed_pawn_span(Color::White, E5).is_disjoint(black_pawns));
    // white's b5 pawn is not: a7 and c6 stand in its span
    assert!(!chess_lut::passed_pawn_span(Color::White, B5).is_disjoint(black_pawns));
    // a rook on a1 x-rays through a3 to a4..a8
    assert!(chess_lut::beyond(A1, A3).contains(A8));
    // a bishop on a1 pins what stands on the ray through c3 to a king on f6
    assert!(chess_lut::ray(A1, C3).contains(F6));
    assert!(!chess_lut::ray(C3, A1).contains(F6));
}
