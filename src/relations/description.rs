//! What a table's description says: the kinds of a lookup's arguments, their values, the
//! answer, how it is drawn and how the table is indexed, and what a description does with them
//! (its domain, the squares an occupancy matters by).

use core::fmt;

use crate::calc;
use chess_lut_types::Attacker;
use chess_lut_types::Bitboard;
use chess_lut_types::Color;
use chess_lut_types::LineKind;
use chess_lut_types::Piece;
use chess_lut_types::Square;
pub use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, Matters, View};

/// One argument's value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// A square.
    Square(Square),
    /// A colour.
    Color(Color),
    /// An attacker.
    Attacker(Attacker),
    /// A line kind.
    LineKind(LineKind),
    /// A sliding piece.
    Slider(Piece),
    /// A distance.
    Distance(u8),
    /// Occupied squares.
    Occupancy(Bitboard),
}

impl Value {
    /// The square, if this is one.
    pub const fn square(self) -> Option<Square> {
        match self {
            Value::Square(sq) => Some(sq),
            _ => None,
        }
    }

    /// The coordinate this value is in a table's dimension: a square's index, a colour's,
    /// an attacker's or a line kind's number, a distance; `None` for a slider or an occupancy.
    pub const fn coordinate(self) -> Option<usize> {
        match self {
            Value::Square(sq) => Some(sq as usize),
            Value::Color(c) => Some(c as usize),
            Value::Attacker(a) => Some(a as usize),
            Value::LineKind(k) => Some(k as usize),
            Value::Distance(d) => Some(d as usize),
            Value::Slider(_) | Value::Occupancy(_) => None,
        }
    }
}

/// As typed: `e4`, `white`, `queen`, `diagonal`, `rook`, and an occupancy in hex.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Square(sq) => write!(f, "{sq}"),
            Value::Color(c) => f.write_str(c.name()),
            Value::Attacker(a) => f.write_str(a.name()),
            Value::LineKind(k) => write!(f, "{k}"),
            Value::Slider(p) => f.write_str(p.name()),
            Value::Distance(d) => write!(f, "{d}"),
            Value::Occupancy(b) => write!(f, "{b:#018x}"),
        }
    }
}

/// One answer.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Answer {
    /// A set of squares.
    Set(Bitboard),
    /// A distance.
    Number(u8),
    /// Yes or no.
    YesNo(bool),
    /// A square, or none.
    Square(Option<Square>),
}

impl Answer {
    /// Its kind: how it is drawn and compared.
    ///
    /// ```
    /// use chess_lut::relations::{Answer, AnswerKind};
    /// assert_eq!(Answer::Number(3).kind(), AnswerKind::Number);
    /// assert_eq!(Answer::Square(None).kind(), AnswerKind::Square);
    /// ```
    pub const fn kind(self) -> AnswerKind {
        match self {
            Answer::Set(_) => AnswerKind::Set,
            Answer::Number(_) => AnswerKind::Number,
            Answer::YesNo(_) => AnswerKind::YesNo,
            Answer::Square(_) => AnswerKind::Square,
        }
    }
}

/// One dimension of a row-major table: an argument's coordinate, or its square's file or rank.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Coord {
    /// The argument at this position, as [`Value::coordinate`] numbers it.
    Arg(usize),
    /// The file of the square argument at this position.
    FileOf(usize),
    /// The rank of the square argument at this position.
    RankOf(usize),
}

/// How a table is indexed: what the explorer shows step by step.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Indexing {
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

/// A lookup or its twin over a list of arguments of the relation's kinds; `None` for
/// arguments of other kinds, or a question the table does not answer.
pub type Function = fn(&[Value]) -> Option<Answer>;

