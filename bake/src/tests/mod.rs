//! The bake's unit tests, a room for each part of it, and what they share: a bake of one table
//! and the one refusal of a bad one.

use super::*;

mod declaration;
mod docs;
#[cfg(feature = "math")]
mod floats;
mod limits;
mod source;
mod tunable;

fn one<D: Domain, E: Element>(table: Table<D, E>) -> Bake {
    let mut bake = Bake::new();
    bake.table(table);
    bake
}

/// The one problem of a bake of `table`, as a build would print it.
fn refused<D: Domain, E: Element>(table: Table<D, E>) -> String {
    let bake = one(table);
    let problems = bake.source().unwrap_err();
    assert_eq!(problems.0.len(), 1, "{problems}");
    assert_eq!(bake.description().unwrap_err(), problems);
    problems.to_string()
}
