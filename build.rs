//! Writes the generated tables into `OUT_DIR/tables.rs`; `src/tables.rs` includes them.
//! The generator is the `chess-lut-codegen` crate: a change there rebuilds and reruns this.
//! The crate's features choose the table families; the target's features (not the host's)
//! decide whether the PEXT tables are generated.

use std::{env, fs, path::PathBuf};

use chess_lut_codegen::Options;

fn main() {
    let out_dir = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    let path = PathBuf::from(out_dir).join("tables.rs");
    let target = env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let feature =
        |name: &str| env::var_os(format!("CARGO_FEATURE_{}", name.to_uppercase())).is_some();
    let options = Options::for_build(&target, feature);
    let source = chess_lut_codegen::generated_source(options);
    // the PEXT tables need the feature and a target with BMI2: one name for both
    println!("cargo::rustc-check-cfg=cfg(chess_lut_pext)");
    if options.pext {
        println!("cargo::rustc-cfg=chess_lut_pext");
    }
    if let Err(e) = fs::write(&path, source) {
        panic!("cannot write {}: {e}", path.display());
    }
    println!("cargo::rerun-if-changed=build.rs");
}
