//! Where an engine's description is, given a directory: its crate's, in its target directory,
//! or the one description under a target directory; and the description read from there.

use std::path::{Path, PathBuf};

use super::read::{from_text, is_description};
use super::types::Baked;

/// The description at `path`; or, where `path` is a directory, the one description found
/// there (see [`find`]).
pub fn load(path: &Path) -> Result<Baked, String> {
    let file = if path.is_dir() {
        find(path)?
    } else {
        path.to_path_buf()
    };
    let text = std::fs::read_to_string(&file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    from_text(&text, &file)
}

/// The description of baked tables under the directory `dir`. Where `dir` is a crate (its
/// `Cargo.toml` names a package), that package's, in its target directory
/// (`CARGO_TARGET_DIR`, or the nearest `target` at or above `dir`); else any under `dir` (a
/// target directory). Cargo writes a build script's files in `…/build/PACKAGE-HASH/out/`:
/// only there is one looked for (six directories below at most, not in what cargo keeps for
/// itself). Where those found differ (two crates' tables, or one crate's from two builds that
/// differ), none is taken: the error names each, so that the crate's directory or the file
/// can be given. Of copies of one description, the newest is read.
pub fn find(dir: &Path) -> Result<PathBuf, String> {
    let package = package_name(&dir.join("Cargo.toml"));
    let root = if dir.join("Cargo.toml").is_file() {
        target_dir(dir).ok_or_else(|| {
            format!(
                "no target directory for the crate {}: build it first, or give the \
                 description file (OUT_DIR/NAME.json)",
                dir.display()
            )
        })?
    } else {
        dir.to_path_buf()
    };
    let mut found = descriptions(&root);
    if let Some(package) = &package {
        found.retain(|f| &f.package == package);
    }
    let of = match &package {
        Some(package) => format!("of the crate {package} under {}", root.display()),
        None => format!("under {}", root.display()),
    };
    found.sort_by_key(|f| std::cmp::Reverse(f.when));
    let Some(newest) = found.first() else {
        return Err(format!(
            "no tables baked by chess-lut-bake {of}: build the crate that bakes them first, \
             or give the description file (OUT_DIR/NAME.json)"
        ));
    };
    if found.iter().all(|f| f.text == newest.text) {
        return Ok(newest.path.clone());
    }
    let named: Vec<String> = found
        .iter()
        .map(|f| format!("{} ({})", f.package, f.path.display()))
        .collect();
    Err(format!(
        "{} descriptions {of} differ, so which to read is not clear: {}; give the crate's \
         directory, or the file",
        found.len(),
        named.join(", ")
    ))
}

/// A description found where cargo writes a build script's files.
struct Found {
    path: PathBuf,
    /// The package whose build script wrote it.
    package: String,
    when: std::time::SystemTime,
    text: Vec<u8>,
}

/// Every description of baked tables in an `out` directory under `dir`, six directories below
/// at most, outside what cargo keeps for itself.
fn descriptions(dir: &Path) -> Vec<Found> {
    let mut found = Vec::new();
    let mut stack = vec![(dir.to_path_buf(), 0)];
    while let Some((d, depth)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if path.is_dir() {
                let skip = ["deps", "incremental", ".fingerprint", "examples", "doc"];
                if depth < 6 && !skip.contains(&name.as_ref()) {
                    stack.push((path, depth + 1));
                }
            } else if name.ends_with(".json") && d.file_name().is_some_and(|n| n == "out") {
                let text = std::fs::read(&path).unwrap_or_default();
                if is_description(&text) {
                    let when = entry.metadata().and_then(|m| m.modified());
                    // …/build/PACKAGE-HASH/out/NAME.json
                    let package = d
                        .parent()
                        .and_then(Path::file_name)
                        .map(|n| n.to_string_lossy().into_owned())
                        .map(|n| n.rsplit_once('-').map_or(n.clone(), |(p, _)| p.to_string()))
                        .unwrap_or_default();
                    found.push(Found {
                        path,
                        package,
                        when: when.unwrap_or(std::time::UNIX_EPOCH),
                        text,
                    });
                }
            }
        }
    }
    found
}

/// The package `manifest` (a `Cargo.toml`) declares, if it declares one: its `[package]`
/// section's `name`.
fn package_name(manifest: &Path) -> Option<String> {
    let text = std::fs::read_to_string(manifest).ok()?;
    let mut in_package = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if let Some(value) = line.strip_prefix("name").map(str::trim_start)
            && in_package
        {
            let value = value.strip_prefix('=')?.trim();
            return Some(value.trim_matches(|c| c == '"' || c == '\'').to_string());
        }
    }
    None
}

/// Where cargo builds the crate at `dir`: `CARGO_TARGET_DIR`, or the nearest `target` at or
/// above it (a workspace's members build in the workspace's).
fn target_dir(dir: &Path) -> Option<PathBuf> {
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return Some(PathBuf::from(target));
    }
    let dir = dir.canonicalize().ok()?;
    dir.ancestors()
        .map(|d| d.join("target"))
        .find(|t| t.is_dir())
}
