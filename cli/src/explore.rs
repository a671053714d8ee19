//! `explore --out FILE`: one self-contained HTML page to look at every table. The page carries
//! the generated source itself (`tables::GENERATED_SOURCE`) and reads each table from it, so
//! what it shows is the file the crate compiles, row by row; it answers a question with the
//! crate's index arithmetic over those numbers and, beside it, with its own port of the
//! computed twin (`page.js`). Script, styles and data are inline: the page opens from disk with
//! no network and no server.

use chess_lut::tables::{self, TableInfo};

use crate::dump::json_string;

const PAGE: &str = include_str!("explore/page.html");
const STYLE: &str = include_str!("explore/page.css");
const SCRIPT: &str = include_str!("explore/page.js");

/// The page, ready to write.
pub fn page() -> String {
    let source = tables::GENERATED_SOURCE;
    // the source sits in a <script type="text/plain">, which only `</script` would end
    assert!(
        !source.to_ascii_lowercase().contains("</script"),
        "the generated source would end its script element"
    );
    fill(
        PAGE,
        &[
            ("/*STYLE*/", STYLE),
            ("/*META*/", &meta()),
            ("/*SOURCE*/", source),
            ("/*SCRIPT*/", SCRIPT),
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

/// What the page needs to know beside the source: the registry, as JSON.
fn meta() -> String {
    let tables: Vec<String> = tables::all().map(table_json).collect();
    format!(
        "{{\"version\":{},\"bmi2\":{},\"rook_shift\":{},\"bishop_shift\":{},\"tables\":[{}]}}",
        json_string(env!("CARGO_PKG_VERSION")),
        tables::get("pext-attacks").is_some(),
        tables::ROOK_SHIFT,
        tables::BISHOP_SHIFT,
        tables.join(",")
    )
}

fn table_json(t: &TableInfo) -> String {
    let shape: Vec<String> = t.shape.iter().map(usize::to_string).collect();
    let record = t.record.map_or("null".to_string(), |r| {
        let fields: Vec<String> = r.fields.iter().map(|f| json_string(f)).collect();
        format!(
            "{{\"name\":{},\"fields\":[{}]}}",
            json_string(r.name),
            fields.join(",")
        )
    });
    format!(
        "{{\"name\":{},\"ident\":{},\"shape\":[{}],\"elem\":{},\"bytes\":{},\"description\":{},\"record\":{}}}",
        json_string(t.name),
        json_string(t.ident),
        shape.join(","),
        json_string(t.record.map_or(t.elem.name(), |r| r.name)),
        t.bytes,
        json_string(t.description),
        record
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_for_json_inside_a_script() {
        assert_eq!(
            json_string("a\"b\\c</script>\n"),
            r#""a\"b\\c\u003c/script>\u000a""#
        );
    }

    #[test]
    fn markers_are_filled_once_each_and_only_from_the_template() {
        let out = fill("<a>/*X*/<b>/*Y*/", &[("/*X*/", "/*Y*/"), ("/*Y*/", "y")]);
        assert_eq!(out, "<a>/*Y*/<b>y");
    }

    #[test]
    fn the_page_holds_the_source_the_registry_and_the_script() {
        let page = page();
        assert!(page.contains(tables::GENERATED_SOURCE));
        assert!(page.contains(SCRIPT) && page.contains(STYLE));
        for t in tables::all() {
            assert!(
                page.contains(&format!("\"name\":\"{}\"", t.name)),
                "{}",
                t.name
            );
        }
        assert!(!page.contains("/*META*/") && !page.contains("/*SCRIPT*/"));
    }
}
