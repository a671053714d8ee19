//! What an engine's build turns on in chess-lut through the generator's crates: nothing; and
//! what its bake compiles: the bake alone, with the features it asks for, never chess-lut's
//! table generators.

use crate::{Engine, Setup, root};

/// The bench's timer as an engine takes it (`default-features = false`) asks nothing of
/// chess-lut: no feature of its is turned on for the engine.
#[test]
fn the_bench_timer_costs_the_engine_no_feature_of_chess_lut() {
    let bench = root().join("benches");
    let engine = Engine::with_manifest(
        "bench-user",
        "fn main() {\n    chess_lut_bake::Bake::new().finish(\"tables\");\n}\n",
        &[("src/main.rs", "fn main() {}\n")],
        &format!(
            "\n[dev-dependencies]\nchess-lut-bench = {{ path = {:?}, default-features = false }}\n",
            bench.display().to_string()
        ),
    );
    let tree = engine.cargo(&["tree", "-e", "features,normal,dev", "-i", "chess-lut"]);
    let tree = String::from_utf8_lossy(&tree.stdout).into_owned();
    assert!(tree.contains("chess-lut-bench v0.1.0"), "{tree}");
    assert!(!tree.contains("chess-lut feature"), "{tree}");
}

/// An engine that bakes threat indices waits for the bake alone: chess-lut's generator is a
/// build dependency of chess-lut's, never of the engine's build script, and it turns on none of
/// the bake's engine-only parts (the engine's `threats` is its own).
#[test]
fn an_engines_bake_compiles_no_table_generator_of_chess_luts() {
    let engine = Engine::with_setup(
        "threats-only",
        "fn main() {\n    chess_lut_bake::Bake::new().finish(\"tables\");\n}\n",
        &[("src/main.rs", "fn main() {}\n")],
        &Setup {
            generator_features: &["threats"],
            ..Setup::default()
        },
    );
    let tree = |args: &[&str]| {
        let out = engine.cargo(args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    // who depends on the generator, one level up: chess-lut's build script, and nobody else
    let dependents = tree(&[
        "tree",
        "-e",
        "build,normal",
        "-i",
        "chess-lut-codegen",
        "--depth",
        "1",
    ]);
    let names: Vec<&str> = dependents
        .lines()
        .filter_map(|l| l.split_once("── ").map(|(_, n)| n))
        .collect();
    assert_eq!(names.len(), 1, "{dependents}");
    assert!(names[0].starts_with("chess-lut v0.1.0"), "{dependents}");
    // the bake's features, each with who turned it on
    let features = tree(&[
        "tree",
        "-e",
        "features",
        "-i",
        "chess-lut-bake",
        "--prefix",
        "none",
    ]);
    for (feature, by_engine) in [
        ("threats", true),
        ("oracle", true),
        ("cuckoo", false),
        ("math", false),
        ("tokens", false),
    ] {
        let line = format!("chess-lut-bake feature \"{feature}\"");
        assert_eq!(
            features.contains(&line),
            by_engine,
            "{feature}:\n{features}"
        );
    }
}
