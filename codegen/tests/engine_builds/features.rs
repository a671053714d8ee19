//! What an engine's build turns on in chess-lut through the generator's crates: nothing.

use crate::{Engine, root};

/// The bench's timer as an engine takes it (`default-features = false`) asks nothing of
/// chess-lut: no feature of its is turned on for the engine.
#[test]
fn the_bench_timer_costs_the_engine_no_feature_of_chess_lut() {
    let bench = root().join("benches");
    let engine = Engine::with_manifest(
        "bench-user",
        "fn main() {\n    chess_lut_codegen::bake::Bake::new().finish(\"tables\");\n}\n",
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
