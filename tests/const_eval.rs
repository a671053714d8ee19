//! Every lookup is a `const fn` over a `static`: usable in `const` items, evaluated by the
//! compiler.

use chess_lut::{Attacker, Bitboard, Color, Square, Square::*, calc};

const IN_BETWEEN: Bitboard = chess_lut::in_between(A1, H8);
#[cfg(feature = "layouts")]
const TRIANGULAR: Bitboard = chess_lut::layouts::in_between_triangular(H8, A1);
#[cfg(feature = "layouts")]
const X88: Bitboard = chess_lut::layouts::in_between_x88(H8, A1);
const LINE: Bitboard = chess_lut::line(E2, E7);
const PATH: Bitboard = chess_lut::path(E1, E4);
const DISTANCE: u8 = chess_lut::knight_distance(A1, B2);
const DIFF: usize = chess_lut::layouts::x88_diff(A1, H8);
const ATTACKED: bool = chess_lut::attacks(Attacker::Queen, A1, H8, Bitboard(1 << 36));
const KNIGHT: Bitboard = chess_lut::knight_attacks(A1);
const KING: Bitboard = chess_lut::king_attacks(A1);
const PAWN: Bitboard = chess_lut::pawn_attacks(Color::Black, B7);
const CALC_IN_BETWEEN: Bitboard = calc::in_between(A1, H8);
const CALC_LINE: Bitboard = calc::line(E2, E7);
const CALC_DISTANCE: u8 = calc::knight_distance(A1, B2);
const CALC_ATTACKED: bool = calc::attacks(Attacker::Queen, A1, H8, Bitboard(1 << 36));
const PARSED: Option<Square> = Square::from_index(28);

#[test]
fn lookups_evaluate_in_const_items() {
    assert_eq!(IN_BETWEEN, Bitboard(0x0040_2010_0804_0200));
    #[cfg(feature = "layouts")]
    assert_eq!((TRIANGULAR, X88), (IN_BETWEEN, IN_BETWEEN));
    assert_eq!(CALC_IN_BETWEEN, IN_BETWEEN);
    assert_eq!(CALC_LINE, Bitboard(0x1010_1010_1010_1010));
    assert_eq!(LINE, CALC_LINE);
    assert_eq!(PATH, E2.bitboard() | E3.bitboard() | E4.bitboard());
    assert_eq!((DISTANCE, CALC_DISTANCE), (4, 4));
    assert_eq!(DIFF, 239);
    const { assert!(!ATTACKED && !CALC_ATTACKED) }; // e5 blocks, decided by the compiler
    assert_eq!(KNIGHT, B3.bitboard() | C2.bitboard());
    assert_eq!(KING.count(), 3);
    assert_eq!(PAWN, A6.bitboard() | C6.bitboard());
    assert_eq!(PARSED, Some(E4));
}

/// A table built at compile time from lookups: the lookups compose in const code.
const DISTANCES_FROM_E4: [u8; 64] = {
    let mut out = [0; 64];
    let mut i = 0;
    while i < 64 {
        out[i] = chess_lut::knight_distance(E4, Square::ALL[i]);
        i += 1;
    }
    out
};

#[test]
fn const_blocks_compose_lookups() {
    assert_eq!(DISTANCES_FROM_E4[E4.index()], 0);
    assert_eq!(DISTANCES_FROM_E4[F6.index()], 1);
    assert_eq!(DISTANCES_FROM_E4.iter().max(), Some(&4));
}

/// The distances are `const fn`s too (feature `distances`).
#[cfg(feature = "distances")]
#[test]
fn distances_evaluate_in_const_items() {
    use chess_lut::*;
    const KING: u8 = king_distance(A1, H8);
    const MANHATTAN: u8 = manhattan_distance(A1, H8);
    const CENTER: (u8, u8) = (center_distance(A1), center_manhattan_distance(A1));
    const RING: Bitboard = distance_ring(E4, 1);
    const PAST: Bitboard = distance_ring(E4, 8);
    assert!(PAST.is_empty());
    assert_eq!((KING, MANHATTAN, CENTER), (7, 14, (3, 6)));
    assert_eq!(RING, king_attacks(E4));
    const CALC: u8 = calc::king_distance(A1, H8);
    assert_eq!(CALC, KING);
}

