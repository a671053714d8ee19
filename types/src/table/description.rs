//! A table and its lookup described, one type for chess-lut's tables and an engine's; and the
//! summary of a doc.

use core::fmt;

use super::{AnswerKind, Axis};

/// A table and its lookup described: what its declaration knows of it besides its values. One
/// type for chess-lut's tables and an engine's: each of chess-lut's registered tables gives one
/// by its first lookup (`chess_lut::tables::Table::description`), an engine's bake writes one
/// beside the generated source (the description file, `table::file` with the feature
/// `alloc`) and the `chess-lut` command reads it back. The same value on both sides of the
/// build: `Description<&str, &[Axis<&str>]>` where a registered table gives it, one owned
/// `Description<String, Vec<Axis<String>>>` per table where a bake builds it and writes it,
/// and where the command has read it.
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
///     outside: None,
/// };
/// assert_eq!(distance.summary().to_string(), "The king distance from `a` to `b`.");
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
    /// What it is, in Markdown, its first sentence its [`summary`](Self::summary): the doc
    /// comment of an engine's static and its lookup; of chess-lut's static.
    pub doc: S,
    /// Its lookup's arguments, which are the table's axes, outermost first, where the table
    /// is laid out row-major by them (every baked table; chess-lut's lookups written by hand
    /// index their tables in their own ways, which the explorer page steps through).
    pub axes: A,
    /// The lookup's type: `u8`, `::chess_lut::Bitboard`, `bool`.
    pub ty: S,
    /// The static's element type: `u8`, `u64`, `MagicEntry`.
    pub stored: S,
    /// How a value reads.
    pub answer: AnswerKind,
    /// The static's bytes.
    pub bytes: usize,
    /// What the lookup answers for a number outside its ranges, written as a value of the
    /// table is (`8`, `"0x0"`), where it answers one there rather than panic (a bake's
    /// `Table::outside`); `None` where it does not.
    pub outside: Option<S>,
}

impl<S: AsRef<str>, A: AsRef<[Axis<S>]>> Description<S, A> {
    /// The first sentence of its doc, on one line: [`summary`].
    pub fn summary(&self) -> Summary<'_> {
        summary(self.doc.as_ref())
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

/// The first sentence of `doc`, on one line: up to the first full stop that ends a sentence (a
/// `.` before a space or a line break) in its first paragraph, or that whole paragraph, each
/// line break read as a space. The one summary of a doc: the generator writes it into a
/// static's documentation, and the registry, the command and the page show it.
///
/// ```
/// use chess_lut_types::table::summary;
/// let doc = "The squares between `a` and\n`b`. Empty otherwise.\n\nMore.";
/// assert_eq!(summary(doc).to_string(), "The squares between `a` and `b`.");
/// assert_eq!(summary("One line\nor two").to_string(), "One line or two");
/// assert_eq!(summary("Ends here.\nNext.").to_string(), "Ends here.");
/// assert_eq!(summary("1.5 squares. More").to_string(), "1.5 squares.");
/// assert_eq!(summary("").to_string(), "");
/// ```
pub fn summary(doc: &str) -> Summary<'_> {
    let para = doc.split("\n\n").next().unwrap_or("");
    let bytes = para.as_bytes();
    let end = (0..bytes.len())
        .find(|&i| bytes[i] == b'.' && matches!(bytes.get(i + 1), Some(b' ' | b'\n')))
        .map_or(para.len(), |i| i + 1);
    Summary(&para[..end])
}

/// The first sentence of a doc, as [`summary`] finds it: its lines joined by spaces when
/// written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Summary<'a>(&'a str);

impl fmt::Display for Summary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, line) in self.0.split('\n').enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(line)?;
        }
        Ok(())
    }
}
