//! `show`: one question to a table, answered as a board.

use chess_lut::tables::{self, TableInfo};
use chess_lut::{Attacker, Bitboard, Color, LineKind, Pieces, Square};

use crate::board::{Cell, Picture};
use crate::sliders::{self, Piece, Strategy};

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
                "{name} is generated only for targets with BMI2; build with \
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

/// A square name, or an error saying what a square looks like.
pub fn square(s: &str) -> Result<Square, String> {
    s.parse().map_err(|e| format!("bad square {s:?}: {e}"))
}

fn line_kind(s: &str) -> Result<LineKind, String> {
    match s.to_ascii_lowercase().replace('_', "-").as_str() {
        "rank" => Ok(LineKind::Rank),
        "file" => Ok(LineKind::File),
        "diagonal" | "diag" => Ok(LineKind::Diagonal),
        "anti-diagonal" | "antidiagonal" | "anti" => Ok(LineKind::AntiDiagonal),
        _ => Err(format!(
            "bad line kind {s:?}: expected rank, file, diagonal or anti-diagonal"
        )),
    }
}

fn kind_name(k: LineKind) -> &'static str {
    match k {
        LineKind::Rank => "rank",
        LineKind::File => "file",
        LineKind::Diagonal => "diagonal",
        LineKind::AntiDiagonal => "anti-diagonal",
    }
}

fn color(s: &str) -> Result<Color, String> {
    match s.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(format!("bad colour {s:?}: expected white or black")),
    }
}

/// A piece name (`queen`, `white-pawn`, …) or letter (`Q`, `P` white pawn, `p` black pawn).
fn attacker(s: &str) -> Result<Attacker, String> {
    let by_name = match s.to_ascii_lowercase().replace('_', "-").as_str() {
        "black-pawn" => Some(Attacker::BlackPawn),
        "white-pawn" | "pawn" => Some(Attacker::WhitePawn),
        "knight" => Some(Attacker::Knight),
        "bishop" => Some(Attacker::Bishop),
        "rook" => Some(Attacker::Rook),
        "queen" => Some(Attacker::Queen),
        "king" => Some(Attacker::King),
        _ => None,
    };
    let by_letter = match s {
        "p" => Some(Attacker::BlackPawn),
        "P" => Some(Attacker::WhitePawn),
        "n" | "N" => Some(Attacker::Knight),
        "b" | "B" => Some(Attacker::Bishop),
        "r" | "R" => Some(Attacker::Rook),
        "q" | "Q" => Some(Attacker::Queen),
        "k" | "K" => Some(Attacker::King),
        _ => None,
    };
    by_name.or(by_letter).ok_or_else(|| {
        format!(
            "bad piece {s:?}: expected white-pawn, black-pawn, knight, bishop, rook, queen or king \
             (or a letter: P, p, N, B, R, Q, K)"
        )
    })
}

fn letter(a: Attacker) -> char {
    match a {
        Attacker::BlackPawn => 'p',
        Attacker::WhitePawn => 'P',
        Attacker::Knight => 'N',
        Attacker::Bishop => 'B',
        Attacker::Rook => 'R',
        Attacker::Queen => 'Q',
        Attacker::King => 'K',
    }
}

/// An occupancy: a hex bitboard (`0x0000_0000_1000_0000`, underscores allowed) or the piece
/// placement field of a FEN (`rnbqkbnr/pppppppp/8/…`; anything after a space is ignored).
pub fn occupancy(s: &str) -> Result<Bitboard, String> {
    let s = s.trim();
    if let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        let digits: String = hex.chars().filter(|&c| c != '_').collect();
        return u64::from_str_radix(&digits, 16)
            .map(Bitboard)
            .map_err(|e| format!("bad occupancy {s:?}: not a 64-bit hex number ({e})"));
    }
    s.parse::<Pieces>().map(|p| p.occupied()).map_err(|e| {
        format!("bad occupancy {s:?}: not a hex bitboard like 0x0000_0000_1000_0000, nor a FEN piece placement ({e})")
    })
}

fn expect_args<'a, const N: usize>(
    table: &str,
    args: &'a [String],
    usage: &str,
) -> Result<[&'a str; N], String> {
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    refs.try_into().map_err(|_| {
        format!(
            "show {table} takes {usage}, like `show {table} {}`",
            example(table)
        )
    })
}

