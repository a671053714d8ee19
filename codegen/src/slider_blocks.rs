//! Slider attack tables by occupancy: the relevant squares of each rook and bishop square, every
//! occupancy of them in a fixed order, the attacks for each by walking the board, and the black
//! magics that index the shared table.
//!
//! Nothing here computes an attack set with a bit trick: [`attacks`] walks square by square.
//! The magic multiplication appears only as what it is, the index function a table is laid out
//! for, and [`shared_table`] checks that no factor and no overlap puts two different attack
//! sets into one slot.

use crate::oracle::{self, BISHOP_DIRECTIONS, ROOK_DIRECTIONS, Step};

/// The two sliders with tables of their own (a queen is both).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slider {
    /// Ranks and files.
    Rook,
    /// Diagonals and anti-diagonals.
    Bishop,
}

impl Slider {
    /// Both, rook first: the order of the shared attack tables.
    pub const ALL: [Slider; 2] = [Slider::Rook, Slider::Bishop];

    /// Lower-case name: `rook`, `bishop`.
    pub fn name(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }

    /// How many bits a fixed-shift magic index has for this slider: 12 for a rook, 9 for a
    /// bishop, the most relevant squares any of its squares has.
    pub fn index_bits(self) -> u32 {
        match self {
            Slider::Rook => 12,
            Slider::Bishop => 9,
        }
    }

    /// The four directions the slider moves in.
    pub fn directions(self) -> &'static [Step; 4] {
        match self {
            Slider::Rook => &ROOK_DIRECTIONS,
            Slider::Bishop => &BISHOP_DIRECTIONS,
        }
    }
}

/// The squares a `slider` on `sq` attacks when the squares of `occupied` hold pieces: walk each
/// direction up to and including the first occupied square. No allocation, so that the build
/// script (unoptimised) can afford it for every occupancy.
pub fn attacks(sq: u8, slider: Slider, occupied: u64) -> u64 {
    let mut out = 0u64;
    for &(df, dr) in slider.directions() {
        let (mut f, mut r) = (oracle::file(sq) + df, oracle::rank(sq) + dr);
        // on the board: 0..8 both ways (a negative coordinate wraps to a huge u32). Plain
        // comparisons, no range call: the build script runs this 107,648 times unoptimised
        while (f as u32) < 8 && (r as u32) < 8 {
            let to = 8 * r + f;
            out |= 1 << to;
            if occupied >> to & 1 != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    out
}

/// The squares whose occupancy can change a slider's attacks from `sq`, lowest first: every
/// square of every ray but the last (a piece on the last square of a ray blocks nothing
/// beyond it).
pub fn relevant_squares(sq: u8, slider: Slider) -> Vec<u8> {
    let mut squares: Vec<u8> = slider
        .directions()
        .iter()
        .flat_map(|&dir| {
            let mut ray = oracle::ray(sq, dir);
            ray.pop();
            ray
        })
        .collect();
    squares.sort_unstable();
    squares
}

/// The occupancy numbered `index` of `squares`: bit `k` of `index` says whether `squares[k]` is
/// occupied. Index `i` of a PEXT table is this occupancy (`_pext_u64` is its inverse).
pub fn occupancy(squares: &[u8], index: usize) -> u64 {
    let mut occ = 0;
    for (k, &sq) in squares.iter().enumerate() {
        if index >> k & 1 != 0 {
            occ |= 1 << sq;
        }
    }
    occ
}

/// The bits of `set` among the squares of `mask`, lowest square first: bit `k` says whether
/// the `k`-th square of `mask` is in `set`. What the BMI2 instruction `pext` computes, here by
/// walking the squares of `mask`; the index of an occupancy in a PEXT table, and a compact
/// attack set over a square's rays.
///
/// ```
/// use chess_lut_codegen::slider_blocks::gather;
/// assert_eq!(gather(0b1010_0000, 0b1111_0000), 0b1010);
/// assert_eq!(gather(u64::MAX, 0x8001), 0b11);
/// ```
pub fn gather(set: u64, mask: u64) -> u64 {
    (0..64)
        .filter(|sq| mask >> sq & 1 != 0)
        .enumerate()
        .filter(|&(_, sq)| set >> sq & 1 != 0)
        .fold(0, |bits, (k, _)| bits | 1 << k)
}

/// Every occupancy of `squares`, numbered as [`occupancy`] numbers them: `2^len` sets, the
/// empty one first.
///
/// ```
/// use chess_lut_codegen::slider_blocks::occupancies;
/// assert_eq!(occupancies(&[0, 9]).collect::<Vec<_>>(), [0, 1, 1 << 9, 1 | 1 << 9]);
/// ```
pub fn occupancies(squares: &[u8]) -> impl Iterator<Item = u64> + '_ {
    (0..1usize << squares.len()).map(|i| occupancy(squares, i))
}

/// Where one square's block sits in the shared magic table: its magic factor, its offset, and
/// where the factor comes from. The data of [`crate::magic_factors`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placement {
    /// The magic factor.
    pub factor: u64,
    /// Where index 0 of the square's block lands in the shared table.
    pub offset: usize,
    /// Who found the factor.
    pub origin: Origin,
}

