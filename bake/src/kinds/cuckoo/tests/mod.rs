//! The cuckoo bake against Stockfish: its keys drawn as its start-up code draws them, and its
//! tables filled as that code fills them (a twin written from Stockfish's `position.cpp`,
//! `attacks.h` and `misc.h`, not from the bake), slot for slot.

use super::fill::slots;
use super::*;
use crate::testing::holds;
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
    holds(&source, "    let first = (key & 0x1FFF) as usize;\n");
    holds(&source, "        ((key >> 16) & 0x1FFF) as usize\n");
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
    holds(
        &source,
        "    impl TwinOfTheLookup for fn() -> u64 {}\n    \
         impl<> TwinOfTheLookup for u64 {}\n    \
         #[diagnostic::on_unimplemented(\n        \
         message = \"the side twin of `repetition`, `crate::zobrist::side`, is no safe function of at most 8 arguments: a side twin",
    );
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
    holds(
        &described,
        r#""axes":[{"kind":"range","name":"slot","integers":{"ty":"usize","start":0,"end":8191}}],"ty":"u16","stored":"u16","answer":"number","bytes":16384,"outside":null,"values":["#,
    );
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

mod engine;
