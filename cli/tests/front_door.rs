//! The front door: the README's two commands as it writes them, and every subcommand piped into
//! a reader that stops reading.

mod common;
use common::*;

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace holds the command's crate")
        .to_path_buf()
}

/// The commands of the README's table "The two commands": (what, command) per row.
fn readme_commands() -> Vec<(String, String)> {
    let readme = std::fs::read_to_string(workspace().join("README.md")).unwrap();
    let section = readme
        .split("\n## The two commands\n")
        .nth(1)
        .expect("the README has a section \"The two commands\"");
    let rows: Vec<(String, String)> = section
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2) // the header and its rule
        .map(|row| {
            let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
            assert_eq!(cells.len(), 2, "a row of what and command: {row}");
            let command = cells[1].trim_matches('`');
            assert_eq!(
                cells[1].len(),
                command.len() + 2,
                "a command in backticks: {row}"
            );
            (cells[0].to_string(), command.to_string())
        })
        .collect();
    assert_eq!(rows.len(), 2, "two commands: {rows:?}");
    rows
}

/// The main job, exactly as the README writes it, from the workspace root: it builds, runs
/// the one binary there is to run, lists the tables and verifies every one.
#[test]
fn readme_main_command_runs_and_verifies() {
    let (what, command) = &readme_commands()[0];
    assert!(what.contains("main job"), "{what}");
    let words: Vec<&str> = command.split_whitespace().collect();
    assert_eq!(words[..2], ["cargo", "run"], "{command}");
    // as a user types it: none of this test's build flags (a build for this CPU would
    // build everything again)
    let out = Command::new(env!("CARGO"))
        .args(&words[1..])
        .current_dir(workspace())
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(out.status.success(), "`{command}` failed:\n{stderr}");
    // that build's tables (without this test's flags it may have fewer: no PEXT), as its
    // overview lists them, each described but the data
    let listed = stdout
        .lines()
        .skip_while(|l| !l.starts_with("table "))
        .skip(1)
        .take_while(|l| !l.trim().is_empty() && !l.starts_with("total "))
        .count();
    assert!(listed > 0, "the overview lists no table:\n{stdout}");
    // the data no lookup reads: the Polyglot keys and their two cuckoo tables
    let data = chess_lut::tables::all()
        .filter(|t| t.lookups.is_empty())
        .count();
    let relations = listed - data;
    let verified = format!("verified: the lookups of all {relations} tables");
    assert!(
        stdout.lines().any(|l| l.starts_with(&verified)),
        "`{command}` does not say `{verified} …`:\n{stdout}"
    );
}

/// The tests, as the README writes them, are what CI runs.
#[test]
fn readme_test_command_is_what_ci_runs() {
    let (what, command) = &readme_commands()[1];
    assert!(what.contains("tests"), "{what}");
    assert!(command.starts_with("cargo test"), "{command}");
    let ci = std::fs::read_to_string(workspace().join(".ci/run")).unwrap();
    // a line of the script that is the command, perhaps with more flags or a redirection
    let runs = |command: &str| {
        ci.lines().any(|l| {
            let l = l.trim();
            l == command || l.starts_with(&format!("{command} "))
        })
    };
    assert!(runs(command), ".ci/run never runs `{command}`");
    let main = &readme_commands()[0].1;
    assert!(runs(main), ".ci/run never runs `{main}`");
}

/// What each subcommand that can print more than a line is asked.
fn subcommands(dir: &Path) -> Vec<Vec<String>> {
    let page = dir.join("page.html");
    let page = page.to_str().unwrap();
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut all: Vec<Vec<&str>> = vec![
        vec![],
        vec!["--help"],
        vec!["list"],
        vec!["show", "in-between", "e1", "h4"],
        vec!["show", "knight-distance", "b2"],
        vec![
            "show",
            "rook-magics",
            "d4",
            "--occupied",
            "8/3p4/8/8/1P1R2n1/8/3B4/8",
        ],
        vec!["emit"],
        vec!["verify"],
        vec!["magics"],
        vec!["explore", "--out", page],
        vec!["bench", "--seconds", "0.1"],
        vec!["key", "--moves", "e2e4"],
        vec!["perft", "3", "--divide", "--fen", kiwipete],
        vec!["perft", "2"],
    ];
    for format in ["rust", "csv", "json"] {
        all.push(vec!["dump", "magic-attacks", "--format", format]);
        all.push(vec!["dump", "in-between", "--format", format]);
    }
    all.iter()
        .map(|a| a.iter().map(|s| s.to_string()).collect())
        .collect()
}

