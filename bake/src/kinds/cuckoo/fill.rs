//! The cuckoo tables filled: the reversible moves in Stockfish's order, each keyed and
//! cuckoo-inserted at its first slot, pushing what was there to its other slot.

use super::{Cuckoo, MOVERS};
use crate::kinds::oracle;
use chess_lut_types::{Attacker, Color, Piece};

impl Cuckoo {
    /// The slot of `key` by its `k`th hash.
    pub(super) fn slot(&self, key: u64, k: usize) -> usize {
        (key >> self.shifts[k]) as usize & (self.slots - 1)
    }

    /// The reversible moves in insertion order: colour, piece, the lower square, the higher;
    /// each as its colour, piece, squares and key.
    pub(super) fn reversible(&self, keys: &[u64]) -> Vec<Reversible> {
        let mut moves = Vec::with_capacity(3668);
        for (c, color) in Color::ALL.into_iter().enumerate() {
            for (p, piece) in MOVERS.into_iter().enumerate() {
                let attacker = match piece {
                    Piece::Knight => Attacker::Knight,
                    Piece::Bishop => Attacker::Bishop,
                    Piece::Rook => Attacker::Rook,
                    Piece::Queen => Attacker::Queen,
                    _ => Attacker::King,
                };
                let of = |sq: u8| keys[(c * 5 + p) * 64 + usize::from(sq)];
                for from in 0..64u8 {
                    for to in from + 1..64 {
                        if oracle::attack_path(attacker, from, to).is_some() {
                            moves.push(Reversible {
                                color,
                                piece,
                                from,
                                to,
                                key: of(from) ^ of(to) ^ self.side,
                            });
                        }
                    }
                }
            }
        }
        moves
    }

    /// The slots: each key and its move (`from << 6 | to`), 0 and 0 where empty; or the move
    /// that found no place, or two moves of one key.
    pub(super) fn fill(&self, moves: &[Reversible]) -> Result<(Vec<u64>, Vec<u16>), String> {
        let mut by_key: Vec<&Reversible> = moves.iter().collect();
        by_key.sort_by_key(|m| m.key);
        if let Some(pair) = by_key.windows(2).find(|w| w[0].key == w[1].key) {
            return Err(format!(
                "the moves {} and {} have one key, {:#018x}: a probe could not tell them apart",
                pair[0], pair[1], pair[0].key
            ));
        }
        let (mut keys, mut stored) = (vec![0u64; self.slots], vec![0u16; self.slots]);
        for m in moves {
            // the move takes its first slot; a move it displaces goes to its other slot, and
            // so on, until one lands in an empty slot (a move is never 0) or too many moved
            let (mut key, mut code) = (m.key, u16::from(m.from) << 6 | u16::from(m.to));
            let mut slot = self.slot(key, 0);
            let mut placed = false;
            for _ in 0..self.slots {
                std::mem::swap(&mut keys[slot], &mut key);
                std::mem::swap(&mut stored[slot], &mut code);
                if code == 0 {
                    placed = true;
                    break;
                }
                slot = if slot == self.slot(key, 0) {
                    self.slot(key, 1)
                } else {
                    self.slot(key, 0)
                };
            }
            if !placed {
                return Err(format!(
                    "the move {m} (key {:#018x}) cannot be placed: {} moves displaced in turn, \
                     and none found a free slot (other keys, or more slots)",
                    m.key, self.slots
                ));
            }
        }
        Ok((keys, stored))
    }
}

/// A reversible move: a piece of a colour between two squares, the lower first, and its key.
pub(super) struct Reversible {
    pub(super) color: Color,
    pub(super) piece: Piece,
    pub(super) from: u8,
    pub(super) to: u8,
    pub(super) key: u64,
}

impl std::fmt::Display for Reversible {
    /// `white knight b1 c3`
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {} {} {}",
            self.color.name(),
            self.piece.name(),
            oracle::square_name(self.from),
            oracle::square_name(self.to)
        )
    }
}

/// What a test of the tables needs: the slots as they would be written.
#[cfg(test)]
pub(super) fn slots(cuckoo: &Cuckoo) -> Result<(Vec<u64>, Vec<u16>), String> {
    let keys = cuckoo.keys.clone()?;
    cuckoo.fill(&cuckoo.reversible(&keys))
}
