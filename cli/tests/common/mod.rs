//! The `chess-lut` binary, spawned and read: what every command test shares.
#![allow(dead_code)] // each test binary uses its own part

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chess-lut"))
        .args(args)
        .output()
        .expect("the binary runs")
}

pub fn stdout(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "chess-lut {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// A failing run: exit code 1, nothing on stdout, one line on stderr starting `error:`.
pub fn error(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(
        out.status.code(),
        Some(1),
        "chess-lut {args:?} should fail with 1"
    );
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(err.lines().count(), 1, "one clear line: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// The squares marked `X` on a drawn board, as names.
pub fn marked(board: &str, glyph: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in board.lines() {
        let mut cells = line.split_whitespace();
        let Some(rank) = cells.next().and_then(|r| r.parse::<u8>().ok()) else {
            continue;
        };
        let cells: Vec<&str> = cells.collect();
        if cells.len() != 8 {
            continue;
        }
        for (file, cell) in cells.iter().enumerate() {
            if *cell == glyph {
                out.push(format!("{}{rank}", char::from(b'a' + file as u8)));
            }
        }
    }
    out.sort();
    out
}

/// How many tables this build registers: every static the generator declares for the
/// command's families (the PEXT family where the target has BMI2).
pub fn tables() -> usize {
    let n = chess_lut::tables::all().count();
    let pext = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));
    let declared = chess_lut_codegen::statics(chess_lut_codegen::Options {
        pext,
        pext_compact: pext,
        fastest_pext: false,
        ..chess_lut_codegen::Options::all(true)
    });
    assert_eq!(n, declared.len());
    n
}

/// How many of them `verify` checks: all but the data (the Polyglot keys and their cuckoo
/// tables), which no lookup reads and no drawing draws.
pub fn described() -> usize {
    let data = chess_lut::tables::all().filter(|t| t.lookups.is_empty());
    let undrawn = chess_lut::tables::all().filter(|t| t.drawing.is_none());
    assert_eq!(data.count(), undrawn.count());
    tables()
        - chess_lut::tables::all()
            .filter(|t| t.lookups.is_empty())
            .count()
}

/// A path in the temporary directory named for this process and `name`, for a test to write
/// a file or a directory at; whatever is there is removed when it is dropped, also when the
/// test fails.
pub fn temp(name: &str) -> Temp {
    Temp(std::env::temp_dir().join(format!("chess-lut-cli-test-{}-{name}", std::process::id())))
}

/// A path [`temp`] gave, removed with what it holds when dropped.
pub struct Temp(PathBuf);

impl Deref for Temp {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Temp {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        // nothing there (never written, or removed by the test) is fine
        let _ = match std::fs::symlink_metadata(&self.0) {
            Ok(meta) if meta.is_dir() => std::fs::remove_dir_all(&self.0),
            Ok(_) => std::fs::remove_file(&self.0),
            Err(_) => Ok(()),
        };
    }
}
