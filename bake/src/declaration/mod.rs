//! What an engine declares: a table of a domain and an element type, computed now, and the proof
//! of a lookup written by hand; and the checks of their names.

pub mod axis;
pub mod element;
pub mod evaluate;
pub mod names;
pub mod proof;
pub mod table;

#[cfg(test)]
mod tests;
