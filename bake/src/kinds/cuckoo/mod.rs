//! Cuckoo tables of reversible moves, from an engine's own Zobrist keys: what Stockfish's
//! `Position::init` fills at start-up for its upcoming-repetition test (Marcel van Kervinck's
//! scheme), baked instead, with a probe and a proof.

use crate::declaration::element::Element;
use crate::declaration::evaluate::catching;
use crate::kinds::oracle;
use crate::source::rust::Rust;
use crate::source::section::{Context, Section};
use chess_lut_types::table::AnswerKind;
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
    /// The engine's own functions of a key's first and second slot, where declared.
    slot_twins: Option<[String; 2]>,
    setup: Option<String>,
    /// The key twin's parameters in the engine's order, where declared.
    key_args: Option<Vec<KeyArg>>,
    /// The engine's code of each colour's each piece, `[color][piece]`, where declared.
    codes: Option<[[usize; 6]; 2]>,
    /// The engine's own moves, where declared.
    moves: Option<EngineMoves>,
}

/// One parameter of the key twin, in the order the engine's own key function takes them: see
/// [`Cuckoo::key_signature`]. Each is handed to the twin by `TryFrom`, so the twin takes the
/// engine's own types.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyArg {
    /// The piece's colour, from chess-lut's `Color`.
    Color,
    /// The piece's kind, from chess-lut's `Piece` (an engine that keys by colour and kind
    /// apart, as PlentyChess's `PIECE_SQUARES[side][piece][square]`).
    Piece,
    /// The engine's one code of the piece's colour and kind, a `usize` as
    /// [`piece_codes`](Cuckoo::piece_codes) numbers it (Stockfish's `psq[pc][sq]`).
    Code,
    /// The piece's square, from chess-lut's `Square`.
    Square,
}

impl KeyArg {
    /// The parameter's name in the proof and in messages.
    fn name(self) -> &'static str {
        match self {
            KeyArg::Color => "color",
            KeyArg::Piece => "piece",
            KeyArg::Code => "code",
            KeyArg::Square => "square",
        }
    }
}

/// The engine's own move type in the moves' static, as [`Cuckoo::moves`] declares it.
struct EngineMoves {
    /// The type the static holds, the type the probe answers, and how a read of the static
    /// becomes the answer ([`Element`]'s).
    stored: fn(&Rust) -> Rust,
    ret: fn(&Rust) -> Rust,
    wrap: fn(&Rust, Rust) -> Rust,
    bytes: usize,
    answer: AnswerKind,
    /// Each move from a lower square to a higher one, written as source and as JSON,
    /// `[from * 64 + to]` (empty texts elsewhere); or why one could not be.
    written: Result<Vec<(String, String)>, String>,
    /// The empty slot's value, written.
    empty: Result<(String, String), String>,
    /// The engine's move constructor, the proof's twin of every stored move.
    twin: String,
}

