//! How the command and the explorer page show each of chess-lut's tables, beside what the
//! library describes of it (`chess_lut::tables::Table`): how an answer is drawn, an example to
//! ask it, the other names `show` takes for it, what it does not answer, and how its lookup
//! indexes it (the steps the page shows). Only the command draws, so only the command knows
//! these; each table's are found here, by its registry name.

use chess_lut::tables::{self, Lookup, Table};
use chess_lut::{Attacker, Bitboard, Piece, Square};

/// How `chess-lut show` and the explorer draw an answer.
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Coord {
    /// The argument at this position, as `Value::coordinate` numbers it.
    Arg(usize),
    /// The file of the square argument at this position.
    FileOf(usize),
    /// The rank of the square argument at this position.
    RankOf(usize),
}

/// How a table is indexed by its lookup: what the explorer shows step by step.
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
    /// Its name on the page: `rows`, `x88-rotated`.
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
            Indexing::KindergartenFillUp => "kindergarten-fill-up",
            Indexing::KindergartenAFile => "kindergarten-a-file",
            Indexing::Hyperbola => "hyperbola",
            Indexing::Dual => "dual",
        }
    }
}

/// How the command and the page show one of chess-lut's tables (its first lookup's answers).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Screen {
    /// How an answer is drawn.
    pub view: View,
    /// An example, as a user types the arguments ([`asked`] lists which).
    pub example: &'static [&'static str],
    /// Other names `show` takes for it: `attack` for `x88-attacks`.
    pub aliases: &'static [&'static str],
    /// What it does not answer, where its arguments' kinds would allow more (empty if
    /// nothing): said when asked.
    pub limits: &'static str,
    /// How its lookup indexes it.
    pub indexing: Indexing,
}

impl Screen {
    const fn new(view: View, example: &'static [&'static str]) -> Screen {
        Screen {
            view,
            example,
            aliases: &[],
            limits: "",
            indexing: Indexing::Axes,
        }
    }

    const fn indexed(self, indexing: Indexing) -> Screen {
        Screen { indexing, ..self }
    }

    const fn or(self, aliases: &'static [&'static str]) -> Screen {
        Screen { aliases, ..self }
    }
}

/// How the table registered as `name` is shown; `None` for a table of data, which is not asked
/// (and for a name no table of chess-lut's has).
///
/// ```
/// use chess_lut_cli::screen::{View, screen};
/// assert_eq!(screen("in-between").unwrap().view, View::Set);
/// assert_eq!(screen("x88-attacks").unwrap().aliases, ["attack"]);
/// assert!(screen("polyglot-random").is_none());
/// ```
pub fn screen(name: &str) -> Option<Screen> {
    use Indexing::*;
    use View::*;
    let slider = Slider(None);
    let queen = &["queen", "d4"][..];
    Some(match name {
        "in-between" => Screen::new(Set, &["e1", "h4"]),
        "path" => Screen::new(Set, &["e1", "e4"]),
        "line" => Screen::new(Set, &["b2", "c3"]),
        "in-between-triangular" => Screen::new(Set, &["h8", "a1"]).indexed(Triangular),
        "in-between-x88" => Screen::new(Set, &["c1", "a3"]).indexed(X88Rotated),
        "x88-attacks" => Screen::new(Each, &["queen", "d1"])
            .indexed(X88Attacks)
            .or(&["attack"]),
        "king-zone-reach" => Screen::new(Set, &["bishop", "g1"]),
        "knight-attacks" => Screen::new(Around(Some(Attacker::Knight)), &["g1"]),
        "king-attacks" => Screen::new(Around(Some(Attacker::King)), &["e1"]),
        "pawn-attacks" => Screen::new(Around(None), &["white", "e4"]),
        "pawn-pushes" | "pawn-double-pushes" => Screen::new(Around(None), &["white", "e2"]),
        "knight-distance" | "king-distance" | "manhattan-distance" => Screen::new(Each, &["e4"]),
        "center-distance" | "center-manhattan-distance" => Screen::new(Each, &[]),
        "distance-rings" => Screen::new(Set, &["e4", "2"]),
        "line-masks" => {
            Screen::new(Set, &["e4", "diagonal"]).indexed(Rows(&[Coord::Arg(1), Coord::Arg(0)]))
        }
        "intersection" => {
            Screen::new(Crossing, &["e1", "rank", "b3", "anti-diagonal"]).indexed(Intersection)
        }
        "first-rank-attacks" => Screen::new(Slider(Some(Piece::Rook)), &["d1"]).indexed(FirstRank),
        "dual-masks" => Screen::new(slider, queen).indexed(Dual).or(&["dual"]),
        "rook-magics" => Screen::new(Entry(Piece::Rook), &["d4"])
            .indexed(Magic)
            .or(&["rook-magic"]),
        "bishop-magics" => Screen::new(Entry(Piece::Bishop), &["d4"])
            .indexed(Magic)
            .or(&["bishop-magic"]),
        "magic-attacks" => Screen::new(slider, queen).indexed(Magic),
        "rook-pext" => Screen::new(Entry(Piece::Rook), &["d4"]).indexed(Pext),
        "bishop-pext" => Screen::new(Entry(Piece::Bishop), &["d4"]).indexed(Pext),
        "pext-attacks" => Screen::new(slider, queen).indexed(Pext),
        "pext-compact-attacks" => Screen::new(slider, queen).indexed(PextCompact),
        "kindergarten-fill-up" => Screen {
            limits: "it serves ranks and diagonals; files come from kindergarten-a-file",
            ..Screen::new(slider, &["d4", "diagonal"]).indexed(KindergartenFillUp)
        },
        "kindergarten-a-file" => {
            Screen::new(Slider(Some(Piece::Rook)), &["d1"]).indexed(KindergartenAFile)
        }
        "adjacent-files" => Screen::new(Set, &["e4"]),
        "forward-file" | "forward-ranks" | "pawn-attack-span" | "passed-pawn-span" => {
            Screen::new(Around(None), &["white", "e4"])
        }
        "beyond" | "ray" => Screen::new(Set, &["a1", "c3"]),
        _ => return None,
    })
}

