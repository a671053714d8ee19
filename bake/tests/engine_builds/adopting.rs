//! An engine moving onto the bake as Reckless did, from its start-up code: its threat index baked
//! and called as before through a `use` that shadows the start-up one, which stays as the twin
//! (`static mut` tables its `initialize()` fills); its cuckoo tables baked from its keys, a
//! `const` struct named as it is, and read directly by its own slot functions, `h1` and `h2`, in
//! a module of their own beside its own `cuckoo(index)`. Declared right, it proves clean under
//! its clippy with no `allow`; each trap that would change what it computes (a twin that is the
//! baked index itself, by a path or through the shadowing `use`; a layout its slot functions do
//! not probe; a twin wrong only outside a range) fails its build or its proof with the sentence
//! that names the table and the fix.

use crate::threats::{RECKLESS, STARTUP, TYPES};
use crate::{Engine, Setup, clippy_here};

/// The keys, as Reckless has them: a `const` struct of SplitMix64's outputs, read by the build
/// script too (`#[path]`), so that both bake and search on the same numbers.
const ZOBRIST: &str = r#"//! The engine's Zobrist keys.

/// The keys of each piece (its code `kind << 1 | color`) on each square, and of the side to move.
pub struct Zobrist {
    pub pieces: [[u64; 64]; 12],
    pub side: u64,
}

