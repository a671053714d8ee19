//! What indexes a table, or is asked of its lookup: an axis's kind and parameter, a range's
//! integers, and which occupied squares matter to an answer.

use crate::{LineKind, Piece};

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
    /// The occupied squares, never a table's index: only those of [`Matters`] can change the
    /// answer.
    Occupancy(Matters),
}

impl AxisKind {
    /// Every kind, in the order declared, an occupancy as [`from_name`](Self::from_name) reads
    /// it back (any square may matter: a proof samples boards).
    pub const ALL: [AxisKind; 10] = [
        AxisKind::Square,
        AxisKind::Color,
        AxisKind::Piece,
        AxisKind::LineKind,
        AxisKind::Attacker,
        AxisKind::FileOf,
        AxisKind::RankOf,
        AxisKind::Range,
        AxisKind::Slider,
        AxisKind::Occupancy(Matters::Any),
    ];

    /// The name in a description file: `square`, `color`, `piece`, `line-kind`, `attacker`,
    /// `file-of`, `rank-of`, `range`, `slider`, `occupancy`.
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

impl<S: AsRef<str>> Integers<S> {
    /// The least and greatest values of its integer type (`usize` and `isize` this target's),
    /// where it names one of Rust's.
    ///
    /// ```
    /// use chess_lut_types::table::Integers;
    /// assert_eq!(Integers { ty: "i16", start: -119, end: 119 }.limits(), Some((-32768, 32767)));
    /// assert_eq!(Integers { ty: "Depth", start: 0, end: 7 }.limits(), None);
    /// // every integer type of Rust's, its own ends
    /// let limits = |ty| Integers { ty, start: 0, end: 0 }.limits();
    /// macro_rules! ends {
    ///     ($($t:ident),*) => {$(
    ///         assert_eq!(limits(stringify!($t)), Some(($t::MIN as i128, $t::MAX as i128)), stringify!($t));
    ///     )*};
    /// }
    /// ends!(u8, u16, u32, u64, usize, i8, i16, i32, i64, i128, isize);
    /// assert_eq!(limits("u128"), Some((0, i128::MAX))); // as far as the walk's numbers go
    /// ```
    pub fn limits(&self) -> Option<(i128, i128)> {
        Some(match self.ty.as_ref() {
            "u8" => (0, u8::MAX.into()),
            "u16" => (0, u16::MAX.into()),
            "u32" => (0, u32::MAX.into()),
            "u64" => (0, u64::MAX.into()),
            "u128" => (0, i128::MAX),
            "usize" => (0, usize::MAX as i128),
            "i8" => (i8::MIN.into(), i8::MAX.into()),
            "i16" => (i16::MIN.into(), i16::MAX.into()),
            "i32" => (i32::MIN.into(), i32::MAX.into()),
            "i64" => (i64::MIN.into(), i64::MAX.into()),
            "i128" => (i128::MIN, i128::MAX),
            "isize" => (isize::MIN as i128, isize::MAX as i128),
            _ => return None,
        })
    }

    /// The numbers of its type outside it that a lookup answering there is tried on, least
    /// first: its type's least and the one just below it, the one just past it and its type's
    /// greatest, each once (none past a type's end it reaches).
    ///
    /// ```
    /// use chess_lut_types::table::Integers;
    /// let ring = Integers { ty: "u8", start: 0, end: 7 };
    /// assert_eq!(ring.outside().collect::<Vec<_>>(), [8, 255]);
    /// let delta = Integers { ty: "i16", start: -119, end: 119 };
    /// assert_eq!(delta.outside().collect::<Vec<_>>(), [-32768, -120, 120, 32767]);
    /// assert_eq!(Integers { ty: "u8", start: 1, end: 254 }.outside().collect::<Vec<_>>(), [0, 255]);
    /// assert_eq!(Integers { ty: "u8", start: 0, end: 255 }.outside().count(), 0);
    /// ```
    pub fn outside(&self) -> impl Iterator<Item = i128> + use<S> {
        let mut values = [None; 4];
        if let Some((least, greatest)) = self.limits() {
            if self.start > least {
                values[0] = Some(least);
                values[1] = Some(self.start - 1).filter(|&v| v != least);
            }
            if self.end < greatest {
                values[2] = Some(self.end + 1);
                values[3] = Some(greatest).filter(|&v| v != self.end + 1);
            }
        }
        values.into_iter().flatten()
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

    /// The axis its lookup's argument is read by: a square's for a square's file or rank
    /// ([`AxisKind::argument`]), else this one, its name and integers kept.
    ///
    /// ```
    /// use chess_lut_types::table::{Axis, AxisKind};
    /// let file = Axis::new(AxisKind::FileOf, "from");
    /// assert_eq!(file.as_argument().kind, AxisKind::Square);
    /// assert_eq!(file.as_argument().name, "from");
    /// assert_eq!(file.count(), Some(8));
    /// assert_eq!(file.as_argument().count(), Some(64));
    /// ```
    pub fn as_argument(self) -> Axis<S> {
        Axis {
            kind: self.kind.argument(),
            ..self
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
            AxisKind::FileOf | AxisKind::RankOf => 8,
            AxisKind::Slider => 2,
            AxisKind::Range => return self.integers.as_ref()?.count(),
            AxisKind::Occupancy(_) => return None,
        })
    }
}
