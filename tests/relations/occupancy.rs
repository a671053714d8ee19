//! An occupancy argument's domain: every subset of the squares that matter, each once, the
//! rest from `outside()`; one board where any square may matter; and the squares that matter
//! held against the generator's plain geometry.

use chess_lut::Bitboard;
use chess_lut::relations::{AxisKind, Value, matters_mask};
use chess_lut::tables;

use crate::common::o;

/// An occupancy runs over every subset of the squares that matter, each once, and takes every
/// other square from `outside()`.
#[test]
fn an_occupancy_is_every_subset_of_what_matters_and_the_rest_from_outside() {
    use chess_lut::Square;
    let lookup = |name| tables::get(name).expect("a core table").lookups[0];
    let r = lookup("first-rank-attacks");
    assert!(r.occupancy() && !lookup("in-between").occupancy());
    let AxisKind::Occupancy(matters) = r.axes[1].kind else {
        panic!("first-rank-attacks takes an occupancy")
    };
    for outside in [0, !0, 0x8100_0000_0000_0081] {
        let mut seen: Vec<(Square, u64)> = Vec::new();
        r.each_input(&mut || outside, &mut |input| {
            let (Value::Square(sq), Value::Occupancy(occupied)) = (input[0], input[1]) else {
                panic!("{input:?}")
            };
            seen.push((sq, occupied.0));
        });
        for sq in Square::ALL {
            let mask = matters_mask(matters, &[Value::Square(sq)]);
            // the rest of the rook's rank
            assert_eq!(mask, (0xFF << (8 * sq.rank())) & !sq.bitboard().0, "{sq}");
            let mut inside: Vec<u64> = seen
                .iter()
                .filter(|(s, _)| *s == sq)
                .map(|&(_, occupied)| {
                    assert_eq!(occupied & !mask, outside & !mask, "{sq} {occupied:#x}");
                    occupied & mask
                })
                .collect();
            inside.sort_unstable();
            inside.dedup();
            assert_eq!(
                inside.len(),
                1 << mask.count_ones(),
                "{sq}: every subset once"
            );
        }
        assert_eq!(seen.len(), 64 * 128);
    }
}

/// An occupancy where any square may matter has too many subsets to walk: its domain holds one
/// board from `outside()` for each value of the other arguments.
#[test]
fn an_occupancy_where_any_square_matters_is_one_board_from_outside() {
    use chess_lut::relations::{Axis, Matters};
    const AXES: &[Axis<&str>] = &[
        Axis::new(AxisKind::Square, "rook on"),
        Axis::new(AxisKind::Occupancy(Matters::Any), "occupied"),
    ];
    let rank = tables::get("first-rank-attacks").expect("a core table");
    let sampled = chess_lut::tables::Lookup {
        axes: AXES,
        ..rank.lookups[0]
    };
    let mut boards = (1..).map(|i: u64| i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut drawn = Vec::new();
    let mut seen = Vec::new();
    sampled.each_input(
        &mut || {
            let board = boards.next().unwrap_or(0);
            drawn.push(board);
            board
        },
        &mut |input| seen.push((input[0], input[1])),
    );
    assert_eq!(seen.len(), 64);
    for (i, (sq, occupied)) in seen.iter().enumerate() {
        assert_eq!(*sq, Value::Square(chess_lut::Square::ALL[i]));
        assert_eq!(*occupied, Value::Occupancy(Bitboard(drawn[i])), "{sq}");
    }
}

/// What matters to an occupancy, held against the generator's plain geometry for every square:
/// the squares a slider's rays cross short of the board's edge, the whole line but the square,
/// the squares strictly between two.
#[test]
fn the_squares_that_matter_are_the_ones_that_can_change_the_answer() {
    use chess_lut::relations::Matters;
    use chess_lut::{LineKind, Piece, Square};
    use chess_lut_codegen::oracle;
    use chess_lut_codegen::slider_blocks::{Slider, relevant_squares};
    let relevant = |piece, before: &[Value]| matters_mask(Matters::Relevant(piece), before);
    for sq in Square::ALL {
        let short_of_edge = |slider| oracle::bitboard(relevant_squares(o(sq), slider));
        let (rook, bishop) = (short_of_edge(Slider::Rook), short_of_edge(Slider::Bishop));
        let on = [Value::Square(sq)];
        assert_eq!(relevant(Some(Piece::Rook), &on), rook, "rook on {sq}");
        assert_eq!(relevant(Some(Piece::Bishop), &on), bishop, "bishop on {sq}");
        let rook_arg = [Value::Slider(Piece::Rook), Value::Square(sq)];
        let bishop_arg = [Value::Slider(Piece::Bishop), Value::Square(sq)];
        assert_eq!(relevant(None, &rook_arg), rook, "slider rook on {sq}");
        assert_eq!(relevant(None, &bishop_arg), bishop, "slider bishop on {sq}");
        // with no slider argument, a queen's
        assert_eq!(relevant(None, &on), rook | bishop, "queen on {sq}");
        for kind in LineKind::ALL {
            let line = oracle::line_through(o(sq), kind) & !sq.bitboard().0;
            assert_eq!(
                matters_mask(Matters::Line(Some(kind)), &on),
                line,
                "{kind:?} {sq}"
            );
            let with_kind = [Value::Square(sq), Value::LineKind(kind)];
            assert_eq!(
                matters_mask(Matters::Line(None), &with_kind),
                line,
                "{kind:?} {sq}"
            );
        }
        assert_eq!(matters_mask(Matters::Line(None), &on), 0, "no line kind");
        for to in Square::ALL {
            let pair = [Value::Square(sq), Value::Square(to)];
            let between = oracle::in_between(o(sq), o(to));
            assert_eq!(matters_mask(Matters::Between, &pair), between, "{sq} {to}");
        }
        assert_eq!(matters_mask(Matters::Between, &on), 0, "one square");
    }
    for matters in [
        Matters::Between,
        Matters::Relevant(None),
        Matters::Line(None),
    ] {
        assert_eq!(matters_mask(matters, &[]), 0, "no square: {matters:?}");
    }
}
