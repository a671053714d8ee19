//! The one description per table (`chess_lut::relations`): it covers the registry exactly, and
//! every table's lookup equals its twin over the whole domain it declares, with the squares
//! that cannot matter set at random (and the domain's size is pinned, so that a wrong
//! `Matters` cannot shrink it unseen).
#![cfg(feature = "registry")]

use chess_lut::relations::{self, Answer, AxisKind, Coord, Indexing, Value};
use chess_lut::{Bitboard, tables};

#[path = "../common/mod.rs"]
mod common;
mod occupancy;
use common::{Rng, o};

#[test]
fn every_registered_table_has_one_description() {
    let mut described: Vec<&str> = relations::ALL.iter().map(|r| r.table_name).collect();
    described.dedup();
    let registered: Vec<&str> = tables::all()
        .map(|t| t.name)
        .filter(|name| !relations::DATA.contains(name))
        .collect();
    assert_eq!(described, registered, "in the order of the generated file");
    // the PEXT family is registered exactly where the target has BMI2
    let pext = cfg!(chess_lut_pext);
    for name in relations::BMI2_ONLY {
        assert_eq!(tables::get(name).is_some(), pext, "{name}");
    }
    for r in relations::ALL {
        let asked = r.asked().count();
        assert_eq!(
            r.example.len(),
            asked,
            "{}: an example for each asked argument",
            r.table_name
        );
        assert!(r.args().len() <= 4, "{}", r.table_name);
    }
}

/// A description says what its table is as the registry does (the static, its element type,
/// its bytes), and what its lookup answers as the lookup does (the kind of every answer, and
/// the type that kind is); it names its lookup, its twin and what it does.
#[test]
fn every_description_says_what_its_table_and_lookup_are() {
    use chess_lut::relations::AnswerKind;
    for r in relations::ALL {
        let (d, name) = (&r.description, r.table_name);
        let info = tables::get(name).unwrap();
        assert_eq!(d.ident, info.ident, "{name}");
        assert_eq!(d.bytes, info.bytes, "{name}");
        let stored = info.record.map_or(info.elem.name(), |record| record.name);
        assert_eq!(d.stored, stored, "{name}");
        assert!(!d.name.is_empty() && !d.doc.is_empty(), "{name}");
        assert!(d.twin.is_some_and(|t| t.starts_with("calc::")), "{name}");
        let ty = match d.answer {
            AnswerKind::Set => "Bitboard",
            AnswerKind::Number => "u8",
            AnswerKind::YesNo => "bool",
            AnswerKind::Square => "Option<Square>",
            other => panic!("{name}: chess-lut's lookups give no {other:?}"),
        };
        assert_eq!(d.ty, ty, "{name}: {:?}", d.answer);
        let mut answers = 0;
        r.each_input(&mut || 0, &mut |input| {
            if let Some(answer) = (r.lookup)(input) {
                assert_eq!(answer.kind(), d.answer, "{name} {input:?}");
                answers += 1;
            }
        });
        assert!(answers > 0, "{name}");
    }
}

