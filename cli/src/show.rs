//! `show`: one question to a table, answered as a board. Each table has one [`View`]: what its
//! arguments are, an example, whether `--occupied` applies, and how to draw it.

use chess_lut::tables::{self, TableInfo};
use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Square};
use chess_lut_perft::SliderStrategy;

use crate::args::{occupancy, parse, square};
use crate::board::{Cell, Picture};

/// How `show` asks one table a question and draws the answer.
pub struct View {
    /// The registry names it draws.
    tables: &'static [&'static str],
    /// What its arguments are: `two squares`.
    usage: &'static str,
    /// Example arguments: `e1 h4`.
    example: &'static str,
    /// Whether `--occupied` applies.
    occupancy: bool,
    /// For a slider table, the strategy that reads it.
    strategy: Option<SliderStrategy>,
    /// The picture for the arguments (as many as `usage` says) and the occupancy.
    draw: fn(&Asked<'_>) -> Result<Picture, String>,
}

/// One `show` question: the table, its view, the arguments and the occupancy.
pub struct Asked<'a> {
    table: &'static TableInfo,
    view: &'static View,
    args: &'a [String],
    occupied: Bitboard,
}

/// Every table's view. A table of the registry without one is a bug (tested).
static VIEWS: [View; 13] = [
    View {
        tables: &[
            "in-between",
            "in-between-triangular",
            "in-between-x88",
            "line",
        ],
        usage: "two squares",
        example: "e1 h4",
        occupancy: false,
        strategy: None,
        draw: pair,
    },
    View {
        tables: &["knight-distance"],
        usage: "one square",
        example: "e4",
        occupancy: false,
        strategy: None,
        draw: knight_distance,
    },
    View {
        tables: &["knight-attacks", "king-attacks"],
        usage: "one square",
        example: "e4",
        occupancy: false,
        strategy: None,
        draw: leaper,
    },
    View {
        tables: &["pawn-attacks"],
        usage: "a colour and a square",
        example: "white e4",
        occupancy: false,
        strategy: None,
        draw: pawn,
    },
    View {
        tables: &["x88-attacks"],
        usage: "a piece and a square",
        example: "queen d1 --occupied <hex or FEN>",
        occupancy: true,
        strategy: None,
        draw: attack,
    },
    View {
        tables: &["line-masks"],
        usage: "a square and a line kind",
        example: "e4 diagonal",
        occupancy: false,
        strategy: None,
        draw: line_masks,
    },
    View {
        tables: &["intersection"],
        usage: "a square, a line kind, a square and a line kind",
        example: "e1 rank b3 anti-diagonal",
        occupancy: false,
        strategy: None,
        draw: intersection,
    },
    View {
        tables: &["first-rank-attacks"],
        usage: "a square (any rank)",
        example: "d1 --occupied <hex or FEN>",
        occupancy: true,
        strategy: Some(SliderStrategy::Hyperbola),
        draw: first_rank,
    },
    View {
        tables: &["rook-magics", "bishop-magics"],
        usage: "a square",
        example: "d4 --occupied <hex or FEN>",
        occupancy: true,
        strategy: Some(SliderStrategy::Magic),
        draw: slider_entry,
    },
    View {
        tables: &["rook-pext", "bishop-pext"],
        usage: "a square",
        example: "d4 --occupied <hex or FEN>",
        occupancy: true,
        strategy: Some(SliderStrategy::Pext),
        draw: slider_entry,
    },
    View {
        tables: &["magic-attacks", "pext-attacks", "pext-compact-attacks"],
        usage: "a slider and a square",
        example: "queen d4 --occupied <hex or FEN>",
        occupancy: true,
        strategy: None,
        draw: slider_attacks,
    },
    View {
        tables: &["kindergarten-fill-up"],
        usage: "a square and a line kind",
        example: "d4 diagonal --occupied <hex or FEN>",
        occupancy: true,
        strategy: Some(SliderStrategy::Kindergarten),
        draw: kindergarten_fill_up,
    },
    View {
        tables: &["kindergarten-a-file"],
        usage: "a square",
        example: "d1 --occupied <hex or FEN>",
        occupancy: true,
        strategy: Some(SliderStrategy::Kindergarten),
        draw: kindergarten_a_file,
    },
];

/// The view that draws `name`.
fn view(name: &str) -> Option<&'static View> {
    VIEWS.iter().find(|v| v.tables.contains(&name))
}

