//! How a table is described, on both sides of the build: the element type of a static, the
//! struct a table of structs holds, what kind of answer a lookup gives and how an answer is
//! drawn, and a table's whole description with its axes, chess-lut's and an engine's alike. The
//! generator holds these values when it writes a table and its description; chess-lut's
//! registry, its relations, the command and the page read the same types back.

use core::fmt;

use crate::{Attacker, Bitboard, LineKind, Piece, Square};

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

/// How `chess-lut show` and the explorer draw an answer.
///
/// The generator holds one for each of chess-lut's baked tables and writes it into the
/// description the library includes; its `Debug` form is that source, with the variants of
/// `View` and [`Attacker`] in scope.
///
/// ```
/// use chess_lut_types::{Attacker, table::View};
/// assert_eq!(format!("{:?}", View::Around(Some(Attacker::Knight))), "Around(Some(Knight))");
/// ```
#[derive(Clone, Copy, Debug)]
pub enum View {
    /// The answer, a set of squares, with the square arguments marked.
    Set,
    /// The answer, a set of squares, around the piece on the square argument: this one, or
    /// (`None`) a pawn of the colour argument.
    Around(Option<Attacker>),
    /// The answer for every square in the place of the last square argument, which the user
    /// does not give: a number on each square, or the squares where it is yes (with the
    /// attacker argument on the other square and the occupancy).
    Each,
    /// The lines of the two (square, line kind) pairs and the square where they cross.
    Crossing,
    /// A slider's attacks with the occupancy: the slider argument or this piece (`None` and
    /// no slider argument: a rook along a rank or file, a bishop along a diagonal).
    Slider(Option<Piece>),
    /// One square's slider entry (magic or PEXT): its fields, the slot the occupancy lands in
    /// (this function), and the attacks there.
    Entry(Piece, fn(Square, Bitboard) -> usize),
}

/// What one axis of a table is, or one argument of its lookup: which values index it or are
/// asked. The same vocabulary for chess-lut's lookups (`chess_lut::relations`) and an engine's
/// baked tables; a description file names it ([`name`](Self::name)), the command reads it back
/// ([`from_name`](Self::from_name)) and says it in words ([`words`](Self::words)).
///
/// ```
/// use chess_lut_types::table::{AxisKind, Matters};
/// assert_eq!(AxisKind::FileOf.name(), "file-of");
/// assert_eq!(AxisKind::from_name("line-kind"), Some(AxisKind::LineKind));
/// assert_eq!(AxisKind::from_name("file_of"), None);
/// assert_eq!(AxisKind::from_name("occupancy"), Some(AxisKind::Occupancy(Matters::Any)));
/// assert_eq!(AxisKind::Occupancy(Matters::Between).name(), "occupancy");
/// assert_eq!((AxisKind::Attacker.words(), AxisKind::LineKind.words()), ("piece", "line kind"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AxisKind {
    /// The 64 squares, a1 to h8.
    Square,
    /// White and black.
    Color,
    /// The six kinds of piece, pawn to king.
    Piece,
    /// Rank, file, diagonal, anti-diagonal.
    LineKind,
    /// The seven attackers, black pawn to king.
    Attacker,
    /// A square's file: the argument is a square, a row per file.
    FileOf,
    /// A square's rank: the argument is a square, a row per rank.
    RankOf,
    /// A range of integers.
    Range,
    /// A sliding piece: rook or bishop, the two values of its domain (a queen is asked too,
    /// where a lookup takes one).
    Slider,
    /// A king distance, `0` to `7`.
    Distance,
    /// The occupied squares, never a table's index: only those of [`Matters`] can change the
    /// answer.
    Occupancy(Matters),
}

impl AxisKind {
    /// Every kind, in the order declared, an occupancy as [`from_name`](Self::from_name) reads
    /// it back (any square may matter: a proof samples boards).
    pub const ALL: [AxisKind; 11] = [
        AxisKind::Square,
        AxisKind::Color,
        AxisKind::Piece,
        AxisKind::LineKind,
        AxisKind::Attacker,
        AxisKind::FileOf,
        AxisKind::RankOf,
        AxisKind::Range,
        AxisKind::Slider,
        AxisKind::Distance,
        AxisKind::Occupancy(Matters::Any),
    ];