/// A reader that closes the pipe after the first line (`| head -1`) or before reading
/// anything: the command ends quietly, status 0, no panic and nothing on stderr but its
/// progress.
#[test]
fn a_closed_pipe_ends_every_subcommand_quietly() {
    let dir = temp("closed-pipe");
    std::fs::create_dir_all(&dir).unwrap();
    for args in subcommands(&dir) {
        // after the first line
        let mut child = Command::new(env!("CARGO_BIN_EXE_chess-lut"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty(), "chess-lut {args:?} printed nothing");
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        let status = child.wait().unwrap();
        quiet(&args, "after one line", status, &stderr);
        // before anything: every write fails
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_chess-lut"))
            .args(&args)
            .stdout(writer)
            .output()
            .unwrap();
        quiet(
            &args,
            "before anything",
            out.status,
            &String::from_utf8_lossy(&out.stderr),
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

fn quiet(args: &[String], when: &str, status: std::process::ExitStatus, stderr: &str) {
    assert_eq!(
        status.code(),
        Some(0),
        "chess-lut {args:?}, pipe closed {when}: {stderr}"
    );
    // the bench's progress lines are all it may say
    let noise: Vec<&str> = stderr
        .lines()
        .filter(|l| !l.starts_with('[') && *l != "preparing the inputs")
        .filter(|l| !l.starts_with("warning: an unoptimised build"))
        .collect();
    assert!(
        noise.is_empty(),
        "chess-lut {args:?}, pipe closed {when}, says: {stderr}"
    );
}

/// An answer that cannot be written for any other reason (a full disk) is an error, one line.
#[test]
fn a_full_disk_is_an_error() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // not on this system
    };
    let out = Command::new(env!("CARGO_BIN_EXE_chess-lut"))
        .arg("emit")
        .stdout(full)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with("error: cannot write to standard output: ")
            && stderr.lines().count() == 1,
        "{stderr}"
    );
}

/// Every crate of the workspace packages the licence files its manifest names
/// (`MIT OR Apache-2.0`): the texts at the root, linked into each crate's directory.
#[test]
fn every_package_carries_its_licences() {
    let root = workspace();
    let mit = std::fs::read_to_string(root.join("LICENSE-MIT")).expect("LICENSE-MIT");
    let apache = std::fs::read_to_string(root.join("LICENSE-APACHE")).expect("LICENSE-APACHE");
    assert!(mit.contains("Permission is hereby granted, free of charge"));
    assert!(apache.contains("Apache License") && apache.contains("Version 2.0, January 2004"));
    let metadata = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--no-deps",
            "--offline",
            "--format-version",
            "1",
        ])
        .current_dir(&root)
        .output()
        .expect("cargo runs");
    assert!(metadata.status.success());
    let metadata: serde_json::Value = serde_json::from_slice(&metadata.stdout).unwrap();
    let members: Vec<&str> = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert!(
        members.len() >= 9 && members.contains(&"chess-lut"),
        "{members:?}"
    );
    for member in members {
        let out = Command::new(env!("CARGO"))
            .args([
                "package",
                "--list",
                "--allow-dirty",
                "--offline",
                "-p",
                member,
            ])
            .current_dir(&root)
            .output()
            .expect("cargo runs");
        let listed = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{member}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        for file in ["LICENSE-MIT", "LICENSE-APACHE"] {
            assert!(
                listed.lines().any(|l| l == file),
                "{member}'s package has no {file}:\n{listed}"
            );
        }
    }
}

/// The pitch's perft claim against cozy-chess is the benchmark summary's, rounded: the summary
/// is written from the measurements (scripts/benchmarks.py), the pitch by hand.
#[test]
fn the_pitch_s_perft_ratio_is_the_summary_s() {
    let readme = std::fs::read_to_string(workspace().join("README.md")).unwrap();
    let row = readme
        .lines()
        .find(|l| l.starts_with("| perft "))
        .expect("the summary has a perft row");
    let ratio: f64 = row
        .split("cozy-chess ")
        .nth(1)
        .and_then(|rest| rest.split('x').next())
        .and_then(|r| r.parse().ok())
        .expect("the perft row gives cozy-chess's ratio");
    let words = [
        "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    let times = ((1.0 / ratio).round() as usize)
        .checked_sub(1)
        .and_then(|i| words.get(i))
        .unwrap_or_else(|| panic!("cozy-chess at {ratio}x ours: no word for it"));
    let claim = format!("perft about {times} times as fast as cozy-chess");
    assert!(
        readme.replace('\n', " ").contains(&claim),
        "the summary gives cozy-chess {ratio}x: the pitch should say \"{claim}\""
    );
}
