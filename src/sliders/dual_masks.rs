//! The per-square entry of the dual hyperbola quintessence: the lines one AVX2 register slides
//! along at once.

/// One square's lines for [`sliders::dual`](crate::sliders::dual), in the order of an AVX2
/// register's lanes: its file, its diagonal, an empty lane and its anti-diagonal, each without
/// the square itself and up to the board's edges. Aligned to 32 bytes, so that one load fills
/// the register and no entry straddles a cache line. [`DUAL_MASKS`](crate::tables::DUAL_MASKS) holds
/// one per square.
///
/// ```
/// use chess_lut::tables::{DUAL_MASKS, DualMasks};
/// use chess_lut::{Bitboard, LineKind, Square::*};
/// let e4 = DUAL_MASKS[E4.index()];
/// assert_eq!(Bitboard(e4.file), chess_lut::line_mask(E4, LineKind::File).without(E4));
/// assert_eq!(Bitboard(e4.anti_diagonal).count(), 7); // a8 b7 c6 d5, f3 g2 h1
/// assert_eq!(e4.unused, 0);
/// assert_eq!(core::mem::align_of::<DualMasks>(), 32);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(C, align(32))]
pub struct DualMasks {
    /// The square's file.
    pub file: u64,
    /// Its diagonal (a1-h8 direction).
    pub diagonal: u64,
    /// Nothing: the lane or-ed onto the file when the register's halves are combined.
    pub unused: u64,
    /// Its anti-diagonal (h1-a8 direction).
    pub anti_diagonal: u64,
}

impl DualMasks {
    /// The fields in declaration order, as the registry lists them.
    ///
    /// ```
    /// use chess_lut::tables::DualMasks;
    /// let m = DualMasks { file: 1, diagonal: 2, unused: 0, anti_diagonal: 4 };
    /// assert_eq!(m.fields(), [1, 2, 0, 4]);
    /// ```
    pub const fn fields(&self) -> [u64; 4] {
        [self.file, self.diagonal, self.unused, self.anti_diagonal]
    }
}