/// SplitMix64's outputs from the engine's seed, in order: the pieces', then the side's.
pub const ZOBRIST: Zobrist = {
    const fn mix(z: u64) -> u64 {
        let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    let mut state = 0xFFAA_B58C_5833_FE89u64;
    let mut pieces = [[0; 64]; 12];
    let mut piece = 0;
    while piece < 12 {
        let mut sq = 0;
        while sq < 64 {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            pieces[piece][sq] = mix(state);
            sq += 1;
        }
        piece += 1;
    }
    Zobrist {
        pieces,
        side: mix(state.wrapping_add(0x9E37_79B9_7F4A_7C15)),
    }
};
"#;

/// The engine's lookups of its own, as Reckless's `lookup.rs` has them after the move: its slot
/// functions and its `cuckoo(index)`, on the baked statics in place of its `static mut` ones.
const LOOKUP: &str = r#"//! The engine's lookups: its repetition test's slots, on the baked cuckoo tables.

use crate::repetition::{CUCKOO_KEYS, CUCKOO_MOVES};
use crate::types::Square;

/// A key's first slot.
pub const fn h1(h: u64) -> usize {
    ((h >> 32) & 0x1fff) as usize
}

/// A key's second slot.
pub const fn h2(h: u64) -> usize {
    ((h >> 48) & 0x1fff) as usize
}

/// The key in a slot.
pub fn cuckoo(index: usize) -> u64 {
    CUCKOO_KEYS[index]
}

/// The squares of the move in a slot.
pub fn cuckoo_a(index: usize) -> Square {
    Square((CUCKOO_MOVES[index] >> 6) as u8)
}

pub fn cuckoo_b(index: usize) -> Square {
    Square((CUCKOO_MOVES[index] & 63) as u8)
}

/// The slot of the reversible move two positions' keys differ by, as the search's upcoming
/// repetition test finds it.
pub fn reversible(diff: u64) -> Option<usize> {
    let mut index = h1(diff);
    if cuckoo(index) != diff {
        index = h2(diff);
        if cuckoo(index) != diff {
            return None;
        }
    }
    Some(index)
}
"#;

/// The threats module after the move: its start-up code kept as the twin, the baked index in
/// place of it by a `use`, so the call sites stay as they were.
const THREATS: &str = r#"//! The network's threat inputs.

// the start-up code, which the baked index is proven against
mod threat_index;
mod baked {
    include!(concat!(env!("OUT_DIR"), "/threats.rs"));
}
// the baked index in place of the start-up one: the call sites below as they were
use baked::threat_index;

use crate::types::{Color, Piece, Square};

/// The features a knight on f3 adds, attacking a pawn on e5 and a rook on d4.
pub fn refresh(pov: Color, mirrored: bool) -> Vec<usize> {
    let mut features = Vec::new();
    for (attacked, to) in [(Piece(1), Square(36)), (Piece(7), Square(27))] {
        let index = threat_index(Piece(2), Square(21), attacked, to, mirrored, pov);
        if index >= 0 {
            features.push(index as usize);
        }
    }
    features
}
"#;

const MAIN: &str = r#"//! An engine on its baked tables: no start-up code runs.

mod lookup;
mod repetition {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}
mod threats;
mod types;
mod zobrist;

use zobrist::ZOBRIST;

fn main() {
    // a white knight from g1 to f3 and back: the keys differ by its move
    let (g1, f3) = (6, 21);
    let diff = ZOBRIST.pieces[2][g1] ^ ZOBRIST.pieces[2][f3] ^ ZOBRIST.side;
    let slot = lookup::reversible(diff).expect("a reversible move");
    assert_eq!((lookup::cuckoo_a(slot), lookup::cuckoo_b(slot)), (types::Square(6), types::Square(21)));
    assert_eq!(lookup::reversible(diff ^ 1), None);
    println!("{:?}", threats::refresh(types::Color::White, false));
}
"#;

/// A build script that bakes the threat index with `twin` as its twin, and the cuckoo tables
/// with `layout` (a call, or nothing for the default), its keys' twins the engine's `const`
/// struct's fields, its slot twins the engine's own; and `more` (a table, say) into the
/// cuckoo tables' file.
fn build(twin: &str, layout: &str, more: &str) -> String {
    format!(
        r#"use chess_lut_bake::types::Piece::*;
use chess_lut_bake::{{Bake, Cuckoo, KeyArg, NoFeature, ThreatArg, Threats}};

#[path = "../src/zobrist.rs"]
mod zobrist;
use zobrist::ZOBRIST;

fn main() {{
    let mut threats = Bake::new();
    threats.threats(
        {RECKLESS}
            .signature(
                &[ThreatArg::Attacker, ThreatArg::FromSquare, ThreatArg::Attacked, ThreatArg::ToSquare, ThreatArg::Mirrored, ThreatArg::Perspective],
                NoFeature::Negative,
            )
            .square_type("crate::types::Square")
            .color_type("crate::types::Color")
            .piece_type("crate::types::Piece")
            .twin("{twin}")
            .setup("crate::threats::threat_index::initialize"),
    );
    threats.finish("threats");
    let mut tables = Bake::new();
    tables.cuckoo(
        Cuckoo::new(
            "cuckoo",
            |color, piece, sq| ZOBRIST.pieces[(piece as usize) << 1 | color as usize][sq as usize],
            ZOBRIST.side,
        )
        {layout}
        .key_signature(&[KeyArg::Code, KeyArg::Square])
        .piece_codes(|color, piece| (piece as usize) << 1 | color as usize)
        .twin("crate::zobrist::ZOBRIST.pieces", "crate::zobrist::ZOBRIST.side")
        .slot_twins("crate::lookup::h1", "crate::lookup::h2"),
    );
    {more}
    tables.finish("tables");
}}
"#
    )
}

/// The engine's crate, `name`d, baked by `build`, its threats' start-up code `startup`.
fn engine(name: &str, build: &str, startup: &str) -> Engine {
    Engine::with_setup(
        name,
        build,
        &[
            ("src/main.rs", MAIN),
            ("src/lookup.rs", LOOKUP),
            ("src/threats.rs", THREATS),
            ("src/threats/threat_index.rs", startup),
            ("src/types.rs", TYPES),
            ("src/zobrist.rs", ZOBRIST),
        ],
        &Setup {
            script: "build/build.rs",
            generator_features: &["cuckoo", "threats"],
            ..Setup::default()
        },
    )
}

/// The twin of the threat index by its start-up module's path, the cuckoo tables in the
/// engine's layout: clean under its clippy with no `allow` of the engine's, every proof passing,
/// and the engine running on the baked tables with no start-up code called.
#[test]
fn the_engine_declared_right_proves_clean() {
    let engine = engine(
        "adopting-right",
        &build(
            "crate::threats::threat_index::threat_index",
            ".layout(0x2000, 32, 48)",
            "",
        ),
        STARTUP,
    );
    let built = engine.succeeds(&["build"]);
    assert!(!built.contains("warning"), "{built}");
    if clippy_here() {
        engine.succeeds(&["clippy", "--all-targets", "--", "-D", "warnings"]);
    }
    let tested = engine.cargo(&["test"]);
    let stdout = String::from_utf8_lossy(&tested.stdout);
    assert!(
        tested.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&tested.stderr)
    );
    for proof in [
        "threats::baked::proofs::threat_index_equals_its_twin",
        "repetition::proofs::cuckoo_holds_every_reversible_move",
    ] {
        assert!(stdout.contains(&format!("test {proof} ... ok")), "{stdout}");
    }
    engine.succeeds(&["run"]);
}

