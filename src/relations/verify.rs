//! The one check of a description: its lookup against its twin on one input, and over its
//! whole domain. `chess-lut verify`, the tests, the fuzz targets and the explorer page (this
//! crate compiled to WebAssembly) all run it.

use core::fmt;

use super::description::{Answer, MAX_ARGS, Relation, Value};
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

impl Relation {
    /// The lookup against the twin on `input`: their answer where they agree and the lookup
    /// answers, else the difference.
    ///
    /// ```
    /// use chess_lut::relations::{self, Answer, Value};
    /// use chess_lut::Square::*;
    /// let r = relations::get("knight-distance").unwrap();
    /// assert_eq!(r.check(&[Value::Square(A1), Value::Square(B2)]), Ok(Answer::Number(4)));
    /// assert!(r.check(&[Value::Square(A1)]).is_err()); // not a question it answers
    /// ```
    pub fn check(&self, input: &[Value]) -> Result<Answer, Difference> {
        let (lookup, twin) = ((self.lookup)(input), (self.twin)(input));
        match lookup {
            Some(answer) if lookup == twin => Ok(answer),
            _ => {
                let mut copy = [Value::Occupancy(Bitboard::EMPTY); MAX_ARGS];
                let len = input.len().min(MAX_ARGS);
                copy[..len].copy_from_slice(&input[..len]);
                Err(Difference {
                    input: copy,
                    len,
                    lookup,
                    twin,
                })
            }
        }
    }

    /// [`check`](Relation::check) on every input of the whole domain
    /// ([`each_input`](Relation::each_input), the squares that cannot matter set from
    /// `outside()`), each difference handed to `differs`; the number of inputs.
    ///
    /// ```
    /// let r = chess_lut::relations::get("in-between").unwrap();
    /// let mut differences = 0;
    /// assert_eq!(r.verify(&mut || 0, &mut |_| differences += 1), 4096);
    /// assert_eq!(differences, 0);
    /// ```
    pub fn verify(
        &self,
        outside: &mut dyn FnMut() -> u64,
        differs: &mut dyn FnMut(&Difference),
    ) -> u64 {
        let mut inputs = 0;
        self.each_input(outside, &mut |input| {
            inputs += 1;
            if let Err(difference) = self.check(input) {
                differs(&difference);
            }
        });
        inputs
    }
}
