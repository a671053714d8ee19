//! The cuckoo bake against Stockfish: its keys drawn as its start-up code draws them, and its
//! tables filled as that code fills them (a twin written from Stockfish's `position.cpp`,
//! `attacks.h` and `misc.h`, not from the bake), slot for slot.

use super::*;
use crate::{Bake, Problem};

/// Stockfish's PRNG (`misc.h`): xorshift64*, the state stepped by three xorshifts, the output
/// the state times 2685821657736338717.
struct Prng(u64);

impl Prng {
    fn rand64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(2_685_821_657_736_338_717)
    }
}

/// Stockfish's `Zobrist::psq` (indexed by its `Piece`: W_PAWN = 1 … W_KING = 6, B_PAWN = 9 …
/// B_KING = 14) and `Zobrist::side`, as `Position::init` draws them from seed 1070372: the
/// twelve pieces' 64 squares in `Pieces` order, 8 en-passant keys, 16 castling keys, then the
/// side, then `noPawns`; the pawns' keys on their last ranks zeroed afterwards.
#[allow(clippy::needless_range_loop)] // Stockfish's loops, as it writes them
fn stockfish_keys() -> ([[u64; 64]; 16], u64) {
    const PIECES: [usize; 12] = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14];
    let mut rng = Prng(1_070_372);
    let mut psq = [[0u64; 64]; 16];
    for pc in PIECES {
        for s in 0..64 {
            psq[pc][s] = rng.rand64();
        }
    }
    for s in 56..64 {
        psq[1][s] = 0;
    }
    for s in 0..8 {
        psq[9][s] = 0;
    }
    for _file in 0..8 {
        rng.rand64(); // enpassant
    }
    for _cr in 0..16 {
        rng.rand64(); // castling
    }
    let side = rng.rand64();
    rng.rand64(); // noPawns
    (psq, side)
}

/// Stockfish's `safe_destination` (`attacks.h`): the square `step` away, if on the board and at
/// most two files away.
fn safe_destination(s: i32, step: i32) -> u64 {
    let to = s + step;
    if (0..64).contains(&to) && ((s & 7) - (to & 7)).abs() <= 2 {
        1 << to
    } else {
        0
    }
}

/// Stockfish's `attacks_bb(pt, s, 0)`: the empty-board attacks of a knight (2), bishop (3),
/// rook (4), queen (5) or king (6).
fn attacks_bb(pt: usize, s: i32) -> u64 {
    let sliding = |dirs: [i32; 4]| {
        let mut attacks = 0;
        for d in dirs {
            let mut sq = s;
            loop {
                let dest = safe_destination(sq, d);
                if dest == 0 {
                    break;
                }
                attacks |= dest;
                sq += d;
            }
        }
        attacks
    };
    let rook = || sliding([8, -8, 1, -1]);
    let bishop = || sliding([9, -7, -9, 7]);
    match pt {
        2 => [-17, -15, -10, -6, 6, 10, 15, 17]
            .iter()
            .fold(0, |b, &st| b | safe_destination(s, st)),
        3 => bishop(),
        4 => rook(),
        5 => bishop() | rook(),
        6 => [-9, -8, -7, -1, 1, 7, 8, 9]
            .iter()
            .fold(0, |b, &st| b | safe_destination(s, st)),
        _ => unreachable!("no other piece type moves reversibly"),
    }
}

/// `Position::init`'s cuckoo loop, line for line: every piece of `Pieces` but the pawns, s1,
/// s2 > s1 it attacks on an empty board, the key swapped into `H1`, the victim pushed to its
/// other slot until the move swapped out is `Move::none()`.
fn stockfish_cuckoo(psq: &[[u64; 64]; 16], side: u64) -> ([u64; 8192], [u16; 8192], usize) {
    const PIECES: [usize; 12] = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14];
    let h1 = |h: u64| (h & 0x1fff) as usize;
    let h2 = |h: u64| ((h >> 16) & 0x1fff) as usize;
    let mut cuckoo = [0u64; 8192];
    let mut cuckoo_move = [0u16; 8192];
    let mut count = 0;
    for pc in PIECES {
        for s1 in 0..64 {
            for s2 in s1 + 1..64 {
                let pt = pc & 7;
                if pt != 1 && attacks_bb(pt, s1) & (1 << s2) != 0 {
                    let mut mv = ((s1 << 6) + s2) as u16;
                    let mut key = psq[pc][s1 as usize] ^ psq[pc][s2 as usize] ^ side;
                    let mut i = h1(key);
                    loop {
                        std::mem::swap(&mut cuckoo[i], &mut key);
                        std::mem::swap(&mut cuckoo_move[i], &mut mv);
                        if mv == 0 {
                            break;
                        }
                        i = if i == h1(key) { h2(key) } else { h1(key) };
                    }
                    count += 1;
                }
            }
        }
    }
    (cuckoo, cuckoo_move, count)
}

