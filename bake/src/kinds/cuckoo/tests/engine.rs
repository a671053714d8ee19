//! Cuckoo tables in the engine's shape: its key function of its own parameters, its `Move`,
//! keys that are constants, its slot functions.

use super::*;

/// An engine's move as a test writes it: `from << 6 | to`.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Move(u16);

impl crate::Element for Move {
    fn rust_type(_: &crate::Rust) -> crate::Rust {
        crate::Rust::from("crate::Move")
    }

    fn write(&self, out: &mut String) -> Result<(), String> {
        if self.0 == 0xFFF {
            return Err("h8 to h8 is no move".into());
        }
        out.push_str(&format!("crate::Move({:#06x})", self.0));
        Ok(())
    }
}

fn engine_move(from: Square, to: Square) -> Move {
    Move((from as u16) << 6 | to as u16)
}

fn stockfish_code(color: Color, piece: Piece) -> usize {
    (color as usize) << 3 | (piece as usize + 1)
}

#[test]
fn the_proof_hands_values_over_where_a_twin_takes_the_engine_s_types() {
    let source = |cuckoo: Cuckoo| {
        let mut bake = Bake::new();
        bake.cuckoo(cuckoo.twin("crate::key", "crate::side"));
        bake.source().unwrap()
    };
    // the key twin is asked through `Keys`, which hands each argument over by `HandedTo`, in
    // the declared order
    // (`engine(value)` only where a move twin or a slot twin is handed a value by it)
    let handing = "    fn engine<T: HandedTo<U>, U>(value: T) -> U {\n";
    let keyed = source(Cuckoo::new("c", spread, 0).key_signature(&[
        crate::KeyArg::Square,
        crate::KeyArg::Color,
        crate::KeyArg::Piece,
    ]));
    holds(&keyed, "    trait HandedTo<U> {\n");
    assert!(!keyed.contains(handing), "{keyed}");
    assert!(keyed.contains(
        "let key = Keys::key(&crate::key, (from, color, piece)) ^ Keys::key(&crate::key, (to, \
         color, piece)) ^ side;"
    ));
    holds(
        &keyed,
        "impl<F: Fn(T0, T1, T2) -> u64, T0, T1, T2, A0: HandedTo<T0>, A1: HandedTo<T1>, A2: \
         HandedTo<T2>> Keys<(A0, A1, A2), fn(T0, T1, T2)> for F {\n            \
         fn key(&self, (a0, a1, a2): (A0, A1, A2)) -> u64 {\n                \
         self(a0.hand(), a1.hand(), a2.hand())\n",
    );
    holds(
        &keyed,
        "impl<A0: Place, A1: Place, A2: Place, const N0: usize, const N1: usize, const N2: \
         usize> Keys<(A0, A1, A2), [[[u64; N2]; N1]; N0]> for [[[u64; N2]; N1]; N0] {\n            \
         fn key(&self, (a0, a1, a2): (A0, A1, A2)) -> u64 {\n                \
         self[a0.place()][a1.place()][a2.place()]\n",
    );
    let moved = source(Cuckoo::new("c", spread, 0).moves(engine_move, Move(0), "crate::mv"));
    holds(&moved, handing);
    assert!(moved.contains(
        "let key = Keys::key(&crate::key, (color, piece, from)) ^ Keys::key(&crate::key, (color, \
         piece, to)) ^ side;"
    ));
    assert!(moved.contains("let mv = crate::mv(engine(from), engine(to));"));
}

