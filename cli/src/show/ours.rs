//! How `show` asks and draws one of chess-lut's tables: its first lookup's argument kinds say
//! what to read, the lookup answers, and its [`View`] says how the answer is drawn.

use chess_lut::relations::{Answer, AxisKind, Matters, Value};
use chess_lut::tables::{Elem, Lookup, Table};
use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Square};

use crate::args::{occupancy, parse, square};
use crate::board::{Cell, Picture, Showable, Shown, read_question};
use crate::by_name::Named;
use crate::screen::{Screen, View, asked, slot};
use crate::text::written_in_decimal;

/// One of chess-lut's tables as `show` asks it: the table, its first lookup, and how it is
/// shown.
#[derive(Clone, Debug)]
struct Described {
    table: &'static Table,
    lookup: &'static Lookup,
    screen: Screen,
    /// The positions of the arguments the user gives ([`asked`]).
    asked: Vec<usize>,
}

impl Described {
    /// The table `named`, if it is asked anything: a table of data is not.
    fn of(named: &Named) -> Result<Described, String> {
        let table = named.table;
        match (table.lookups.first(), named.screen) {
            (Some(lookup), Some(screen)) => Ok(Described {
                table,
                lookup,
                screen,
                asked: asked(lookup, screen.view).collect(),
            }),
            _ => Err(format!(
                "{} is data, not a relation: nothing to ask it; `chess-lut dump {}` shows it",
                table.name, table.name
            )),
        }
    }

    /// The lookup's arguments: those given (`args`, in the places [`asked`] lists), the
    /// occupancy, and a square wherever none is given (the one `View::Each` fills in).
    fn inputs(&self, args: &[Value], occupied: Bitboard) -> Vec<Value> {
        let mut values: Vec<Value> = self
            .lookup
            .axes
            .iter()
            .map(|a| match a.kind {
                AxisKind::Occupancy(_) => Value::Occupancy(occupied),
                _ => Value::Square(Square::A1),
            })
            .collect();
        for (&i, &value) in self.asked.iter().zip(args) {
            values[i] = value;
        }
        values
    }

    /// Why `--occupied` cannot be given to it, if it cannot: its lookup takes no occupancy.
    fn refusal(&self) -> Option<String> {
        if self.lookup.occupancy() {
            return None;
        }
        let takes: Vec<&str> = chess_lut::tables::all()
            .filter(|t| t.lookups.first().is_some_and(Lookup::occupancy))
            .map(|t| t.name)
            .collect();
        Some(format!(
            "--occupied only applies to {}, not {}",
            takes.join(", "),
            self.table.name
        ))
    }

    /// What it is asked with, in words, and an example.
    fn usage(&self) -> String {
        format!(
            "{}, like `show {} {}`",
            usage(self.lookup, self.screen.view),
            self.table.name,
            self.screen.example.join(" ")
        )
    }

    /// The lookup's answers to `args`: one, or one for each square where the view fills one in.
    fn ask(&self, args: &[Value], occupied: Bitboard) -> Result<Answers, String> {
        let l = self.lookup;
        let mut values = self.inputs(args, occupied);
        if matches!(self.screen.view, View::Each) {
            let last = each_square(l);
            let answers = Square::ALL.map(|sq| {
                values[last] = Value::Square(sq);
                (l.run)(&values)
            });
            return Ok(Answers::Each(answers.to_vec()));
        }
        (l.run)(&values).map(Answers::One).ok_or_else(|| {
            let shown: Vec<String> = args.iter().map(Value::to_string).collect();
            format!(
                "{} does not answer {}: {}",
                self.table.name,
                shown.join(" "),
                self.screen.limits
            )
        })
    }
}

/// What a lookup answers `show`.
enum Answers {
    /// Its answer to the arguments.
    One(Answer),
    /// `View::Each`: its answer (if any) for each square in the place of the last square
    /// argument, in square order.
    Each(Vec<Option<Answer>>),
}

