//! How `show` asks and draws one of chess-lut's tables: its first lookup's arguments read as
//! their axes say, the lookup asked, and its answer drawn as its drawing's [`View`] says.

use chess_lut::relations::{Answer, AxisKind, Matters, Value};
use chess_lut::tables::{Drawing, Elem, Lookup, Table, View};
use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Square};

use crate::board::{Cell, Picture, Shown};
use crate::drawing::asked;
use crate::text::written_in_decimal;

/// A question put to one of chess-lut's tables, read and answered: the table, its lookup and
/// drawing, every argument as the value the lookup takes (a square a `Square` from its reading
/// to the answer), the arguments as they were typed, the occupied squares, and the answer.
pub(super) struct Asked<'a> {
    table: &'static Table,
    lookup: &'static Lookup,
    drawing: Drawing,
    values: Vec<Value>,
    typed: Vec<&'a str>,
    occupied: Bitboard,
    answer: Answered,
}

/// The lookup's answer: to the question, or for `View::Each` to it with every square in the
/// place it fills in.
enum Answered {
    One(Answer),
    Each(Box<[Option<Answer>; 64]>),
}

impl Asked<'_> {
    /// The table's name and the arguments as typed: `in-between e1 h4`.
    fn title(&self) -> String {
        format!("{} {}", self.table.name, self.typed.join(" "))
    }
}

/// `table` asked `args` with the squares `occupied` (the text of `--occupied`): the question
/// read (an occupancy refused where its lookup takes none, the number of arguments checked,
/// each argument read as its axis reads it) and the lookup asked (for every square, where the
/// view fills one in).
pub(super) fn ask<'a>(
    table: &'static Table,
    args: &'a [String],
    occupied: Option<&str>,
) -> Result<Asked<'a>, String> {
    let (Some(lookup), Some(drawing)) = (table.lookups.first(), table.drawing) else {
        return Err(format!(
            "{} is data, not a relation: nothing to ask it; `chess-lut dump {}` shows it",
            table.name, table.name
        ));
    };
    let asked: Vec<usize> = asked(lookup, drawing.view).collect();
    if occupied.is_some() && !lookup.occupancy() {
        let takes: Vec<&str> = chess_lut::tables::all()
            .filter(|t| t.lookups.first().is_some_and(Lookup::occupancy))
            .map(|t| t.name)
            .collect();
        return Err(format!(
            "--occupied only applies to {}, not {}",
            takes.join(", "),
            table.name
        ));
    }
    if asked.len() != args.len() {
        return Err(format!(
            "show {} takes {}, like `show {} {}`",
            table.name,
            usage(lookup, drawing.view),
            table.name,
            drawing.example.join(" ")
        ));
    }
    // the squares `--occupied` gives, none where it is not given
    let occupied = occupied
        .map(crate::args::occupancy)
        .transpose()?
        .unwrap_or(Bitboard::EMPTY);
    // every argument, the occupancy, and a square wherever none is given (the one
    // `View::Each` fills in)
    let mut values: Vec<Value> = lookup
        .axes
        .iter()
        .map(|a| match a.kind {
            AxisKind::Occupancy(_) => Value::Occupancy(occupied),
            _ => Value::Square(Square::A1),
        })
        .collect();
    for (&i, typed) in asked.iter().zip(args) {
        values[i] = crate::args::value(lookup.axes[i], lookup.outside.is_some(), typed)?;
    }
    let typed: Vec<&str> = args.iter().map(String::as_str).collect();
    let answer = if matches!(drawing.view, View::Each) {
        let last = each_square(lookup);
        let mut each = values.clone();
        Answered::Each(Box::new(Square::ALL.map(|sq| {
            each[last] = Value::Square(sq);
            (lookup.run)(&each)
        })))
    } else {
        let one = (lookup.run)(&values).ok_or_else(|| {
            format!(
                "{} does not answer {}: {}",
                table.name,
                typed.join(" "),
                drawing.limits
            )
        })?;
        Answered::One(one)
    };
    Ok(Asked {
        table,
        lookup,
        drawing,
        values,
        typed,
        occupied,
        answer,
    })
}

