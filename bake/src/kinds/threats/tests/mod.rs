//! Stockfish's and Reckless's layouts, declared: their tables cell by cell and their indices over
//! the whole domain held against checksums of what the engines' own code gives (Stockfish's
//! `full_threats.cpp` at 762dd1d, SFNNv16; Reckless's `threat_index.rs` at 789de89), with the
//! samples worked by hand; and the declarations refused.

use chess_lut_types::Piece::*;
use chess_lut_types::{Color, Piece};

use super::Threats;
use super::layout::{Layout, attacks};
use crate::testing::holds;
use crate::{Bake, NoFeature, Orientation, ThreatArg, ThreatArg::*};

fn stockfish() -> Threats {
    Threats::new("full_threats", 16, |c, p| {
        (c as usize) << 3 | (p as usize + 1)
    })
    .targets(Pawn, &[Knight, Rook])
    .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
    .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
    .targets(Rook, &[Pawn, Knight, Bishop, Rook])
    .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
}

fn reckless() -> Threats {
    Threats::new("threat_index", 12, |c, p| (p as usize) << 1 | c as usize)
        .targets(Pawn, &[Pawn, Knight, Rook])
        .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
        .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
        .targets(Rook, &[Pawn, Knight, Bishop, Rook])
        .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
        .targets(King, &[Pawn, Knight, Bishop, Rook])
}

/// FNV-1a 64 over `bytes` in turn, and their sum as numbers: how the checksums were taken.
#[derive(Default)]
struct Checksum {
    hash: u64,
    sum: u64,
    count: u64,
}

impl Checksum {
    fn new() -> Checksum {
        Checksum {
            hash: 0xcbf2_9ce4_8422_2325,
            ..Checksum::default()
        }
    }

