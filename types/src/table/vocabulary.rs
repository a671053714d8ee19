//! An axis in words, the one vocabulary the generator, the bake, the command and the page
//! share: each value's label (`e4`, `white`, `file c`, `depth 12`) here; with the feature
//! `read` (the command's), what a user types for a value, a typed argument read back as its
//! index, and what an argument of the axis is (`reading.rs`).

use alloc::format;
use alloc::string::{String, ToString};

use super::{Axis, AxisKind};
use crate::{Attacker, Color, File, LineKind, Piece, Rank};

impl<S: AsRef<str>> Axis<S> {
    /// The same axis holding its own text: what an owned description holds.
    ///
    /// ```
    /// use chess_lut_types::table::{Axis, AxisKind};
    /// let sq: Axis<String> = Axis::new(AxisKind::Square, "sq").owned();
    /// assert_eq!(sq.name, "sq");
    /// ```
    pub fn owned(&self) -> Axis<String> {
        Axis {
            kind: self.kind,
            name: self.name.as_ref().to_string(),
            integers: self.integers.as_ref().map(|i| super::Integers {
                ty: i.ty.as_ref().to_string(),
                start: i.start,
                end: i.end,
            }),
        }
    }

    /// The label of its `i`th value: `e4`, `white`, `knight`, `file c`, `depth 12`; past its
    /// last value, the last's (a label never panics).
    ///
    /// ```
    /// use chess_lut_types::table::{Axis, AxisKind, Integers};
    /// assert_eq!(Axis::new(AxisKind::Square, "sq").label(28), "e4");
    /// assert_eq!(Axis::new(AxisKind::Square, "sq").label(64), "h8");
    /// assert_eq!(Axis::new(AxisKind::Color, "c").label(2), "black");
    /// assert_eq!(Axis::new(AxisKind::FileOf, "sq").label(2), "file c");
    /// let depth = Axis::range("depth", Integers { ty: "u8", start: 1, end: 63 });
    /// assert_eq!(depth.label(11), "depth 12");
    /// ```
    pub fn label(&self, i: usize) -> String {
        let at = |i: usize, n: usize| i.min(n - 1);
        match (self.kind, &self.integers) {
            (_, Some(range)) => format!("{} {}", self.name.as_ref(), range.start + i as i128),
            // by hand, not `to_string`: a build script runs unoptimised and labels every line
            (AxisKind::Square, _) => {
                let i = at(i, 64) as u8;
                String::from_utf8_lossy(&[b'a' + i % 8, b'1' + i / 8]).into_owned()
            }
            (AxisKind::Color, _) => Color::ALL[at(i, 2)].name().to_string(),
            (AxisKind::Piece, _) => Piece::ALL[at(i, 6)].name().to_string(),
            (AxisKind::LineKind, _) => LineKind::ALL[at(i, 4)].to_string(),
            (AxisKind::Attacker, _) => Attacker::ALL[at(i, 7)].name().to_string(),
            (AxisKind::FileOf, _) => format!("file {}", File::ALL[at(i, 8)]),
            (AxisKind::RankOf, _) => format!("rank {}", Rank::ALL[at(i, 8)]),
            (AxisKind::Slider, _) => [Piece::Rook, Piece::Bishop, Piece::Queen][at(i, 3)]
                .name()
                .to_string(),
            (AxisKind::Range | AxisKind::Occupancy(_), None) => i.to_string(),
        }
    }
}
