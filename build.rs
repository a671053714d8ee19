//! Writes the generated tables into `OUT_DIR/tables.rs`; `src/tables.rs` includes them.
//! The generator is the `chess-lut-codegen` crate: a change there rebuilds and reruns this.
//! The target's features (not the host's) decide whether the PEXT tables are generated.

use std::{env, fs, path::PathBuf};

use chess_lut_codegen::Options;

fn main() {
    let out_dir = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let path = PathBuf::from(out_dir).join("tables.rs");
    let features = env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let source = chess_lut_codegen::generated_source(Options::for_target_features(&features));
    if let Err(e) = fs::write(&path, source) {
        panic!("cannot write {}: {e}", path.display());
    }
    println!("cargo::rerun-if-changed=build.rs");
}
