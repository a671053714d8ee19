//! Every generated table described once: what its lookups are asked (the kinds of its
//! arguments), the lookup and its computed twin, the whole domain of its arguments, how an
//! answer is drawn, and how the table is indexed. The `chess-lut` command's `verify`, `show`
//! and `explore`, the explorer's browser test and the fuzz targets walk this list; a table's
//! name is written here and in its generator, nowhere else.
//!
//! ```
//! use chess_lut::relations::{self, Answer, Value};
//! use chess_lut::Square::*;
//!
//! let in_between = relations::get("in-between").unwrap();
//! assert_eq!((in_between.function, in_between.twin), ("in_between", "calc::in_between"));
//! let args = [Value::Square(E1), Value::Square(H4)];
//! assert_eq!((in_between.lookup)(&args), Some(Answer::Set(F2.bitboard() | G3.bitboard())));
//! assert_eq!((in_between.lookup)(&args), (in_between.calc)(&args));
//!
//! // every input of its whole domain: the 4096 ordered pairs
//! let mut n = 0;
//! in_between.each_input(&mut || 0, &mut |input| {
//!     assert_eq!((in_between.lookup)(input), (in_between.calc)(input));
//!     n += 1;
//! });
//! assert_eq!(n, 4096);
//! ```

use core::fmt;

use crate::attacker::Attacker;
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::line_kind::LineKind;
use crate::piece::Piece;
use crate::sliders::Strategy;
use crate::square::Square;
use crate::tables::{BISHOP_MAGICS, BISHOP_SHIFT, ROOK_MAGICS, ROOK_SHIFT};
use crate::{calc, layouts};

/// What one argument of a lookup is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// A square: `e4`.
    Square,
    /// A colour: `white`.
    Color,
    /// An attacking piece, pawns by colour: `queen`, `white-pawn`.
    Attacker,
    /// A line kind: `diagonal`.
    LineKind,
    /// A sliding piece: `rook`, `bishop` (and `queen` where asked by name).
    Slider,
    /// The occupied squares; only those of [`Matters`] can change the answer, and the domain
    /// holds every subset of them.
    Occupancy(Matters),
}

impl Kind {
    /// The name, for usage messages and the explorer: `square`, `line kind`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Square => "square",
            Kind::Color => "colour",
            Kind::Attacker => "piece",
            Kind::LineKind => "line kind",
            Kind::Slider => "slider",
            Kind::Occupancy(_) => "occupancy",
        }
    }
}

/// Which occupied squares can change an answer.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Matters {
    /// The squares strictly between the two square arguments.
    Between,
    /// The squares that can block a slider on the square argument, short of the board's
    /// edge: of this piece, or (`None`) of the slider argument.
    Relevant(Option<Piece>),
    /// The squares of the line through the square argument, but it: of this kind, or
    /// (`None`) of the line-kind argument.
    Line(Option<LineKind>),
}

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
    /// an attacker's or a line kind's number; `None` for a slider or an occupancy.
    pub const fn coordinate(self) -> Option<usize> {
        match self {
            Value::Square(sq) => Some(sq as usize),
            Value::Color(c) => Some(c as usize),
            Value::Attacker(a) => Some(a as usize),
            Value::LineKind(k) => Some(k as usize),
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
    Yes(bool),
    /// A square, or none.
    Square(Option<Square>),
}

/// How `chess-lut show` and the explorer draw an answer.
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

/// How a table is indexed: what the explorer shows step by step.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Layout {
    /// Row-major, one dimension per argument: these arguments, by position, outermost first.
    Rows(&'static [usize]),
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
}

/// A lookup or its twin over a list of arguments of the relation's kinds; `None` for
/// arguments of other kinds, or a question the table does not answer.
pub type Function = fn(&[Value]) -> Option<Answer>;

/// One table, described once.
#[derive(Clone, Copy, Debug)]
pub struct Relation {
    /// The table's registry name: `"in-between"`.
    pub table: &'static str,
    /// Other names `chess-lut show` takes for it: `"attack"` for `x88-attacks`.
    pub aliases: &'static [&'static str],
    /// The lookup that reads it, as a path below `chess_lut`: `"in_between"`.
    pub function: &'static str,
    /// Its computed twin: `"calc::in_between"`.
    pub twin: &'static str,
    /// The arguments: each one's kind and what it is (`from`, `to`).
    pub args: &'static [(Kind, &'static str)],
    /// An example, as a user types the arguments (the ones [`Relation::asked`] lists).
    pub example: &'static [&'static str],
    /// How an answer is drawn.
    pub view: View,
    /// How the table is indexed.
    pub layout: Layout,
    /// What it does not answer, where its arguments' kinds would allow more (empty if
    /// nothing): said when asked.
    pub limits: &'static str,
    /// The lookup.
    pub lookup: Function,
    /// The computed twin.
    pub calc: Function,
}

