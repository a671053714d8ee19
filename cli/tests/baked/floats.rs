//! The floats of a bake, `f64` and `f32`: every value `show`, `dump` and the page give reads
//! back to the bits baked.

use chess_lut_codegen::bake::{Bake, Range, Table};

use crate::common::{Temp, stdout, temp};

/// The late-move reduction before truncation: values whose shortest text takes up to
/// seventeen digits as an `f64` (in hundredths of a ply, nine as an `f32`).
fn reduction(d: u8, m: u8) -> f64 {
    if d == 0 || m == 0 {
        0.0
    } else {
        0.7844 + f64::from(d).ln() * f64::from(m).ln() / 2.4696
    }
}

/// A bake of the reductions as `f64` (`lmr64`) and in hundredths of a ply as `f32` (`lmr32`),
/// depth by moves.
fn floats_baked(name: &str) -> Temp {
    let dir = temp(name);
    let out = dir.join("debug/build/engine-0123/out");
    std::fs::create_dir_all(&out).unwrap();
    let axes = || (Range::new("depth", 0..=63u8), Range::new("moves", 0..=63u8));
    let mut bake = Bake::new();
    bake.table(Table::new("lmr64", axes(), |(d, m)| reduction(d, m)).twin("crate::lmr64"))
        .table(
            Table::new("lmr32", axes(), |(d, m)| (reduction(d, m) * 100.0) as f32)
                .twin("crate::lmr32"),
        );
    bake.write(&out, "tables").unwrap();
    dir
}

/// The bits of `text` read as the table's type, widened: what is compared.
fn bits(table: &str, text: &str) -> u64 {
    match table {
        "lmr64" => text.parse::<f64>().expect(text).to_bits(),
        _ => u64::from(text.parse::<f32>().expect(text).to_bits()),
    }
}

/// The bits baked: the function's, in the table's type.
fn baked_bits(table: &str, d: u8, m: u8) -> u64 {
    match table {
        "lmr64" => reduction(d, m).to_bits(),
        _ => u64::from(((reduction(d, m) * 100.0) as f32).to_bits()),
    }
}

/// Every value of an `f64` and of an `f32` table, as `show`, `dump` in every format and the
/// page give it, reads back to the bits baked (the bits the static holds and the lookup
/// returns): none rounded by a reading through another type.
#[test]
fn every_float_reads_back_to_the_bits_baked() {
    let dir = floats_baked("floats");
    let file = dir.join("debug/build/engine-0123/out/tables.json");
    let f = file.to_str().unwrap();
    // the hard cases are there: texts of seventeen significant digits and of nine
    let digits = |text: &str| {
        let mantissa = text.split('e').next().unwrap().replace(['-', '.'], "");
        mantissa.trim_start_matches('0').len()
    };
    let longest = |table| {
        (0..64u8)
            .flat_map(|d| (0..64u8).map(move |m| (d, m)))
            .map(|(d, m)| match table {
                "lmr64" => digits(&format!("{:?}", reduction(d, m))),
                _ => digits(&format!("{:?}", (reduction(d, m) * 100.0) as f32)),
            })
            .max()
    };
    assert_eq!((longest("lmr64"), longest("lmr32")), (Some(17), Some(9)));
    // one value, as the function gives it: the shortest text of its bits
    assert_eq!(
        stdout(&["show", "--tables", f, "lmr64", "2", "8"]),
        format!("lmr64 depth 2 moves 8: {:?}\n", reduction(2, 8))
    );
    for table in ["lmr64", "lmr32"] {
        let mut differ = 0;
        let mut seen = 0;
        // show: each depth's row, every move number
        for d in 0..64u8 {
            let row = stdout(&["show", "--tables", f, table, &d.to_string()]);
            let texts: Vec<&str> = row
                .lines()
                .skip(1)
                .flat_map(|l| l.split_whitespace().skip(2))
                .collect();
            assert_eq!(texts.len(), 64, "{row}");
            for (m, text) in (0..64u8).zip(texts) {
                differ += usize::from(bits(table, text) != baked_bits(table, d, m));
                seen += 1;
            }
        }
        // dump: CSV and JSON
        let csv = stdout(&["dump", "--tables", f, table, "--format", "csv"]);
        for line in csv.lines().skip(1) {
            let cells: Vec<&str> = line.split(',').collect();
            let (d, m) = (cells[0].parse().unwrap(), cells[1].parse().unwrap());
            differ += usize::from(bits(table, cells[2]) != baked_bits(table, d, m));
            seen += 1;
        }
        let json = stdout(&["dump", "--tables", f, table, "--format", "json"]);
        // the values' text as written, not as a JSON reader rounds it: nested by shape
        let values: String = json
            .split("\"values\": ")
            .nth(1)
            .unwrap()
            .chars()
            .filter(|c| !"[]{} \n".contains(*c))
            .collect();
        for (i, text) in values.split(',').enumerate() {
            let (d, m) = ((i / 64) as u8, (i % 64) as u8);
            differ += usize::from(bits(table, text) != baked_bits(table, d, m));
            seen += 1;
        }
        let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
        let rows = parsed["values"].as_array().unwrap();
        assert_eq!(rows.len(), 64, "nested by shape: a row per depth");
        assert!(rows.iter().all(|r| r.as_array().map(Vec::len) == Some(64)));
        // the page: the values it embeds
        let page = dir.join(format!("{table}.html"));
        stdout(&["explore", "--tables", f, "--out", page.to_str().unwrap()]);
        let html = std::fs::read_to_string(&page).unwrap();
        let meta = html
            .split("<script id=\"meta\" type=\"application/json\">")
            .nth(1)
            .unwrap();
        let meta: serde_json::Value =
            serde_json::from_str(meta.split("</script>").next().unwrap()).unwrap();
        let shown = meta["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == table)
            .unwrap();
        for (i, text) in shown["values"].as_array().unwrap().iter().enumerate() {
            let (d, m) = ((i / 64) as u8, (i % 64) as u8);
            differ += usize::from(bits(table, text.as_str().unwrap()) != baked_bits(table, d, m));
            seen += 1;
        }
        assert_eq!((differ, seen), (0, 4 * 4096), "{table}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}