/// The table `name` names: a registry name, or `attack` for `x88-attacks`. An unknown name is
/// an error listing the valid ones and the nearest.
pub fn resolve(name: &str) -> Result<&'static TableInfo, String> {
    let canonical = match name {
        "attack" => "x88-attacks",
        "rook-magic" => "rook-magics",
        "bishop-magic" => "bishop-magics",
        other => other,
    };
    tables::get(canonical).ok_or_else(|| {
        if canonical.contains("pext") {
            return format!(
                "{name:?} is generated only for targets with BMI2; build with \
                 RUSTFLAGS=\"-C target-cpu=native\" on a machine that has it"
            );
        }
        let names: Vec<&str> = tables::all().map(|t| t.name).collect();
        let nearest = names
            .iter()
            .min_by_key(|n| edit_distance(n, name))
            .expect("the registry is not empty");
        format!(
            "unknown table {name:?} (did you mean {nearest:?}?); the tables are: {}",
            names.join(", ")
        )
    })
}

/// Levenshtein distance, for suggesting the nearest table name.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
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

impl Asked<'_> {
    /// The arguments, exactly `N` of them, or an error with the view's usage and example.
    fn args<const N: usize>(&self) -> Result<[&str; N], String> {
        let refs: Vec<&str> = self.args.iter().map(String::as_str).collect();
        refs.try_into().map_err(|_| {
            format!(
                "show {} takes {}, like `show {} {}`",
                self.table.name, self.view.usage, self.table.name, self.view.example
            )
        })
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

/// The picture `show TABLE ARGS… [--occupied X]` draws.
pub fn picture(
    table: &'static TableInfo,
    args: &[String],
    occupied: Option<&str>,
) -> Result<Picture, String> {
    let Some(view) = view(table.name) else {
        return Err(format!("show does not know how to draw {} yet", table.name));
    };
    if occupied.is_some() && !view.occupancy {
        return Err(format!(
            "--occupied only applies to x88-attacks (show attack …), first-rank-attacks and \
             the slider tables (magic, pext, kindergarten), not {}",
            table.name
        ));
    }
    let occupied = occupied
        .map(occupancy)
        .transpose()?
        .unwrap_or(Bitboard::EMPTY);
    (view.draw)(&Asked {
        table,
        view,
        args,
        occupied,
    })
}

fn pair(q: &Asked<'_>) -> Result<Picture, String> {
    let [a, b] = q.args()?;
    let (a, b) = (square(a)?, square(b)?);
    let name = q.table.name;
    let set = match name {
        "in-between" => chess_lut::in_between(a, b),
        "in-between-triangular" => chess_lut::in_between_triangular(a, b),
        "in-between-x88" => chess_lut::in_between_x88(a, b),
        _ => chess_lut::line(a, b),
    };
    let caption = format!("{name} {a} {b}: {} ({} squares)", names(set), set.count());
    Ok(Picture::set(set, &[a, b], caption))
}

fn knight_distance(q: &Asked<'_>) -> Result<Picture, String> {
    let [a] = q.args()?;
    let a = square(a)?;
    let mut cells = [Cell::Empty; 64];
    for b in Square::ALL {
        cells[b.index()] = Cell::Number(chess_lut::knight_distance(a, b));
    }
    Ok(Picture {
        cells,
        caption: format!("knight-distance from {a}: fewest knight moves to each square"),
        legend: "each square: the knight distance from the given square",
    })
}

fn leaper(q: &Asked<'_>) -> Result<Picture, String> {
    let [a] = q.args()?;
    let a = square(a)?;
    let (set, piece) = if q.table.name == "knight-attacks" {
        (chess_lut::knight_attacks(a), Attacker::Knight)
    } else {
        (chess_lut::king_attacks(a), Attacker::King)
    };
    let caption = format!(
        "{} {a}: {} ({} squares)",
        q.table.name,
        names(set),
        set.count()
    );
    let mut picture = Picture::set(set, &[], caption);
    picture.cells[a.index()] = Cell::Piece(piece);
    picture.legend = "X attacked";
    Ok(picture)
}

fn pawn(q: &Asked<'_>) -> Result<Picture, String> {
    let [c, a] = q.args()?;
    let (c, a): (Color, Square) = (parse("colour", c)?, square(a)?);
    let set = chess_lut::pawn_attacks(c, a);
    let caption = format!(
        "pawn-attacks {} {a}: {} ({} squares)",
        c.name(),
        names(set),
        set.count()
    );
    let mut picture = Picture::set(set, &[], caption);
    picture.cells[a.index()] = Cell::Piece(Attacker::pawn(c));
    picture.legend = "X attacked";
    Ok(picture)
}

fn attack(q: &Asked<'_>) -> Result<Picture, String> {
    let [p, a] = q.args()?;
    let (attacker, from): (Attacker, Square) = (parse("piece", p)?, square(a)?);
    let attacked: Bitboard = Square::ALL
        .into_iter()
        .filter(|&to| chess_lut::is_attacked_by(from, to, attacker, q.occupied))
        .collect();
    let caption = format!(
        "{attacker:?} on {from} attacks {} squares: {}",
        attacked.count(),
        names(attacked)
    );
    Ok(attack_picture(
        from,
        Cell::Piece(attacker),
        attacked,
        q.occupied,
        caption,
    ))
}

fn line_masks(q: &Asked<'_>) -> Result<Picture, String> {
    let [a, k] = q.args()?;
    let (a, k): (Square, LineKind) = (square(a)?, parse("line kind", k)?);
    let set = chess_lut::line_mask(a, k);
    let caption = format!(
        "line-masks {a} {k}: {} ({} squares)",
        names(set),
        set.count()
    );
    Ok(Picture::set(set, &[], caption))
}

fn intersection(q: &Asked<'_>) -> Result<Picture, String> {
    let [a, ka, b, kb] = q.args()?;
    let (a, b) = (square(a)?, square(b)?);
    let (ka, kb): (LineKind, LineKind) = (parse("line kind", ka)?, parse("line kind", kb)?);
    let lines = chess_lut::line_mask(a, ka) | chess_lut::line_mask(b, kb);
    let crossing = chess_lut::intersection(a, ka, b, kb);
    let mut picture = Picture::set(lines, &[], String::new());
    for sq in [a, b] {
        picture.cells[sq.index()] = Cell::Marked;
    }
    if let Some(sq) = crossing {
        picture.cells[sq.index()] = Cell::Capture;
    }
    picture.caption = format!(
        "intersection {a} {ka} {b} {kb}: {}",
        crossing.map_or("none".into(), |s| s.to_string())
    );
    picture.legend = "X on a line, * where they cross, o the squares asked about";
    Ok(picture)
}

fn first_rank(q: &Asked<'_>) -> Result<Picture, String> {
    let [a] = q.args()?;
    let a = square(a)?;
    let rank = chess_lut::line_mask(a, LineKind::Rank);
    let set = chess_lut::sliders::hyperbola::rook_attacks(a, q.occupied) & rank;
    let caption = format!(
        "first-rank-attacks {a}: {} ({} squares)",
        names(set),
        set.count()
    );
    let mut picture = attack_picture(
        a,
        Cell::Piece(Attacker::Rook),
        set,
        q.occupied & rank,
        caption,
    );
    picture.legend = "X attacked along the rank, * attacked and occupied, # occupied";
    Ok(picture)
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
        legend: "X attacked, * attacked and occupied, # occupied",
    }
}

