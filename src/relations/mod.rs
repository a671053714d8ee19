//! Every lookup of a generated table described: what it is asked (the kinds of its
//! arguments), the lookup and its computed twin, the whole domain of its arguments, how an
//! answer is drawn, and how the table is indexed. The `chess-lut` command's `verify`, `show`
//! and `explore`, the explorer's browser test and the fuzz targets walk this list. The build
//! script writes the list from the tables' declarations in chess-lut-codegen: a baked table's
//! description comes from its declaration alone, and a table read by a lookup written by hand
//! names its hand-written description (in `hand.rs`). A table read by two lookups has two
//! descriptions (`line-masks`: `line_mask` and the hyperbola sliders), a table of data (the
//! Polyglot keys, [`DATA`]) none.
//!
//! ```
//! use chess_lut::relations::{self, Answer, Value};
//! use chess_lut::Square::*;
//!
//! let in_between = relations::get("in-between").unwrap();
//! assert_eq!((in_between.lookup_path(), in_between.twin_path()), ("in_between", "calc::in_between"));
//! let args = [Value::Square(E1), Value::Square(H4)];
//! assert_eq!((in_between.lookup)(&args), Some(Answer::Set(F2.bitboard() | G3.bitboard())));
//! assert_eq!((in_between.lookup)(&args), (in_between.twin)(&args));
//!
//! // every input of its whole domain: the 4096 ordered pairs
//! let mut n = 0;
//! in_between.each_input(&mut || 0, &mut |input| {
//!     assert_eq!((in_between.lookup)(input), (in_between.twin)(input));
//!     n += 1;
//! });
//! assert_eq!(n, 4096);
//! ```

mod description;
mod hand;
mod list;
mod read;
#[cfg(any(feature = "magic", chess_lut_pext))]
mod slots;
mod verify;
mod walk;

pub use description::{
    Answer, AnswerKind, Axis, AxisKind, Coord, Description, Function, Indexing, Matters, Relation,
    Value, View, matters_mask,
};
pub use list::{ALL, BMI2_ONLY, DATA};
pub use verify::Difference;

/// The description of the table registered as `name` (its first lookup).
///
/// ```
/// assert_eq!(chess_lut::relations::get("in-between").unwrap().twin_path(), "calc::in_between");
/// assert!(chess_lut::relations::get("no-such-table").is_none());
/// ```
pub fn get(name: &str) -> Option<&'static Relation> {
    ALL.iter().find(|r| r.table_name == name)
}

/// Each table's primary description, that of its first lookup, the one `show` and the explorer
/// draw, in the order of the generated file.
///
/// ```
/// use chess_lut::{relations, tables};
/// let described = tables::all().filter(|t| !relations::DATA.contains(&t.name));
/// assert_eq!(relations::primary().count(), described.count());
/// ```
pub fn primary() -> impl Iterator<Item = &'static Relation> {
    ALL.iter()
        .enumerate()
        .filter(|(i, r)| *i == 0 || ALL[i - 1].table_name != r.table_name)
        .map(|(_, r)| r)
}

/// The description of the table `name` names: its registry name or an alias.
///
/// ```
/// assert_eq!(chess_lut::relations::find("attack").unwrap().table_name, "x88-attacks");
/// ```
pub fn find(name: &str) -> Option<&'static Relation> {
    get(name).or_else(|| ALL.iter().find(|r| r.aliases.contains(&name)))
}
