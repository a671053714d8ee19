//! `list`: chess-lut's tables, one line each, with their total size.

/// Every table of this build: name, shape, element type, bytes and what it holds, and the
/// total.
///
/// ```
/// let list = chess_lut_cli::list::tables();
/// assert!(list.starts_with("table "));
/// assert!(list.lines().any(|l| l.starts_with("in-between ")));
/// assert!(list.lines().last().unwrap().starts_with("total"));
/// ```
pub fn tables() -> String {
    let mut out = format!(
        "{:<22} {:<7} {:<10} {:>7}  {}\n",
        "table", "shape", "type", "bytes", "summary"
    );
    let mut total = 0;
    for t in chess_lut::tables::all() {
        let shape: Vec<String> = t.shape.iter().map(usize::to_string).collect();
        out.push_str(&format!(
            "{:<22} {:<7} {:<10} {:>7}  {}\n",
            t.name,
            shape.join("x"),
            t.record.map_or(t.elem.name(), |r| r.name),
            t.bytes,
            t.summary
        ));
        total += t.bytes;
    }
    out.push_str(&format!(
        "{:<41} {:>7}  ({:.1} KiB)\n",
        "total",
        total,
        total as f64 / 1024.0
    ));
    out
}
