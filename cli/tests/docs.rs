//! The docs' text that follows from the declarations, each between markers: the table of
//! statics in `docs/tables.md` (each static, the lookup that reads it, its twin, shape, bytes and
//! family), the features with their sizes in the README, and the overview's count of tables and
//! inputs in `docs/command.md`. Held to what this build's registry and the generator's catalogue
//! give; rewritten by `scripts/regenerate.sh`, which runs this test with
//! `CHESS_LUT_WRITE_DOCS=1` on a build for any x86-64 and again on a BMI2 build
//! (`RUSTFLAGS="-C target-cpu=native"`), which has the PEXT tables: each build rewrites what it
//! has and keeps the rest as written.

use std::path::{Path, PathBuf};

use chess_lut::tables::{self, Table};
use chess_lut_codegen::{Options, catalogue};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace holds the command's crate")
        .to_path_buf()
}

/// `n` with a space between each group of three digits past 9,999: `32 768`, `4096`.
fn grouped(n: usize) -> String {
    let digits = n.to_string();
    if digits.len() <= 4 {
        return digits;
    }
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// Each table's family, by registry name, from the generator's catalogue of every family.
fn families() -> Vec<(String, &'static str, usize)> {
    catalogue(Options::all(true))
        .into_iter()
        .map(|(s, family)| (s.name.clone(), family, s.bytes()))
        .collect()
}

/// The row of `t` in the table of statics.
fn row(t: &Table, family: &str) -> String {
    let (lookup, twin) = match t.lookups.first() {
        Some(l) => {
            let args: Vec<&str> = l.axes.iter().map(|a| a.name).collect();
            (
                // what it is asked, in the description's words (a module's lookups by slider)
                format!("`{}` ({})", l.path, args.join(", ")),
                format!("`{}`", l.twin),
            )
        }
        None => ("data".to_string(), String::new()),
    };
    let shape = match t.record {
        // a record's last dimension is its fields
        Some(record) => format!(
            "{} `{}`",
            grouped(t.shape[..t.shape.len() - 1].iter().product()),
            record.name
        ),
        None => {
            let dims: Vec<String> = t.shape.iter().map(|&n| grouped(n)).collect();
            format!("{} {}", dims.join("x"), t.elem.name())
        }
    };
    format!(
        "| `{}` | {lookup} | {twin} | {shape} | {} | {family} |",
        t.ident,
        grouped(t.bytes)
    )
}

/// The table of statics: a row per table of the catalogue, from this build's registry where it
/// has the table, else the row `kept` holds for it.
fn statics_table(kept: &str) -> String {
    let mut out = String::from(
        "| static | lookup (what it is asked) | computed twin | shape | bytes | feature |\n|---|---|---|---|---:|---|\n",
    );
    for (name, family, _) in families() {
        let line = match tables::get(&name) {
            Some(t) => row(t, family),
            None => {
                let ident = format!("| `{}` |", name.to_uppercase().replace('-', "_"));
                kept.lines()
                    .find(|l| l.starts_with(&ident))
                    .unwrap_or_else(|| panic!("no row for {name}, which this build lacks"))
                    .to_string()
            }
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// `bytes` as the README gives a size: `126 KiB`, `1.3 KiB`, `1 MiB`.
fn size(bytes: usize) -> String {
    let kib = bytes as f64 / 1024.0;
    if kib >= 1024.0 {
        format!("{:.0} MiB", kib / 1024.0)
    } else if kib < 10.0 && (kib * 10.0).round() % 10.0 != 0.0 {
        format!("{kib:.1} KiB")
    } else {
        format!("{kib:.0} KiB")
    }
}

/// The README's table of features, in the manifest's order: each family's size (the tables its
/// feature adds), `fastest`'s (the magic table, or PEXT's where that is its choice), and none
/// for a feature of no table.
fn features_table() -> String {
    let manifest = std::fs::read_to_string(workspace().join("Cargo.toml")).unwrap();
    let features = manifest
        .split("\n[features]\n")
        .nth(1)
        .expect("the manifest has features")
        .split("\n[")
        .next()
        .unwrap_or_default();
    let defaults: Vec<&str> = features
        .lines()
        .find_map(|l| l.strip_prefix("default = ["))
        .expect("the manifest lists its default features")
        .trim_end_matches(']')
        .split(", ")
        .map(|f| f.trim_matches('"'))
        .collect();
    let families = families();
    let sum = |f: &dyn Fn(&str, &str) -> bool| -> usize {
        families
            .iter()
            .filter(|(name, family, _)| f(name, family))
            .map(|(_, _, bytes)| bytes)
            .sum()
    };
    let of = |family: &str| sum(&|_, f| f == family);
    let mut out = String::from("| feature | default | size |\n|---|---|---:|\n");
    out.push_str(&format!("| *(core)* | always | {} |\n", size(of("core"))));
    for line in features.lines() {
        let Some((feature, _)) = line.split_once(" = [") else {
            continue;
        };
        if feature == "default" {
            continue;
        }
        let size = match feature {
            "fastest" => {
                let pext = sum(&|name, f| f == "pext" && !name.contains("compact"));
                format!(
                    "{} or {}",
                    size(of("magic")).trim_end_matches(" KiB"),
                    size(pext)
                )
            }
            family if of(family) > 0 => size(of(family)),
            _ => String::new(),
        };
        let default = if defaults.contains(&feature) {
            "yes"
        } else {
            "no"
        };
        out.push_str(&format!("| `{feature}` | {default} | {size} |\n"));
    }
    out
}

/// The text between `start` and `end` in `file` held to `now`, or rewritten to it where
/// `CHESS_LUT_WRITE_DOCS=1`.
fn held(file: &str, start: &str, end: &str, now: impl Fn(&str) -> String) {
    let path = workspace().join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let (before, rest) = text
        .split_once(start)
        .unwrap_or_else(|| panic!("{file} has no {start}"));
    let (kept, after) = rest
        .split_once(end)
        .unwrap_or_else(|| panic!("{file} has no {end}"));
    let now = format!("\n{}", now(kept));
    if std::env::var("CHESS_LUT_WRITE_DOCS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, format!("{before}{start}{now}{end}{after}")).unwrap();
        return;
    }
    assert_eq!(
        kept, now,
        "{file} is not what the declarations give: rewrite it with \
         scripts/regenerate.sh"
    );
}

#[test]
fn the_table_of_statics_is_the_registry_s() {
    held(
        "docs/tables.md",
        "<!-- the statics, written from the declarations -->",
        "<!-- end of the statics -->",
        statics_table,
    );
}

#[test]
fn the_readme_s_feature_sizes_are_the_catalogue_s() {
    held(
        "README.md",
        "<!-- the features, written from the declarations -->",
        "<!-- end of the features -->",
        |_| features_table(),
    );
}

/// The overview's last line, as the command prints it, for this build: how many tables it
/// checks and over how many inputs; the same for the other build (with BMI2 or without) kept
/// from `kept`.
fn overview_count(kept: &str) -> String {
    let (mut checked, mut inputs, mut outside) = (0, 0, 0);
    for report in tables::all().filter_map(chess_lut_cli::verify::check) {
        assert!(report.failures.is_empty(), "{:?}", report.failures);
        checked += 1;
        inputs += report.inputs;
        outside += report.outside;
    }
    // the figures of `kept`'s sentence: any build's tables, inputs and time, then a BMI2
    // build's tables and inputs (past the words "BMI2", "x86-64")
    let figures = |text: &str| -> Vec<u64> {
        text.split(|c: char| !c.is_ascii_digit())
            .filter_map(|w| w.parse().ok())
            .filter(|&n| n > 2)
            .collect()
    };
    let (first, second) = kept.split_once("x86-64").unwrap_or((kept, ""));
    let (first, second) = (figures(first), figures(second));
    // (the inputs outside a table's range are the same in both: no PEXT table has a range)
    let mut any = [0, 1, 3].map(|i| first.get(i).copied());
    let mut bmi2 = [0, 1].map(|i| second.get(i).copied());
    if tables::get("pext-attacks").is_some() {
        bmi2 = [Some(checked), Some(inputs)];
    } else {
        any = [Some(checked), Some(inputs), any[2]];
    }
    let [Some(tables), Some(inputs), Some(ms)] = any else {
        panic!("no count of a build for any x86-64 in {kept:?}: write it on one")
    };
    let [Some(pext_tables), Some(pext_inputs)] = bmi2 else {
        panic!("no count of a BMI2 build in {kept:?}: write it on one")
    };
    format!(
        "`verified: the lookups of all {tables} tables equal their calculations over {inputs} \
         inputs ({outside} of them outside a table's range) in {ms} ms`\non a build for any \
         x86-64; {pext_tables} tables and {pext_inputs} inputs on a build for a CPU with BMI2,\n\
         with the PEXT tables.\n"
    )
}

#[test]
fn the_overview_s_count_is_the_registry_s() {
    held(
        "docs/command.md",
        "<!-- the overview's count, written from the registry -->",
        "<!-- end of the overview's count -->",
        overview_count,
    );
}

#[test]
fn sizes_read_as_the_readme_writes_them() {
    assert_eq!(size(129_024), "126 KiB");
    assert_eq!(size(1_350), "1.3 KiB");
    assert_eq!(size(8_192), "8 KiB");
    assert_eq!(size(1_079_552), "1 MiB");
    assert_eq!(grouped(32_768), "32 768");
    assert_eq!(grouped(4_096), "4096");
    assert_eq!(grouped(861_184), "861 184");
}

/// The features `bake/Cargo.toml` declares, each with what it turns on, and its `default` list.
fn bake_features() -> (Vec<(String, String)>, Vec<String>) {
    let manifest = std::fs::read_to_string(workspace().join("bake/Cargo.toml")).unwrap();
    let section = manifest
        .split("\n[features]\n")
        .nth(1)
        .expect("the bake's manifest has features");
    let section = section.split("\n[").next().unwrap();
    let mut features = Vec::new();
    let mut default = None;
    for line in section
        .lines()
        .filter(|l| !l.starts_with('#') && l.contains('='))
    {
        let (name, list) = line.split_once('=').unwrap();
        let (name, list) = (name.trim(), list.trim());
        if name == "default" {
            let inside = list.trim_start_matches('[').trim_end_matches(']');
            default = Some(
                inside
                    .split(',')
                    .map(|f| f.trim().trim_matches('"').to_string())
                    .filter(|f| !f.is_empty())
                    .collect(),
            );
        } else {
            features.push((name.to_string(), list.to_string()));
        }
    }
    (
        features,
        default.expect("the bake's manifest names its defaults"),
    )
}

/// What docs/bake.md says of the bake's features is its manifest's: its table lists every
/// feature an engine turns on (all but `oracle`, which `cuckoo` and `threats` turn on for it),
/// and no other; what it says is on by default is the manifest's `default`, and a feature it
/// says is on by default is one.
#[test]
fn the_guide_s_bake_features_are_its_manifest_s() {
    let guide = std::fs::read_to_string(workspace().join("docs/bake.md")).unwrap();
    let (features, default) = bake_features();
    let table = guide
        .split("| feature | what it adds |\n|---|---|\n")
        .nth(1)
        .expect("docs/bake.md has the table of the bake's features");
    let mut listed: Vec<&str> = table
        .lines()
        .take_while(|l| l.starts_with('|'))
        .filter_map(|l| l.strip_prefix("| `")?.split('`').next())
        .collect();
    let mut engines: Vec<&str> = features
        .iter()
        .map(|(f, _)| f.as_str())
        .filter(|f| *f != "oracle")
        .collect();
    listed.sort_unstable();
    engines.sort_unstable();
    assert_eq!(
        listed, engines,
        "docs/bake.md's table of the bake's features"
    );
    // `oracle` is what the two that walk the board turn on, not a choice of the engine's
    for (f, on) in &features {
        if ["cuckoo", "threats"].contains(&f.as_str()) {
            assert!(on.contains("\"oracle\""), "{f}: {on}");
        }
    }
    let said = if default.is_empty() {
        "No feature is on by default".to_string()
    } else {
        format!("On by default: `{}`", default.join("`, `"))
    };
    assert!(guide.contains(&said), "docs/bake.md does not say: {said}");
    // every sentence that says a feature is on by default names one that is
    let unfolded = guide.replace('\n', " ");
    for sentence in unfolded.split(". ").filter(|s| s.contains("by default")) {
        for f in &engines {
            let named = [format!("feature `{f}`"), format!("`{f}`, on by default")];
            if named.iter().any(|n| sentence.contains(n.as_str()))
                && sentence.contains("on by default")
            {
                assert!(
                    default.iter().any(|d| d == f),
                    "docs/bake.md says `{f}` is on by default; bake/Cargo.toml's default is {default:?}: {sentence}"
                );
            }
        }
    }
}
