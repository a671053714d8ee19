//! Cuckoo tables as an engine of Stockfish's shape meets them: its keys `psq[pc][sq]` by one
//! code of the piece, drawn at start-up into `static mut` by its `init()` from Stockfish's
//! PRNG, its own `Square`, `Piece` and `Move`; the moves' static holds its `Move`, the probe
//! answers one, and the proof holds both against its key function and its move constructor as
//! they are.

use crate::{Engine, Setup, clippy_here};

/// Stockfish's PRNG and its keys in the order `Position::init` draws them, shared by the
/// engine's start-up code and its build script (`#[path]`).
const KEYS: &str = r#"//! Stockfish's Zobrist keys, as `Position::init` draws them.

/// xorshift64*, Stockfish's `PRNG`.
struct Prng(u64);

impl Prng {
    fn rand64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(2_685_821_657_736_338_717)
    }
}

/// `psq[pc][sq]` (W_PAWN = 1 … W_KING = 6, B_PAWN = 9 … B_KING = 14) and the side's key, from
/// seed 1070372: the pieces' squares, 8 en-passant keys, 16 castling keys, then the side.
pub fn draw() -> ([[u64; 64]; 16], u64) {
    let mut rng = Prng(1_070_372);
    let mut psq = [[0u64; 64]; 16];
    for pc in [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14] {
        for key in &mut psq[pc] {
            *key = rng.rand64();
        }
    }
    for _ in 0..8 + 16 {
        rng.rand64();
    }
    (psq, rng.rand64())
}
"#;

/// The engine's types, as Stockfish has them, and what the proof hands them over by.
const TYPES: &str = concat!(
    "//! The engine's own types.\n\n",
    engine_types!(square),
    "\n/// A piece: `color << 3 | kind + 1`, Stockfish's `Piece`.\n",
    engine_types!(piece),
    "\n/// A move: `from << 6 | to`, Stockfish's `Move`; 0 is none.\n",
    engine_types!(move),
    r#"
    pub const fn orig(self) -> Square {
        Square((self.0 >> 6) as u8 & 63)
    }

    pub const fn dest(self) -> Square {
        Square(self.0 as u8 & 63)
    }

    /// The move the other way: no constructor of the tables' moves.
    pub const fn reversed(from: Square, to: Square) -> Move {
        Move::new(to, from)
    }
}

"#,
    engine_types!(handed)
);

/// The engine's start-up code: `static mut` keys filled by `init()`, read by `psq`.
const ZOBRIST: &str = r#"//! The Zobrist keys, filled at start-up.

use crate::types::{Piece, Square};

static mut PSQ: [[u64; 64]; 16] = [[0; 64]; 16];
static mut SIDE: u64 = 0;

/// Draws the keys: called once, before the first search.
pub fn init() {
    let (psq, side) = crate::keys::draw();
    unsafe {
        PSQ = psq;
        SIDE = side;
    }
}

/// The key of `pc` on `sq`: Stockfish's `Zobrist::psq[pc][sq]`.
pub fn psq(pc: Piece, sq: Square) -> u64 {
    unsafe { PSQ[usize::from(pc.0)][usize::from(sq.0)] }
}

/// The key of the side to move.
pub fn side() -> u64 {
    unsafe { SIDE }
}
"#;

const BUILD: &str = r#"use chess_lut_bake::types::{Color, Piece, Square};
use chess_lut_bake::{Bake, Cuckoo, Element, KeyArg, Rust};

#[path = "src/keys.rs"]
mod keys;

/// The engine's move as the build script writes it: `from << 6 | to`.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Move(u16);

impl Element for Move {
    fn rust_type(_: &Rust) -> Rust {
        Rust::from("crate::types::Move")
    }

    fn write(&self, out: &mut String) -> Result<(), String> {
        out.push_str(&format!("crate::types::Move({:#06x})", self.0));
        Ok(())
    }
}

fn code(color: Color, piece: Piece) -> usize {
    (color as usize) << 3 | (piece as usize + 1)
}