/// The description of one of chess-lut's lookups, and of the table it reads: the
/// [`Description`] an engine's baked table has too (its name, twin, arguments, answer, static),
/// and what chess-lut's command and page do with it (how an answer is drawn, how the table is
/// indexed, an example), with the lookup and its twin to call. A table has one per lookup that
/// reads it (`line-masks` two: `line_mask` and the hyperbola sliders), a table of data (the
/// Polyglot keys) none.
#[derive(Clone, Copy, Debug)]
pub struct Relation {
    /// The registry name of the table it reads: `"in-between"`.
    pub table_name: &'static str,
    /// Other names `chess-lut show` takes for it: `"attack"` for `x88-attacks`.
    pub aliases: &'static [&'static str],
    /// The lookup and its table, described as an engine's baked table is: `name` the lookup's
    /// path below `chess_lut` (`in_between`), `twin` its twin's (`calc::in_between`), `axes`
    /// its arguments (each one's kind and what it is: `from`, `to`), `ident` the static read.
    pub description: Description<&'static str, &'static [Axis<&'static str>]>,
    /// An example, as a user types the arguments (the ones [`Relation::asked`] lists).
    pub example: &'static [&'static str],
    /// How an answer is drawn.
    pub view: View,
    /// How the table is indexed.
    pub indexing: Indexing,
    /// What it does not answer, where its arguments' kinds would allow more (empty if
    /// nothing): said when asked.
    pub limits: &'static str,
    /// The lookup.
    pub lookup: Function,
    /// The computed twin.
    pub twin: Function,
}

impl Relation {
    /// The positions of the arguments a user gives (`show`, the explorer's fields): all but the
    /// occupancy (given by `--occupied`) and, for [`View::Each`], the last square.
    pub fn asked(&self) -> impl Iterator<Item = usize> + '_ {
        let args = self.args();
        let each = match self.view {
            View::Each => args
                .iter()
                .rposition(|a| a.kind.argument() == AxisKind::Square),
            _ => None,
        };
        (0..args.len())
            .filter(move |&i| Some(i) != each && !matches!(args[i].kind, AxisKind::Occupancy(_)))
    }

    /// The arguments: each one's kind and what it is (`from`, `to`); its description's axes.
    ///
    /// ```
    /// use chess_lut::relations::{self, AxisKind};
    /// let args = relations::get("knight-distance").unwrap().args();
    /// assert_eq!((args[0].kind, args[0].name), (AxisKind::Square, "from"));
    /// ```
    pub const fn args(&self) -> &'static [Axis<&'static str>] {
        self.description.axes
    }

    /// The path of the lookup, below `chess_lut`: `"in_between"`.
    pub const fn lookup_path(&self) -> &'static str {
        self.description.name
    }

    /// The path of its computed twin, below `chess_lut`: `"calc::in_between"`.
    pub const fn twin_path(&self) -> &'static str {
        match self.description.twin {
            Some(twin) => twin,
            None => "",
        }
    }

    /// Whether it takes an occupancy.
    pub fn occupancy(&self) -> bool {
        self.args()
            .iter()
            .any(|a| matches!(a.kind, AxisKind::Occupancy(_)))
    }

    /// Every input of the whole domain: every value of each argument's kind, and for an
    /// occupancy every subset of the squares that [`Matters`], the other squares set from
    /// `outside()` (which may return 0: whether they are set makes no difference, which is
    /// what a caller that fills them checks too); where any square may matter
    /// ([`Matters::Any`]), too many subsets to walk, one board from `outside()`. A combination
    /// the table does not answer (a kindergarten file in the fill-up table) is left out.
    pub fn each_input(&self, outside: &mut dyn FnMut() -> u64, visit: &mut dyn FnMut(&[Value])) {
        let mut values = [Value::Occupancy(Bitboard::EMPTY); MAX_ARGS];
        self.fill(0, &mut values, outside, &mut |input: &[Value]| {
            if (self.lookup)(input).is_some() || (self.twin)(input).is_some() {
                visit(input);
            }
        });
    }

    fn fill(
        &self,
        i: usize,
        values: &mut [Value; MAX_ARGS],
        outside: &mut dyn FnMut() -> u64,
        visit: &mut dyn FnMut(&[Value]),
    ) {
        let args = self.args();
        let n = args.len();
        if i == n {
            visit(&values[..n]);
            return;
        }
        let AxisKind::Occupancy(matters) = args[i].kind else {
            for &v in finite(args[i].kind.argument()) {
                values[i] = v;
                self.fill(i + 1, values, outside, visit);
            }
            return;
        };
        let mask = match matters {
            // every square: too many subsets to walk, one board from `outside()`
            Matters::Any => 0,
            _ => matters_mask(matters, &values[..i]),
        };
        let mut subset = 0u64;
        loop {
            // every subset of `mask` (the Carry-Rippler), the other squares from `outside`
            values[i] = Value::Occupancy(Bitboard(subset | (outside() & !mask)));
            self.fill(i + 1, values, outside, visit);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
    }
}

