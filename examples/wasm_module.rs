//! A WebAssembly module on chess-lut: `in_between` and the crate-root sliders, exported to
//! JavaScript with squares as bit indices (0 = a1 … 63 = h8) and bitboards as 64-bit integers
//! (`BigInt` on the JavaScript side). An index past 63 answers the empty board.
//!
//! ```text
//! cargo build --release --example wasm_module --target wasm32-unknown-unknown [--no-default-features]
//! ```
//!
//! writes `target/wasm32-unknown-unknown/release/examples/wasm_module.wasm`; `tests/wasm.rs`
//! builds it both ways, runs it in Node.js against the native answers and reports its size:
//! the lookups' code and their tables, nothing else (none of them can panic, so no panic
//! machinery stays in the module).

use chess_lut::{Bitboard, Square};

/// The answer of `f` for two bit indices, or the empty board where one is not a square.
fn with_squares(a: u32, b: u32, f: impl Fn(Square, Square) -> Bitboard) -> u64 {
    match (square(a), square(b)) {
        (Some(a), Some(b)) => f(a, b).0,
        _ => 0,
    }
}

fn square(index: u32) -> Option<Square> {
    u8::try_from(index).ok().and_then(Square::from_index)
}

/// `chess_lut::in_between(a, b)`.
#[unsafe(no_mangle)]
pub extern "C" fn in_between(a: u32, b: u32) -> u64 {
    with_squares(a, b, chess_lut::in_between)
}

/// `chess_lut::rook_attacks(sq, occupied)`.
#[unsafe(no_mangle)]
pub extern "C" fn rook_attacks(sq: u32, occupied: u64) -> u64 {
    square(sq).map_or(0, |sq| chess_lut::rook_attacks(sq, Bitboard(occupied)).0)
}

/// `chess_lut::bishop_attacks(sq, occupied)`.
#[unsafe(no_mangle)]
pub extern "C" fn bishop_attacks(sq: u32, occupied: u64) -> u64 {
    square(sq).map_or(0, |sq| chess_lut::bishop_attacks(sq, Bitboard(occupied)).0)
}

/// `chess_lut::queen_attacks(sq, occupied)`.
#[unsafe(no_mangle)]
pub extern "C" fn queen_attacks(sq: u32, occupied: u64) -> u64 {
    square(sq).map_or(0, |sq| chess_lut::queen_attacks(sq, Bitboard(occupied)).0)
}
