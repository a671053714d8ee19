//! Every table by name (feature `registry`), each described once ([`Table`]): its static's
//! facts and values, and the lookups that read it with their twins. The build script writes
//! the registry (`OUT_DIR/registry.rs`, included here) as data: each table a call of
//! [`table!`] with its facts, each lookup declared with its table a call of [`baked!`], each
//! lookup written by hand named by its description in `hand.rs`.

mod check;
mod hand;
mod table;
mod unpack;
mod walk;

pub use table::{Data, Lookup, Table};

use crate::relations::{Answer, Value};
use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Elem, Record};
#[allow(unused_imports)] // what the generated drawings name, as the tables declare them
use chess_lut_types::table::{Coord, Drawing, Indexing, View};
#[allow(unused_imports)]
use chess_lut_types::{Attacker, Piece};

/// A table's values as the registry holds them, from its static `$ident` of `$elem` (`u8`,
/// `u16`, `u64`) and its dimensions: the element type, and the values flattened.
macro_rules! numbers {
    (u8, $flat:expr) => {
        (Elem::U8, Data::U8($flat))
    };
    (u16, $flat:expr) => {
        (Elem::U16, Data::U16($flat))
    };
    (u64, $flat:expr) => {
        (Elem::U64, Data::U64($flat))
    };
}

/// The static `$ident` as one flat slice: one `as_flattened` per dimension past the first.
macro_rules! flat {
    ($ident:ident; $a:literal) => {
        &$ident
    };
    ($ident:ident; $a:literal, $b:literal) => {
        $ident.as_flattened()
    };
    ($ident:ident; $a:literal, $b:literal, $c:literal) => {
        $ident.as_flattened().as_flattened()
    };
}

/// A table, from the facts the generated registry writes: its registry name, its static and
/// what the static holds (numbers of a type, or a struct and its fields, the last dimension),
/// its shape, its doc, and the lookups that read it.
macro_rules! table {
    ($name:literal, $ident:ident: $elem:ident [$($dim:literal),+], $doc:literal, [$($lookup:expr),*], $drawing:expr) => {{
        let (elem, data) = numbers!($elem, flat!($ident; $($dim),+));
        Table {
            name: $name,
            ident: stringify!($ident),
            doc: $doc,
            shape: &[$($dim),+],
            elem,
            record: None,
            bytes: core::mem::size_of_val(&$ident),
            data,
            lookups: &[$($lookup),*],
            drawing: $drawing,
        }
    }};
    ($name:literal, $ident:ident: $record:ident { $($field:ident),+ } [$($dim:literal),+], $doc:literal, [$($lookup:expr),*], $drawing:expr) => {
        Table {
            name: $name,
            ident: stringify!($ident),
            doc: $doc,
            shape: &[$($dim),+],
            elem: Elem::U64,
            record: Some(Record {
                name: stringify!($record),
                fields: &[$(stringify!($field)),+],
            }),
            bytes: core::mem::size_of_val(&$ident),
            data: Data::$record(&$ident),
            lookups: &[$($lookup),*],
            drawing: $drawing,
        }
    };
}

/// The value pattern of an argument that indexes an axis of `$kind`, bound to `$name`: a
/// square for a square's file or rank, a number for a range.
macro_rules! argument {
    (FileOf, $name:ident) => {
        Value::Square($name)
    };
    (RankOf, $name:ident) => {
        Value::Square($name)
    };
    (Range, $name:ident) => {
        Value::Number($name)
    };
    ($kind:ident, $name:ident) => {
        Value::$kind($name)
    };
}

/// The argument `$name` bound by [`argument!`] as the lookup takes it: a range's number in
/// its integer type (a number the type cannot hold is no question the lookup answers).
macro_rules! passed {
    (Range $ty:ident $start:literal $end:literal, $name:ident) => {
        match $ty::try_from($name) {
            Ok(n) => n,
            Err(_) => return None,
        }
    };
    ($kind:ident, $name:ident) => {
        $name
    };
}

