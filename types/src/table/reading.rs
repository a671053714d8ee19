//! An axis read and said as a user types it (feature `read`, the command's): what a user types
//! for a value, a typed argument read back as its index, what an argument of the axis is, and
//! what a lookup's arguments are in words.

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt::Display;
use core::str::FromStr;

use super::{Axis, AxisKind};
use crate::{Attacker, Color, LineKind, Piece, Square};

/// `s` read as a `T`, or a line saying what was expected: `bad square "e9": …`.
fn parse<T: FromStr>(what: &str, s: &str) -> Result<T, String>
where
    T::Err: Display,
{
    s.parse().map_err(|e| format!("bad {what} {s:?}: {e}"))
}

/// `noun` with its article: `a square`, `an attacker`.
fn with_article(noun: &str) -> String {
    let vowel = noun.starts_with(['a', 'e', 'i', 'o', 'u']);
    format!("{} {noun}", if vowel { "an" } else { "a" })
}

impl<S: AsRef<str>> Axis<S> {
    /// What a user types for its `i`th value: `e4`, `white`, `12`; for a file or a rank, a
    /// square on it (`c1` for the c-file).
    ///
    /// ```
    /// use chess_lut_types::table::{Axis, AxisKind, Integers};
    /// assert_eq!(Axis::new(AxisKind::RankOf, "sq").argument(2), "a3");
    /// let depth = Axis::range("depth", Integers { ty: "u8", start: 1, end: 63 });
    /// assert_eq!(depth.argument(11), "12");
    /// ```
    pub fn argument(&self, i: usize) -> String {
        match (self.kind, &self.integers) {
            (_, Some(range)) => (range.start + i as i128).to_string(),
            (AxisKind::FileOf, _) => Square::ALL[i.min(7)].to_string(),
            (AxisKind::RankOf, _) => Square::ALL[8 * i.min(7)].to_string(),
            _ => self.label(i),
        }
    }

    /// An argument as typed, as the index of its value on the axis: `e4` 28, `white` 0,
    /// `knight`, a square's file or rank for a [`FileOf`](AxisKind::FileOf) or
    /// [`RankOf`](AxisKind::RankOf) axis, a range's number from its start; a slider `rook`
    /// 0, `bishop` 1, and `queen` 2, where a lookup asks both; or a line saying what was
    /// expected.
    ///
    /// ```
    /// use chess_lut_types::table::{Axis, AxisKind, Integers};
    /// assert_eq!(Axis::new(AxisKind::Square, "sq").read("E4"), Ok(28));
    /// assert_eq!(Axis::new(AxisKind::FileOf, "sq").read("c7"), Ok(2));
    /// let depth = Axis::range("depth", Integers { ty: "u8", start: 1, end: 63 });
    /// assert_eq!(depth.read("12"), Ok(11));
    /// assert_eq!(depth.read("64").unwrap_err(), "bad depth \"64\": from 1 to 63");
    /// assert!(Axis::new(AxisKind::Square, "sq").read("e9").unwrap_err().starts_with("bad square \"e9\""));
    /// ```
    pub fn read(&self, s: &str) -> Result<usize, String> {
        let name = self.name.as_ref();
        Ok(match (self.kind, &self.integers) {
            (_, Some(range)) => {
                let v = self.number(s, false)?;
                usize::try_from(v - range.start).map_err(|_| format!("bad {name} {s:?}"))?
            }
            (AxisKind::Square, _) => parse::<Square>("square", s)?.index(),
            (AxisKind::FileOf, _) => usize::from(parse::<Square>("square", s)?.file()),
            (AxisKind::RankOf, _) => usize::from(parse::<Square>("square", s)?.rank()),
            (AxisKind::Color, _) => parse::<Color>("colour", s)? as usize,
            (AxisKind::Piece, _) => parse::<Piece>("piece", s)? as usize,
            (AxisKind::LineKind, _) => parse::<LineKind>("line kind", s)? as usize,
            (AxisKind::Attacker, _) => parse::<Attacker>("piece", s)? as usize,
            (AxisKind::Slider, _) => match s.parse::<Piece>() {
                Ok(Piece::Rook) => 0,
                Ok(Piece::Bishop) => 1,
                Ok(Piece::Queen) => 2,
                _ => {
                    return Err(format!(
                        "bad slider {s:?}: expected rook, bishop or queen (or R, B, Q)"
                    ));
                }
            },
            (AxisKind::Range | AxisKind::Occupancy(_), None) => {
                return Err(format!("{name} is read as no argument"));
            }
        })
    }

    /// A range's number as typed: one of the range, or where its lookup answers `outside` it,
    /// any of its integer type; or a line saying what was expected. An axis of no range has
    /// no number.
    ///
    /// ```
    /// use chess_lut_types::table::{Axis, AxisKind, Integers};
    /// let ring = Axis::range("distance", Integers { ty: "u8", start: 0, end: 7 });
    /// assert_eq!(ring.number("7", false), Ok(7));
    /// assert_eq!(ring.number("9", false).unwrap_err(), "bad distance \"9\": from 0 to 7");
    /// assert_eq!(ring.number("255", true), Ok(255));
    /// assert_eq!(ring.number("256", true).unwrap_err(), "bad distance \"256\": a u8, from 0 to 255");
    /// assert!(Axis::new(AxisKind::Square, "sq").number("1", true).is_err());
    /// ```
    pub fn number(&self, s: &str, outside: bool) -> Result<i128, String> {
        let name = self.name.as_ref();
        let Some(range) = &self.integers else {
            return Err(format!("{name} is read as no number"));
        };
        let limits = range.limits().filter(|_| outside);
        let (start, end) = limits.unwrap_or((range.start, range.end));
        let v: i128 = s
            .parse()
            .map_err(|_| format!("bad {name} {s:?}: a whole number from {start} to {end}"))?;
        if (start..=end).contains(&v) {
            Ok(v)
        } else if limits.is_some() {
            // `a u8`, `an i16`: as the type's name is said
            let ty = range.ty.as_ref();
            let article = if ty.starts_with('i') { "an" } else { "a" };
            Err(format!(
                "bad {name} {s:?}: {article} {ty}, from {start} to {end}"
            ))
        } else {
            Err(format!("bad {name} {s:?}: from {start} to {end}"))
        }
    }