/// A bitboard in hex grouped in fours, as the generated source writes it.
fn hex(v: u64) -> String {
    chess_lut_codegen::Elem::U64.literal(v)
}

/// A square's entry of a table of structs, by field name: `mask 0x…, factor 0x…, shift 54,
/// offset 45056` (bitboards and factors in hex, shifts and offsets in decimal).
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
            if crate::dump::is_count(field) {
                format!("{field} {v}")
            } else {
                format!("{field} {}", hex(v))
            }
        })
        .collect();
    fields.join(", ")
}

/// `piece` on `sq` as `strategy` attacks with `occupied`, captioned `{what} attacks …`.
fn slider_picture(
    q: &Asked<'_>,
    strategy: SliderStrategy,
    piece: Piece,
    sq: Square,
    along: Option<LineKind>,
    what: String,
) -> Result<Picture, String> {
    let Some(mut attacked) = strategy.attacks(piece, sq, q.occupied) else {
        return Err(format!(
            "{} is not in this build: it needs a target with BMI2",
            q.table.name
        ));
    };
    let mut shown = q.occupied;
    let mut what = what;
    if let Some(kind) = along {
        let line = chess_lut::line_mask(sq, kind);
        attacked &= line;
        shown &= line;
        what.push_str(&format!(" along the {kind}"));
    }
    let caption = format!(
        "{}: {what} attacks {} squares: {}",
        q.table.name,
        attacked.count(),
        names(attacked)
    );
    Ok(attack_picture(
        sq,
        Cell::Piece(Attacker::of(Color::White, piece)),
        attacked,
        shown,
        caption,
    ))
}