/// The tables generated only for targets with BMI2 (the PEXT family), by name: a build
/// without them can say why one is missing.
pub const BMI2_ONLY: [&str; 4] = [
    "rook-pext",
    "bishop-pext",
    "pext-attacks",
    "pext-compact-attacks",
];

/// The positions of the arguments a user gives to `lookup` shown as `view` (`show`, the
/// explorer's fields): all but the occupancy (given by `--occupied`) and, for [`View::Each`],
/// the last square.
pub fn asked(lookup: &Lookup, view: View) -> impl Iterator<Item = usize> + '_ {
    use chess_lut::relations::AxisKind;
    let args = lookup.axes;
    let each = match view {
        View::Each => args
            .iter()
            .rposition(|a| a.kind.argument() == AxisKind::Square),
        _ => None,
    };
    (0..args.len())
        .filter(move |&i| Some(i) != each && !matches!(args[i].kind, AxisKind::Occupancy(_)))
}

/// The slot of the attack table that a slider entry (`table`, of magic or PEXT entries, for
/// `piece`) sends `occupied` to from `sq`: what `show` and the page print beside the entry.
/// From the entry's fields, as the lookup computes it (PEXT in software).
///
/// ```
/// use chess_lut::{Square, tables};
/// use chess_lut_cli::screen::slot;
/// let rooks = tables::get("rook-magics").unwrap();
/// let at = slot(rooks, chess_lut::Piece::Rook, Square::D4, Square::D6.bitboard());
/// assert_eq!(tables::MAGIC_ATTACKS[at], chess_lut::rook_attacks(Square::D4, Square::D6.bitboard()).0);
/// ```
pub fn slot(table: &Table, piece: Piece, sq: Square, occupied: Bitboard) -> usize {
    let field = |k: usize| table.get_at(&[sq.index(), k]).unwrap_or(0);
    let index = match screen(table.name).map(|s| s.indexing) {
        Some(Indexing::Magic) => {
            let shift = match piece {
                Piece::Bishop => tables::BISHOP_SHIFT,
                _ => tables::ROOK_SHIFT,
            };
            (occupied.0 | field(0)).wrapping_mul(field(1)) >> shift
        }
        _ => pext(occupied.0, field(0)),
    };
    usize::try_from(field(2) + index).unwrap_or(usize::MAX)
}

