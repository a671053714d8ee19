//! How `show` draws an answer of one of chess-lut's tables: as its description's [`View`]
//! says, from the arguments its kinds read and its lookup's answers.

use chess_lut::relations::{self, Answer, Kind, Matters, Relation, Value, View};
use chess_lut::tables::{Elem, TableInfo};
use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Square};

use crate::args::{occupancy, parse, square};
use crate::board::{Cell, Picture};
use crate::by_name::Found;

/// What the asked arguments are, in words: `two squares`, `a colour and a square`.
pub fn usage(r: &Relation) -> String {
    let kinds: Vec<&str> = r.asked().map(|i| r.args[i].0.name()).collect();
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
fn read(kind: Kind, s: &str) -> Result<Value, String> {
    Ok(match kind {
        Kind::Square => Value::Square(square(s)?),
        Kind::Color => Value::Color(parse("colour", s)?),
        Kind::Attacker => Value::Attacker(parse("piece", s)?),
        Kind::LineKind => Value::LineKind(parse("line kind", s)?),
        Kind::Slider => Value::Slider(slider(s)?),
        Kind::Distance => Value::Distance(parse("distance", s)?),
        Kind::Occupancy(_) => Value::Occupancy(occupancy(s)?),
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

/// The picture `show TABLE ARGS… [--occupied X]` draws.
pub fn picture(found: Found, args: &[String], occupied: Option<&str>) -> Result<Picture, String> {
    let table = found.info;
    let Some(r) = found.relation else {
        return Err(format!(
            "{} is data, not a relation: nothing to ask it; `chess-lut dump {}` shows it",
            table.name, table.name
        ));
    };
    if occupied.is_some() && !r.occupancy() {
        let takes: Vec<&str> = relations::primary()
            .filter(|r| r.occupancy())
            .map(|r| r.table_name)
            .collect();
        return Err(format!(
            "--occupied only applies to {}, not {}",
            takes.join(", "),
            table.name
        ));
    }
    let asked: Vec<usize> = r.asked().collect();
    if args.len() != asked.len() {
        return Err(format!(
            "show {} takes {}, like `show {} {}`",
            table.name,
            usage(r),
            table.name,
            r.example.join(" ")
        ));
    }
    let occupied = occupied
        .map(occupancy)
        .transpose()?
        .unwrap_or(Bitboard::EMPTY);
    // the arguments given, the occupancy, and (for `View::Each`) a square to fill in per square
    let mut values: Vec<Value> = r
        .args
        .iter()
        .map(|(kind, _)| match kind {
            Kind::Occupancy(_) => Value::Occupancy(occupied),
            _ => Value::Square(Square::A1),
        })
        .collect();
    for (&i, text) in asked.iter().zip(args) {
        values[i] = read(r.args[i].0, text)?;
    }
    let shown: Vec<String> = asked.iter().map(|&i| values[i].to_string()).collect();
    let ask = |values: &[Value]| {
        (r.lookup)(values).ok_or_else(|| {
            format!(
                "{} does not answer {}: {}",
                table.name,
                shown.join(" "),
                r.limits
            )
        })
    };
    let title = format!("{} {}", table.name, shown.join(" "));
    let squares: Vec<Square> = values.iter().filter_map(|v| v.square()).collect();
    match r.view {
        View::Set => {
            let set = answer_set(ask(&values)?);
            let caption = format!("{title}: {} ({} squares)", names(set), set.count());
            Ok(Picture::set(set, &squares, caption))
        }
        View::Around(piece) => {
            let set = answer_set(ask(&values)?);
            let caption = format!("{title}: {} ({} squares)", names(set), set.count());
            let mut picture = Picture::set(set, &[], caption);
            let piece = piece.unwrap_or_else(|| Attacker::pawn(first_color(&values)));
            picture.cells[squares[0].index()] = Cell::Piece(piece);
            picture.legend = "X attacked".into();
            Ok(picture)
        }
        View::Each => each(r, &values, &shown, occupied),
        View::Crossing => crossing(&title, &values, ask(&values)?),
        View::Slider(piece) => {
            let set = answer_set(ask(&values)?);
            let piece = slider_of(r, &values, piece);
            let what = format!("{} on {}", piece.name(), squares[0]);
            Ok(slider_picture(r, &values, piece, set, what, occupied))
        }
        View::Entry(piece, slot) => {
            let set = answer_set(ask(&values)?);
            let sq = squares[0];
            let what = format!(
                "{} on {sq} ({}), slot {}",
                piece.name(),
                entry(table, sq),
                slot(sq, occupied)
            );
            Ok(slider_picture(r, &values, piece, set, what, occupied))
        }
    }
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

/// `View::Each`: the answer for every square in the place of the last square argument: a
/// number on each square, or the squares where it is yes.
fn each(
    r: &Relation,
    values: &[Value],
    shown: &[String],
    occupied: Bitboard,
) -> Result<Picture, String> {
    let last = r
        .args
        .iter()
        .rposition(|(k, _)| *k == Kind::Square)
        .expect("an Each view has a square to fill in");
    let mut values = values.to_vec();
    let mut answers = Vec::with_capacity(64);
    for sq in Square::ALL {
        values[last] = Value::Square(sq);
        answers.push((r.lookup)(&values));
    }
    let from = values.iter().find_map(|v| v.square()).unwrap_or(Square::A1);
    if let Some(Some(Answer::Number(_))) = answers.first() {
        let mut cells = [Cell::Empty; 64];
        for (sq, answer) in Square::ALL.into_iter().zip(&answers) {
            if let Some(Answer::Number(n)) = answer {
                cells[sq.index()] = Cell::Number(f64::from(*n));
            }
        }
        return Ok(Picture {
            cells,
            caption: format!("{} from {} to each square", r.table_name, shown.join(" ")),
            legend: "each square: the answer from the given square".into(),
        });
    }
    let yes: Bitboard = Square::ALL
        .into_iter()
        .zip(&answers)
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
    Ok(attack_picture(from, glyph, yes, occupied, caption))
}

/// `View::Crossing`: the two lines and where they cross.
fn crossing(title: &str, values: &[Value], answer: Answer) -> Result<Picture, String> {
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
    Ok(picture)
}

/// The slider of a `View::Slider`: this piece, or the slider argument, or the piece that
/// walks the line the table reads (a bishop on a diagonal, else a rook).
fn slider_of(r: &Relation, values: &[Value], piece: Option<Piece>) -> Piece {
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
fn line_of(r: &Relation, values: &[Value]) -> Option<LineKind> {
    r.args.iter().find_map(|(k, _)| match k {
        Kind::Occupancy(Matters::Line(kind)) => kind.or_else(|| {
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
    r: &Relation,
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
        r.table_name,
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
fn entry(table: &TableInfo, sq: Square) -> String {
    let Some(record) = table.record else {
        return String::new();
    };
    let fields: Vec<String> = record
        .fields
        .iter()
        .enumerate()
        .map(|(k, field)| {
            let v = table.get_at(&[sq.index(), k]).unwrap_or(0);
            if crate::dump::written_in_decimal(field) {
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