/// The answer drawn as the drawing's [`View`] says: a board, or a number of no square said.
pub(super) fn draw(asked: &Asked<'_>) -> Shown {
    match &asked.answer {
        Answered::Each(answers) => Shown::Board(Box::new(each(asked, &answers[..]))),
        // a number of no square: said, not drawn
        Answered::One(Answer::Number(n)) => Shown::Text(format!("{}: {n}\n", asked.title())),
        Answered::One(answer) => Shown::Board(Box::new(picture(asked, *answer))),
    }
}

/// The board the drawing's [`View`] draws of `answer`.
fn picture(asked: &Asked<'_>, answer: Answer) -> Picture {
    let Asked {
        table,
        lookup,
        drawing,
        ref values,
        occupied,
        ..
    } = *asked;
    let title = asked.title();
    let squares: Vec<Square> = values.iter().filter_map(|v| v.square()).collect();
    match drawing.view {
        View::Set | View::Each => {
            let set = answer_set(answer);
            let caption = format!("{title}: {} ({} squares)", names(set), set.count());
            Picture::set(set, &squares, caption)
        }
        View::Around(piece) => {
            let set = answer_set(answer);
            let caption = format!("{title}: {} ({} squares)", names(set), set.count());
            let mut picture = Picture::set(set, &[], caption);
            let piece = piece.unwrap_or_else(|| Attacker::pawn(first_color(values)));
            picture.cells[squares[0].index()] = Cell::Piece(piece);
            picture.legend = "X attacked".into();
            picture
        }
        View::Crossing => crossing(&title, values, answer),
        View::Slider(piece) => {
            let set = answer_set(answer);
            let piece = slider_of(lookup, values, piece);
            let what = format!("{} on {}", piece.name(), squares[0]);
            slider_picture(table, lookup, values, piece, set, what, occupied)
        }
        View::Entry(piece) => {
            let set = answer_set(answer);
            let sq = squares[0];
            let slot = table
                .slot(sq, occupied)
                .expect("a table of slider entries gives each square its slot");
            let what = format!(
                "{} on {sq} ({}), slot {slot}",
                piece.name(),
                entry(table, sq)
            );
            slider_picture(table, lookup, values, piece, set, what, occupied)
        }
    }
}

/// What the asked arguments of `lookup` drawn as `view` are, in words: `two squares`, `a colour
/// and a square`.
pub fn usage(lookup: &Lookup, view: View) -> String {
    let axes: Vec<_> = asked(lookup, view)
        .map(|i| lookup.axes[i].as_argument())
        .collect();
    chess_lut_types::table::usage(&axes)
}

/// The place of the square `View::Each` fills in with each square: the last square argument.
fn each_square(lookup: &Lookup) -> usize {
    lookup
        .axes
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
fn each(asked: &Asked<'_>, answers: &[Option<Answer>]) -> Picture {
    let (table, lookup, values, occupied) =
        (asked.table, asked.lookup, &asked.values, asked.occupied);
    // the piece's square: a square argument before the one filled in (h8, the last filled in,
    // where there is none)
    let last = each_square(lookup);
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
            caption: format!(
                "{} from {} to each square",
                table.name,
                asked.typed.join(" ")
            ),
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
fn slider_of(lookup: &Lookup, values: &[Value], piece: Option<Piece>) -> Piece {
    piece
        .or_else(|| {
            values.iter().find_map(|v| match v {
                Value::Slider(p) => Some(*p),
                _ => None,
            })
        })
        .unwrap_or(match line_of(lookup, values) {
            Some(LineKind::Diagonal | LineKind::AntiDiagonal) => Piece::Bishop,
            _ => Piece::Rook,
        })
}

/// The line an occupancy is read along, if the table reads only one.
fn line_of(lookup: &Lookup, values: &[Value]) -> Option<LineKind> {
    lookup.axes.iter().find_map(|a| match a.kind {
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
    lookup: &Lookup,
    values: &[Value],
    piece: Piece,
    set: Bitboard,
    what: String,
    occupied: Bitboard,
) -> Picture {
    let sq = values.iter().find_map(|v| v.square()).unwrap_or(Square::A1);
    let mut shown = occupied;
    let mut what = what;
    if let Some(kind) = line_of(lookup, values) {
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
