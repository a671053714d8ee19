//! What a table is indexed by: its [`Domain`], a product of axes, each one argument of its
//! lookup: the squares, the colours, the pieces, the line kinds, a named range of integers,
//! and (for proofs only, sampled) the occupied squares.

mod occupancies;
mod range;
mod traits;
mod vocabulary;

pub use occupancies::{Occupancies, SAMPLED_BOARDS, sampler};
pub use range::{Integer, Range};
pub use traits::{Axis, AxisInfo, Domain};
pub use vocabulary::{Attackers, Colors, FileOf, LineKinds, Pieces, RankOf, Squares};

#[cfg(test)]
mod tests;
