//! Threat indices as engines meet them: Reckless's own shape (its argument order, its
//! `mirrored` flag, its own types, a negative `isize` for no feature) with its start-up code as
//! the twin, its build script at `build/build.rs`; and a spread of layouts and shapes in a
//! private module, each clean under the engine's `cargo clippy --all-targets -- -D warnings`.

use crate::{Engine, Setup, clippy_here};

/// An engine's square turned into chess-lut's, `{}` its name.
const SQUARE: &str = "chess_lut::Square::ALL[usize::from({}.0)]";

/// An engine's piece turned into its code, `{}` its name.
const PIECE: &str = "usize::from({}.0)";

/// An engine's own vocabulary, as Reckless has it: a colour, a square and a piece of its own
/// (its code `kind << 1 | color`); what the baked index's edge turns them into chess-lut's by;
/// and what the proof hands them over by, which only the tests compile (every build checks the
/// twin with no conversion).
pub(crate) const TYPES: &str = concat!(
    "//! The engine's own types.\n\n",
    engine_types!(color),
    "\n",
    engine_types!(square),
    "\n/// A piece: `kind << 1 | color`, pawn to king.\n",
    engine_types!(piece),
    r#"
impl From<Color> for chess_lut::Color {
    fn from(color: Color) -> chess_lut::Color {
        match color {
            Color::White => chess_lut::Color::White,
            Color::Black => chess_lut::Color::Black,
        }
    }
}

impl From<Square> for chess_lut::Square {
    fn from(sq: Square) -> chess_lut::Square {
        chess_lut::Square::from_index_masked(sq.0)
    }
}

impl From<Piece> for usize {
    fn from(piece: Piece) -> usize {
        usize::from(piece.0)
    }
}

#[cfg(test)]
impl From<chess_lut::Color> for Color {
    fn from(color: chess_lut::Color) -> Color {
        match color {
            chess_lut::Color::White => Color::White,
            chess_lut::Color::Black => Color::Black,
        }
    }
}

"#,
    engine_types!(handed)
);

/// Reckless's threat inputs as it fills them at start-up, in its own signature: the twin. Its
/// tables are `static mut`, zero until `initialize()` fills them, as Reckless has them.
pub(crate) const STARTUP: &str = r#"//! The network's threat inputs, filled at start-up by `initialize`.

use crate::types::{Color, Piece, Square};

/// Each kind's block for each kind it threatens, none where negative.
const BLOCK: [[i32; 6]; 6] = [
    [0, 1, -1, 2, -1, -1],
    [0, 1, 2, 3, 4, -1],
    [0, 1, 2, 3, -1, -1],
    [0, 1, 2, 3, -1, -1],
    [0, 1, 2, 3, 4, -1],
    [0, 1, 2, 3, -1, -1],
];

/// How many blocks each kind has: one per target and colour.
const BLOCKS: [i32; 6] = [6, 10, 8, 8, 10, 8];

/// A pair's base, whether it is no feature, whether it counts one way only.
static mut PAIRS: [[(i32, bool, bool); 12]; 12] = [[(0, false, false); 12]; 12];
static mut OFFSETS: [[i32; 64]; 12] = [[0; 64]; 12];
static mut PLACES: [[[u8; 64]; 64]; 12] = [[[0; 64]; 64]; 12];

/// A piece's kind, pawn to king, and its colour.
fn kind(piece: Piece) -> usize {
    usize::from(piece.0 >> 1)
}

fn color(piece: Piece) -> usize {
    usize::from(piece.0 & 1)
}

fn attacks(piece: Piece, sq: u8) -> u64 {
    let color = [chess_lut::Color::White, chess_lut::Color::Black][color(piece)];
    let sq = chess_lut::Square::ALL[usize::from(sq)];
    let empty = chess_lut::Bitboard::EMPTY;
    match kind(piece) {
        0 => chess_lut::pawn_attacks(color, sq).0,
        1 => chess_lut::knight_attacks(sq).0,
        2 => chess_lut::bishop_attacks(sq, empty).0,
        3 => chess_lut::rook_attacks(sq, empty).0,
        4 => chess_lut::queen_attacks(sq, empty).0,
        _ => chess_lut::king_attacks(sq).0,
    }
}

