//! The slider strategies of `chess_lut::sliders` by name, for `show` and `verify`.

use chess_lut::{Bitboard, Square, calc, sliders};

/// A piece that slides.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Piece {
    Rook,
    Bishop,
    Queen,
}

impl Piece {
    pub fn name(self) -> &'static str {
        match self {
            Piece::Rook => "rook",
            Piece::Bishop => "bishop",
            Piece::Queen => "queen",
        }
    }

    pub fn letter(self) -> char {
        match self {
            Piece::Rook => 'R',
            Piece::Bishop => 'B',
            Piece::Queen => 'Q',
        }
    }

    /// `rook`, `bishop` or `queen` (or `R`, `B`, `Q`, either case).
    pub fn parse(s: &str) -> Result<Piece, String> {
        match s.to_ascii_lowercase().as_str() {
            "rook" | "r" => Ok(Piece::Rook),
            "bishop" | "b" => Ok(Piece::Bishop),
            "queen" | "q" => Ok(Piece::Queen),
            _ => Err(format!(
                "bad slider {s:?}: expected rook, bishop or queen (or R, B, Q)"
            )),
        }
    }
}

/// Where a slider's attacks come from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Strategy {
    Magic,
    /// Only where the target has BMI2.
    Pext,
    Kindergarten,
    Hyperbola,
    /// The ray walk of `calc`, the judge.
    Walk,
}

/// `strategy`'s attacks of `piece` on `sq`.
pub fn attacks(strategy: Strategy, piece: Piece, sq: Square, occ: Bitboard) -> Bitboard {
    use sliders::{hyperbola, kindergarten, magic};
    match (strategy, piece) {
        (Strategy::Magic, Piece::Rook) => magic::rook_attacks(sq, occ),
        (Strategy::Magic, Piece::Bishop) => magic::bishop_attacks(sq, occ),
        (Strategy::Magic, Piece::Queen) => magic::queen_attacks(sq, occ),
        (Strategy::Pext, _) => pext(piece, sq, occ),
        (Strategy::Kindergarten, Piece::Rook) => kindergarten::rook_attacks(sq, occ),
        (Strategy::Kindergarten, Piece::Bishop) => kindergarten::bishop_attacks(sq, occ),
        (Strategy::Kindergarten, Piece::Queen) => kindergarten::queen_attacks(sq, occ),
        (Strategy::Hyperbola, Piece::Rook) => hyperbola::rook_attacks(sq, occ),
        (Strategy::Hyperbola, Piece::Bishop) => hyperbola::bishop_attacks(sq, occ),
        (Strategy::Hyperbola, Piece::Queen) => hyperbola::queen_attacks(sq, occ),
        (Strategy::Walk, Piece::Rook) => calc::rook_attacks(sq, occ),
        (Strategy::Walk, Piece::Bishop) => calc::bishop_attacks(sq, occ),
        (Strategy::Walk, Piece::Queen) => calc::queen_attacks(sq, occ),
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn pext(piece: Piece, sq: Square, occ: Bitboard) -> Bitboard {
    use sliders::pext;
    // SAFETY: `sliders::pext` exists only when the target has BMI2, and so does this function.
    unsafe {
        match piece {
            Piece::Rook => pext::rook_attacks(sq, occ),
            Piece::Bishop => pext::bishop_attacks(sq, occ),
            Piece::Queen => pext::queen_attacks(sq, occ),
        }
    }
}

/// Never called: without BMI2 the PEXT tables are not registered, so no name resolves to them.
#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
fn pext(piece: Piece, sq: Square, occ: Bitboard) -> Bitboard {
    attacks(Strategy::Walk, piece, sq, occ)
}

/// Every subset of `mask`, the empty set first (carry-rippler).
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

/// The squares whose occupancy can change a rook's or bishop's attacks from `sq`: its
/// empty-board attacks less the last square of each ray.
pub fn relevant(piece: Piece, sq: Square) -> u64 {
    const EDGE_RANKS: u64 = 0xFF00_0000_0000_00FF;
    const EDGE_FILES: u64 = 0x8181_8181_8181_8181;
    let own_rank = 0xFFu64 << (sq as u8 & 56);
    let own_file = 0x0101_0101_0101_0101u64 << (sq as u8 & 7);
    let empty_board = attacks(Strategy::Walk, piece, sq, Bitboard::EMPTY).0;
    // The last square of every ray is on an edge: drop the edge ranks and files, but not the
    // slider's own rank and file. A rook on d1 still needs b1..g1, which lie on edge rank 1;
    // the ends a1 and h1 go with the edge files.
    empty_board & !((EDGE_RANKS & !own_rank) | (EDGE_FILES & !own_file))
}
