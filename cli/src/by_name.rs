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

/// The table `name` names: a registry name or an alias (`attack` for `x88-attacks`), its entry
/// and its description found once. An unknown name is an error listing the valid ones and the
/// nearest.
pub fn resolve(name: &str) -> Result<Found, String> {
    let relation = relations::find(name);
    let registered = relation.map_or(name, |r| r.table_name);
    if let Some(info) = tables::get(registered) {
        return Ok(Found { info, relation });
    }
    if relations::BMI2_ONLY.contains(&name) {
        return Err(format!(
            "{name:?} is generated only for targets with BMI2; build with \
             RUSTFLAGS=\"-C target-cpu=native\" on a machine that has it"
        ));
    }
    let names: Vec<&str> = tables::all().map(|t| t.name).collect();
    let nearest = nearest(names.iter().copied(), name).expect("the registry is not empty");
    Err(format!(
        "unknown table {name:?} (did you mean {nearest:?}?); the tables are: {}",
        names.join(", ")
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