#[test]
fn key_signatures_and_moves_of_the_engine_are_refused_by_name_where_wrong() {
    use crate::KeyArg::{Code, Color as C, Piece as P, Square as S};
    let signed = |args: &[crate::KeyArg]| Cuckoo::new("c", spread, 0).key_signature(args);
    for (cuckoo, expected) in [
        (
            signed(&[Code, S]),
            "its key signature takes the piece's code (KeyArg::Code), but no .piece_codes \
             numbers the pieces",
        ),
        (
            Cuckoo::new("c", spread, 0).piece_codes(stockfish_code),
            "its pieces' codes are declared, but no key signature takes them (KeyArg::Code)",
        ),
        (
            signed(&[C, P, S]).piece_codes(stockfish_code),
            "its pieces' codes are declared, but its key signature takes the piece by colour \
             and kind, not by its code (KeyArg::Code)",
        ),
        (
            signed(&[Code, C, S]).piece_codes(stockfish_code),
            "its key signature takes the piece both by its code and by its colour or kind: one \
             of the two",
        ),
        (
            signed(&[C, S]),
            "its key signature lacks the piece: its code (KeyArg::Code), or its colour and its \
             kind (KeyArg::Color and KeyArg::Piece)",
        ),
        (
            signed(&[C, P]),
            "its key signature lacks the square (KeyArg::Square)",
        ),
        (
            signed(&[S, C, S, P]),
            "its key signature takes the square twice",
        ),
    ] {
        assert_eq!(refused(cuckoo).problem, expected);
    }
    for fine in [
        signed(&[S, Code]).piece_codes(stockfish_code),
        signed(&[P, S, C]),
    ] {
        let mut bake = Bake::new();
        bake.cuckoo(fine);
        assert!(bake.problems().is_empty(), "{:?}", bake.problems());
    }
    let moved = |make: fn(Square, Square) -> Move, twin: &str| {
        Cuckoo::new("c", spread, 0).moves(make, Move(0), twin)
    };
    let relative = refused(moved(engine_move, "Move::new"));
    assert!(
        relative.problem.contains("is not an absolute path"),
        "{relative}"
    );
    let unwritten = refused(moved(|_, _| Move(0xFFF), "crate::Move::new"));
    assert_eq!(
        unwritten.problem,
        "its moves cannot be written: h8 to h8 is no move"
    );
    let panics = refused(moved(
        |from, to| {
            assert!(from != Square::E4, "no move from e4");
            engine_move(from, to)
        },
        "crate::Move::new",
    ));
    assert!(
        panics
            .problem
            .starts_with("its move function panicked at e4 f4: no move from e4"),
        "{panics}"
    );
    // only the pairs of squares a piece moves between are asked: a1-c4 is none
    let mut bake = Bake::new();
    bake.cuckoo(moved(
        |from, to| {
            assert!((from, to) != (Square::A1, Square::C4), "no move");
            engine_move(from, to)
        },
        "crate::Move::new",
    ));
    assert!(bake.problems().is_empty(), "{:?}", bake.problems());
    let shared = refused(
        Cuckoo::new("c", spread, 0)
            .key_signature(&[crate::KeyArg::Code, crate::KeyArg::Square])
            .piece_codes(|c, p| {
                if p == Piece::King {
                    99
                } else {
                    stockfish_code(c, p)
                }
            }),
    );
    assert_eq!(
        shared.problem,
        "its pieces' codes give two pieces the code 99: a key twin could not tell them apart"
    );
    // keys whose white knight b1-c3 xors to 0: an empty slot's key
    let zero = refused(
        Cuckoo::new(
            "c",
            |c, p, sq| match (c, p, sq) {
                (Color::White, Piece::Knight, Square::B1 | Square::C3) => 0x77,
                _ => spread(c, p, sq),
            },
            0,
        )
        .moves(engine_move, Move(0), "crate::Move::new"),
    );
    assert_eq!(
        zero.problem,
        "the move white knight b1 c3 has the key 0, an empty slot's: a probe could not tell it \
         from none"
    );
}

