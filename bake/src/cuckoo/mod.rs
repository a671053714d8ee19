//! Cuckoo tables of reversible moves, from an engine's own Zobrist keys: what Stockfish's
//! `Position::init` fills at start-up for its upcoming-repetition test (Marcel van Kervinck's
//! scheme), baked instead, with a probe and a proof.

use crate::evaluate::catching;
use crate::oracle;
use crate::section::{Context, Section};
use chess_lut_types::{Attacker, Color, Piece, Square};

/// The cuckoo tables of an engine's reversible moves, for the upcoming-repetition test
/// Stockfish runs in its search: every move of a knight, bishop, rook, queen or king from one
/// square to another it reaches on an empty board (3,668 of them, each pair of squares once,
/// the lower first), keyed by the Zobrist keys of the piece on both squares and of the side to
/// move, xored, and cuckoo-inserted as Stockfish inserts them (colour, then piece, then the
/// lower square, then the higher; each at its first slot, pushing what was there to its other
/// slot). The same keys give the same 8,192 slots as Stockfish's start-up code.
///
/// The bake writes two statics, `{NAME}_KEYS: [u64; 8192]` and `{NAME}_MOVES: [u16; 8192]`
/// (Stockfish's `cuckoo` and `cuckooMove`: a move is `from << 6 | to`, 0 in an empty slot),
/// the `const fn` probe `{name}(key: u64) -> Option<(Square, Square)>`, and with a
/// [`twin`](Cuckoo::twin) a `#[cfg(test)]` proof: every reversible move sits in one of its
/// two slots with its key, every filled slot holds a reversible move and its key, and so no
/// move twice, and the probe finds each. A move whose insertion cannot finish (it and those it
/// displaces never reach a free slot) fails the build naming it, as do two moves of one key.
///
/// ```
/// use chess_lut_bake::{Bake, Cuckoo};
/// use chess_lut_bake::types::{Color, Piece, Square};
///
/// // an engine's keys: here the (color, piece, square)th output of SplitMix64
/// fn key(color: Color, piece: Piece, sq: Square) -> u64 {
///     let mut z = ((color as u64 * 6 + piece as u64) * 64 + sq as u64 + 1)
///         .wrapping_mul(0x9E37_79B9_7F4A_7C15);
///     z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
///     z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
///     z ^ (z >> 31)
/// }
/// let mut bake = Bake::new();
/// bake.cuckoo(
///     Cuckoo::new("cuckoo", key, 0x2545_F491_4F6C_DD1D)
///         .doc("The reversible moves by key, for the upcoming-repetition test.")
///         .twin("crate::zobrist::key", "crate::zobrist::side"),
/// );
/// let source = bake.source().unwrap();
/// assert!(source.contains("pub static CUCKOO_KEYS: [u64; 8192] = ["));
/// assert!(source.contains("pub static CUCKOO_MOVES: [u16; 8192] = ["));
/// assert!(source.contains("pub const fn cuckoo(key: u64) -> Option<(::chess_lut::Square, ::chess_lut::Square)> {"));
/// assert!(source.contains("fn cuckoo_holds_every_reversible_move() {"));
/// ```
pub struct Cuckoo {
    name: String,
    doc: String,
    /// Every non-pawn piece's key on every square, `[color][piece - 1][square]`.
    keys: Result<Vec<u64>, String>,
    side: u64,
    slots: usize,
    shifts: [u32; 2],
    twin: Option<[String; 2]>,
    setup: Option<String>,
}

/// The pieces whose moves are reversible, in Stockfish's order.
const MOVERS: [Piece; 5] = [
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
    Piece::King,
];

impl Cuckoo {
    /// The cuckoo tables `name` (the probe's name; the statics' in upper case, with `_KEYS`
    /// and `_MOVES`) of the keys `key` gives each piece of each colour on each square (asked
    /// now, of the knight to the king) and the side-to-move key `side`, in Stockfish's layout:
    /// 8,192 slots, a key's first slot `key & 0x1FFF` and its second `(key >> 16) & 0x1FFF`.
    pub fn new(name: &str, key: impl Fn(Color, Piece, Square) -> u64, side: u64) -> Cuckoo {
        let mut keys = Vec::with_capacity(2 * 5 * 64);
        let asked = catching(&mut |at| {
            for color in Color::ALL {
                for piece in MOVERS {
                    for sq in Square::ALL {
                        *at = keys.len();
                        keys.push(key(color, piece, sq));
                    }
                }
            }
        })
        .map(|()| keys)
        .map_err(|(at, message)| {
            let (color, piece, sq) = (at / 320, at / 64 % 5, at % 64);
            format!(
                "its key function panicked at {} {} {}: {message}",
                Color::ALL[color].name(),
                MOVERS[piece].name(),
                Square::ALL[sq]
            )
        });
        Cuckoo {
            name: name.to_string(),
            doc: String::new(),
            keys: asked,
            side,
            slots: 8192,
            shifts: [0, 16],
            twin: None,
            setup: None,
        }
    }

