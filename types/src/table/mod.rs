//! How a table is described, on both sides of the build: the element type of a static, the
//! struct a table of structs holds, what kind of answer a lookup gives, and a table's whole
//! description with its axes, chess-lut's and an engine's alike, and its summary. The generator
//! holds these values when it writes a table and its description; chess-lut's registry, the
//! command and the page read the same types back.

use core::fmt;

mod axis;
mod description;
mod drawing;
#[cfg(feature = "alloc")]
pub mod file;
mod name;
#[cfg(feature = "read")]
mod reading;
#[cfg(feature = "alloc")]
mod vocabulary;

pub use axis::{Axis, AxisKind, Integers, Matters};
pub use description::{Description, Summary, summary};
pub use drawing::{Coord, Drawing, Indexing, View};
pub use name::{Unfit, lookup_name};
#[cfg(feature = "read")]
pub use reading::usage;

/// The Rust type of a static holding `stored` values in `shape` (outermost first): what the
/// generator writes after `pub static NAME:`, and the command and the page say a table is.
///
/// ```
/// use chess_lut_types::table::array_type;
/// assert_eq!(array_type("u8", &[64, 64]).to_string(), "[[u8; 64]; 64]");
/// assert_eq!(array_type("MagicEntry", &[64]).to_string(), "[MagicEntry; 64]");
/// assert_eq!(array_type("u8", &[]).to_string(), "u8");
/// ```
pub fn array_type<'a>(stored: &'a str, shape: &'a [usize]) -> ArrayType<'a> {
    ArrayType { stored, shape }
}

/// A static's Rust type, as [`array_type`] writes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ArrayType<'a> {
    stored: &'a str,
    shape: &'a [usize],
}

impl fmt::Display for ArrayType<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for _ in self.shape {
            f.write_str("[")?;
        }
        f.write_str(self.stored)?;
        for n in self.shape.iter().rev() {
            write!(f, "; {n}]")?;
        }
        Ok(())
    }
}

/// The element type of one of chess-lut's tables (an engine's baked table may hold any
/// [`Element`](https://docs.rs/chess-lut-codegen/latest/chess_lut_codegen/bake/trait.Element.html)).
///
/// ```
/// use chess_lut_types::table::Elem;
/// assert_eq!((Elem::U64.name(), Elem::U64.bytes()), ("u64", 8));
/// assert_eq!(Elem::from_name("u16"), Some(Elem::U16));
/// assert_eq!(Elem::from_name("i16"), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Elem {
    /// `u8`: distances, squares; written in decimal.
    U8,
    /// `u16`: a compact set of up to 16 squares; written in hex, `0x3FFF`.
    U16,
    /// `u64`: bitboards; written in hex grouped in fours.
    U64,
}

impl Elem {
    /// Every element type, smallest first.
    pub const ALL: [Elem; 3] = [Elem::U8, Elem::U16, Elem::U64];

    /// The Rust name: `"u8"`, `"u64"`.
    pub const fn name(self) -> &'static str {
        match self {
            Elem::U8 => "u8",
            Elem::U16 => "u16",
            Elem::U64 => "u64",
        }
    }

    /// The element type the Rust name `name` names; `None` for any other type.
    pub fn from_name(name: &str) -> Option<Elem> {
        Elem::ALL.into_iter().find(|e| e.name() == name)
    }

    /// Bytes per element.
    pub const fn bytes(self) -> usize {
        match self {
            Elem::U8 => 1,
            Elem::U16 => 2,
            Elem::U64 => 8,
        }
    }

    /// `v` as the generated source writes an element of this type: decimal for `u8`, hex
    /// grouped in fours for `u16` and `u64`.
    ///
    /// ```
    /// use chess_lut_types::table::Elem;
    /// assert_eq!(Elem::U8.literal(6).to_string(), "6");
    /// assert_eq!(Elem::U16.literal(0x3FFF).to_string(), "0x3FFF");
    /// assert_eq!(Elem::U64.literal(1 << 63 | 0xA).to_string(), "0x8000_0000_0000_000A");
    /// assert_eq!(Elem::U8.literal(255).to_string(), "255");
    /// assert_eq!(Elem::U64.literal(0).to_string(), "0x0000_0000_0000_0000");
    /// assert_eq!(Elem::U64.literal(u64::MAX).to_string(), "0xFFFF_FFFF_FFFF_FFFF");
    /// ```
    pub const fn literal(self, v: u64) -> Literal {
        Literal { elem: self, v }
    }

    /// Writes `v` as [`literal`](Self::literal) does, into `out`. Digit by digit, with no
    /// formatting machinery: a build script runs unoptimised and writes hundreds of thousands.
    pub fn write_literal<W: fmt::Write>(self, out: &mut W, v: u64) -> fmt::Result {
        const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
        match self {
            Elem::U8 => write_decimal(out, v),
            Elem::U16 => {
                let mut buf = *b"0x0000";
                let mut i = 0;
                while i < 4 {
                    buf[5 - i] = DIGITS[(v >> (4 * i) & 0xF) as usize];
                    i += 1;
                }
                out.write_str(core::str::from_utf8(&buf).map_err(|_| fmt::Error)?)
            }
            Elem::U64 => {
                // digit `i` (lowest first) goes before the `i / 4` underscores to its right
                let mut buf = *b"0x0000_0000_0000_0000";
                let mut i = 0;
                while i < 16 {
                    buf[20 - i - i / 4] = DIGITS[(v >> (4 * i) & 0xF) as usize];
                    i += 1;
                }
                out.write_str(core::str::from_utf8(&buf).map_err(|_| fmt::Error)?)
            }
        }
    }
}