/// Fills the tables: called once, before the first search.
pub fn initialize() {
    let (mut count, mut start) = ([0; 12], [0; 12]);
    let mut total = 0;
    for color in 0..2u8 {
        for kind in 0..6u8 {
            let piece = Piece(kind << 1 | color);
            let p = usize::from(piece.0);
            for sq in 0..64u8 {
                unsafe { OFFSETS[p][usize::from(sq)] = count[p] };
                if kind != 0 || (8..56).contains(&sq) {
                    count[p] += attacks(piece, sq).count_ones() as i32;
                }
                for to in 0..64u8 {
                    let below = attacks(piece, sq) & ((1u64 << to) - 1);
                    unsafe { PLACES[p][usize::from(sq)][usize::from(to)] = below.count_ones() as u8 };
                }
            }
            start[p] = total;
            total += BLOCKS[usize::from(kind)] * count[p];
        }
    }
    for a in 0..12u8 {
        for d in 0..12u8 {
            let (attacking, attacked) = (Piece(a), Piece(d));
            let block = BLOCK[kind(attacking)][kind(attacked)];
            let base = start[usize::from(a)]
                + (color(attacked) as i32 * BLOCKS[kind(attacking)] / 2 + block)
                    * count[usize::from(a)];
            let same = kind(attacking) == kind(attacked);
            let semi = same && (color(attacking) != color(attacked) || kind(attacking) != 0);
            unsafe { PAIRS[usize::from(a)][usize::from(d)] = (base, block < 0, semi) };
        }
    }
}

/// Reckless's `threat_index`: -1 where the threat is no feature.
pub fn threat_index(
    piece: Piece,
    from: Square,
    attacked: Piece,
    to: Square,
    mirrored: bool,
    pov: Color,
) -> isize {
    let turn = (7 * u8::from(mirrored)) ^ (56 * pov as u8);
    let (from, to) = (usize::from(from.0 ^ turn), usize::from(to.0 ^ turn));
    let (a, d) = (usize::from(piece.0 ^ pov as u8), usize::from(attacked.0 ^ pov as u8));
    let (base, excluded, semi) = unsafe { PAIRS[a][d] };
    if excluded || (semi && from < to) {
        return -1;
    }
    unsafe { (base + OFFSETS[a][from] + i32::from(PLACES[a][from][to])) as isize }
}
"#;

/// The same threats for an engine that turns the squares and pieces itself, beside the start-up
/// code.
const UNTURNED: &str = r#"
/// The threat's feature as White sees it, the board not mirrored, the squares and pieces as
/// they are: an engine that turns them itself.
pub fn unturned(piece: Piece, from: Square, to: Square, attacked: Piece) -> Option<usize> {
    usize::try_from(threat_index(piece, from, attacked, to, false, Color::White)).ok()
}
"#;

pub(crate) const RECKLESS: &str =
    "Threats::new(\"threat_index\", 12, |color, piece| (piece as usize) << 1 | color as usize)
        .targets(Pawn, &[Pawn, Knight, Rook])
        .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
        .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
        .targets(Rook, &[Pawn, Knight, Bishop, Rook])
        .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
        .targets(King, &[Pawn, Knight, Bishop, Rook])";

const STOCKFISH: &str =
    "Threats::new(\"NAME\", 16, |color, piece| (color as usize) << 3 | (piece as usize + 1))
        .targets(Pawn, &[Knight, Rook])
        .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
        .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
        .targets(Rook, &[Pawn, Knight, Bishop, Rook])
        .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])";

