//! What the way in from an engine's own numbers costs a lookup: each function below is one
//! lookup reached from an engine's square index, colour convention or square order, and
//! `scripts/boundary_asm.sh` prints the machine code the release build gives each, beside the
//! same lookup called with this crate's own `Square` and `Color`.

use std::hint::black_box;

use chess_lut::{Bitboard, Color, Square};

/// The reference: a lookup called with this crate's own types.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn pawn_attacks_typed(color: Color, sq: Square) -> u64 {
    chess_lut::pawn_attacks(color, sq).0
}

/// From an engine's side index (white 0) and square index, both masked.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn pawn_attacks_masked(side: u8, index: u32) -> u64 {
    chess_lut::pawn_attacks(
        Color::from_index_masked(side),
        Square::from_index_masked(index as u8),
    )
    .0
}

/// From an engine's "is it black?".
#[unsafe(no_mangle)]
#[inline(never)]
pub fn pawn_attacks_from_black(black: bool, sq: Square) -> u64 {
    chess_lut::pawn_attacks(Color::from_black(black), sq).0
}

/// From an engine's "is it white?" (white 1): one `xor`.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn pawn_attacks_from_white(white: bool, sq: Square) -> u64 {
    chess_lut::pawn_attacks(Color::from_white(white), sq).0
}

/// The checked way in, for comparison: a compare and a branch to a panic.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn knight_attacks_checked(index: u32) -> u64 {
    chess_lut::knight_attacks(Square::try_from(index).expect("a square")).0
}

/// The masked way in.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn knight_attacks_masked(index: u32) -> u64 {
    chess_lut::knight_attacks(Square::from_index_masked(index as u8)).0
}

/// Every square of an engine's own `u64`, by bit scan: the mask folds away.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn knight_attacks_of_each(mut set: u64) -> u64 {
    let mut attacked = 0;
    while set != 0 {
        attacked |=
            chess_lut::knight_attacks(Square::from_index_masked(set.trailing_zeros() as u8)).0;
        set &= set - 1;
    }
    attacked
}

/// An engine numbering a8 = 0 calls a lookup that commutes with the mirror (every one does) with
/// its own indices, and reads the answer in its own bit order: no conversion.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn in_between_a8_own_order(a: u32, b: u32) -> u64 {
    chess_lut::in_between(
        Square::from_index_masked(a as u8),
        Square::from_index_masked(b as u8),
    )
    .0
}

/// The same engine converting both ways, as it must around an oriented table (the Polyglot
/// keys): two `xor`s and a byte swap.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn in_between_a8_mirrored(a: u32, b: u32) -> u64 {
    let (a, b) = (
        Square::from_index_masked(a as u8).flip_vertical(),
        Square::from_index_masked(b as u8).flip_vertical(),
    );
    chess_lut::in_between(a, b).flip_vertical().0
}

/// An engine's own types, as a third engine's are (a square index, a colour, a set), and the
/// `From` impls it writes to cross to chess-lut's and back: the orphan rule allows them in the
/// engine, which owns one side of each.
mod engine {
    /// The engine's square: an index below 64.
    #[derive(Clone, Copy)]
    pub struct Square(pub u8);
    /// The engine's colour.
    #[derive(Clone, Copy)]
    pub enum Color {
        White,
        Black,
    }
    /// The engine's set of squares.
    #[derive(Clone, Copy)]
    pub struct Bitboard(pub u64);

    impl From<Square> for chess_lut::Square {
        fn from(sq: Square) -> Self {
            chess_lut::Square::from_index_masked(sq.0)
        }
    }
    impl From<chess_lut::Square> for Square {
        fn from(sq: chess_lut::Square) -> Self {
            Square(sq as u8)
        }
    }
    impl From<Color> for chess_lut::Color {
        fn from(color: Color) -> Self {
            chess_lut::Color::from_black(matches!(color, Color::Black))
        }
    }
    impl From<chess_lut::Bitboard> for Bitboard {
        fn from(set: chess_lut::Bitboard) -> Self {
            Bitboard(set.0)
        }
    }
    impl From<Bitboard> for chess_lut::Bitboard {
        fn from(set: Bitboard) -> Self {
            chess_lut::Bitboard(set.0)
        }
    }
}

/// The reference for the next two: `in_between` with this crate's squares.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn in_between_typed(a: Square, b: Square) -> u64 {
    chess_lut::in_between(a, b).0
}

/// The engine's squares in, its set out, by its `From` impls.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn in_between_engine_types(a: engine::Square, b: engine::Square) -> engine::Bitboard {
    chess_lut::in_between(a.into(), b.into()).into()
}

/// The engine's colour and square in, its set out.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn pawn_attacks_engine_types(color: engine::Color, sq: engine::Square) -> engine::Bitboard {
    chess_lut::pawn_attacks(color.into(), sq.into()).into()
}

/// A slider from the engine's square and set.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn rook_attacks_engine_types(
    sq: engine::Square,
    occupied: engine::Bitboard,
) -> engine::Bitboard {
    chess_lut::rook_attacks(sq.into(), occupied.into()).into()
}

/// The reference for the slider: this crate's types.
#[unsafe(no_mangle)]
#[inline(never)]
pub fn rook_attacks_typed(sq: Square, occupied: Bitboard) -> u64 {
    chess_lut::rook_attacks(sq, occupied).0
}

fn main() {
    let sum = pawn_attacks_typed(black_box(Color::White), black_box(Square::E4))
        ^ pawn_attacks_masked(black_box(1), black_box(28))
        ^ pawn_attacks_from_black(black_box(true), black_box(Square::E4))
        ^ pawn_attacks_from_white(black_box(true), black_box(Square::E4))
        ^ knight_attacks_checked(black_box(28))
        ^ knight_attacks_masked(black_box(28))
        ^ knight_attacks_of_each(black_box(0x8100))
        ^ in_between_a8_own_order(black_box(52), black_box(12))
        ^ in_between_a8_mirrored(black_box(52), black_box(12))
        ^ in_between_typed(black_box(Square::E1), black_box(Square::E4))
        ^ in_between_engine_types(black_box(engine::Square(4)), black_box(engine::Square(28))).0
        ^ pawn_attacks_engine_types(
            black_box(engine::Color::Black),
            black_box(engine::Square(28)),
        )
        .0
        ^ rook_attacks_engine_types(
            black_box(engine::Square(4)),
            black_box(engine::Bitboard(0xFF00)),
        )
        .0
        ^ rook_attacks_typed(black_box(Square::E1), black_box(Bitboard(0xFF00)));
    println!("{}", Bitboard(sum).count());
}