/// Who found a magic factor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Origin {
    /// The black magics of Volker Annuss and Niklas Fiekas
    /// (talkchess.com/forum/viewtopic.php?t=64790), as cozy-chess and Cfish use them.
    AnnussFiekas,
    /// `chess-lut magics --search` with this seed.
    Search(u64),
}

impl Origin {
    /// How the data file and the table's comments credit it.
    pub fn credit(self) -> String {
        match self {
            Origin::AnnussFiekas => "Annuss & Fiekas".into(),
            Origin::Search(seed) => format!("chess-lut search, seed {seed:#X}"),
        }
    }
}

/// How one square indexes the shared table of fixed-shift black magics:
/// `offset + ((occupied | not_mask) * factor >> shift)`, `shift` 52 for every rook square and
/// 55 for every bishop square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Magic {
    /// Every square but the relevant ones: or-ed into the occupancy, so that only the relevant
    /// squares vary the product (Volker Annuss's "black magic" form).
    pub not_mask: u64,
    /// The magic factor.
    pub factor: u64,
    /// `64 - index bits`: the index keeps the top 12 (rook) or 9 (bishop) bits of the product.
    pub shift: u32,
    /// Where index 0 of the square's block lands in the shared table.
    pub offset: usize,
}

impl Magic {
    /// The index of `occupied` within the square's block, before the offset.
    pub fn index_in_block(&self, occupied: u64) -> usize {
        // the shift leaves at most 12 bits: the cast cannot truncate
        ((occupied | self.not_mask).wrapping_mul(self.factor) >> self.shift) as usize
    }

    /// The slot of `occupied` in the shared table.
    pub fn index(&self, occupied: u64) -> usize {
        self.offset + self.index_in_block(occupied)
    }
}

/// How one square indexes a shared PEXT attack table: `offset + pext(occupied, mask)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pext {
    /// The relevant squares.
    pub mask: u64,
    /// Where the square's block starts in the shared table.
    pub offset: usize,
}

/// Every square's relevant squares and the attacks for each of their occupancies, in index
/// order: what the magic and the PEXT tables hold, each in its own order.
pub struct Blocks {
    /// The slider.
    pub slider: Slider,
    /// By square: the relevant squares, lowest first.
    pub squares: Vec<Vec<u8>>,
    /// By square: occupancy `i` of the relevant squares at index `i` (see [`occupancy`]).
    pub occupancies: Vec<Vec<u64>>,
    /// By square: the attacks for occupancy `i` at index `i` (the PEXT order).
    pub attacks: Vec<Vec<u64>>,
}

impl Blocks {
    /// Walk the board for every square and every occupancy of its relevant squares.
    pub fn new(slider: Slider) -> Blocks {
        let squares: Vec<Vec<u8>> = (0..64).map(|sq| relevant_squares(sq, slider)).collect();
        let mut occupancies = Vec::with_capacity(64);
        let mut all_attacks = Vec::with_capacity(64);
        for (sq, relevant) in (0..64u8).zip(&squares) {
            let n = 1usize << relevant.len();
            let (mut occ, mut att) = (Vec::with_capacity(n), Vec::with_capacity(n));
            for i in 0..n {
                let o = occupancy(relevant, i);
                occ.push(o);
                att.push(attacks(sq, slider, o));
            }
            occupancies.push(occ);
            all_attacks.push(att);
        }
        Blocks {
            slider,
            squares,
            occupancies,
            attacks: all_attacks,
        }
    }

    /// The relevant squares of `sq` as a bitboard.
    pub fn mask(&self, sq: u8) -> u64 {
        oracle::bitboard(self.squares[usize::from(sq)].iter().copied())
    }

    /// How many entries all the blocks hold together.
    pub fn len(&self) -> usize {
        self.attacks.iter().map(Vec::len).sum()
    }

