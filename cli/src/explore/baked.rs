//! `explore --tables FILE|DIR`: the explorer's page listing an engine's baked tables, from the
//! description its bake wrote beside the source: each table's facts and documentation, and its
//! values asked by its axes, drawn on a board where an axis is a square, in a grid where none
//! is. The values are the description's, the ones the bake wrote into the source and proved
//! equal to the twin; the page computes nothing, so it carries no WebAssembly.

use super::described;
use super::page::{Page, shell};
use crate::baked::{Axis, Baked, BakedTable};
use crate::text::json_string;
use chess_lut::relations::AxisKind;
use chess_lut_types::table::array_type;

/// A table of more values than this is listed with its facts but not embedded: the page
/// stays small enough to open (`chess-lut dump --tables` writes any table whole).
pub const MAX_VALUES: usize = 1 << 18;

/// The page for the tables of `baked`, ready to write.
pub fn page(baked: &Baked) -> String {
    let tables: Vec<String> = baked.tables.iter().map(table).collect();
    shell(&Page {
        title: "chess-lut explorer: baked tables",
        listed: "baked tables",
        tables: &tables,
        path: Some(&baked.path.display().to_string()),
        data: "",
    })
}

/// One table as the page reads it: its description, its axes with the label of every value,
/// and every value as the text board writes it (where it fits in the page).
fn table(t: &BakedTable) -> String {
    let embedded = t.values.len() <= MAX_VALUES;
    let strings = |items: Vec<String>| {
        let items: Vec<String> = items.iter().map(|s| json_string(s)).collect();
        format!("[{}]", items.join(","))
    };
    let axes: Vec<String> = t
        .axes()
        .iter()
        .map(|a| {
            let labels: Vec<String> = if embedded {
                (0..a.count().unwrap_or(0)).map(|i| a.label(i)).collect()
            } else {
                Vec::new()
            };
            format!(
                "{{\"name\":{},\"kind\":{},\"labels\":{}}}",
                json_string(&a.name),
                json_string(kind(a)),
                strings(labels)
            )
        })
        .collect();
    let values: Vec<String> = if embedded {
        (0..t.values.len()).map(|i| t.text(i)).collect()
    } else {
        Vec::new()
    };
    let shape = t.shape();
    let rust_type = array_type(&t.description.stored, &shape).to_string();
    let shape: Vec<String> = shape.iter().map(usize::to_string).collect();
    format!(
        "{{{},\"rust_type\":{},\"shape\":[{}],\"axes\":[{}],\"embedded\":{embedded},\"values\":{}}}",
        described(t.name(), &t.description),
        json_string(&rust_type),
        shape.join(","),
        axes.join(","),
        strings(values)
    )
}

/// What the page does with an axis: a square is asked on the board, anything else picked.
fn kind(axis: &Axis) -> &'static str {
    match axis.kind {
        AxisKind::Square => "square",
        _ => "pick",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn description(values: usize) -> String {
        let values: Vec<String> = (0..values).map(|v| (v % 7).to_string()).collect();
        format!(
            "{{\"generator\":\"chess-lut-codegen 0.1.0\",\"tables\":[{{\"name\":\"steps\",\
             \"ident\":\"STEPS\",\"twin\":null,\"doc\":\"Ends </script> here.\",\
             \"axes\":[{{\"kind\":\"range\",\"name\":\"n\",\"integers\":{{\"ty\":\"u32\",\
             \"start\":0,\"end\":{}}}}}],\"ty\":\"u8\",\"stored\":\"u8\",\"answer\":\"number\",\
             \"bytes\":{},\"values\":[{}]}}]}}",
            values.len() - 1,
            values.len(),
            values.join(",")
        )
    }

    #[test]
    fn the_page_embeds_every_value_and_no_early_end_of_its_script() {
        let baked = crate::baked::from_text(&description(10), Path::new("t.json")).unwrap();
        let page = page(&baked);
        assert_eq!(
            page.matches("</script").count(),
            2,
            "two script elements end"
        );
        assert!(page.contains("Ends \\u003c/script> here."));
        assert!(page.contains(r#""values":["0","1","2","3","4","5","6","0","1","2"]"#));
    }

    #[test]
    fn a_table_too_large_is_listed_not_embedded() {
        let baked =
            crate::baked::from_text(&description(MAX_VALUES + 1), Path::new("t.json")).unwrap();
        let page = page(&baked);
        assert!(page.contains(r#""embedded":false"#));
        assert!(page.len() < 100_000, "{} bytes", page.len());
    }
}
