//! attacks_to, is_square_attacked and nothing_between against the union of attacks over every
//! piece on the board, on random positions and on constructed ones.

mod common;

use chess_lut::{
    Attacker, Bitboard, Color, ParseFenError, Piece, Pieces, Square, attacks, attacks_to, calc,
    is_square_attacked, nothing_between,
};
use common::{Boards, Rng};

/// The attackers of `sq`: every piece that `attacks` says attacks it.
fn by_pairs(pieces: &Pieces, occupied: Bitboard, sq: Square) -> Bitboard {
    pieces
        .occupied()
        .into_iter()
        .filter(|&from| {
            let (color, piece) = pieces
                .piece_on(from)
                .expect("an occupied square has a piece");
            attacks(Attacker::of(color, piece), from, sq, occupied)
        })
        .collect()
}

fn check(pieces: &Pieces, occupied: Bitboard, label: &str) {
    for sq in Square::ALL {
        let expected = by_pairs(pieces, occupied, sq);
        assert_eq!(
            attacks_to(pieces, occupied, sq),
            expected,
            "attacks_to({sq}) in {label}\n{}",
            pieces.occupied()
        );
        assert_eq!(
            calc::attacks_to(pieces, occupied, sq),
            expected,
            "calc::attacks_to({sq}) in {label}"
        );
        for by in Color::ALL {
            let attacked = !(expected & pieces.color(by)).is_empty();
            assert_eq!(
                is_square_attacked(pieces, occupied, sq, by),
                attacked,
                "is_square_attacked({sq}, {by:?}) in {label}"
            );
            assert_eq!(
                calc::is_square_attacked(pieces, occupied, sq, by),
                attacked,
                "calc::is_square_attacked({sq}, {by:?}) in {label}"
            );
        }
    }
}

fn random_position(rng: &mut Rng, density: usize) -> Pieces {
    let mut pieces = Pieces::EMPTY;
    for sq in Square::ALL {
        if (rng.next() % 16) as usize >= density {
            continue;
        }
        let r = rng.next();
        let color = Color::ALL[(r & 1) as usize];
        let piece = Piece::ALL[((r >> 1) % 6) as usize];
        pieces = pieces.with(color, piece, sq);
    }
    pieces
}

#[test]
fn random_positions() {
    let mut rng = Rng::new(31);
    for i in 0..3000 {
        let pieces = random_position(&mut rng, 1 + i % 12);
        check(&pieces, pieces.occupied(), &format!("random position {i}"));
    }
}

#[test]
fn constructed_positions() {
    let positions = [
        // the start position
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        // a pinned knight: the bishop attacks through nothing, the knight still attacks
        "4k3/8/8/1b6/8/3N4/8/5K2",
        // x-ray battery: queen behind rook on a file, bishop behind queen on a diagonal
        "3k4/8/8/8/3r4/8/3q4/B2Q2K1",
        // pawns of both colours on the edge files
        "k7/P6p/8/p6P/P6p/8/p6P/K7",
        // sliders everywhere
        "QQQQQQQQ/rrrrrrrr/BBBBBBBB/bbbbbbbb/RRRRRRRR/qqqqqqqq/8/8",
        // kings and knights in the corners
        "N6n/1k4K1/8/8/8/8/1K4k1/n6N",
    ];
    for fen in positions {
        let pieces: Pieces = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        check(&pieces, pieces.occupied(), fen);
    }
}

#[test]
fn x_rays_appear_when_a_piece_is_lifted() {
    let pieces: Pieces = "3k4/8/8/8/8/3R4/8/3Q3K".parse().unwrap();
    let occupied = pieces.occupied();
    assert_eq!(
        attacks_to(&pieces, occupied, Square::D6),
        Square::D3.bitboard()
    );
    let lifted = occupied.without(Square::D3);
    assert_eq!(
        attacks_to(&pieces, lifted, Square::D6),
        Square::D3.bitboard() | Square::D1.bitboard()
    );
    check(&pieces, lifted, "lifted rook");
}

#[test]
fn may_move_all_pairs() {
    let mut rng = Rng::new(32);
    for (from, to) in Square::pairs() {
        for round in 0..8 {
            let occ = Bitboard(rng.board(round));
            let free = (chess_lut::in_between(from, to) & occ).is_empty();
            assert_eq!(
                nothing_between(from, to, occ),
                free,
                "nothing_between({from}, {to}, {occ:?})"
            );
            assert_eq!(
                calc::nothing_between(from, to, occ),
                free,
                "calc::nothing_between({from}, {to}, {occ:?})"
            );
        }
    }
}

#[test]
fn fen_errors() {
    assert_eq!("8/8/8".parse::<Pieces>(), Err(ParseFenError::Ranks(3)));
    assert_eq!(
        "9/8/8/8/8/8/8/8".parse::<Pieces>(),
        Err(ParseFenError::Char('9'))
    );
    assert_eq!(
        "7/8/8/8/8/8/8/8".parse::<Pieces>(),
        Err(ParseFenError::RankTooShort(8, 7))
    );
    assert_eq!(
        "8/8/8/8/8/8/8/3k3".parse::<Pieces>(),
        Err(ParseFenError::RankTooShort(1, 7))
    );
    assert_eq!(
        "ppppppppp/8/8/8/8/8/8/8".parse::<Pieces>(),
        Err(ParseFenError::RankTooLong(8))
    );
    assert_eq!(
        "8/8/8/8/8/8/8/71".parse::<Pieces>(),
        Ok(Pieces::EMPTY),
        "digits may follow each other as long as the rank adds up to 8"
    );
    assert_eq!(
        "8/8/8/8/8/8/8/72".parse::<Pieces>(),
        Err(ParseFenError::RankTooLong(1))
    );
    assert_eq!(
        "8/8/8/8/8/8/8/7K1".parse::<Pieces>(),
        Err(ParseFenError::RankTooLong(1))
    );
    assert_eq!(
        "x7/8/8/8/8/8/8/8".parse::<Pieces>(),
        Err(ParseFenError::Char('x'))
    );
    assert_eq!("".parse::<Pieces>(), Err(ParseFenError::Ranks(1)));
    assert_eq!("8/8/8/8/8/8/8/8".parse::<Pieces>(), Ok(Pieces::EMPTY));
}

/// Thirty-three `8`s on rank 8 are an error, not an empty rank: counted in a `u8`, the squares
/// would wrap at 256 (and thirty-two `8`s overflow it in a debug build).
#[test]
fn too_many_empty_squares_is_an_error_not_an_overflow() {
    for eights in [2, 31, 32, 33, 64, 1000] {
        let placement = format!("{}/8/8/8/8/8/8/8", "8".repeat(eights));
        assert_eq!(
            placement.parse::<Pieces>(),
            Err(ParseFenError::RankTooLong(8)),
            "{placement}"
        );
    }
    let wraps = "888888888888888888888888888888888/8/8/8/8/8/8/K6k";
    assert_eq!(
        wraps.parse::<Pieces>().unwrap_err().to_string(),
        "rank 8 has more than 8 squares"
    );
}