    /// The name in a description file: `square`, `color`, `piece`, `line-kind`, `attacker`,
    /// `file-of`, `rank-of`, `range`, `slider`, `distance`, `occupancy`.
    pub const fn name(self) -> &'static str {
        match self {
            AxisKind::Square => "square",
            AxisKind::Color => "color",
            AxisKind::Piece => "piece",
            AxisKind::LineKind => "line-kind",
            AxisKind::Attacker => "attacker",
            AxisKind::FileOf => "file-of",
            AxisKind::RankOf => "rank-of",
            AxisKind::Range => "range",
            AxisKind::Slider => "slider",
            AxisKind::Distance => "distance",
            AxisKind::Occupancy(_) => "occupancy",
        }
    }

    /// The kind `name` names, as [`name`](Self::name) writes it; `None` for any other text.
    pub fn from_name(name: &str) -> Option<AxisKind> {
        AxisKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The kind of the lookup's argument that indexes an axis of this kind: a square for a
    /// square's file or rank, else this kind.
    ///
    /// ```
    /// use chess_lut_types::table::AxisKind;
    /// assert_eq!(AxisKind::FileOf.argument(), AxisKind::Square);
    /// assert_eq!(AxisKind::RankOf.argument(), AxisKind::Square);
    /// assert_eq!(AxisKind::Color.argument(), AxisKind::Color);
    /// ```
    pub const fn argument(self) -> AxisKind {
        match self {
            AxisKind::FileOf | AxisKind::RankOf => AxisKind::Square,
            other => other,
        }
    }

    /// What a value of this kind is called in a usage message and the explorer: `square`,
    /// `colour`, `piece` (an attacker, pawns by colour), `piece kind`, `line kind`.
    pub const fn words(self) -> &'static str {
        match self {
            AxisKind::Square | AxisKind::FileOf | AxisKind::RankOf => "square",
            AxisKind::Color => "colour",
            AxisKind::Piece => "piece kind",
            AxisKind::LineKind => "line kind",
            AxisKind::Attacker => "piece",
            AxisKind::Range => "number",
            AxisKind::Slider => "slider",
            AxisKind::Distance => "distance",
            AxisKind::Occupancy(_) => "occupancy",
        }
    }
}

/// Which occupied squares can change a lookup's answer: where a proof that walks every subset
/// of them walks.
///
/// ```
/// use chess_lut_types::LineKind;
/// use chess_lut_types::table::{Axis, AxisKind, Matters};
/// let along_rank = AxisKind::Occupancy(Matters::Line(Some(LineKind::Rank)));
/// assert_eq!(along_rank.name(), "occupancy");
/// assert_eq!(Axis::new(along_rank, "occupied").count(), None); // never an index
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Matters {
    /// The squares strictly between the two square arguments.
    Between,
    /// The squares that can block a slider on the square argument, short of the board's
    /// edge: of this piece, or (`None`) of the slider argument (a queen's if there is none).
    Relevant(Option<Piece>),
    /// The squares of the line through the square argument, but it: of this kind, or
    /// (`None`) of the line-kind argument.
    Line(Option<LineKind>),
    /// Any square: too many subsets to walk, so a proof samples boards (an engine's baked
    /// table's occupancy).
    Any,
}

/// The integers a range axis runs over: the parameter's integer type, the first value and the
/// last, both included.
///
/// ```
/// use chess_lut_types::table::Integers;
/// let depth = Integers { ty: "u8", start: 1, end: 63 };
/// assert_eq!(depth.count(), Some(63));
/// assert_eq!(Integers { ty: "u8", start: 1, end: 1 }.count(), Some(1));
/// assert_eq!(Integers { ty: "u8", start: 1, end: 0 }.count(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Integers<S> {
    /// The integer type: `u8`, `i32`.
    pub ty: S,
    /// The first value.
    pub start: i128,
    /// The last value.
    pub end: i128,
}

impl<S> Integers<S> {
    /// How many values, if at least one and no more than a `usize` counts.
    pub fn count(&self) -> Option<usize> {
        let len = self.end.checked_sub(self.start)?.checked_add(1)?;
        usize::try_from(len).ok().filter(|&n| n > 0)
    }
}

/// One axis of a table, or one argument of its lookup: what kind of values index it, and the
/// lookup's parameter it is. The same value whether chess-lut's description or an engine's bake
/// holds it (`Axis<&str>`) or the command read it back (`Axis<String>`).
///
/// ```
/// use chess_lut_types::table::{Axis, AxisKind, Integers, Matters};
/// let from = Axis::new(AxisKind::Square, "from");
/// assert_eq!(from.count(), Some(64));
/// let depth = Axis::range("depth", Integers { ty: "u8", start: 1, end: 63 });
/// assert_eq!((depth.kind, depth.count()), (AxisKind::Range, Some(63)));
/// assert_eq!(Axis::new(AxisKind::Occupancy(Matters::Any), "occupied").count(), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Axis<S> {
    /// What kind of values index it.
    pub kind: AxisKind,
    /// The lookup's parameter: `from`, `depth`.
    pub name: S,
    /// For a range, its integers (`None` for every other kind).
    pub integers: Option<Integers<S>>,
}

impl<S> Axis<S> {
    /// An axis of `kind` (not a range: see [`range`](Self::range)), the parameter `name`.
    pub const fn new(kind: AxisKind, name: S) -> Axis<S> {
        Axis {
            kind,
            name,
            integers: None,
        }
    }

