//! A lookup's arguments and answer as values, whatever their kinds: what a table's lookup and
//! its twin are called with and answer when they are asked by their description.

use core::fmt;

use chess_lut_types::Attacker;
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::LineKind;
use chess_lut_types::Piece;
use chess_lut_types::Square;
use chess_lut_types::table::{AnswerKind, Axis, AxisKind};

/// One argument's value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// A square.
    Square(Square),
    /// A colour.
    Color(Color),
    /// An attacker.
    Attacker(Attacker),
    /// A line kind.
    LineKind(LineKind),
    /// A sliding piece.
    Slider(Piece),
    /// A number of a range: a distance, a 0x88 difference.
    Number(i64),
    /// Occupied squares.
    Occupancy(Bitboard),
}

impl Value {
    /// The square, if this is one.
    pub const fn square(self) -> Option<Square> {
        match self {
            Value::Square(sq) => Some(sq),
            _ => None,
        }
    }

    /// The `i`th value of an argument of `kind`, as its axis numbers its values (a slider
    /// rook 0, bishop 1, and queen 2 where a lookup asks both); `None` past them, or for a kind
    /// no lookup of chess-lut's is asked by index (an occupancy, a piece kind, a file or rank of
    /// a square), or a range (its numbers are its axis's: [`Value::of`]).
    ///
    /// ```
    /// use chess_lut::relations::{AxisKind, Value};
    /// use chess_lut::{Color, Piece, Square};
    /// assert_eq!(Value::at(AxisKind::Square, 28), Some(Value::Square(Square::E4)));
    /// assert_eq!(Value::at(AxisKind::Color, 1), Some(Value::Color(Color::Black)));
    /// assert_eq!(Value::at(AxisKind::Slider, 2), Some(Value::Slider(Piece::Queen)));
    /// assert_eq!(Value::at(AxisKind::Square, 64), None);
    /// ```
    pub fn at(kind: AxisKind, i: usize) -> Option<Value> {
        Some(match kind {
            AxisKind::Square => Value::Square(*Square::ALL.get(i)?),
            AxisKind::Color => Value::Color(*Color::ALL.get(i)?),
            AxisKind::Attacker => Value::Attacker(*Attacker::ALL.get(i)?),
            AxisKind::LineKind => Value::LineKind(*LineKind::ALL.get(i)?),
            AxisKind::Slider => Value::Slider(*[Piece::Rook, Piece::Bishop, Piece::Queen].get(i)?),
            AxisKind::Occupancy(_)
            | AxisKind::Piece
            | AxisKind::FileOf
            | AxisKind::RankOf
            | AxisKind::Range => return None,
        })
    }

    /// The `i`th value of an argument of `axis`: a range's `i`th number from its start, else
    /// [`at`](Value::at) of its kind.
    ///
    /// ```
    /// use chess_lut::relations::{Axis, AxisKind, Value};
    /// use chess_lut::tables::Integers;
    /// let distance = Axis::range("distance", Integers { ty: "u8", start: 0, end: 7 });
    /// assert_eq!(Value::of(&distance, 3), Some(Value::Number(3)));
    /// assert_eq!(Value::of(&distance, 8), None);
    /// let difference = Axis::range("difference", Integers { ty: "i16", start: -119, end: 119 });
    /// assert_eq!(Value::of(&difference, 0), Some(Value::Number(-119)));
    /// assert_eq!(Value::of(&Axis::new(AxisKind::Square, "sq"), 28), Some(Value::Square(chess_lut::Square::E4)));
    /// ```
    pub fn of<S>(axis: &Axis<S>, i: usize) -> Option<Value> {
        match &axis.integers {
            Some(range) => {
                let n = range.start.checked_add(i128::try_from(i).ok()?)?;
                (n <= range.end).then_some(Value::Number(i64::try_from(n).ok()?))
            }
            None => Value::at(axis.kind.argument(), i),
        }
    }

    /// The coordinate this value is in a table's dimension: a square's index, a colour's,
    /// an attacker's or a line kind's number; `None` for a slider, an occupancy or a number
    /// (whose coordinate is its place in its range).
    ///
    /// ```
    /// use chess_lut::relations::Value;
    /// use chess_lut::{Color, LineKind, Square};
    /// assert_eq!(Value::Square(Square::E4).coordinate(), Some(28));
    /// assert_eq!(Value::Color(Color::Black).coordinate(), Some(1));
    /// assert_eq!(Value::LineKind(LineKind::AntiDiagonal).coordinate(), Some(3));
    /// assert_eq!(Value::Number(3).coordinate(), None);
    /// ```
    pub const fn coordinate(self) -> Option<usize> {
        match self {
            Value::Square(sq) => Some(sq as usize),
            Value::Color(c) => Some(c as usize),
            Value::Attacker(a) => Some(a as usize),
            Value::LineKind(k) => Some(k as usize),
            Value::Slider(_) | Value::Occupancy(_) | Value::Number(_) => None,
        }
    }
}

/// As typed: `e4`, `white`, `queen`, `diagonal`, `rook`, and an occupancy in hex.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Square(sq) => write!(f, "{sq}"),
            Value::Color(c) => f.write_str(c.name()),
            Value::Attacker(a) => f.write_str(a.name()),
            Value::LineKind(k) => write!(f, "{k}"),
            Value::Slider(p) => f.write_str(p.name()),
            Value::Number(n) => write!(f, "{n}"),
            Value::Occupancy(b) => write!(f, "{b:#018x}"),
        }
    }
}

/// One answer.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Answer {
    /// A set of squares.
    Set(Bitboard),
    /// A number: a distance, a compass direction, a count.
    Number(u8),
    /// Yes or no.
    YesNo(bool),
    /// A square, or none.
    Square(Option<Square>),
}

impl Answer {
    /// Its kind: how it is drawn and compared.
    ///
    /// ```
    /// use chess_lut::relations::{Answer, AnswerKind};
    /// assert_eq!(Answer::Number(3).kind(), AnswerKind::Number);
    /// assert_eq!(Answer::Square(None).kind(), AnswerKind::Square);
    /// ```
    pub const fn kind(self) -> AnswerKind {
        match self {
            Answer::Set(_) => AnswerKind::Set,
            Answer::Number(_) => AnswerKind::Number,
            Answer::YesNo(_) => AnswerKind::YesNo,
            Answer::Square(_) => AnswerKind::Square,
        }
    }
}

/// A lookup or its twin over a list of arguments of its kinds; `None` for
/// arguments of other kinds, or a question the table does not answer.
pub type Function = fn(&[Value]) -> Option<Answer>;

/// The most arguments a lookup takes.
pub const MAX_ARGS: usize = 4;
