//! `verify`: every lookup against its calculation, over its whole domain.
//!
//! Pair relations: all 4096 ordered pairs. `is_attacked_by`: every attacker, every pair, and
//! every subset of the squares between the two (the only squares that can matter), each
//! with unrelated squares set around it, so the whole domain is covered. Sliders, by every
//! strategy: every square and every occupancy of the squares that can change its attacks;
//! the per-square tables of magic and PEXT: each square's masks and offsets.

use std::sync::OnceLock;

use chess_lut::tables::TableInfo;
use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Square, calc};
use chess_lut_codegen::rng::SplitMix64;
use chess_lut_codegen::sliders::{Blocks, Slider, occupancies};
use chess_lut_perft::SliderStrategy;

/// What one table's check found.
pub struct Report {
    pub table: &'static str,
    pub inputs: u64,
    pub failures: Vec<String>,
}

const MAX_FAILURES: usize = 10;

/// Every square's relevant squares and their occupancies, rook then bishop, walked once.
fn blocks() -> &'static [Blocks; 2] {
    static BLOCKS: OnceLock<[Blocks; 2]> = OnceLock::new();
    BLOCKS.get_or_init(|| Slider::ALL.map(Blocks::new))
}

/// The blocks of a rook or a bishop.
fn blocks_of(piece: Piece) -> &'static Blocks {
    &blocks()[usize::from(piece != Piece::Rook)]
}

/// The squares of a set, as the generator numbers them.
fn squares(set: Bitboard) -> Vec<u8> {
    set.into_iter().map(|sq| sq as u8).collect()
}

/// The ray walk of `calc`: the judge the strategies are checked against.
fn walk(piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    match piece {
        Piece::Rook => calc::rook_attacks(sq, occupied),
        Piece::Bishop => calc::bishop_attacks(sq, occupied),
        _ => calc::queen_attacks(sq, occupied),
    }
}

/// `strategy`'s attacks, or the empty set for one this build does not have (verify only
/// checks the tables this build registers).
fn attacks(strategy: SliderStrategy, piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    strategy
        .attacks(piece, sq, occupied)
        .unwrap_or(Bitboard::EMPTY)
}

fn compare<T: PartialEq + std::fmt::Debug>(
    table: &'static str,
    inputs: impl Iterator<Item = (String, T, T)>,
) -> Report {
    let mut report = Report {
        table,
        inputs: 0,
        failures: Vec::new(),
    };
    for (input, lookup, calc) in inputs {
        report.inputs += 1;
        if lookup != calc && report.failures.len() < MAX_FAILURES {
            report.failures.push(format!(
                "{table}: {input}: lookup {lookup:?}, calculation {calc:?}"
            ));
        }
    }
    report
}

fn pair_check<T: PartialEq + std::fmt::Debug>(
    table: &'static str,
    lookup: fn(Square, Square) -> T,
    calc: fn(Square, Square) -> T,
) -> Report {
    compare(
        table,
        Square::pairs().map(|(a, b)| (format!("({a}, {b})"), lookup(a, b), calc(a, b))),
    )
}

fn square_check(
    table: &'static str,
    lookup: fn(Square) -> Bitboard,
    calc: fn(Square) -> Bitboard,
) -> Report {
    compare(
        table,
        Square::ALL
            .into_iter()
            .map(|s| (format!("({s})"), lookup(s), calc(s))),
    )
}

/// Every (attacker, from, to) with every subset of the squares between, and squares outside
/// them set from a fixed pseudo-random stream.
fn attack_check() -> Report {
    let mut rng = SplitMix64::new(0x9E37);
    let inputs = Attacker::ALL.into_iter().flat_map(move |attacker| {
        Square::pairs().flat_map(move |(from, to)| {
            let between = chess_lut::in_between(from, to);
            let blockers: Vec<u64> = occupancies(&squares(between)).collect();
            blockers
                .into_iter()
                .map(move |blockers| (attacker, from, to, blockers, between.0))
        })
    });
    compare(
        "x88-attacks",
        inputs.map(|(attacker, from, to, blockers, between)| {
            let occ = Bitboard(blockers | (rng.next() & !between));
            (
                format!("is_attacked_by({from}, {to}, {attacker:?}, {occ:?})"),
                chess_lut::is_attacked_by(from, to, attacker, occ),
                calc::is_attacked_by(from, to, attacker, occ),
            )
        }),
    )
}

