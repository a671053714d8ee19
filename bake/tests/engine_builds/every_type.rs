//! The crate of every axis and element type, tunable or not, with a data table, cuckoo tables
//! and a proof: it builds, passes its clippy, its proofs and its docs, and runs.

use crate::{Engine, Setup, clippy_here};

/// One axis of the crate's tables: its declaration in the build script, the Rust type of its
/// parameter, the expression turning the function's argument (`x`) and the twin's parameter
/// (`x`) into an `i64`, and an argument for `main`.
struct AxisCase {
    declared: &'static str,
    ty: &'static str,
    baked: &'static str,
    twin: &'static str,
    example: &'static str,
}

const fn range(declared: &'static str, ty: &'static str, example: &'static str) -> AxisCase {
    AxisCase {
        declared,
        ty,
        baked: "formulas::wide(x)",
        twin: "crate::formulas::wide(x)",
        example,
    }
}

/// Every kind of axis, every range type among them, the ranges starting below, at and above 0.
const AXES: [AxisCase; 17] = [
    range("Range::new(\"x\", 1..=5u8)", "u8", "3"),
    range("Range::new(\"x\", 0..=5u16)", "u16", "3"),
    range("Range::new(\"x\", 2..=4u32)", "u32", "3"),
    range("Range::new(\"x\", 0..=3u64)", "u64", "3"),
    range("Range::new(\"x\", 0..=9usize)", "usize", "3"),
    range("Range::new(\"x\", -3..=3i8)", "i8", "-3"),
    range("Range::new(\"x\", -1..=9i16)", "i16", "3"),
    range("Range::new(\"x\", 0..=5i32)", "i32", "3"),
    range("Range::new(\"x\", -9..=-2i64)", "i64", "-3"),
    range("Range::new(\"x\", 1..=3usize)", "usize", "3"),
    AxisCase {
        declared: "Squares(\"x\")",
        ty: "::chess_lut::Square",
        baked: "x as i64",
        twin: "x as i64",
        example: "::chess_lut::Square::E4",
    },
    AxisCase {
        declared: "Colors(\"x\")",
        ty: "::chess_lut::Color",
        baked: "x as i64",
        twin: "x as i64",
        example: "::chess_lut::Color::Black",
    },
    AxisCase {
        declared: "Pieces(\"x\")",
        ty: "::chess_lut::Piece",
        baked: "x as i64",
        twin: "x as i64",
        example: "::chess_lut::Piece::Rook",
    },
    AxisCase {
        declared: "LineKinds(\"x\")",
        ty: "::chess_lut::LineKind",
        baked: "x as i64",
        twin: "x as i64",
        example: "::chess_lut::LineKind::Diagonal",
    },
    AxisCase {
        declared: "Attackers(\"x\")",
        ty: "::chess_lut::Attacker",
        baked: "x as i64",
        twin: "x as i64",
        example: "::chess_lut::Attacker::Queen",
    },
    AxisCase {
        declared: "FileOf(\"x\")",
        ty: "::chess_lut::Square",
        baked: "x as i64",
        twin: "i64::from(x.file())",
        example: "::chess_lut::Square::C7",
    },
    AxisCase {
        declared: "RankOf(\"x\")",
        ty: "::chess_lut::Square",
        baked: "x as i64",
        twin: "i64::from(x.rank())",
        example: "::chess_lut::Square::C7",
    },
];

/// Every element type: its name as the lookup returns it, and its formula's name.
const ELEMENTS: [(&str, &str); 14] = [
    ("bool", "e_bool"),
    ("u8", "e_u8"),
    ("u16", "e_u16"),
    ("u32", "e_u32"),
    ("u64", "e_u64"),
    ("usize", "e_usize"),
    ("i8", "e_i8"),
    ("i16", "e_i16"),
    ("i32", "e_i32"),
    ("i64", "e_i64"),
    ("isize", "e_isize"),
    ("f32", "e_f32"),
    ("f64", "e_f64"),
    ("::chess_lut::Bitboard", "e_bitboard"),
];

/// The formulas, compiled by the build script (`#[path]`) and by the crate, using a constant
/// of the crate's own (`crate::constants`, which the build script compiles too).
const FORMULAS: &str = r#"//! Each element type from a number.
use crate::constants::BASE;
use crate::types::Bitboard;

