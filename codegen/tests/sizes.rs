//! Every table's size and family, with every family, held against one snapshot,
//! `codegen/tests/sizes.txt`: a table added, removed, grown or moved to another family changes
//! it, on purpose. `scripts/regenerate.sh` rewrites it from the declarations (it runs this test
//! with `CHESS_LUT_SNAPSHOT=write`); the diff is the change to review. The manifest requires the
//! families and the search it reads (`required-features`).

use chess_lut_codegen::search::committed;
use chess_lut_codegen::{Options, catalogue};

/// The snapshot's text: a line per table, in the order of the generated files, `name family
/// bytes`.
fn snapshot() -> String {
    let mut out = String::from(
        "# Every table of chess-lut, in the order of the generated files: its registry name, its\n\
         # family (core, or the cargo feature that asks for it) and its bytes. Written by\n\
         # scripts/regenerate.sh.\n",
    );
    for (table, family) in catalogue(Options::all(true)) {
        out.push_str(&format!("{} {family} {}\n", table.name, table.bytes()));
    }
    out
}

#[test]
fn sizes() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sizes.txt");
    let now = snapshot();
    if std::env::var("CHESS_LUT_SNAPSHOT").is_ok_and(|v| v == "write") {
        std::fs::write(&path, &now).unwrap();
        eprintln!("wrote {}", path.display());
        return;
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    if kept != now {
        let lines: Vec<&str> = kept.lines().collect();
        let changed: Vec<String> = now
            .lines()
            .filter(|l| !lines.contains(l))
            .map(|l| format!("+ {l}"))
            .chain(
                lines
                    .iter()
                    .filter(|l| !now.lines().any(|n| n == **l))
                    .map(|l| format!("- {l}")),
            )
            .collect();
        panic!(
            "the tables differ from {} ({}); if that is meant, rewrite it with \
             scripts/regenerate.sh",
            path.display(),
            changed.join(", ")
        );
    }
    // the shared magic table is as long as the committed factors pack it
    let magic = committed().len;
    assert!(now.contains(&format!("magic-attacks magic {}\n", 8 * magic)));
}
