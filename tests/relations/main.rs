//! The one description per table (`chess_lut::tables::Table`): every registered table is
//! described, and every lookup that reads it equals its twin over the whole domain it declares,
//! with the squares that cannot matter set at random (and the domain's size is pinned, so that
//! a wrong `Matters` cannot shrink it unseen).

use chess_lut::relations::{Answer, AxisKind, Value};
use chess_lut::{Bitboard, tables};

#[path = "../common/mod.rs"]
mod common;
mod occupancy;
use common::{Rng, o};

/// Every registered table is described once, and read by its lookups but for the tables of
/// data (the Polyglot keys and their cuckoo tables), which no lookup of the registry reads.
#[test]
fn every_registered_table_is_described_once() {
    let mut names: Vec<&str> = tables::all().map(|t| t.name).collect();
    let count = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), count, "a name twice");
    for t in tables::all() {
        // data, which no lookup reads, is what the command does not draw
        assert_eq!(t.lookups.is_empty(), t.drawing.is_none(), "{}", t.name);
        for l in t.lookups {
            assert!(l.axes.len() <= 4, "{}", t.name);
        }
    }
}

/// A table's description says what its static is as the static does (its element type, its
/// bytes), and what its lookups answer as they do (the kind of every answer, and the type that
/// kind is); each lookup names its twin.
#[test]
fn every_description_says_what_its_table_and_lookups_are() {
    use chess_lut::relations::AnswerKind;
    for (t, l) in tables::lookups() {
        let name = t.name;
        let d = t.description();
        assert_eq!(
            (d.ident, d.bytes, d.stored),
            (t.ident, t.bytes, t.stored()),
            "{name}"
        );
        let stored = t.record.map_or(t.elem.name(), |record| record.name);
        assert_eq!(d.stored, stored, "{name}");
        assert!(!l.path.is_empty() && !t.doc.is_empty(), "{name}");
        assert!(l.twin.starts_with("calc::"), "{name}");
        let ty = match l.answer {
            AnswerKind::Set => "Bitboard",
            AnswerKind::Number => "u8",
            AnswerKind::YesNo => "bool",
            AnswerKind::Square => "Option<Square>",
            other => panic!("{name}: chess-lut's lookups give no {other:?}"),
        };
        assert_eq!(l.ty, ty, "{name}: {:?}", l.answer);
        let mut answers = 0;
        l.each_input(&mut || 0, &mut |input| {
            if let Some(answer) = (l.run)(input) {
                assert_eq!(answer.kind(), l.answer, "{name} {input:?}");
                answers += 1;
            }
        });
        assert!(answers > 0, "{name}");
    }
}

#[test]
fn every_lookup_equals_its_twin_over_its_whole_domain() {
    let mut rng = Rng::new(0x2E1A);
    let mut lookups = 0;
    for (t, l) in tables::lookups() {
        lookups += 1;
        let mut failures = Vec::new();
        let n = l.verify(&mut || rng.next() & rng.next(), &mut |difference| {
            failures.push(format!("{} {}{difference}", t.name, l.path));
        });
        assert!(
            failures.is_empty(),
            "{}",
            failures[..failures.len().min(5)].join("\n")
        );
        // a lookup of no occupancy: every value of every argument (a square for a square's
        // file or rank, every number of a range); with an occupancy, every subset of the squares that matter, pinned
        let counts: Vec<u64> = l
            .axes
            .iter()
            .map(|a| a.as_argument().count().unwrap_or(0) as u64)
            .collect();
        let expected = match t.name {
            // and where it answers outside its ranges, each number outside one with every value
            // of the other arguments
            _ if !l.occupancy() => {
                let beyond: u64 = (0..l.axes.len())
                    .filter_map(|i| Some((i, l.axes[i].integers.as_ref()?)))
                    .filter(|_| l.outside.is_some())
                    .map(|(i, range)| {
                        let others: u64 = (0..counts.len())
                            .filter(|&j| j != i)
                            .map(|j| counts[j])
                            .product();
                        others * range.outside().count() as u64
                    })
                    .sum();
                counts.iter().product::<u64>() + beyond
            }
            // every attacker, pair, and subset of the squares between
            "x88-attacks" => 7 * 13_284,
            // every square, every occupancy of the rest of its rank (file)
            "first-rank-attacks" | "kindergarten-a-file" => 64 * 128,
            "rook-magics" | "rook-pext" => 102_400,
            "bishop-magics" | "bishop-pext" => 5_248,
            "line-masks"
            | "dual-masks"
            | "magic-attacks"
            | "pext-attacks"
            | "pext-compact-attacks" => 107_648,
            // ranks and both diagonals, every occupancy of the rest of the line
            "kindergarten-fill-up" => 64 * 128 + 5_124,
            other => panic!("no domain size pinned for {other}, whose lookup takes an occupancy"),
        };
        assert_eq!(n, expected, "{}: inputs", t.name);
    }
    // every table but the data, and the line masks' second reader
    let data = tables::all().filter(|t| t.lookups.is_empty()).count();
    assert_eq!(lookups, tables::all().count() - data + 1);
}