/// The engine's build script at `build/build.rs`, where this engine keeps it; its crate
/// `name`d, each test's its own.
fn reckless(name: &str) -> Engine {
    let build = format!(
        "use chess_lut_bake::{{Bake, NoFeature, Orientation, ThreatArg, Threats}};\n\
         use chess_lut_bake::types::Piece::*;\n\n\
         fn main() {{\n    let mut bake = Bake::new();\n    bake.threats(\n        {RECKLESS}\n        \
         .signature(&[ThreatArg::Attacker, ThreatArg::FromSquare, ThreatArg::Attacked, ThreatArg::ToSquare, ThreatArg::Mirrored, ThreatArg::Perspective], NoFeature::Negative)\n        \
         .square_type(\"crate::types::Square\")\n        \
         .color_type(\"crate::types::Color\")\n        \
         .piece_type(\"crate::types::Piece\")\n        \
         .twin(\"crate::threats::threat_index\")\n        \
         .setup(\"crate::threats::initialize\"),\n    );\n    \
         // the same layout for an engine that turns the board itself, None for no feature\n    \
         bake.threats(\n        {unturned}\n        \
         .orientation(Orientation {{ mirror: false, flip: false }})\n        \
         .signature(&[ThreatArg::Attacker, ThreatArg::FromSquare, ThreatArg::ToSquare, ThreatArg::Attacked], NoFeature::Optional)\n        \
         .twin(\"crate::threats::unturned\")\n        \
         .setup(\"crate::threats::initialize\"),\n    );\n    \
         // Reckless's twin, its no feature -1, under the wrong convention: its proof fails\n    \
         bake.threats(\n        {wrong}\n        \
         .signature(&[ThreatArg::Attacker, ThreatArg::FromSquare, ThreatArg::Attacked, ThreatArg::ToSquare, ThreatArg::Mirrored, ThreatArg::Perspective], NoFeature::Sentinel)\n        \
         .twin(\"crate::threats::threat_index\")\n        \
         .setup(\"crate::threats::initialize\"),\n    );\n    \
         // Reckless's twin with no setup: it reads the tables before initialize() fills them\n    \
         bake.threats(\n        {no_setup}\n        \
         .signature(&[ThreatArg::Attacker, ThreatArg::FromSquare, ThreatArg::Attacked, ThreatArg::ToSquare, ThreatArg::Mirrored, ThreatArg::Perspective], NoFeature::Negative)\n        \
         .twin(\"crate::threats::threat_index\"),\n    );\n    \
         bake.finish(\"tables\");\n}}\n",
        unturned = RECKLESS.replace("\"threat_index\"", "\"unturned\""),
        wrong = RECKLESS.replace("\"threat_index\"", "\"wrong_convention\""),
        no_setup = RECKLESS.replace("\"threat_index\"", "\"no_setup\""),
    );
    let main = "//! An engine on its baked threat indices.\n\n\
                mod tables {\n    include!(concat!(env!(\"OUT_DIR\"), \"/tables.rs\"));\n}\n\
                mod threats;\nmod types;\n\n\
                fn main() {\n    \
                threats::initialize();\n    \
                // its white knight on f3 attacking a black pawn on e5, seen from White, unmirrored:\n    \
                // the same call, in its own types, to the start-up code and to the baked index\n    \
                let startup = threats::threat_index(types::Piece(2), types::Square(21), types::Piece(1), types::Square(36), false, types::Color::White);\n    \
                let baked = tables::threat_index(types::Piece(2), types::Square(21), types::Piece(1), types::Square(36), false, types::Color::White);\n    \
                assert_eq!(baked, startup);\n    \
                assert_eq!(tables::threat_index_const(2, chess_lut::Square::F3, 1, chess_lut::Square::E5, false, chess_lut::Color::White), baked);\n    \
                // its pawn attacking its own pawn from below, seen from Black: counted\n    \
                assert!(tables::threat_index(types::Piece(0), types::Square(28), types::Piece(0), types::Square(35), true, types::Color::Black) >= 0);\n    \
                // a king is no target\n    \
                assert!(tables::threat_index(types::Piece(2), types::Square(21), types::Piece(11), types::Square(36), false, types::Color::White) < 0);\n    \
                // seen from Black, mirrored\n    \
                let black = threats::threat_index(types::Piece(3), types::Square(42), types::Piece(0), types::Square(27), true, types::Color::Black);\n    \
                assert_eq!(tables::threat_index(types::Piece(3), types::Square(42), types::Piece(0), types::Square(27), true, types::Color::Black), black);\n    \
                assert_eq!(tables::unturned(2, chess_lut::Square::F3, chess_lut::Square::E5, 1), Some(2288));\n    \
                assert!(tables::wrong_convention(2, chess_lut::Square::F3, 1, chess_lut::Square::E5, false, chess_lut::Color::White) < tables::WRONG_CONVENTION_DIMENSIONS);\n    \
                assert_eq!(tables::no_setup(2, chess_lut::Square::F3, 1, chess_lut::Square::E5, false, chess_lut::Color::White), baked);\n    \
                // the call site below, with values it cannot see\n    \
                let asked = std::hint::black_box((types::Piece(2), types::Square(21), types::Piece(1), types::Square(36), false, types::Color::White));\n    \
                assert_eq!(by_call_site(asked.0, asked.1, asked.2, asked.3, asked.4, asked.5), baked);\n    \
                println!(\"{baked}\");\n}\n\n\
                /// The baked index as a call site asks it in the engine's own types: through the\n\
                /// index's edge, or (with `--cfg adapter`) turned into chess-lut's at the call.\n\
                #[inline(never)]\n\
                fn by_call_site(piece: types::Piece, from: types::Square, attacked: types::Piece, to: types::Square, mirrored: bool, pov: types::Color) -> isize {\n    \
                #[cfg(not(adapter))]\n    \
                return tables::threat_index(piece, from, attacked, to, mirrored, pov);\n    \
                #[cfg(adapter)]\n    \
                return tables::threat_index_const(usize::from(piece), from.into(), usize::from(attacked), to.into(), mirrored, pov.into());\n\
                }\n";
    Engine::with_setup(
        name,
        &build,
        &[
            ("src/main.rs", main),
            ("src/threats.rs", &format!("{STARTUP}{UNTURNED}")),
            ("src/types.rs", TYPES),
        ],
        &Setup {
            script: "build/build.rs",
            generator_features: &["threats"],
            more: "\n[lints.rust]\nunexpected_cfgs = { level = \"warn\", check-cfg = [\"cfg(adapter)\"] }\n",
        },
    )
}

