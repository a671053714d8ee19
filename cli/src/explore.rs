//! `explore --out FILE`: one self-contained HTML page to look at every table. The page carries
//! the generated source itself (`tables::GENERATED_FILES`) and reads each table's rows from
//! it, so what it shows is the file the crate compiles, row by row; and it carries the crate
//! itself, compiled to WebAssembly (`chess-lut-explorer`, built by `scripts/explorer_wasm.sh`
//! and shipped in this crate beside the page, so that the command needs neither the wasm32
//! target nor the explorer's sources), which answers every question, with the lookup and with
//! its twin, and checks every input.
//! Script, styles and data are inline: the page opens from disk with no network and no server.

use chess_lut::relations::{AxisKind, Matters};
use chess_lut::tables::{self, Lookup, Table};

use chess_lut::tables::{Coord, Drawing, Indexing, View};

use crate::drawing::asked;
use crate::text::json_string;

pub mod baked;
mod page;

use page::{Page, shell};

/// The crate compiled to WebAssembly: `chess-lut-explorer` as `scripts/explorer_wasm.sh`
/// builds it from this version's sources (a test and CI check that it is).
pub const WASM: &[u8] = include_bytes!("explore/chess_lut_explorer.wasm");

/// The generated files whose statics the page reads, one after another: every module's (the
/// registry holds no static).
fn source() -> String {
    tables::GENERATED_FILES
        .iter()
        .filter(|(name, _)| *name != "registry.rs")
        .map(|(_, text)| *text)
        .collect()
}

/// The page, ready to write.
pub fn page() -> String {
    let source = source();
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

/// The opening members of a table's object on the page, ours or an engine's alike: the name it
/// is listed by, and its description (as the description file writes one).
fn described<S: AsRef<str>, A: AsRef<[chess_lut::tables::Axis<S>]>>(
    name: &str,
    d: &chess_lut::tables::Description<S, A>,
) -> String {
    let mut out = format!("\"name\":{},\"description\":{{", json_string(name));
    chess_lut_types::table::file::fields(&mut out, d);
    out.push('}');
    out
}

/// One of chess-lut's tables as the page reads it: its description (the rest, its doc, its
/// static's type and its values, the page reads from the source), and its first lookup with
/// how it is shown, if a lookup reads it.
fn table_json(t: &Table) -> String {
    let shape: Vec<String> = t.shape.iter().map(usize::to_string).collect();
    let record = t.record.map_or("null".to_string(), |r| {
        let fields: Vec<String> = r.fields.iter().map(|f| json_string(f)).collect();
        format!(
            "{{\"name\":{},\"fields\":[{}]}}",
            json_string(r.name),
            fields.join(",")
        )
    });
    let relation = match (t.lookups.first(), t.drawing) {
        (Some(lookup), Some(drawing)) => relation_json(lookup, &drawing),
        _ => "null".to_string(),
    };
    format!(
        "{{{},\"shape\":[{}],\"record\":{record},\"relation\":{relation}}}",
        described(t.name, &t.description()),
        shape.join(","),
    )
}

/// A JSON list of strings.
fn strings<'a>(items: impl IntoIterator<Item = &'a str>) -> String {
    let items: Vec<String> = items.into_iter().map(json_string).collect();
    format!("[{}]", items.join(","))
}

/// What the page needs of a table's first lookup and how it is shown: the paths of the lookup
/// and its twin (`lookup_path`, `twin_path`), the arguments' kinds (its fields), how to draw (its
/// view), how the table is indexed (the steps it shows), and the kind of answer.
fn relation_json(r: &Lookup, drawing: &Drawing) -> String {
    let piece = |p: Option<chess_lut::Piece>| p.map_or("null".into(), |p| json_string(p.name()));
    let args: Vec<String> = r
        .axes
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
            let matters = match &arg.integers {
                Some(range) => format!(",\"start\":{},\"end\":{}", range.start, range.end),
                None => matters,
            };
            format!(
                "{{\"kind\":{},\"label\":{}{matters}}}",
                json_string(arg.kind.words()),
                json_string(arg.name)
            )
        })
        .collect();
    let view = match drawing.view {
        View::Set => "{\"kind\":\"set\"}".to_string(),
        View::Around(a) => format!(
            "{{\"kind\":\"around\",\"attacker\":{}}}",
            a.map_or("null".into(), |a| (a as u8).to_string())
        ),
        View::Each => "{\"kind\":\"each\"}".to_string(),
        View::Crossing => "{\"kind\":\"crossing\"}".to_string(),
        View::Slider(p) => format!("{{\"kind\":\"slider\",\"piece\":{}}}", piece(p)),
        View::Entry(p) => format!("{{\"kind\":\"entry\",\"piece\":{}}}", piece(Some(p))),
    };
    let coord = |c: &Coord| match c {
        Coord::Arg(i) => format!("{{\"arg\":{i},\"of\":\"value\"}}"),
        Coord::FileOf(i) => format!("{{\"arg\":{i},\"of\":\"file\"}}"),
        Coord::RankOf(i) => format!("{{\"arg\":{i},\"of\":\"rank\"}}"),
    };
    let rows = |dims: Vec<String>| format!("{{\"kind\":\"rows\",\"dims\":[{}]}}", dims.join(","));
    let indexing = match drawing.indexing {
        Indexing::Rows(dims) => rows(dims.iter().map(coord).collect()),
        // by the lookup's arguments in order, a square's file or rank where the axis is one
        Indexing::Axes => rows(
            r.axes
                .iter()
                .enumerate()
                .map(|(i, a)| match a.kind {
                    AxisKind::FileOf => coord(&Coord::FileOf(i)),
                    AxisKind::RankOf => coord(&Coord::RankOf(i)),
                    _ => coord(&Coord::Arg(i)),
                })
                .collect(),
        ),
        other => format!("{{\"kind\":{}}}", json_string(other.name())),
    };
    format!(
        "{{\"lookup_path\":{},\"twin_path\":{},\"args\":[{}],\"asked\":[{}],\"example\":{},\"view\":{view},\"indexing\":{indexing},\"answer\":{},\"limits\":{}}}",
        json_string(r.path),
        json_string(r.twin),
        args.join(","),
        asked(r, drawing.view)
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(","),
        strings(drawing.example.iter().copied()),
        json_string(r.answer.name()),
        json_string(drawing.limits),
    )
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
        assert!(page.contains(&source()));
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
        let r = &tables::get("in-between").unwrap().lookups[0];
        let json = relation_json(r, &tables::get("in-between").unwrap().drawing.unwrap());
        let paths = format!(
            "{{\"lookup_path\":{},\"twin_path\":{},",
            json_string(r.path),
            json_string(r.twin)
        );
        assert!(json.starts_with(&paths), "{json}");
        assert!(json.ends_with(",\"limits\":\"\"}"), "{json}");
    }

    /// What a table does not answer reaches the page, which says it when asked.
    #[test]
    fn a_description_carries_its_limits() {
        let r = &tables::get("kindergarten-fill-up")
            .expect("the cli has kindergarten")
            .lookups[0];
        let s = tables::get("kindergarten-fill-up")
            .unwrap()
            .drawing
            .unwrap();
        assert!(!s.limits.is_empty());
        let json = relation_json(r, &s);
        let limits = format!(",\"limits\":{}}}", json_string(s.limits));
        assert!(json.ends_with(&limits), "{json}");
    }
}
