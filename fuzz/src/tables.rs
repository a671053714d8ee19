//! Every lookup against its computed twin and the generator's board walk, on fuzzed squares,
//! attackers, line kinds and occupancies; every slider strategy of this build against the ray
//! walk. The exhaustive tests cover every pair; this covers the occupancies no test chose.

use chess_lut::layouts::{attacks_by_in_between, in_between_triangular, in_between_x88, x88_diff};
use chess_lut::relations::{AxisKind, Value};
use chess_lut::sliders::Strategy;
use chess_lut::{
    Attacker, Bitboard, Color, LineKind, Piece, Pieces, Square, attacks, attacks_to, calc,
    in_between, intersection, is_square_attacked, king_attacks, knight_attacks, knight_distance,
    line, line_mask, nothing_between, pawn_attacks, same_anti_diagonal, same_color, same_diagonal,
    same_file, same_rank,
};
use chess_lut_codegen::{oracle as geo, slider_blocks as walk};

use crate::input::Bytes;

/// Two squares, an attacker, two line kinds, a colour and an occupancy from the bytes; then
/// pieces on the occupied squares for the attackers of a square.
pub fn check(data: &[u8]) {
    let mut bytes = Bytes(data);
    let square = |b: u8| Square::ALL[usize::from(b % 64)];
    let (a, b) = (square(bytes.byte()), square(bytes.byte()));
    let attacker = Attacker::ALL[usize::from(bytes.byte()) % Attacker::ALL.len()];
    let kinds = bytes.byte();
    let (ka, kb) = (
        LineKind::ALL[usize::from(kinds % 4)],
        LineKind::ALL[usize::from(kinds / 4 % 4)],
    );
    let color = Color::ALL[usize::from(kinds >> 4 & 1)];
    let occupied = Bitboard(bytes.u64());
    let at = format!("{a} {b} {attacker:?} {ka:?} {kb:?} {color:?} {occupied:?}");
    let (oa, ob) = (a as u8, b as u8);

    let between = Bitboard(geo::in_between(oa, ob));
    for (name, got) in [
        ("in_between", in_between(a, b)),
        ("in_between_triangular", in_between_triangular(a, b)),
        ("in_between_x88", in_between_x88(a, b)),
        ("calc::in_between", calc::in_between(a, b)),
    ] {
        assert_eq!(got, between, "{name} at {at}");
    }
    assert_eq!(line(a, b), Bitboard(geo::line(oa, ob)), "line at {at}");
    assert_eq!(calc::line(a, b), line(a, b), "calc::line at {at}");
    let distance = geo::knight_distances(oa)[usize::from(ob)];
    for (name, got) in [
        ("knight_distance", knight_distance(a, b)),
        ("calc::knight_distance", calc::knight_distance(a, b)),
        ("closed form", calc::knight_distance_closed_form(a, b)),
        ("by fill", calc::knight_distance_by_fill(a, b)),
    ] {
        assert_eq!(got, distance, "{name} at {at}");
    }
    assert_eq!(x88_diff(a, b), geo::x88_diff(oa, ob), "x88_diff at {at}");
    assert_eq!(
        calc::x88_diff(a, b),
        geo::x88_diff(oa, ob),
        "calc::x88_diff at {at}"
    );

    let attacked = geo::attacks(geo::Attacker::ALL[attacker as usize], oa, ob, occupied.0);
    assert_eq!(
        attacks(attacker, a, b, occupied),
        attacked,
        "attacks at {at}"
    );
    assert_eq!(
        calc::attacks(attacker, a, b, occupied),
        attacked,
        "calc::attacks at {at}"
    );
    assert_eq!(
        attacks_by_in_between(attacker, a, b, occupied),
        attacked,
        "attacks_by_in_between at {at}"
    );
    let clear = between & occupied == Bitboard::EMPTY;
    assert_eq!(
        nothing_between(a, b, occupied),
        clear,
        "nothing_between at {at}"
    );
    assert_eq!(
        calc::nothing_between(a, b, occupied),
        clear,
        "calc::nothing_between at {at}"
    );

    let meet = geo::intersection(oa, ka, ob, kb).map(|s| Square::ALL[usize::from(s)]);
    assert_eq!(intersection(a, ka, b, kb), meet, "intersection at {at}");
    assert_eq!(
        calc::intersection(a, ka, b, kb),
        meet,
        "calc::intersection at {at}"
    );
    let through = Bitboard(geo::line_through(oa, ka));
    assert_eq!(line_mask(a, ka), through, "line_mask at {at}");
    assert_eq!(calc::line_mask(a, ka), through, "calc::line_mask at {at}");
    for (name, lookup, twin, oracle) in [
        (
            "same_rank",
            same_rank(a, b),
            calc::same_rank(a, b),
            a.rank() == b.rank(),
        ),
        (
            "same_file",
            same_file(a, b),
            calc::same_file(a, b),
            a.file() == b.file(),
        ),
        (
            "same_diagonal",
            same_diagonal(a, b),
            calc::same_diagonal(a, b),
            a.diagonal() == b.diagonal(),
        ),
        (
            "same_anti_diagonal",
            same_anti_diagonal(a, b),
            calc::same_anti_diagonal(a, b),
            a.anti_diagonal() == b.anti_diagonal(),
        ),
        (
            "same_color",
            same_color(a, b),
            calc::same_color(a, b),
            (a.rank() + a.file()) % 2 == (b.rank() + b.file()) % 2,
        ),
    ] {
        assert_eq!((lookup, twin), (oracle, oracle), "{name} at {at}");
    }

    let leaper = |attacker: Attacker| Bitboard(geo::leaper_targets(oa, geo::movement(attacker).0));
    assert_eq!(
        knight_attacks(a),
        leaper(geo::Attacker::Knight),
        "knight_attacks at {at}"
    );
    assert_eq!(
        calc::knight_attacks(a),
        knight_attacks(a),
        "calc::knight_attacks at {at}"
    );
    assert_eq!(
        king_attacks(a),
        leaper(geo::Attacker::King),
        "king_attacks at {at}"
    );
    assert_eq!(
        calc::king_attacks(a),
        king_attacks(a),
        "calc::king_attacks at {at}"
    );
    let pawn = leaper(match color {
        Color::White => geo::Attacker::WhitePawn,
        Color::Black => geo::Attacker::BlackPawn,
    });
    assert_eq!(pawn_attacks(color, a), pawn, "pawn_attacks at {at}");
    assert_eq!(
        calc::pawn_attacks(color, a),
        pawn,
        "calc::pawn_attacks at {at}"
    );

    sliders(a, occupied, &at);
    pieces(a, color, occupied, &mut bytes, &at);
    described(&mut bytes);
}