#[test]
fn every_lookup_equals_its_twin_over_its_whole_domain() {
    let mut rng = Rng::new(0x2E1A);
    for r in relations::ALL {
        let mut failures = Vec::new();
        let n = r.verify(&mut || rng.next() & rng.next(), &mut |difference| {
            failures.push(format!("{} {}{difference}", r.table_name, r.lookup_path()));
        });
        assert!(
            failures.is_empty(),
            "{}",
            failures[..failures.len().min(5)].join("\n")
        );
        let expected = match r.table_name {
            "in-between"
            | "in-between-triangular"
            | "in-between-x88"
            | "line"
            | "knight-distance" => 4096,
            // every attacker, pair, and subset of the squares between
            "x88-attacks" => 7 * 13_284,
            "knight-attacks" | "king-attacks" => 64,
            "pawn-attacks" => 128,
            "king-zone-reach" => 7 * 64,
            // the masks, then the hyperbola sliders over them
            "line-masks" if r.lookup_path() == "line_mask" => 256,
            "line-masks" | "dual-masks" => 107_648,
            "intersection" => 16 * 4096,
            // every square, every occupancy of the rest of its rank (file)
            "first-rank-attacks" | "kindergarten-a-file" => 64 * 128,
            "rook-magics" | "rook-pext" => 102_400,
            "bishop-magics" | "bishop-pext" => 5_248,
            "magic-attacks" | "pext-attacks" | "pext-compact-attacks" => 107_648,
            // ranks and both diagonals, every occupancy of the rest of the line
            "kindergarten-fill-up" => 64 * 128 + 5_124,
            // the masks: pairs, squares, and colour by square
            "king-distance" | "manhattan-distance" | "path" | "beyond" => 4096,
            "center-distance" | "center-manhattan-distance" | "adjacent-files" => 64,
            "distance-rings" => 64 * 8,
            "forward-file" | "forward-ranks" | "pawn-attack-span" | "passed-pawn-span" => 128,
            other => panic!("no domain size pinned for {other}"),
        };
        assert_eq!(n, expected, "{}: inputs", r.table_name);
    }
    // every table but the data, and the line masks' second reader
    let data = tables::all()
        .filter(|t| relations::DATA.contains(&t.name))
        .count();
    assert_eq!(relations::ALL.len(), tables::all().count() - data + 1);
}

/// A row indexing says where its lookup reads (what the explorer shows): on every input of
/// every table read by rows, the entry at the coordinates the indexing names is the lookup's
/// answer.
#[test]
fn row_indexings_name_the_entry_the_lookup_reads() {
    let mut tables_checked = 0;
    for r in relations::ALL {
        let Indexing::Rows(coords) = r.indexing else {
            continue;
        };
        let info = tables::get(r.table_name).expect("registered");
        assert_eq!(
            coords.len(),
            info.shape.len(),
            "{}: a coordinate a dimension",
            r.table_name
        );
        let values: Vec<u64> = info.values().collect();
        let mut inputs = 0;
        r.each_input(&mut || 0, &mut |input| {
            let at = |c: &Coord| match *c {
                Coord::Arg(i) => input[i].coordinate().expect("a coordinate"),
                Coord::FileOf(i) => usize::from(input[i].square().expect("a square").file()),
                Coord::RankOf(i) => usize::from(input[i].square().expect("a square").rank()),
            };
            let index = coords
                .iter()
                .zip(info.shape)
                .fold(0, |flat, (c, &n)| flat * n + at(c));
            let read = match (r.lookup)(input).expect("an answer") {
                Answer::Set(set) => set.0,
                Answer::Number(n) => u64::from(n),
                Answer::YesNo(yes) => u64::from(yes),
                Answer::Square(sq) => sq.map_or(0xFF, |sq| sq as u64),
            };
            assert_eq!(
                values.get(index),
                Some(&read),
                "{} {input:?}: entry {index}",
                r.table_name
            );
            inputs += 1;
        });
        assert!(inputs > 0, "{}", r.table_name);
        tables_checked += 1;
    }
    // the one-load tables, whatever the features
    assert!(tables_checked >= 6, "{tables_checked}");
}

