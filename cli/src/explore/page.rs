//! The shell both explorer pages share, chess-lut's and an engine's: its head and style, the
//! list of tables and its search, the chosen table's name, facts and documentation, and the
//! places its work area, its data and its script are filled in.

/// The shell's HTML, a marker (`/*WORK*/`) where each part goes.
const PAGE: &str = include_str!("page.html");
/// Its style sheet.
pub(super) const STYLE: &str = include_str!("page.css");

/// What fills the shell: the page's title, what its list holds, its work area, its META (the
/// JSON its script reads), other data elements, and its script.
pub(super) struct Page<'a> {
    pub title: &'a str,
    pub listed: &'a str,
    pub work: &'a str,
    pub meta: &'a str,
    pub data: &'a str,
    pub script: &'a str,
}

/// The shell filled with `page`.
pub(super) fn shell(page: &Page) -> String {
    fill(
        PAGE,
        &[
            ("/*TITLE*/", page.title),
            ("/*STYLE*/", STYLE),
            ("/*TITLE*/", page.title),
            ("/*LISTED*/", page.listed),
            ("/*WORK*/", page.work.trim_end()),
            ("/*META*/", page.meta),
            ("/*DATA*/", page.data),
            ("/*SCRIPT*/", page.script),
        ],
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
