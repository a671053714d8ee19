//! The oracle checked by hand: each walk and search on squares whose answers are known.

use super::*;

fn sq(name: &str) -> u8 {
    let b = name.as_bytes();
    (b[1] - b'1') * 8 + (b[0] - b'a')
}

fn squares(names: &[&str]) -> u64 {
    bitboard(names.iter().map(|n| sq(n)))
}

#[test]
fn names_round_trip() {
    for s in 0..64 {
        assert_eq!(sq(&square_name(s)), s);
    }
    assert_eq!(square_name(0), "a1");
    assert_eq!(square_name(63), "h8");
}

#[test]
fn in_between_corners_and_edges() {
    assert_eq!(
        in_between(sq("a1"), sq("h8")),
        squares(&["b2", "c3", "d4", "e5", "f6", "g7"])
    );
    assert_eq!(
        in_between(sq("h8"), sq("a1")),
        in_between(sq("a1"), sq("h8"))
    );
    assert_eq!(
        in_between(sq("a1"), sq("a8")),
        squares(&["a2", "a3", "a4", "a5", "a6", "a7"])
    );
    assert_eq!(
        in_between(sq("h1"), sq("a8")),
        squares(&["g2", "f3", "e4", "d5", "c6", "b7"])
    );
    assert_eq!(in_between(sq("c1"), sq("a3")), squares(&["b2"]));
    assert_eq!(in_between(sq("e1"), sq("h4")), squares(&["f2", "g3"]));
    // neighbours, equal squares, unaligned pairs and wrap-arounds are empty
    assert_eq!(in_between(sq("a1"), sq("b1")), 0);
    assert_eq!(in_between(sq("e4"), sq("e4")), 0);
    assert_eq!(in_between(sq("a1"), sq("b3")), 0);
    assert_eq!(in_between(sq("h1"), sq("a2")), 0);
    assert_eq!(in_between(sq("h2"), sq("a3")), 0);
}

#[test]
fn line_through_pairs() {
    let lines = [
        ("b2", "c3", 0x8040_2010_0804_0201),
        ("e4", "e7", 0x1010_1010_1010_1010),
        ("c4", "f4", 0x0000_0000_FF00_0000),
        ("a8", "b7", 0x0102_0408_1020_4080),
        ("a1", "b3", 0),
        ("d4", "d4", 0),
    ];
    for (a, b, through) in lines {
        assert_eq!(line(sq(a), sq(b)), through, "{a} {b}");
    }
}

#[test]
fn knight_distance_cases() {
    let d = |a: &str, b: &str| knight_distances(sq(a))[usize::from(sq(b))];
    assert_eq!(d("a1", "a1"), 0);
    assert_eq!(d("a1", "b3"), 1);
    assert_eq!(d("a1", "b1"), 3);
    // the corner case: diagonal neighbours of a corner are 4 moves apart, not 2
    assert_eq!(d("a1", "b2"), 4);
    assert_eq!(d("h8", "g7"), 4);
    assert_eq!(d("c3", "d4"), 2);
    assert_eq!(d("a1", "h8"), 6);
    assert_eq!(d("a1", "c3"), 4);
    let max = (0..64).flat_map(knight_distances).max();
    assert_eq!(max, Some(6));
}

#[test]
fn leapers() {
    assert_eq!(
        leaper_targets(sq("a1"), &KNIGHT_JUMPS),
        squares(&["b3", "c2"])
    );
    assert_eq!(
        leaper_targets(sq("h8"), &QUEEN_DIRECTIONS),
        squares(&["g8", "g7", "h7"])
    );
    assert_eq!(
        leaper_targets(sq("a2"), &WHITE_PAWN_CAPTURES),
        squares(&["b3"])
    );
    assert_eq!(leaper_targets(sq("e8"), &WHITE_PAWN_CAPTURES), 0);
    assert_eq!(
        leaper_targets(sq("h7"), &BLACK_PAWN_CAPTURES),
        squares(&["g6"])
    );
}

#[test]
fn lines_and_intersections() {
    assert_eq!(
        line_through(sq("e4"), LineKind::Rank),
        0x0000_0000_FF00_0000
    );
    assert_eq!(line_through(sq("a1"), LineKind::AntiDiagonal), 1);
    assert_eq!(
        line_through(sq("c1"), LineKind::Diagonal),
        0x0000_8040_2010_0804
    );
    assert_eq!(line_index(LineKind::Diagonal, sq("a8")), 14);
    assert_eq!(line_index(LineKind::Diagonal, sq("h1")), 0);
    assert_eq!(line_index(LineKind::Diagonal, sq("d4")), 7);
    assert_eq!(line_index(LineKind::Diagonal, sq("e4")), 6);
    assert_eq!(line_index(LineKind::AntiDiagonal, sq("h8")), 14);
    let (r, f, d, ad) = (
        LineKind::Rank,
        LineKind::File,
        LineKind::Diagonal,
        LineKind::AntiDiagonal,
    );
    assert_eq!(intersection(sq("e1"), r, sq("b3"), ad), Some(sq("d1")));
    assert_eq!(intersection(sq("a1"), f, sq("h8"), r), Some(sq("a8")));
    // a diagonal and an anti-diagonal of different colours never meet
    assert_eq!(intersection(sq("a1"), d, sq("b1"), ad), None);
    // ... nor off the board: the a8 corner's diagonal and the h8 corner's anti-diagonal
    assert_eq!(intersection(sq("a8"), d, sq("g8"), ad), None);
    assert_eq!(intersection(sq("e4"), r, sq("e5"), r), None);
    assert_eq!(intersection(sq("e4"), d, sq("e4"), d), None);
    assert_eq!(intersection(sq("h1"), d, sq("h1"), d), None); // a one-square line
}

#[test]
fn first_rank() {
    assert_eq!(first_rank_attacks(0, 0), 0xFE);
    assert_eq!(first_rank_attacks(3, 0b0010_0010), 0b0011_0110);
    assert_eq!(first_rank_attacks(7, 0xFF), 0b0100_0000);
}

#[test]
fn x88_difference() {
    for (a, b, difference) in [
        ("a1", "h8", 239),
        ("h8", "a1", 1),
        ("e4", "e4", 120),
        ("a1", "b1", 121),
    ] {
        assert_eq!(x88_diff(sq(a), sq(b)), difference, "{a} {b}");
    }
}

#[test]
fn attacks_by_walking() {
    let (a1, h8, d4) = (sq("a1"), sq("h8"), sq("d4"));
    assert!(attacks(Attacker::Bishop, a1, h8, 0));
    assert!(!attacks(Attacker::Bishop, a1, h8, squares(&["e5"])));
    // the end squares never block
    assert!(attacks(Attacker::Queen, a1, h8, squares(&["a1", "h8"])));
    assert!(!attacks(Attacker::Rook, a1, h8, 0));
    assert!(attacks(Attacker::WhitePawn, d4, sq("e5"), 0));
    assert!(!attacks(Attacker::WhitePawn, d4, sq("e3"), 0));
    assert!(attacks(Attacker::BlackPawn, d4, sq("c3"), 0));
    assert!(attacks(Attacker::Knight, d4, sq("e6"), u64::MAX));
    assert!(!attacks(Attacker::King, d4, d4, 0));
    assert!(!attacks(Attacker::Queen, d4, d4, 0));
}