    /// Whether there are no entries (never).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The PEXT parameters: each square's mask and where its block starts, blocks in square
    /// order from `first_offset`.
    pub fn pext_params(&self, first_offset: usize) -> Vec<Pext> {
        let mut offset = first_offset;
        (0..64u8)
            .map(|sq| {
                let p = Pext {
                    mask: self.mask(sq),
                    offset,
                };
                offset += self.attacks[usize::from(sq)].len();
                p
            })
            .collect()
    }

    /// The magic of square `sq` with `placement`.
    pub fn magic(&self, sq: u8, placement: Placement) -> Magic {
        Magic {
            not_mask: !self.mask(sq),
            factor: placement.factor,
            shift: 64 - self.slider.index_bits(),
            offset: placement.offset,
        }
    }

    /// The slots `factor` uses for square `sq`: each index within the block (before the offset)
    /// with the attack set every occupancy sent there has, ascending. `Err` with two
    /// occupancies that it sends to one index with different attacks (a destructive
    /// collision).
    pub fn slots(&self, sq: u8, factor: u64) -> Result<Vec<(usize, u64)>, (u64, u64)> {
        let s = usize::from(sq);
        let magic = Magic {
            not_mask: !self.mask(sq),
            factor,
            shift: 64 - self.slider.index_bits(),
            offset: 0,
        };
        let mut block: Vec<Option<(u64, u64)>> = vec![None; 1 << self.slider.index_bits()];
        for (&occ, &att) in self.occupancies[s].iter().zip(&self.attacks[s]) {
            let slot = &mut block[magic.index_in_block(occ)];
            match *slot {
                Some((other, seen)) if seen != att => return Err((other, occ)),
                Some(_) => {}
                None => *slot = Some((occ, att)),
            }
        }
        Ok(block
            .into_iter()
            .enumerate()
            .filter_map(|(i, v)| v.map(|(_, att)| (i, att)))
            .collect())
    }
}

/// The shared attack table of every rook and bishop square's block, each placed at its offset:
/// blocks overlap wherever one's used slots fall into another's unused ones.
pub struct SharedTable {
    /// Every rook square's magic, then every bishop square's.
    pub magics: [Vec<Magic>; 2],
    /// The attack sets by slot; 0 where no square's block uses the slot.
    pub values: Vec<u64>,
    /// For each line of `line` slots, which squares use a slot in it: bit `k` rook square `k`,
    /// bit `64 + k` bishop square `k`.
    pub owners: Vec<u128>,
}

/// How many slots from its offset `sliders::magic` reads each square's block as, a bishop's
/// too: a rook's index count, the most any block has. The shared table runs at least this far
/// past every offset, so that one array type holds every block and no index needs a bounds check.
pub const BLOCK_SLOTS: usize = 1 << 12;