/// One of chess-lut's tables, asked by its first lookup: each argument read as its kind says,
/// the answer drawn as its [`View`] says.
impl Showable for Named {
    type Argument = Value;

    fn question(
        &self,
        args: &[String],
        occupied: Option<&str>,
    ) -> Result<(Vec<Value>, Bitboard), String> {
        let d = Described::of(self)?;
        read_question(
            d.table.name,
            || d.refusal(),
            d.asked.len() == args.len(),
            || d.usage(),
            args,
            occupied,
            |i, text| read(d.lookup.axes[d.asked[i]].kind.argument(), text),
        )
    }

    fn answer(&self, args: &[Value], occupied: Bitboard) -> Result<Shown, String> {
        let d = Described::of(self)?;
        let answers = d.ask(args, occupied)?;
        Ok(Shown::Board(Box::new(d.picture(args, occupied, answers))))
    }
}

impl Described {
    /// The board its [`View`] draws of `answers`.
    fn picture(&self, args: &[Value], occupied: Bitboard, answers: Answers) -> Picture {
        let (table, r) = (self.table, self.lookup);
        let values = self.inputs(args, occupied);
        let shown: Vec<String> = args.iter().map(Value::to_string).collect();
        let title = format!("{} {}", table.name, shown.join(" "));
        let squares: Vec<Square> = values.iter().filter_map(|v| v.square()).collect();
        let answer = match answers {
            Answers::Each(answers) => return each(table, r, &values, &shown, occupied, &answers),
            Answers::One(answer) => answer,
        };
        match self.screen.view {
            View::Set | View::Each => {
                let set = answer_set(answer);
                let caption = format!("{title}: {} ({} squares)", names(set), set.count());
                Picture::set(set, &squares, caption)
            }
            View::Around(piece) => {
                let set = answer_set(answer);
                let caption = format!("{title}: {} ({} squares)", names(set), set.count());
                let mut picture = Picture::set(set, &[], caption);
                let piece = piece.unwrap_or_else(|| Attacker::pawn(first_color(&values)));
                picture.cells[squares[0].index()] = Cell::Piece(piece);
                picture.legend = "X attacked".into();
                picture
            }
            View::Crossing => crossing(&title, &values, answer),
            View::Slider(piece) => {
                let set = answer_set(answer);
                let piece = slider_of(r, &values, piece);
                let what = format!("{} on {}", piece.name(), squares[0]);
                slider_picture(table, r, &values, piece, set, what, occupied)
            }
            View::Entry(piece) => {
                let set = answer_set(answer);
                let sq = squares[0];
                let what = format!(
                    "{} on {sq} ({}), slot {}",
                    piece.name(),
                    entry(table, sq),
                    slot(table, piece, sq, occupied)
                );
                slider_picture(table, r, &values, piece, set, what, occupied)
            }
        }
    }
}

/// What the asked arguments of `lookup` shown as `view` are, in words: `two squares`, `a colour
/// and a square`.
pub fn usage(lookup: &Lookup, view: View) -> String {
    let kinds: Vec<&str> = asked(lookup, view)
        .map(|i| lookup.axes[i].kind.words())
        .collect();
    match kinds.as_slice() {
        [a, b] if a == b => format!("two {a}s"),
        [] => "nothing".into(),
        [one] => format!("a {one}"),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(|k| format!("a {k}")).collect();
            format!("{} and a {last}", init.join(", "))
        }
    }
}

/// One argument, read as its kind says.
fn read(kind: AxisKind, s: &str) -> Result<Value, String> {
    Ok(match kind {
        AxisKind::Square => Value::Square(square(s)?),
        AxisKind::Color => Value::Color(parse("colour", s)?),
        AxisKind::Attacker => Value::Attacker(parse("piece", s)?),
        AxisKind::LineKind => Value::LineKind(parse("line kind", s)?),
        AxisKind::Slider => Value::Slider(slider(s)?),
        AxisKind::Distance => Value::Distance(parse("distance", s)?),
        AxisKind::Occupancy(_) => Value::Occupancy(occupancy(s)?),
        // kinds of an engine's axes, which no lookup of chess-lut's takes
        AxisKind::Piece | AxisKind::FileOf | AxisKind::RankOf | AxisKind::Range => {
            return Err(format!("no lookup of chess-lut's takes a {}", kind.words()));
        }
    })
}

