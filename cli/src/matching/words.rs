//! What a match says: the line an engine would write to fill its table from chess-lut's lookup,
//! the square order where it is not a1 = 0, and how the nearest differs, in words and by its
//! first differing cell.

use super::ours::Order;
use super::read::Table;
use super::search::{Arg, Change, Found, unflatten};
use chess_lut::relations::{Answer, AxisKind, Value};
use chess_lut::{Bitboard, Square};

/// The engine's index of each dimension, named for the argument it gives (`a`, `b`, `sq`), or
/// `k` for a pair of line kinds, `file` or `rank` for a square's.
fn index_names(found: &Found, dims: usize) -> Vec<String> {
    let mut names = vec![String::new(); dims];
    for (k, arg) in found.args.iter().enumerate() {
        if let Arg::Dim { dim, positions } = arg {
            let name = found.ours.lookup.axes[k].name;
            names[*dim] = match (found.ours.axis_kind(k), positions.len()) {
                (AxisKind::LineKind, n) if n < 4 => "k".to_string(),
                (AxisKind::FileOf, 8) => "file".to_string(),
                (AxisKind::RankOf, 8) => "rank".to_string(),
                _ => name.to_string(),
            };
        }
    }
    names
}

/// A value of ours as Rust writes it: `LineKind::Diagonal`, `Color::White`, `3`.
fn literal(v: Value) -> String {
    match v {
        Value::Square(sq) => format!("Square::{}", sq.to_string().to_uppercase()),
        Value::Color(c) => format!("Color::{c:?}"),
        Value::Attacker(a) => format!("Attacker::{a:?}"),
        Value::LineKind(k) => format!("LineKind::{k:?}"),
        Value::Slider(p) => format!("Piece::{p:?}"),
        Value::Number(n) => n.to_string(),
        Value::Occupancy(b) => format!("Bitboard({:#x})", b.0),
    }
}

/// The line that fills the engine's table `table` from the lookup: `BETWEEN[a][b] =
/// chess_lut::in_between(a, b)`, the square order turned where it is not a1 = 0
/// (`king_attacks(sq.flip_vertical()).flip_vertical()`) and the change applied where one makes
/// it equal (`& !sq.bitboard()`).
pub fn line(table: &Table, found: &Found) -> String {
    let names = index_names(found, table.shape.len());
    let turn = found.order.turn();
    let args: Vec<String> = found
        .args
        .iter()
        .enumerate()
        .map(|(k, arg)| {
            let domain = &found.ours.domains[k];
            match arg {
                Arg::Fixed(p) => literal(domain[*p]),
                Arg::Dim { dim, positions } => {
                    let name = &names[*dim];
                    match (
                        found.ours.axis_kind(k),
                        positions.len(),
                        found.ours.kinds[k],
                    ) {
                        (AxisKind::FileOf, 8, _) => {
                            format!("Square::ALL[{name}{}]", xor(found.order, 7))
                        }
                        (AxisKind::RankOf, 8, _) => {
                            format!(
                                "Square::ALL[8 * ({name}{})]",
                                xor(found.order, 56).replace("56", "7")
                            )
                        }
                        (_, _, AxisKind::LineKind) if positions.len() < 4 => {
                            let kinds: Vec<String> =
                                positions.iter().map(|&p| literal(domain[p])).collect();
                            format!("[{}][{name}]", kinds.join(", "))
                        }
                        (_, _, AxisKind::Square) => format!("{name}{turn}"),
                        (_, _, AxisKind::Range) => match domain.first() {
                            Some(Value::Number(start)) if *start > 0 => {
                                format!("{name} + {start}")
                            }
                            Some(Value::Number(start)) if *start < 0 => {
                                format!("{name} - {}", start.unsigned_abs())
                            }
                            _ => name.clone(),
                        },
                        _ => name.clone(),
                    }
                }
            }
        })
        .collect();
    let indices: String = names.iter().map(|n| format!("[{n}]")).collect();
    let mut call = format!("chess_lut::{}({})", found.ours.lookup.path, args.join(", "));
    match found.ours.lookup.answer {
        chess_lut::relations::AnswerKind::Set => call.push_str(turn),
        chess_lut::relations::AnswerKind::Square if !turn.is_empty() => {
            call = format!("{call}.map(|sq| sq{turn})");
        }
        _ => {}
    }
    if let Some(change) = found.change {
        let (k, op) = match change {
            Change::Without(k) => (k, "& !"),
            Change::With(k) => (k, "| "),
        };
        if let Arg::Dim { dim, .. } = &found.args[k] {
            call = format!("{call} {op}{}.bitboard()", names[*dim]);
        }
    }
    format!("{}{indices} = {call}", table.name)
}