/// The instructions of the function whose symbol holds `name` in the assembly `asm` (as LLVM
/// writes it for an ELF target), its local labels numbered alike and its assembler directives
/// left out.
#[cfg(target_os = "linux")]
fn instructions(asm: &str, name: &str) -> Vec<String> {
    let mut lines = asm
        .lines()
        .skip_while(|l| !(l.contains(name) && l.ends_with(':')));
    let label = lines
        .next()
        .unwrap_or_else(|| panic!("no `{name}` in:\n{asm}"));
    let body: Vec<String> = lines
        .take_while(|l| !l.starts_with(".Lfunc_end"))
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('.') && !l.starts_with('#'))
        .map(|l| {
            let mut out = String::new();
            let mut rest = l;
            // `.LBB3_2` and `.LBB7_2` alike: the function's number among the crate's differs
            while let Some(at) = rest.find(".LBB") {
                out.push_str(&rest[..at + 4]);
                rest = rest[at + 4..].trim_start_matches(|c: char| c.is_ascii_digit());
            }
            out.push_str(rest);
            out
        })
        .collect();
    assert!(!body.is_empty(), "`{label}` has no instructions:\n{asm}");
    body
}

/// The baked index takes the engine's own types at no cost: a call site that hands them to
/// the index's edge compiles, optimised, to the instructions of one that turns them into
/// chess-lut's itself and calls the `const fn` of chess-lut's types.
#[test]
#[cfg(target_os = "linux")]
fn the_engines_types_at_the_index_cost_nothing_in_the_machine_code() {
    let engine = reckless("reckless-asm");
    engine.succeeds(&["build"]);
    let asm = |cfg: &[&str]| {
        let out = engine.dir.join("call_site.s");
        let emit = format!("asm={}", out.display());
        let mut args = vec![
            "rustc",
            "--bin",
            "reckless-asm",
            "--",
            "-C",
            "opt-level=3",
            "-C",
            "debug-assertions=off",
            "-C",
            "overflow-checks=off",
            "-C",
            "codegen-units=1",
            "--emit",
            &emit,
        ];
        args.extend(cfg);
        engine.succeeds(&args);
        std::fs::read_to_string(&out).unwrap()
    };
    let edge = instructions(&asm(&[]), "by_call_site");
    let adapter = instructions(&asm(&["--cfg", "adapter"]), "by_call_site");
    assert_eq!(edge, adapter, "the edge's call site, then the adapter's");
    // the three loads of the index, whichever way the call came
    let loads = edge.iter().filter(|l| l.contains("THREAT_INDEX_")).count();
    assert!(loads >= 3, "{edge:#?}");
}

