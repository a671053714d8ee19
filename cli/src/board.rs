//! A board picture: what each square shows, drawn as text or as SVG; and what `show` prints,
//! a board or text ([`Shown`]).

use std::fmt::Write;

use chess_lut::{Attacker, Bitboard, Square};

/// What one square shows.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Cell {
    /// Nothing: `.`
    Empty,
    /// A member of the set shown: `X`
    Member,
    /// A square the question was asked about (not a member): `o`
    Marked,
    /// A piece: its FEN letter.
    Piece(Attacker),
    /// An occupied square outside the set: `#`
    Occupied,
    /// An occupied square inside the set (a capture): `*`
    Capture,
    /// A number: a distance, a score, a reduction.
    Number(f64),
}

impl Cell {
    fn glyph(self) -> String {
        match self {
            Cell::Empty => ".".into(),
            Cell::Member => "X".into(),
            Cell::Marked => "o".into(),
            Cell::Piece(a) => a.to_string(),
            Cell::Occupied => "#".into(),
            Cell::Capture => "*".into(),
            // integers as integers, fractions to two places: 3, -46, 2.53
            Cell::Number(n) if n.fract() == 0.0 => format!("{n:.0}"),
            Cell::Number(n) => format!("{n:.2}"),
        }
    }
}

/// An 8x8 picture with a caption and a legend.
pub struct Picture {
    pub cells: [Cell; 64],
    pub caption: String,
    pub legend: String,
}

impl Picture {
    /// A picture of `set` with the `marked` squares (the question's arguments) shown as `o`.
    pub fn set(set: Bitboard, marked: &[Square], caption: String) -> Picture {
        let mut cells = [Cell::Empty; 64];
        for sq in set {
            cells[sq.index()] = Cell::Member;
        }
        for &sq in marked {
            if cells[sq.index()] == Cell::Empty {
                cells[sq.index()] = Cell::Marked;
            }
        }
        Picture {
            cells,
            caption,
            legend: "X member, o the squares asked about".into(),
        }
    }

    /// The caption up to its list of squares: `in-between e1 h4`.
    pub fn title(&self) -> &str {
        self.caption.split(':').next().unwrap_or_default()
    }

    /// The board as text: ranks 8 to 1 down the left, files a to h along the bottom, every
    /// square as wide as the widest glyph.
    pub fn text(&self) -> String {
        let mut out = format!("{}\n\n", self.caption);
        let width = self
            .cells
            .iter()
            .map(|c| c.glyph().len())
            .max()
            .unwrap_or(1);
        for rank in (0..8).rev() {
            let _ = write!(out, "{} ", rank + 1);
            for file in 0..8 {
                let _ = write!(out, " {:>width$}", self.cells[8 * rank + file].glyph());
            }
            out.push('\n');
        }
        out.push_str("\n  ");
        for file in "abcdefgh".chars() {
            let _ = write!(out, " {file:>width$}");
        }
        out.push('\n');
        if !self.legend.is_empty() {
            let _ = writeln!(out, "\n{}", self.legend);
        }
        out
    }

    /// The board as an SVG picture: light and dark squares, members highlighted, pieces and
    /// numbers written on their squares, coordinates along the edges.
    pub fn svg(&self) -> String {
        // the numbers' range, which their shading spans: the smallest darkest
        let numbers = self.cells.iter().filter_map(|c| match c {
            Cell::Number(n) => Some(*n),
            _ => None,
        });
        let (low, high) = numbers.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), n| {
            (lo.min(n), hi.max(n))
        });
        const S: usize = 48; // square size
        const M: usize = 24; // margin for coordinates
        let size = 8 * S + 2 * M;
        let height = size + 28;
        let mut out = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{height}\" \
             viewBox=\"0 0 {size} {height}\" font-family=\"sans-serif\">\n\
             <rect width=\"{size}\" height=\"{height}\" fill=\"#ffffff\"/>\n"
        );
        for (i, cell) in self.cells.iter().enumerate() {
            let (file, rank) = (i % 8, i / 8);
            let (x, y) = (M + file * S, M + (7 - rank) * S);
            let dark = (file + rank) % 2 == 0; // a1 is dark
            let fill = if dark { "#b58863" } else { "#f0d9b5" };
            let _ = writeln!(
                out,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{S}\" height=\"{S}\" fill=\"{fill}\"/>"
            );
            let (cx, cy) = (x + S / 2, y + S / 2);
            let text = |out: &mut String, t: &str, color: &str| {
                let _ = writeln!(
                    out,
                    "<text x=\"{cx}\" y=\"{}\" font-size=\"24\" text-anchor=\"middle\" fill=\"{color}\">{t}</text>",
                    cy + 8
                );
            };
            match cell {
                Cell::Empty => {}
                Cell::Member | Cell::Capture => {
                    let _ = writeln!(
                        out,
                        "<rect x=\"{x}\" y=\"{y}\" width=\"{S}\" height=\"{S}\" fill=\"#2e7dd7\" fill-opacity=\"0.65\"/>"
                    );
                    if *cell == Cell::Capture {
                        let _ = writeln!(
                            out,
                            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"14\" fill=\"#c0392b\"/>"
                        );
                    }
                }
                Cell::Marked => {
                    let _ = writeln!(
                        out,
                        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"15\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"4\"/>"
                    );
                }
                Cell::Occupied => {
                    let _ = writeln!(
                        out,
                        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"10\" fill=\"#444444\"/>"
                    );
                }
                Cell::Piece(a) => text(&mut out, &a.to_string(), "#000000"),
                Cell::Number(n) => {
                    let share = if high > low {
                        (n - low) / (high - low)
                    } else {
                        0.0
                    };
                    let _ = writeln!(
                        out,
                        "<rect x=\"{x}\" y=\"{y}\" width=\"{S}\" height=\"{S}\" fill=\"#2e7dd7\" fill-opacity=\"{:.2}\"/>",
                        0.75 * (1.0 - share)
                    );
                    let glyph = cell.glyph();
                    let font = if glyph.len() > 3 { 14 } else { 20 };
                    let _ = writeln!(
                        out,
                        "<text x=\"{cx}\" y=\"{}\" font-size=\"{font}\" text-anchor=\"middle\" fill=\"#111111\">{glyph}</text>",
                        cy + font / 3
                    );
                }
            }
        }
        for i in 0..8 {
            let file = char::from(b'a' + i as u8);
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"14\" text-anchor=\"middle\">{file}</text>",
                M + i * S + S / 2,
                M + 8 * S + 17
            );
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"14\" text-anchor=\"middle\">{}</text>",
                M / 2,
                M + (7 - i) * S + S / 2 + 5,
                i + 1
            );
        }
        let _ = writeln!(
            out,
            "<text x=\"{M}\" y=\"{}\" font-size=\"14\">{}</text>\n</svg>",
            size + 14,
            escape(self.title())
        );
        out
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// What `show` prints: a board, or lines of text.
pub enum Shown {
    /// A board, also as SVG with `--svg`.
    Board(Box<Picture>),
    /// Text, with no picture.
    Text(String),
}
