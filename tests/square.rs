//! Square names: every valid one round-trips, anything else is a clear error, never a panic.

use chess_lut::{ParseSquareError, Square};

#[test]
fn every_square_round_trips_in_both_cases() {
    for sq in Square::ALL {
        let name = sq.to_string();
        assert_eq!(name.parse::<Square>(), Ok(sq), "{name}");
        assert_eq!(name.to_uppercase().parse::<Square>(), Ok(sq), "{name}");
        assert_eq!(Square::from_index(sq as u8), Some(sq));
        assert_eq!(Square::from_coords(sq.file(), sq.rank()), Some(sq));
        assert_eq!(
            sq.index(),
            8 * usize::from(sq.rank()) + usize::from(sq.file())
        );
    }
    assert_eq!("e4".parse(), Ok(Square::E4));
    assert_eq!("E4".parse(), Ok(Square::E4));
}

#[test]
fn out_of_range_indices_are_none() {
    for i in 64..=u8::MAX {
        assert_eq!(Square::from_index(i), None, "{i}");
    }
    assert_eq!(Square::from_coords(0, 8), None);
    assert_eq!(Square::from_coords(8, 0), None);
}

#[test]
fn bad_names_are_errors_with_a_clear_message() {
    let cases = [
        ("", ParseSquareError::Empty),
        ("e", ParseSquareError::Length(1)),
        ("e44", ParseSquareError::Length(3)),
        (" e4", ParseSquareError::Length(3)),
        ("e9", ParseSquareError::Rank('9')),
        ("e0", ParseSquareError::Rank('0')),
        ("i1", ParseSquareError::File('i')),
        ("4e", ParseSquareError::File('4')),
        ("é4", ParseSquareError::File('é')),
        ("e♔", ParseSquareError::Rank('♔')),
        ("♔♔♔", ParseSquareError::Length(3)),
    ];
    for (input, expected) in cases {
        let err = input.parse::<Square>().expect_err(input);
        assert_eq!(err, expected, "{input:?}");
        let message = err.to_string();
        assert!(
            message.contains("a file a-h and a rank 1-8"),
            "{input:?}: {message}"
        );
    }
    assert_eq!(
        "e9".parse::<Square>().unwrap_err().to_string(),
        "'9' is not a rank: a square is a file a-h and a rank 1-8, like \"e4\""
    );
    assert_eq!(
        "".parse::<Square>().unwrap_err().to_string(),
        "empty square name: a square is a file a-h and a rank 1-8, like \"e4\""
    );
}

#[test]
fn every_byte_pair_parses_or_errs_without_panicking() {
    for a in 0..=255u8 {
        for b in 0..=255u8 {
            if let Ok(s) = core::str::from_utf8(&[a, b]) {
                let ok = matches!(a.to_ascii_lowercase(), b'a'..=b'h') && matches!(b, b'1'..=b'8');
                assert_eq!(s.parse::<Square>().is_ok(), ok, "{s:?}");
            }
        }
    }
}

#[test]
fn neighbours_towards_a_colour() {
    use chess_lut::{Bitboard, Color};
    for sq in Square::ALL {
        let (file, rank) = (sq.file(), sq.rank());
        let up = Square::from_coords(file, rank + 1);
        let down = rank
            .checked_sub(1)
            .and_then(|r| Square::from_coords(file, r));
        assert_eq!(sq.forward(Color::White), up, "{sq}");
        assert_eq!(sq.forward(Color::Black), down, "{sq}");
        assert_eq!(sq.backward(Color::White), down, "{sq}");
        assert_eq!(sq.backward(Color::Black), up, "{sq}");
        assert_eq!(sq.relative_rank(Color::White), rank, "{sq}");
        assert_eq!(sq.relative_rank(Color::Black), 7 - rank, "{sq}");
        for color in Color::ALL {
            let r = sq.relative_rank(color);
            assert!(Bitboard::relative_rank(color, r).contains(sq), "{sq}");
            let pushed = sq.bitboard().forward(color);
            assert_eq!(pushed.first(), sq.forward(color), "{sq}");
        }
        assert!(Bitboard::rank(rank).contains(sq) && Bitboard::file(file).contains(sq));
        assert_eq!(
            (Bitboard::rank(rank).count(), Bitboard::file(file).count()),
            (8, 8)
        );
    }
    for color in Color::ALL {
        assert_eq!(Bitboard::relative_rank(color, 8), Bitboard::EMPTY);
        let all = (0..8).fold(Bitboard::EMPTY, |b, r| {
            b | Bitboard::relative_rank(color, r)
        });
        assert_eq!(all, Bitboard::FULL);
    }
}