/// A lookup that answers where its twin does not is a difference, not a question skipped; and
/// an input neither answers is no question.
#[test]
fn a_lookup_answering_alone_is_a_difference() {
    let mut r = *relations::get("knight-distance").unwrap();
    r.twin = |input| match input {
        [Value::Square(chess_lut::Square::A1), _] => None,
        _ => (relations::get("knight-distance").unwrap().twin)(input),
    };
    let mut differences = Vec::new();
    let inputs = r.verify(&mut || 0, &mut |d| differences.push(d.to_string()));
    assert_eq!((inputs, differences.len()), (4096, 64));
    assert!(
        differences[0].starts_with("(a1, a1): lookup Some(Number(0)), twin None"),
        "{}",
        differences[0]
    );
    r.lookup = r.twin;
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
        AxisKind::Distance,
    ]
    .iter()
    .map(|k| k.words())
    .collect();
    assert_eq!(
        names,
        [
            "square",
            "colour",
            "piece",
            "line kind",
            "slider",
            "distance"
        ]
    );
    let shown: Vec<String> = [
        Value::Square(E4),
        Value::Color(Color::Black),
        Value::LineKind(LineKind::AntiDiagonal),
        Value::Slider(Piece::Rook),
        Value::Distance(3),
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
            "3",
            "0x0000000010000000"
        ]
    );
}

/// A slider entry's view names the slot its lookup reads: the attack table holds the lookup's
/// answer at that slot, for every occupancy of the squares that matter.
#[test]
#[cfg(any(feature = "magic", chess_lut_pext))]
fn an_entry_names_the_slot_its_lookup_reads() {
    use chess_lut::relations::View;
    let mut rng = Rng::new(0x5107);
    let mut entries = 0;
    for r in relations::ALL {
        let View::Entry(_, slot) = r.view else {
            continue;
        };
        entries += 1;
        let attacks = |i: usize| -> u64 {
            match r.indexing {
                #[cfg(feature = "magic")]
                Indexing::Magic => tables::MAGIC_ATTACKS[i],
                #[cfg(chess_lut_pext)]
                Indexing::Pext => tables::PEXT_ATTACKS[i],
                other => panic!("{}: an entry indexed {other:?}", r.table_name),
            }
        };
        let mut inputs = 0;
        r.each_input(&mut || rng.next(), &mut |input| {
            let (Value::Square(sq), Value::Occupancy(occupied)) = (input[0], input[1]) else {
                panic!("{}: {input:?}", r.table_name)
            };
            let Some(Answer::Set(set)) = (r.lookup)(input) else {
                panic!("{}: no set for {input:?}", r.table_name)
            };
            let at = slot(sq, occupied);
            assert_eq!(
                Bitboard(attacks(at)),
                set,
                "{} {sq} {occupied:?}: slot {at}",
                r.table_name
            );
            inputs += 1;
        });
        assert!(inputs >= 64 * 32, "{}: {inputs}", r.table_name);
    }
    let families = usize::from(cfg!(feature = "magic")) + usize::from(cfg!(chess_lut_pext));
    assert_eq!(
        entries,
        2 * families,
        "a rook's and a bishop's entry per family"
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
    for r in relations::ALL
        .iter()
        .filter(|r| r.args()[0].kind == AxisKind::Slider)
    {
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
            assert_eq!(
                (r.lookup)(&input),
                answer,
                "{} {sq} {occupied:?}",
                r.table_name
            );
            assert_eq!(
                (r.twin)(&input),
                answer,
                "{} twin {sq} {occupied:?}",
                r.table_name
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
    let x = |name: &str, args: &[Value]| (relations::get(name).unwrap().lookup)(args);
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
    assert_eq!(
        relations::get("in-between").unwrap().args()[0].kind,
        AxisKind::Square
    );
    #[cfg(feature = "layouts")]
    assert_eq!(
        x("in-between-x88", &[Value::Square(C1), Value::Square(A3)]),
        Some(Answer::Set(B2.bitboard()))
    );
    #[cfg(feature = "kindergarten")]
    {
        let kinder = relations::get("kindergarten-fill-up").unwrap();
        let file = [
            Value::Square(D4),
            Value::LineKind(chess_lut::LineKind::File),
            Value::Occupancy(Bitboard::EMPTY),
        ];
        assert_eq!((kinder.lookup)(&file), None, "files are the a-file table's");
        assert!(matches!(kinder.args()[2].kind, AxisKind::Occupancy(_)));
    }
}
