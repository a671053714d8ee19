use super::*;
use crate::source::rust::Rust;
use chess_lut_types::table::{self, AxisKind, Integers, Matters};
use chess_lut_types::{Color, LineKind, Piece, Square};

#[test]
fn axes_label_index_and_describe_their_values() {
    let depth = Range::new("depth", 1..=63u8);
    assert_eq!(depth.len(), Some(63));
    assert_eq!((depth.value(0), depth.value(62)), (1, 63));
    assert_eq!(depth.label(11), "depth 12");
    let param = "depth";
    assert_eq!(depth.index(param).as_str(), "(depth - 1) as usize");
    assert_eq!(depth.every(&Rust::from("x")).as_str(), "1u8..=63u8");
    let integers = Integers {
        ty: "u8",
        start: 1,
        end: 63,
    };
    assert_eq!(depth.describe(), table::Axis::range("depth", integers));
    let below = Range::new("ply", -2..=2i32);
    assert_eq!(below.index(param).as_str(), "(depth + 2) as usize");
    assert_eq!(below.every(&Rust::from("x")).as_str(), "-2i32..=2i32");
    assert_eq!((below.len(), below.value(0)), (Some(5), -2));
    #[allow(clippy::reversed_empty_ranges)] // an empty axis, on purpose
    let none = Range::new("none", 5..=4u8);
    assert!(none.is_empty());
    assert_eq!(Squares("sq").label(28), "e4");
    assert_eq!(Colors("c").label(1), "black");
    assert_eq!(Pieces("p").label(1), "knight");
    assert_eq!(LineKinds("k").label(3), "anti-diagonal");
    assert!(Squares("sq").is_squares() && !Colors("c").is_squares());
    assert_eq!(Occupancies("occ").len(), None);
    assert_eq!(Occupancies("occ").kind(), AxisKind::Occupancy(Matters::Any));
    assert_eq!(
        Occupancies("occ").rust_type(&Rust::from("crate")).as_str(),
        "crate::Bitboard"
    );
    assert_eq!(
        Occupancies("occ").describe(),
        table::Axis::new(AxisKind::Occupancy(Matters::Any), "occ")
    );
    assert_eq!(Occupancies("occ").label(3), "occ board 3");
    assert_eq!(depth.kind(), AxisKind::Range);
    assert_eq!(
        (FileOf("sq").label(4), RankOf("sq").label(7)),
        ("file e".into(), "rank 8".into())
    );
    assert_eq!(FileOf("sq").index(param).as_str(), "depth.file() as usize");
    assert_eq!(
        FileOf("sq").every(&Rust::from("crate")).as_str(),
        "crate::Square::ALL"
    );
    assert_eq!(
        Colors("c").rust_type(&Rust::from("::chess_lut")).as_str(),
        "::chess_lut::Color"
    );
    assert_eq!(
        Colors("c").every(&Rust::from("crate")).as_str(),
        "crate::Color::ALL"
    );
    assert_eq!(
        (Attackers("a").label(1), Attackers("a").kind()),
        ("white-pawn".into(), AxisKind::Attacker)
    );
    let boards: Vec<u64> = (0..SAMPLED_BOARDS as usize)
        .map(|i| Occupancies("o").value(i).0)
        .collect();
    assert_eq!(boards[..2], [0, !0]);
    for sq in 0..64 {
        // each square alone, then each square missing
        assert_eq!(boards[2 + sq], 1 << sq);
        assert_eq!(boards[66 + sq], !(1 << sq));
    }
    // then about 8, 32 and 56 squares in turn (k % 3 = 0, 1, 2), 64 boards of each
    let squares = |phase: usize| -> u32 {
        let from = 130 + (3 + phase - 130 % 3) % 3;
        boards[from..]
            .iter()
            .step_by(3)
            .map(|b| b.count_ones())
            .sum()
    };
    let (sparse, half, full) = (squares(0), squares(1), squares(2));
    assert!(sparse < 64 * 12, "{sparse}");
    assert!((64 * 26..64 * 38).contains(&half), "{half}");
    assert!(full > 64 * 52, "{full}");
    assert!(sampler().starts_with("/// The `k`th board"));
}

#[test]
fn tuples_are_domains_outermost_first() {
    let d = (Colors("c"), Squares("sq"));
    assert_eq!(d.axes().len(), 2);
    assert_eq!(d.at(&[1, 4]), (Color::Black, Square::E1));
    let three = (Pieces("p"), Colors("c"), Range::new("n", 0..=2usize));
    assert_eq!(three.at(&[5, 0, 2]), (Piece::King, Color::White, 2));
    let names = |axes: Vec<&dyn AxisInfo>| {
        axes.iter()
            .map(|a| a.name().to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(three.axes()), ["p", "c", "n"]);
    let four = (Colors("c"), Pieces("p"), Squares("sq"), LineKinds("k"));
    assert_eq!(names(four.axes()), ["c", "p", "sq", "k"]);
    assert_eq!(
        four.at(&[1, 2, 63, 3]),
        (
            Color::Black,
            Piece::Bishop,
            Square::H8,
            LineKind::AntiDiagonal
        )
    );
}