fn cuckoo(name: &str, psq: &[[u64; 64]; 16], side: u64, moves: &str) -> Cuckoo {
    Cuckoo::new(name, |c, p, sq| psq[code(c, p)][sq as usize], side)
        .key_signature(&[KeyArg::Code, KeyArg::Square])
        .piece_codes(code)
        .moves(|from: Square, to: Square| Move((from as u16) << 6 | to as u16), Move(0), moves)
        .twin("crate::zobrist::psq", "crate::zobrist::side")
        .setup("crate::zobrist::init")
}

fn main() {
    let (psq, side) = keys::draw();
    let mut bake = Bake::new();
    bake.cuckoo(cuckoo("cuckoo", &psq, side, "crate::types::Move::new"));
    // the moves proven against the wrong constructor: its proof fails
    bake.cuckoo(cuckoo("reversed", &psq, side, "crate::types::Move::reversed"));
    bake.finish("tables");
}
"#;

const MAIN: &str = r#"//! An engine on its baked cuckoo tables.

mod keys;
mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}
mod types;
mod zobrist;

use types::{Move, Piece, Square};

fn main() {
    zobrist::init();
    // the white knight g1-f3 and back: what the position's key changes by
    let knight = Piece(2);
    let (g1, f3) = (Square(6), Square(21));
    let key = zobrist::psq(knight, g1) ^ zobrist::psq(knight, f3) ^ zobrist::side();
    // Stockfish's reading: `(j = H1(key), cuckoo[j] == key) || (j = H2(key), cuckoo[j] == key)`,
    // then `cuckooMove[j]`, its Move
    let first = (key & 0x1FFF) as usize;
    let j = if tables::CUCKOO_KEYS[first] == key { first } else { ((key >> 16) & 0x1FFF) as usize };
    assert_eq!(tables::CUCKOO_KEYS[j], key);
    let stored: Move = tables::CUCKOO_MOVES[j];
    assert_eq!((stored.orig(), stored.dest()), (g1, f3));
    // the probe: the same, in one call
    assert_eq!(tables::cuckoo(key), Some(Move::new(g1, f3)));
    assert_eq!(tables::cuckoo(key ^ 1), None);
    assert_eq!(tables::cuckoo(0), None);
    assert_eq!(tables::reversed(key), Some(Move::new(g1, f3)));
    println!("{:#06x}", stored.0);
}
"#;

/// The engine's crate `name`, of the build script `build` and the `main` given.
fn stockfish(name: &str, build: &str, main: &str) -> Engine {
    Engine::with_setup(
        name,
        build,
        &[
            ("src/main.rs", main),
            ("src/keys.rs", KEYS),
            ("src/types.rs", TYPES),
            ("src/zobrist.rs", ZOBRIST),
        ],
        &Setup {
            generator_features: &["cuckoo"],
            ..Setup::default()
        },
    )
}

/// Stockfish's cuckoo tables in its own shape: its `Move` stored and answered, its key
/// function `psq(pc, sq)` of one piece code as the key twin and its `Move::new` as the move
/// twin, both as they are, its keys drawn at start-up by `init()`, the setup; clean under its
/// clippy; the proof passes, and the same tables proven against the wrong move constructor
/// fail theirs, naming a move.
#[test]
fn stockfish_s_shape_is_proven_against_its_own_keys_and_moves() {
    let engine = stockfish("stockfish-cuckoo", BUILD, MAIN);
    engine.succeeds(&["build"]);
    if clippy_here() {
        engine.succeeds(&["clippy", "--all-targets", "--", "-D", "warnings"]);
    }
    let ran = engine.cargo(&["run", "-q"]);
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    // g1 (6) to f3 (21): Stockfish's Move(6 << 6 | 21)
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "0x0195\n");
    let tested = engine.cargo(&["test", "--", "--skip", "reversed"]);
    let stdout = String::from_utf8_lossy(&tested.stdout);
    assert!(
        stdout.contains("test tables::proofs::cuckoo_holds_every_reversible_move ... ok"),
        "{stdout}\n{}",
        String::from_utf8_lossy(&tested.stderr)
    );
    let wrong = engine.cargo(&["test", "reversed"]);
    let stdout = String::from_utf8_lossy(&wrong.stdout);
    assert!(!wrong.status.success(), "{stdout}");
    assert!(
        stdout.contains(
            "the baked `reversed` holds the key of White's knight between a1 and c2 in slot "
        ) && stdout.contains(
            ", but another move than what its move twin, `crate::types::Move::reversed`, makes"
        ),
        "{stdout}"
    );
}