/// An axis of `$kind` called `$name`: a range's with its integers.
macro_rules! axis {
    (Range $ty:ident $start:literal $end:literal, $name:ident) => {
        Axis::range(
            stringify!($name),
            chess_lut_types::table::Integers {
                ty: stringify!($ty),
                start: $start,
                end: $end,
            },
        )
    };
    ($kind:ident, $name:ident) => {
        Axis::new(AxisKind::$kind, stringify!($name))
    };
}

/// A lookup declared with its table through the bake API, from what the generated registry
/// writes: its path below the crate, the function, its twin's path and the twin, its arguments
/// (name and axis kind: a range's with its type and its first and last numbers, `d: Range(u8 0
/// 7)`), its answer (kind and type) and what it answers outside its ranges (`None`, or the
/// value as a description writes it).
macro_rules! baked {
    ($path:literal, $lookup:path, $twin_path:literal, $twin:path, ($($arg:ident: $kind:ident $(($($range:tt)*))?),+) -> $answer:ident $ty:literal, $outside:expr) => {
        Lookup {
            path: $path,
            twin: $twin_path,
            axes: &[$(axis!($kind $($($range)*)?, $arg)),+],
            ty: $ty,
            answer: AnswerKind::$answer,
            outside: $outside,
            run: |v| match *v {
                [$(argument!($kind, $arg)),+] => {
                    Some(Answer::$answer($lookup($(passed!($kind $($($range)*)?, $arg)),+)))
                }
                _ => None,
            },
            run_twin: |v| match *v {
                [$(argument!($kind, $arg)),+] => {
                    Some(Answer::$answer($twin($(passed!($kind $($($range)*)?, $arg)),+)))
                }
                _ => None,
            },
        }
    };
}

include!(concat!(env!("OUT_DIR"), "/registry.rs"));

/// The table registered under `name` (`"in-between"`, `"knight-distance"`, …).
///
/// ```
/// assert_eq!(chess_lut::tables::get("in-between").unwrap().ident, "IN_BETWEEN");
/// assert!(chess_lut::tables::get("no-such-table").is_none());
/// ```
pub fn get(name: &str) -> Option<&'static Table> {
    REGISTRY.get(name)
}

/// Why the table `name` is not in this build, if it is a PEXT table this build's features
/// compile but its target does not get (no BMI2, or `fastest` reading magic or reading the
/// PEXT table alone); `None` for a table this build has, and for a family whose feature is off.
///
/// ```
/// # #[cfg(feature = "pext")] {
/// let pext = chess_lut::tables::absent("rook-pext");
/// assert_eq!(pext.is_some(), chess_lut::tables::get("rook-pext").is_none());
/// # }
/// assert_eq!(chess_lut::tables::absent("in-between"), None);
/// ```
pub fn absent(name: &str) -> Option<&'static str> {
    ABSENT.iter().find(|(n, _)| *n == name).map(|&(_, why)| why)
}

/// Every registered table, in the order of the generated files.
///
/// ```
/// let mut names = chess_lut::tables::all().map(|t| t.name);
/// assert_eq!(names.next(), Some("in-between")); // always generated, whatever the features
/// let total: usize = chess_lut::tables::all().map(|t| t.bytes).sum();
/// assert!(total > 30_000);
/// ```
pub fn all() -> impl Iterator<Item = &'static Table> {
    NAMES.iter().filter_map(|name| REGISTRY.get(name))
}

/// Every lookup of every table, beside its table: the tables in the order of [`all`], each
/// one's lookups in order.
///
/// ```
/// let (table, lookup) = chess_lut::tables::lookups().next().unwrap();
/// assert_eq!((table.name, lookup.path), ("in-between", "in_between"));
/// // the line masks are read two ways
/// let masks = chess_lut::tables::lookups().filter(|(t, _)| t.name == "line-masks");
/// assert_eq!(masks.map(|(_, l)| l.path).collect::<Vec<_>>(), ["line_mask", "sliders::hyperbola"]);
/// ```
pub fn lookups() -> impl Iterator<Item = (&'static Table, &'static Lookup)> {
    all().flat_map(|t| t.lookups.iter().map(move |l| (t, l)))
}