/// The slot of `occupied` in the shared table behind a square's entry: for a magic,
/// `offset + ((occupied | not_mask) * factor >> shift)`; for PEXT, `offset` plus the bits of
/// `occupied` among the `mask` squares.
fn slot(table: &TableInfo, piece: Piece, sq: Square, occupied: Bitboard) -> u64 {
    let field = |name: &str| {
        let k = table
            .record
            .and_then(|r| r.fields.iter().position(|f| *f == name))
            .unwrap_or(usize::MAX);
        table.get_at(&[sq.index(), k]).unwrap_or(0)
    };
    if table.name.ends_with("magics") {
        let shift = match piece {
            Piece::Rook => chess_lut::tables::ROOK_SHIFT,
            _ => chess_lut::tables::BISHOP_SHIFT,
        };
        let product = (occupied.0 | field("not_mask")).wrapping_mul(field("factor"));
        field("offset") + (product >> shift)
    } else {
        field("offset") + chess_lut_codegen::sliders::gather(occupied.0, field("mask"))
    }
}

/// `rook-magics d4`: the square's entry, by field, the slot the occupancy lands in, and the
/// attacks there.
fn slider_entry(q: &Asked<'_>) -> Result<Picture, String> {
    let [a] = q.args()?;
    let sq = square(a)?;
    let piece = if q.table.name.starts_with("rook") {
        Piece::Rook
    } else {
        Piece::Bishop
    };
    let strategy = q.view.strategy.unwrap_or(SliderStrategy::Magic);
    let what = format!(
        "{} on {sq} ({}), slot {}",
        piece.name(),
        entry(q.table, sq),
        slot(q.table, piece, sq, q.occupied)
    );
    slider_picture(q, strategy, piece, sq, None, what)
}

/// `magic-attacks queen d4`: the attacks the shared table holds for that square.
fn slider_attacks(q: &Asked<'_>) -> Result<Picture, String> {
    let [p, a] = q.args()?;
    let (piece, sq) = (slider(p)?, square(a)?);
    let strategy = match q.table.name {
        "pext-attacks" => SliderStrategy::Pext,
        "pext-compact-attacks" => SliderStrategy::PextCompact,
        _ => SliderStrategy::Magic,
    };
    slider_picture(
        q,
        strategy,
        piece,
        sq,
        None,
        format!("{} on {sq}", piece.name()),
    )
}

/// `kindergarten-fill-up d4 diagonal`: the attacks along one rank, diagonal or anti-diagonal.
fn kindergarten_fill_up(q: &Asked<'_>) -> Result<Picture, String> {
    let [a, k] = q.args()?;
    let kind: LineKind = parse("line kind", k)?;
    let piece = match kind {
        LineKind::File => {
            return Err(
                "kindergarten-fill-up serves ranks and diagonals; files come from \
                 kindergarten-a-file"
                    .into(),
            );
        }
        LineKind::Rank => Piece::Rook,
        _ => Piece::Bishop,
    };
    let sq = square(a)?;
    let what = format!("{} on {sq}", piece.name());
    slider_picture(q, SliderStrategy::Kindergarten, piece, sq, Some(kind), what)
}

/// `kindergarten-a-file d4`: a rook's attacks along its file.
fn kindergarten_a_file(q: &Asked<'_>) -> Result<Picture, String> {
    let [a] = q.args()?;
    let sq = square(a)?;
    let what = format!("rook on {sq}");
    slider_picture(
        q,
        SliderStrategy::Kindergarten,
        Piece::Rook,
        sq,
        Some(LineKind::File),
        what,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_names() {
        assert_eq!(edit_distance("in-betwen", "in-between"), 1);
        let err = resolve("in-betwen").unwrap_err();
        assert!(err.contains("did you mean \"in-between\"?"), "{err}");
        assert!(resolve("attack").is_ok());
    }

    #[test]
    fn every_table_has_one_view() {
        for table in tables::all() {
            let views = VIEWS.iter().filter(|v| v.tables.contains(&table.name));
            assert_eq!(views.count(), 1, "{}", table.name);
        }
    }

    #[test]
    fn sliders_by_name() {
        assert_eq!(slider("Queen"), Ok(Piece::Queen));
        assert_eq!(slider("r"), Ok(Piece::Rook));
        assert!(slider("knight").unwrap_err().contains("bad slider"));
    }
}
