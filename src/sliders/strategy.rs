//! The slider strategies by name, and their answers chosen at run time.

use core::fmt;
use core::str::FromStr;

use crate::calc;
use chess_lut_types::Bitboard;
use chess_lut_types::Piece;
use chess_lut_types::Square;

/// Where slider attacks come from: a module of [`sliders`](super), or [`Strategy::Calc`], no
/// table at all. `Display` and `FromStr` use the names `chess-lut perft --sliders` takes.
///
/// ```
/// use chess_lut::sliders::Strategy;
/// assert_eq!("kindergarten".parse(), Ok(Strategy::Kindergarten));
/// assert_eq!(Strategy::PextCompact.to_string(), "pext-compact");
/// assert!("rotated".parse::<Strategy>().unwrap_err().to_string().contains("magic, pext"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Strategy {
    /// Fixed-shift black magic bitboards, [`magic`](super::magic): the crate root's choice.
    Magic,
    /// PEXT bitboards, `sliders::pext`: only on targets with BMI2.
    Pext,
    /// Compact PEXT bitboards, `sliders::pext_compact`: only on targets with BMI2.
    PextCompact,
    /// Kindergarten bitboards, `sliders::kindergarten` (feature `kindergarten`).
    Kindergarten,
    /// Hyperbola quintessence, [`hyperbola`](super::hyperbola).
    Hyperbola,
    /// Dual hyperbola quintessence, [`dual`](super::dual): a rook's file and a bishop's
    /// diagonals in one pass (one AVX2 register in `dual::avx2`).
    Dual,
    /// No table: o^(o-2r) on computed masks, [`calc::rook_attacks_hq`] and
    /// [`calc::bishop_attacks_hq`] (the fastest of the computed twins; `calc::rook_attacks`
    /// walks the rays).
    Calc,
}

impl Strategy {
    /// Every strategy, whether this build has it or not.
    pub const ALL: [Strategy; 7] = [
        Strategy::Magic,
        Strategy::Pext,
        Strategy::PextCompact,
        Strategy::Kindergarten,
        Strategy::Hyperbola,
        Strategy::Dual,
        Strategy::Calc,
    ];

    /// The name `--sliders` takes.
    pub const fn name(self) -> &'static str {
        match self {
            Strategy::Magic => "magic",
            Strategy::Pext => "pext",
            Strategy::PextCompact => "pext-compact",
            Strategy::Kindergarten => "kindergarten",
            Strategy::Hyperbola => "hyperbola",
            Strategy::Dual => "dual",
            Strategy::Calc => "calc",
        }
    }

    /// Whether this build has the strategy: `Magic` with the `magic` feature, `Kindergarten`
    /// with `kindergarten`, `Pext` and `PextCompact` with `pext` where the crate was built for a
    /// target with BMI2; `Magic` or `Pext` with `fastest`, the one it chose
    /// ([`fastest`](super::fastest)); `Hyperbola`, `Dual` and `Calc` always (`Dual` in its portable form
    /// everywhere, in one AVX2 register on x86-64 CPUs that have it).
    ///
    /// ```
    /// use chess_lut::sliders::Strategy;
    /// assert!(Strategy::Hyperbola.is_available() && Strategy::Calc.is_available());
    /// // compact PEXT reads PEXT's entries
    /// assert!(Strategy::Pext.is_available() || !Strategy::PextCompact.is_available());
    /// assert!(chess_lut::sliders::fastest::STRATEGY.is_available());
    /// ```
    pub const fn is_available(self) -> bool {
        match self {
            Strategy::Magic => cfg!(chess_lut_magic),
            Strategy::Kindergarten => cfg!(feature = "kindergarten"),
            Strategy::Pext => cfg!(chess_lut_pext),
            Strategy::PextCompact => cfg!(chess_lut_pext_compact),
            Strategy::Hyperbola | Strategy::Dual | Strategy::Calc => true,
        }
    }

    /// The attacks of a `piece` (rook, bishop or queen) on `sq` by this strategy, chosen at run
    /// time: a `match` per call, for tools that show or check a strategy, not for a move
    /// generator (which calls the strategy's module, or is generic over a
    /// [`Sliders`](crate::geometry::Sliders) type). `None` for a piece that does not slide, or a
    /// strategy this build does not have.
    ///
    /// `Pext` and `PextCompact` (on BMI2 targets) read their tables here through
    /// `tables::PextEntry::slot`'s portable gather, and `Dual` is its portable form: the
    /// `pext` instruction and AVX2 need a caller compiled for them (`#[target_feature]`, see
    /// `sliders::pext` and `sliders::dual::avx2`), which this function is not. Same tables,
    /// same answers (tested).
    ///
    /// ```
    /// use chess_lut::{Piece, Square::*, sliders::Strategy};
    /// let occupied = D6.bitboard();
    /// assert_eq!(Strategy::Hyperbola.attacks(Piece::Rook, D4, occupied),
    ///            Some(chess_lut::rook_attacks(D4, occupied)));
    /// assert_eq!(Strategy::Magic.attacks(Piece::Knight, D4, occupied), None);
    /// ```
    pub const fn attacks(self, piece: Piece, sq: Square, occupied: Bitboard) -> Option<Bitboard> {
        let (rook, bishop) = match piece {
            Piece::Rook => (true, false),
            Piece::Bishop => (false, true),
            Piece::Queen => (true, true),
            _ => return None,
        };
        let mut attacks = Bitboard::EMPTY;
        if rook {
            attacks.0 |= match self.rook(sq, occupied) {
                Some(a) => a.0,
                None => return None,
            };
        }
        if bishop {
            attacks.0 |= match self.bishop(sq, occupied) {
                Some(a) => a.0,
                None => return None,
            };
        }
        Some(attacks)
    }

    const fn rook(self, sq: Square, occupied: Bitboard) -> Option<Bitboard> {
        Some(match self {
            #[cfg(chess_lut_magic)]
            Strategy::Magic => super::magic::rook_attacks(sq, occupied),
            #[cfg(feature = "kindergarten")]
            Strategy::Kindergarten => super::kindergarten::rook_attacks(sq, occupied),
            Strategy::Hyperbola => super::hyperbola::rook_attacks(sq, occupied),
            Strategy::Dual => super::dual::rook_attacks(sq, occupied),
            Strategy::Calc => calc::rook_attacks_hq(sq, occupied),
            #[cfg(chess_lut_pext)]
            Strategy::Pext => portable_pext(&super::pext::ROOK_PEXT[sq as usize], occupied),
            #[cfg(chess_lut_pext_compact)]
            Strategy::PextCompact => {
                portable_pext_compact(&super::pext::ROOK_PEXT[sq as usize], occupied)
            }
            #[cfg(not(chess_lut_pext))]
            Strategy::Pext => return None,
            #[cfg(not(chess_lut_pext_compact))]
            Strategy::PextCompact => return None,
            #[cfg(not(chess_lut_magic))]
            Strategy::Magic => return None,
            #[cfg(not(feature = "kindergarten"))]
            Strategy::Kindergarten => return None,
        })
    }

    const fn bishop(self, sq: Square, occupied: Bitboard) -> Option<Bitboard> {
        Some(match self {
            #[cfg(chess_lut_magic)]
            Strategy::Magic => super::magic::bishop_attacks(sq, occupied),
            #[cfg(feature = "kindergarten")]
            Strategy::Kindergarten => super::kindergarten::bishop_attacks(sq, occupied),
            Strategy::Hyperbola => super::hyperbola::bishop_attacks(sq, occupied),
            Strategy::Dual => super::dual::bishop_attacks(sq, occupied),
            Strategy::Calc => calc::bishop_attacks_hq(sq, occupied),
            #[cfg(chess_lut_pext)]
            Strategy::Pext => portable_pext(&super::pext::BISHOP_PEXT[sq as usize], occupied),
            #[cfg(chess_lut_pext_compact)]
            Strategy::PextCompact => {
                portable_pext_compact(&super::pext::BISHOP_PEXT[sq as usize], occupied)
            }
            #[cfg(not(chess_lut_pext))]
            Strategy::Pext => return None,
            #[cfg(not(chess_lut_pext_compact))]
            Strategy::PextCompact => return None,
            #[cfg(not(chess_lut_magic))]
            Strategy::Magic => return None,
            #[cfg(not(feature = "kindergarten"))]
            Strategy::Kindergarten => return None,
        })
    }
}

