//! The per-square entry of the black magic tables, and the slot of an occupancy in the shared
//! attack table it points into.

use chess_lut_types::Bitboard;

/// One square's entry of a black magic table ([`ROOK_MAGICS`](crate::tables::ROOK_MAGICS), [`BISHOP_MAGICS`](crate::tables::BISHOP_MAGICS)): the attacks
/// of the slider on that square, for the occupied squares `occupied`, are
/// `MAGIC_ATTACKS[offset + ((occupied | not_mask) * factor >> shift)]`, with the slider's
/// fixed shift ([`ROOK_SHIFT`], [`BISHOP_SHIFT`]).
///
/// ```
/// use chess_lut::tables::{MAGIC_ATTACKS, ROOK_MAGICS, ROOK_SHIFT};
/// use chess_lut::{Bitboard, Square::*, rook_attacks};
///
/// let d4 = ROOK_MAGICS[D4.index()];
/// assert_eq!((!d4.not_mask).count_ones(), 10); // d2 d3 d5 d6 d7, b4 c4 e4 f4 g4
/// let occupied = D6.bitboard() | F4.bitboard();
/// let index = (occupied.0 | d4.not_mask).wrapping_mul(d4.factor) >> ROOK_SHIFT;
/// assert_eq!(Bitboard(MAGIC_ATTACKS[d4.offset as usize + index as usize]), rook_attacks(D4, occupied));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(C)]
pub struct MagicEntry {
    /// Every square but the relevant ones (those whose occupancy can change the attacks): or-ed
    /// into the occupancy, so that only the relevant squares vary the product.
    pub not_mask: u64,
    /// The magic factor: the product's top bits are the index.
    pub factor: u64,
    /// Where index 0 of the square's block lands in [`MAGIC_ATTACKS`](crate::tables::MAGIC_ATTACKS).
    pub offset: u64,
}

/// How far a rook's magic product is shifted down: every rook square's index has 12 bits.
pub const ROOK_SHIFT: u32 = 52;

/// How far a bishop's magic product is shifted down: every bishop square's index has 9 bits.
pub const BISHOP_SHIFT: u32 = 55;

impl MagicEntry {
    /// The slot of [`MAGIC_ATTACKS`](crate::tables::MAGIC_ATTACKS) that holds the attacks for the occupied squares
    /// `occupied`: `offset + ((occupied | not_mask) * factor >> shift)`, with the slider's fixed
    /// shift ([`ROOK_SHIFT`] or [`BISHOP_SHIFT`]). What `sliders::magic` reads, what
    /// `chess-lut show rook-magics` prints.
    ///
    /// ```
    /// use chess_lut::tables::{MAGIC_ATTACKS, ROOK_MAGICS, ROOK_SHIFT};
    /// use chess_lut::{Bitboard, Square::*, rook_attacks};
    /// let occupied = D6.bitboard() | F4.bitboard();
    /// let slot = ROOK_MAGICS[D4.index()].slot(occupied, ROOK_SHIFT);
    /// assert_eq!(Bitboard(MAGIC_ATTACKS[slot]), rook_attacks(D4, occupied));
    /// ```
    #[inline(always)]
    pub const fn slot(&self, occupied: Bitboard, shift: u32) -> usize {
        // the shift leaves at most 12 bits, the offset is below the table's length: neither
        // cast truncates
        let index = (occupied.0 | self.not_mask).wrapping_mul(self.factor) >> shift;
        self.offset as usize + index as usize
    }

    /// The fields in declaration order, as the registry lists them.
    ///
    /// ```
    /// let e = chess_lut::tables::ROOK_MAGICS[0];
    /// assert_eq!(e.fields(), [e.not_mask, e.factor, e.offset]);
    /// ```
    pub const fn fields(&self) -> [u64; 3] {
        [self.not_mask, self.factor, self.offset]
    }
}