/// Every square and every occupancy of the squares that can change a rook's or a bishop's
/// attacks from it (the whole domain of a slider lookup), with the attacks the generator's
/// walk found for it.
fn relevant_occupancies(piece: Piece) -> impl Iterator<Item = (Square, Bitboard, Bitboard)> {
    let blocks = blocks_of(piece);
    Square::ALL.into_iter().flat_map(move |sq| {
        let i = sq.index();
        blocks.occupancies[i]
            .iter()
            .zip(&blocks.attacks[i])
            .map(move |(&occ, &att)| (sq, Bitboard(occ), Bitboard(att)))
    })
}

/// `strategy`'s rook and bishop attacks against the ray walk and the generator's walk on every
/// relevant occupancy of every square (102,400 rook and 5,248 bishop boards).
fn strategy_check(table: &'static str, strategy: SliderStrategy, pieces: &[Piece]) -> Report {
    let inputs = pieces.iter().flat_map(move |&piece| {
        relevant_occupancies(piece).map(move |(sq, occ, oracle)| {
            // (the lookup, the ray walk) against the generator's walk, twice
            (
                format!("{table} {}({sq}, {occ:?})", piece.name()),
                (attacks(strategy, piece, sq, occ), walk(piece, sq, occ)),
                (oracle, oracle),
            )
        })
    });
    compare(table, inputs)
}

/// Every square's entry of a per-square slider table against the generator's walk: a
/// `MagicEntry`'s `not_mask` is every square but the relevant ones (its factor and offset are
/// checked by the lookups, over the whole domain); a `PextEntry`'s `mask` is the relevant
/// squares, its `rays` the empty-board attacks, and the blocks follow each other without a
/// gap.
fn params_check(table: &'static TableInfo, piece: Piece) -> Report {
    let field = |sq: Square, name: &str| {
        let k = table
            .record
            .and_then(|r| r.fields.iter().position(|f| *f == name))
            .unwrap_or(usize::MAX);
        table.get_at(&[sq.index(), k]).unwrap_or(u64::MAX)
    };
    let blocks = blocks_of(piece);
    let magic = table.name.ends_with("magics");
    let mut expected_offset = match piece {
        Piece::Bishop => blocks_of(Piece::Rook).len() as u64,
        _ => 0,
    };
    let inputs = Square::ALL.into_iter().map(move |sq| {
        let mask = blocks.mask(sq as u8);
        let (got, want) = if magic {
            (vec![field(sq, "not_mask")], vec![!mask])
        } else {
            let rays = walk(piece, sq, Bitboard::EMPTY).0;
            let got = vec![field(sq, "mask"), field(sq, "rays"), field(sq, "offset")];
            let want = vec![mask, rays, expected_offset];
            expected_offset += 1 << mask.count_ones();
            (got, want)
        };
        (format!("{}[{sq}]", table.name), got, want)
    });
    compare(table.name, inputs)
}

/// The line masks and the hyperbola sliders built on them: every mask against its formula,
/// then o^(o-2r) against the ray walk on every relevant occupancy.
fn line_mask_check() -> Report {
    let masks = LineKind::ALL.into_iter().flat_map(|k| {
        Square::ALL.into_iter().map(move |s| {
            (
                format!("line_mask({s}, {k:?})"),
                chess_lut::line_mask(s, k),
                calc::line_mask(s, k),
            )
        })
    });
    let sliders = [Piece::Rook, Piece::Bishop].into_iter().flat_map(|piece| {
        relevant_occupancies(piece).map(move |(sq, occ, _)| {
            (
                format!("hyperbola {}({sq}, {occ:?})", piece.name()),
                attacks(SliderStrategy::Hyperbola, piece, sq, occ),
                walk(piece, sq, occ),
            )
        })
    });
    compare("line-masks", masks.chain(sliders))
}

