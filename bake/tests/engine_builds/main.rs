//! The bake as an engine meets it: an engine's crate, made in a temporary directory and built
//! with cargo. Its generated source passes the engine's `cargo clippy -- -D warnings` for
//! every axis and element type, tunable or not, its proofs pass, and every mistake of a
//! declaration fails `cargo build` with a message naming the table, writing no source and
//! panicking nowhere.
//!
//! The crates share a target directory inside the one this test was built in, so chess-lut and
//! the generator compile once. Where the toolchain has no clippy (a minimal rustup profile) the
//! lint run says so and passes, unless `CHESS_LUT_CLIPPY_TESTS=required`.
//!
//! Here, what each file of this test builds its crates with: the engine's crate and its cargo.

/// Parts of an engine's own types as the engines these tests build have them, each a literal
/// for `concat!`: its square (a newtype of its index), its colour, its piece (a newtype of its
/// code), its move with the constructor `new(from, to)` (its `impl` left open for more), and
/// what a proof hands chess-lut's
/// square and a piece's code over by (under `cfg(test)`: every build checks a twin without it).
macro_rules! engine_types {
    (square) => {
        "#[derive(Clone, Copy, PartialEq, Eq, Debug)]\npub struct Square(pub u8);\n"
    };
    (color) => {
        "#[derive(Clone, Copy, PartialEq, Eq, Debug)]\npub enum Color {\n    White,\n    Black,\n}\n"
    };
    (piece) => {
        "#[derive(Clone, Copy, PartialEq, Eq, Debug)]\npub struct Piece(pub u8);\n"
    };
    (move) => {
        "#[derive(Clone, Copy, PartialEq, Eq, Debug)]\npub struct Move(pub u16);\n\n\
         impl Move {\n    pub const fn new(from: Square, to: Square) -> Move {\n        \
         Move((from.0 as u16) << 6 | to.0 as u16)\n    }\n"
    };
    (handed) => {
        "#[cfg(test)]\nimpl From<chess_lut::Square> for Square {\n    \
         fn from(sq: chess_lut::Square) -> Square {\n        Square(sq as u8)\n    }\n}\n\n\
         #[cfg(test)]\nimpl From<usize> for Piece {\n    fn from(code: usize) -> Piece {\n        \
         Piece(code as u8)\n    }\n}\n"
    };
}

mod adopting;
mod cuckoo;
mod every_type;
mod features;
mod generative;
mod mistakes;
mod threats;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace's root, where chess-lut is.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the generator sits in the workspace")
        .to_path_buf()
}

/// An engine's crate in a temporary directory: a binary, `name`, depending on chess-lut (no
/// feature) and baking with the generator (no feature), with a `tune` feature.
struct Engine {
    dir: PathBuf,
}

impl Engine {
    fn new(name: &str, build: &str, files: &[(&str, &str)]) -> Engine {
        Engine::with_manifest(name, build, files, "")
    }

    /// As [`Engine::new`], `more` added to its manifest.
    fn with_manifest(name: &str, build: &str, files: &[(&str, &str)], more: &str) -> Engine {
        Engine::with_setup(
            name,
            build,
            files,
            &Setup {
                more,
                ..Setup::default()
            },
        )
    }

    /// As [`Engine::new`], set up as `setup` says.
    fn with_setup(name: &str, build: &str, files: &[(&str, &str)], setup: &Setup) -> Engine {
        let dir =
            std::env::temp_dir().join(format!("chess-lut-engine-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src")).unwrap();
        let root = root();
        let features: Vec<String> = setup
            .generator_features
            .iter()
            .map(|f| format!("{f:?}"))
            .collect();
        let manifest = format!(
            "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\
             publish = false\nbuild = {:?}\n\n[dependencies]\nchess-lut = {{ path = {:?}, \
             default-features = false }}\n\n[build-dependencies]\nchess-lut-bake = {{ path = \
             {:?}, default-features = false, features = [{}] }}\n\n[features]\ntune = []\n\n\
             [workspace]\n{}",
            setup.script,
            root.display().to_string(),
            root.join("bake").display().to_string(),
            features.join(", "),
            setup.more,
        );
        std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
        // the workspace's versions of what the generator needs, already fetched
        std::fs::copy(root.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
        let script = dir.join(setup.script);
        std::fs::create_dir_all(script.parent().unwrap()).unwrap();
        std::fs::write(script, build).unwrap();
        for (path, text) in files {
            let path = dir.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        Engine { dir }
    }

    /// `cargo ARGS` in the crate, into the shared target directory, offline.
    fn cargo(&self, args: &[&str]) -> Output {
        self.cargo_with(args, &[])
    }

    /// `cargo ARGS` with the environment variables `env`.
    fn cargo_with(&self, args: &[&str], env: &[(&str, &str)]) -> Output {
        let exe = std::env::current_exe().expect("the test knows where it is");
        // …/target/debug/deps/this-test: a target directory of the crates' own beside it
        let target = exe
            .ancestors()
            .nth(3)
            .map_or_else(|| root().join("target"), Path::to_path_buf)
            .join("engine-builds");
        // the subcommand, then cargo's options, then the rest (clippy's after `--`)
        let mut cargo = Command::new(env!("CARGO"));
        cargo.current_dir(&self.dir).arg(args[0]).arg("--offline");
        if args[0] != "tree" {
            cargo.arg("--target-dir").arg(&target);
        }
        cargo
            .args(&args[1..])
            .env_remove("CARGO_TARGET_DIR")
            .envs(env.iter().copied())
            .output()
            .expect("cargo runs")
    }

    /// `cargo ARGS`, which must succeed: its stderr.
    fn succeeds(&self, args: &[&str]) -> String {
        let out = self.cargo(args);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "cargo {args:?} failed:\n{stderr}");
        stderr
    }

    /// `cargo build`, which must fail: its stderr.
    fn fails_to_build(&self) -> String {
        let out = self.cargo(&["build"]);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(!out.status.success(), "the build passed:\n{stderr}");
        // no build script panicked (a constant's evaluation may: that is a sentence of ours)
        assert!(!stderr.contains("thread 'main' panicked"), "{stderr}");
        stderr
    }
}

/// How an engine's crate is set up beyond its sources.
struct Setup<'a> {
    /// Added to its manifest.
    more: &'a str,
    /// Where its build script is (`package.build`).
    script: &'a str,
    /// The generator's features it turns on (none of its defaults).
    generator_features: &'a [&'a str],
}

impl Default for Setup<'_> {
    fn default() -> Self {
        Setup {
            more: "",
            script: "build.rs",
            generator_features: &[],
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Whether this toolchain has clippy; a failure where `CHESS_LUT_CLIPPY_TESTS=required`.
fn clippy_here() -> bool {
    let has = Command::new(env!("CARGO"))
        .args(["clippy", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    let required = std::env::var("CHESS_LUT_CLIPPY_TESTS").is_ok_and(|v| v == "required");
    assert!(
        has || !required,
        "CHESS_LUT_CLIPPY_TESTS=required, but `cargo clippy` does not run: rustup component add clippy"
    );
    if !has {
        eprintln!("no clippy on this toolchain: the generated source is not linted here");
    }
    has
}
