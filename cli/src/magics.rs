//! `magics`: check the committed black magics (`codegen/src/magic_factors.rs`, what the built tables
//! use), or search for a smaller packing and write it there.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use crate::output::{Stop, note};
use chess_lut::Square;
use chess_lut::tables::{BISHOP_MAGICS, MAGIC_ATTACKS, MagicEntry, ROOK_MAGICS};
use chess_lut_codegen::magic_factors::{BISHOP_PLACEMENTS, ROOK_PLACEMENTS};
use chess_lut_codegen::search::factors_file;
use chess_lut_codegen::search::{Search, Solution, committed};
use chess_lut_codegen::slider_blocks::{Blocks, Placement, Slider, shared_table};

/// Where `--search` writes by default: the workspace's data file, found from where this binary
/// was built.
pub fn default_out() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../codegen/src/magic_factors.rs")
}

/// `magics`: the committed placements make a table without a conflict, of the length the
/// built table has, and the built entries hold exactly their factors and offsets. Writes a
/// line per slider and a verdict; exit code 1 on any difference.
pub fn check(out: &mut impl Write) -> io::Result<ExitCode> {
    let start = Instant::now();
    let blocks = Slider::ALL.map(Blocks::new);
    let mut ok = true;
    match shared_table(&blocks, [&ROOK_PLACEMENTS, &BISHOP_PLACEMENTS], 32) {
        Ok(table) => {
            let same = table.values == MAGIC_ATTACKS;
            writeln!(
                out,
                "shared table: {} entries, no factor and no overlap puts two attack sets into one \
                 slot; {}",
                table.values.len(),
                if same {
                    "equal to the built MAGIC_ATTACKS".to_string()
                } else {
                    format!(
                        "DIFFERS from the built MAGIC_ATTACKS ({} entries)",
                        MAGIC_ATTACKS.len()
                    )
                }
            )?;
            ok &= same;
        }
        Err(e) => {
            writeln!(out, "shared table: {e}")?;
            ok = false;
        }
    }
    for (slider, placements, built) in [
        (Slider::Rook, &ROOK_PLACEMENTS, &ROOK_MAGICS),
        (Slider::Bishop, &BISHOP_PLACEMENTS, &BISHOP_MAGICS),
    ] {
        let blocks = &blocks[usize::from(slider == Slider::Bishop)];
        let differ: Vec<String> = Square::ALL
            .iter()
            .filter(|sq| {
                let (p, b): (&Placement, &MagicEntry) =
                    (&placements[sq.index()], &built[sq.index()]);
                b.factor != p.factor
                    || b.offset != p.offset as u64
                    || b.not_mask != !blocks.mask(**sq as u8)
            })
            .map(|sq| sq.to_string())
            .collect();
        let credits = placements.iter().map(|p| p.origin.credit()).fold(
            Vec::<(String, usize)>::new(),
            |mut all, c| {
                match all.iter_mut().find(|(name, _)| *name == c) {
                    Some(entry) => entry.1 += 1,
                    None => all.push((c, 1)),
                }
                all
            },
        );
        let credits: Vec<String> = credits.iter().map(|(c, n)| format!("{n} by {c}")).collect();
        writeln!(
            out,
            "{}: 64 factors ({}): {}",
            slider.name(),
            credits.join(", "),
            if differ.is_empty() {
                "equal to the built entries".to_string()
            } else {
                format!("DIFFER from the built entries on {}", differ.join(" "))
            }
        )?;
        ok &= differ.is_empty();
    }
    writeln!(
        out,
        "{} in {:.0} ms",
        if ok {
            "magics: checked"
        } else {
            "magics: FAILED (rebuild after changing codegen/src/magic_factors.rs)"
        },
        start.elapsed().as_secs_f64() * 1e3
    )?;
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `magics --search SECONDS [--seed N] [--fresh] [--out FILE]`: improve on the committed
/// packing (or, `fresh`, pack factors of its own from nothing) for `seconds`, with progress on
/// stderr; write the data file to `path` when the table got shorter (always, when `fresh`), and
/// what it found to `out`.
pub fn search(
    seconds: f64,
    seed: u64,
    fresh: bool,
    path: &Path,
    out: &mut impl Write,
) -> Result<ExitCode, Stop> {
    // a path it could not write is an error before the search, not after
    let writable = if path.exists() {
        std::fs::OpenOptions::new().append(true).open(path).is_ok()
    } else {
        path.parent()
            .is_some_and(|dir| dir.as_os_str().is_empty() || dir.is_dir())
    };
    if !writable {
        return Err(Stop::Error(format!(
            "cannot write {}: no such directory, or not writable",
            path.display()
        )));
    }
    let blocks = Slider::ALL.map(Blocks::new);
    let start = committed();
    // from nothing, a third of the time goes to finding each square's first patterns
    let pool_seconds = if fresh { seconds / 3.0 } else { 0.0 };
    let mut search = Search::new(&blocks, (!fresh).then_some(&start), seed, pool_seconds);
    let from = search.best().len;
    note(format_args!(
        "searching for {seconds} s, seed {seed:#X}, from {} ({from} entries)",
        if fresh {
            "factors of its own"
        } else {
            "the committed set"
        }
    ));
    search.run(seconds - pool_seconds, u64::MAX, |p| {
        note(format_args!(
            "{:7.1} s  {} entries  {} steps  {} factors tried",
            p.seconds, p.len, p.steps, p.factors
        ));
    });
    let found: Solution = search.best();
    // the table the build would make from it, checked as the build checks it
    let table = shared_table(&blocks, [&found.placements[0], &found.placements[1]], 32)
        .map_err(|e| format!("the search made a bad table: {e}"))?;
    assert_eq!(
        table.values.len(),
        found.len,
        "the search's length is the table's"
    );
    writeln!(
        out,
        "{} entries (committed: {}, cozy-chess: 87988)",
        found.len, start.len
    )?;
    if fresh || found.len < start.len {
        let source = factors_file([&found.placements[0], &found.placements[1]], found.len);
        std::fs::write(path, source)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        writeln!(out, "wrote {}; rebuild to use it", path.display())?;
    } else {
        writeln!(
            out,
            "no shorter than the committed set: {} left as it is",
            path.display()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
