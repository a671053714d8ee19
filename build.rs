//! Writes the generated tables into `OUT_DIR/tables.rs`; `src/tables.rs` includes them.
//! The generator is the `chess-lut-codegen` crate: a change there rebuilds and reruns this.

use std::{env, fs, path::PathBuf};

fn main() {
    let out_dir = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let path = PathBuf::from(out_dir).join("tables.rs");
    let source = chess_lut_codegen::generated_source();
    if let Err(e) = fs::write(&path, source) {
        panic!("cannot write {}: {e}", path.display());
    }
    println!("cargo::rerun-if-changed=build.rs");
}
