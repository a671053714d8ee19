//! `explore --out FILE`: one self-contained HTML page to look at every table. The page carries
//! the generated source itself (`tables::GENERATED_SOURCE`) and reads each table's rows from
//! it, so what it shows is the file the crate compiles, row by row; and it carries the crate
//! itself, compiled to WebAssembly (`chess-lut-explorer`, built by `scripts/explorer_wasm.sh`
//! and shipped in this crate beside the page, so that the command needs neither the wasm32
//! target nor the explorer's sources), which answers every question, with the lookup and with
//! its twin, and checks every input.
//! Script, styles and data are inline: the page opens from disk with no network and no server.

use chess_lut::relations::{self, AxisKind, Coord, Indexing, Matters, Relation, View};
use chess_lut::tables::{self, TableInfo};

use crate::text::json_string;

pub mod baked;
mod page;

use page::{Page, shell};

/// The crate compiled to WebAssembly: `chess-lut-explorer` as `scripts/explorer_wasm.sh`
/// builds it from this version's sources (a test and CI check that it is).
pub const WASM: &[u8] = include_bytes!("explore/chess_lut_explorer.wasm");

/// The page, ready to write.
pub fn page() -> String {
    let source = tables::GENERATED_SOURCE;
    // the source sits in a <script type="text/plain">, which only `</script` would end
    assert!(
        !source.to_ascii_lowercase().contains("</script"),
        "the generated source would end its script element"
    );
    let data = format!(
        "<script id=\"source\" type=\"text/plain\">{source}</script>\n\
         <script id=\"wasm\" type=\"text/plain\">{}</script>\n",
        base64(WASM)
    );
    let tables: Vec<String> = tables::all().map(table_json).collect();
    shell(&Page {
        title: "chess-lut explorer",
        listed: "registered tables",
        tables: &tables,
        path: None,
        data: &data,
    })
}

/// `bytes` in standard base64, with padding.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * k) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// One of chess-lut's tables as the page reads it: its registry entry (the rest, its doc, its
/// static's type and its values, the page reads from the source), and the description of its
/// first lookup, if a lookup reads it.
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
    let relation = relations::get(t.name).map_or("null".to_string(), relation_json);
    format!(
        "{{\"name\":{},\"ident\":{},\"shape\":[{}],\"type\":{},\"bytes\":{},\"summary\":{},\"record\":{},\"relation\":{}}}",
        json_string(t.name),
        json_string(t.ident),
        shape.join(","),
        json_string(t.elem.name()),
        t.bytes,
        json_string(t.summary),
        record,
        relation
    )
}

/// A JSON list of strings.
fn strings<'a>(items: impl IntoIterator<Item = &'a str>) -> String {
    let items: Vec<String> = items.into_iter().map(json_string).collect();
    format!("[{}]", items.join(","))
}

/// What the page needs of a table's description, under its fields' names: the paths of its
/// lookup and its twin (`lookup_path`, `twin_path`), the arguments' kinds (its fields), how to
/// draw (its view), how the table is indexed (the steps it shows), and the kind of answer.
fn relation_json(r: &Relation) -> String {
    let piece = |p: Option<chess_lut::Piece>| p.map_or("null".into(), |p| json_string(p.name()));
    let args: Vec<String> = r
        .args()
        .iter()
        .map(|arg| {
            let matters = match arg.kind {
                AxisKind::Occupancy(Matters::Between) => ",\"between\":true".to_string(),
                AxisKind::Occupancy(Matters::Relevant(p)) => format!(",\"relevant\":{}", piece(p)),
                AxisKind::Occupancy(Matters::Line(k)) => format!(
                    ",\"line\":{}",
                    k.map_or("null".into(), |k| (k as u8).to_string())
                ),
                _ => String::new(),
            };
            format!(
                "{{\"kind\":{},\"label\":{}{matters}}}",
                json_string(arg.kind.words()),
                json_string(arg.name)
            )
        })
        .collect();
    let view = match r.view {
        View::Set => "{\"kind\":\"set\"}".to_string(),
        View::Around(a) => format!(
            "{{\"kind\":\"around\",\"attacker\":{}}}",
            a.map_or("null".into(), |a| (a as u8).to_string())
        ),
        View::Each => "{\"kind\":\"each\"}".to_string(),
        View::Crossing => "{\"kind\":\"crossing\"}".to_string(),
        View::Slider(p) => format!("{{\"kind\":\"slider\",\"piece\":{}}}", piece(p)),
        View::Entry(p, _) => format!("{{\"kind\":\"entry\",\"piece\":{}}}", piece(Some(p))),
    };
    let indexing = match r.indexing {
        Indexing::Rows(dims) => {
            let dims: Vec<String> = dims
                .iter()
                .map(|c| match c {
                    Coord::Arg(i) => format!("{{\"arg\":{i},\"of\":\"value\"}}"),
                    Coord::FileOf(i) => format!("{{\"arg\":{i},\"of\":\"file\"}}"),
                    Coord::RankOf(i) => format!("{{\"arg\":{i},\"of\":\"rank\"}}"),
                })
                .collect();
            format!("{{\"kind\":\"rows\",\"dims\":[{}]}}", dims.join(","))
        }
        other => format!("{{\"kind\":{}}}", json_string(&indexing_name(other))),
    };
    format!(
        "{{\"lookup_path\":{},\"twin_path\":{},\"args\":[{}],\"asked\":[{}],\"example\":{},\"view\":{view},\"indexing\":{indexing},\"answer\":{},\"limits\":{}}}",
        json_string(r.lookup_path()),
        json_string(r.twin_path()),
        args.join(","),
        r.asked()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(","),
        strings(r.example.iter().copied()),
        json_string(r.description.answer.name()),
        json_string(r.limits),
    )
}

/// An indexing's name on the page: `x88-rotated` for `X88Rotated`.
fn indexing_name(indexing: Indexing) -> String {
    let debug = format!("{indexing:?}");
    let mut out = String::new();
    for (i, c) in debug.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_is_standard() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
        assert_eq!(base64(&[0xFF, 0xEF]), "/+8=");
    }

    #[test]
    fn the_page_holds_the_source_the_registry_and_the_script() {
        let page = page();
        assert!(page.contains(tables::GENERATED_SOURCE));
        assert!(page.contains(&base64(WASM)) && WASM.starts_with(b"\0asm"));
        assert!(page.contains(page::SCRIPT) && page.contains(page::STYLE));
        for t in tables::all() {
            assert!(
                page.contains(&format!("\"name\":\"{}\"", t.name)),
                "{}",
                t.name
            );
        }
        assert!(!page.contains("/*META*/") && !page.contains("/*SCRIPT*/"));
    }

    #[test]
    fn a_description_is_written_under_its_fields_names() {
        let r = relations::get("in-between").expect("in-between has a description");
        let json = relation_json(r);
        let paths = format!(
            "{{\"lookup_path\":{},\"twin_path\":{},",
            json_string(r.lookup_path()),
            json_string(r.twin_path())
        );
        assert!(json.starts_with(&paths), "{json}");
        assert!(json.ends_with(",\"limits\":\"\"}"), "{json}");
    }

    /// What a table does not answer reaches the page, which says it when asked.
    #[test]
    fn a_description_carries_its_limits() {
        let r = relations::get("kindergarten-fill-up").expect("the cli has kindergarten");
        assert!(!r.limits.is_empty());
        let json = relation_json(r);
        let limits = format!(",\"limits\":{}}}", json_string(r.limits));
        assert!(json.ends_with(&limits), "{json}");
    }
}