/// How an index of the square order's files or ranks is turned: `^ 7` for files numbered from h.
fn xor(order: Order, part: usize) -> String {
    if order.mask() & part != 0 {
        format!(" ^ {part}")
    } else {
        String::new()
    }
}

/// What the square order is, where it is not a1 = 0: `squares numbered a8 = 0:
/// `Square::flip_vertical``.
pub fn order(found: &Found) -> Option<String> {
    let squares = found.ours.kinds.contains(&AxisKind::Square)
        || matches!(
            found.ours.lookup.answer,
            chess_lut::relations::AnswerKind::Set | chess_lut::relations::AnswerKind::Square
        );
    (found.order != Order::A1 && squares).then(|| {
        let turns = found.order.turn().trim_start_matches('.').replace("()", "");
        format!(
            "squares numbered {}: `Square::{}`",
            found.order.name(),
            turns.replace(".", "`, `Square::")
        )
    })
}

/// What a cell of the engine's table says, as the engine holds it and in words: a set's
/// squares, a number.
fn said(value: i128, answer: Option<Answer>, order: Order) -> String {
    match answer {
        Some(Answer::Set(_)) | None => {
            let bits = value as u64;
            let squares: Vec<String> = Bitboard(bits)
                .into_iter()
                .map(|sq| order.square(sq as usize).to_string())
                .collect();
            format!("{{{}}}", squares.join(", "))
        }
        Some(Answer::Square(_)) => match usize::try_from(value) {
            Ok(i) if i < 64 => order.square(i).to_string(),
            _ => "none".into(),
        },
        _ => value.to_string(),
    }
}

/// The cell `flat` of `table` named by its indices in words: `[e1][h4]`, `[white][e4]`.
pub fn cell(table: &Table, found: &Found, flat: usize) -> String {
    let index = unflatten(&table.shape, flat);
    let mut words: Vec<String> = index.iter().map(|i| i.to_string()).collect();
    for (k, arg) in found.args.iter().enumerate() {
        if let Arg::Dim { dim, positions } = arg {
            let mut p = positions[index[*dim]];
            if found.ours.kinds[k] == AxisKind::Square {
                p ^= found.order.mask();
            }
            words[*dim] = match found.ours.domains[k][p] {
                Value::Square(sq) => match found.ours.axis_kind(k) {
                    AxisKind::FileOf if positions.len() == 8 => format!("{}-file", sq_file(sq)),
                    AxisKind::RankOf if positions.len() == 8 => format!("rank {}", sq.rank() + 1),
                    _ => sq.to_string(),
                },
                Value::Color(c) => c.name().to_string(),
                Value::LineKind(l) => l.name().to_string(),
                Value::Attacker(a) => a.name().to_string(),
                Value::Slider(p) => p.name().to_string(),
                Value::Number(n) => n.to_string(),
                Value::Occupancy(b) => format!("{:#x}", b.0),
            };
        }
    }
    words.iter().map(|w| format!("[{w}]")).collect()
}

fn sq_file(sq: Square) -> char {
    char::from(b'a' + sq.file())
}

