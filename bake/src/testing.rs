//! What the bake's unit tests share: everything of the crate, a bake of one table and the one
//! refusal of a bad one.

pub(crate) use crate::*;
// the parts of the crate by the names its tests call them
pub(crate) use crate::declaration::{element, evaluate};
pub(crate) use crate::source::{table::approximates, text};

pub(crate) fn one<D: Domain, E: Element>(table: Table<D, E>) -> Bake {
    let mut bake = Bake::new();
    bake.table(table);
    bake
}

/// The one problem of a bake of `table`, as a build would print it.
pub(crate) fn refused<D: Domain, E: Element>(table: Table<D, E>) -> String {
    let bake = one(table);
    let problems = bake.source().unwrap_err();
    assert_eq!(problems.0.len(), 1, "{problems}");
    assert_eq!(bake.description().unwrap_err(), problems);
    problems.to_string()
}

/// Asserts that `text` (a generated source, a description) holds `part`, showing it where it
/// does not.
#[track_caller]
pub(crate) fn holds(text: &str, part: &str) {
    assert!(text.contains(part), "no {part:?} in:\n{text}");
}
