//! The text the bake writes: a static's rows, doc comments, rustdoc links, array types, and
//! the check of a twin's or a lookup's Rust path before it is written.

use crate::declaration::axis::AxisInfo;
use crate::source::rows::Row;

/// A rustdoc link to the item `name` reached by `prefix` (`crate::tables::`), or in the same
/// module where `prefix` is empty.
pub(crate) fn link(name: &str, prefix: &str) -> String {
    if prefix.is_empty() {
        format!("[`{name}`]")
    } else {
        format!("[`{name}`]({prefix}{name})")
    }
}

/// The width a line of values stays within, but for a rank of squares, which may take up to
/// `RANK_WIDTH` (eight bitboards in hex) so that a row of a square table reads as a board.
const LINE_WIDTH: usize = 100;
const RANK_WIDTH: usize = 200;

/// The static's rows, `texts` its values as written, `depth` levels indented: laid out by
/// [`rows`], written by the generator's one writer of rows.
pub(crate) fn write_rows(out: &mut String, axes: &[&dyn AxisInfo], texts: &[String], depth: usize) {
    crate::source::rows::write_cells(out, &mut texts.iter(), &rows(axes, texts), depth);
}

/// How a baked static's values are laid out: the outer axes as nested arrays under `// label`
/// comments, the last two as labelled lines (a row on one line where it fits, else a rank of
/// squares or up to sixteen values to a line under the row's label).
fn rows(axes: &[&dyn AxisInfo], texts: &[String]) -> Vec<Row> {
    if axes.len() == 1 {
        return run(axes[0], texts);
    }
    let outer = axes[0];
    let n = outer.len().unwrap_or(0);
    let inner = texts.len() / n.max(1);
    (0..n)
        .map(|i| {
            let row = &texts[i * inner..(i + 1) * inner];
            let label = outer.label(i);
            // a row on one line where it fits (summed only for a row of values)
            if axes.len() == 2 && row.iter().map(|t| t.len() + 2).sum::<usize>() <= LINE_WIDTH {
                Row::Line {
                    label,
                    len: inner,
                    array: true,
                }
            } else {
                Row::Array {
                    label,
                    rows: rows(&axes[1..], row),
                }
            }
        })
        .collect()
}

/// One axis's values, inside an enclosing array: on one line where they fit, else eight
/// squares (a rank) or sixteen values to a line, each line labelled with its span.
fn run(axis: &dyn AxisInfo, texts: &[String]) -> Vec<Row> {
    let total: usize = texts.iter().map(|t| t.len() + 2).sum();
    let widest = texts.iter().map(String::len).max().unwrap_or(1) + 2;
    let per_line = if total <= LINE_WIDTH {
        texts.len()
    } else if axis.is_squares() {
        // a rank (of bitboards too), half of one, a quarter, or a square a line
        [8, 4, 2, 1]
            .into_iter()
            .find(|&n| n * widest <= RANK_WIDTH)
            .unwrap_or(1)
    } else {
        (LINE_WIDTH / widest).clamp(1, 16)
    };
    let span = |i: usize, j: usize| {
        if i == j {
            axis.label(i)
        } else {
            let (a, b) = (axis.label(i), axis.label(j));
            // `depth 0-15`, `a1-h1`: the common words once; `difference -119 to -104`, where a
            // dash would read as a minus
            let to = if b.contains('-') { " to " } else { "-" };
            match (a.rsplit_once(' '), b.rsplit_once(' ')) {
                (Some((wa, na)), Some((wb, nb))) if wa == wb => format!("{wa} {na}{to}{nb}"),
                _ => format!("{a}{to}{b}"),
            }
        }
    };
    texts
        .chunks(per_line.max(1))
        .enumerate()
        .map(|(k, chunk)| {
            let first = k * per_line;
            Row::Line {
                label: span(first, first + chunk.len() - 1),
                len: chunk.len(),
                array: false,
            }
        })
        .collect()
}

/// `text`'s lines added to `out`, each `levels` steps of four spaces further in (an empty line
/// left empty).
pub(crate) fn indent_into(out: &mut String, text: &str, levels: usize) {
    for line in text.lines() {
        if !line.is_empty() {
            for _ in 0..levels {
                out.push_str("    ");
            }
        }
        out.push_str(line);
        out.push('\n');
    }
}

