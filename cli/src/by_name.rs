//! A table by the name a user types: one of chess-lut's, by its registry name or an alias its
//! declaration gives, or with `--tables` an engine's baked one; and for any unknown name the
//! nearest, by edit distance, for the error's "did you mean". The one place a table's name is
//! looked up: a name is typed with `-` or `_` between its words alike ([`same_name`]).

use chess_lut::tables::{self, Table};

use crate::baked::{Baked, BakedTable};

/// A table found by name, ready to be asked: chess-lut's (its description, values, lookups and
/// drawing) or an engine's (its description file's).
#[derive(Clone, Copy, Debug)]
pub enum Found<'a> {
    /// One of chess-lut's tables.
    Registered(&'static Table),
    /// An engine's baked table.
    Baked(&'a BakedTable),
}

/// Whether the name `typed` names `name`: the same words, joined by `-` or `_` alike (`in_between`
/// names `in-between`, as an engine's tables are named).
///
/// ```
/// use chess_lut_cli::by_name::same_name;
/// assert!(same_name("in_between", "in-between") && same_name("lmr", "lmr"));
/// assert!(!same_name("in-betwee", "in-between") && !same_name("In-between", "in-between"));
/// ```
pub fn same_name(typed: &str, name: &str) -> bool {
    let word = |c: char| if c == '_' { '-' } else { c };
    typed.len() == name.len() && typed.chars().map(word).eq(name.chars().map(word))
}

/// The table `name` names: from `baked` if given (an engine's tables), else chess-lut's by
/// registry name or alias (`attack` for `x88-attacks`), `-` or `_` between its words. An
/// unknown name is an error listing the valid ones and the nearest; a table this build lacks
/// says why.
///
/// ```
/// use chess_lut_cli::by_name::{Found, resolve};
/// let name = |typed| match resolve(typed, None) {
///     Ok(Found::Registered(t)) => Ok(t.name),
///     Ok(Found::Baked(_)) => unreachable!(),
///     Err(e) => Err(e),
/// };
/// assert_eq!(name("in_between"), Ok("in-between"));
/// assert_eq!(name("rook_magic"), Ok("rook-magics"));
/// assert!(name("atack").unwrap_err().contains("(did you mean \"attack\"?)"));
/// ```
pub fn resolve<'a>(name: &str, baked: Option<&'a Baked>) -> Result<Found<'a>, String> {
    if let Some(baked) = baked {
        return baked.get(name).map(Found::Baked);
    }
    registered(name).map(Found::Registered)
}

/// chess-lut's table `name` names, by registry name or alias.
pub fn registered(name: &str) -> Result<&'static Table, String> {
    let aliases = || {
        tables::all().flat_map(|t| {
            let aliases = t.drawing.map_or(&[][..], |d| d.aliases);
            aliases.iter().map(move |&alias| (alias, t))
        })
    };
    let found = tables::all().find(|t| same_name(name, t.name)).or_else(|| {
        aliases()
            .find(|(alias, _)| same_name(name, alias))
            .map(|(_, t)| t)
    });
    if let Some(table) = found {
        return Ok(table);
    }
    if let Some(why) = tables::absent(&name.replace('_', "-")) {
        return Err(format!("{name:?} {why}"));
    }
    let names: Vec<&str> = tables::all().map(|t| t.name).collect();
    let every = names.iter().copied().chain(aliases().map(|a| a.0));
    let nearest = nearest(every, name).expect("the registry is not empty");
    let aliases: Vec<String> = aliases()
        .map(|(alias, t)| format!("{alias} ({})", t.name))
        .collect();
    Err(format!(
        "unknown table {name:?} (did you mean {nearest:?}?); the tables are: {}; other names: {}",
        names.join(", "),
        aliases.join(", ")
    ))
}

/// The name of `names` nearest to `typed` (the first of those equally near), `-` and `_` alike;
/// `None` if there are none.
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
            let differ = !same_name(ca.encode_utf8(&mut [0; 4]), cb.encode_utf8(&mut [0; 4]));
            row[j + 1] = (prev + usize::from(differ)).min(row[j] + 1).min(cur + 1);
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