pub fn wide<T: TryInto<i64>>(x: T) -> i64 {
    x.try_into().unwrap_or(0)
}
pub fn e_bool(n: i64) -> bool {
    n.rem_euclid(2) == 0
}
pub fn e_u8(n: i64) -> u8 {
    (n.rem_euclid(100) + BASE) as u8
}
pub fn e_u16(n: i64) -> u16 {
    (n.rem_euclid(1000) * 7) as u16
}
pub fn e_u32(n: i64) -> u32 {
    (n.rem_euclid(1000) * 100_003) as u32
}
pub fn e_u64(n: i64) -> u64 {
    (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}
pub fn e_usize(n: i64) -> usize {
    n.rem_euclid(4096) as usize
}
pub fn e_i8(n: i64) -> i8 {
    (n.rem_euclid(200) - 100) as i8
}
pub fn e_i16(n: i64) -> i16 {
    (n * -300) as i16
}
pub fn e_i32(n: i64) -> i32 {
    (n * -100_003) as i32
}
pub fn e_i64(n: i64) -> i64 {
    n * -1_000_000_000_007
}
pub fn e_isize(n: i64) -> isize {
    (n - 4) as isize
}
pub fn e_f32(n: i64) -> f32 {
    n as f32 / 3.0
}
/// e^n: e^1 is `E` to the bit, which clippy's approx_constant would call a hand-written `E`
pub fn e_f64(n: i64) -> f64 {
    (n as f64).exp()
}
/// A Zobrist key: SplitMix64's output for `n`
pub fn key(n: i64) -> u64 {
    let z = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
pub fn e_bitboard(n: i64) -> Bitboard {
    Bitboard(1 << n.rem_euclid(64))
}
"#;

/// The crate of every axis and element type: table `t{i}` over axis `i` holding element
/// `i % 14`, every third of them tunable (under the `tune` feature, one under a cfg of its
/// own, one under any of the two), a table of all four kinds of vocabulary axis, a data table, cuckoo tables and a
/// proof of a lookup written by hand. `main` calls every lookup, and under `tune` every setter.
fn every_type() -> Engine {
    let mut build = String::from(
        "use chess_lut_bake::*;\nuse chess_lut_bake::types;\n\n\
         #[path = \"src/constants.rs\"]\nmod constants;\n#[path = \"src/formulas.rs\"]\nmod formulas;\n\n\
         fn main() {\n    let mut bake = Bake::new();\n",
    );
    let mut twins = String::from("//! The lookups' twins.\n\n");
    let mut main = String::from(
        "//! An engine that reads its tables.\n\nmod constants;\nmod formulas;\nmod tables {\n    \
         include!(concat!(env!(\"OUT_DIR\"), \"/tables.rs\"));\n}\nmod twins;\n\n\
         use chess_lut as types;\n\nfn main() {\n",
    );
    for (i, axis) in AXES.iter().enumerate() {
        let (ret, formula) = ELEMENTS[i % ELEMENTS.len()];
        let tunable = match i % 3 {
            0 if i == 3 => ".tunable(\"tune\")",
            // a combination: each name it uses declared to cargo, or clippy's unexpected_cfgs
            0 if i == 6 => ".tunable(\"any(feature = \\\"tune\\\", probe_tune)\")",
            0 => ".tunable(\"feature = \\\"tune\\\"\")",
            _ => "",
        };
        build.push_str(&format!(
            "    bake.table(Table::new(\"t{i}\", {}, |x| formulas::{formula}({})).twin(\"crate::twins::t{i}\"){tunable});\n",
            axis.declared, axis.baked
        ));
        twins.push_str(&format!(
            "pub fn t{i}(x: {}) -> {ret} {{\n    crate::formulas::{formula}({})\n}}\n",
            axis.ty, axis.twin
        ));
        main.push_str(&format!(
            "    println!(\"{{:?}}\", tables::t{i}({}));\n",
            axis.example
        ));
        if !tunable.is_empty() && i != 3 {
            main.push_str(&format!(
                "    #[cfg(feature = \"tune\")]\n    tables::set_t{i}({}, tables::t{i}({}));\n",
                axis.example, axis.example
            ));
        }
    }
    build.push_str(
        "    bake.table(Table::new(\"four\", (Colors(\"c\"), Pieces(\"p\"), Squares(\"sq\"), LineKinds(\"k\")), |(c, p, sq, k)| {\n        \
         formulas::e_f32(c as i64 + p as i64 + sq as i64 + k as i64)\n    })\n    \
         .twin(\"crate::twins::four\")\n    .tunable(\"feature = \\\"tune\\\"\"));\n    \
         bake.table(Table::new(\"weights\", Pieces(\"piece\"), |p| formulas::e_i16(p as i64)).data());\n    \
         bake.cuckoo(Cuckoo::new(\"cuckoo\", |c, p, sq| formulas::key(c as i64 * 1000 + p as i64 * 64 + sq as i64 + 1), 0x5EED).twin(\"crate::twins::key\", \"crate::twins::side\"));\n    \
         bake.proof(Proof::new(\"rook\", (Squares(\"sq\"), Occupancies(\"occupied\")), \"::chess_lut::rook_attacks\", \"::chess_lut::calc::rook_attacks\"));\n    \
         bake.input(\"src/formulas.rs\").input(\"src/constants.rs\").finish(\"tables\");\n}\n",
    );
    twins.push_str(
        "pub fn four(c: ::chess_lut::Color, p: ::chess_lut::Piece, sq: ::chess_lut::Square, k: ::chess_lut::LineKind) -> f32 {\n    \
         crate::formulas::e_f32(c as i64 + p as i64 + sq as i64 + k as i64)\n}\n\
         pub fn key(c: ::chess_lut::Color, p: ::chess_lut::Piece, sq: ::chess_lut::Square) -> u64 {\n    \
         crate::formulas::key(c as i64 * 1000 + p as i64 * 64 + sq as i64 + 1)\n}\n\
         pub fn side() -> u64 {\n    0x5EED\n}\n",
    );
    main.push_str(
        "    use chess_lut::{Color::White, LineKind::Rank, Piece::Knight, Square::{E4, F3, G1}};\n    \
         println!(\"{:?}\", tables::four(White, Knight, E4, Rank));\n    \
         #[cfg(feature = \"tune\")]\n    tables::set_four(White, Knight, E4, Rank, 0.5);\n    \
         println!(\"{:?}\", tables::weights(Knight));\n    \
         let key = twins::key(White, Knight, G1) ^ twins::key(White, Knight, F3) ^ twins::side();\n    \
         assert_eq!(tables::cuckoo(key), Some((G1, F3)));\n}\n",
    );
    Engine::with_setup(
        "every-type",
        &build,
        &[
            ("src/main.rs", &main),
            ("src/twins.rs", &twins),
            ("src/formulas.rs", FORMULAS),
            (
                "src/constants.rs",
                "//! The engine's constants.\n\n/// The least reduction a `u8` table holds.\npub const BASE: i64 = 7;\n",
            ),
        ],
        &Setup {
            generator_features: &["cuckoo"],
            ..Setup::default()
        },
    )
}

#[test]
fn every_axis_and_element_type_passes_the_engines_clippy_and_its_proofs() {
    let engine = every_type();
    let built = engine.succeeds(&["build"]);
    // a table with no twin warns, once; one declared data does not
    assert!(!built.contains("table `weights` has no twin"), "{built}");
    if clippy_here() {
        for features in [&[][..], &["--features", "tune"]] {
            let args = [
                &["clippy", "--all-targets"][..],
                features,
                &["--", "-D", "warnings"],
            ]
            .concat();
            engine.succeeds(&args);
        }
    }
    for features in [&[][..], &["--features", "tune"]] {
        let args = [&["test"][..], features].concat();
        let tested = String::from_utf8_lossy(&engine.cargo(&args).stdout).into_owned();
        assert!(tested.contains("test result: ok. 20 passed"), "{tested}");
    }
    let ran = engine.cargo(&["run", "--features", "tune"]);
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    // its documentation, every generated item's, with no broken or redundant link
    let documented = engine.cargo_with(
        &["doc", "--no-deps", "--document-private-items"],
        &[("RUSTDOCFLAGS", "-D warnings")],
    );
    assert!(
        documented.status.success(),
        "{}",
        String::from_utf8_lossy(&documented.stderr)
    );
}