fn example(table: &str) -> &'static str {
    match table {
        "knight-distance" | "knight-attacks" | "king-attacks" => "e4",
        "pawn-attacks" => "white e4",
        "x88-attacks" => "queen d1 --occupied <hex or FEN>",
        "line-masks" => "e4 diagonal",
        "intersection" => "e1 rank b3 anti-diagonal",
        "first-rank-attacks" | "kindergarten-a-file" => "d1 --occupied <hex or FEN>",
        "rook-magics" | "bishop-magics" | "rook-pext" | "bishop-pext" => {
            "d4 --occupied <hex or FEN>"
        }
        "magic-attacks" | "pext-attacks" => "queen d4 --occupied <hex or FEN>",
        "kindergarten-fill-up" => "d4 diagonal --occupied <hex or FEN>",
        _ => "e1 h4",
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
    table: &TableInfo,
    args: &[String],
    occupied: Option<&str>,
) -> Result<Picture, String> {
    let name = table.name;
    let takes_occupancy =
        matches!(name, "x88-attacks" | "first-rank-attacks") || slider_strategy(name).is_some();
    if occupied.is_some() && !takes_occupancy {
        return Err(format!(
            "--occupied only applies to x88-attacks (show attack …), first-rank-attacks and \
             the slider tables (magic, pext, kindergarten), not {name}"
        ));
    }
    let occ = occupied
        .map(occupancy)
        .transpose()?
        .unwrap_or(Bitboard::EMPTY);
    if let Some(strategy) = slider_strategy(name) {
        return slider_picture(table, strategy, args, occ);
    }
    match name {
        "in-between" | "in-between-triangular" | "in-between-x88" | "line" => {
            let [a, b] = expect_args(name, args, "two squares")?;
            let (a, b) = (square(a)?, square(b)?);
            let set = match name {
                "in-between" => chess_lut::in_between(a, b),
                "in-between-triangular" => chess_lut::in_between_triangular(a, b),
                "in-between-x88" => chess_lut::in_between_x88(a, b),
                _ => chess_lut::line(a, b),
            };
            let caption = format!("{name} {a} {b}: {} ({} squares)", names(set), set.count());
            Ok(Picture::set(set, &[a, b], caption))
        }
        "knight-distance" => {
            let [a] = expect_args(name, args, "one square")?;
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
        "knight-attacks" | "king-attacks" => {
            let [a] = expect_args(name, args, "one square")?;
            let a = square(a)?;
            let set = if name == "knight-attacks" {
                chess_lut::knight_attacks(a)
            } else {
                chess_lut::king_attacks(a)
            };
            let caption = format!("{name} {a}: {} ({} squares)", names(set), set.count());
            let mut picture = Picture::set(set, &[], caption);
            picture.cells[a.index()] =
                Cell::Piece(if name == "knight-attacks" { 'N' } else { 'K' });
            picture.legend = "X attacked";
            Ok(picture)
        }
        "pawn-attacks" => {
            let [c, a] = expect_args(name, args, "a colour and a square")?;
            let (c, a) = (color(c)?, square(a)?);
            let set = chess_lut::pawn_attacks(c, a);
            let caption = format!(
                "pawn-attacks {c:?} {a}: {} ({} squares)",
                names(set),
                set.count()
            );
            let mut picture = Picture::set(set, &[], caption);
            picture.cells[a.index()] = Cell::Piece(letter(Attacker::pawn(c)));
            picture.legend = "X attacked";
            Ok(picture)
        }
        "x88-attacks" => {
            let [p, a] = expect_args(name, args, "a piece and a square")?;
            let (attacker, from) = (self::attacker(p)?, square(a)?);
            let attacked: Bitboard = Square::ALL
                .into_iter()
                .filter(|&to| chess_lut::is_attacked_by(from, to, attacker, occ))
                .collect();
            let caption = format!(
                "{attacker:?} on {from} attacks {} squares: {}",
                attacked.count(),
                names(attacked)
            );
            Ok(attack_picture(
                from,
                letter(attacker),
                attacked,
                occ,
                caption,
            ))
        }
        "line-masks" => {
            let [a, k] = expect_args(name, args, "a square and a line kind")?;
            let (a, k) = (square(a)?, line_kind(k)?);
            let set = chess_lut::line_mask(a, k);
            let caption = format!(
                "line-masks {a} {}: {} ({} squares)",
                kind_name(k),
                names(set),
                set.count()
            );
            Ok(Picture::set(set, &[], caption))
        }
        "intersection" => {
            let [a, ka, b, kb] = expect_args(
                name,
                args,
                "a square, a line kind, a square and a line kind",
            )?;
            let (a, ka, b, kb) = (square(a)?, line_kind(ka)?, square(b)?, line_kind(kb)?);
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
                "intersection {a} {} {b} {}: {}",
                kind_name(ka),
                kind_name(kb),
                crossing.map_or("none".into(), |s| s.to_string())
            );
            picture.legend = "X on a line, * where they cross, o the squares asked about";
            Ok(picture)
        }
        "first-rank-attacks" => {
            let [a] = expect_args(name, args, "a square (any rank)")?;
            let a = square(a)?;
            let rank = chess_lut::line_mask(a, LineKind::Rank);
            let set = chess_lut::sliders::hyperbola::rook_attacks(a, occ) & rank;
            let caption = format!(
                "first-rank-attacks {a}: {} ({} squares)",
                names(set),
                set.count()
            );
            let mut picture = attack_picture(a, 'R', set, occ & rank, caption);
            picture.legend = "X attacked along the rank, * attacked and occupied, # occupied";
            Ok(picture)
        }
        other => Err(format!("show does not know how to draw {other} yet")),
    }
}

