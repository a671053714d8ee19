//! `show`: one question to a table, answered as a board.

use chess_lut::tables::{self, TableInfo};
use chess_lut::{Attacker, Bitboard, Color, LineKind, Pieces, Square};

use crate::board::{Cell, Picture};

/// The table `name` names: a registry name, or `attack` for `x88-attacks`. An unknown name is
/// an error listing the valid ones and the nearest.
pub fn resolve(name: &str) -> Result<&'static TableInfo, String> {
    let canonical = if name == "attack" {
        "x88-attacks"
    } else {
        name
    };
    tables::get(canonical).ok_or_else(|| {
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
        "first-rank-attacks" => "d1 --occupied <hex or FEN>",
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
    if occupied.is_some() && !matches!(name, "x88-attacks" | "first-rank-attacks") {
        return Err(format!(
            "--occupied only applies to x88-attacks (show attack …) and first-rank-attacks, \
             not {name}"
        ));
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
            let occ = occupied
                .map(occupancy)
                .transpose()?
                .unwrap_or(Bitboard::EMPTY);
            let mut cells = [Cell::Empty; 64];
            let mut attacked = Bitboard::EMPTY;
            for to in Square::ALL {
                let hit = chess_lut::is_attacked_by(from, to, attacker, occ);
                if hit {
                    attacked = attacked.with(to);
                }
                cells[to.index()] = match (hit, occ.contains(to)) {
                    (true, true) => Cell::Capture,
                    (true, false) => Cell::Member,
                    (false, true) => Cell::Occupied,
                    (false, false) => Cell::Empty,
                };
            }
            cells[from.index()] = Cell::Piece(letter(attacker));
            Ok(Picture {
                cells,
                caption: format!(
                    "{attacker:?} on {from} attacks {} squares: {}",
                    attacked.count(),
                    names(attacked)
                ),
                legend: "X attacked, * attacked and occupied, # occupied",
            })
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
            let occ = occupied
                .map(occupancy)
                .transpose()?
                .unwrap_or(Bitboard::EMPTY);
            let rank = chess_lut::line_mask(a, chess_lut::LineKind::Rank);
            let set = chess_lut::rook_attacks(a, occ) & rank;
            let mut picture = Picture::set(set, &[], String::new());
            for sq in occ & rank {
                picture.cells[sq.index()] = if set.contains(sq) {
                    Cell::Capture
                } else {
                    Cell::Occupied
                };
            }
            picture.cells[a.index()] = Cell::Piece('R');
            picture.caption = format!(
                "first-rank-attacks {a}: {} ({} squares)",
                names(set),
                set.count()
            );
            picture.legend = "X attacked along the rank, * attacked and occupied, # occupied";
            Ok(picture)
        }
        other => Err(format!("show does not know how to draw {other} yet")),
    }
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