/// A piece that slides: rook, bishop or queen (names or letters).
fn slider(s: &str) -> Result<Piece, String> {
    match s.parse::<Piece>() {
        Ok(piece) if piece.is_slider() => Ok(piece),
        _ => Err(format!(
            "bad slider {s:?}: expected rook, bishop or queen (or R, B, Q)"
        )),
    }
}

/// The place of the square `View::Each` fills in with each square: the last square argument.
fn each_square(r: &Lookup) -> usize {
    r.axes
        .iter()
        .rposition(|a| a.kind.argument() == AxisKind::Square)
        .expect("an Each view has a square to fill in")
}

fn names(set: Bitboard) -> String {
    let names: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(" ")
    }
}

fn answer_set(answer: Answer) -> Bitboard {
    match answer {
        Answer::Set(set) => set,
        Answer::Square(sq) => sq.map_or(Bitboard::EMPTY, Square::bitboard),
        Answer::YesNo(_) | Answer::Number(_) => Bitboard::EMPTY,
    }
}

fn first_color(values: &[Value]) -> Color {
    values
        .iter()
        .find_map(|v| match v {
            Value::Color(c) => Some(*c),
            _ => None,
        })
        .unwrap_or(Color::White)
}

/// `View::Each`: the `answers` for every square in the place of the last square argument: a
/// number on each square, or the squares where it is yes.
fn each(
    table: &Table,
    r: &Lookup,
    values: &[Value],
    shown: &[String],
    occupied: Bitboard,
    answers: &[Option<Answer>],
) -> Picture {
    // the piece's square: a square argument before the one filled in (h8, the last filled in,
    // where there is none)
    let last = each_square(r);
    let from = values[..last]
        .iter()
        .find_map(|v| v.square())
        .unwrap_or(Square::H8);
    if let Some(Some(Answer::Number(_))) = answers.first() {
        let mut cells = [Cell::Empty; 64];
        for (sq, answer) in Square::ALL.into_iter().zip(answers) {
            if let Some(Answer::Number(n)) = answer {
                cells[sq.index()] = Cell::Number(f64::from(*n));
            }
        }
        return Picture {
            cells,
            caption: format!("{} from {} to each square", table.name, shown.join(" ")),
            legend: "each square: the answer from the given square".into(),
        };
    }
    let yes: Bitboard = Square::ALL
        .into_iter()
        .zip(answers)
        .filter(|(_, a)| **a == Some(Answer::YesNo(true)))
        .map(|(sq, _)| sq)
        .collect();
    let attacker = values.iter().find_map(|v| match v {
        Value::Attacker(a) => Some(*a),
        _ => None,
    });
    let glyph = attacker.map_or(Cell::Marked, Cell::Piece);
    let who = attacker.map_or_else(|| "it".to_string(), |a| format!("{a:?}"));
    let caption = format!(
        "{who} on {from} attacks {} squares: {}",
        yes.count(),
        names(yes)
    );
    attack_picture(from, glyph, yes, occupied, caption)
}

/// `View::Crossing`: the two lines and where they cross.
fn crossing(title: &str, values: &[Value], answer: Answer) -> Picture {
    let mut lines = Bitboard::EMPTY;
    let mut marked = Vec::new();
    for pair in values.chunks(2) {
        if let [Value::Square(sq), Value::LineKind(kind)] = pair {
            lines |= chess_lut::line_mask(*sq, *kind);
            marked.push(*sq);
        }
    }
    let crossing = match answer {
        Answer::Square(sq) => sq,
        _ => None,
    };
    let mut picture = Picture::set(lines, &[], String::new());
    for sq in marked {
        picture.cells[sq.index()] = Cell::Marked;
    }
    if let Some(sq) = crossing {
        picture.cells[sq.index()] = Cell::Capture;
    }
    picture.caption = format!(
        "{title}: {}",
        crossing.map_or("none".into(), |s| s.to_string())
    );
    picture.legend = "X on a line, * where they cross, o the squares asked about".into();
    picture
}