/// Reckless's `threat_index` declared as Reckless writes it is proven against Reckless's own
/// start-up code as it stands (`static mut` tables that `initialize()` fills, named as the
/// declaration's setup), in the engine's own types, converted only under `cargo test`; the
/// same twin declared with no setup fails its proof, reading the tables unfilled; so is the same
/// layout unturned with `None` for no feature; the start-up code declared under the wrong
/// convention fails its proof saying so; the crate is clean under its clippy; and a second
/// `cargo build`, or one after an edit of a source the tables do not read, runs no build script.
#[test]
fn reckless_s_own_shape_is_proven_against_its_own_startup_code() {
    let engine = reckless("reckless-shape");
    engine.succeeds(&["build"]);
    let again = engine.cargo(&["build", "-v"]);
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(again.status.success(), "{stderr}");
    assert!(
        !stderr.contains("Compiling"),
        "a no-op build rebuilt:\n{stderr}"
    );
    assert!(
        !stderr.contains("Running"),
        "a no-op build ran something:\n{stderr}"
    );
    let main = engine.dir.join("src/main.rs");
    let text = std::fs::read_to_string(&main).unwrap();
    std::fs::write(
        &main,
        text.replace("// a king is no target", "// no king is a target"),
    )
    .unwrap();
    let edited = engine.cargo(&["build", "-v"]);
    let stderr = String::from_utf8_lossy(&edited.stderr);
    assert!(edited.status.success(), "{stderr}");
    assert!(stderr.contains("Compiling reckless-shape"), "{stderr}");
    assert!(
        !stderr.contains("build-script-build`"),
        "the build script ran again:\n{stderr}"
    );
    if clippy_here() {
        engine.succeeds(&["clippy", "--all-targets", "--", "-D", "warnings"]);
    }
    let tested = engine.cargo(&[
        "test",
        "--",
        "--skip",
        "wrong_convention",
        "--skip",
        "no_setup",
    ]);
    let stdout = String::from_utf8_lossy(&tested.stdout);
    for proof in ["threat_index", "unturned"] {
        assert!(
            stdout.contains(&format!(
                "test tables::proofs::{proof}_equals_its_twin ... ok"
            )),
            "{stdout}\n{}",
            String::from_utf8_lossy(&tested.stderr)
        );
    }
    assert!(tested.status.success(), "{stdout}");
    let wrong = engine.cargo(&["test", "wrong_convention"]);
    let stdout = String::from_utf8_lossy(&wrong.stdout);
    assert!(!wrong.status.success(), "{stdout}");
    assert!(
        stdout.contains(
            "wrong_convention: a negative index, where no feature is one at or past the \
             dimensions: declare NoFeature::Negative"
        ),
        "{stdout}"
    );
    let unset = engine.cargo(&["test", "no_setup"]);
    let stdout = String::from_utf8_lossy(&unset.stdout);
    assert!(!unset.status.success(), "{stdout}");
    assert!(
        stdout.contains("test tables::proofs::no_setup_equals_its_twin ... FAILED"),
        "{stdout}"
    );
    let ran = engine.cargo(&["run", "-q"]);
    // Reckless's own index of that threat (the samples of the generator's tests)
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "2288\n");
}

