//! Instruction counts per call, for `scripts/icount.sh` (callgrind).
//!
//! Each `loop_*` function runs one implementation over the same 4096 inputs, `ROUNDS` times;
//! callgrind counts the instructions of each, and the script divides by the number of calls.
//! `loop_*_baseline` is the loop with a trivial body: subtract it to get the call's own cost.
//! The functions are `#[inline(never)]` so that each has its own line in the profile, while the
//! call inside the loop is inlined as it would be in an engine.

use std::hint::black_box;

use chess_lut::{Attacker, Bitboard, Square, calc, sliders};

const ROUNDS: usize = 64;

fn pairs() -> Vec<(Square, Square)> {
    Square::pairs().collect()
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
    loop_in_between_triangular => |a, b| chess_lut::layouts::in_between_triangular(a, b).0;
    loop_in_between_x88 => |a, b| chess_lut::layouts::in_between_x88(a, b).0;
    loop_calc_in_between => |a, b| calc::in_between(a, b).0;
    loop_line => |a, b| chess_lut::line(a, b).0;
    loop_calc_line => |a, b| calc::line(a, b).0;
    loop_knight_distance => |a, b| u64::from(chess_lut::knight_distance(a, b));
    loop_calc_knight_distance => |a, b| u64::from(calc::knight_distance(a, b));
    loop_calc_knight_distance_closed_form => |a, b| u64::from(calc::knight_distance_closed_form(a, b));
    loop_calc_knight_distance_by_fill => |a, b| u64::from(calc::knight_distance_by_fill(a, b));
    loop_same_color => |a, b| u64::from(chess_lut::same_color(a, b));
    loop_calc_same_color => |a, b| u64::from(calc::same_color(a, b));
    loop_calc_same_color_by_nine => |a, b| u64::from(calc::same_color_by_nine(a, b));
    loop_calc_same_color_by_anti_diagonal => |a, b| u64::from(calc::same_color_by_anti_diagonal(a, b));
    loop_same_anti_diagonal => |a, b| u64::from(chess_lut::same_anti_diagonal(a, b));
    loop_calc_same_anti_diagonal => |a, b| u64::from(calc::same_anti_diagonal(a, b));
    loop_intersection => |a: Square, b: Square| code(chess_lut::intersection(a, kind(a), b, kind(b)));
    loop_calc_intersection => |a: Square, b: Square| code(calc::intersection(a, kind(a), b, kind(b)));
}

/// An attacker picked from a square, so that every attacker occurs with every square.
#[inline(always)]
fn attacker(sq: Square) -> Attacker {
    Attacker::ALL[sq as usize % 7]
}

/// A line kind picked from a square, so that every kind pair occurs.
#[inline(always)]
fn kind(sq: Square) -> chess_lut::LineKind {
    chess_lut::LineKind::ALL[sq as usize & 3]
}

fn code(sq: Option<Square>) -> u64 {
    sq.map_or(64, |s| s as u64)
}

/// The square of a bit index, as an engine gets it from `trailing_zeros`: masked, then
/// `from_index`, which folds to nothing.
#[inline(always)]
fn sq(i: u64) -> Square {
    match Square::from_index((i & 63) as u8) {
        Some(sq) => sq,
        None => unreachable!("masked to 0..64"),
    }
}

/// Loops over (bit index, occupancy): every call starts from an index, as in an engine.
macro_rules! index_loops {
    ($($name:ident => $f:expr;)*) => {$(
        #[inline(never)]
        fn $name(inputs: &[(u64, u64)]) -> u64 {
            let f = $f;
            let mut acc = 0u64;
            for &(a, b) in inputs {
                acc ^= f(a, b);
            }
            acc
        }
    )*
        fn run_indices(inputs: &[(u64, u64)]) -> u64 {
            let mut acc = 0;
            for _ in 0..ROUNDS {
                $(acc ^= $name(black_box(inputs));)*
            }
            acc
        }
    };
}

index_loops! {
    loop_ix_baseline => |a: u64, b: u64| a ^ b;
    loop_ix_in_between => |a, b| chess_lut::in_between(sq(a), sq(b)).0;
    loop_ix_line => |a, b| chess_lut::line(sq(a), sq(b)).0;
    loop_ix_magic_rook => |a, o| sliders::magic::rook_attacks(sq(a), Bitboard(o)).0;
    loop_ix_magic_bishop => |a, o| sliders::magic::bishop_attacks(sq(a), Bitboard(o)).0;
    loop_ix_kindergarten_rook => |a, o| sliders::kindergarten::rook_attacks(sq(a), Bitboard(o)).0;
    loop_ix_kindergarten_bishop => |a, o| sliders::kindergarten::bishop_attacks(sq(a), Bitboard(o)).0;
    loop_ix_hyperbola_rook => |a, o| sliders::hyperbola::rook_attacks(sq(a), Bitboard(o)).0;
    loop_ix_hyperbola_bishop => |a, o| sliders::hyperbola::bishop_attacks(sq(a), Bitboard(o)).0;
    loop_ix_rook_by_reversal => |a, o| chess_lut::sliders::hyperbola::rook_attacks_by_reversal(sq(a), Bitboard(o)).0;
    loop_ix_calc_hq_rook => |a, o| calc::rook_attacks_hq(sq(a), Bitboard(o)).0;
    loop_ix_calc_hq_bishop => |a, o| calc::bishop_attacks_hq(sq(a), Bitboard(o)).0;
    loop_ix_calc_walk_rook => |a, o| calc::rook_attacks(sq(a), Bitboard(o)).0;
    loop_ix_calc_walk_bishop => |a, o| calc::bishop_attacks(sq(a), Bitboard(o)).0;
    loop_ix_pext_rook => |a, o| pext_rook(sq(a), Bitboard(o)).0;
    loop_ix_pext_bishop => |a, o| pext_bishop(sq(a), Bitboard(o)).0;
}