/// Every lookup of every described table (`chess_lut::tables::lookups`, so a new table is
/// fuzzed with no line here): against its twin on arguments drawn from the bytes by their
/// kinds.
fn described(bytes: &mut Bytes<'_>) {
    for (t, r) in chess_lut::tables::lookups() {
        let args: Vec<Value> = r
            .axes
            .iter()
            .map(|arg| {
                let b = bytes.byte();
                match arg.kind.argument() {
                    AxisKind::Square | AxisKind::FileOf | AxisKind::RankOf => {
                        Value::Square(Square::ALL[usize::from(b % 64)])
                    }
                    AxisKind::Color => Value::Color(Color::ALL[usize::from(b & 1)]),
                    AxisKind::Attacker => Value::Attacker(Attacker::ALL[usize::from(b) % 7]),
                    AxisKind::LineKind => Value::LineKind(LineKind::ALL[usize::from(b % 4)]),
                    AxisKind::Slider => Value::Slider(
                        [Piece::Rook, Piece::Bishop, Piece::Queen][usize::from(b % 3)],
                    ),
                    // a number of a range, inside it or not: a lookup that answers outside
                    // its range answers so, the same as its twin
                    AxisKind::Range => Value::Number(i64::from(b as i8)),
                    // a piece kind is no argument of chess-lut's lookups: a number, of the
                    // wrong kind, which both refuse
                    AxisKind::Piece => Value::Number(i64::from(b)),
                    AxisKind::Occupancy(_) => Value::Occupancy(Bitboard(bytes.u64())),
                }
            })
            .collect();
        // a question the table does not answer (a kindergarten file) neither answers
        if let Err(difference) = r.check(&args)
            && (difference.lookup.is_some() || difference.twin.is_some())
        {
            panic!("{} {}{difference} (the twin: {})", t.name, r.path, r.twin);
        }
    }
}

