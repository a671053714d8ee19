//! The slot of a slider entry's attack table that an occupancy reads: what `show` and the
//! explorer print beside a magic or PEXT entry.

#[cfg(feature = "magic")]
use crate::tables::{BISHOP_MAGICS, BISHOP_SHIFT, ROOK_MAGICS, ROOK_SHIFT};
use chess_lut_types::Bitboard;
use chess_lut_types::Square;

#[cfg(feature = "magic")]
pub(super) fn rook_magic_slot(sq: Square, occupied: Bitboard) -> usize {
    ROOK_MAGICS[sq as usize].slot(occupied, ROOK_SHIFT)
}

#[cfg(feature = "magic")]
pub(super) fn bishop_magic_slot(sq: Square, occupied: Bitboard) -> usize {
    BISHOP_MAGICS[sq as usize].slot(occupied, BISHOP_SHIFT)
}

#[cfg(chess_lut_pext)]
pub(super) fn rook_pext_slot(sq: Square, occupied: Bitboard) -> usize {
    crate::tables::ROOK_PEXT[sq as usize].slot(occupied)
}

#[cfg(chess_lut_pext)]
pub(super) fn bishop_pext_slot(sq: Square, occupied: Bitboard) -> usize {
    crate::tables::BISHOP_PEXT[sq as usize].slot(occupied)
}
