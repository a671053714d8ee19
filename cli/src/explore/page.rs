//! The explorer's one page, for chess-lut's tables and for an engine's: its head and style, the
//! list of tables and its search, the chosen table's name, facts and documentation, its work
//! area and its script, the same for both; what it lists (META, the JSON the script reads) and
//! the data it carries are filled in.
//!
//! The script asks a table one of two ways, by what the table is: a relation of chess-lut's is
//! asked of the crate itself, compiled to WebAssembly and carried in the page; a table of values
//! (an engine's baked table, or one of chess-lut's tables of data) is asked by its axes, its
//! values read from the page.

use crate::text::json_string;

/// The page's HTML, a marker (`/*WORK*/`) where each part goes.
const PAGE: &str = include_str!("page.html");
/// Its style sheet.
pub(super) const STYLE: &str = include_str!("page.css");
/// The work area: arguments, board and blockers, the answer; a relation's steps, source rows
/// and check of every input; a table of values' proof and grid.
const WORK: &str = include_str!("work.html");
/// The script: one function scope over its parts, in order (each part uses the ones before
/// it): helpers, the list of tables and its search, the board, the tables read from the page,
/// the crate compiled to WebAssembly, how each lookup reads its table (the steps shown), the
/// views built from the relations' descriptions, the tables of values, and the page itself.
pub(super) const SCRIPT: &str = concat!(
    "// The chess-lut explorer: every table's facts, documentation and values as the page\n",
    "// carries them; a relation of chess-lut's asked of the crate itself, compiled to\n",
    "// WebAssembly and embedded too (its lookup, its twin, the check of every input); a table\n",
    "// of values asked by its axes. No network, no dependency.\n",
    "'use strict';\n(function () {\n",
    include_str!("util.js"),
    include_str!("search.js"),
    include_str!("board.js"),
    include_str!("tables.js"),
    include_str!("crate.js"),
    include_str!("indexing.js"),
    include_str!("views.js"),
    include_str!("values.js"),
    include_str!("page.js"),
    "})();\n",
);

/// What fills the page: its title, what its list holds, the tables (each a JSON object), where
/// an engine's tables were read from, and the data elements the tables are read from.
pub(super) struct Page<'a> {
    pub title: &'a str,
    pub listed: &'a str,
    pub tables: &'a [String],
    pub path: Option<&'a str>,
    pub data: &'a str,
}

/// The page filled with `page`.
pub(super) fn shell(page: &Page) -> String {
    let meta = meta(page.path, page.tables);
    fill(
        PAGE,
        &[
            ("/*TITLE*/", page.title),
            ("/*STYLE*/", STYLE),
            ("/*TITLE*/", page.title),
            ("/*LISTED*/", page.listed),
            ("/*WORK*/", WORK.trim_end()),
            ("/*META*/", &meta),
            ("/*DATA*/", page.data),
            ("/*SCRIPT*/", SCRIPT),
        ],
    )
}

/// What the script reads beside the tables, as JSON: the version, the build's slider shifts
/// and whether it has BMI2, the vocabulary's names (the page spells no colour, piece or line
/// kind of its own), where an engine's tables were read from, and the tables. Every `<` is
/// written `\u003c`, as `json_string` writes it, so that nothing inside the `<script>` element
/// holding it can end it or change how it is parsed (`</script`, `<!--`); in JSON a `<` stands
/// only inside a string, where `\u003c` reads the same.
fn meta(path: Option<&str>, tables: &[String]) -> String {
    format!(
        "{{\"version\":{},\"bmi2\":{},\"rook_shift\":{},\"bishop_shift\":{},\"vocabulary\":{},\"path\":{},\"tables\":[{}]}}",
        json_string(env!("CARGO_PKG_VERSION")),
        cfg!(all(target_arch = "x86_64", target_feature = "bmi2")),
        chess_lut::tables::ROOK_SHIFT,
        chess_lut::tables::BISHOP_SHIFT,
        vocabulary(),
        path.map_or("null".into(), json_string),
        tables.join(",")
    )
    .replace('<', "\\u003c")
}

/// The names the page shows and reads: colours, line kinds, attackers (letter and name) and
/// the sliders (name and `Piece` number), each in its type's order.
fn vocabulary() -> String {
    use chess_lut::{Attacker, Color, LineKind, Piece};
    let strings = |items: Vec<String>| format!("[{}]", items.join(","));
    let colors = Color::ALL.iter().map(|c| json_string(c.name())).collect();
    let kinds = LineKind::ALL
        .iter()
        .map(|k| json_string(&k.to_string()))
        .collect();
    let attackers = Attacker::ALL
        .iter()
        .map(|a| {
            format!(
                "{{\"letter\":{},\"name\":{}}}",
                json_string(&a.to_string()),
                json_string(a.name())
            )
        })
        .collect();
    let sliders = [Piece::Rook, Piece::Bishop, Piece::Queen]
        .iter()
        .map(|&p| {
            format!(
                "{{\"name\":{},\"piece\":{}}}",
                json_string(p.name()),
                p as u8
            )
        })
        .collect();
    format!(
        "{{\"colors\":{},\"line_kinds\":{},\"attackers\":{},\"sliders\":{}}}",
        strings(colors),
        strings(kinds),
        strings(attackers),
        strings(sliders)
    )
}

/// `template` with each marker replaced by its text, the markers found in the template alone
/// (never inside a text put in before).
fn fill(template: &str, parts: &[(&str, &str)]) -> String {
    let mut out =
        String::with_capacity(template.len() + parts.iter().map(|p| p.1.len()).sum::<usize>());
    let mut rest = template;
    for (marker, text) in parts {
        let at = rest
            .find(marker)
            .unwrap_or_else(|| panic!("the page template has no {marker}"));
        out.push_str(&rest[..at]);
        out.push_str(text);
        rest = &rest[at + marker.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_are_filled_once_each_and_only_from_the_template() {
        let out = fill("<a>/*X*/<b>/*Y*/", &[("/*X*/", "/*Y*/"), ("/*Y*/", "y")]);
        assert_eq!(out, "<a>/*Y*/<b>y");
    }
}
