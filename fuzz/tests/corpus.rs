//! Every kept input of every fuzz target, replayed through the target's property on stable
//! Rust: the corpus (`corpus/<target>/`, minimised after each long run) holds the seeds and
//! every input that ever broke us, so CI checks them without nightly or libFuzzer.

use std::collections::BTreeSet;
use std::fs;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use chess_lut_fuzz::TARGETS;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The names of the entries of `dir`, sorted.
fn entries(dir: &Path) -> BTreeSet<String> {
    fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| {
            e.expect("a directory entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

/// Replays `target`'s corpus; every input that breaks the property is reported by file name
/// with its panic message.
fn replay(target: &str) {
    let check = TARGETS
        .iter()
        .find(|(name, _)| *name == target)
        .map(|(_, check)| *check)
        .unwrap_or_else(|| panic!("no target {target}"));
    let dir = root().join("corpus").join(target);
    let files = entries(&dir);
    assert!(!files.is_empty(), "{}: no kept inputs", dir.display());
    let mut failures = Vec::new();
    for file in &files {
        let data = fs::read(dir.join(file)).expect("readable");
        if let Err(panic) = catch_unwind(AssertUnwindSafe(|| check(&data))) {
            let message = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!(
                "corpus/{target}/{file} ({:?}): {message}",
                String::from_utf8_lossy(&data)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} inputs fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

macro_rules! corpus {
    ($($target:ident),*) => {$(
        #[test]
        fn $target() {
            replay(stringify!($target));
        }
    )*};
}

corpus!(
    baked, bitboard, command, fen, matching, movegen, names, placement, square, tables, uci
);

/// The targets, the corpus folders, the fuzz_targets files and the manifest's binaries name
/// the same set: no target without its corpus or its binary, and no folder nobody replays.
#[test]
fn every_target_has_a_binary_and_a_corpus() {
    let targets: BTreeSet<String> = TARGETS.iter().map(|(name, _)| name.to_string()).collect();
    assert_eq!(entries(&root().join("corpus")), targets, "corpus folders");
    let binaries: BTreeSet<String> = entries(&root().join("fuzz_targets"))
        .into_iter()
        .map(|f| f.trim_end_matches(".rs").to_string())
        .collect();
    assert_eq!(binaries, targets, "fuzz_targets/*.rs");
    let manifest = fs::read_to_string(root().join("Cargo.toml")).expect("the manifest");
    for target in &targets {
        assert!(
            manifest.contains(&format!(
                "name = \"{target}\"\npath = \"fuzz_targets/{target}.rs\""
            )),
            "Cargo.toml has no [[bin]] for {target}"
        );
    }
    // the macro above tests each of them
    assert_eq!(targets.len(), 11);
}
