//! `sliders::fill`, every rook and bishop of a set at once, in its portable form, (where the
//! CPU has AVX2) in two registers and (where it has AVX-512 and the compiler builds it) in one:
//! its union equals the union of the generator's own ray walk
//! (`chess_lut_codegen::slider_blocks::attacks`) over the pieces one by one, and its count the
//! sum of their popcounts within the targets:
//!
//! * every single rook, bishop and queen on every square, on the empty board, the full board
//!   and every board of the squares around it (the eight neighbours and the edges);
//! * pieces on every square at once, and on every file, rank and diagonal;
//! * random sets of random boards of every density, with random and full targets; the union
//!   also with sliders on empty squares (the count asks for the sliders among the pieces).

mod common;

use chess_lut::{Bitboard, sliders::fill};
use chess_lut_codegen::slider_blocks::{self as oracle, Slider};
use common::{Boards, Rng};

/// The union and the count of the oracle's attacks of each rook and bishop, one at a time.
fn by_piece(rooks: u64, bishops: u64, occupied: u64, targets: u64) -> (u64, u32) {
    let (mut all, mut count) = (0, 0);
    for (set, slider) in [(rooks, Slider::Rook), (bishops, Slider::Bishop)] {
        for sq in (0..64u8).filter(|&sq| set >> sq & 1 == 1) {
            let attacks = oracle::attacks(sq, slider, occupied);
            all |= attacks;
            count += (attacks & targets).count_ones();
        }
    }
    (all, count)
}

/// Whether this CPU has AVX2.
fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// Whether this CPU has AVX-512 F and VPOPCNTDQ.
#[cfg(chess_lut_avx512)]
fn avx512() -> bool {
    std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("avx512vpopcntdq")
}

/// Every form's union and count of the sliders, against [`by_piece`]; the failing input named.
fn check(rooks: u64, bishops: u64, occupied: u64, targets: u64) {
    let expected = by_piece(rooks, bishops, occupied, targets);
    let (r, b, o, t) = (
        Bitboard(rooks),
        Bitboard(bishops),
        Bitboard(occupied),
        Bitboard(targets),
    );
    let mut forms = vec![(
        "fill",
        (fill::attacks(r, b, o).0, fill::attack_count(r, b, o, t)),
    )];
    #[cfg(target_arch = "x86_64")]
    if avx2() {
        // SAFETY: the CPU has AVX2, checked above
        let both = unsafe {
            (
                fill::avx2::attacks(r, b, o).0,
                fill::avx2::attack_count(r, b, o, t),
            )
        };
        forms.push(("fill::avx2", both));
    }
    #[cfg(chess_lut_avx512)]
    if avx512() {
        // SAFETY: the CPU has AVX-512 F and VPOPCNTDQ, checked above
        let both = unsafe {
            (
                fill::avx512::attacks(r, b, o).0,
                fill::avx512::attack_count(r, b, o, t),
            )
        };
        forms.push(("fill::avx512", both));
    }
    for (name, mut got) in forms {
        if (rooks | bishops) & !occupied != 0 {
            // a slider off the board: the count is defined only for sliders among the pieces
            got.1 = expected.1;
        }
        assert_eq!(
            got, expected,
            "{name}: rooks {rooks:#018x}, bishops {bishops:#018x}, occupied {occupied:#018x}, \
             targets {targets:#018x}: (attacks, count) {got:#x?}, the pieces one by one \
             {expected:#x?}"
        );
    }
}

#[test]
fn one_piece_on_every_square_on_every_board_of_its_neighbours_and_the_edges() {
    let edges = 0xFF81_8181_8181_81FF_u64;
    for sq in 0..64 {
        let one = 1u64 << sq;
        let near = chess_lut::king_attacks(chess_lut::Square::ALL[sq]).0;
        let around = (near | edges) & !one;
        // every subset of the neighbours, each with and without the edges
        let mut subset = 0u64;
        loop {
            for occupied in [subset | one, subset | one | (edges & !one)] {
                for targets in [u64::MAX, !occupied, occupied] {
                    check(one, 0, occupied, targets);
                    check(0, one, occupied, targets);
                    check(one, one, occupied, targets);
                }
            }
            subset = subset.wrapping_sub(near & !one) & near & !one;
            if subset == 0 {
                break;
            }
        }
        check(one, one, 0, u64::MAX);
        check(one, one, u64::MAX, u64::MAX);
        check(one, one, around, !around);
    }
}

#[test]
fn many_pieces_on_lines_and_everywhere() {
    let file = 0x0101_0101_0101_0101_u64;
    let rank = 0xFF_u64;
    let diagonal = 0x8040_2010_0804_0201_u64;
    let anti = 0x0102_0408_1020_4080_u64;
    let mut sets = vec![
        u64::MAX,
        0,
        file,
        rank,
        diagonal,
        anti,
        file << 7,
        rank << 56,
    ];
    sets.extend((0..8).map(|i| file << i | rank << (8 * i)));
    for &pieces in &sets {
        for &extra in &sets {
            let occupied = pieces | extra;
            check(pieces, 0, occupied, u64::MAX);
            check(0, pieces, occupied, u64::MAX);
            check(pieces, pieces, occupied, !pieces);
            check(pieces, extra, occupied, !extra);
        }
    }
}

#[test]
fn random_sets_on_random_boards_of_every_density() {
    let mut rng = Rng::new(35);
    for round in 0..100_000 {
        let occupied = rng.board(round);
        // the sliders mostly among the pieces, as in a game; now and then anywhere
        let (a, b, c) = (rng.next(), rng.next(), rng.next());
        let within = if round % 7 == 0 { u64::MAX } else { occupied };
        let rooks = a & b & within;
        let bishops = a & c & within;
        let targets = match round % 3 {
            0 => u64::MAX,
            1 => !occupied | (b ^ c),
            _ => rng.next(),
        };
        check(rooks, bishops, occupied, targets);
    }
}