/// A lookup that answers where its twin does not is a difference, not a question skipped; and
/// an input neither answers is no question.
#[test]
fn a_lookup_answering_alone_is_a_difference() {
    let mut r = tables::get("knight-distance").unwrap().lookups[0];
    r.run_twin = |input| match input {
        [Value::Square(chess_lut::Square::A1), _] => None,
        _ => (tables::get("knight-distance").unwrap().lookups[0].run_twin)(input),
    };
    let mut differences = Vec::new();
    let inputs = r.verify(&mut || 0, &mut |d| differences.push(d.to_string()));
    assert_eq!((inputs, differences.len()), (4096, 64));
    assert!(
        differences[0].starts_with("(a1, a1): lookup Some(Number(0)), twin None"),
        "{}",
        differences[0]
    );
    r.run = r.run_twin;
    assert_eq!(
        r.verify(&mut || 0, &mut |_| panic!("none differ")),
        4096 - 64
    );
}

#[test]
fn kinds_and_values_read_as_typed() {
    use chess_lut::{Color, LineKind, Piece, Square::E4};
    let names: Vec<&str> = [
        AxisKind::Square,
        AxisKind::Color,
        AxisKind::Attacker,
        AxisKind::LineKind,
        AxisKind::Slider,
        AxisKind::Range,
    ]
    .iter()
    .map(|k| k.words())
    .collect();
    assert_eq!(
        names,
        ["square", "colour", "piece", "line kind", "slider", "number"]
    );
    let shown: Vec<String> = [
        Value::Square(E4),
        Value::Color(Color::Black),
        Value::LineKind(LineKind::AntiDiagonal),
        Value::Slider(Piece::Rook),
        Value::Number(-3),
        Value::Occupancy(E4.bitboard()),
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    assert_eq!(
        shown,
        [
            "e4",
            "black",
            "anti-diagonal",
            "rook",
            "-3",
            "0x0000000010000000"
        ]
    );
}

/// A table that takes the slider as an argument answers a queen too (its example is one), and
/// its twin walks the queen's rays: both give the generator's rook and bishop walks together.
#[test]
fn a_slider_argument_may_be_a_queen() {
    use chess_lut::{Piece, Square};
    use chess_lut_codegen::slider_blocks::{Slider, attacks};
    let mut rng = Rng::new(0x0EE2);
    let mut tables = 0;
    for (t, r) in tables::lookups().filter(|(_, l)| l.axes[0].kind == AxisKind::Slider) {
        tables += 1;
        for sq in Square::ALL {
            let occupied = Bitboard(rng.next() & rng.next());
            let walk = |slider| attacks(o(sq), slider, occupied.0);
            let queen = Bitboard(walk(Slider::Rook) | walk(Slider::Bishop));
            let input = [
                Value::Slider(Piece::Queen),
                Value::Square(sq),
                Value::Occupancy(occupied),
            ];
            let answer = Some(Answer::Set(queen));
            assert_eq!((r.run)(&input), answer, "{} {sq} {occupied:?}", t.name);
            assert_eq!(
                (r.run_twin)(&input),
                answer,
                "{} twin {sq} {occupied:?}",
                t.name
            );
        }
    }
    assert!(
        tables >= 1,
        "hyperbola takes a slider whatever the features"
    );
}

/// A twin that lied on one input, or a lookup that answered a question outside its table, is
/// caught: the description's functions are the real ones, not copies that agree by
/// construction.
#[test]
fn the_descriptions_call_the_crate_functions() {
    use chess_lut::Square::*;
    let lookup = |name: &str| tables::get(name).unwrap().lookups[0];
    let x = |name: &str, args: &[Value]| (lookup(name).run)(args);
    assert_eq!(
        x("in-between", &[Value::Square(C1), Value::Square(A3)]),
        Some(Answer::Set(Bitboard(B2.bitboard().0)))
    );
    assert_eq!(
        x("knight-distance", &[Value::Square(A1), Value::Square(B2)]),
        Some(Answer::Number(4))
    );
    // arguments of the wrong kinds are no question
    assert_eq!(x("knight-distance", &[Value::Square(A1)]), None);
    assert_eq!(lookup("in-between").axes[0].kind, AxisKind::Square);
    #[cfg(feature = "layouts")]
    assert_eq!(
        x("in-between-x88", &[Value::Square(C1), Value::Square(A3)]),
        Some(Answer::Set(B2.bitboard()))
    );
    #[cfg(feature = "kindergarten")]
    {
        let kinder = lookup("kindergarten-fill-up");
        let file = [
            Value::Square(D4),
            Value::LineKind(chess_lut::LineKind::File),
            Value::Occupancy(Bitboard::EMPTY),
        ];
        assert_eq!((kinder.run)(&file), None, "files are the a-file table's");
        assert!(matches!(kinder.axes[2].kind, AxisKind::Occupancy(_)));
    }
}
