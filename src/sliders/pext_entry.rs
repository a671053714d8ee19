//! The per-square entry of the PEXT tables, and the slot of an occupancy in the tables it
//! points into.

use chess_lut_types::Bitboard;

/// One square's entry of the PEXT tables (`ROOK_PEXT`, `BISHOP_PEXT`, on BMI2 targets): the
/// attacks are `PEXT_ATTACKS[offset + pext(occupied, mask)]`, or compact,
/// `pdep(PEXT_COMPACT_ATTACKS[offset + pext(occupied, mask)], rays)`.
///
/// ```
/// use chess_lut::tables::PextEntry;
/// let entry = PextEntry { mask: 0x7E, rays: 0xFE, offset: 0 };
/// assert_eq!(entry.fields(), [0x7E, 0xFE, 0]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(C)]
pub struct PextEntry {
    /// The relevant squares.
    pub mask: u64,
    /// The squares the slider attacks on an empty board: a compact attack set's bits, in order.
    pub rays: u64,
    /// Where the square's block starts in `PEXT_ATTACKS` and `PEXT_COMPACT_ATTACKS`.
    pub offset: u64,
}

impl PextEntry {
    /// The slot of the PEXT tables (`PEXT_ATTACKS`, `PEXT_COMPACT_ATTACKS`) that holds the
    /// attacks for the occupied squares `occupied`: `offset` plus the bits of `occupied` on the
    /// `mask` squares, gathered in order (what the BMI2 instruction `pext` computes, here by a
    /// portable loop: `sliders::pext` uses the instruction and is tested equal to this).
    ///
    /// ```
    /// use chess_lut::Bitboard;
    /// use chess_lut::tables::PextEntry;
    /// let entry = PextEntry { mask: 0b1010_0110, rays: 0, offset: 100 };
    /// // the mask's squares 1, 2, 5, 7; the occupancy has 2 and 7: bits 1 and 3 of the index
    /// assert_eq!(entry.slot(Bitboard(0b1000_0100)), 100 + 0b1010);
    /// ```
    #[inline]
    pub const fn slot(&self, occupied: Bitboard) -> usize {
        let (mut mask, mut bit, mut index) = (self.mask, 1u64, 0u64);
        while mask != 0 {
            if occupied.0 & mask & mask.wrapping_neg() != 0 {
                index |= bit;
            }
            bit <<= 1;
            mask &= mask - 1;
        }
        self.offset as usize + index as usize
    }

    /// The fields in declaration order, as the registry lists them.
    pub const fn fields(&self) -> [u64; 3] {
        [self.mask, self.rays, self.offset]
    }
}