/// A bitboard in hex grouped in fours, as the generated source writes it.
fn hex(v: u64) -> String {
    chess_lut_codegen::Elem::U64.literal(v)
}

/// The strategy behind a slider table's name.
fn slider_strategy(name: &str) -> Option<Strategy> {
    match name {
        "rook-magics" | "bishop-magics" | "magic-attacks" => Some(Strategy::Magic),
        "rook-pext" | "bishop-pext" | "pext-attacks" => Some(Strategy::Pext),
        "kindergarten-fill-up" | "kindergarten-a-file" => Some(Strategy::Kindergarten),
        _ => None,
    }
}

/// `piece` on `from` with `attacked` drawn over the `occ` squares: `X` attacked, `*` attacked
/// and occupied, `#` occupied.
fn attack_picture(
    from: Square,
    piece: char,
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
    cells[from.index()] = Cell::Piece(piece);
    Picture {
        cells,
        caption,
        legend: "X attacked, * attacked and occupied, # occupied",
    }
}

/// A slider table asked for one square: `rook-magics d4`, `magic-attacks queen d4`,
/// `kindergarten-fill-up d4 diagonal`, `kindergarten-a-file d4`.
fn slider_picture(
    table: &TableInfo,
    strategy: Strategy,
    args: &[String],
    occ: Bitboard,
) -> Result<Picture, String> {
    let name = table.name;
    let (piece, sq, along) = match name {
        "magic-attacks" | "pext-attacks" => {
            let [p, a] = expect_args(name, args, "a slider and a square")?;
            (Piece::parse(p)?, square(a)?, None)
        }
        "kindergarten-fill-up" => {
            let [a, k] = expect_args(name, args, "a square and a line kind")?;
            let kind = line_kind(k)?;
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
            (piece, square(a)?, Some(kind))
        }
        "kindergarten-a-file" => {
            let [a] = expect_args(name, args, "a square")?;
            (Piece::Rook, square(a)?, Some(LineKind::File))
        }
        _ => {
            let [a] = expect_args(name, args, "a square")?;
            let piece = if name.starts_with("rook") {
                Piece::Rook
            } else {
                Piece::Bishop
            };
            (piece, square(a)?, None)
        }
    };
    let mut attacked = sliders::attacks(strategy, piece, sq, occ);
    let mut shown_occ = occ;
    let mut what = format!("{} on {sq}", piece.name());
    if let Some(kind) = along {
        let line = chess_lut::line_mask(sq, kind);
        attacked &= line;
        shown_occ = occ & line;
        what.push_str(&format!(" along the {}", kind_name(kind)));
    }
    // the per-square row the lookup read, where the table has one
    let row = |k: usize| table.get_at(&[sq.index(), k]);
    let params = match (table.shape, row(0)) {
        ([64, 4], Some(mask)) => format!(
            " (mask {}, magic {}, shift {}, offset {})",
            hex(mask),
            hex(row(1).unwrap_or(0)),
            row(2).unwrap_or(0),
            row(3).unwrap_or(0)
        ),
        ([64, 2], Some(mask)) => {
            format!(" (mask {}, offset {})", hex(mask), row(1).unwrap_or(0))
        }
        _ => String::new(),
    };
    let caption = format!(
        "{name}: {what}{params} attacks {} squares: {}",
        attacked.count(),
        names(attacked)
    );
    Ok(attack_picture(
        sq,
        piece.letter(),
        attacked,
        shown_occ,
        caption,
    ))
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
    fn occupancies() {
        assert_eq!(
            occupancy("0x0000_0000_1000_0000"),
            Ok(Square::E4.bitboard())
        );
        let start = occupancy("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(start, Bitboard(0xFFFF_0000_0000_FFFF));
        assert_eq!(occupancy("8/8/8/8/4P3/8/8/8"), Ok(Square::E4.bitboard()));
        for bad in [
            "",
            "0xZZ",
            "8/8/8",
            "9/8/8/8/8/8/8/8",
            "7/8/8/8/8/8/8/8",
            "x7/8/8/8/8/8/8/8",
            "ppppppppp/8/8/8/8/8/8/8",
        ] {
            assert!(occupancy(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn pieces() {
        assert_eq!(attacker("Queen"), Ok(Attacker::Queen));
        assert_eq!(attacker("p"), Ok(Attacker::BlackPawn));
        assert_eq!(attacker("white_pawn"), Ok(Attacker::WhitePawn));
        assert!(attacker("dragon").is_err());
    }
}