// SAFETY (both): `sliders::pext` exists only where the target has BMI2, as these do.
#[cfg(chess_lut_pext)]
#[inline(always)]
fn pext_rook(sq: Square, occ: Bitboard) -> Bitboard {
    unsafe { sliders::pext::rook_attacks(sq, occ) }
}
#[cfg(chess_lut_pext)]
#[inline(always)]
fn pext_bishop(sq: Square, occ: Bitboard) -> Bitboard {
    unsafe { sliders::pext::bishop_attacks(sq, occ) }
}
/// Without BMI2 there is no PEXT strategy: the loops measure the bare loop (reported blank).
#[cfg(not(chess_lut_pext))]
fn pext_rook(_: Square, occ: Bitboard) -> Bitboard {
    occ
}
#[cfg(not(chess_lut_pext))]
fn pext_bishop(_: Square, occ: Bitboard) -> Bitboard {
    occ
}

type AttackInput = (Square, Square, Attacker, Bitboard);

macro_rules! attack_loops {
    ($($name:ident => $f:expr;)*) => {$(
        #[inline(never)]
        fn $name(inputs: &[AttackInput]) -> u32 {
            let f = $f;
            let mut hits = 0u32;
            for &(from, to, attacker, occ) in inputs {
                hits += u32::from(f(attacker, from, to, occ));
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
    loop_attack_baseline => |a: Attacker, f: Square, t: Square, o: Bitboard| (f as u64 ^ t as u64 ^ a as u64) & o.0 != 0;
    loop_attacks => chess_lut::attacks;
    loop_calc_attacks => calc::attacks;
    loop_attacks_by_in_between => chess_lut::layouts::attacks_by_in_between;
}

/// Each lookup whose declaration counts it (`chess_lut::for_each_lookup!`) and its twin, over
/// the pairs, the second square picking the colour or the attacker where one is taken: the
/// functions `icount::declared::NAME::lookup` and `::calc`, which `scripts/icount.sh` reports
/// as `NAME` and `calc_NAME`.
mod declared {
    use super::{ROUNDS, attacker};
    use chess_lut::{Color, Square, calc};
    use std::hint::black_box;

    /// `$f` called with the arguments of `kinds` from two squares (a number of a range picked
    /// by the second, or by both where it is the only argument).
    macro_rules! call {
        ($f:path, (Square, (Range $ty:ident $start:literal $end:literal)), $a:ident, $b:ident) => {
            $f(
                $a,
                ($start + ($b as i64).rem_euclid($end - $start + 1)) as $ty,
            )
        };
        ($f:path, ((Range $ty:ident $start:literal $end:literal)), $a:ident, $b:ident) => {
            $f(($start + (($a as i64) << 6 | $b as i64).rem_euclid($end - $start + 1)) as $ty)
        };
        ($f:path, (Square), $a:ident, $b:ident) => {{
            let _ = $b;
            $f($a)
        }};
        ($f:path, (Square, Square), $a:ident, $b:ident) => {
            $f($a, $b)
        };
        ($f:path, (Color, Square), $a:ident, $b:ident) => {
            $f(Color::ALL[$b as usize & 1], $a)
        };
        ($f:path, (Attacker, Square), $a:ident, $b:ident) => {
            $f(attacker($b), $a)
        };
    }

    /// An answer of `kind` as a `u64`.
    macro_rules! value {
        (Set, $answer:expr) => {
            $answer.0
        };
        ($other:ident, $answer:expr) => {
            u64::from($answer)
        };
    }

    macro_rules! loops {
        ($($name:ident($($kind:tt),*) -> $answer:ident;)*) => {
            $(pub mod $name {
                use super::*;

                #[inline(never)]
                pub fn lookup(inputs: &[(Square, Square)]) -> u64 {
                    let mut acc = 0u64;
                    for &(a, b) in inputs {
                        acc ^= value!($answer, call!(chess_lut::$name, ($($kind),*), a, b));
                    }
                    acc
                }

                #[inline(never)]
                pub fn calc(inputs: &[(Square, Square)]) -> u64 {
                    let mut acc = 0u64;
                    for &(a, b) in inputs {
                        acc ^= value!($answer, call!(calc::$name, ($($kind),*), a, b));
                    }
                    acc
                }
            })*

            pub fn run(inputs: &[(Square, Square)]) -> u64 {
                let mut acc = 0;
                for _ in 0..ROUNDS {
                    $(acc ^= $name::lookup(black_box(inputs)) ^ $name::calc(black_box(inputs));)*
                }
                acc
            }
        };
    }

    chess_lut::for_each_lookup!(loops);
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
    // a bit index and a board (about one square in four): the sliders read the board, the
    // pair relations take its low six bits as the second index
    let indices: Vec<(u64, u64)> = attacks
        .iter()
        .map(|&(a, _, _, occ)| (a as u64, occ.0))
        .collect();
    println!("calls per loop function: {}", pairs.len() * ROUNDS);
    println!(
        "{}",
        run_pairs(&pairs)
            ^ declared::run(&pairs)
            ^ u64::from(run_attacks(&attacks))
            ^ run_indices(&indices)
    );
}