/// The key a [`Cuckoo`] asks of a colour, piece and square: Stockfish's `psq`.
fn stockfish_key(psq: &[[u64; 64]; 16]) -> impl Fn(Color, Piece, Square) -> u64 + '_ {
    |color, piece, sq| psq[8 * color as usize + 1 + piece as usize][sq as usize]
}

#[test]
fn stockfish_keys_give_stockfish_slots_keys_and_moves() {
    let (psq, side) = stockfish_keys();
    let (keys, moves, count) = stockfish_cuckoo(&psq, side);
    assert_eq!(count, 3668, "Position::init's assert");
    let baked = Cuckoo::new("cuckoo", stockfish_key(&psq), side);
    let (slot_keys, slot_moves) = slots(&baked).unwrap();
    assert_eq!(slot_keys.len(), 8192);
    for slot in 0..8192 {
        assert_eq!(
            (slot_keys[slot], slot_moves[slot]),
            (keys[slot], moves[slot]),
            "slot {slot}"
        );
    }
    assert_eq!(slot_moves.iter().filter(|&&m| m != 0).count(), 3668);
    // and the source holds them: slot 0's key and move lead their statics
    let mut bake = Bake::new();
    bake.cuckoo(baked.twin("crate::keys::psq", "crate::keys::side"));
    let source = bake.source().unwrap();
    let filled = (0..8192).find(|&s| moves[s] != 0).unwrap();
    let mut key = String::new();
    crate::source::rows::write_literal(&mut key, crate::source::rows::Elem::U64, keys[filled]);
    let line = |span: usize| {
        let from = filled / span * span;
        let label = format!("/* slot {from}-{}", from + span - 1);
        source
            .lines()
            .find(|l| l.trim_start().starts_with(&label))
            .unwrap_or("")
            .to_string()
    };
    assert!(line(4).contains(&key), "{key}: {}", line(4));
    // twelve moves a line (six characters each and a separator, in 100)
    assert!(
        line(12).contains(&format!("0x{:04X}", moves[filled])),
        "{}",
        line(12)
    );
}

#[test]
fn the_reversible_moves_are_3668_in_stockfish_order() {
    let cuckoo = Cuckoo::new("c", |_, _, sq| sq as u64, 0);
    let moves = cuckoo.reversible(&cuckoo.keys.clone().unwrap());
    assert_eq!(moves.len(), 3668);
    // a colour's 1,834: 168 knight, 280 bishop, 448 rook, 728 queen, 210 king moves
    let of = |piece: Piece| {
        moves
            .iter()
            .filter(|m| m.color == Color::White && m.piece == piece)
            .count()
    };
    assert_eq!(MOVERS.map(of), [168, 280, 448, 728, 210]);
    assert_eq!(moves[0].to_string(), "white knight a1 c2");
    assert_eq!(moves[1834].to_string(), "black knight a1 c2");
    assert!(moves.iter().all(|m| m.from < m.to));
    // a key is the two squares' keys and the side's, xored (here a square's key is its index)
    assert_eq!(moves[0].key, 10);
}

