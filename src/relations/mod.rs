//! How a table's lookup is asked by its description, whatever its arguments: each argument and
//! answer as a value ([`Value`], [`Answer`]), the lookup and its twin as functions of a list of
//! them ([`Function`]), the squares of an occupancy that can change an answer
//! ([`matters_mask`]), and what a check reports where the two differ ([`Difference`]). Every
//! described table (`chess_lut::tables::get`, feature `registry`) holds its lookups so; the
//! `chess-lut` command's `verify`, `show` and `explore`, the explorer's browser test and the
//! fuzz targets ask them this way.
//!
//! ```
//! use chess_lut::relations::{Answer, Value};
//! use chess_lut::{Square::*, tables};
//!
//! let in_between = &tables::get("in-between").unwrap().lookups[0];
//! assert_eq!((in_between.path, in_between.twin), ("in_between", "calc::in_between"));
//! let args = [Value::Square(E1), Value::Square(H4)];
//! assert_eq!((in_between.run)(&args), Some(Answer::Set(F2.bitboard() | G3.bitboard())));
//! assert_eq!((in_between.run)(&args), (in_between.run_twin)(&args));
//!
//! // every input of its whole domain: the 4096 ordered pairs
//! let mut n = 0;
//! in_between.each_input(&mut || 0, &mut |input| {
//!     assert_eq!((in_between.run)(input), (in_between.run_twin)(input));
//!     n += 1;
//! });
//! assert_eq!(n, 4096);
//! ```

mod difference;
mod matters;
mod value;

pub use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, Matters};
pub use difference::Difference;
pub use matters::matters_mask;
pub use value::{Answer, Function, MAX_ARGS, Value};
