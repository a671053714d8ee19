//! A declaration's mistakes and a twin rustc refuses, each failing the engine's build with a
//! sentence or on a line naming the table, and a table with no twin warning once.

use crate::{Engine, Setup};

/// A build script baking one table `lmr`, declared as `declared` (an expression of a `Table`),
/// and a crate whose twins are `twins` (the items of `crate::search`).
fn one_table(name: &str, declared: &str, twins: &str) -> Engine {
    let build = format!(
        "use chess_lut_bake::*;\n\nfn main() {{\n    let mut bake = Bake::new();\n    \
         bake.table({declared});\n    bake.finish(\"tables\");\n}}\n"
    );
    let main = format!(
        "mod tables {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/tables.rs\"));\n}}\n\
         mod search {{\n{twins}\n}}\n\nfn main() {{\n    println!(\"{{}}\", tables::lmr(1, 2));\n}}\n"
    );
    Engine::new(name, &build, &[("src/main.rs", &main)])
}

const LMR: &str = "Table::new(\"lmr\", (Range::new(\"depth\", 0..=7u8), Range::new(\"moves\", 0..=7u8)), |(d, m)| d / 2 + m / 4)";
const TWIN: &str = "pub fn reduction(d: u8, m: u8) -> u8 { d / 2 + m / 4 }";

/// Where the build script failed: the one line naming the table, and no source written.
fn refused_by_the_bake(engine: &Engine, expected: &str) {
    let stderr = engine.fails_to_build();
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("  error: table"))
        .collect();
    assert_eq!(
        lines,
        [format!("  error: table `lmr`: {expected}")],
        "{stderr}"
    );
}

#[test]
fn a_declaration_mistake_fails_the_build_with_one_line_naming_the_table() {
    for (name, axes, expected) in [
        (
            "axis-space",
            "(Range::new(\"my depth\", 0..=7u8), Range::new(\"moves\", 0..=7u8))",
            "its axis name `my depth` is not a snake_case identifier (like depth): it names a parameter of the lookup",
        ),
        (
            "axis-keyword",
            "(Range::new(\"type\", 0..=7u8), Range::new(\"moves\", 0..=7u8))",
            "its axis name `type` is a Rust keyword: it names a parameter of the lookup",
        ),
        (
            "axis-twice",
            "(Range::new(\"d\", 0..=7u8), Range::new(\"d\", 0..=7u8))",
            "two of its axes are named `d`: each names a parameter of the lookup",
        ),
    ] {
        let declared = LMR.replace(
            "(Range::new(\"depth\", 0..=7u8), Range::new(\"moves\", 0..=7u8))",
            axes,
        );
        let engine = one_table(
            name,
            &format!("{declared}.twin(\"crate::search::reduction\")"),
            TWIN,
        );
        refused_by_the_bake(&engine, expected);
        let out = engine.dir.join("target");
        assert!(!out.exists(), "the shared target directory is elsewhere");
    }
    let relative = one_table(
        "relative-twin",
        &format!("{LMR}.twin(\"search::reduction\")"),
        TWIN,
    );
    refused_by_the_bake(
        &relative,
        "`search::reduction` is not an absolute path (like crate::search::reduction): the source is included in a module of yours, where a relative path means something else",
    );
}

/// A twin that rustc refuses: the build fails, and its error names the table, in its sentence
/// or on the line rustc shows.
fn refused_by_rustc(name: &str, twin_path: &str, twins: &str, error: &str) {
    let engine = one_table(name, &format!("{LMR}.twin(\"{twin_path}\")"), twins);
    let stderr = engine.fails_to_build();
    assert!(stderr.contains(error), "{stderr}");
    let shown = format!("(&{twin_path}); // the twin of `lmr`");
    assert!(
        error.contains("the twin of `lmr`")
            || stderr
                .lines()
                .any(|l| l.contains('|') && l.contains(&shown)),
        "rustc's error names no table:\n{stderr}"
    );
}

