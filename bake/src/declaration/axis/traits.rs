//! What every axis is ([`AxisInfo`], [`Axis`]) and a product of one to four of them
//! ([`Domain`]).

use crate::source::rust::Rust;
use chess_lut_types::table::{self, AxisKind};

/// What an axis tells the writer, whatever its values' type: the lookup's parameter, the
/// labels of the source's rows, the proof's loop, the description.
pub trait AxisInfo {
    /// The lookup's parameter name: `sq`, `depth`.
    fn name(&self) -> &str;

    /// How many values it has; `None` for an axis too large to list (the occupied squares),
    /// which a proof samples and a table cannot be indexed by.
    fn len(&self) -> Option<usize>;

    /// Whether it has no value (an empty range).
    fn is_empty(&self) -> bool {
        self.len() == Some(0)
    }

    /// How many values it has, exactly, where [`len`](AxisInfo::len) cannot say (a range of
    /// 2^64 integers): what a refusal of a table too large counts.
    fn count(&self) -> Option<u128> {
        self.len().map(|n| n as u128)
    }

    /// The label of its `i`th value in the source and in messages: `e4`, `white`, `depth 12`;
    /// the vocabulary's ([`table::Axis::label`]) unless the axis says otherwise.
    fn label(&self, i: usize) -> String {
        self.describe().label(i)
    }

    /// The parameter's type, where chess-lut is reached by `chess_lut`.
    fn rust_type(&self, chess_lut: &Rust) -> Rust;

    /// The index into the static's dimension, from the parameter `param`: `sq as usize`.
    fn index(&self, param: &str) -> Rust;

    /// An expression the proof loops over: every value, or the sampled boards.
    fn every(&self, chess_lut: &Rust) -> Rust;

    /// The axis as the description says it: its kind, its parameter, a range's integers.
    fn describe(&self) -> table::Axis<&str> {
        table::Axis::new(self.kind(), self.name())
    }

    /// Whether its values are the 64 squares (the source lays a row of them out by rank).
    fn is_squares(&self) -> bool {
        false
    }

    /// Whether a value of the parameter's type can lie outside the axis (an integer outside
    /// its range), where the lookup panics.
    fn may_be_outside(&self) -> bool {
        false
    }

    /// The values of the parameter's type outside the axis, as literals of its type, in
    /// order: for a range, the integer just below its start and the type's least, the one
    /// just past its end and the type's greatest, those that exist; none for an axis that holds
    /// every value of its type. What the proof of a table that answers
    /// [`outside`](crate::Table::outside) its ranges tries there.
    fn outside(&self) -> Vec<String> {
        Vec::new()
    }

    /// The test that the parameter `param` is outside the axis (`d > 7u8`); `None` for an axis
    /// that holds every value of its type.
    fn outside_test(&self, param: &str) -> Option<String> {
        let _ = param;
        None
    }

    /// How many values of the parameter the proof tries: every value of the axis, or for a
    /// square's file or rank every square; `None` for the sampled occupied squares.
    fn inputs(&self) -> Option<usize> {
        self.len()
    }

    /// What kind of axis it is.
    fn kind(&self) -> AxisKind;
}

/// One axis of a domain: [`AxisInfo`] and its values, in index order.
pub trait Axis: AxisInfo {
    /// What the lookup takes and the table's function is given: a
    /// [`Square`](chess_lut_types::Square), a `u8` …
    type Value: Copy;

    /// The `i`th value, `i` below [`len`](AxisInfo::len).
    fn value(&self, i: usize) -> Self::Value;
}

/// What a table is indexed by: one axis, or a tuple of two to four, outermost first. Its
/// values are what the table's function is given: a [`Square`](chess_lut_types::Square), or a
/// tuple.
pub trait Domain {
    /// A value of the whole domain.
    type Value: Copy;

    /// Its axes, outermost first.
    fn axes(&self) -> Vec<&dyn AxisInfo>;

    /// The value at one index per axis.
    fn at(&self, index: &[usize]) -> Self::Value;
}

impl<A: Axis> Domain for A {
    type Value = A::Value;

    fn axes(&self) -> Vec<&dyn AxisInfo> {
        vec![self]
    }

    fn at(&self, index: &[usize]) -> A::Value {
        self.value(index[0])
    }
}

impl<A: Axis, B: Axis> Domain for (A, B) {
    type Value = (A::Value, B::Value);

    fn axes(&self) -> Vec<&dyn AxisInfo> {
        vec![&self.0, &self.1]
    }

    fn at(&self, index: &[usize]) -> Self::Value {
        (self.0.value(index[0]), self.1.value(index[1]))
    }
}

impl<A: Axis, B: Axis, C: Axis, D: Axis> Domain for (A, B, C, D) {
    type Value = (A::Value, B::Value, C::Value, D::Value);

    fn axes(&self) -> Vec<&dyn AxisInfo> {
        vec![&self.0, &self.1, &self.2, &self.3]
    }

    fn at(&self, index: &[usize]) -> Self::Value {
        (
            self.0.value(index[0]),
            self.1.value(index[1]),
            self.2.value(index[2]),
            self.3.value(index[3]),
        )
    }
}

impl<A: Axis, B: Axis, C: Axis> Domain for (A, B, C) {
    type Value = (A::Value, B::Value, C::Value);

    fn axes(&self) -> Vec<&dyn AxisInfo> {
        vec![&self.0, &self.1, &self.2]
    }

    fn at(&self, index: &[usize]) -> Self::Value {
        (
            self.0.value(index[0]),
            self.1.value(index[1]),
            self.2.value(index[2]),
        )
    }
}