/// The PEXT strategy's answer for one square's entry, the index gathered by
/// [`PextEntry::slot`](crate::tables::PextEntry::slot) instead of the instruction.
#[cfg(chess_lut_pext)]
const fn portable_pext(entry: &super::pext_entry::PextEntry, occupied: Bitboard) -> Bitboard {
    Bitboard(super::pext::PEXT_ATTACKS[entry.slot(occupied)])
}

/// The compact PEXT strategy's answer for one square's entry: the index gathered as
/// [`portable_pext`] does, the compact set's bits spread onto the rays by hand (what `pdep`
/// does).
#[cfg(chess_lut_pext_compact)]
const fn portable_pext_compact(
    entry: &super::pext_entry::PextEntry,
    occupied: Bitboard,
) -> Bitboard {
    let compact = super::pext_compact::PEXT_COMPACT_ATTACKS[entry.slot(occupied)] as u64;
    let (mut rays, mut bit, mut out) = (entry.rays, 1u64, 0u64);
    while rays != 0 {
        if compact & bit != 0 {
            out |= rays & rays.wrapping_neg();
        }
        bit <<= 1;
        rays &= rays - 1;
    }
    Bitboard(out)
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a string names no [`Strategy`]: its message lists the names.
///
/// ```
/// use chess_lut::sliders::{ParseStrategyError, Strategy};
/// assert_eq!("Magic".parse::<Strategy>(), Err(ParseStrategyError));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ParseStrategyError;

impl fmt::Display for ParseStrategyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a slider strategy: expected one of ")?;
        for (i, s) in Strategy::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(s.name())?;
        }
        Ok(())
    }
}

impl core::error::Error for ParseStrategyError {}

impl FromStr for Strategy {
    type Err = ParseStrategyError;

    /// A strategy by its name, exactly.
    fn from_str(s: &str) -> Result<Strategy, ParseStrategyError> {
        let mut i = 0;
        while i < Strategy::ALL.len() {
            if Strategy::ALL[i].name().as_bytes() == s.as_bytes() {
                return Ok(Strategy::ALL[i]);
            }
            i += 1;
        }
        Err(ParseStrategyError)
    }
}
