//! A table by the name a user types: one of chess-lut's, by its registry name or an alias,
//! with its entry and description; and for any unknown name, chess-lut's or an engine's, the
//! nearest one for the error's "did you mean", by edit distance.

use chess_lut::relations::{self, Relation};
use chess_lut::tables::{self, TableInfo};

/// A table found by name: its registry entry, and its description unless the table is data
/// (nothing to ask it, only to dump).
#[derive(Clone, Copy, Debug)]
pub struct Found {
    /// The table: shape, element type, values.
    pub info: &'static TableInfo,
    /// What its first lookup is asked and how its answer is drawn; `None` for data.
    pub relation: Option<&'static Relation>,
}

/// The table `name` names: a registry name or an alias (`attack` for `x88-attacks`), with `-`
/// or `_` between its words (`in_between`, as an engine's tables are named), its entry and its
/// description found once. An unknown name is an error listing the valid ones, every table's
/// name and every other name, and the nearest.
///
/// ```
/// use chess_lut_cli::by_name::resolve;
/// assert_eq!(resolve("in_between").map(|t| t.info.name), Ok("in-between"));
/// assert_eq!(resolve("rook_magic").map(|t| t.info.name), Ok("rook-magics"));
/// assert!(resolve("atack").unwrap_err().contains("(did you mean \"attack\"?)"));
/// ```
pub fn resolve(name: &str) -> Result<Found, String> {
    let kebab = name.replace('_', "-");
    let relation = relations::find(&kebab);
    let registered = relation.map_or(kebab.as_str(), |r| r.table_name);
    if let Some(info) = tables::get(registered) {
        return Ok(Found { info, relation });
    }
    if relations::BMI2_ONLY.contains(&kebab.as_str()) {
        return Err(format!(
            "{name:?} is generated only for targets with BMI2; build with \
             RUSTFLAGS=\"-C target-cpu=native\" on a machine that has it"
        ));
    }
    let names: Vec<&str> = tables::all().map(|t| t.name).collect();
    let aliases: Vec<(&str, &str)> = relations::ALL
        .iter()
        .flat_map(|r| r.aliases.iter().map(|&alias| (alias, r.table_name)))
        .collect();
    let every = names.iter().copied().chain(aliases.iter().map(|a| a.0));
    let nearest = nearest(every, &kebab).expect("the registry is not empty");
    let aliases: Vec<String> = aliases
        .iter()
        .map(|(alias, table)| format!("{alias} ({table})"))
        .collect();
    Err(format!(
        "unknown table {name:?} (did you mean {nearest:?}?); the tables are: {}; other names: {}",
        names.join(", "),
        aliases.join(", ")
    ))
}

/// The name of `names` nearest to `typed` (the first of those equally near); `None` if there
/// are none.
///
/// ```
/// use chess_lut_cli::by_name::nearest;
/// assert_eq!(nearest(["in-between", "line", "path"], "in-betwen"), Some("in-between"));
/// assert_eq!(nearest(["line", "path"], "lime"), Some("line"));
/// assert_eq!(nearest([], "line"), None);
/// ```
pub fn nearest<'a>(names: impl IntoIterator<Item = &'a str>, typed: &str) -> Option<&'a str> {
    names.into_iter().min_by_key(|n| edit_distance(n, typed))
}

/// Levenshtein distance: the fewest characters inserted, deleted or replaced to make `a` into
/// `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("in-betwen", "in-between"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", ""), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        // a deletion, a substitution, an insertion: each costs one
        assert_eq!(edit_distance("in-between", "in-betwen"), 1);
        assert_eq!(edit_distance("line", "lime"), 1);
        assert_eq!(edit_distance("path", "paths"), 1);
        assert_eq!(edit_distance("line", "line"), 0);
        // the first of those equally near
        assert_eq!(nearest(["lane", "lime"], "line"), Some("lane"));
    }
}