/// The slider of a `View::Slider`: this piece, or the slider argument, or the piece that
/// walks the line the table reads (a bishop on a diagonal, else a rook).
fn slider_of(r: &Lookup, values: &[Value], piece: Option<Piece>) -> Piece {
    piece
        .or_else(|| {
            values.iter().find_map(|v| match v {
                Value::Slider(p) => Some(*p),
                _ => None,
            })
        })
        .unwrap_or(match line_of(r, values) {
            Some(LineKind::Diagonal | LineKind::AntiDiagonal) => Piece::Bishop,
            _ => Piece::Rook,
        })
}

/// The line an occupancy is read along, if the table reads only one.
fn line_of(r: &Lookup, values: &[Value]) -> Option<LineKind> {
    r.axes.iter().find_map(|a| match a.kind {
        AxisKind::Occupancy(Matters::Line(kind)) => kind.or_else(|| {
            values.iter().find_map(|v| match v {
                Value::LineKind(k) => Some(*k),
                _ => None,
            })
        }),
        _ => None,
    })
}

/// A slider's attacks `set` with the occupancy (along its line, if the table reads one),
/// captioned `{table}: {what}[ along the {line}] attacks …`.
fn slider_picture(
    table: &Table,
    r: &Lookup,
    values: &[Value],
    piece: Piece,
    set: Bitboard,
    what: String,
    occupied: Bitboard,
) -> Picture {
    let sq = values.iter().find_map(|v| v.square()).unwrap_or(Square::A1);
    let mut shown = occupied;
    let mut what = what;
    if let Some(kind) = line_of(r, values) {
        shown &= chess_lut::line_mask(sq, kind);
        what.push_str(&format!(" along the {kind}"));
    }
    let caption = format!(
        "{}: {what} attacks {} squares: {}",
        table.name,
        set.count(),
        names(set)
    );
    attack_picture(
        sq,
        Cell::Piece(Attacker::of(Color::White, piece)),
        set,
        shown,
        caption,
    )
}

/// `piece` on `from` with `attacked` drawn over the `occ` squares: `X` attacked, `*` attacked
/// and occupied, `#` occupied.
fn attack_picture(
    from: Square,
    piece: Cell,
    attacked: Bitboard,
    occ: Bitboard,
    caption: String,
) -> Picture {
    let mut cells = [Cell::Empty; 64];
    for to in Square::ALL {
        cells[to.index()] = match (attacked.contains(to), occ.contains(to)) {
            (true, true) => Cell::Capture,
            (true, false) => Cell::Member,
            (false, true) => Cell::Occupied,
            (false, false) => Cell::Empty,
        };
    }
    cells[from.index()] = piece;
    Picture {
        cells,
        caption,
        legend: "X attacked, * attacked and occupied, # occupied".into(),
    }
}

/// A square's entry of a table of structs, by field name: `not_mask 0x…, factor 0x…, offset
/// 45056` (masks and factors in hex grouped in fours, offsets in decimal).
fn entry(table: &Table, sq: Square) -> String {
    let Some(record) = table.record else {
        return String::new();
    };
    let fields: Vec<String> = record
        .fields
        .iter()
        .enumerate()
        .map(|(k, field)| {
            let v = table.get_at(&[sq.index(), k]).unwrap_or(0);
            if written_in_decimal(field) {
                format!("{field} {v}")
            } else {
                format!("{field} {}", Elem::U64.literal(v))
            }
        })
        .collect();
    fields.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sliders_by_name() {
        assert_eq!(slider("Queen"), Ok(Piece::Queen));
        assert_eq!(slider("r"), Ok(Piece::Rook));
        assert!(slider("knight").unwrap_err().contains("bad slider"));
    }
}