/// Every square and every occupancy of one of its lines: `strategy`'s rook attacks along that
/// line (the part a rank or file table answers) against the ray walk's.
fn line_check(table: &'static str, strategy: SliderStrategy, kind: LineKind) -> Report {
    let inputs = Square::ALL.into_iter().flat_map(move |sq| {
        let line = chess_lut::line_mask(sq, kind);
        let boards: Vec<u64> = occupancies(&squares(line)).collect();
        boards.into_iter().map(move |occ| {
            let occ = Bitboard(occ);
            (
                format!("{table}: rook({sq}, {occ:?}) along the {kind}"),
                attacks(strategy, Piece::Rook, sq, occ) & line,
                calc::rook_attacks(sq, occ) & line,
            )
        })
    });
    compare(table, inputs)
}

/// The check for one registered table; `None` for a table without a lookup to check.
pub fn check(table: &'static TableInfo) -> Option<Report> {
    Some(match table.name {
        "in-between" => pair_check("in-between", chess_lut::in_between, calc::in_between),
        "in-between-triangular" => pair_check(
            "in-between-triangular",
            chess_lut::in_between_triangular,
            calc::in_between,
        ),
        "in-between-x88" => pair_check(
            "in-between-x88",
            chess_lut::in_between_x88,
            calc::in_between,
        ),
        "line" => pair_check("line", chess_lut::line, calc::line),
        "knight-distance" => pair_check(
            "knight-distance",
            chess_lut::knight_distance,
            calc::knight_distance,
        ),
        "x88-attacks" => attack_check(),
        "knight-attacks" => square_check(
            "knight-attacks",
            chess_lut::knight_attacks,
            calc::knight_attacks,
        ),
        "king-attacks" => square_check("king-attacks", chess_lut::king_attacks, calc::king_attacks),
        "pawn-attacks" => {
            let inputs = Color::ALL.into_iter().flat_map(|c| {
                Square::ALL.into_iter().map(move |s| {
                    (
                        format!("({c:?}, {s})"),
                        chess_lut::pawn_attacks(c, s),
                        calc::pawn_attacks(c, s),
                    )
                })
            });
            compare("pawn-attacks", inputs)
        }
        "line-masks" => line_mask_check(),
        "intersection" => {
            let inputs = LineKind::ALL.into_iter().flat_map(|ka| {
                LineKind::ALL.into_iter().flat_map(move |kb| {
                    Square::pairs().map(move |(a, b)| {
                        (
                            format!("intersection({a}, {ka:?}, {b}, {kb:?})"),
                            chess_lut::intersection(a, ka, b, kb),
                            calc::intersection(a, ka, b, kb),
                        )
                    })
                })
            });
            compare("intersection", inputs)
        }
        "first-rank-attacks" => line_check(
            "first-rank-attacks",
            SliderStrategy::Hyperbola,
            LineKind::Rank,
        ),
        "rook-magics" | "rook-pext" => params_check(table, Piece::Rook),
        "bishop-magics" | "bishop-pext" => params_check(table, Piece::Bishop),
        "magic-attacks" => strategy_check(
            "magic-attacks",
            SliderStrategy::Magic,
            &[Piece::Rook, Piece::Bishop],
        ),
        "pext-attacks" => strategy_check(
            "pext-attacks",
            SliderStrategy::Pext,
            &[Piece::Rook, Piece::Bishop],
        ),
        "pext-compact-attacks" => strategy_check(
            "pext-compact-attacks",
            SliderStrategy::PextCompact,
            &[Piece::Rook, Piece::Bishop],
        ),
        "kindergarten-fill-up" => {
            // the diagonals of every relevant bishop occupancy, and every rank occupancy
            let bishops = strategy_check(
                "kindergarten-fill-up",
                SliderStrategy::Kindergarten,
                &[Piece::Bishop],
            );
            let ranks = line_check(
                "kindergarten-fill-up",
                SliderStrategy::Kindergarten,
                LineKind::Rank,
            );
            Report {
                table: "kindergarten-fill-up",
                inputs: bishops.inputs + ranks.inputs,
                failures: [bishops.failures, ranks.failures].concat(),
            }
        }
        "kindergarten-a-file" => line_check(
            "kindergarten-a-file",
            SliderStrategy::Kindergarten,
            LineKind::File,
        ),
        _ => return None,
    })
}
