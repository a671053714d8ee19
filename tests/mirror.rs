//! Square order: how every lookup behaves under the mirror top to bottom (`a1` ↔ `a8`,
//! `Square::flip_vertical`, `Bitboard::flip_vertical`), over every input of every table's
//! domain, as "Square order" in `docs/switching.md` states it.
//!
//! The law: mirror every argument (a square or an occupancy top to bottom, a colour to the
//! other one, a pawn attacker to the other colour's pawn, a diagonal to an anti-diagonal and
//! back, a 0x88 difference's rank difference negated) and the answer is the mirrored answer (a
//! set or a square mirrored, a compass direction north for south, any other number or a yes the
//! same). Every relation of every table obeys
//! it, the slider tables' helpers included (each is described as attacks on the board). What
//! does not: the Polyglot keys (data, one key per square and piece) and a square's own colour
//! (`a1` is dark, `a8` light).

use chess_lut::relations::{Answer, Value};
use chess_lut::{Attacker, Bitboard, Color, LineKind, Square, calc};
use chess_lut_codegen::rng::SplitMix64;

/// An argument of the table `name` mirrored.
fn mirror(name: &str, v: Value) -> Value {
    match v {
        Value::Square(sq) => Value::Square(sq.flip_vertical()),
        Value::Occupancy(b) => Value::Occupancy(b.flip_vertical()),
        Value::Color(c) => Value::Color(!c),
        Value::Attacker(Attacker::WhitePawn) => Value::Attacker(Attacker::BlackPawn),
        Value::Attacker(Attacker::BlackPawn) => Value::Attacker(Attacker::WhitePawn),
        Value::LineKind(LineKind::Diagonal) => Value::LineKind(LineKind::AntiDiagonal),
        Value::LineKind(LineKind::AntiDiagonal) => Value::LineKind(LineKind::Diagonal),
        // a 0x88 difference, `16 * rank difference + file difference`: its rank difference
        // negated
        Value::Number(d) if name == "x88-direction" => {
            let (ranks, files) = ((d + 7).div_euclid(16), (d + 7).rem_euclid(16) - 7);
            Value::Number(files - 16 * ranks)
        }
        other => other,
    }
}

/// An answer of the table `name` mirrored: a set or a square mirrored; a compass direction
/// north for south, east and west kept; any other number or yes the same.
fn mirror_answer(name: &str, a: Answer) -> Answer {
    match a {
        Answer::Set(b) => Answer::Set(b.flip_vertical()),
        Answer::Square(sq) => Answer::Square(sq.map(Square::flip_vertical)),
        Answer::Number(d) if (name == "direction" || name == "x88-direction") && d < 8 => {
            Answer::Number((12 - d) % 8)
        }
        other => other,
    }
}

#[test]
fn every_relation_commutes_with_the_mirror() {
    let mut rng = SplitMix64::new(0x5eed);
    for (t, r) in chess_lut::tables::lookups() {
        let mut inputs = 0u64;
        r.each_input(&mut || rng.next() & rng.next(), &mut |input| {
            inputs += 1;
            let mirrored: Vec<Value> = input.iter().map(|&v| mirror(t.name, v)).collect();
            let (answer, of_mirrored) = ((r.run)(input), (r.run)(&mirrored));
            // a number outside the range whose mirror lies outside its type (the 0x88
            // difference -32768's, 32768): no question of the lookup's to compare with
            if of_mirrored.is_none() && r.is_outside(input) {
                return;
            }
            assert_eq!(
                of_mirrored,
                answer.map(|a| mirror_answer(t.name, a)),
                "{} does not commute with the mirror: {}({}) is {answer:?}, and of the mirrored \
                 input ({}) {of_mirrored:?}",
                t.name,
                r.path,
                show(input),
                show(&mirrored)
            );
        });
        assert!(inputs > 0, "{}: no input", t.name);
    }
}

fn show(input: &[Value]) -> String {
    input
        .iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The relations that are no table: the line tests and the in-between test of a move.
#[test]
fn the_line_tests_commute_with_the_mirror() {
    for (a, b) in Square::pairs() {
        let (ma, mb) = (a.flip_vertical(), b.flip_vertical());
        assert_eq!(chess_lut::same_rank(ma, mb), chess_lut::same_rank(a, b));
        assert_eq!(chess_lut::same_file(ma, mb), chess_lut::same_file(a, b));
        // the mirror turns a diagonal into an anti-diagonal
        assert_eq!(
            chess_lut::same_diagonal(ma, mb),
            chess_lut::same_anti_diagonal(a, b)
        );
        assert_eq!(
            chess_lut::same_anti_diagonal(ma, mb),
            chess_lut::same_diagonal(a, b)
        );
        assert_eq!(chess_lut::same_color(ma, mb), chess_lut::same_color(a, b));
        // but a square's own colour changes: a1 is dark, a8 light
        assert_ne!(a.is_dark(), ma.is_dark(), "{a}");
        for occupied in [Bitboard::EMPTY, Bitboard(0x0042_0018_2400_8100)] {
            assert_eq!(
                chess_lut::nothing_between(ma, mb, occupied.flip_vertical()),
                chess_lut::nothing_between(a, b, occupied),
                "{a} {b}"
            );
        }
    }
    for sq in Square::ALL {
        for kind in LineKind::ALL {
            let mirrored = match kind {
                LineKind::Diagonal => LineKind::AntiDiagonal,
                LineKind::AntiDiagonal => LineKind::Diagonal,
                other => other,
            };
            assert_eq!(
                chess_lut::line_mask(sq.flip_vertical(), mirrored),
                chess_lut::line_mask(sq, kind).flip_vertical()
            );
            assert_eq!(
                calc::line_mask(sq.flip_vertical(), mirrored),
                calc::line_mask(sq, kind).flip_vertical()
            );
        }
    }
}

/// What an engine numbering `a8 = 0` does: call a lookup that commutes with the mirror with its
/// own indices and read the answer in its own order; mirror the square (and the set) around
/// one that does not.
#[test]
fn an_engine_numbering_a8_zero_calls_a_commuting_lookup_with_its_own_indices() {
    // the engine's e2 is 52, its e7 12; its bitboards have a8 at bit 0
    let (e2, e7) = (52u8, 12u8);
    let theirs =
        chess_lut::in_between(Square::from_index_masked(e2), Square::from_index_masked(e7));
    let ours = chess_lut::in_between(Square::E2, Square::E7);
    assert_eq!(theirs, ours.flip_vertical()); // e3 .. e6, in the engine's bit order
    // a pawn's attacks: the mirror swaps the colours
    let white_pawn_on_e2 = chess_lut::pawn_attacks(Color::Black, Square::from_index_masked(e2));
    assert_eq!(
        white_pawn_on_e2.flip_vertical(),
        chess_lut::pawn_attacks(Color::White, Square::E2)
    );
}
