//! A table and its lookup described, one type for chess-lut's tables and an engine's.

use super::{AnswerKind, Axis};

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