/// `text` as `///` lines of at most 100 characters: a longer line of prose is broken at its
/// spaces, a line of code (inside a ``` fence) is kept whole.
pub(crate) fn doc_lines(out: &mut String, text: &str) {
    const WIDTH: usize = 96;
    let mut code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            code = !code;
        }
        if line.is_empty() {
            out.push_str("///\n");
            continue;
        }
        let mut rest = line;
        while !code && rest.len() > WIDTH {
            // the last break that leaves the line short enough, or else the first one
            let cut = breaks(rest)
                .take_while(|&at| at <= WIDTH)
                .last()
                .or_else(|| breaks(rest).next());
            let Some(at) = cut else { break };
            out.push_str("/// ");
            out.push_str(&rest[..at]);
            out.push('\n');
            rest = &rest[at + 1..];
        }
        out.push_str("/// ");
        out.push_str(rest);
        out.push('\n');
    }
}

/// Where a line of prose may break, in order: at a space past its start, outside inline code
/// (an even number of backticks before it), and not before what would start a Markdown block
/// at the head of the next line (a quote, a heading, a list item, a table).
fn breaks(line: &str) -> impl Iterator<Item = usize> + '_ {
    let mut ticks = 0;
    line.char_indices().filter_map(move |(at, c)| {
        if c == '`' {
            ticks += 1;
        }
        let next = &line[at + c.len_utf8()..];
        let block = next.starts_with(['>', '#', '-', '*', '+', '|', '='])
            || next
                .trim_start_matches(|d: char| d.is_ascii_digit())
                .starts_with(['.', ')'])
                && next.starts_with(|d: char| d.is_ascii_digit());
        (c == ' ' && at > 0 && ticks % 2 == 0 && !block).then_some(at)
    })
}

/// Whether `path` is an absolute Rust path to a function: names joined by `::`, from `crate`
/// or from `::` (another crate). The generated source is included in a module of the
/// engine's, where a relative path would mean whatever that module makes of it.
pub(crate) fn check_path(path: &str) -> Result<(), String> {
    let body = path.strip_prefix("::").unwrap_or(path);
    let ok = !body.is_empty()
        && body.split("::").all(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        });
    let absolute =
        path.starts_with("::") || body.split("::").next() == Some("crate") && body.contains("::");
    if !ok {
        Err(format!(
            "`{path}` is not a Rust path (like crate::search::reduction)"
        ))
    } else if !absolute {
        Err(format!(
            "`{path}` is not an absolute path (like crate::search::reduction): the source is \
             included in a module of yours, where a relative path means something else"
        ))
    } else {
        Ok(())
    }
}

/// Whether `place` is an absolute path, or one followed by fields (`crate::types::ZOBRIST.side`,
/// `crate::keys::ALL.0`): what names a constant or static, or a field of one; what is wrong with
/// it, if anything.
#[cfg(feature = "cuckoo")]
pub(crate) fn check_place(place: &str) -> Result<(), String> {
    let mut parts = place.split('.');
    check_path(parts.next().unwrap_or(place))?;
    let field = |f: &str| {
        let mut chars = f.chars();
        chars
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    if parts.all(field) {
        Ok(())
    } else {
        Err(format!(
            "`{place}` is not a Rust path, or one followed by fields (like \
             crate::types::ZOBRIST.side)"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::rust::Rust;
    use chess_lut_types::table::AxisKind;

    /// An axis of an engine's own, labelled in words of its own.
    struct Pieces;

    impl AxisInfo for Pieces {
        fn name(&self) -> &str {
            "piece"
        }
        fn len(&self) -> Option<usize> {
            Some(40)
        }
        fn label(&self, i: usize) -> String {
            format!("{} {i}", if i < 20 { "white" } else { "black" })
        }
        fn rust_type(&self, _: &Rust) -> Rust {
            Rust::from("u8")
        }
        fn index(&self, param: &str) -> Rust {
            Rust::from(format!("{param} as usize"))
        }
        fn every(&self, _: &Rust) -> Rust {
            Rust::from("0u8..40")
        }
        fn kind(&self) -> AxisKind {
            AxisKind::Range
        }
    }

    /// A line's label says its span: the words both ends share once, both labels whole where
    /// they differ, and "to" between negative numbers, where a dash would read as a minus.
    #[test]
    fn a_line_is_labelled_with_its_span() {
        let texts = vec!["1".to_string(); 40];
        let labels = |axis: &dyn AxisInfo| -> Vec<String> {
            run(axis, &texts)
                .into_iter()
                .map(|b| match b {
                    Row::Line { label, .. } => label,
                    other => panic!("{other:?}"),
                })
                .collect()
        };
        assert_eq!(
            labels(&Pieces),
            ["white 0-15", "white 16-black 31", "black 32-39"],
            "sixteen values a line"
        );
        let plies = crate::Range::new("ply", -40..=-1i8);
        assert_eq!(labels(&plies)[0], "ply -40 to -25");
    }
}

#[cfg(test)]
mod docs;
