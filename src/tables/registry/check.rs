//! The one check of a lookup: against its twin on one input, and over its whole domain, every
//! value of each argument and every subset of the occupied squares that can matter.
//! `chess-lut verify`, the tests, the fuzz targets and the explorer page (this crate compiled to
//! WebAssembly) all run it.

use super::table::Lookup;
use crate::relations::{Answer, Difference, MAX_ARGS, Value, matters_mask};
use chess_lut_types::table::{AxisKind, Matters};
use chess_lut_types::{Attacker, Bitboard, Color, LineKind, Piece, Square};

impl Lookup {
    /// Whether it takes an occupancy.
    ///
    /// ```
    /// let attacks = &chess_lut::tables::get("x88-attacks").unwrap().lookups[0];
    /// assert!(attacks.occupancy());
    /// assert!(!chess_lut::tables::get("in-between").unwrap().lookups[0].occupancy());
    /// ```
    pub fn occupancy(&self) -> bool {
        self.axes
            .iter()
            .any(|a| matches!(a.kind, AxisKind::Occupancy(_)))
    }

    /// Every input of the whole domain: every value of each argument's kind (a range's every
    /// number, and where the lookup answers outside its ranges the numbers just outside each
    /// and its type's least and greatest), and for an occupancy every subset of the squares that [`Matters`], the other
    /// squares set from `outside()` (which may return 0: whether they are set makes no
    /// difference, which is what a caller that fills them checks too); where any square may
    /// matter ([`Matters::Any`]), too many subsets to walk, one board from `outside()`. A
    /// combination the table does not answer (a kindergarten file in the fill-up table) is left
    /// out.
    pub fn each_input(&self, outside: &mut dyn FnMut() -> u64, visit: &mut dyn FnMut(&[Value])) {
        let mut values = [Value::Occupancy(Bitboard::EMPTY); MAX_ARGS];
        self.fill(0, &mut values, outside, &mut |input: &[Value]| {
            if (self.run)(input).is_some() || (self.run_twin)(input).is_some() {
                visit(input);
            }
        });
    }

    fn fill(
        &self,
        i: usize,
        values: &mut [Value; MAX_ARGS],
        outside: &mut dyn FnMut() -> u64,
        visit: &mut dyn FnMut(&[Value]),
    ) {
        let n = self.axes.len();
        if i == n {
            visit(&values[..n]);
            return;
        }
        let axis = &self.axes[i];
        if let Some(range) = &axis.integers {
            // beyond the range, where the lookup answers there, what a bake's proof tries
            let beyond = self.outside.map(|_| range.outside());
            for n in (range.start..=range.end).chain(beyond.into_iter().flatten()) {
                let Ok(n) = i64::try_from(n) else { continue };
                values[i] = Value::Number(n);
                self.fill(i + 1, values, outside, visit);
            }
            return;
        }
        let AxisKind::Occupancy(matters) = axis.kind else {
            for &v in finite(axis.kind.argument()) {
                values[i] = v;
                self.fill(i + 1, values, outside, visit);
            }
            return;
        };
        let mask = match matters {
            // every square: too many subsets to walk, one board from `outside()`
            Matters::Any => 0,
            _ => matters_mask(matters, &values[..i]),
        };
        let mut subset = 0u64;
        loop {
            // every subset of `mask` (the Carry-Rippler), the other squares from `outside`
            values[i] = Value::Occupancy(Bitboard(subset | (outside() & !mask)));
            self.fill(i + 1, values, outside, visit);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
    }

    /// The lookup against the twin on `input`: their answer where they agree and the lookup
    /// answers, else the difference.
    ///
    /// ```
    /// use chess_lut::relations::{Answer, Value};
    /// use chess_lut::Square::*;
    /// let knight = &chess_lut::tables::get("knight-distance").unwrap().lookups[0];
    /// assert_eq!(knight.check(&[Value::Square(A1), Value::Square(B2)]), Ok(Answer::Number(4)));
    /// assert!(knight.check(&[Value::Square(A1)]).is_err()); // not a question it answers
    /// ```
    pub fn check(&self, input: &[Value]) -> Result<Answer, Difference> {
        let (lookup, twin) = ((self.run)(input), (self.run_twin)(input));
        match lookup {
            Some(answer) if lookup == twin => Ok(answer),
            _ => Err(Difference::new(input, lookup, twin)),
        }
    }

    /// Whether `input` has a number outside its axis's range: a question only a lookup that
    /// answers [`outside`](Lookup::outside) its ranges is asked.
    ///
    /// ```
    /// use chess_lut::relations::Value;
    /// use chess_lut::Square::E4;
    /// # #[cfg(feature = "distances")] {
    /// let ring = &chess_lut::tables::get("distance-ring").unwrap().lookups[0];
    /// assert!(ring.is_outside(&[Value::Square(E4), Value::Number(8)]));
    /// assert!(!ring.is_outside(&[Value::Square(E4), Value::Number(7)]));
    /// # }
    /// ```
    pub fn is_outside(&self, input: &[Value]) -> bool {
        self.axes
            .iter()
            .zip(input)
            .any(|(axis, v)| match (&axis.integers, v) {
                (Some(range), Value::Number(n)) => {
                    !(range.start..=range.end).contains(&i128::from(*n))
                }
                _ => false,
            })
    }

    /// [`check`](Lookup::check) on every input of the whole domain
    /// ([`each_input`](Lookup::each_input), the squares that cannot matter set from
    /// `outside()`), each difference handed to `differs`; the number of inputs.
    ///
    /// ```
    /// let in_between = &chess_lut::tables::get("in-between").unwrap().lookups[0];
    /// let mut differences = 0;
    /// assert_eq!(in_between.verify(&mut || 0, &mut |_| differences += 1), 4096);
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

/// Every value of a finite kind of argument; none for an occupancy, a range (its numbers are
/// its axis's), or a kind no lookup of chess-lut's takes.
fn finite(kind: AxisKind) -> &'static [Value] {
    static SQUARES: [Value; 64] = {
        let mut out = [Value::Square(Square::A1); 64];
        let mut i = 0;
        while i < 64 {
            out[i] = Value::Square(Square::ALL[i]);
            i += 1;
        }
        out
    };
    match kind {
        AxisKind::Square => &SQUARES,
        AxisKind::Color => &[Value::Color(Color::White), Value::Color(Color::Black)],
        AxisKind::Attacker => &[
            Value::Attacker(Attacker::BlackPawn),
            Value::Attacker(Attacker::WhitePawn),
            Value::Attacker(Attacker::Knight),
            Value::Attacker(Attacker::Bishop),
            Value::Attacker(Attacker::Rook),
            Value::Attacker(Attacker::Queen),
            Value::Attacker(Attacker::King),
        ],
        AxisKind::LineKind => &[
            Value::LineKind(LineKind::Rank),
            Value::LineKind(LineKind::File),
            Value::LineKind(LineKind::Diagonal),
            Value::LineKind(LineKind::AntiDiagonal),
        ],
        AxisKind::Slider => &[Value::Slider(Piece::Rook), Value::Slider(Piece::Bishop)],
        AxisKind::Occupancy(_)
        | AxisKind::Piece
        | AxisKind::FileOf
        | AxisKind::RankOf
        | AxisKind::Range => &[],
    }
}
