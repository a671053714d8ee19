//! A named range of integers as an axis: a depth, a move count, a phase.

use super::traits::{Axis, AxisInfo};
use crate::source::rust::Rust;
use chess_lut_types::table::{self, AxisKind, Integers};

/// The integer types a [`Range`] can be of.
pub trait Integer: Copy + PartialOrd + std::fmt::Display {
    /// As an `i128`, which holds every value of every one of them.
    fn wide(self) -> i128;
    /// From an `i128` in range.
    fn narrow(v: i128) -> Self;
    /// The type's name: `u8`.
    fn name() -> &'static str;
    /// The type's least and greatest values, as `i128`.
    fn limits() -> (i128, i128);
}

macro_rules! integer {
    ($($t:ident),*) => {$(
        impl Integer for $t {
            fn wide(self) -> i128 {
                self as i128
            }
            fn narrow(v: i128) -> $t {
                $t::try_from(v).expect("a value of the range")
            }
            fn name() -> &'static str {
                stringify!($t)
            }
            fn limits() -> (i128, i128) {
                ($t::MIN as i128, $t::MAX as i128)
            }
        }
    )*};
}

integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// A named range of integers, both ends included: `Range::new("depth", 1..=63)` is a
/// parameter `depth: u8` (the range's type) whose row `depth 12` is index `12 - 1`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Range<T> {
    name: &'static str,
    start: T,
    end: T,
}

impl<T: Integer> Range<T> {
    /// The values `range.start()` to `range.end()`, called `name`; empty when the end is
    /// below the start (which a table refuses).
    pub fn new(name: &'static str, range: std::ops::RangeInclusive<T>) -> Range<T> {
        Range {
            name,
            start: *range.start(),
            end: *range.end(),
        }
    }

    /// `v` as a literal of the range's type: `12u8`, `-3i8`.
    fn literal(v: i128) -> String {
        format!("{v}{}", T::name())
    }
}

impl<T: Integer> AxisInfo for Range<T> {
    fn name(&self) -> &str {
        self.name
    }

    fn len(&self) -> Option<usize> {
        Some(usize::try_from(self.count()?).unwrap_or(usize::MAX))
    }

    fn count(&self) -> Option<u128> {
        u128::try_from(self.end.wide() - self.start.wide() + 1)
            .ok()
            .or(Some(0))
    }

    fn rust_type(&self, _: &Rust) -> Rust {
        Rust::from(T::name())
    }

    fn index(&self, param: &str) -> Rust {
        let start = self.start.wide();
        // a usize is an index as it is: no cast (which clippy calls unnecessary)
        let usize = T::name() == "usize";
        Rust::from(if start == 0 && usize {
            param.to_string()
        } else if start == 0 {
            format!("{param} as usize")
        } else if start > 0 && usize {
            format!("{param} - {start}")
        } else if start > 0 {
            format!("({param} - {start}) as usize")
        } else {
            format!("({param} + {}) as usize", -start)
        })
    }

    fn every(&self, _: &Rust) -> Rust {
        let (start, end) = (
            Self::literal(self.start.wide()),
            Self::literal(self.end.wide()),
        );
        Rust::from(format!("{start}..={end}"))
    }

    fn may_be_outside(&self) -> bool {
        true
    }

    fn outside(&self) -> Vec<String> {
        // the numbers chess-lut's registry walk tries too
        self.describe()
            .integers
            .map_or_else(Vec::new, |i| i.outside().map(Self::literal).collect())
    }

    fn outside_test(&self, param: &str) -> Option<String> {
        let (least, greatest) = T::limits();
        let (start, end) = (self.start.wide(), self.end.wide());
        let mut tests = Vec::new();
        if start > least {
            tests.push(format!("{param} < {}", Self::literal(start)));
        }
        if end < greatest {
            tests.push(format!("{param} > {}", Self::literal(end)));
        }
        (!tests.is_empty()).then(|| tests.join(" || "))
    }

    fn kind(&self) -> AxisKind {
        AxisKind::Range
    }

    fn describe(&self) -> table::Axis<&str> {
        let integers = Integers {
            ty: T::name(),
            start: self.start.wide(),
            end: self.end.wide(),
        };
        table::Axis::range(self.name, integers)
    }
}

impl<T: Integer> Axis for Range<T> {
    type Value = T;

    fn value(&self, i: usize) -> T {
        T::narrow(self.start.wide() + i as i128)
    }
}
