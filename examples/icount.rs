//! Instruction counts per call, for `scripts/icount.sh` (callgrind).
//!
//! Each `loop_*` function runs one implementation over the same 4096 inputs, `ROUNDS` times;
//! callgrind counts the instructions of each, and the script divides by the number of calls.
//! `loop_*_baseline` is the loop with a trivial body: subtract it to get the call's own cost.
//! The functions are `#[inline(never)]` so that each has its own line in the profile, while the
//! call inside the loop is inlined as it would be in an engine.

use std::hint::black_box;

use chess_lut::{Attacker, Bitboard, Square, calc};

const ROUNDS: usize = 64;

fn pairs() -> Vec<(Square, Square)> {
    Square::ALL
        .iter()
        .flat_map(|&a| Square::ALL.iter().map(move |&b| (a, b)))
        .collect()
}

macro_rules! pair_loops {
    ($($name:ident => $f:expr;)*) => {$(
        #[inline(never)]
        fn $name(inputs: &[(Square, Square)]) -> u64 {
            let f = $f;
            let mut acc = 0u64;
            for &(a, b) in inputs {
                acc ^= f(a, b);
            }
            acc
        }
    )*
        fn run_pairs(inputs: &[(Square, Square)]) -> u64 {
            let mut acc = 0;
            for _ in 0..ROUNDS {
                $(acc ^= $name(black_box(inputs));)*
            }
            acc
        }
    };
}

pair_loops! {
    loop_pair_baseline => |a: Square, b: Square| a as u64 ^ b as u64;
    loop_in_between => |a, b| chess_lut::in_between(a, b).0;
    loop_in_between_triangular => |a, b| chess_lut::in_between_triangular(a, b).0;
    loop_in_between_x88 => |a, b| chess_lut::in_between_x88(a, b).0;
    loop_calc_in_between => |a, b| calc::in_between(a, b).0;
    loop_line => |a, b| chess_lut::line(a, b).0;
    loop_calc_line => |a, b| calc::line(a, b).0;
    loop_knight_distance => |a, b| u64::from(chess_lut::knight_distance(a, b));
    loop_calc_knight_distance => |a, b| u64::from(calc::knight_distance(a, b));
    loop_calc_knight_distance_closed_form => |a, b| u64::from(calc::knight_distance_closed_form(a, b));
    loop_calc_knight_distance_by_fill => |a, b| u64::from(calc::knight_distance_by_fill(a, b));
    loop_knight_attacks => |a, _| chess_lut::knight_attacks(a).0;
    loop_calc_knight_attacks => |a, _| calc::knight_attacks(a).0;
    loop_king_attacks => |a, _| chess_lut::king_attacks(a).0;
    loop_calc_king_attacks => |a, _| calc::king_attacks(a).0;
    loop_same_color => |a, b| u64::from(chess_lut::same_color(a, b));
    loop_calc_same_color => |a, b| u64::from(calc::same_color(a, b));
    loop_calc_same_color_by_nine => |a, b| u64::from(calc::same_color_by_nine(a, b));
    loop_calc_same_color_by_anti_diagonal => |a, b| u64::from(calc::same_color_by_anti_diagonal(a, b));
    loop_same_anti_diagonal => |a, b| u64::from(chess_lut::same_anti_diagonal(a, b));
    loop_calc_same_anti_diagonal => |a, b| u64::from(calc::same_anti_diagonal(a, b));
    loop_intersection => |a: Square, b: Square| code(chess_lut::intersection(a, kind(a), b, kind(b)));
    loop_calc_intersection => |a: Square, b: Square| code(calc::intersection(a, kind(a), b, kind(b)));
    loop_rook_attacks => |a, b: Square| chess_lut::rook_attacks(a, board(b)).0;
    loop_rook_attacks_by_reversal => |a, b: Square| chess_lut::rook_attacks_by_reversal(a, board(b)).0;
    loop_calc_rook_attacks_hq => |a, b: Square| calc::rook_attacks_hq(a, board(b)).0;
    loop_calc_rook_attacks => |a, b: Square| calc::rook_attacks(a, board(b)).0;
    loop_bishop_attacks => |a, b: Square| chess_lut::bishop_attacks(a, board(b)).0;
    loop_calc_bishop_attacks_hq => |a, b: Square| calc::bishop_attacks_hq(a, board(b)).0;
    loop_calc_bishop_attacks => |a, b: Square| calc::bishop_attacks(a, board(b)).0;
}

/// A line kind picked from a square, so that every kind pair occurs.
#[inline(always)]
fn kind(sq: Square) -> chess_lut::LineKind {
    chess_lut::LineKind::ALL[sq as usize & 3]
}

fn code(sq: Option<Square>) -> u64 {
    sq.map_or(64, |s| s as u64)
}

/// A board picked from a square: a fixed sparse pattern rotated by it (one square in four).
#[inline(always)]
fn board(sq: Square) -> Bitboard {
    Bitboard(0x1248_8421_2184_4812u64.rotate_left(sq as u32))
}

type AttackInput = (Square, Square, Attacker, Bitboard);

macro_rules! attack_loops {
    ($($name:ident => $f:expr;)*) => {$(
        #[inline(never)]
        fn $name(inputs: &[AttackInput]) -> u32 {
            let f = $f;
            let mut hits = 0u32;
            for &(from, to, attacker, occ) in inputs {
                hits += u32::from(f(from, to, attacker, occ));
            }
            hits
        }
    )*
        fn run_attacks(inputs: &[AttackInput]) -> u32 {
            let mut hits = 0;
            for _ in 0..ROUNDS {
                $(hits += $name(black_box(inputs));)*
            }
            hits
        }
    };
}

attack_loops! {
    loop_attack_baseline => |f: Square, t: Square, a: Attacker, o: Bitboard| (f as u64 ^ t as u64 ^ a as u64) & o.0 != 0;
    loop_is_attacked_by => chess_lut::is_attacked_by;
    loop_calc_is_attacked_by => calc::is_attacked_by;
    loop_is_attacked_by_in_between => chess_lut::is_attacked_by_in_between;
}

fn main() {
    let pairs = pairs();
    // every pair with each attacker in turn, on a board with about one square in four occupied
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let attacks: Vec<AttackInput> = pairs
        .iter()
        .enumerate()
        .map(|(i, &(a, b))| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (
                a,
                b,
                Attacker::ALL[i % 7],
                Bitboard(seed & seed.rotate_left(29)),
            )
        })
        .collect();
    println!("calls per loop function: {}", pairs.len() * ROUNDS);
    println!("{}", run_pairs(&pairs) ^ u64::from(run_attacks(&attacks)));
}
