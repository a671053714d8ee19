//! Writes chess-lut's generated files into `OUT_DIR`: one for each module that reads tables
//! (`between.rs`, included by `src/between.rs`: its statics, the lookups declared with them and
//! their proofs), and with the registry `registry.rs` (every table described, by name,
//! `src/tables/registry/mod.rs`). The generator is the `chess-lut-codegen` crate: a change
//! there rebuilds and reruns this. The crate's features choose the table families; the target's
//! features (not the host's) decide whether the PEXT tables are generated, and its CPU whether
//! `sliders::fastest` reads them; the compiler's version whether `sliders::fill::avx512` is
//! compiled.

use std::{env, fs, path::PathBuf};

use chess_lut_codegen::Options;

fn main() {
    let out_dir =
        PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts"));
    let target = env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let feature =
        |name: &str| env::var_os(format!("CARGO_FEATURE_{}", name.to_uppercase())).is_some();
    // the target CPU's flags decide whether PEXT is the faster strategy; for `native` this
    // machine's CPU, which Linux names in /proc/cpuinfo (elsewhere PEXT is taken as fast)
    let rustflags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let cpuinfo = || fs::read_to_string("/proc/cpuinfo").ok();
    let options = Options::for_build(&target, &rustflags, cpuinfo, feature);
    // each slider table's module by one name: its feature, or `fastest`'s choice, and for the
    // PEXT tables a target with BMI2
    for (cfg, on) in [
        ("chess_lut_magic", options.magic),
        ("chess_lut_pext", options.pext),
        ("chess_lut_pext_compact", options.pext_compact),
        ("chess_lut_fastest_pext", options.fastest_pext),
    ] {
        println!("cargo::rustc-check-cfg=cfg({cfg})");
        if on {
            println!("cargo::rustc-cfg={cfg}");
        }
    }
    // `sliders::fill::avx512` needs AVX-512 target features by name, stable since Rust 1.89:
    // asked of the compiler only when the target is x86-64
    println!("cargo::rustc-check-cfg=cfg(chess_lut_avx512)");
    if env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("x86_64") && rustc_minor() >= Some(89) {
        println!("cargo::rustc-cfg=chess_lut_avx512");
    }
    for (name, text) in chess_lut_codegen::generated(options).files() {
        let path = out_dir.join(name);
        if let Err(e) = fs::write(&path, text) {
            panic!("cannot write {}: {e}", path.display());
        }
    }
    println!("cargo::rerun-if-changed=build.rs");
}

/// The compiler's minor version (`89` of `rustc 1.89.0 (…)`), or `None` if it cannot be asked.
fn rustc_minor() -> Option<u32> {
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let out = std::process::Command::new(rustc)
        .arg("--version")
        .output()
        .ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let version = text.split_whitespace().nth(1)?;
    version.split('.').nth(1)?.parse().ok()
}