    /// What an argument of this axis is, for messages: `a square`, `a colour`, `a piece kind`,
    /// `an attacker (0 to 15)` for a range named `attacker`.
    ///
    /// ```
    /// use chess_lut_types::table::{Axis, AxisKind, Integers};
    /// assert_eq!(Axis::new(AxisKind::FileOf, "sq").what(), "a square");
    /// let attacker = Axis::range("attacker", Integers { ty: "usize", start: 0, end: 15 });
    /// assert_eq!(attacker.what(), "an attacker (0 to 15)");
    /// ```
    pub fn what(&self) -> String {
        match &self.integers {
            Some(range) => format!(
                "{} ({} to {})",
                with_article(self.name.as_ref()),
                range.start,
                range.end
            ),
            None => with_article(self.kind.words()),
        }
    }
}

/// What the arguments of `axes` are, in words: `two squares`, `a colour and a square`,
/// `nothing`.
///
/// ```
/// use chess_lut_types::table::{Axis, AxisKind, usage};
/// let square = Axis::new(AxisKind::Square, "a");
/// assert_eq!(usage(&[square, square]), "two squares");
/// assert_eq!(usage(&[Axis::new(AxisKind::Color, "c"), square]), "a colour and a square");
/// assert_eq!(usage::<&str>(&[]), "nothing");
/// ```
pub fn usage<S: AsRef<str>>(axes: &[Axis<S>]) -> String {
    let what: alloc::vec::Vec<String> = axes.iter().map(Axis::what).collect();
    match axes {
        [] => "nothing".into(),
        [a, b]
            if a.integers.is_none() && b.integers.is_none() && a.kind.words() == b.kind.words() =>
        {
            format!("two {}s", a.kind.words())
        }
        [_] => what[0].clone(),
        [.., _] => format!(
            "{} and {}",
            what[..what.len() - 1].join(", "),
            what[what.len() - 1]
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Integers;

    /// What a user types for each value of an axis reads back as that value, every kind an
    /// engine's table or chess-lut's lookup is asked by.
    #[test]
    fn an_axis_argument_reads_back_as_its_value() {
        let range = |start, end| Integers {
            ty: "i8",
            start,
            end,
        };
        let axes = [
            Axis::new(AxisKind::Square, "n"),
            Axis::new(AxisKind::Color, "n"),
            Axis::new(AxisKind::Piece, "n"),
            Axis::new(AxisKind::LineKind, "n"),
            Axis::new(AxisKind::Attacker, "n"),
            Axis::new(AxisKind::FileOf, "n"),
            Axis::new(AxisKind::RankOf, "n"),
            Axis::new(AxisKind::Slider, "n"),
            Axis::range("n", range(-2, 5)),
        ];
        for axis in &axes {
            let count = axis.count().unwrap_or(0);
            assert!(count > 0, "{axis:?}");
            for i in 0..count {
                let typed = axis.argument(i);
                assert_eq!(axis.read(&typed), Ok(i), "{axis:?} {i}: {typed:?}");
            }
        }
        assert_eq!(axes[0].argument(4), "e1");
        assert_eq!(axes[5].argument(2), "c1", "a square on the c-file");
        assert_eq!(axes[6].argument(3), "a4", "a square on the fourth rank");
        assert_eq!(
            (axes[8].argument(0), axes[8].argument(7)),
            ("-2".into(), "5".into())
        );
        assert_eq!(Axis::range("n", range(1, 0)).count(), None);
        assert_eq!(axes[8].label(0), "n -2");
        assert_eq!(axes[8].what(), "a n (-2 to 5)");
        assert!(axes[8].read("6").is_err() && axes[8].read("x").is_err());
        // a queen is asked where a lookup takes both sliders
        assert_eq!(axes[7].read("Q"), Ok(2));
        assert_eq!(axes[7].label(2), "queen");
        assert!(
            axes[7]
                .read("knight")
                .unwrap_err()
                .starts_with("bad slider")
        );
        assert_eq!(
            Axis::range("distance", range(0, 7)).read("8"),
            Err("bad distance \"8\": from 0 to 7".into())
        );
        assert!(
            Axis::new(AxisKind::Occupancy(crate::table::Matters::Any), "o")
                .read("0x1")
                .is_err()
        );
    }

    #[test]
    fn articles_and_usages() {
        assert_eq!(Axis::new(AxisKind::Attacker, "a").what(), "a piece");
        assert_eq!(Axis::new(AxisKind::Piece, "p").what(), "a piece kind");
        let occupied = Axis::range(
            "occupied",
            Integers {
                ty: "u8",
                start: 0,
                end: 1,
            },
        );
        assert_eq!(occupied.what(), "an occupied (0 to 1)");
        let attacker = Axis::new(AxisKind::Attacker, "a");
        assert_eq!(usage(&[attacker, attacker]), "two pieces");
        let depth = Axis::range(
            "depth",
            Integers {
                ty: "u8",
                start: 0,
                end: 63,
            },
        );
        assert_eq!(
            usage(&[
                Axis::new(AxisKind::Color, "c"),
                Axis::new(AxisKind::LineKind, "k"),
                depth
            ]),
            "a colour, a line kind and a depth (0 to 63)"
        );
    }
}