/// A table of the engine's over a range, answering a value outside it, with the twin `twin`.
fn reduction(twin: &str) -> String {
    format!(
        r#"{{
        use chess_lut_bake::{{Range, Table}};
        tables.table(
            Table::new("reduction", Range::new("depth", 0..=63u8), |depth| depth / 4)
                .outside(15u8)
                .twin("{twin}"),
        );
    }}"#
    )
}

/// The engine's reduction, right in the range and wrong at 255 alone: what only the values
/// outside the range show.
const REDUCTION: &str = r#"
/// The reduction at a depth: a quarter of it, 15 past the last depth (but at 255).
pub fn reduction(depth: u8) -> u8 {
    if depth == u8::MAX { 0 } else { (depth / 4).min(15) }
}
"#;

/// Each trap a proof shows: the twin that the shadowing `use` makes the baked index itself,
/// the cuckoo tables in the default layout where the engine's slot functions read another, and
/// a twin wrong only outside its table's range. Each fails its proof, first of all, with the
/// sentence that names the table and the fix.
#[test]
fn each_trap_of_a_proof_fails_it_naming_the_table_and_the_fix() {
    let engine = engine(
        "adopting-traps",
        &build(
            "crate::threats::threat_index",
            "",
            &reduction("crate::lookup::reduction"),
        ),
        STARTUP,
    );
    std::fs::write(
        engine.dir.join("src/lookup.rs"),
        format!("{LOOKUP}{REDUCTION}"),
    )
    .unwrap();
    let tested = engine.cargo(&["test"]);
    let stdout = String::from_utf8_lossy(&tested.stdout);
    assert!(
        !tested.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&tested.stderr)
    );
    for (proof, sentence) in [
        (
            "threats::baked::proofs::threat_index_equals_its_twin",
            "the twin of `threat_index`, `crate::threats::threat_index`, names \
             `adopting_traps::threats::baked::threat_index`, the baked `threat_index` itself, so \
             its proof would compare the table with itself: name the start-up function by its \
             own module's path (a `use` of the lookup shadows the function of its name in the \
             module that brings it in)",
        ),
        (
            "repetition::proofs::cuckoo_holds_every_reversible_move",
            "where the engine's slot twins, `crate::lookup::h1` and `crate::lookup::h2`, give",
        ),
        (
            "repetition::proofs::cuckoo_holds_every_reversible_move",
            "the tables are laid out as .layout(8192, 0, 16), at `key & 0x1FFF` and `(key >> \
             16) & 0x1FFF`, the engine's functions read .layout(8192, 32, 48): declare it",
        ),
        (
            "repetition::proofs::reduction_equals_its_twin",
            "the baked `reduction` answers 15, its twin `crate::lookup::reduction` 0, for depth \
             255, outside its ranges: there the lookup answers what .outside declares, and its \
             twin must answer the same",
        ),
    ] {
        assert!(
            stdout.contains(&format!("test {proof} ... FAILED")),
            "{proof}: {stdout}"
        );
        assert!(stdout.contains(sentence), "{sentence}\n{stdout}");
    }
}

/// Each trap the build can see: a twin whose path names the baked lookup itself, a table's in
/// the module the source is included in, or the edge of a threat index of the engine's types.
/// `cargo build` fails with the sentence that names each.
#[test]
fn each_trap_the_build_sees_fails_it_naming_the_table_and_the_fix() {
    let engine = engine(
        "adopting-build-traps",
        &build(
            "crate::threats::baked::threat_index_const",
            ".layout(0x2000, 32, 48)",
            &reduction("crate::repetition::reduction"),
        ),
        STARTUP,
    );
    let stderr = engine.fails_to_build();
    for sentence in [
        "the twin of `threat_index`, `crate::threats::baked::threat_index_const`, is the baked \
         `threat_index_const` itself, so its proof would compare the table with itself: name \
         the start-up function by its own module's path",
        "the twin of `reduction`, `crate::repetition::reduction`, is the baked `reduction` \
         itself, so its proof would compare the table with itself: name the start-up function \
         by its own module's path",
    ] {
        assert!(stderr.contains(sentence), "{sentence}\n{stderr}");
    }
}