    /// What the tables are for, in Markdown: it documents the probe, above what the generator
    /// adds.
    pub fn doc(mut self, doc: &str) -> Cuckoo {
        self.doc = doc.trim().to_string();
        self
    }

    /// What the twin needs run first: a path to a function of no argument (`fn()` or `unsafe
    /// fn()`), the engine's start-up code as it stands, such as the `initialize()` that fills
    /// the `static mut` keys its key function reads. The generated proofs call it once, under a
    /// `std::sync::Once`, before any twin, whichever proof runs first; every build checks that
    /// it names such a function (`const _: unsafe fn() = crate::nnue::initialize;`).
    pub fn setup(mut self, path: &str) -> Cuckoo {
        self.setup = Some(path.trim().to_string());
        self
    }

    /// The keys' twins, absolute paths to functions the proof computes each move's key with:
    /// `key`, a `fn(Color, Piece, Square) -> u64` (the engine's keys as it reads them, its
    /// baked key table's lookup, say), and `side`, a `fn() -> u64`. Every build checks their
    /// signatures, as a table's [`twin`](super::Table::twin).
    pub fn twin(mut self, key: &str, side: &str) -> Cuckoo {
        self.twin = Some([key.trim().to_string(), side.trim().to_string()]);
        self
    }

    /// Another layout than Stockfish's: `slots` slots (a power of two, from 4,096 to 65,536),
    /// a key's first slot its bits from `first` up and its second its bits from `second` up,
    /// as many bits as index a slot.
    ///
    /// ```
    /// use chess_lut_bake::{Bake, Cuckoo};
    /// use chess_lut_bake::types::{Color, Piece, Square};
    /// // SplitMix64's outputs
    /// let key = |c: Color, p: Piece, sq: Square| {
    ///     let z = ((c as u64 * 6 + p as u64) * 64 + sq as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    ///     let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    ///     let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ///     z ^ (z >> 31)
    /// };
    /// let mut bake = Bake::new();
    /// bake.cuckoo(Cuckoo::new("cuckoo", key, 0x5EED).layout(16_384, 0, 32));
    /// let source = bake.source().unwrap();
    /// assert!(source.contains("pub static CUCKOO_KEYS: [u64; 16384] = ["));
    /// assert!(source.contains("((key >> 32) & 0x3FFF) as usize"));
    /// ```
    pub fn layout(mut self, slots: usize, first: u32, second: u32) -> Cuckoo {
        self.slots = slots;
        self.shifts = [first, second];
        self
    }

    /// The slot of `key` by its `k`th hash.
    fn slot(&self, key: u64, k: usize) -> usize {
        (key >> self.shifts[k]) as usize & (self.slots - 1)
    }

    /// Whether the layout is one the probe can index: what is wrong with it, if anything.
    fn check_layout(&self) -> Result<(), String> {
        let bits = self.slots.trailing_zeros();
        if !self.slots.is_power_of_two() || !(4096..=65_536).contains(&self.slots) {
            Err(format!(
                "{} slots: a cuckoo table has a power of two from 4096 to 65536",
                self.slots
            ))
        } else if self.shifts.iter().any(|&s| s + bits > 64) || self.shifts[0] == self.shifts[1] {
            Err(format!(
                "its hashes, the bits from {} and from {} up, are not two slots of a 64-bit key",
                self.shifts[0], self.shifts[1]
            ))
        } else {
            Ok(())
        }
    }

    /// The reversible moves in insertion order: colour, piece, the lower square, the higher;
    /// each as its colour, piece, squares and key.
    fn moves(&self, keys: &[u64]) -> Vec<Reversible> {
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
    fn fill(&self, moves: &[Reversible]) -> Result<(Vec<u64>, Vec<u16>), String> {
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

    /// The tables written: the two statics, the probe, the check of the twins and the proof,
    /// and the statics' descriptions.
    #[doc(hidden)]
    pub fn section(mut self, cx: &Context) -> Section {
        let setup = self.setup.take();
        match self.write(cx) {
            Ok(section) => section,
            Err(e) => Section::failed("cuckoo", self.name, e),
        }
        .set_up_by(setup)
    }
}

/// A reversible move: a piece of a colour between two squares, the lower first, and its key.
struct Reversible {
    color: Color,
    piece: Piece,
    from: u8,
    to: u8,
    key: u64,
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

impl std::fmt::Debug for Cuckoo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cuckoo")
            .field("name", &self.name)
            .field("slots", &self.slots)
            .field("twin", &self.twin)
            .finish_non_exhaustive()
    }
}

/// What a test of the tables needs: the slots as they would be written.
#[cfg(test)]
pub(super) fn slots(cuckoo: &Cuckoo) -> Result<(Vec<u64>, Vec<u16>), String> {
    let keys = cuckoo.keys.clone()?;
    cuckoo.fill(&cuckoo.moves(&keys))
}

mod source;
#[cfg(test)]
mod tests;
