//! The name nearest to a mistyped one, for the "did you mean" of an unknown table's error: by
//! edit distance, the same rule for chess-lut's tables and an engine's.

/// The name of `names` nearest to `typed` (the first of those equally near); `None` if there
/// are none.
///
/// ```
/// use chess_lut_cli::nearest::nearest;
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
        assert_eq!(edit_distance("line", "line"), 0);
        // the first of those equally near
        assert_eq!(nearest(["lane", "lime"], "line"), Some("lane"));
    }
}
