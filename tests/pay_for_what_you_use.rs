//! Pay for what you use: a release binary that calls only `knight_distance` carries the 4 KiB
//! knight-distance table and none of the others, the 682 KiB magic tables included. The
//! linker drops every `static` nothing reaches; this builds `examples/knight_distance_only.rs`
//! in release and looks for each table's bytes in the binary.

use std::path::PathBuf;
use std::process::Command;

use chess_lut::tables::{self, Data, Table};

/// The table's bytes as they sit in memory (little-endian on every target we build for; the
/// entry structs are `repr(C)` with `u64` fields, no padding).
fn bytes(table: &Table) -> Vec<u8> {
    match table.data {
        Data::U8(v) => v.to_vec(),
        Data::U16(v) => v.iter().flat_map(|x| x.to_ne_bytes()).collect(),
        // u64 tables and tables of entry structs
        _ => table.values().flat_map(|x| x.to_ne_bytes()).collect(),
    }
}

/// A window of the table that no other data is likely to hold: of its 256-byte windows (at
/// 64-byte steps), the one with the most distinct byte values; the whole table if smaller.
fn fingerprint(table: &[u8]) -> &[u8] {
    const W: usize = 256;
    if table.len() <= W {
        return table;
    }
    let distinct = |w: &[u8]| {
        let mut seen = [false; 256];
        w.iter().for_each(|&b| seen[usize::from(b)] = true);
        seen.iter().filter(|&&s| s).count()
    };
    (0..=table.len() - W)
        .step_by(64)
        .map(|at| &table[at..at + W])
        .max_by_key(|w| distinct(w))
        .expect("at least one window")
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w[0] == needle[0] && w == needle)
}

#[test]
fn a_knight_distance_binary_carries_only_the_knight_distance_table() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    // a target directory of its own (the one running this test is busy), inside the one this
    // test was built in (…/target/debug/deps/this-test): a build with other RUSTFLAGS keeps its
    // own copy instead of rebuilding the other's
    let exe = std::env::current_exe().expect("the test knows where it is");
    let target = exe
        .ancestors()
        .nth(3)
        .map_or_else(|| root.join("target"), PathBuf::from)
        .join("pay-for-what-you-use");
    let status = Command::new(env!("CARGO"))
        .current_dir(&root)
        .args([
            "build",
            "--release",
            "--quiet",
            "--example",
            "knight_distance_only",
        ])
        .arg("--target-dir")
        .arg(&target)
        .status()
        .expect("cargo runs");
    assert!(status.success(), "building the example failed");
    let exe = target
        .join("release/examples/knight_distance_only")
        .with_extension(std::env::consts::EXE_EXTENSION);
    let binary = std::fs::read(&exe).unwrap_or_else(|e| panic!("{}: {e}", exe.display()));
    let carried: Vec<&str> = tables::all()
        .filter(|t| contains(&binary, fingerprint(&bytes(t))))
        .map(|t| t.name)
        .collect();
    assert_eq!(
        carried,
        ["knight-distance"],
        "tables found in the {}-byte binary",
        binary.len()
    );
    // the program answers, so the table it carries is the one it reads
    let out = Command::new(&exe)
        .args(["a1", "h8"])
        .output()
        .expect("runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "6\n");
}
