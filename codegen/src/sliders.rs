//! Slider attack tables by occupancy: the relevant squares of each rook and bishop square, every
//! occupancy of them in a fixed order, the attacks for each by walking the board, and the fancy
//! magic numbers that index them.
//!
//! Nothing here computes an attack set with a bit trick: [`attacks`] walks square by square.
//! The magic multiplication appears only as what it is, the index function a table is laid out
//! for, and [`Blocks::magic_table`] checks that it puts no two different attack sets in one slot.

use crate::geometry::{self as geo, BISHOP_DIRECTIONS, ROOK_DIRECTIONS, Step};
use crate::rng::SplitMix64;

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
        let (mut f, mut r) = (geo::file(sq) + df, geo::rank(sq) + dr);
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
            let mut ray = geo::ray(sq, dir);
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

/// Every occupancy of `squares`, numbered as [`occupancy`] numbers them: `2^len` sets, the
/// empty one first.
///
/// ```
/// use chess_lut_codegen::sliders::occupancies;
/// assert_eq!(occupancies(&[0, 9]).collect::<Vec<_>>(), [0, 1, 1 << 9, 1 | 1 << 9]);
/// ```
pub fn occupancies(squares: &[u8]) -> impl Iterator<Item = u64> + '_ {
    (0..1usize << squares.len()).map(|i| occupancy(squares, i))
}

/// How one square indexes a shared fancy magic attack table:
/// `offset + ((occupied & mask) * factor >> shift)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Magic {
    /// The relevant squares.
    pub mask: u64,
    /// The magic factor.
    pub factor: u64,
    /// `64 - popcount(mask)`: the index keeps the top bits of the product.
    pub shift: u32,
    /// Where the square's block starts in the shared table.
    pub offset: usize,
}

impl Magic {
    /// The slot of `occupied` in the shared table.
    pub fn index(&self, occupied: u64) -> usize {
        // The shift leaves at most 12 bits: the cast cannot truncate.
        self.offset + ((occupied & self.mask).wrapping_mul(self.factor) >> self.shift) as usize
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
        geo::bitboard(self.squares[usize::from(sq)].iter().copied())
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

    /// The per-square parameters and the attack table for `magics`, blocks in square order,
    /// each `2^relevant` entries long, the first at `first_offset`. Fails with the square if a
    /// magic sends two occupancies with different attacks to one slot.
    pub fn magic_table(
        &self,
        factors: &[u64; 64],
        first_offset: usize,
    ) -> Result<(Vec<Magic>, Vec<u64>), String> {
        let mut params = Vec::with_capacity(64);
        let mut table = Vec::with_capacity(self.len());
        for (sq, pext) in self.pext_params(first_offset).into_iter().enumerate() {
            let (occupancies, attacks) = (&self.occupancies[sq], &self.attacks[sq]);
            let bits = self.squares[sq].len();
            let magic = Magic {
                mask: pext.mask,
                factor: factors[sq],
                shift: 64 - u32::try_from(bits).expect("at most 12 relevant squares"),
                offset: pext.offset,
            };
            let mut block: Vec<Option<u64>> = vec![None; attacks.len()];
            for (&occ, &att) in occupancies.iter().zip(attacks) {
                let slot = &mut block[magic.index(occ) - magic.offset];
                match *slot {
                    Some(other) if other != att => {
                        return Err(format!(
                            "the {} magic of {} sends two occupancies with different attacks \
                             to one slot",
                            self.slider.name(),
                            geo::square_name(u8::try_from(sq).expect("a square"))
                        ));
                    }
                    _ => *slot = Some(att),
                }
            }
            // a slot no occupancy reaches is never read; zero keeps the table deterministic
            table.extend(block.into_iter().map(|v| v.unwrap_or(0)));
            params.push(magic);
        }
        Ok((params, table))
    }
}

/// The seed of the search whose factors are [`crate::magics`]: `chess-lut magics` reruns it.
pub const SEED: u64 = 0x000C_0FFE_E0DD_BA11;

impl Blocks {
    /// The first magic for `sq` that the search seeded with `seed` finds, and how many
    /// candidates it tried, over this square's occupancies and attacks. Each square has a
    /// generator of its own (`seed` mixed with the square and the slider), so one square's result
    /// does not depend on another's.
    pub fn find_magic(&self, sq: u8, seed: u64) -> (u64, u64) {
        let s = usize::from(sq);
        let (occupancies, attacks) = (&self.occupancies[s], &self.attacks[s]);
        let mask = self.mask(sq);
        let shift = 64 - mask.count_ones();
        let mut rng = SplitMix64::new(
            seed ^ u64::from(sq).wrapping_mul(0x2545_F491_4F6C_DD1D) ^ self.slider as u64,
        );
        // slot -> (the attempt that last wrote it, what it wrote): no clearing between attempts
        let mut used = vec![(0u64, 0u64); occupancies.len()];
        let mut attempt = 0u64;
        loop {
            attempt += 1;
            // few bits set (about 8 of 64): such factors spread the relevant bits into the top
            // of the product far more often than dense ones
            let magic = rng.next() & rng.next() & rng.next();
            // the top byte of mask * magic must hold enough bits to spread the mask at all
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            let fits = occupancies.iter().zip(attacks).all(|(&occ, &att)| {
                let slot = &mut used[(occ.wrapping_mul(magic) >> shift) as usize];
                if slot.0 != attempt {
                    *slot = (attempt, att);
                    true
                } else {
                    slot.1 == att
                }
            });
            if fits {
                return (magic, attempt);
            }
        }
    }

    /// Every square's magic from the search seeded with `seed`, and how many candidates it
    /// tried in all.
    pub fn find_magics(&self, seed: u64) -> ([u64; 64], u64) {
        let mut out = [0; 64];
        let mut tries = 0;
        for (sq, m) in (0..64u8).zip(out.iter_mut()) {
            let (magic, n) = self.find_magic(sq, seed);
            *m = magic;
            tries += n;
        }
        (out, tries)
    }
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
        let names = |v: Vec<u8>| v.into_iter().map(geo::square_name).collect::<Vec<_>>();
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
        let occ = geo::bitboard([sq("d6"), sq("b4"), sq("d2")]);
        let expect =
            geo::bitboard(["d5", "d6", "c4", "b4", "e4", "f4", "g4", "h4", "d3", "d2"].map(sq));
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

    #[test]
    fn a_bad_factor_is_refused_with_its_square() {
        let err = Blocks::new(Slider::Bishop)
            .magic_table(&[1; 64], 0)
            .unwrap_err();
        assert!(err.contains("bishop magic of a1"), "{err}");
    }

    #[test]
    fn the_search_is_reproducible_and_its_magic_works() {
        let blocks = Blocks::new(Slider::Bishop);
        let (magic, tries) = blocks.find_magic(sq("h8"), 7);
        assert_eq!(blocks.find_magic(sq("h8"), 7), (magic, tries));
        // the stored magics with h8's replaced by the one just found: still a valid table
        let mut magics = crate::magics::BISHOP_FACTORS;
        magics[63] = magic;
        let (params, table) = blocks.magic_table(&magics, 100).unwrap();
        assert_eq!(params[0].offset, 100);
        assert_eq!(table.len(), 5_248);
        let h8 = params[63];
        assert_eq!(h8.shift, 58);
        for (i, &att) in blocks.attacks[63].iter().enumerate() {
            let occ = occupancy(&blocks.squares[63], i);
            assert_eq!(table[h8.index(occ) - 100], att);
        }
    }
}