/// The engine masks are `const fn`s too (feature `masks`).
#[cfg(feature = "masks")]
#[test]
fn masks_evaluate_in_const_items() {
    use chess_lut::*;
    const SPANS: [Bitboard; 5] = [
        adjacent_files(E4),
        forward_file(Color::White, E4),
        forward_ranks(Color::White, E4),
        pawn_attack_span(Color::White, E4),
        passed_pawn_span(Color::White, E4),
    ];
    const RAYS: (Bitboard, Bitboard) = (path(A1, C3), beyond(A1, C3)); // path is the core's
    assert_eq!(SPANS[4], SPANS[1] | SPANS[3]);
    assert_eq!(SPANS[2].count(), 32);
    assert_eq!(RAYS.0, B2.bitboard() | C3.bitboard());
    assert_eq!(RAYS.1.count(), 5);
    const CALC: Bitboard = calc::beyond(A1, C3);
    assert_eq!(CALC, RAYS.1);
}

/// Every lookup of every table, each called in an inline `const` block, which the compiler
/// evaluates, and at run time, with the same arguments: those declared with their tables by
/// construction (`chess_lut::for_each_declared_lookup!`, written from the declarations: a new
/// table's lookup joins it), those written by hand below; with the registry, a lookup that is
/// in neither fails the test by name.
#[test]
fn every_lookup_evaluates_in_const_blocks() {
    macro_rules! arg {
        (Square) => {
            G6
        };
        (Color) => {
            Color::Black
        };
        (Attacker) => {
            Attacker::Queen
        };
        ((Range $ty:ident $start:literal $end:literal)) => {
            $end
        };
    }
    let mut checked: Vec<&str> = Vec::new();
    macro_rules! each {
        ($($name:ident($($kind:tt),*) -> $answer:ident;)*) => {$(
            assert_eq!(
                const { chess_lut::$name($(arg!($kind)),*) },
                chess_lut::$name($(arg!($kind)),*),
                stringify!($name)
            );
            checked.push(stringify!($name));
        )*};
    }
    chess_lut::for_each_declared_lookup!(each);
    assert!(
        ["in_between", "path", "knight_attacks"]
            .iter()
            .all(|name| checked.contains(name)),
        "{checked:?}"
    );
    // the lookups written by hand, by their registry paths
    macro_rules! by_hand {
        ($path:literal: $($call:expr),+) => {
            $(assert_eq!(const { $call }, $call, $path);)+
            checked.push($path);
        };
    }
    use chess_lut::LineKind::File;
    use chess_lut::sliders;
    const OCCUPIED: Bitboard = Bitboard(0x0000_1000_0042_0800);
    by_hand!("attacks": chess_lut::attacks(Attacker::Queen, B2, G7, Bitboard(1 << 36)));
    by_hand!("line_mask": chess_lut::line_mask(B2, File));
    by_hand!("sliders::hyperbola": sliders::hyperbola::queen_attacks(D4, OCCUPIED));
    by_hand!("sliders::hyperbola::rook_attacks": sliders::hyperbola::rook_attacks(D4, OCCUPIED));
    by_hand!("sliders::dual": sliders::dual::queen_attacks(D4, OCCUPIED));
    #[cfg(feature = "lines")]
    by_hand!("intersection": chess_lut::intersection(B2, File, G7, chess_lut::LineKind::AntiDiagonal));
    #[cfg(feature = "layouts")]
    {
        by_hand!("layouts::in_between_triangular": chess_lut::layouts::in_between_triangular(B2, G7));
        by_hand!("layouts::in_between_x88": chess_lut::layouts::in_between_x88(B2, G7));
    }
    #[cfg(chess_lut_magic)]
    {
        by_hand!("sliders::magic::rook_attacks": sliders::magic::rook_attacks(D4, OCCUPIED));
        by_hand!("sliders::magic::bishop_attacks": sliders::magic::bishop_attacks(D4, OCCUPIED));
        by_hand!("sliders::magic": sliders::magic::queen_attacks(D4, OCCUPIED));
    }
    #[cfg(feature = "kindergarten")]
    {
        by_hand!("sliders::kindergarten::rook_attacks": sliders::kindergarten::rook_attacks(D4, OCCUPIED));
        by_hand!("sliders::kindergarten": sliders::kindergarten::bishop_attacks(D4, OCCUPIED));
    }
    #[cfg(feature = "registry")]
    {
        // PEXT is an intrinsic, which no `const` evaluates
        let not_const = [
            "sliders::pext::rook_attacks",
            "sliders::pext::bishop_attacks",
            "sliders::pext",
            "sliders::pext_compact",
        ];
        for (table, lookup) in chess_lut::tables::lookups() {
            assert!(
                checked.contains(&lookup.path) || not_const.contains(&lookup.path),
                "{}'s lookup {} is evaluated in no const block here",
                table.name,
                lookup.path
            );
        }
    }
}
