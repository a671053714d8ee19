//! The questions the page is asked: random arguments of each lookup's kinds, each with the
//! crate's answer as the page must write it and the squares it must mark.

use chess_lut::relations::{Answer, Axis, AxisKind, Value};
use chess_lut::tables::Lookup;
use chess_lut::tables::View;
use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Square};
use chess_lut_codegen::rng::SplitMix64;

pub(crate) fn hex(v: u64) -> String {
    chess_lut::tables::Elem::U64.literal(v).to_string()
}

/// One question to a table: what the page is told, and what the crate answers.
pub(crate) struct Sample {
    /// `(argument key, square)`, set by clicking the argument's mode button, then the square.
    pub(crate) squares: Vec<(String, Square)>,
    /// `(argument key, button value)`, set by clicking the button.
    pub(crate) choices: Vec<(String, String)>,
    pub(crate) occupied: Option<Bitboard>,
    /// The answer as the page writes it: a hex bitboard, a number, `yes`/`no`, `none`.
    pub(crate) value: String,
    /// The squares the page must mark as the answer.
    pub(crate) hits: Bitboard,
}

pub(crate) struct Gen(pub(crate) SplitMix64);

impl Gen {
    fn below(&mut self, n: u64) -> u64 {
        self.0.next() % n
    }
    /// About eight random squares.
    fn board(&mut self) -> Bitboard {
        Bitboard(self.0.next() & self.0.next() & self.0.next())
    }
    /// A random value of `axis`, and the button value the page gives it (none for a square or
    /// an occupancy).
    fn value(&mut self, axis: &Axis<&str>) -> (Value, Option<String>) {
        if let Some(range) = &axis.integers {
            let count = u64::try_from(range.end - range.start + 1).expect("a range");
            let n = i64::try_from(range.start).expect("a number") + self.below(count) as i64;
            return (Value::Number(n), Some(n.to_string()));
        }
        match axis.kind.argument() {
            AxisKind::Square => (Value::Square(Square::ALL[self.below(64) as usize]), None),
            AxisKind::Color => {
                let c = Color::ALL[self.below(2) as usize];
                (Value::Color(c), Some((c as u8).to_string()))
            }
            AxisKind::Attacker => {
                let a = Attacker::ALL[self.below(7) as usize];
                (Value::Attacker(a), Some((a as u8).to_string()))
            }
            AxisKind::LineKind => {
                let k = LineKind::ALL[self.below(4) as usize];
                (Value::LineKind(k), Some((k as u8).to_string()))
            }
            AxisKind::Slider => {
                let p = [Piece::Rook, Piece::Bishop, Piece::Queen][self.below(3) as usize];
                (Value::Slider(p), Some(p.name().to_string()))
            }
            AxisKind::Occupancy(_) => (Value::Occupancy(self.board()), None),
            other => panic!("no lookup of chess-lut's takes a {other:?}"),
        }
    }
}

/// The answer as the page writes it.
pub(crate) fn written(answer: Answer) -> String {
    match answer {
        Answer::Set(b) => chess_lut::tables::Elem::U64.literal(b.0).to_string(),
        Answer::Number(n) => n.to_string(),
        Answer::YesNo(yes) => if yes { "yes" } else { "no" }.to_string(),
        Answer::Square(sq) => sq.map_or("none".into(), |s| s.index().to_string()),
    }
}

/// `n` questions to the lookup `r` shown as `view`, with the crate's answers: random values of
/// its arguments' kinds (asked again where the table does not answer them), the board the page
/// must mark by its view.
pub(crate) fn samples(r: &Lookup, view: View, n: usize, g: &mut Gen) -> Vec<Sample> {
    let mut out = Vec::new();
    while out.len() < n {
        let drawn: Vec<(Value, Option<String>)> = r.axes.iter().map(|a| g.value(a)).collect();
        let values: Vec<Value> = drawn.iter().map(|d| d.0).collect();
        let Some(answer) = (r.run)(&values) else {
            continue;
        };
        let mut sample = Sample {
            squares: Vec::new(),
            choices: Vec::new(),
            occupied: None,
            value: written(answer),
            hits: Bitboard::EMPTY,
        };
        for (i, (value, button)) in drawn.iter().enumerate() {
            match *value {
                Value::Square(sq) => sample.squares.push((format!("arg{i}"), sq)),
                Value::Occupancy(b) => sample.occupied = Some(b),
                _ => sample
                    .choices
                    .push((format!("arg{i}"), button.clone().expect("a button"))),
            }
        }
        sample.hits = match (view, answer) {
            (View::Each, Answer::YesNo(_)) => {
                let last = values.iter().rposition(|v| v.square().is_some()).unwrap();
                Square::ALL
                    .into_iter()
                    .filter(|&sq| {
                        let mut v = values.clone();
                        v[last] = Value::Square(sq);
                        (r.run)(&v) == Some(Answer::YesNo(true))
                    })
                    .collect()
            }
            (_, Answer::Set(b)) => b,
            (_, Answer::Square(sq)) => sq.map_or(Bitboard::EMPTY, Square::bitboard),
            _ => Bitboard::EMPTY,
        };
        out.push(sample);
    }
    out
}

/// How many inputs the page's "check every input" must run for `r`'s table: the crate's own
/// count of the domain its description declares, not the page's.
pub(crate) fn domain(r: &Lookup) -> u64 {
    let mut n = 0;
    r.each_input(&mut || 0, &mut |_| n += 1);
    n
}

/// A FEN piece placement with a piece on each square of `occupied`.
pub(crate) fn placement(occupied: Bitboard) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            if occupied.contains(Square::ALL[rank * 8 + file]) {
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push(['p', 'N', 'b', 'R', 'q', 'K'][(rank + file) % 6]);
            } else {
                empty += 1;
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}