/// A value as source and as JSON.
fn written<M: Element>(value: &M) -> Result<(String, String), String> {
    let (mut source, mut json) = (String::new(), String::new());
    value.write(&mut source)?;
    value.json(&mut json)?;
    Ok((source, json))
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
            slot_twins: None,
            setup: None,
            key_args: None,
            codes: None,
            moves: None,
        }
    }

    /// The key twin's parameters in the engine's order: its own key function as it is, taking
    /// the piece by its one code ([`KeyArg::Code`], numbered by
    /// [`piece_codes`](Cuckoo::piece_codes)) or by colour and kind, and the square, in any order,
    /// each in the engine's own type (handed over by `TryFrom` from chess-lut's `Color`,
    /// `Piece` and `Square` and from the code's `usize`, so the engine implements
    /// `From<chess_lut::Square>` and the like for its types, under `#[cfg(test)]` if nothing
    /// else needs them). Without it, the key twin is exactly a `fn(Color, Piece, Square) ->
    /// u64` of chess-lut's types. Every build checks the twin's number of arguments and its
    /// `u64` answer; the proof, its arguments' types.
    ///
    /// Stockfish's `Zobrist::psq[pc][sq]`, its pieces numbered `color << 3 | kind + 1`, read by
    /// an engine's `fn psq(pc: Piece, sq: Square) -> Key`:
    ///
    /// ```
    /// use chess_lut_bake::{Bake, Cuckoo, KeyArg};
    /// # let key = |c: chess_lut_bake::types::Color, p: chess_lut_bake::types::Piece, sq: chess_lut_bake::types::Square| {
    /// #     let z = ((c as u64 * 6 + p as u64) * 64 + sq as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    /// #     let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    /// #     let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    /// #     z ^ (z >> 31)
    /// # };
    /// let mut bake = Bake::new();
    /// bake.cuckoo(
    ///     Cuckoo::new("cuckoo", key, 0x5EED)
    ///         .key_signature(&[KeyArg::Code, KeyArg::Square])
    ///         .piece_codes(|color, piece| (color as usize) << 3 | (piece as usize + 1))
    ///         .twin("crate::zobrist::psq", "crate::zobrist::side"),
    /// );
    /// let source = bake.source().unwrap();
    /// assert!(source.contains("impl<A0, A1> TwinOfTheTables for fn(A0, A1) -> u64 {}"));
    /// assert!(source.contains("let key = Keys::key(&crate::zobrist::psq, (code, from)) ^ Keys::key(&crate::zobrist::psq, (code, to)) ^ side;"));
    /// ```
    pub fn key_signature(mut self, args: &[KeyArg]) -> Cuckoo {
        self.key_args = Some(args.to_vec());
        self
    }

    /// The engine's one code of each colour's each piece, which a key twin taking
    /// [`KeyArg::Code`] is handed (Stockfish's `color << 3 | kind + 1`, Reckless's `kind << 1 |
    /// color`).
    pub fn piece_codes(mut self, code: impl Fn(Color, Piece) -> usize) -> Cuckoo {
        self.codes = Some(Color::ALL.map(|c| Piece::ALL.map(|p| code(c, p))));
        self
    }

    /// The engine's own move in the moves' static, instead of `from << 6 | to` as a `u16`:
    /// `make` gives the move from a lower square to a higher one (asked here, of every pair
    /// of squares a knight, bishop, rook, queen or king moves between), `empty` what an empty
    /// slot holds, both of a type the bake writes
    /// ([`Element`]: the engine's `Move`, shared with the build script by `#[path]`, or an
    /// integer of its own encoding), and `twin` the engine's move constructor, an absolute path
    /// to a function of the two squares (in the engine's types, by `TryFrom`) that the proof
    /// holds every stored move equal to. The static is then `[Move; N]`, and the probe answers
    /// `Option<Move>`, `None` for a key of no reversible move (the key 0 too, an empty slot's);
    /// the move type is `Copy`, and `PartialEq` for the proof. Stockfish's `cuckooMove`:
    ///
    /// ```
    /// use chess_lut_bake::{Bake, Cuckoo, Element, Rust};
    /// use chess_lut_bake::types::Square;
    ///
    /// // the engine's move, `from << 6 | to`, as its types module and the build script share it
    /// #[derive(Clone, Copy, PartialEq, Debug)]
    /// struct Move(u16);
    /// impl Element for Move {
    ///     fn rust_type(_: &Rust) -> Rust {
    ///         Rust::from("crate::types::Move")
    ///     }
    ///     fn write(&self, out: &mut String) -> Result<(), String> {
    ///         out.push_str(&format!("crate::types::Move({:#06x})", self.0));
    ///         Ok(())
    ///     }
    /// }
    /// # let key = |c: chess_lut_bake::types::Color, p: chess_lut_bake::types::Piece, sq: Square| {
    /// #     let z = ((c as u64 * 6 + p as u64) * 64 + sq as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    /// #     let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    /// #     let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    /// #     z ^ (z >> 31)
    /// # };
    /// let mut bake = Bake::new();
    /// bake.cuckoo(
    ///     Cuckoo::new("cuckoo", key, 0x5EED)
    ///         .moves(|from: Square, to: Square| Move((from as u16) << 6 | to as u16), Move(0), "crate::types::Move::new")
    ///         .twin("crate::zobrist::key", "crate::zobrist::side"),
    /// );
    /// let source = bake.source().unwrap();
    /// assert!(source.contains("pub static CUCKOO_MOVES: [crate::types::Move; 8192] = ["));
    /// assert!(source.contains("pub const fn cuckoo(key: u64) -> Option<crate::types::Move> {"));
    /// ```
    pub fn moves<M: Element>(
        mut self,
        make: impl Fn(Square, Square) -> M,
        empty: M,
        twin: &str,
    ) -> Cuckoo {
        let mut all = vec![(String::new(), String::new()); 4096];
        let mut unwritten = None;
        let asked = catching(&mut |at| {
            for from in Square::ALL {
                for &to in &Square::ALL[from as usize + 1..] {
                    // only a move some piece makes: a knight's, or a queen's or king's
                    let reached = [Attacker::Knight, Attacker::Queen, Attacker::King]
                        .into_iter()
                        .any(|a| oracle::attack_path(a, from as u8, to as u8).is_some());
                    if !reached {
                        continue;
                    }
                    *at = from as usize * 64 + to as usize;
                    match written(&make(from, to)) {
                        Ok(texts) => all[*at] = texts,
                        Err(e) => unwritten = unwritten.take().or(Some(e)),
                    }
                }
            }
        });
        let written_moves = match (asked, unwritten) {
            (Ok(()), None) => Ok(all),
            (Ok(()), Some(e)) => Err(format!("its moves cannot be written: {e}")),
            (Err((at, message)), _) => Err(format!(
                "its move function panicked at {} {}: {message}",
                Square::ALL[at / 64],
                Square::ALL[at % 64]
            )),
        };
        self.moves = Some(EngineMoves {
            stored: M::stored_type,
            ret: M::rust_type,
            wrap: M::wrap,
            bytes: M::bytes(),
            answer: M::answer(),
            written: written_moves,
            empty: written(&empty),
            twin: twin.trim().to_string(),
        });
        self
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

    /// The keys' twins, absolute paths to what the proof computes each move's key with, the
    /// engine's keys as it reads them: `key`, a `fn(Color, Piece, Square) -> u64` (its baked
    /// key table's lookup, say), or the engine's own key function of the parameters its
    /// [`key_signature`](Cuckoo::key_signature) declares; and `side`, a `fn() -> u64`. Either may
    /// name a `const` or `static` instead, or a field of one: `key` an array of the keys indexed
    /// by those parameters in their order, as integers (the piece's code; the colour, white 0;
    /// the kind, pawn 0 to king 5; the square, a1 0 to h8 63), and `side` a `u64`. Every build
    /// checks what they are, as a table's [`twin`](crate::Table::twin).
    ///
    /// Reckless's keys, a `const` struct, as the engine reads them (`ZOBRIST.pieces[piece][sq]`,
    /// its pieces numbered `kind << 1 | color`, and `ZOBRIST.side`):
    ///
    /// ```
    /// use chess_lut_bake::{Bake, Cuckoo, KeyArg};
    /// # let key = |c: chess_lut_bake::types::Color, p: chess_lut_bake::types::Piece, sq: chess_lut_bake::types::Square| {
    /// #     let z = ((c as u64 * 6 + p as u64) * 64 + sq as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    /// #     let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    /// #     let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    /// #     z ^ (z >> 31)
    /// # };
    /// let mut bake = Bake::new();
    /// bake.cuckoo(
    ///     Cuckoo::new("cuckoo", key, 0x5EED)
    ///         .key_signature(&[KeyArg::Code, KeyArg::Square])
    ///         .piece_codes(|color, piece| (piece as usize) << 1 | color as usize)
    ///         .twin("crate::types::ZOBRIST.pieces", "crate::types::ZOBRIST.side"),
    /// );
    /// let source = bake.source().unwrap();
    /// assert!(source.contains("impl<const N0: usize, const N1: usize> TwinOfTheTables for [[u64; N1]; N0] {}"));
    /// assert!(source.contains("let side = Side::side(&crate::types::ZOBRIST.side);"));
    /// ```
    pub fn twin(mut self, key: &str, side: &str) -> Cuckoo {
        self.twin = Some([key.trim().to_string(), side.trim().to_string()]);
        self
    }

    /// The engine's own functions of a key's first and second slot (absolute paths to
    /// functions of the key answering an integer), where the engine reads the statics itself
    /// rather than through the probe: the proof checks that, for the key of every reversible
    /// move, one of the two slots they give is the one the tables hold it in, so that a
    /// [`layout`](Cuckoo::layout) the engine does not probe fails naming both layouts, and the
    /// one to declare. Reckless's `h1` and `h2`, `(key >> 32) & 0x1fff` and `(key >> 48) &
    /// 0x1fff`:
    ///
    /// ```
    /// use chess_lut_bake::{Bake, Cuckoo};
    /// # let key = |c: chess_lut_bake::types::Color, p: chess_lut_bake::types::Piece, sq: chess_lut_bake::types::Square| {
    /// #     let z = ((c as u64 * 6 + p as u64) * 64 + sq as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    /// #     let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    /// #     let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    /// #     z ^ (z >> 31)
    /// # };
    /// let mut bake = Bake::new();
    /// bake.cuckoo(
    ///     Cuckoo::new("cuckoo", key, 0x5EED)
    ///         .layout(0x2000, 32, 48)
    ///         .twin("crate::zobrist::key", "crate::zobrist::side")
    ///         .slot_twins("crate::lookup::h1", "crate::lookup::h2"),
    /// );
    /// let source = bake.source().unwrap();
    /// assert!(source.contains("let found = [slot_of(crate::lookup::h1(engine(key))), slot_of(crate::lookup::h2(engine(key)))];"));
    /// ```
    pub fn slot_twins(mut self, first: &str, second: &str) -> Cuckoo {
        self.slot_twins = Some([first.trim().to_string(), second.trim().to_string()]);
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

impl std::fmt::Debug for Cuckoo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cuckoo")
            .field("name", &self.name)
            .field("slots", &self.slots)
            .field("twin", &self.twin)
            .field("slot_twins", &self.slot_twins)
            .finish_non_exhaustive()
    }
}

mod check;
mod fill;
mod probe;
mod proof;
mod source;
#[cfg(test)]
mod tests;
