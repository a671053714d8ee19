//! The writing of source: what each declaration becomes in the generated file and the
//! description (a [`section::Section`]), a table's static and lookup, the checks of a twin every
//! build makes, and the text they are written in.

pub mod rows;
pub mod rust;
pub mod section;
pub mod table;
pub mod text;
pub mod twin;