/// Every value of a finite kind of argument; none for an occupancy, or a kind no lookup of
/// chess-lut's takes (the build writes no description of one: see the generator's
/// `relation`).
fn finite(kind: AxisKind) -> &'static [Value] {
    static SQUARES: [Value; 64] = {
        let mut out = [Value::Square(Square::A1); 64];
        let mut i = 0;
        while i < 64 {
            out[i] = Value::Square(Square::ALL[i]);
            i += 1;
        }
        out
    };
    match kind {
        AxisKind::Square => &SQUARES,
        AxisKind::Color => &[Value::Color(Color::White), Value::Color(Color::Black)],
        AxisKind::Attacker => &[
            Value::Attacker(Attacker::BlackPawn),
            Value::Attacker(Attacker::WhitePawn),
            Value::Attacker(Attacker::Knight),
            Value::Attacker(Attacker::Bishop),
            Value::Attacker(Attacker::Rook),
            Value::Attacker(Attacker::Queen),
            Value::Attacker(Attacker::King),
        ],
        AxisKind::LineKind => &[
            Value::LineKind(LineKind::Rank),
            Value::LineKind(LineKind::File),
            Value::LineKind(LineKind::Diagonal),
            Value::LineKind(LineKind::AntiDiagonal),
        ],
        AxisKind::Slider => &[Value::Slider(Piece::Rook), Value::Slider(Piece::Bishop)],
        AxisKind::Distance => &[
            Value::Distance(0),
            Value::Distance(1),
            Value::Distance(2),
            Value::Distance(3),
            Value::Distance(4),
            Value::Distance(5),
            Value::Distance(6),
            Value::Distance(7),
        ],
        AxisKind::Occupancy(_)
        | AxisKind::Piece
        | AxisKind::FileOf
        | AxisKind::RankOf
        | AxisKind::Range => &[],
    }
}

/// The most arguments a lookup takes.
pub(super) const MAX_ARGS: usize = 4;

/// The squares that can change the answer, as `matters` says, given the arguments before the
/// occupancy; every square for [`Matters::Any`].
///
/// ```
/// use chess_lut::relations::{Matters, Value, matters_mask};
/// use chess_lut::Square::{A1, C3};
/// let pair = [Value::Square(A1), Value::Square(C3)];
/// assert_eq!(matters_mask(Matters::Between, &pair), 1 << 9); // b2
/// assert_eq!(matters_mask(Matters::Any, &pair), !0);
/// ```
pub fn matters_mask(matters: Matters, before: &[Value]) -> u64 {
    let mut squares = before.iter().filter_map(|v| v.square());
    let square = before.iter().rev().find_map(|v| v.square());
    match (matters, square) {
        (Matters::Any, _) => !0,
        (_, None) => 0,
        (Matters::Between, Some(_)) => match (squares.next(), squares.next()) {
            (Some(a), Some(b)) => calc::in_between(a, b).0,
            _ => 0,
        },
        (Matters::Relevant(piece), Some(sq)) => {
            let piece = piece.or_else(|| {
                before.iter().find_map(|v| match v {
                    Value::Slider(p) => Some(*p),
                    _ => None,
                })
            });
            relevant(piece.unwrap_or(Piece::Queen), sq)
        }
        (Matters::Line(kind), Some(sq)) => {
            let kind = kind.or_else(|| {
                before.iter().find_map(|v| match v {
                    Value::LineKind(k) => Some(*k),
                    _ => None,
                })
            });
            match kind {
                Some(k) => calc::line_mask(sq, k).0 & !sq.bitboard().0,
                None => 0,
            }
        }
    }
}

/// The squares that can block a slider on `sq`: its lines without `sq` and without the last
/// square of each ray (nothing lies beyond it to block).
fn relevant(piece: Piece, sq: Square) -> u64 {
    const RIM_FILES: u64 = 0x8181_8181_8181_8181;
    const RIM_RANKS: u64 = 0xFF00_0000_0000_00FF;
    let line = |k| calc::line_mask(sq, k).0;
    let (rank, file) = (line(LineKind::Rank), line(LineKind::File));
    let diagonals = line(LineKind::Diagonal) | line(LineKind::AntiDiagonal);
    let rook = (rank & !RIM_FILES) | (file & !RIM_RANKS);
    let bishop = diagonals & !(RIM_FILES | RIM_RANKS);
    let set = match piece {
        Piece::Rook => rook,
        Piece::Bishop => bishop,
        _ => rook | bishop,
    };
    set & !sq.bitboard().0
}