    fn add(&mut self, value: u64, bytes: &[u8]) {
        for &b in bytes {
            self.hash = (self.hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.sum += value;
        self.count += 1;
    }

    /// The places of a layout (each a byte).
    fn bytes(values: &[u8]) -> Checksum {
        let mut c = Checksum::new();
        for &v in values {
            c.add(u64::from(v), &[v]);
        }
        c
    }

    fn u32s(values: impl IntoIterator<Item = u32>) -> Checksum {
        let mut c = Checksum::new();
        for v in values {
            c.add(u64::from(v), &v.to_le_bytes());
        }
        c
    }
}

/// Every index of the whole domain in the engines' order (perspective, king square, attacker,
/// from, each attacked square upwards, attacked), as `visit` takes them: the perspective's view
/// (Black's or not, mirrored or not) and the threat.
fn walk(layout: &Layout, mut visit: impl FnMut(u32)) {
    for black in [false, true] {
        for king in 0..64u8 {
            for &(a, color, piece) in &layout.pieces {
                for from in 0..64u8 {
                    if piece == Pawn && !(8..56).contains(&from) {
                        continue;
                    }
                    let mut att = attacks(color, piece, from);
                    while att != 0 {
                        let to = att.trailing_zeros() as u8;
                        att &= att - 1;
                        for &(d, ..) in &layout.pieces {
                            visit(layout.index(black, king & 4 != 0, a, from, to, d));
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn stockfish_s_tables_are_its_own_cell_by_cell() {
    let layout = stockfish().layout().unwrap();
    assert_eq!(
        (layout.dimensions, layout.swap, layout.codes),
        (59808, 8, 16)
    );
    let pairs = Checksum::u32s(layout.pairs.iter().copied());
    assert_eq!((pairs.sum, pairs.hash), (12_080_544, 0x18f6_a88c_7d32_ed0e));
    let offsets = Checksum::u32s(layout.offsets.iter().copied());
    assert_eq!(
        (offsets.sum, offsets.hash),
        (236_376, 0x96d0_97fb_a6f6_a7b5)
    );
    let below = Checksum::bytes(&layout.below);
    assert_eq!((below.sum, below.hash), (237_258, 0x01f7_21ac_cf4c_5ed9));
}

/// Every index of Stockfish's whole domain is what its `make_index` gives, the ones that are no
/// feature included (its tables are its own, so those are too).
#[test]
fn stockfish_s_indices_are_its_own_over_the_whole_domain() {
    let layout = stockfish().layout().unwrap();
    let (mut all, mut features) = (Checksum::new(), Checksum::new());
    let mut most = 0;
    walk(&layout, |i| {
        all.add(u64::from(i), &i.to_le_bytes());
        most = most.max(i);
        if i < layout.dimensions {
            features.add(u64::from(i), &i.to_le_bytes());
        }
    });
    assert_eq!(all.count, 11_526_144);
    assert_eq!(
        (all.sum, all.hash),
        (486_009_810_944, 0xba3a_975b_230b_f325)
    );
    assert_eq!(most, 61_263);
    assert_eq!(
        (features.count, features.sum, features.hash),
        (6_823_936, 203_035_073_536, 0x4158_2f13_c000_c025)
    );
}

/// Reckless's layout: 66,864 features, its offsets and attack indices its own, and the index of
/// every threat of its whole domain that is a feature what its `threat_index` gives (which
/// marks no feature by a negative number, and here by one at or past the dimensions).
#[test]
fn reckless_s_features_are_its_own_over_the_whole_domain() {
    let layout = reckless().layout().unwrap();
    assert_eq!(
        (layout.dimensions, layout.swap, layout.codes),
        (66864, 1, 12)
    );
    let offsets = Checksum::u32s(layout.offsets.iter().copied());
    assert_eq!(
        (offsets.sum, offsets.hash),
        (236_376, 0xf4e1_8e46_142f_6fe5)
    );
    let below = Checksum::bytes(&layout.below);
    assert_eq!((below.sum, below.hash), (237_258, 0xfb9b_4aa8_d774_c709));
    let mut features = Checksum::new();
    walk(&layout, |i| {
        if i < layout.dimensions {
            features.add(u64::from(i), &i.to_le_bytes());
        }
    });
    assert_eq!(
        (features.count, features.sum, features.hash),
        (7_716_352, 258_628_079_872, 0xb27e_0401_40f4_2425)
    );
}

/// A sample: Black's view or not, the king's square, the attacker and its square, the attacked
/// square and piece, Stockfish's index, and Reckless's (none where it is no feature).
type Sample = (
    bool,
    u8,
    (Color, Piece),
    u8,
    u8,
    (Color, Piece),
    u32,
    Option<u32>,
);

/// The samples of both engines, worked by hand for the first: a white pawn on e4 attacking a
/// black knight on d5, White's king on e1 (mirrored: the pawn on d4, the knight on e5) is
/// Stockfish's 168 + 33 + 1 = 202 and Reckless's 336 + 33 + 1 = 370.
#[test]
fn the_engines_samples() {
    let (sf, rk) = (stockfish().layout().unwrap(), reckless().layout().unwrap());
    let sf_code = |c: Color, p: Piece| (c as usize) << 3 | (p as usize + 1);
    let rk_code = |c: Color, p: Piece| (p as usize) << 1 | c as usize;
    use Color::{Black, White};
    // (black's view, king, attacker, from, to, attacked, Stockfish's, Reckless's or none)
    let samples: [Sample; 16] = [
        (
            false,
            4,
            (White, Pawn),
            28,
            35,
            (Black, Knight),
            202,
            Some(370),
        ),
        (false, 4, (White, Pawn), 28, 35, (Black, Pawn), 59842, None),
        (
            false,
            2,
            (White, Knight),
            21,
            36,
            (Black, Pawn),
            2120,
            Some(2288),
        ),
        (
            true,
            62,
            (Black, Bishop),
            25,
            18,
            (White, Knight),
            6845,
            Some(7013),
        ),
        (false, 4, (White, Queen), 3, 59, (Black, Queen), 59912, None),
        (
            false,
            4,
            (Black, Queen),
            59,
            3,
            (White, Queen),
            52444,
            Some(56140),
        ),
        (
            true,
            60,
            (White, Rook),
            0,
            56,
            (Black, Rook),
            41650,
            Some(45346),
        ),
        (true, 60, (Black, Rook), 56, 0, (White, Rook), 59919, None),
        (
            false,
            4,
            (White, King),
            4,
            11,
            (White, Pawn),
            59825,
            Some(30089),
        ),
        (
            false,
            4,
            (White, Rook),
            0,
            8,
            (White, Pawn),
            8281,
            Some(8449),
        ),
        (
            true,
            57,
            (Black, Pawn),
            35,
            28,
            (White, Rook),
            286,
            Some(454),
        ),
        (
            false,
            6,
            (White, Knight),
            6,
            12,
            (White, Knight),
            59810,
            None,
        ),
        (
            false,
            6,
            (White, Knight),
            12,
            6,
            (White, Knight),
            711,
            Some(879),
        ),
        (
            true,
            3,
            (White, Queen),
            27,
            63,
            (Black, Bishop),
            48958,
            Some(52654),
        ),
        (
            false,
            63,
            (Black, Knight),
            57,
            42,
            (White, Queen),
            31915,
            Some(35611),
        ),
        (true, 0, (White, Bishop), 2, 20, (Black, King), 60330, None),
    ];
    for (black, king, (ca, pa), from, to, (cd, pd), sf_index, rk_index) in samples {
        let mirrored = king & 4 != 0;
        let i = sf.index(black, mirrored, sf_code(ca, pa), from, to, sf_code(cd, pd));
        assert_eq!(i, sf_index, "Stockfish's {pa:?} {from} -> {pd:?} {to}");
        let i = rk.index(black, mirrored, rk_code(ca, pa), from, to, rk_code(cd, pd));
        assert_eq!(
            (i < rk.dimensions).then_some(i),
            rk_index,
            "Reckless's {pa:?} {from} -> {pd:?} {to}"
        );
    }
}

mod refused;
mod source;