/// The bits of `x` under `mask`, packed to the low end: what BMI2's `pext` computes.
fn pext(x: u64, mask: u64) -> u64 {
    let (mut out, mut bit, mut m) = (0, 1, mask);
    while m != 0 {
        let low = m & m.wrapping_neg();
        if x & low != 0 {
            out |= bit;
        }
        bit <<= 1;
        m &= m - 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_lut::relations::{Answer, Value};

    /// Every table a lookup reads is shown, with an example for each argument asked; a table
    /// of data is not; and no name is shown that is no table's.
    #[test]
    fn every_table_asked_is_shown_with_an_example() {
        for t in tables::all() {
            let Some(lookup) = t.lookups.first() else {
                assert_eq!(screen(t.name), None, "{}: data", t.name);
                continue;
            };
            let s = screen(t.name).unwrap_or_else(|| panic!("{}: not shown", t.name));
            assert_eq!(
                s.example.len(),
                asked(lookup, s.view).count(),
                "{}: an example for each asked argument",
                t.name
            );
        }
        for name in BMI2_ONLY {
            assert!(screen(name).is_some(), "{name}");
        }
    }

    /// A row indexing says where its lookup reads (what the explorer shows): on every input of
    /// every table read by rows, the entry at the coordinates the indexing names is the
    /// lookup's answer.
    #[test]
    fn row_indexings_name_the_entry_the_lookup_reads() {
        let mut tables_checked = 0;
        for t in tables::all() {
            let (Some(s), Some(lookup)) = (screen(t.name), t.lookups.first()) else {
                continue;
            };
            let axes: Vec<Coord> = lookup
                .axes
                .iter()
                .enumerate()
                .map(|(i, a)| match a.kind {
                    chess_lut::relations::AxisKind::FileOf => Coord::FileOf(i),
                    chess_lut::relations::AxisKind::RankOf => Coord::RankOf(i),
                    _ => Coord::Arg(i),
                })
                .collect();
            let coords = match s.indexing {
                Indexing::Rows(coords) => coords,
                Indexing::Axes => &axes[..],
                _ => continue,
            };
            assert_eq!(
                coords.len(),
                t.shape.len(),
                "{}: a coordinate a dimension",
                t.name
            );
            let values: Vec<u64> = t.values().collect();
            let mut inputs = 0;
            lookup.each_input(&mut || 0, &mut |input| {
                let at = |c: &Coord| match *c {
                    Coord::Arg(i) => input[i].coordinate().expect("a coordinate"),
                    Coord::FileOf(i) => usize::from(input[i].square().expect("a square").file()),
                    Coord::RankOf(i) => usize::from(input[i].square().expect("a square").rank()),
                };
                let index = coords
                    .iter()
                    .zip(t.shape)
                    .fold(0, |flat, (c, &n)| flat * n + at(c));
                let read = match (lookup.run)(input).expect("an answer") {
                    Answer::Set(set) => set.0,
                    Answer::Number(n) => u64::from(n),
                    Answer::YesNo(yes) => u64::from(yes),
                    Answer::Square(sq) => sq.map_or(0xFF, |sq| sq as u64),
                };
                assert_eq!(
                    values.get(index),
                    Some(&read),
                    "{} {input:?}: entry {index}",
                    t.name
                );
                inputs += 1;
            });
            assert!(inputs > 0, "{}", t.name);
            tables_checked += 1;
        }
        // the one-load tables
        assert!(tables_checked >= 20, "{tables_checked}");
    }

    /// A slider entry's slot is where its lookup reads: the attack table holds the lookup's
    /// answer at that slot, for every occupancy of the squares that matter.
    #[test]
    fn an_entry_names_the_slot_its_lookup_reads() {
        let mut entries = 0;
        let mut state = 0x5107u64;
        let mut next = move || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            state ^ state >> 29
        };
        for t in tables::all() {
            let Some(Screen {
                view: View::Entry(piece),
                indexing,
                ..
            }) = screen(t.name)
            else {
                continue;
            };
            entries += 1;
            let attacks = match indexing {
                Indexing::Magic => tables::get("magic-attacks"),
                _ => tables::get("pext-attacks"),
            }
            .expect("the entries' attack table");
            let lookup = &t.lookups[0];
            let mut inputs = 0;
            lookup.each_input(&mut next, &mut |input| {
                let (Value::Square(sq), Value::Occupancy(occupied)) = (input[0], input[1]) else {
                    panic!("{}: {input:?}", t.name)
                };
                let Some(Answer::Set(set)) = (lookup.run)(input) else {
                    panic!("{}: no set for {input:?}", t.name)
                };
                let at = slot(t, piece, sq, occupied);
                assert_eq!(
                    attacks.get(at),
                    Some(set.0),
                    "{} {sq} {occupied:?}: slot {at}",
                    t.name
                );
                inputs += 1;
            });
            assert!(inputs >= 64 * 32, "{}: {inputs}", t.name);
        }
        let families = 1 + usize::from(tables::get("rook-pext").is_some());
        assert_eq!(
            entries,
            2 * families,
            "a rook's and a bishop's entry per family"
        );
    }

    #[test]
    fn software_pext_packs_the_masked_bits() {
        assert_eq!(pext(0b1011_0110, 0b1111_0000), 0b1011);
        assert_eq!(pext(0b1011_0110, 0b0101_0101), 0b0110);
        assert_eq!(pext(u64::MAX, 1 << 63 | 1), 0b11);
        assert_eq!(pext(0, u64::MAX), 0);
    }
}
