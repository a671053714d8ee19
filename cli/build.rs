//! Builds the explorer page's WebAssembly: chess-lut-explorer (this repository's `explorer/`),
//! chess-lut compiled for wasm32-unknown-unknown by the cargo building this crate, in a target
//! directory of its own, copied to `OUT_DIR/explorer.wasm` for `chess-lut explore` to embed.
//! Where the target is not installed, or the explorer's sources are not beside this crate (a
//! crate unpacked from its package), the file is empty and `chess-lut explore` says how to get
//! it; the rest of the command works either way.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs};

fn main() {
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let here = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let workspace = here
        .parent()
        .expect("the crate is in the workspace")
        .to_path_buf();
    println!("cargo::rerun-if-changed=build.rs");
    // what the WebAssembly is compiled from: the explorer and the library with its generator
    for input in [
        "explorer",
        "src",
        "types/src",
        "codegen/src",
        "build.rs",
        "Cargo.toml",
        "Cargo.lock",
    ] {
        println!(
            "cargo::rerun-if-changed={}",
            workspace.join(input).display()
        );
    }
    let wasm = match build(&workspace) {
        Ok(wasm) => wasm,
        Err(why) => {
            println!("cargo::warning=chess-lut explore will not work in this build: {why}");
            Vec::new()
        }
    };
    fs::write(out_dir.join("explorer.wasm"), wasm).expect("OUT_DIR is writable");
}

/// The explorer compiled to WebAssembly, in release (a fast and small page), in a target
/// directory of its own, `target/explorer-wasm` in the workspace: one copy whatever profile,
/// flags or target directory the command itself is built with.
fn build(workspace: &Path) -> Result<Vec<u8>, String> {
    let manifest = workspace.join("explorer/Cargo.toml");
    if !manifest.exists() {
        return Err(format!("{} is not here", manifest.display()));
    }
    let target_dir = workspace.join("target/explorer-wasm");
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args([
            "build",
            "--release",
            "--locked",
            "--target",
            "wasm32-unknown-unknown",
        ])
        .arg("--manifest-path")
        .arg(&manifest)
        .arg("--target-dir")
        .arg(&target_dir)
        // this build's flags are for its own target (`-C target-cpu=native`), not wasm32
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("CARGO_BUILD_RUSTFLAGS")
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let why = if stderr.contains("wasm32-unknown-unknown` target may not be installed")
            || stderr.contains("can't find crate for `core`")
        {
            "the wasm32-unknown-unknown target is not installed \
             (rustup target add wasm32-unknown-unknown)"
                .to_string()
        } else {
            let first = stderr
                .lines()
                .find(|l| l.starts_with("error"))
                .unwrap_or("");
            format!("the explorer's WebAssembly did not build: {first}")
        };
        return Err(why);
    }
    let wasm = target_dir.join("wasm32-unknown-unknown/release/chess_lut_explorer.wasm");
    fs::read(&wasm).map_err(|e| format!("cannot read {}: {e}", wasm.display()))
}