/// Every strategy of this build, the crate root, the calculations and the generator's walk.
fn sliders(sq: Square, occupied: Bitboard, at: &str) {
    let o = sq as u8;
    let rook = Bitboard(walk::attacks(o, walk::Slider::Rook, occupied.0));
    let bishop = Bitboard(walk::attacks(o, walk::Slider::Bishop, occupied.0));
    for (piece, expected) in [
        (Piece::Rook, rook),
        (Piece::Bishop, bishop),
        (Piece::Queen, rook | bishop),
    ] {
        for strategy in Strategy::ALL.into_iter().filter(|s| s.is_available()) {
            assert_eq!(
                strategy.attacks(piece, sq, occupied),
                Some(expected),
                "{strategy} {piece:?} attacks at {at}"
            );
        }
    }
    for (name, got, expected) in [
        ("rook_attacks", chess_lut::rook_attacks(sq, occupied), rook),
        (
            "bishop_attacks",
            chess_lut::bishop_attacks(sq, occupied),
            bishop,
        ),
        (
            "queen_attacks",
            chess_lut::queen_attacks(sq, occupied),
            rook | bishop,
        ),
        ("calc::rook_attacks", calc::rook_attacks(sq, occupied), rook),
        (
            "calc::bishop_attacks",
            calc::bishop_attacks(sq, occupied),
            bishop,
        ),
        (
            "calc::queen_attacks",
            calc::queen_attacks(sq, occupied),
            rook | bishop,
        ),
        (
            "calc::rook_attacks_hq",
            calc::rook_attacks_hq(sq, occupied),
            rook,
        ),
        (
            "calc::bishop_attacks_hq",
            calc::bishop_attacks_hq(sq, occupied),
            bishop,
        ),
        (
            "rook_attacks_by_reversal",
            chess_lut::sliders::hyperbola::rook_attacks_by_reversal(sq, occupied),
            rook,
        ),
    ] {
        assert_eq!(got, expected, "{name} at {at}");
    }
}

/// A piece (from the bytes) on each occupied square; who attacks `sq`, lookup against twin
/// against the walk of each piece.
fn pieces(sq: Square, by: Color, occupied: Bitboard, bytes: &mut Bytes<'_>, at: &str) {
    let mut pieces = Pieces::EMPTY;
    for s in occupied {
        let code = bytes.byte();
        let color = Color::ALL[usize::from(code & 1)];
        pieces = pieces.with(color, Piece::ALL[usize::from(code >> 1) % 6], s);
    }
    let mut expected = Bitboard::EMPTY;
    for from in occupied {
        let Some((color, piece)) = pieces.piece_on(from) else {
            continue;
        };
        let attacker = match (piece, color) {
            (Piece::Pawn, Color::White) => geo::Attacker::WhitePawn,
            (Piece::Pawn, Color::Black) => geo::Attacker::BlackPawn,
            (Piece::Knight, _) => geo::Attacker::Knight,
            (Piece::Bishop, _) => geo::Attacker::Bishop,
            (Piece::Rook, _) => geo::Attacker::Rook,
            (Piece::Queen, _) => geo::Attacker::Queen,
            (Piece::King, _) => geo::Attacker::King,
        };
        if geo::attacks(attacker, from as u8, sq as u8, occupied.0) {
            expected = expected.with(from);
        }
    }
    let at = format!("{at}, pieces {pieces}, attacks to {sq}");
    assert_eq!(
        attacks_to(&pieces, occupied, sq),
        expected,
        "attacks_to at {at}"
    );
    assert_eq!(
        calc::attacks_to(&pieces, occupied, sq),
        expected,
        "calc::attacks_to at {at}"
    );
    let attacked = !(expected & pieces.color(by)).is_empty();
    assert_eq!(
        is_square_attacked(&pieces, occupied, sq, by),
        attacked,
        "is_square_attacked by {by:?} at {at}"
    );
    assert_eq!(
        calc::is_square_attacked(&pieces, occupied, sq, by),
        attacked,
        "calc::is_square_attacked by {by:?} at {at}"
    );
}