#[test]
fn the_engine_s_moves_are_stored_probed_and_proven_as_its_own() {
    let (psq, side) = stockfish_keys();
    let mut bake = Bake::new();
    bake.cuckoo(
        Cuckoo::new("cuckoo", stockfish_key(&psq), side)
            .key_signature(&[crate::KeyArg::Code, crate::KeyArg::Square])
            .piece_codes(stockfish_code)
            .moves(engine_move, Move(0), "crate::Move::new")
            .twin("crate::zobrist::psq", "crate::zobrist::side"),
    );
    let source = bake.source().unwrap();
    let (keys, moves, _) = stockfish_cuckoo(&psq, side);
    // Stockfish's slots, its moves written as the engine's
    let filled = (0..8192).find(|&s| moves[s] != 0).unwrap();
    let row = filled / 3 * 3;
    let cells: Vec<String> = moves[row..(row + 3).min(8192)]
        .iter()
        .map(|m| format!("crate::Move({m:#06x})"))
        .collect();
    holds(&source, &cells.join(", "));
    assert!(source.contains(&format!("{:#06x}", moves[filled])));
    assert!(keys[filled] != 0);
    for item in [
        "pub static CUCKOO_MOVES: [crate::Move; 8192] = [\n",
        "`crate::Move(0x0000)` in an empty slot",
        "`[crate::Move; 8192]`, 16384 bytes, indexed `[slot]`.",
        "pub const fn cuckoo(key: u64) -> Option<crate::Move> {",
        "    if key == 0 || CUCKOO_KEYS[slot] != key {\n        return None;\n    }\n    Some(CUCKOO_MOVES[slot])\n}",
        "    impl<A0, A1> TwinOfTheTables for fn(A0, A1) -> crate::Move {}\n",
        "    twin_of_the_tables(&crate::Move::new); // the move twin of `cuckoo`\n",
        "    twin_of_the_tables(&crate::zobrist::psq); // the key twin of `cuckoo`\n",
        "    const CODES: [[usize; 6]; 2] = [[1, 2, 3, 4, 5, 6], [9, 10, 11, 12, 13, 14]];\n",
        "                let code = CODES[color as usize][piece as usize];\n",
        "let key = Keys::key(&crate::zobrist::psq, (code, from)) ^ Keys::key(&crate::zobrist::psq, (code, to)) ^ side;",
        "let mv = crate::Move::new(engine(from), engine(to));",
        "let held = slots.into_iter().find(|&s| CUCKOO_KEYS[s] == key);",
        "            CUCKOO_MOVES[slot] == mv,\n",
        "holds the key of {color:?}'s {} between {from} and {to} in slot {slot}, but another move than what its move twin, `crate::Move::new`, makes",
        "super::cuckoo(key) == Some(mv),\n",
        "\"the baked `cuckoo` answers another move than its move twin, `crate::Move::new`, makes, for the key of {color:?}'s {} between {from} and {to}\",",
        "holding[slot] || (*mv == crate::Move(0x0000) && key == 0),",
    ] {
        assert!(source.contains(item), "no {item:?} in:\n{source}");
    }
    let described = bake.description().unwrap();
    // each slot's move in the description as the source that writes it, in the slots' order
    let at = described
        .find(r#""ident":"CUCKOO_MOVES""#)
        .and_then(|i| described[i..].find(r#""values":["#).map(|j| i + j + 10))
        .unwrap();
    let values: Vec<&str> = described[at..]
        .split(']')
        .next()
        .unwrap()
        .split(',')
        .collect();
    assert_eq!(values.len(), 8192);
    assert_eq!(
        values[filled],
        format!("\"crate::Move({:#06x})\"", moves[filled])
    );
    assert!(
        described.contains(r#""name":"cuckoo_moves","ident":"CUCKOO_MOVES""#)
            && described.contains(r#""ty":"crate::Move","stored":"crate::Move""#)
            && described.contains(r#""values":["crate::Move(0x0000)","#),
        "{described}"
    );
}

/// The engine's slot functions, declared as twins, are checked by every build (a key in, an
/// integer out) and asked by the proof of every move's key, a failure naming both layouts;
/// declared with no key twins, they are refused, for no proof would ask them.
#[test]
fn slot_twins_are_checked_and_asked_of_every_key() {
    let mut bake = Bake::new();
    bake.cuckoo(
        Cuckoo::new("cuckoo", spread, 0)
            .layout(0x2000, 32, 48)
            .twin("crate::keys::key", "crate::keys::side")
            .slot_twins("crate::lookup::h1", "crate::lookup::h2"),
    );
    let source = bake.source().unwrap();
    for item in [
        "message = \"the first slot twin of `cuckoo`, `crate::lookup::h1`, is a `{Self}`: a slot twin takes a key and answers the slot the engine reads it at, an integer\",",
        "    twin_of_the_tables(&crate::lookup::h2); // the second slot twin of `cuckoo`\n",
        "let found = [slot_of(crate::lookup::h1(engine(key))), slot_of(crate::lookup::h2(engine(key)))];",
        "if !found.contains(&Some(slot)) {",
        "bits_read(|k| slot_of(crate::lookup::h1(engine(k)))),",
        "the tables are laid out as .layout(8192, 32, 48), at `(key >> 32) & 0x1FFF` and `(key >> 48) & 0x1FFF`, the engine's functions read .layout({n}, {a}, {b}): declare it",
        "fn bits_read(slot: impl Fn(u64) -> Option<usize>) -> Option<(usize, u32)> {",
        "found by its key, here and by the engine's own slot functions, `crate::lookup::h1` and",
    ] {
        assert!(source.contains(item), "no {item:?} in:\n{source}");
    }
    // the probe warns no engine that reads the statics itself
    assert!(source.contains("#[allow(dead_code)]\n#[inline]\npub const fn cuckoo(key: u64)"));
    let mut alone = Bake::new();
    alone.cuckoo(Cuckoo::new("cuckoo", spread, 0).slot_twins("crate::h1", "crate::h2"));
    assert_eq!(
        alone.problems()[0].to_string(),
        "error: cuckoo `cuckoo`: its slot twins are declared, but no key twins: the proof that \
         asks them needs .twin(key, side)"
    );
}

/// A key twin may name a constant's field, an array of the keys, and a side twin the key: a
/// path followed by fields, where nothing else may follow it.
#[test]
fn key_twins_may_name_fields_of_constants() {
    let source = |key: &str, side: &str| {
        let mut bake = Bake::new();
        bake.cuckoo(Cuckoo::new("cuckoo", spread, 0).twin(key, side));
        bake.source().map_err(|p| p.to_string())
    };
    let fields = source("crate::types::ZOBRIST.pieces", "crate::types::ZOBRIST.side").unwrap();
    assert!(fields.contains(
        "    twin_of_the_lookup(&crate::types::ZOBRIST.pieces); // the key twin of `cuckoo`\n"
    ));
    assert!(fields.contains("let side = Side::side(&crate::types::ZOBRIST.side);"));
    assert!(source("crate::KEYS.0", "crate::SIDE").is_ok());
    assert_eq!(
        source("crate::types::ZOBRIST.pieces[0]", "crate::side").unwrap_err(),
        "error: cuckoo `cuckoo`: `crate::types::ZOBRIST.pieces[0]` is not a Rust path, or one \
         followed by fields (like crate::types::ZOBRIST.side)"
    );
    assert!(
        source("crate::keys::key", "ZOBRIST.side")
            .unwrap_err()
            .contains("`ZOBRIST` is not an absolute path")
    );
}