impl Relation {
    /// The positions of the arguments a user gives (`show`, the explorer's fields): all but the
    /// occupancy (given by `--occupied`) and, for [`View::Each`], the last square.
    pub fn asked(&self) -> impl Iterator<Item = usize> + '_ {
        let each = match self.view {
            View::Each => self.args.iter().rposition(|(k, _)| *k == Kind::Square),
            _ => None,
        };
        (0..self.args.len())
            .filter(move |&i| Some(i) != each && !matches!(self.args[i].0, Kind::Occupancy(_)))
    }

    /// Whether it takes an occupancy.
    pub fn occupancy(&self) -> bool {
        self.args
            .iter()
            .any(|(k, _)| matches!(k, Kind::Occupancy(_)))
    }

    /// Every input of the whole domain: every value of each argument's kind, and for an
    /// occupancy every subset of the squares that [`Matters`], the other squares set from
    /// `outside()` (which may return 0: whether they are set makes no difference, which is
    /// what a caller that fills them checks too). A combination the table does not answer (a
    /// kindergarten file in the fill-up table) is left out.
    pub fn each_input(&self, outside: &mut dyn FnMut() -> u64, visit: &mut dyn FnMut(&[Value])) {
        let mut values = [Value::Occupancy(Bitboard::EMPTY); MAX_ARGS];
        self.fill(0, &mut values, outside, &mut |input: &[Value]| {
            if (self.lookup)(input).is_some() || (self.calc)(input).is_some() {
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
        let n = self.args.len();
        if i == n {
            visit(&values[..n]);
            return;
        }
        let Kind::Occupancy(matters) = self.args[i].0 else {
            for &v in finite(self.args[i].0) {
                values[i] = v;
                self.fill(i + 1, values, outside, visit);
            }
            return;
        };
        let mask = matters.mask(&values[..i]);
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

/// Every value of a finite kind; none for an occupancy.
fn finite(kind: Kind) -> &'static [Value] {
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
        Kind::Square => &SQUARES,
        Kind::Color => &[Value::Color(Color::White), Value::Color(Color::Black)],
        Kind::Attacker => &[
            Value::Attacker(Attacker::BlackPawn),
            Value::Attacker(Attacker::WhitePawn),
            Value::Attacker(Attacker::Knight),
            Value::Attacker(Attacker::Bishop),
            Value::Attacker(Attacker::Rook),
            Value::Attacker(Attacker::Queen),
            Value::Attacker(Attacker::King),
        ],
        Kind::LineKind => &[
            Value::LineKind(LineKind::Rank),
            Value::LineKind(LineKind::File),
            Value::LineKind(LineKind::Diagonal),
            Value::LineKind(LineKind::AntiDiagonal),
        ],
        Kind::Slider => &[Value::Slider(Piece::Rook), Value::Slider(Piece::Bishop)],
        Kind::Occupancy(_) => &[],
    }
}

/// The most arguments a lookup takes.
const MAX_ARGS: usize = 4;

impl Matters {
    /// The squares that can change the answer, given the arguments before the occupancy.
    pub fn mask(self, before: &[Value]) -> u64 {
        let mut squares = before.iter().filter_map(|v| v.square());
        let square = before.iter().rev().find_map(|v| v.square());
        let Some(sq) = square else {
            return 0;
        };
        match self {
            Matters::Between => match (squares.next(), squares.next()) {
                (Some(a), Some(b)) => calc::in_between(a, b).0,
                _ => 0,
            },
            Matters::Relevant(piece) => {
                let piece = piece.or_else(|| {
                    before.iter().find_map(|v| match v {
                        Value::Slider(p) => Some(*p),
                        _ => None,
                    })
                });
                relevant(piece.unwrap_or(Piece::Queen), sq)
            }
            Matters::Line(kind) => {
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

// --- reading the arguments ------------------------------------------------------------------

macro_rules! args {
    ($values:expr, $($name:ident: $variant:ident),*) => {
        let [$($name),*] = $values else { return None };
        $(let Value::$variant($name) = *$name else { return None };)*
    };
}

fn set(b: Bitboard) -> Option<Answer> {
    Some(Answer::Set(b))
}

macro_rules! pair {
    ($f:path) => {
        |v: &[Value]| {
            args!(v, a: Square, b: Square);
            set($f(a, b))
        }
    };
}

macro_rules! square {
    ($f:path) => {
        |v: &[Value]| {
            args!(v, a: Square);
            set($f(a))
        }
    };
}

/// A slider's attacks by `strategy`: the piece of the slider argument.
macro_rules! slider {
    ($strategy:expr) => {
        |v: &[Value]| {
            args!(v, piece: Slider, sq: Square, occupied: Occupancy);
            $strategy.attacks(piece, sq, occupied).map(Answer::Set)
        }
    };
    ($strategy:expr, $piece:expr) => {
        |v: &[Value]| {
            args!(v, sq: Square, occupied: Occupancy);
            $strategy.attacks($piece, sq, occupied).map(Answer::Set)
        }
    };
}

/// The ray walk of [`calc`], the judge of every slider table.
fn walk(piece: Piece, sq: Square, occupied: Bitboard) -> Option<Answer> {
    match piece {
        Piece::Rook => set(calc::rook_attacks(sq, occupied)),
        Piece::Bishop => set(calc::bishop_attacks(sq, occupied)),
        Piece::Queen => set(calc::queen_attacks(sq, occupied)),
        _ => None,
    }
}

fn walk_slider(v: &[Value]) -> Option<Answer> {
    args!(v, piece: Slider, sq: Square, occupied: Occupancy);
    walk(piece, sq, occupied)
}

fn walk_rook(v: &[Value]) -> Option<Answer> {
    args!(v, sq: Square, occupied: Occupancy);
    walk(Piece::Rook, sq, occupied)
}

fn walk_bishop(v: &[Value]) -> Option<Answer> {
    args!(v, sq: Square, occupied: Occupancy);
    walk(Piece::Bishop, sq, occupied)
}

/// The slider a line is walked by: a rook along a rank or file, a bishop along a diagonal.
const fn line_slider(kind: LineKind) -> Piece {
    match kind {
        LineKind::Rank | LineKind::File => Piece::Rook,
        LineKind::Diagonal | LineKind::AntiDiagonal => Piece::Bishop,
    }
}

/// `strategy`'s attacks from `sq` along the line of `kind` through it.
fn along(strategy: Strategy, sq: Square, kind: LineKind, occupied: Bitboard) -> Option<Answer> {
    let line = calc::line_mask(sq, kind);
    strategy
        .attacks(line_slider(kind), sq, occupied)
        .map(|a| Answer::Set(a & line))
}

/// The ray walk along the line of `kind` through `sq`.
fn walk_along(sq: Square, kind: LineKind, occupied: Bitboard) -> Option<Answer> {
    match walk(line_slider(kind), sq, occupied) {
        Some(Answer::Set(a)) => set(a & calc::line_mask(sq, kind)),
        _ => None,
    }
}

const PAIR: &[(Kind, &str)] = &[(Kind::Square, "a"), (Kind::Square, "b")];
const FROM_TO: &[(Kind, &str)] = &[(Kind::Square, "from"), (Kind::Square, "to")];
const ON: &[(Kind, &str)] = &[(Kind::Square, "on")];
const SLIDER_ON: &[(Kind, &str)] = &[
    (Kind::Slider, "slider"),
    (Kind::Square, "on"),
    (Kind::Occupancy(Matters::Relevant(None)), "occupied"),
];
const ROOK_ON: &[(Kind, &str)] = &[
    (Kind::Square, "rook on"),
    (
        Kind::Occupancy(Matters::Relevant(Some(Piece::Rook))),
        "occupied",
    ),
];
const BISHOP_ON: &[(Kind, &str)] = &[
    (Kind::Square, "bishop on"),
    (
        Kind::Occupancy(Matters::Relevant(Some(Piece::Bishop))),
        "occupied",
    ),
];

fn rook_magic_slot(sq: Square, occupied: Bitboard) -> usize {
    ROOK_MAGICS[sq as usize].slot(occupied, ROOK_SHIFT)
}

fn bishop_magic_slot(sq: Square, occupied: Bitboard) -> usize {
    BISHOP_MAGICS[sq as usize].slot(occupied, BISHOP_SHIFT)
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn rook_pext_slot(sq: Square, occupied: Bitboard) -> usize {
    crate::tables::ROOK_PEXT[sq as usize].slot(occupied)
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn bishop_pext_slot(sq: Square, occupied: Bitboard) -> usize {
    crate::tables::BISHOP_PEXT[sq as usize].slot(occupied)
}

/// Every table's lookups, in the order of the generated file: one per table, and a second
/// where a table is read two ways (the line masks, by `line_mask` and by the hyperbola
/// sliders). The first of a table's is the one `show` and the explorer draw.
pub static ALL: &[Relation] = &[
    Relation {
        table: "in-between",
        aliases: &[],
        function: "in_between",
        twin: "calc::in_between",
        args: PAIR,
        example: &["e1", "h4"],
        view: View::Set,
        layout: Layout::Rows(&[0, 1]),
        limits: "",
        lookup: pair!(crate::in_between),
        calc: pair!(calc::in_between),
    },
    Relation {
        table: "in-between-triangular",
        aliases: &[],
        function: "layouts::in_between_triangular",
        twin: "calc::in_between",
        args: PAIR,
        example: &["h8", "a1"],
        view: View::Set,
        layout: Layout::Triangular,
        limits: "",
        lookup: pair!(layouts::in_between_triangular),
        calc: pair!(calc::in_between),
    },
    Relation {
        table: "in-between-x88",
        aliases: &[],
        function: "layouts::in_between_x88",
        twin: "calc::in_between",
        args: PAIR,
        example: &["c1", "a3"],
        view: View::Set,
        layout: Layout::X88Rotated,
        limits: "",
        lookup: pair!(layouts::in_between_x88),
        calc: pair!(calc::in_between),
    },
    Relation {
        table: "line",
        aliases: &[],
        function: "line",
        twin: "calc::line",
        args: PAIR,
        example: &["b2", "c3"],
        view: View::Set,
        layout: Layout::Rows(&[0, 1]),
        limits: "",
        lookup: pair!(crate::line),
        calc: pair!(calc::line),
    },
    Relation {
        table: "x88-attacks",
        aliases: &["attack"],
        function: "is_attacked_by",
        twin: "calc::is_attacked_by",
        args: &[
            (Kind::Attacker, "attacker"),
            (Kind::Square, "from"),
            (Kind::Square, "to"),
            (Kind::Occupancy(Matters::Between), "occupied"),
        ],
        example: &["queen", "d1"],
        view: View::Each,
        layout: Layout::X88Attacks,
        limits: "",
        lookup: |v| {
            args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
            Some(Answer::Yes(crate::is_attacked_by(
                from, to, attacker, occupied,
            )))
        },
        calc: |v| {
            args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
            Some(Answer::Yes(calc::is_attacked_by(
                from, to, attacker, occupied,
            )))
        },
    },
    Relation {
        table: "knight-distance",
        aliases: &[],
        function: "knight_distance",
        twin: "calc::knight_distance",
        args: FROM_TO,
        example: &["e4"],
        view: View::Each,
        layout: Layout::Rows(&[0, 1]),
        limits: "",
        lookup: |v| {
            args!(v, a: Square, b: Square);
            Some(Answer::Number(crate::knight_distance(a, b)))
        },
        calc: |v| {
            args!(v, a: Square, b: Square);
            Some(Answer::Number(calc::knight_distance(a, b)))
        },
    },
    Relation {
        table: "knight-attacks",
        aliases: &[],
        function: "knight_attacks",
        twin: "calc::knight_attacks",
        args: ON,
        example: &["g1"],
        view: View::Around(Some(Attacker::Knight)),
        layout: Layout::Rows(&[0]),
        limits: "",
        lookup: square!(crate::knight_attacks),
        calc: square!(calc::knight_attacks),
    },
    Relation {
        table: "king-attacks",
        aliases: &[],
        function: "king_attacks",
        twin: "calc::king_attacks",
        args: ON,
        example: &["e1"],
        view: View::Around(Some(Attacker::King)),
        layout: Layout::Rows(&[0]),
        limits: "",
        lookup: square!(crate::king_attacks),
        calc: square!(calc::king_attacks),
    },
    Relation {
        table: "pawn-attacks",
        aliases: &[],
        function: "pawn_attacks",
        twin: "calc::pawn_attacks",
        args: &[(Kind::Color, "colour"), (Kind::Square, "on")],
        example: &["white", "e4"],
        view: View::Around(None),
        layout: Layout::Rows(&[0, 1]),
        limits: "",
        lookup: |v| {
            args!(v, c: Color, a: Square);
            set(crate::pawn_attacks(c, a))
        },
        calc: |v| {
            args!(v, c: Color, a: Square);
            set(calc::pawn_attacks(c, a))
        },
    },
    Relation {
        table: "line-masks",
        aliases: &[],
        function: "line_mask",
        twin: "calc::line_mask",
        args: &[(Kind::Square, "through"), (Kind::LineKind, "line")],
        example: &["e4", "diagonal"],
        view: View::Set,
        layout: Layout::Rows(&[1, 0]),
        limits: "",
        lookup: |v| {
            args!(v, a: Square, k: LineKind);
            set(crate::line_mask(a, k))
        },
        calc: |v| {
            args!(v, a: Square, k: LineKind);
            set(calc::line_mask(a, k))
        },
    },
    Relation {
        table: "line-masks",
        aliases: &[],
        function: "sliders::hyperbola",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: SLIDER_ON,
        example: &["queen", "d4"],
        view: View::Slider(None),
        layout: Layout::Hyperbola,
        limits: "",
        lookup: slider!(Strategy::Hyperbola),
        calc: walk_slider,
    },
    Relation {
        table: "intersection",
        aliases: &[],
        function: "intersection",
        twin: "calc::intersection",
        args: &[
            (Kind::Square, "a"),
            (Kind::LineKind, "a's line"),
            (Kind::Square, "b"),
            (Kind::LineKind, "b's line"),
        ],
        example: &["e1", "rank", "b3", "anti-diagonal"],
        view: View::Crossing,
        layout: Layout::Intersection,
        limits: "",
        lookup: |v| {
            args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
            Some(Answer::Square(crate::intersection(a, ka, b, kb)))
        },
        calc: |v| {
            args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
            Some(Answer::Square(calc::intersection(a, ka, b, kb)))
        },
    },
    Relation {
        table: "first-rank-attacks",
        aliases: &[],
        function: "sliders::hyperbola::rook_attacks",
        twin: "calc::rook_attacks",
        args: &[
            (Kind::Square, "rook on"),
            (
                Kind::Occupancy(Matters::Line(Some(LineKind::Rank))),
                "occupied",
            ),
        ],
        example: &["d1"],
        view: View::Slider(Some(Piece::Rook)),
        layout: Layout::FirstRank,
        limits: "",
        lookup: |v| {
            args!(v, sq: Square, occupied: Occupancy);
            along(Strategy::Hyperbola, sq, LineKind::Rank, occupied)
        },
        calc: |v| {
            args!(v, sq: Square, occupied: Occupancy);
            walk_along(sq, LineKind::Rank, occupied)
        },
    },
    Relation {
        table: "rook-magics",
        aliases: &["rook-magic"],
        function: "sliders::magic::rook_attacks",
        twin: "calc::rook_attacks",
        args: ROOK_ON,
        example: &["d4"],
        view: View::Entry(Piece::Rook, rook_magic_slot),
        layout: Layout::Magic,
        limits: "",
        lookup: slider!(Strategy::Magic, Piece::Rook),
        calc: walk_rook,
    },
    Relation {
        table: "bishop-magics",
        aliases: &["bishop-magic"],
        function: "sliders::magic::bishop_attacks",
        twin: "calc::bishop_attacks",
        args: BISHOP_ON,
        example: &["d4"],
        view: View::Entry(Piece::Bishop, bishop_magic_slot),
        layout: Layout::Magic,
        limits: "",
        lookup: slider!(Strategy::Magic, Piece::Bishop),
        calc: walk_bishop,
    },
    Relation {
        table: "magic-attacks",
        aliases: &[],
        function: "sliders::magic",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: SLIDER_ON,
        example: &["queen", "d4"],
        view: View::Slider(None),
        layout: Layout::Magic,
        limits: "",
        lookup: slider!(Strategy::Magic),
        calc: walk_slider,
    },
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    Relation {
        table: "rook-pext",
        aliases: &[],
        function: "sliders::pext::rook_attacks",
        twin: "calc::rook_attacks",
        args: ROOK_ON,
        example: &["d4"],
        view: View::Entry(Piece::Rook, rook_pext_slot),
        layout: Layout::Pext,
        limits: "",
        lookup: slider!(Strategy::Pext, Piece::Rook),
        calc: walk_rook,
    },
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    Relation {
        table: "bishop-pext",
        aliases: &[],
        function: "sliders::pext::bishop_attacks",
        twin: "calc::bishop_attacks",
        args: BISHOP_ON,
        example: &["d4"],
        view: View::Entry(Piece::Bishop, bishop_pext_slot),
        layout: Layout::Pext,
        limits: "",
        lookup: slider!(Strategy::Pext, Piece::Bishop),
        calc: walk_bishop,
    },
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    Relation {
        table: "pext-attacks",
        aliases: &[],
        function: "sliders::pext",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: SLIDER_ON,
        example: &["queen", "d4"],
        view: View::Slider(None),
        layout: Layout::Pext,
        limits: "",
        lookup: slider!(Strategy::Pext),
        calc: walk_slider,
    },
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    Relation {
        table: "pext-compact-attacks",
        aliases: &[],
        function: "sliders::pext_compact",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: SLIDER_ON,
        example: &["queen", "d4"],
        view: View::Slider(None),
        layout: Layout::PextCompact,
        limits: "",
        lookup: slider!(Strategy::PextCompact),
        calc: walk_slider,
    },
    Relation {
        table: "kindergarten-fill-up",
        aliases: &[],
        function: "sliders::kindergarten",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: &[
            (Kind::Square, "on"),
            (Kind::LineKind, "line"),
            (Kind::Occupancy(Matters::Line(None)), "occupied"),
        ],
        example: &["d4", "diagonal"],
        view: View::Slider(None),
        layout: Layout::KindergartenFillUp,
        limits: "it serves ranks and diagonals; files come from kindergarten-a-file",
        lookup: |v| {
            args!(v, sq: Square, kind: LineKind, occupied: Occupancy);
            // files come from the a-file table
            if kind == LineKind::File {
                return None;
            }
            along(Strategy::Kindergarten, sq, kind, occupied)
        },
        calc: |v| {
            args!(v, sq: Square, kind: LineKind, occupied: Occupancy);
            if kind == LineKind::File {
                return None;
            }
            walk_along(sq, kind, occupied)
        },
    },
    Relation {
        table: "kindergarten-a-file",
        aliases: &[],
        function: "sliders::kindergarten::rook_attacks",
        twin: "calc::rook_attacks",
        args: &[
            (Kind::Square, "rook on"),
            (
                Kind::Occupancy(Matters::Line(Some(LineKind::File))),
                "occupied",
            ),
        ],
        example: &["d1"],
        view: View::Slider(Some(Piece::Rook)),
        layout: Layout::KindergartenAFile,
        limits: "",
        lookup: |v| {
            args!(v, sq: Square, occupied: Occupancy);
            along(Strategy::Kindergarten, sq, LineKind::File, occupied)
        },
        calc: |v| {
            args!(v, sq: Square, occupied: Occupancy);
            walk_along(sq, LineKind::File, occupied)
        },
    },
];

/// The tables generated only for targets with BMI2 (the PEXT family), by name: a build
/// without them can say why one is missing.
pub const BMI2_ONLY: [&str; 4] = [
    "rook-pext",
    "bishop-pext",
    "pext-attacks",
    "pext-compact-attacks",
];

/// The description of the table registered as `name` (its first lookup).
///
/// ```
/// assert_eq!(chess_lut::relations::get("line").unwrap().twin, "calc::line");
/// assert!(chess_lut::relations::get("no-such-table").is_none());
/// ```
pub fn get(name: &str) -> Option<&'static Relation> {
    ALL.iter().find(|r| r.table == name)
}

/// Each table's first lookup, the one `show` and the explorer draw, in the order of the
/// generated file.
///
/// ```
/// assert_eq!(chess_lut::relations::tables().count(), chess_lut::tables::all().count());
/// ```
pub fn tables() -> impl Iterator<Item = &'static Relation> {
    ALL.iter()
        .enumerate()
        .filter(|(i, r)| *i == 0 || ALL[i - 1].table != r.table)
        .map(|(_, r)| r)
}

/// The description of the table `name` names: its registry name or an alias.
///
/// ```
/// assert_eq!(chess_lut::relations::find("attack").unwrap().table, "x88-attacks");
/// ```
pub fn find(name: &str) -> Option<&'static Relation> {
    get(name).or_else(|| ALL.iter().find(|r| r.aliases.contains(&name)))
}
