//! `show`: one question to a table, answered as a board (or, for an engine's table, as text
//! where no board fits), in four steps: the table found by its name ([`resolve`]), the
//! question read as it reads its arguments, its answer, and the answer drawn. chess-lut's
//! table is asked by its first lookup and drawn as its declaration's drawing says (`ours`);
//! an engine's baked table by its axes, answered from its description file's values (`baked`).

mod baked;
mod ours;

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use crate::baked::Baked;
use crate::by_name::{Found, resolve};
use crate::output::{Stop, note, output, write_file};

pub use crate::board::Shown;

/// `show TABLE ARGS… [--occupied X] [--svg FILE] [--tables FILE|DIR]` into `out`: the answer
/// as a board (as text, and as SVG into `svg`) or as text, which has no SVG. An engine's
/// table, from the description at `tables`, says on stderr which file it was read from (stdout
/// holds the answer alone, for a pipe).
pub fn command(
    table: &str,
    args: &[String],
    occupied: Option<&str>,
    svg: Option<&Path>,
    tables: Option<&Path>,
    out: &mut impl Write,
) -> Result<ExitCode, Stop> {
    let baked = tables.map(crate::baked::load).transpose()?;
    let done = match show(table, args, occupied, baked.as_ref())? {
        Shown::Board(picture) => {
            if let Some(path) = svg {
                write_file(path, &picture.svg())?;
            }
            output(None, &picture.text(), out)?
        }
        Shown::Text(_) if svg.is_some() => {
            return Err(Stop::Error(format!(
                "show {table} with these arguments answers in text, not a board: no --svg"
            )));
        }
        Shown::Text(text) => output(None, &text, out)?,
    };
    if let Some(baked) = baked {
        note(format_args!("read {}", baked.path.display()));
    }
    Ok(done)
}

/// `show TABLE ARGS… [--occupied X]`: the table `table` names (an engine's, from `baked`, or
/// chess-lut's by its name or an alias), asked `args` with the squares `occupied` (the text of
/// `--occupied`), and its answer drawn. An error is one line: an unknown table, `--occupied`
/// where it asks nothing, too many or too few arguments, one it cannot read.
///
/// ```
/// use chess_lut_cli::show::{Shown, show};
/// let Ok(Shown::Board(picture)) = show("knight-distance", &["a1".into()], None, None) else {
///     panic!("a board");
/// };
/// assert!(picture.caption.starts_with("knight-distance from a1"));
/// ```
pub fn show(
    table: &str,
    args: &[String],
    occupied: Option<&str>,
    baked: Option<&Baked>,
) -> Result<Shown, String> {
    match resolve(table, baked)? {
        Found::Registered(table) => Ok(ours::draw(&ours::ask(table, args, occupied)?)),
        Found::Baked(table) => baked::answer(table, args, occupied),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::by_name::registered as resolve;
    use chess_lut::tables;
    use ours::usage;

    /// An engine's table of one range axis, `steps`: 0, 1, 2 for n = 0, 1, 2.
    fn steps() -> Baked {
        let text = r#"{"generator":"chess-lut-codegen 0.1.0","tables":[{"name":"steps",
            "ident":"STEPS","twin":null,"doc":"Steps.","axes":[{"kind":"range","name":"n",
            "integers":{"ty":"u32","start":0,"end":2}}],"ty":"u8","stored":"u8",
            "answer":"number","bytes":3,"values":[0,1,2]}]}"#;
        crate::baked::from_text(text, std::path::Path::new("t.json")).unwrap()
    }

    #[test]
    fn one_show_for_our_tables_and_an_engines() {
        let ours = show("in-between", &["a1".into(), "c3".into()], None, None);
        let Ok(Shown::Board(picture)) = ours else {
            panic!("a board")
        };
        assert!(
            picture.caption.contains("b2 (1 squares)"),
            "{}",
            picture.caption
        );
        let baked = steps();
        let Ok(Shown::Text(text)) = show("steps", &["2".into()], None, Some(&baked)) else {
            panic!("a value as text")
        };
        assert_eq!(text, "steps n 2: 2\n");
        // the engine's table, not chess-lut's of that name
        let err = show("in-between", &[], None, Some(&baked))
            .err()
            .unwrap_or_default();
        assert!(err.contains("no table \"in-between\" in t.json"), "{err}");
        let err = show("steps", &["2".into()], Some("0x1"), Some(&baked));
        assert_eq!(
            err.err().as_deref(),
            Some("--occupied asks chess-lut's slider tables, not baked ones")
        );
    }

    #[test]
    fn nearest_names() {
        let err = resolve("in-betwen").unwrap_err();
        assert!(err.contains("did you mean \"in-between\"?"), "{err}");
        assert_eq!(resolve("attack").map(|t| t.name), Ok("x88-attacks"));
        let data = resolve("polyglot-random").unwrap();
        assert_eq!(
            (data.name, data.drawing.is_none()),
            ("polyglot-random", true)
        );
        let err = show("polyglot-random", &[], None, None)
            .err()
            .unwrap_or_default();
        assert!(err.contains("is data, not a relation"), "{err}");
    }

    #[test]
    fn every_table_draws_its_example() {
        for t in tables::all().filter(|t| !t.lookups.is_empty()) {
            let s = t.drawing.expect("a table a lookup reads is drawn");
            let args: Vec<String> = s.example.iter().map(|s| s.to_string()).collect();
            let occupied = t.lookups[0].occupancy().then_some("0x0024_0000_1800_2400");
            // a board where a square is asked; a number of no square (a 0x88 difference's
            // direction) as text
            let squares = t.lookups[0]
                .axes
                .iter()
                .any(|a| a.kind.argument() == chess_lut::relations::AxisKind::Square);
            match show(t.name, &args, occupied, None) {
                Ok(Shown::Board(picture)) if squares => {
                    assert!(picture.caption.starts_with(t.name) || picture.caption.contains(" on "))
                }
                Ok(Shown::Text(text)) if !squares => {
                    assert!(text.starts_with(&format!("{} ", t.name)), "{text}");
                }
                Ok(Shown::Board(_)) => panic!("{} {args:?}: a board of no square", t.name),
                Ok(Shown::Text(_)) => panic!("{} {args:?}: no board", t.name),
                Err(e) => panic!("{} {args:?}: {e}", t.name),
            }
        }
    }

    #[test]
    fn usages_in_words() {
        let usage_of = |name| {
            let t = tables::get(name).unwrap();
            usage(&t.lookups[0], t.drawing.unwrap().view)
        };
        assert_eq!(usage_of("in-between"), "two squares");
        assert_eq!(usage_of("knight-distance"), "a square");
        assert_eq!(usage_of("pawn-attacks"), "a colour and a square");
        assert_eq!(
            usage_of("intersection"),
            "a square, a line kind, a square and a line kind"
        );
    }
}