/// The shared table for `placements` (the rook squares', then the bishop squares'), its owners
/// counted by lines of `line` slots. Fails, naming the square, if a factor sends two
/// occupancies with different attacks to one slot, or if two blocks put different attack sets
/// into one slot.
pub fn shared_table(
    blocks: &[Blocks; 2],
    placements: [&[Placement; 64]; 2],
    line: usize,
) -> Result<SharedTable, String> {
    let mut values: Vec<Option<(u64, u8, Slider)>> = Vec::new();
    let mut owners: Vec<u128> = Vec::new();
    let mut magics = [Vec::with_capacity(64), Vec::with_capacity(64)];
    for (k, (blocks, placements)) in blocks.iter().zip(placements).enumerate() {
        let slider = blocks.slider;
        for (sq, &placement) in (0..64u8).zip(placements) {
            let name = || format!("the {} magic of {}", slider.name(), oracle::square_name(sq));
            let slots = blocks.slots(sq, placement.factor).map_err(|(a, b)| {
                format!(
                    "{} sends occupancies 0x{a:016X} and 0x{b:016X}, whose attacks differ, to                      one slot",
                    name()
                )
            })?;
            for (i, att) in slots {
                let at = placement.offset + i;
                if at >= values.len() {
                    values.resize(at + 1, None);
                    owners.resize(at / line + 1, 0);
                }
                match values[at] {
                    Some((other, osq, oslider)) if other != att => {
                        return Err(format!(
                            "{} puts an attack set into slot {at}, which the {} magic of {}                              fills with another",
                            name(),
                            oslider.name(),
                            oracle::square_name(osq)
                        ));
                    }
                    _ => values[at] = Some((att, sq, slider)),
                }
                owners[at / line] |= 1 << (64 * k + usize::from(sq));
            }
            magics[k].push(blocks.magic(sq, placement));
            // every index a rook's block has (4096, the longest) is in the table from this
            // block's offset, used or not: the lookup holds every block, a bishop's too, as an
            // array of 4096
            let end = placement.offset + BLOCK_SLOTS;
            if end > values.len() {
                values.resize(end, None);
                owners.resize(end.div_ceil(line), 0);
            }
        }
    }
    Ok(SharedTable {
        magics,
        // a slot no occupancy reaches is never read; zero keeps the table deterministic
        values: values.into_iter().map(|v| v.map_or(0, |v| v.0)).collect(),
        owners,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> u8 {
        let b = name.as_bytes();
        (b[1] - b'1') * 8 + (b[0] - b'a')
    }

    #[test]
    fn relevant_squares_leave_out_the_edges_of_each_ray() {
        let names = |v: Vec<u8>| v.into_iter().map(oracle::square_name).collect::<Vec<_>>();
        assert_eq!(
            names(relevant_squares(sq("a1"), Slider::Rook)),
            [
                "b1", "c1", "d1", "e1", "f1", "g1", "a2", "a3", "a4", "a5", "a6", "a7"
            ]
        );
        assert_eq!(relevant_squares(sq("d4"), Slider::Rook).len(), 10);
        assert_eq!(relevant_squares(sq("d4"), Slider::Bishop).len(), 9);
        assert_eq!(relevant_squares(sq("a1"), Slider::Bishop).len(), 6);
        let total =
            |s: Slider| -> usize { (0..64).map(|q| 1 << relevant_squares(q, s).len()).sum() };
        assert_eq!(total(Slider::Rook), 102_400);
        assert_eq!(total(Slider::Bishop), 5_248);
    }

    #[test]
    fn walks_stop_at_the_first_piece() {
        let occ = oracle::bitboard([sq("d6"), sq("b4"), sq("d2")]);
        let expect =
            oracle::bitboard(["d5", "d6", "c4", "b4", "e4", "f4", "g4", "h4", "d3", "d2"].map(sq));
        assert_eq!(attacks(sq("d4"), Slider::Rook, occ), expect);
        assert_eq!(attacks(sq("a1"), Slider::Bishop, u64::MAX), 1 << sq("b2"));
    }

    #[test]
    fn occupancy_numbers_each_subset_once() {
        let squares = relevant_squares(sq("e4"), Slider::Bishop);
        let mut seen: Vec<u64> = (0..1 << squares.len())
            .map(|i| occupancy(&squares, i))
            .collect();
        assert_eq!(seen[0], 0);
        assert_eq!(seen[1], 1 << squares[0]);
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 1 << squares.len());
    }

    #[cfg(feature = "magic")]
    #[test]
    fn a_bad_factor_or_an_overlap_is_refused_with_its_square() {
        let blocks = [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)];
        let mut rook = crate::magic_factors::ROOK_PLACEMENTS;
        let bishop = crate::magic_factors::BISHOP_PLACEMENTS;
        assert!(shared_table(&blocks, [&rook, &bishop], 32).is_ok());
        rook[0].factor = 1;
        let err = shared_table(&blocks, [&rook, &bishop], 32).err().unwrap();
        assert!(err.contains("rook magic of a1 sends occupancies"), "{err}");
        // two blocks moved onto each other
        let mut rook = crate::magic_factors::ROOK_PLACEMENTS;
        rook[1].offset = rook[0].offset;
        let err = shared_table(&blocks, [&rook, &bishop], 32).err().unwrap();
        assert!(err.contains("rook magic of"), "{err}");
        assert!(err.contains("fills with another"), "{err}");
    }

    #[cfg(feature = "magic")]
    #[test]
    fn a_factor_s_slots_are_its_block_s_used_indices() {
        let blocks = Blocks::new(Slider::Bishop);
        let h8 = crate::magic_factors::BISHOP_PLACEMENTS[63];
        let slots = blocks.slots(63, h8.factor).unwrap();
        let magic = blocks.magic(63, h8);
        // every occupancy lands on a listed slot holding its attacks, and every slot is used
        for (&occ, &att) in blocks.occupancies[63].iter().zip(&blocks.attacks[63]) {
            let i = magic.index_in_block(occ);
            assert_eq!(slots.iter().find(|s| s.0 == i).map(|s| s.1), Some(att));
        }
        assert!(slots.len() <= 64 && slots.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(magic.shift, 55);
        assert_eq!(magic.not_mask, !blocks.mask(63));
    }
}