#[test]
fn a_twin_that_is_not_the_lookups_fails_the_build_on_a_line_naming_the_table() {
    refused_by_rustc(
        "twin-missing",
        "crate::search::reductions",
        TWIN,
        "error[E0425]: cannot find",
    );
    refused_by_rustc(
        "twin-returns-u16",
        "crate::search::reduction",
        "pub fn reduction(d: u8, m: u8) -> u16 { u16::from(d / 2 + m / 4) }",
        "error[E0277]: the twin of `lmr`, `crate::search::reduction`, is a `fn(u8, u8) -> u16`, \
         not a `fn(u8, u8) -> u8`: a twin takes the lookup's arguments",
    );
    refused_by_rustc(
        "twin-swapped",
        "crate::search::reduction",
        "pub fn reduction(m: u16, d: u8) -> u8 { d / 2 + (m / 4) as u8 }",
        "error[E0277]: the twin of `lmr`, `crate::search::reduction`, is a `fn(u16, u8) -> u8`, \
         not a `fn(u8, u8) -> u8`",
    );
    refused_by_rustc(
        "twin-of-three",
        "crate::search::reduction",
        "pub fn reduction(d: u8, m: u8, ply: u8) -> u8 { d / 2 + m / 4 + ply }",
        "error[E0277]: the twin of `lmr`, `crate::search::reduction`, is a \
         `fn(u8, u8, u8) -> u8`, not a `fn(u8, u8) -> u8`: a twin takes the lookup's arguments",
    );
}

#[test]
fn a_table_without_a_twin_warns_once_unless_it_is_data() {
    let engine = one_table("no-twin", LMR, TWIN);
    let built = engine.succeeds(&["build"]);
    let warned: Vec<&str> = built
        .lines()
        .filter(|l| l.contains("has no twin"))
        .collect();
    assert_eq!(
        warned,
        [
            "warning: no-twin@0.1.0: table `lmr` has no twin, so nothing proves its values: name one with .twin(\"crate::…\"), or declare it .data()"
        ],
        "{built}"
    );
    // and the twin, which only the proof calls, is no dead code once named
    let named = one_table(
        "named-twin",
        &format!("{LMR}.twin(\"crate::search::reduction\")"),
        TWIN,
    );
    let built = named.succeeds(&["build"]);
    assert!(!built.contains("warning"), "{built}");
    let data = one_table("data", &format!("{LMR}.data()"), "");
    let built = data.succeeds(&["build"]);
    assert!(!built.contains("warning"), "{built}");
}

/// Cuckoo tables whose key twin is not the key function of its declaration (a piece code of
/// the engine's own where chess-lut's piece is declared), or whose side twin takes an argument:
/// the build fails with a sentence naming the tables and what each twin must be.
#[test]
fn a_cuckoo_twin_of_another_signature_fails_the_build_naming_the_tables() {
    // SplitMix64's finaliser: keys whose pairs' differences land apart
    const MIX: &str = "fn mix(code: u64) -> u64 {\n    \
         let z = code.wrapping_add(0x9E37_79B9_7F4A_7C15);\n    \
         let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);\n    \
         let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);\n    \
         z ^ (z >> 31)\n}\n";
    let build = format!(
        "use chess_lut_bake::*;\n\n{MIX}\nfn main() {{\n    let mut bake = Bake::new();\n    \
         bake.cuckoo(Cuckoo::new(\"repetition\", |c, p, sq| mix((c as u64) << 12 | (p as u64) << 6 | sq as u64), 0x5EED)\n        \
         .twin(\"crate::keys::key\", \"crate::keys::side\"));\n    bake.finish(\"tables\");\n}}\n"
    );
    let main = format!(
        "mod tables {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/tables.rs\"));\n}}\n\
         mod keys {{\n    {MIX}\n    \
         pub fn key(c: ::chess_lut::Color, piece_code: u8, sq: ::chess_lut::Square) -> u64 {{\n        \
         mix((c as u64) << 12 | u64::from(piece_code) << 6 | sq as u64)\n    }}\n    \
         pub fn side(white: bool) -> u64 {{\n        if white {{ 0 }} else {{ 0x5EED }}\n    }}\n}}\n\n\
         fn main() {{\n    println!(\"{{:?}}\", tables::repetition(0));\n}}\n"
    );
    let engine = Engine::with_setup(
        "cuckoo-twins",
        &build,
        &[("src/main.rs", &main)],
        &Setup {
            generator_features: &["cuckoo"],
            ..Setup::default()
        },
    );
    let stderr = engine.fails_to_build();
    for expected in [
        "error[E0277]: the key twin of `repetition`, `crate::keys::key`, is a \
         `fn(Color, u8, Square) -> u64`, not a \
         `fn(::chess_lut::Color, ::chess_lut::Piece, ::chess_lut::Square) -> u64`: a key twin \
         takes chess-lut's colour, piece and square",
        "error[E0277]: the side twin of `repetition`, `crate::keys::side`, is a `fn(bool) -> u64`, \
         not a `fn() -> u64`: a side twin takes nothing",
    ] {
        assert!(stderr.contains(expected), "no `{expected}` in:\n{stderr}");
    }
}