/// How the nearest differs, in words: the change that makes it equal, or how many cells differ
/// and the first, yours beside ours.
pub fn difference(table: &Table, values: &[i128], found: &Found) -> String {
    let name = found.ours.lookup.path;
    let cells = table.len();
    if let Some(change) = found.change {
        let (k, words) = match change {
            Change::Without(k) => (k, "holds"),
            Change::With(k) => (k, "leaves out"),
        };
        let what = match found.args[k] {
            Arg::Dim { dim, .. } => index_names(found, table.shape.len())[dim].clone(),
            Arg::Fixed(_) => "its square".into(),
        };
        let too = if words == "holds" { " too" } else { "" };
        return format!(
            "`{name}` {words} the square `{what}` itself{too} ({} of {cells} cells)",
            found.differing
        );
    }
    let Some(first) = found.first else {
        return "equal".into();
    };
    let ours = found.ours_at(&table.shape, first);
    let theirs = ours.map_or(0, |a| super::ours::held(a, found.order));
    format!(
        "differs on {} of {cells} cells, first {}: yours {}, `{name}` {}",
        found.differing,
        cell(table, found, first),
        said(values[first], ours, found.order),
        said(theirs, ours, found.order)
    )
}

/// A word on what the lookup is, where the engine's name for its table is another lookup's:
/// the "between" most engines have is `path`, which holds the far square.
pub fn note(table: &Table, found: &Found) -> Option<&'static str> {
    let name = table.name.to_ascii_lowercase();
    match found.ours.lookup.path {
        "path" if name.contains("between") => {
            Some("holds the far square: `path`, not `in_between`")
        }
        "in_between" if name.contains("path") => {
            Some("holds neither end: `in_between`, not `path`")
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::read::Values;
    use super::super::{ours, search};
    use super::*;
    use chess_lut::{Color, LineKind, Square, adjacent_files, forward_ranks, pawn_attacks};

    /// The engine's table `name` of `shape`, its values `f` of each cell.
    fn table(name: &str, shape: &[usize], values: Vec<u64>) -> Table {
        Table {
            name: name.into(),
            line: 1,
            ty: "u64".into(),
            shape: shape.to_vec(),
            values: Values::Integers(values.into_iter().map(i128::from).collect()),
        }
    }

    fn said(t: &Table) -> (String, String) {
        let all = ours::all();
        let Values::Integers(values) = &t.values else {
            panic!()
        };
        let found = search::closest(&all, &t.shape, values).unwrap();
        (line(t, &found), difference(t, values, &found))
    }

    #[test]
    fn a_file_s_table_is_asked_by_a_square_of_its_file() {
        let by_file = table(
            "ADJACENT",
            &[8],
            (0..8).map(|f| adjacent_files(Square::ALL[f]).0).collect(),
        );
        assert_eq!(
            said(&by_file).0,
            "ADJACENT[file] = chess_lut::adjacent_files(Square::ALL[file])"
        );
        // and files numbered from h
        let from_h = table(
            "ADJACENT",
            &[8],
            (0..8)
                .map(|f| adjacent_files(Square::ALL[7 - f]).flip_horizontal().0)
                .collect(),
        );
        let (line, _) = said(&from_h);
        // adjacent files are the same seen from either side: the plainest reading
        assert_eq!(
            line,
            "ADJACENT[file] = chess_lut::adjacent_files(Square::ALL[file])"
        );
    }

    #[test]
    fn each_kind_of_argument_is_written_as_an_engine_would() {
        // a rank's table: the rank's first square
        let ranks = table(
            "FORWARD",
            &[2, 8],
            Color::ALL
                .into_iter()
                .flat_map(|c| (0..8).map(move |r| forward_ranks(c, Square::ALL[8 * r]).0))
                .collect(),
        );
        assert_eq!(
            said(&ranks),
            (
                "FORWARD[color][rank] = chess_lut::forward_ranks(color, Square::ALL[8 * (rank)])"
                    .into(),
                "equal".into()
            )
        );
        // one colour of two: the colour fixed, as Rust names it
        let white = table(
            "WHITE",
            &[64],
            Square::ALL
                .map(|sq| pawn_attacks(Color::White, sq).0)
                .to_vec(),
        );
        assert_eq!(
            said(&white).0,
            "WHITE[sq] = chess_lut::pawn_attacks(Color::White, sq)"
        );
        // a range from -119: the engine's index 0 is the difference -119
        let directions = table(
            "DIRECTION",
            &[239],
            (-119..=119)
                .map(|d| u64::from(chess_lut::x88_direction(d)))
                .collect(),
        );
        assert_eq!(
            said(&directions).0,
            "DIRECTION[difference] = chess_lut::x88_direction(difference - 119)"
        );
    }

    #[test]
    fn a_square_s_answer_is_turned_and_said_by_its_name() {
        let all = ours::all();
        let crossing = all
            .iter()
            .find(|o| o.lookup.path == "intersection")
            .unwrap();
        let kind = |k: LineKind| {
            crossing.domains[1]
                .iter()
                .position(|&v| v == Value::LineKind(k))
                .unwrap()
        };
        let squares = Arg::Dim {
            dim: 0,
            positions: (0..64).collect(),
        };
        let found = Found {
            ours: crossing,
            args: vec![
                squares.clone(),
                Arg::Fixed(kind(LineKind::File)),
                Arg::Dim {
                    dim: 1,
                    positions: (0..64).collect(),
                },
                Arg::Fixed(kind(LineKind::Diagonal)),
            ],
            order: Order::A8,
            differing: 0,
            first: None,
            change: None,
            cost: 0,
        };
        let t = table("CROSSING", &[64, 64], vec![0; 4096]);
        assert_eq!(
            line(&t, &found),
            "CROSSING[a][b] = chess_lut::intersection(a.flip_vertical(), LineKind::File, \
             b.flip_vertical(), LineKind::Diagonal).map(|sq| sq.flip_vertical())"
        );
        assert_eq!(
            order(&found).as_deref(),
            Some("squares numbered a8 = 0: `Square::flip_vertical`")
        );
        // a cell as the engine holds it: a square numbered a8 = 0, or none past h1
        let answer = Some(Answer::Square(None));
        let cells: Vec<String> = [0, 7, 63, 64, 99]
            .map(|v| super::said(v, answer, Order::A8))
            .to_vec();
        assert_eq!(cells, ["a8", "h8", "h1", "none", "none"]);
    }

    #[test]
    fn a_near_miss_is_said_by_its_first_differing_cell() {
        let mut cells: Vec<u64> = Square::ALL.map(|sq| chess_lut::king_attacks(sq).0).to_vec();
        cells[Square::E4 as usize] |= Square::A8.bitboard().0;
        cells[Square::H8 as usize] = 0;
        let (_, words) = said(&table("KINGS", &[64], cells));
        assert_eq!(
            words,
            "differs on 2 of 64 cells, first [e4]: yours {d3, e3, f3, d4, f4, d5, e5, f5, a8}, \
             `king_attacks` {d3, e3, f3, d4, f4, d5, e5, f5}"
        );
    }

    #[test]
    fn a_set_that_leaves_the_square_out_is_a_change_too() {
        // pawn attacks with the pawn's own square: `| sq.bitboard()` makes them equal
        let with = table(
            "PAWNS",
            &[2, 64],
            Color::ALL
                .into_iter()
                .flat_map(|c| Square::ALL.map(|sq| (pawn_attacks(c, sq) | sq.bitboard()).0))
                .collect(),
        );
        let (line, words) = said(&with);
        assert_eq!(
            line,
            "PAWNS[color][sq] = chess_lut::pawn_attacks(color, sq) | sq.bitboard()"
        );
        assert_eq!(
            words,
            "`pawn_attacks` leaves out the square `sq` itself (128 of 128 cells)"
        );
    }
}