#[test]
fn the_probe_and_the_proof_name_the_layout() {
    let mut bake = Bake::new();
    bake.cuckoo(
        Cuckoo::new("repetition", spread, 0x1234_5678_9ABC_DEF1)
            .doc("Reversible moves.")
            .twin("crate::zobrist::key", "crate::zobrist::side"),
    );
    let source = bake.source().unwrap();
    assert!(
        source.contains("    let first = (key & 0x1FFF) as usize;\n"),
        "{source}"
    );
    assert!(
        source.contains("        ((key >> 16) & 0x1FFF) as usize\n"),
        "{source}"
    );
    assert!(
        source.contains("/// Reversible moves.\n///\n/// The reversible move whose key is `key`")
    );
    assert!(source.contains(
        "    impl TwinOfTheLookup for fn(::chess_lut::Color, ::chess_lut::Piece, ::chess_lut::Square) -> u64 {}\n"
    ));
    assert!(source.contains(
        "    impl<F: Fn(A0, A1, A2) -> R, A0, A1, A2, R> Signature<fn(A0, A1, A2) -> R> for F {}\n"
    ));
    assert!(source.contains(
        "    twin_of_the_lookup(&crate::zobrist::key); // the key twin of `repetition`\n"
    ));
    // a side twin is a function of no argument, or the key itself
    assert!(source.contains(
        "    impl TwinOfTheLookup for fn() -> u64 {}\n    \
         impl<> TwinOfTheLookup for u64 {}\n    \
         #[diagnostic::on_unimplemented(\n        \
         message = \"the side twin of `repetition`, `crate::zobrist::side`, is no safe function of at most 8 arguments: a side twin"
    ), "{source}");
    assert!(source.contains("    impl<> Signature<u64> for u64 {}\n"));
    // a key twin, a function of the colour, piece and square, or an array of the keys so
    assert!(source.contains(
        "    impl<const N0: usize, const N1: usize, const N2: usize> TwinOfTheLookup for [[[u64; N2]; N1]; N0] {}\n"
    ));
    assert!(source.contains(
        "    twin_of_the_lookup(&crate::zobrist::side); // the side twin of `repetition`\n"
    ));
    assert!(source.contains(
        "message = \"the key twin of `repetition`, `crate::zobrist::key`, is a `{Self}`, not a \
         `fn(::chess_lut::Color, ::chess_lut::Piece, ::chess_lut::Square) -> u64`: a key twin"
    ));
    assert!(source.contains("    let side = Side::side(&crate::zobrist::side);\n"));
    assert!(source.contains("`[u16; 8192]`, 16384 bytes, indexed `[slot]`."));
    assert!(source.contains(
        "let key = Keys::key(&crate::zobrist::key, (color, piece, from)) ^ Keys::key(&crate::zobrist::key, (color, piece, to)) ^ side;"
    ));
    assert!(source.contains("    assert_eq!(moves, 3668, \"reversible moves\");\n"));
    assert!(source.contains("::chess_lut::queen_attacks(from, ::chess_lut::Bitboard::EMPTY)"));
    let described = bake.description().unwrap();
    assert!(described.contains(r#"{"name":"repetition_keys","ident":"REPETITION_KEYS""#));
    assert!(described.contains(r#""axes":[{"kind":"range","name":"slot","integers":{"ty":"usize","start":0,"end":8191}}],"ty":"u16","stored":"u16","answer":"number","bytes":16384,"outside":null,"values":["#), "{described}");
    // each table's doc its static's, the keys in hex text
    assert!(described.contains(
        r#""doc":"The keys of the reversible moves in their cuckoo slots, 0 in an empty slot."#
    ));
    assert!(described.contains(r#""doc":"The reversible move in each slot of the keys' table"#));
    assert!(described.contains(r#""answer":"number","bytes":65536,"outside":null,"values":["0x"#));
    assert_eq!(bake.notices(), Vec::<String>::new());
}

/// The one problem a bake of `cuckoo` has.
fn refused(cuckoo: Cuckoo) -> Problem {
    let mut bake = Bake::new();
    bake.cuckoo(cuckoo);
    let mut problems = bake.problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    problems.remove(0)
}

/// Keys as an engine draws them: SplitMix64's `n`th output for the `n`th piece and square.
fn spread(c: Color, p: Piece, sq: Square) -> u64 {
    let n = (c as u64 * 6 + p as u64) * 64 + sq as u64;
    let z = (n + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[test]
fn a_move_that_finds_no_slot_fails_naming_it() {
    // 3,668 moves in 4,096 slots: a cuckoo table that full has no place for some
    let full = refused(Cuckoo::new("cuckoo", spread, 7).layout(4096, 0, 16));
    assert!(
        full.problem.starts_with("the move ")
            && full
                .problem
                .contains("cannot be placed: 4096 moves displaced"),
        "{full}"
    );
    assert_eq!((full.what, full.name.as_str()), ("cuckoo", "cuckoo"));
    assert!(
        full.to_string()
            .starts_with("error: cuckoo `cuckoo`: the move ")
    );
    // the same keys in Stockfish's 8,192 slots fit
    let mut bake = Bake::new();
    bake.cuckoo(Cuckoo::new("cuckoo", spread, 7));
    assert!(bake.problems().is_empty());
}

#[test]
fn bad_keys_layouts_and_twins_are_refused_by_name() {
    let same = refused(Cuckoo::new("c", |_, _, _| 5, 1));
    assert_eq!(
        same.problem,
        "the moves white knight a1 c2 and white knight a1 b3 have one key, 0x0000000000000001: \
         a probe could not tell them apart"
    );
    let panics = refused(Cuckoo::new(
        "c",
        |_, p, sq| {
            assert!(p != Piece::Queen || sq != Square::E4, "no queen");
            1
        },
        0,
    ));
    assert!(
        panics
            .problem
            .starts_with("its key function panicked at white queen e4: no queen"),
        "{panics}"
    );
    let slots = |n| format!("{n} slots: a cuckoo table has a power of two from 4096 to 65536");
    let hashes = |a, b| {
        format!("its hashes, the bits from {a} and from {b} up, are not two slots of a 64-bit key")
    };
    for (n, first, second, expected) in [
        (8191, 0, 16, slots(8191)),
        (2048, 0, 16, slots(2048)),
        (1 << 17, 0, 16, slots(1 << 17)),
        (8192, 0, 52, hashes(0, 52)),
        (8192, 52, 0, hashes(52, 0)),
        (8192, 9, 9, hashes(9, 9)),
    ] {
        let bad = refused(Cuckoo::new("c", spread, 0).layout(n, first, second));
        assert_eq!(bad.problem, expected);
    }
    let mut widest = Bake::new();
    widest.cuckoo(Cuckoo::new("c", spread, 0).layout(8192, 51, 0));
    assert!(widest.problems().is_empty(), "{:?}", widest.problems());
    let relative = refused(Cuckoo::new("c", spread, 0).twin("keys::key", "crate::side"));
    assert!(
        relative.problem.contains("is not an absolute path"),
        "{relative}"
    );
    assert_eq!(
        refused(Cuckoo::new("C", spread, 0))
            .problem
            .split(':')
            .next(),
        Some("the name is not a snake_case identifier (like king_zone)")
    );
    let mut bake = Bake::new();
    bake.cuckoo(Cuckoo::new("c", spread, 0));
    assert_eq!(
        bake.notices(),
        [
            "cargo::warning=cuckoo `c` has no twin, so nothing proves it holds every reversible move: name the key functions it was built from with .twin(\"crate::…\", \"crate::…\")"
        ]
    );
    assert!(format!("{:?}", Cuckoo::new("c", spread, 0)).contains("slots: 8192"));
}

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
    assert!(keyed.contains("    trait HandedTo<U> {\n"), "{keyed}");
    assert!(!keyed.contains(handing), "{keyed}");
    assert!(keyed.contains(
        "let key = Keys::key(&crate::key, (from, color, piece)) ^ Keys::key(&crate::key, (to, \
         color, piece)) ^ side;"
    ));
    assert!(
        keyed.contains(
            "impl<F: Fn(T0, T1, T2) -> u64, T0, T1, T2, A0: HandedTo<T0>, A1: HandedTo<T1>, A2: \
         HandedTo<T2>> Keys<(A0, A1, A2), fn(T0, T1, T2)> for F {\n            \
         fn key(&self, (a0, a1, a2): (A0, A1, A2)) -> u64 {\n                \
         self(a0.hand(), a1.hand(), a2.hand())\n"
        ),
        "{keyed}"
    );
    assert!(
        keyed.contains(
            "impl<A0: Place, A1: Place, A2: Place, const N0: usize, const N1: usize, const N2: \
         usize> Keys<(A0, A1, A2), [[[u64; N2]; N1]; N0]> for [[[u64; N2]; N1]; N0] {\n            \
         fn key(&self, (a0, a1, a2): (A0, A1, A2)) -> u64 {\n                \
         self[a0.place()][a1.place()][a2.place()]\n"
        ),
        "{keyed}"
    );
    let moved = source(Cuckoo::new("c", spread, 0).moves(engine_move, Move(0), "crate::mv"));
    assert!(moved.contains(handing), "{moved}");
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
    assert!(source.contains(&cells.join(", ")), "{source}");
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
