//! How a table's answers are drawn and asked, as its declaration says: the view of an answer,
//! an example to ask it, the other names it is asked by, what it does not answer, and how its
//! lookup indexes it. Declared with the table (chess-lut's declarations in the generator), held
//! in its registry entry, read by the `chess-lut` command and its explorer page, which draw it.

use crate::{Attacker, Piece};

/// How an answer is drawn.
///
/// ```
/// use chess_lut_types::table::{Drawing, View};
/// use chess_lut_types::Attacker;
/// // the knight's attacks, drawn around a knight on the square asked
/// let knight = Drawing::new(View::Around(Some(Attacker::Knight)), &["g1"]);
/// assert_eq!(knight.view, View::Around(Some(Attacker::Knight)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
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
    /// One square's slider entry (magic or PEXT) of this piece: its fields, the slot the
    /// occupancy lands in, and the attacks there.
    Entry(Piece),
}

/// One dimension of a row-major table: an argument's coordinate, or its square's file or rank.
///
/// ```
/// use chess_lut_types::table::{Coord, Indexing};
/// // forward ranks: by colour (argument 0), then the rank of the square (argument 1)
/// let rows = Indexing::Rows(&[Coord::Arg(0), Coord::RankOf(1)]);
/// assert_eq!(rows.name(), "rows");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Coord {
    /// The argument at this position, as its value is numbered on its axis.
    Arg(usize),
    /// The file of the square argument at this position.
    FileOf(usize),
    /// The rank of the square argument at this position.
    RankOf(usize),
}

/// How a table is indexed by its lookup: what the explorer shows step by step.
///
/// ```
/// use chess_lut_types::table::{Drawing, Indexing, View};
/// let rook = Drawing::new(View::Slider(None), &["d4"]).indexed(Indexing::Magic);
/// assert_eq!(rook.indexing.name(), "magic");
/// assert_eq!(Drawing::new(View::Set, &["e1", "h4"]).indexing, Indexing::Axes);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Indexing {
    /// Row-major by the lookup's arguments in order (a square's file or rank where the axis is
    /// one): every table declared with its lookup.
    Axes,
    /// Row-major, one coordinate per dimension, outermost first.
    Rows(&'static [Coord]),
    /// Each unordered pair once: `lo * (127 - lo) / 2 + hi`.
    Triangular,
    /// By 0x88 difference, relative to the first square, rotated into place.
    X88Rotated,
    /// By attacker and 0x88 difference, the squares between relative to the from-square.
    X88Attacks,
    /// By line-kind pair and the two lines' indices.
    Intersection,
    /// A rank's six inner squares, by file.
    FirstRank,
    /// A black magic: the slot `offset + ((occupied | not_mask) * factor >> shift)`.
    Magic,
    /// PEXT: the slot `offset + pext(occupied, mask)`.
    Pext,
    /// PEXT into a compact table, spread over the rays with `pdep`.
    PextCompact,
    /// A line with one square per file, gathered by a multiply, by file.
    KindergartenFillUp,
    /// A file gathered by a multiply, by rank.
    KindergartenAFile,
    /// Not read by index: o^(o-2r) over masks.
    Hyperbola,
    /// A square's file and diagonals side by side, o^(o-2r) on each, the rank from the
    /// first-rank table.
    Dual,
}

impl Indexing {
    /// Its name on the explorer page: `rows`, `x88-rotated`.
    ///
    /// ```
    /// use chess_lut_types::table::{Coord, Indexing};
    /// assert_eq!(Indexing::Rows(&[Coord::Arg(1), Coord::Arg(0)]).name(), "rows");
    /// assert_eq!(Indexing::X88Rotated.name(), "x88-rotated");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Indexing::Axes | Indexing::Rows(_) => "rows",
            Indexing::Triangular => "triangular",
            Indexing::X88Rotated => "x88-rotated",
            Indexing::X88Attacks => "x88-attacks",
            Indexing::Intersection => "intersection",
            Indexing::FirstRank => "first-rank",
            Indexing::Magic => "magic",
            Indexing::Pext => "pext",
            Indexing::PextCompact => "pext-compact",
            Indexing::KindergartenFillUp => "kindergarten-line",
            Indexing::KindergartenAFile => "kindergarten-file",
            Indexing::Hyperbola => "hyperbola",
            Indexing::Dual => "dual",
        }
    }
}

/// How a table is drawn and asked: its declaration's part that the command and the page read.
///
/// ```
/// use chess_lut_types::table::{Drawing, Indexing, View};
/// let attacks = Drawing::new(View::Each, &["queen", "d1"])
///     .indexed(Indexing::X88Attacks)
///     .or(&["attack"]);
/// assert_eq!((attacks.view, attacks.example, attacks.aliases), (View::Each, &["queen", "d1"][..], &["attack"][..]));
/// assert_eq!(attacks.limits, "");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Drawing {
    /// How an answer is drawn.
    pub view: View,
    /// An example, as a user types the arguments asked (every argument but the occupancy and,
    /// for [`View::Each`], the last square).
    pub example: &'static [&'static str],
    /// Other names it is asked by: `attack` for `x88-attacks`.
    pub aliases: &'static [&'static str],
    /// What it does not answer, where its arguments' kinds would allow more (empty if
    /// nothing): said when asked.
    pub limits: &'static str,
    /// How its lookup indexes it.
    pub indexing: Indexing,
}

impl Drawing {
    /// Drawn as `view`, asked as `example`, indexed by its lookup's arguments in order.
    ///
    /// ```
    /// use chess_lut_types::table::{Drawing, Indexing, View};
    /// let between = Drawing::new(View::Set, &["e1", "h4"]);
    /// assert_eq!((between.indexing, between.aliases, between.limits), (Indexing::Axes, &[][..], ""));
    /// ```
    pub const fn new(view: View, example: &'static [&'static str]) -> Drawing {
        Drawing {
            view,
            example,
            aliases: &[],
            limits: "",
            indexing: Indexing::Axes,
        }
    }

    /// The same, indexed as `indexing` says.
    ///
    /// ```
    /// use chess_lut_types::table::{Drawing, Indexing, View};
    /// let x88 = Drawing::new(View::Set, &["e1", "h4"]).indexed(Indexing::X88Rotated);
    /// assert_eq!(x88.indexing, Indexing::X88Rotated);
    /// ```
    pub const fn indexed(self, indexing: Indexing) -> Drawing {
        Drawing { indexing, ..self }
    }

    /// The same, asked by the other names `aliases` too.
    ///
    /// ```
    /// use chess_lut_types::table::{Drawing, View};
    /// let attacks = Drawing::new(View::Each, &["queen", "d1"]).or(&["attack"]);
    /// assert_eq!(attacks.aliases, ["attack"]);
    /// ```
    pub const fn or(self, aliases: &'static [&'static str]) -> Drawing {
        Drawing { aliases, ..self }
    }

    /// The same, answering less than its arguments' kinds allow, as `limits` says.
    ///
    /// ```
    /// use chess_lut_types::table::{Drawing, View};
    /// let rooks = Drawing::new(View::Slider(None), &["rook", "d4"])
    ///     .limited("a rook or a bishop; a queen is both");
    /// assert_eq!(rooks.limits, "a rook or a bishop; a queen is both");
    /// ```
    pub const fn limited(self, limits: &'static str) -> Drawing {
        Drawing { limits, ..self }
    }
}