/// A move twin that answers another type than the stored move, and a key twin of another
/// number of arguments than the declared key signature, fail the build with sentences naming
/// the tables and what to declare.
#[test]
fn a_cuckoo_twin_of_another_shape_fails_the_build_naming_the_tables() {
    let build = BUILD
        .replace("\"crate::types::Move::reversed\"", "\"crate::twins::raw\"")
        .replace(
            "bake.cuckoo(cuckoo(\"cuckoo\", &psq, side, \"crate::types::Move::new\"));",
            "bake.cuckoo(cuckoo(\"cuckoo\", &psq, side, \"crate::types::Move::new\").twin(\"crate::twins::psq\", \"crate::zobrist::side\"));",
        );
    let main = format!(
        "{MAIN}\nmod twins {{\n    \
         pub fn raw(from: crate::types::Square, to: crate::types::Square) -> u16 {{\n        \
         u16::from(from.0) << 6 | u16::from(to.0)\n    }}\n\n    \
         pub fn psq(color: u8, kind: u8, sq: crate::types::Square) -> u64 {{\n        \
         crate::zobrist::psq(crate::types::Piece(color << 3 | (kind + 1)), sq)\n    }}\n}}\n"
    );
    let engine = stockfish("cuckoo-shapes", &build, &main);
    let stderr = engine.fails_to_build();
    for expected in [
        "error[E0277]: the move twin of `reversed`, `crate::twins::raw`, is a \
         `fn(Square, Square) -> u16`: a move twin takes the move's two squares, \
         from and to, each of the engine's type for it, and answers the stored move, a \
         `crate::types::Move`",
        "error[E0277]: the key twin of `cuckoo`, `crate::twins::psq`, is a \
         `fn(u8, u8, Square) -> u64`: `cuckoo` declares its key twin's parameters, \
         (code, square), in that order",
    ] {
        assert!(stderr.contains(expected), "no `{expected}` in:\n{stderr}");
    }
}

/// An engine's type that the proof cannot make from chess-lut's (its square, with no `From`)
/// fails the test build with a sentence naming the tables and the `From` to implement.
#[test]
fn a_twin_s_type_the_proof_cannot_make_is_named_with_the_from_to_implement() {
    let types = TYPES.replace(
        "#[cfg(test)]\nimpl From<chess_lut::Square> for Square {\n    fn from(sq: chess_lut::Square) -> Square {\n        Square(sq as u8)\n    }\n}\n",
        "",
    );
    assert_ne!(types, TYPES, "the conversion is gone");
    let engine = Engine::with_setup(
        "cuckoo-unconverted",
        BUILD,
        &[
            ("src/main.rs", MAIN),
            ("src/keys.rs", KEYS),
            ("src/types.rs", &types),
            ("src/zobrist.rs", ZOBRIST),
        ],
        &Setup {
            generator_features: &["cuckoo"],
            ..Setup::default()
        },
    );
    engine.succeeds(&["build"]);
    let tested = engine.cargo(&["test", "--no-run"]);
    let stderr = String::from_utf8_lossy(&tested.stderr);
    assert!(!tested.status.success(), "{stderr}");
    let expected = "error[E0277]: the proof of `cuckoo` hands a `chess_lut::Square` (chess-lut's, \
                    or a piece's code) over to the `types::Square` the engine's function takes, \
                    by `TryFrom`: implement `From<chess_lut::Square> for types::Square` or \
                    `TryFrom`";
    assert!(stderr.contains(expected), "no `{expected}` in:\n{stderr}");
}