/// Layouts and shapes across what the API accepts: colour swaps of 1, 2 and 8, 12, 16 and 24
/// codes, kings that attack or not, every orientation, every parameter that turns the board
/// and every convention for no feature; in a private module, none of their constants read,
/// twins of the engine's types and of chess-lut's. Its build and clippy are the point: each
/// twin is the index itself, so its proofs would prove nothing and are not run.
#[test]
fn every_layout_and_shape_passes_the_engines_clippy() {
    // (name, declaration with NAME for its name, orientation, signature, no feature, twin's types)
    let stockfish = STOCKFISH;
    let reckless = RECKLESS.replace("\"threat_index\"", "\"NAME\"");
    let doubled =
        "Threats::new(\"NAME\", 24, |color, piece| (piece as usize) << 2 | (color as usize) << 1)
        .targets(Knight, &[Pawn, Bishop])
        .targets(King, &[Queen])";
    let cases: [(&str, &str, &str, &str, &str, bool); 8] = [
        (
            "sf_king_sentinel",
            stockfish,
            "true, true",
            "Perspective, KingSquare, Attacker, FromSquare, ToSquare, Attacked",
            "Sentinel",
            false,
        ),
        (
            "sf_mirrored_optional",
            stockfish,
            "true, true",
            "Attacker, FromSquare, ToSquare, Attacked, Mirrored, Perspective",
            "Optional",
            true,
        ),
        (
            "sf_flip_negative",
            stockfish,
            "false, true",
            "Perspective, Attacker, FromSquare, ToSquare, Attacked",
            "Negative",
            false,
        ),
        (
            "rk_king_negative",
            &reckless,
            "true, true",
            "KingSquare, Perspective, Attacker, Attacked, FromSquare, ToSquare",
            "Negative",
            true,
        ),
        (
            "rk_mirror_optional",
            &reckless,
            "true, false",
            "Mirrored, Attacker, FromSquare, ToSquare, Attacked",
            "Optional",
            false,
        ),
        (
            "rk_none_sentinel",
            &reckless,
            "false, false",
            "Attacker, FromSquare, ToSquare, Attacked",
            "Sentinel",
            true,
        ),
        (
            "doubled_king_sentinel",
            doubled,
            "true, false",
            "KingSquare, Attacker, FromSquare, ToSquare, Attacked",
            "Sentinel",
            false,
        ),
        (
            "doubled_flip_negative",
            doubled,
            "false, true",
            "Attacked, ToSquare, Attacker, FromSquare, Perspective",
            "Negative",
            true,
        ),
    ];
    let mut build = String::from(
        "use chess_lut_bake::{ThreatArg::*, Bake, NoFeature, Orientation, Threats};\n\
         use chess_lut_bake::types::Piece::{Bishop, King, Knight, Pawn, Queen, Rook};\n\n\
         fn main() {\n    let mut bake = Bake::new();\n",
    );
    let mut twins = String::from("//! Each index's twin: the index itself.\n\n");
    let mut main = String::from(
        "//! An engine with its threat indices in a private module.\n\n\
         mod tables {\n    include!(concat!(env!(\"OUT_DIR\"), \"/tables.rs\"));\n}\n\
         mod twins;\nmod types;\n\nfn main() {\n    \
         println!(\"{:?}\", [types::Color::White, types::Color::Black]);\n",
    );
    for (name, declared, orientation, args, none, own_types) in cases {
        let (mirror, flip) = orientation.split_once(", ").unwrap();
        build.push_str(&format!(
            "    bake.threats(\n        {}\n        .orientation(Orientation {{ mirror: {mirror}, flip: {flip} }})\n        \
             .signature(&[{args}], NoFeature::{none})\n        .twin(\"crate::twins::{name}\"),\n    );\n",
            declared.replace("NAME", name)
        ));
        // each parameter: its name, its type (chess-lut's, or the engine's), and how the
        // engine's type is turned into chess-lut's to call the index
        let params: Vec<(&str, &str, String)> = args
            .split(", ")
            .map(|a| {
                let (name, ours, theirs, turned) = match a {
                    "Perspective" => (
                        "perspective",
                        "chess_lut::Color",
                        "crate::types::Color",
                        "chess_lut::Color::ALL[{} as usize]",
                    ),
                    "KingSquare" => ("king", "chess_lut::Square", "crate::types::Square", SQUARE),
                    "Mirrored" => ("mirrored", "bool", "bool", "{}"),
                    "Attacker" => ("attacker", "usize", "crate::types::Piece", PIECE),
                    "Attacked" => ("attacked", "usize", "crate::types::Piece", PIECE),
                    "FromSquare" => ("from", "chess_lut::Square", "crate::types::Square", SQUARE),
                    "ToSquare" => ("to", "chess_lut::Square", "crate::types::Square", SQUARE),
                    _ => unreachable!("{a}"),
                };
                if own_types {
                    (name, theirs, turned.replace("{}", name))
                } else {
                    (name, ours, name.to_string())
                }
            })
            .collect();
        let ret = match none {
            "Sentinel" => "u32",
            "Negative" => "isize",
            _ => "Option<usize>",
        };
        twins.push_str(&format!(
            "pub fn {name}({}) -> {ret} {{\n    crate::tables::{name}({})\n}}\n\n",
            params
                .iter()
                .map(|(p, ty, _)| format!("{p}: {ty}"))
                .collect::<Vec<_>>()
                .join(", "),
            params
                .iter()
                .map(|(_, _, arg)| arg.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        ));
        let call: Vec<&str> = args
            .split(", ")
            .map(|a| match a {
                "Perspective" => "chess_lut::Color::Black",
                "KingSquare" => "chess_lut::Square::G8",
                "Mirrored" => "true",
                "Attacker" | "Attacked" => "2",
                _ => "chess_lut::Square::F3",
            })
            .collect();
        main.push_str(&format!(
            "    println!(\"{{:?}}\", tables::{name}({}));\n",
            call.join(", ")
        ));
    }
    build.push_str("    bake.finish(\"tables\");\n}\n");
    main.push_str("}\n");
    let engine = Engine::with_setup(
        "threat-shapes",
        &build,
        &[
            ("src/main.rs", &main),
            ("src/twins.rs", &twins),
            ("src/types.rs", TYPES),
        ],
        &Setup {
            generator_features: &["threats"],
            ..Setup::default()
        },
    );
    // the proofs compiled too, where no clippy looks at them
    for args in [&["build"][..], &["test", "--no-run"]] {
        let built = engine.succeeds(args);
        assert!(!built.contains("warning"), "{built}");
    }
    if clippy_here() {
        engine.succeeds(&["clippy", "--all-targets", "--", "-D", "warnings"]);
    }
}

/// A twin that answers otherwise than its declared convention, or takes another number of
/// arguments than its signature, fails the engine's build with a sentence naming the table and
/// what to declare: an `Option` under the default `NoFeature::Sentinel`, an integer under
/// `NoFeature::Optional`, a twin that also takes the mirroring.
#[test]
fn a_twin_of_another_convention_fails_the_build_naming_what_to_declare() {
    const PARAMS: &str = "_: usize, _: chess_lut::Square, _: chess_lut::Square, _: usize";
    for (name, convention, params, answer, body, expected) in [
        (
            "option-as-sentinel",
            "Sentinel",
            PARAMS,
            "Option<usize>",
            "None",
            "error[E0277]: the twin of `idx` answers `Option<usize>`, but `idx` is declared with \
             NoFeature::Sentinel, for a twin that answers an integer index: declare \
             NoFeature::Optional for a twin that answers an Option",
        ),
        (
            "integer-as-optional",
            "Optional",
            PARAMS,
            "u32",
            "0",
            "error[E0277]: the twin of `idx` answers `u32`, but `idx` is declared with \
             NoFeature::Optional, for a twin that answers an Option of its index: declare \
             NoFeature::Sentinel for a twin whose index at or past the dimensions is no \
             feature, or NoFeature::Negative for one whose negative index is none",
        ),
        (
            "five-arguments",
            "Sentinel",
            "_: usize, _: chess_lut::Square, _: chess_lut::Square, _: usize, _: bool",
            "u32",
            "0",
            "error[E0277]: the twin of `idx`, `crate::idx`, is a \
             `fn(usize, Square, Square, usize, bool) -> u32`: `idx` is declared with 4 \
             parameters, (attacker, from, to, attacked), and its twin takes as many, in that \
             order, each of the engine's type for it: declare the signature the twin has, or \
             name another twin",
        ),
    ] {
        let build = format!(
            "use chess_lut_bake::{{Bake, NoFeature, Orientation, ThreatArg, Threats}};\n\
             use chess_lut_bake::types::Piece::*;\n\n\
             fn main() {{\n    let mut bake = Bake::new();\n    bake.threats(\n        {}\n        \
             .orientation(Orientation {{ mirror: false, flip: false }})\n        \
             .signature(&[ThreatArg::Attacker, ThreatArg::FromSquare, ThreatArg::ToSquare, ThreatArg::Attacked], NoFeature::{convention})\n        \
             .twin(\"crate::idx\"),\n    );\n    bake.finish(\"tables\");\n}}\n",
            RECKLESS.replace("\"threat_index\"", "\"idx\""),
        );
        let main = format!(
            "mod tables {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/tables.rs\"));\n}}\n\n\
             pub fn idx({params}) -> {answer} {{\n    {body}\n}}\n\n\
             fn main() {{\n    println!(\"{{:?}}\", tables::idx(2, chess_lut::Square::F3, chess_lut::Square::E5, 1));\n}}\n"
        );
        let engine = Engine::with_setup(
            name,
            &build,
            &[("src/main.rs", &main)],
            &Setup {
                generator_features: &["threats"],
                ..Setup::default()
            },
        );
        let stderr = engine.fails_to_build();
        assert!(stderr.contains(expected), "{name}:\n{stderr}");
    }
}
