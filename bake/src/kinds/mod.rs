//! What only some engines bake, each behind a feature of its own but the tunable copy: the
//! cuckoo tables of the reversible moves, an NNUE network's threat indices, a table kept tunable
//! at run time, and the board walked square by square that the first two (and chess-lut's own
//! generator) compute by.

#[cfg(feature = "cuckoo")]
pub mod cuckoo;
#[cfg(feature = "oracle")]
pub mod oracle;
#[cfg(feature = "threats")]
pub mod threats;
pub mod tunable;