    /// A range axis over `integers`, the parameter `name`.
    pub const fn range(name: S, integers: Integers<S>) -> Axis<S> {
        Axis {
            kind: AxisKind::Range,
            name,
            integers: Some(integers),
        }
    }

    /// How many values index it: 64 squares, 2 colours, a range's integers; `None` for the
    /// occupied squares (sampled, never an index) or a range that has none.
    pub fn count(&self) -> Option<usize> {
        Some(match self.kind {
            AxisKind::Square => 64,
            AxisKind::Color => 2,
            AxisKind::Piece => 6,
            AxisKind::LineKind => 4,
            AxisKind::Attacker => 7,
            AxisKind::FileOf | AxisKind::RankOf | AxisKind::Distance => 8,
            AxisKind::Slider => 2,
            AxisKind::Range => return self.integers.as_ref()?.count(),
            AxisKind::Occupancy(_) => return None,
        })
    }
}

/// A table and its lookup described: what its declaration knows of it besides its values. One
/// type for chess-lut's tables and an engine's: chess-lut's descriptions
/// (`chess_lut::relations::Relation::description`) hold one, an engine's bake writes one beside
/// the generated source (the description file, JSON) and the `chess-lut` command reads it back.
/// The same value on both sides of the build: `Description<&str, &[Axis<&str>]>` where it is
/// written, `Description<String, Vec<Axis<String>>>` where the command has read it.
///
/// ```
/// use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, Matters};
/// let axes = [Axis::new(AxisKind::Square, "a"), Axis::new(AxisKind::Square, "b")];
/// let distance = Description {
///     name: "distance",
///     ident: "DISTANCE",
///     twin: Some("distance_twin"),
///     doc: "The king distance from `a` to `b`. By breadth-first search.",
///     axes: &axes[..],
///     ty: "u8",
///     stored: "u8",
///     answer: AnswerKind::Number,
///     bytes: 4096,
/// };
/// assert_eq!(distance.summary(), "The king distance from `a` to `b`.");
/// assert_eq!(distance.flat(&[1, 2]), 66);
/// assert_eq!(distance.len(), 4096);
/// assert!(!distance.is_empty());
/// let none = Description { axes: &[][..], ..distance };
/// assert_eq!((none.len(), none.is_empty()), (1, false)); // no axis: one value, as a scalar
/// let empty = [Axis::new(AxisKind::Occupancy(Matters::Any), "occupied")];
/// assert!(Description { axes: &empty[..], ..distance }.is_empty());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Description<S, A> {
    /// The lookup's name, which names an engine's table (`lmr`); chess-lut's lookup's path below
    /// `chess_lut` (`in_between`, `sliders::magic::rook_attacks`), or a slider strategy's module
    /// (`sliders::magic`) for its rook's and bishop's together.
    pub name: S,
    /// The static's: `LMR`.
    pub ident: S,
    /// The path of the twin it is proven equal to, if it has one (chess-lut's, below
    /// `chess_lut`: `calc::in_between`; a slider strategy's two, `calc::rook_attacks,
    /// calc::bishop_attacks`).
    pub twin: Option<S>,
    /// What it is: the doc comment of an engine's static and its lookup; one sentence for
    /// chess-lut's (a baked table's summary, or what a lookup written by hand does).
    pub doc: S,
    /// Its lookup's arguments, which are the table's axes, outermost first, where the table
    /// is laid out row-major by them (every baked table; chess-lut's other layouts say how they
    /// are indexed in `chess_lut::relations::Indexing`).
    pub axes: A,
    /// The lookup's type: `u8`, `::chess_lut::Bitboard`, `bool`.
    pub ty: S,
    /// The static's element type: `u8`, `u64`, `MagicEntry`.
    pub stored: S,
    /// How a value reads.
    pub answer: AnswerKind,
    /// The static's bytes.
    pub bytes: usize,
}

impl<S: AsRef<str>, A: AsRef<[Axis<S>]>> Description<S, A> {
    /// The first sentence of its doc.
    pub fn summary(&self) -> &str {
        let doc = self.doc.as_ref();
        let para = doc.split("\n\n").next().unwrap_or("");
        match para.find(". ") {
            Some(end) => &para[..=end],
            None => para,
        }
    }

    /// The flat (row-major) index of one index per axis, in a table laid out row-major by its
    /// axes (every baked table).
    pub fn flat(&self, index: &[usize]) -> usize {
        self.axes
            .as_ref()
            .iter()
            .zip(index)
            .fold(0, |flat, (axis, &i)| flat * axis.count().unwrap_or(0) + i)
    }

    /// How many values a table laid out row-major by its axes holds: the product of their
    /// lengths; none if one is an occupancy (a proof's argument, never an index).
    pub fn len(&self) -> usize {
        self.axes
            .as_ref()
            .iter()
            .map(|a| a.count().unwrap_or(0))
            .product()
    }

    /// Whether [`len`](Self::len) is 0: never for a table the bake accepted; always for a
    /// description whose lookup takes an occupancy.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
