//! Where `--tables` finds a description: the newest where cargo writes one, and only its own
//! crate's.

use crate::common::{error, temp};

/// A description under `dir/path`, stamped `seconds` after the epoch (newer is larger).
fn describe_at(dir: &std::path::Path, path: &str, seconds: u64) {
    write_at(
        dir,
        path,
        r#"{"generator":"chess-lut-bake 0.1.0","tables":[]}"#,
        seconds,
    );
}

/// `text` under `dir/path`, stamped `seconds` after the epoch.
fn write_at(dir: &std::path::Path, path: &str, text: &str, seconds: u64) {
    let file = dir.join(path);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, text).unwrap();
    let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds);
    std::fs::File::options()
        .write(true)
        .open(&file)
        .unwrap()
        .set_modified(when)
        .unwrap();
}

/// In a directory, the newest description where cargo writes build scripts' output: in an
/// `out` directory, at most six below, not under what cargo keeps for itself; newer ones
/// elsewhere, or files there that are not descriptions, are not what an engine's build wrote.
#[test]
fn the_newest_description_is_found_where_cargo_writes_one() {
    let dir = temp("bake-walk");
    let _ = std::fs::remove_dir_all(&dir);
    describe_at(&dir, "t/release/build/e-1/out/old.json", 1);
    // the one to find: its `out` six directories below; one seven below is not looked at
    describe_at(
        &dir,
        "t/a/x86_64-unknown-linux-gnu/release/build/e-2/out/tables.json",
        2,
    );
    describe_at(
        &dir,
        "t/a/b/x86_64-unknown-linux-gnu/release/build/e-3/out/deep.json",
        3,
    );
    describe_at(&dir, "t/release/deps/e-4/out/deps.json", 4);
    describe_at(&dir, "t/release/build/e-5/notout/elsewhere.json", 5);
    // JSON another build script wrote, newer than the description to find: not one
    write_at(
        &dir,
        "t/release/build/e-6/out/other.json",
        r#"{"generator":"serde"}"#,
        6,
    );
    let found = chess_lut_cli::baked::load(&dir.join("t")).unwrap();
    assert!(
        found.path.ends_with("e-2/out/tables.json"),
        "{}",
        found.path.display()
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// A description as cargo leaves one: `dir/path`, holding `text`, stamped `seconds` after the
/// epoch.
fn description_at(dir: &std::path::Path, path: &str, text: &str, seconds: u64) {
    let file = dir.join(path);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, text).unwrap();
    let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds);
    std::fs::File::options()
        .write(true)
        .open(&file)
        .unwrap()
        .set_modified(when)
        .unwrap();
}

/// `chess-lut ARGS` with no `CARGO_TARGET_DIR` of the test's: its output.
fn bare(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_chess-lut"))
        .args(args)
        .env_remove("CARGO_TARGET_DIR")
        .output()
        .unwrap()
}

/// In a target directory two crates' descriptions are refused, each named, however new; a
/// crate's directory finds its own by its package name; copies of one description are one;
/// what is read is named.
#[test]
fn tables_are_found_by_crate_and_never_another_crates() {
    let dir = temp("bake-crates");
    let _ = std::fs::remove_dir_all(&dir);
    let engine = r#"{"generator":"chess-lut-codegen 0.1.0","tables":[{"name":"mine","ident":"MINE","twin":null,"doc":"Mine.","axes":[{"kind":"color","name":"c","integers":null}],"ty":"u8","stored":"u8","answer":"number","bytes":2,"values":[1,2]}]}"#;
    let other = r#"{"generator":"chess-lut-codegen 0.1.0","tables":[]}"#;
    description_at(
        &dir,
        "target/debug/build/my-engine-0aa1/out/tables.json",
        engine,
        10,
    );
    // another crate's, newer (the bake rewrites a description only when it changes)
    description_at(
        &dir,
        "target/debug/build/other-0bb2/out/tables.json",
        other,
        20,
    );
    let target = dir.join("target");
    let err = error(&["list", "--tables", target.to_str().unwrap()]);
    assert!(
        err.contains("2 descriptions under")
            && err.contains("other (")
            && err.contains("my-engine (")
            && err.contains("give the crate's directory, or the file"),
        "{err}"
    );
    // the crate: its package's, whatever else is newer
    std::fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"my-engine\"\nversion = \"0.1.0\"\n\n[dependencies]\nname = \"not this\"\n",
    )
    .unwrap();
    let listed = bare(&["list", "--tables", dir.to_str().unwrap()]);
    let listed = String::from_utf8(listed.stdout).unwrap();
    assert!(
        listed
            .lines()
            .next()
            .unwrap()
            .ends_with("my-engine-0aa1/out/tables.json"),
        "{listed}"
    );
    // its release build, the same tables: one description; a build that differs: refused
    description_at(
        &dir,
        "target/release/build/my-engine-0cc3/out/tables.json",
        engine,
        30,
    );
    let shown = bare(&["show", "--tables", dir.to_str().unwrap(), "mine", "black"]);
    assert_eq!(String::from_utf8_lossy(&shown.stdout), "mine black: 2\n");
    let release = dir.join("target/release/build/my-engine-0cc3/out/tables.json");
    assert_eq!(
        String::from_utf8_lossy(&shown.stderr),
        format!("read {}\n", release.display())
    );
    description_at(
        &dir,
        "target/release/build/my-engine-0cc3/out/tables.json",
        &engine.replace("[1,2]", "[1,3]"),
        30,
    );
    let differ = bare(&["show", "--tables", dir.to_str().unwrap(), "mine", "black"]);
    let err = String::from_utf8_lossy(&differ.stderr);
    assert!(
        err.starts_with("error: 2 descriptions of the crate my-engine under ")
            && err.contains("my-engine-0aa1")
            && err.contains("my-engine-0cc3"),
        "{err}"
    );
    // a crate with no build of its own
    std::fs::write(dir.join("Cargo.toml"), "[package]\nname = \"unbuilt\"\n").unwrap();
    let none = bare(&["list", "--tables", dir.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&none.stderr);
    assert!(
        err.starts_with("error: no tables baked by chess-lut-bake of the crate unbuilt under "),
        "{err}"
    );
    // the file itself, named where it is read
    let file = dir.join("target/debug/build/my-engine-0aa1/out/tables.json");
    let dumped = bare(&[
        "dump",
        "--tables",
        file.to_str().unwrap(),
        "mine",
        "--format",
        "csv",
    ]);
    assert_eq!(
        String::from_utf8_lossy(&dumped.stdout),
        "c,value\nwhite,1\nblack,2\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&dumped.stderr),
        format!("read {}\n", file.display())
    );
    std::fs::remove_dir_all(dir).unwrap();
}