/// `v` in decimal, into `out`: the generator's one writer of a decimal, cheaper in an
/// unoptimised build script than `write!` and its formatting machinery.
///
/// ```
/// let mut out = String::new();
/// chess_lut_types::table::write_decimal(&mut out, 4096).unwrap();
/// assert_eq!(out, "4096");
/// ```
pub fn write_decimal<W: fmt::Write>(out: &mut W, v: u64) -> fmt::Result {
    if v >= 10 {
        write_decimal(out, v / 10)?;
    }
    out.write_char(char::from(b'0' + (v % 10) as u8))
}

/// One element as the generated source writes it: [`Elem::literal`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Literal {
    elem: Elem,
    v: u64,
}

impl fmt::Display for Literal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.elem.write_literal(f, self.v)
    }
}

/// The struct a table of structs holds, and its fields: the innermost dimension of the table's
/// shape, so that every entry is still a number at some coordinates.
///
/// ```
/// use chess_lut_types::table::Record;
/// let magic = Record { name: "MagicEntry", fields: &["not_mask", "factor", "offset"] };
/// assert_eq!(magic.fields.len(), 3);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Record {
    /// The struct's name: `"MagicEntry"`.
    pub name: &'static str,
    /// Its fields, in order.
    pub fields: &'static [&'static str],
}

/// What kind of answer a lookup gives: how the command and the page draw it, and how the
/// generated proof compares it with its twin's.
///
/// ```
/// use chess_lut_types::table::AnswerKind;
/// assert_eq!(AnswerKind::YesNo.name(), "yes");
/// assert_eq!(AnswerKind::from_name("float"), Some(AnswerKind::Float));
/// assert_eq!(AnswerKind::from_name("maybe"), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AnswerKind {
    /// A number: drawn on its square, compared with `==`.
    Number,
    /// A float: drawn as a number, compared bit for bit (`-0.0` is not `0.0`).
    Float,
    /// Yes or no.
    YesNo,
    /// A set of squares, drawn as a board.
    Set,
    /// A square, or none.
    Square,
    /// A value of the engine's own type, shown as the source that writes it.
    Other,
}

impl AnswerKind {
    /// Every kind, in the order declared.
    pub const ALL: [AnswerKind; 6] = [
        AnswerKind::Number,
        AnswerKind::Float,
        AnswerKind::YesNo,
        AnswerKind::Set,
        AnswerKind::Square,
        AnswerKind::Other,
    ];

    /// The name in a baked table's description file: `number`, `float`, `yes`, `set`,
    /// `square`, `other`.
    pub const fn name(self) -> &'static str {
        match self {
            AnswerKind::Number => "number",
            AnswerKind::Float => "float",
            AnswerKind::YesNo => "yes",
            AnswerKind::Set => "set",
            AnswerKind::Square => "square",
            AnswerKind::Other => "other",
        }
    }

    /// The kind `name` names, as [`name`](Self::name) writes it; `None` for any other text.
    pub fn from_name(name: &str) -> Option<AnswerKind> {
        AnswerKind::ALL.into_iter().find(|k| k.name() == name)
    }
}
