//! A lookup and its twin disagreeing on one input: what the check of a lookup over its whole
//! domain (`chess_lut::tables::Lookup::verify`) reports.

use core::fmt;

use super::value::{Answer, MAX_ARGS, Value};
use chess_lut_types::Bitboard;

/// A lookup and its twin disagreeing on one input, or the lookup not answering it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Difference {
    input: [Value; MAX_ARGS],
    len: usize,
    /// What the lookup answered.
    pub lookup: Option<Answer>,
    /// What the twin answered.
    pub twin: Option<Answer>,
}

impl Difference {
    /// The lookup's answer `lookup` and its twin's `twin` on `input` (at most
    /// [`MAX_ARGS`] arguments; the rest are left out).
    pub fn new(input: &[Value], lookup: Option<Answer>, twin: Option<Answer>) -> Difference {
        let mut copy = [Value::Occupancy(Bitboard::EMPTY); MAX_ARGS];
        let len = input.len().min(MAX_ARGS);
        copy[..len].copy_from_slice(&input[..len]);
        Difference {
            input: copy,
            len,
            lookup,
            twin,
        }
    }

    /// The input the two differ on.
    pub fn input(&self) -> &[Value] {
        &self.input[..self.len]
    }
}

/// `(e1, h4): lookup Some(Set(…)), twin Some(Set(…))`, the arguments as typed.
impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, v) in self.input().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{v}")?;
        }
        write!(f, "): lookup {:?}, twin {:?}", self.lookup, self.twin)
    }
}
