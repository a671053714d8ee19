//! NNUE threat-input indices, from an engine's own layout: the three tables a network's threat
//! features are indexed by (Stockfish's `FullThreats`, Reckless's `threat_index`), which
//! engines fill at start-up, baked instead, with a `const fn` index and a proof.

mod index;
mod layout;
mod proof;
mod signature;
mod source;
#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::source::section::{Context, Section};
use chess_lut_types::{Color, Piece, Rank};

/// The threat-input indices of an NNUE network: one feature per (attacking piece, its square,
/// attacked piece, its square) that the layout counts, numbered densely. The layout is the
/// engine's own, declared whole, since every network changes it:
///
/// * **the pieces' numbering** ([`new`](Threats::new)): how many codes the engine's pieces take
///   and the code of each colour's each piece (Stockfish's `color << 3 | (piece + 1)` in 16 codes,
///   Reckless's `piece << 1 | color` in 12); the black view swaps colours by a xor of the codes;
/// * **the targets** ([`targets`](Threats::targets)): which pieces each kind of piece threatens,
///   in the order of their feature blocks (a block per target and colour, the perspective's
///   colour first); a pair not listed is no feature;
/// * **the pawns' ranks** ([`pawn_ranks`](Threats::pawn_ranks)): where a pawn's threats count
///   (the second to the seventh by default);
/// * **the semi-exclusion** ([`semi_excluded`](Threats::semi_excluded)): the pairs counted in one
///   direction only, where two pieces threaten each other, the one whose square is the higher
///   after orientation keeping it (by default a piece and another of its kind, but two pawns of
///   one colour, which never threaten each other);
/// * **the orientation** ([`Orientation`]): the board mirrored so that the perspective's king
///   stands on files a to d, and seen from Black's side (ranks flipped, colours swapped).
///
/// The blocks are laid out colour by colour (White's pieces, then Black's), pawn to king, each
/// attacking piece's block of one sub-block per target and colour, each of them the piece's
/// attacks on an empty board from every square in turn; a threat's index is its block's base,
/// the piece's attacks from the squares before its own, and the attacked square's place among
/// its attacks (how many lie below it).
///
/// The bake writes `{NAME}_PAIRS: [[[_; 2]; N]; N]` (an attacking and an attacked piece's base,
/// by whether the attacker's square is below the attacked one's; `{NAME}_EXCLUDED` where the
/// pair is no feature), `{NAME}_OFFSETS: [[_; 64]; N]` and `{NAME}_BELOW: [[[u8; 64]; 64]; N]`,
/// each in the smallest type that holds it, `{NAME}_DIMENSIONS`, and the `const fn {name}`:
/// one load from each table, in the engine's own [`signature`](Threats::signature) (by default
/// `(perspective, king, attacker, from, to, attacked) -> u32`, an index at or past
/// `{NAME}_DIMENSIONS` meaning no feature). With a [`twin`](Threats::twin), the engine's own
/// index function as it stands, a `#[cfg(test)]` proof holds the two equal on every threat of
/// the whole domain (both perspectives, every king square or both mirrorings, every piece on
/// every square, every square it attacks on an empty board, every piece there), and checks that
/// the features of one view are distinct. The bake refuses a layout whose features collide.
///
/// Stockfish's layout (SFNNv16, 59,808 features) and Reckless's (66,864):
///
/// ```
/// use chess_lut_bake::{Bake, Threats};
/// use chess_lut_bake::types::Piece::*;
///
/// let stockfish = Threats::new("full_threats", 16, |color, piece| (color as usize) << 3 | (piece as usize + 1))
///     .targets(Pawn, &[Knight, Rook])
///     .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
///     .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
///     .targets(Rook, &[Pawn, Knight, Bishop, Rook])
///     .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
///     .doc("Stockfish's threat-input index.")
///     .twin("crate::nnue::make_index");
/// let reckless = Threats::new("threat_index", 12, |color, piece| (piece as usize) << 1 | color as usize)
///     .targets(Pawn, &[Pawn, Knight, Rook])
///     .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
///     .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
///     .targets(Rook, &[Pawn, Knight, Bishop, Rook])
///     .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
///     .targets(King, &[Pawn, Knight, Bishop, Rook])
///     .twin("crate::nnue::threat_index");
/// let mut bake = Bake::new();
/// bake.threats(stockfish).threats(reckless);
/// let source = bake.source().unwrap();
/// assert!(source.contains("pub const FULL_THREATS_DIMENSIONS: u32 = 59808;"));
/// assert!(source.contains("pub const THREAT_INDEX_DIMENSIONS: u32 = 66864;"));
/// assert!(source.contains("pub static FULL_THREATS_PAIRS: [[[u16; 2]; 16]; 16] = ["));
/// assert!(source.contains("pub static THREAT_INDEX_BELOW: [[[u8; 64]; 64]; 12] = ["));
/// assert!(source.contains("fn full_threats_equals_its_twin() {"));
/// ```
pub struct Threats {
    name: String,
    doc: String,
    twin: Option<String>,
    setup: Option<String>,
    /// How many codes the engine's pieces are numbered in.
    codes: usize,
    /// The code of each colour's each piece, `[color][piece]`.
    code: [[usize; 6]; 2],
    /// Each kind of piece's targets, in the order of their blocks, by kind.
    targets: [Vec<Piece>; 6],
    pawn_ranks: RangeInclusive<Rank>,
    semi_excluded: fn((Color, Piece), (Color, Piece)) -> bool,
    orientation: Orientation,
    /// The index's parameters in the engine's order, where declared; else the orientation's
    /// default.
    signature: Option<Vec<ThreatArg>>,
    no_feature: NoFeature,
    /// The engine's own types the index takes, where declared: `[square, color, piece]`.
    types: [Option<String>; 3],
}

/// One parameter of the index (and of its twin), in the order the engine's own index function
/// takes them: see [`Threats::signature`].
///
/// ```
/// use chess_lut_bake::{ThreatArg::*, Bake, NoFeature, Threats};
/// use chess_lut_bake::types::Piece::*;
///
/// // Stockfish's layout, asked in its make_index's order, answering None for no feature
/// let threats = Threats::new("threat", 16, |color, piece| (color as usize) << 3 | (piece as usize + 1))
///     .targets(Pawn, &[Knight, Rook])
///     .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
///     .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
///     .targets(Rook, &[Pawn, Knight, Bishop, Rook])
///     .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
///     .signature(&[Perspective, Attacker, FromSquare, ToSquare, Attacked, KingSquare], NoFeature::Optional);
/// let mut bake = Bake::new();
/// bake.threats(threats);
/// assert!(bake.source().unwrap().contains("pub const fn threat(perspective: ::chess_lut::Color, \
///     attacker: usize, from: ::chess_lut::Square, to: ::chess_lut::Square, attacked: usize, \
///     king: ::chess_lut::Square) -> Option<usize> {"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ThreatArg {
    /// `perspective: Color`: the side whose view the feature is of (where the orientation
    /// flips the board for Black).
    Perspective,
    /// `king: Square`: the perspective's king, whose file says whether the board is mirrored
    /// (where the orientation mirrors it).
    KingSquare,
    /// `mirrored: bool`: whether the board is mirrored, as the engine has worked out from its
    /// king (where the orientation mirrors it): Reckless's `mirrored`.
    Mirrored,
    /// `attacker: usize`: the engine's code of the attacking piece.
    Attacker,
    /// `from: Square`: the attacking piece's square.
    FromSquare,
    /// `to: Square`: the attacked piece's square.
    ToSquare,
    /// `attacked: usize`: the engine's code of the attacked piece.
    Attacked,
}

impl ThreatArg {
    /// The parameter's name and its type's name in chess-lut (`Color`, `Square`) or Rust.
    pub(super) fn parameter(self) -> (&'static str, &'static str) {
        match self {
            ThreatArg::Perspective => ("perspective", "Color"),
            ThreatArg::KingSquare => ("king", "Square"),
            ThreatArg::Mirrored => ("mirrored", "bool"),
            ThreatArg::Attacker => ("attacker", "usize"),
            ThreatArg::FromSquare => ("from", "Square"),
            ThreatArg::ToSquare => ("to", "Square"),
            ThreatArg::Attacked => ("attacked", "usize"),
        }
    }
}

/// What the index returns for a threat that is no feature, and so its return type: the
/// engine's own convention, which its twin shares: [`ThreatArg`]'s example declares
/// [`Optional`](NoFeature::Optional), [`Threats::signature`]'s a
/// [`Sentinel`](NoFeature::Sentinel) and a [`Negative`](NoFeature::Negative).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoFeature {
    /// A `u32` at or past `{NAME}_DIMENSIONS`, as Stockfish's `make_index` answers its
    /// `Dimensions`: not the dimensions exactly (the index adds its loads to the pair's
    /// marker), so an engine tests `index < DIMENSIONS`, never `!= DIMENSIONS`.
    Sentinel,
    /// A negative `isize`, as Reckless's `threat_index` does: `{NAME}_PAIRS` then holds signed
    /// bases, `{NAME}_EXCLUDED` the type's least value, so that no feature stays negative with
    /// no test.
    Negative,
    /// `Option<usize>`: `None`.
    Optional,
}

impl NoFeature {
    /// The index's return type.
    pub(super) fn return_type(self) -> &'static str {
        match self {
            NoFeature::Sentinel => "u32",
            NoFeature::Negative => "isize",
            NoFeature::Optional => "Option<usize>",
        }
    }
}

/// How a threat is seen from a perspective: the squares mirrored and flipped, the colours
/// swapped, before it is indexed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Orientation {
    /// The files mirrored (`sq ^ 7`) where the perspective's king stands on the files e to h,
    /// so that it stands on a to d: by its square ([`ThreatArg::KingSquare`]), or by a flag the
    /// engine has worked out ([`ThreatArg::Mirrored`]).
    pub mirror: bool,
    /// For Black's perspective, the ranks flipped (`sq ^ 56`) and the colours swapped, so that
    /// the perspective's pieces are White's.
    pub flip: bool,
}

impl Default for Orientation {
    /// Both, as Stockfish and Reckless see a threat.
    fn default() -> Orientation {
        Orientation {
            mirror: true,
            flip: true,
        }
    }
}

/// The default semi-exclusion: a piece and another of its kind, but two pawns of one colour
/// (which never threaten each other).
fn same_kind((ca, pa): (Color, Piece), (cd, pd): (Color, Piece)) -> bool {
    pa == pd && (ca != cd || pa != Piece::Pawn)
}

impl Threats {
    /// The threat indices `name` (a snake_case identifier: the index function's name, and in
    /// upper case its statics' prefix), the engine's pieces numbered in `codes` codes, `code`
    /// giving each colour's each piece's. No piece threatens anything until its
    /// [`targets`](Threats::targets) are declared.
    pub fn new(name: &str, codes: usize, code: impl Fn(Color, Piece) -> usize) -> Threats {
        let code = Color::ALL.map(|c| Piece::ALL.map(|p| code(c, p)));
        Threats {
            name: name.to_string(),
            doc: String::new(),
            twin: None,
            setup: None,
            codes,
            code,
            targets: Default::default(),
            pawn_ranks: Rank::Second..=Rank::Seventh,
            semi_excluded: same_kind,
            orientation: Orientation::default(),
            signature: None,
            no_feature: NoFeature::Sentinel,
            types: Default::default(),
        }
    }

    /// The pieces a `piece` threatens, of either colour, in the order of their feature blocks.
    pub fn targets(mut self, piece: Piece, targets: &[Piece]) -> Threats {
        self.targets[piece as usize] = targets.to_vec();
        self
    }

    /// The ranks a pawn's threats count from (`Rank::Second..=Rank::Seventh` by default).
    pub fn pawn_ranks(mut self, ranks: RangeInclusive<Rank>) -> Threats {
        self.pawn_ranks = ranks;
        self
    }

    /// The pairs counted in one direction only (the attacker's square the higher, after
    /// orientation): by default a piece and another of its kind, but two pawns of one colour.
    pub fn semi_excluded(mut self, rule: fn((Color, Piece), (Color, Piece)) -> bool) -> Threats {
        self.semi_excluded = rule;
        self
    }

    /// How a threat is seen from a perspective (mirrored and flipped, by default).
    pub fn orientation(mut self, orientation: Orientation) -> Threats {
        self.orientation = orientation;
        self
    }

    /// What the index is, in Markdown: it documents the index function, above what the bake
    /// adds.
    pub fn doc(mut self, doc: &str) -> Threats {
        self.doc = doc.trim().to_string();
        self
    }

    /// The index's parameters in the engine's order, and what it returns for no feature: the
    /// shape of the engine's own index function, so that the baked one replaces it call for
    /// call and the start-up code it replaces is its [`twin`](Threats::twin) as it stands.
    ///
    /// `args` holds [`ThreatArg::Attacker`], [`ThreatArg::FromSquare`], [`ThreatArg::ToSquare`]
    /// and [`ThreatArg::Attacked`] once each; [`ThreatArg::Perspective`] where the [`Orientation`] flips the board for Black, and
    /// [`ThreatArg::KingSquare`] or [`ThreatArg::Mirrored`] where it mirrors it, and not
    /// otherwise. Without this, the index takes `(perspective, king, attacker, from, to,
    /// attacked)`, less those the orientation does not use, and returns a
    /// [`NoFeature::Sentinel`]. The variants are named `FromSquare` and `ToSquare`, not `From`
    /// and `To`, so that `use ThreatArg::*` hides neither the `From` trait nor anything else.
    ///
    /// Stockfish's `make_index(perspective, attacker, from, to, attacked, ksq)` and Reckless's
    /// `threat_index(piece, from, attacked, to, mirrored, pov) -> isize`:
    ///
    /// ```
    /// use chess_lut_bake::{ThreatArg::*, Bake, NoFeature, Threats};
    /// use chess_lut_bake::types::Piece::*;
    ///
    /// let stockfish = Threats::new("make_index", 16, |color, piece| (color as usize) << 3 | (piece as usize + 1))
    ///     .targets(Pawn, &[Knight, Rook])
    ///     .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
    ///     .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
    ///     .targets(Rook, &[Pawn, Knight, Bishop, Rook])
    ///     .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
    ///     .signature(&[Perspective, Attacker, FromSquare, ToSquare, Attacked, KingSquare], NoFeature::Sentinel);
    /// let reckless = Threats::new("threat_index", 12, |color, piece| (piece as usize) << 1 | color as usize)
    ///     .targets(Pawn, &[Pawn, Knight, Rook])
    ///     .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
    ///     .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
    ///     .targets(Rook, &[Pawn, Knight, Bishop, Rook])
    ///     .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
    ///     .targets(King, &[Pawn, Knight, Bishop, Rook])
    ///     .signature(&[Attacker, FromSquare, Attacked, ToSquare, Mirrored, Perspective], NoFeature::Negative);
    /// let mut bake = Bake::new();
    /// bake.threats(stockfish).threats(reckless);
    /// let source = bake.source().unwrap();
    /// assert!(source.contains("pub const fn make_index(perspective: ::chess_lut::Color, attacker: usize, \
    ///     from: ::chess_lut::Square, to: ::chess_lut::Square, attacked: usize, king: ::chess_lut::Square) -> u32 {"));
    /// assert!(source.contains("pub const fn threat_index(attacker: usize, from: ::chess_lut::Square, \
    ///     attacked: usize, to: ::chess_lut::Square, mirrored: bool, perspective: ::chess_lut::Color) -> isize {"));
    /// assert!(source.contains("pub const THREAT_INDEX_EXCLUDED: i32 = i32::MIN;"));
    /// ```
    ///
    /// A signature that lacks a parameter the layout needs, or has one twice or one it does not
    /// use, fails the build naming the table.
    pub fn signature(mut self, args: &[ThreatArg], no_feature: NoFeature) -> Threats {
        self.signature = Some(args.to_vec());
        self.no_feature = no_feature;
        self
    }

    /// The engine's own square type, an absolute path (`crate::types::Square`), as the index's
    /// squares (`from`, `to`, `king`): the index takes it and turns it into chess-lut's
    /// `Square` by `Into`, so that the engine's call sites stay as they are. The engine
    /// implements `From<its Square> for chess_lut::Square` (`Square::from_index_masked(sq.0)`,
    /// or a match), which inlines to nothing or to the mask its bounds need.
    ///
    /// With any of the engine's types the index is a plain `fn` (a trait's conversion is no
    /// `const`), and `{name}_const` the same index of chess-lut's types and the piece codes,
    /// for a `const` context; the proof asks the index through the engine's types, handing
    /// chess-lut's values over by `TryFrom` as it does to the [`twin`](Threats::twin) (so the
    /// engine implements `From<chess_lut::Square>` for its square, too, under `#[cfg(test)]`
    /// if nothing else needs it), and their conversions are proven with it. chess-lut's own
    /// type, or an integer, is refused: the index takes those without one.
    ///
    /// ```
    /// use chess_lut_bake::{ThreatArg::*, Bake, NoFeature, Threats};
    /// use chess_lut_bake::types::Piece::*;
    ///
    /// let reckless = Threats::new("threat_index", 12, |color, piece| (piece as usize) << 1 | color as usize)
    ///     .targets(Pawn, &[Pawn, Knight, Rook])
    ///     .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
    ///     .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
    ///     .targets(Rook, &[Pawn, Knight, Bishop, Rook])
    ///     .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
    ///     .targets(King, &[Pawn, Knight, Bishop, Rook])
    ///     .signature(&[Attacker, FromSquare, Attacked, ToSquare, Mirrored, Perspective], NoFeature::Negative)
    ///     .square_type("crate::types::Square")
    ///     .color_type("crate::types::Color")
    ///     .piece_type("crate::types::Piece");
    /// let mut bake = Bake::new();
    /// bake.threats(reckless);
    /// let source = bake.source().unwrap();
    /// assert!(source.contains("pub fn threat_index(attacker: crate::types::Piece, from: crate::types::Square, \
    ///     attacked: crate::types::Piece, to: crate::types::Square, mirrored: bool, perspective: crate::types::Color) -> isize {\n    \
    ///     threat_index_const(attacker.into(), from.into(), attacked.into(), to.into(), mirrored, perspective.into())\n}"));
    /// assert!(source.contains("pub const fn threat_index_const(attacker: usize, from: ::chess_lut::Square, \
    ///     attacked: usize, to: ::chess_lut::Square, mirrored: bool, perspective: ::chess_lut::Color) -> isize {"));
    /// ```
    pub fn square_type(mut self, path: &str) -> Threats {
        self.types[0] = Some(path.trim().to_string());
        self
    }

    /// The engine's own colour type, an absolute path, as the index's `perspective`, turned
    /// into chess-lut's `Color` by `Into`: as [`square_type`](Threats::square_type).
    pub fn color_type(mut self, path: &str) -> Threats {
        self.types[1] = Some(path.trim().to_string());
        self
    }

    /// The engine's own piece type, an absolute path, as the index's `attacker` and
    /// `attacked`, turned into the piece's code (a `usize`) by `Into`: the engine implements
    /// `From<its Piece> for usize`, giving the code its [`new`](Threats::new) numbers. As
    /// [`square_type`](Threats::square_type).
    pub fn piece_type(mut self, path: &str) -> Threats {
        self.types[2] = Some(path.trim().to_string());
        self
    }

    /// The engine's own type of a parameter, where declared.
    pub(super) fn engine_type(&self, arg: ThreatArg) -> Option<&str> {
        let at = match arg.parameter().1 {
            "Square" => 0,
            "Color" => 1,
            "usize" => 2,
            _ => return None,
        };
        self.types[at].as_deref()
    }

    /// What the twin needs run first: a path to a function of no argument (`fn()` or `unsafe
    /// fn()`), the engine's start-up code as it stands, such as the `initialize()` that fills
    /// the `static mut` tables its index reads. The generated proofs call it once, under a
    /// `std::sync::Once`, before any twin, whichever proof runs first; every build checks that
    /// it names such a function (`const _: unsafe fn() = crate::nnue::initialize;`).
    pub fn setup(mut self, path: &str) -> Threats {
        self.setup = Some(path.trim().to_string());
        self
    }

    /// The engine's own index function, an absolute path (`crate::nnue::threat_index`), which
    /// the proof holds the baked index against on every threat of the domain: the start-up
    /// code the tables replace, as it is. It takes the index's parameters in the order of its
    /// [`signature`](Threats::signature) and keeps its convention for no feature (an integer at
    /// or past the dimensions, or negative, or an `Option` of one); its integer type is its
    /// own (`u32`, `usize`, `isize`, `i32`…).
    ///
    /// Its parameters may be the engine's own types: the proof hands each argument over by
    /// `TryFrom` (an identity where the types are chess-lut's, and a conversion where they are
    /// integers: a piece's code as a `u8`, a square or a colour as a `u8` or `usize`), so an
    /// engine whose function takes its own `Square`, `Piece` and `Color` implements
    /// `From<chess_lut::Square>`, `From<usize>` (a piece from its code) and
    /// `From<chess_lut::Color>` for them, under `#[cfg(test)]` if nothing else needs them.
    /// Every build checks the twin's path, its number of arguments and that it answers an
    /// integer (or an `Option` of one), so a twin only the proof calls is no dead code; the
    /// types of its arguments the proof checks, under `cargo test`, where their conversions
    /// may live. A twin of [`NoFeature::Sentinel`] that answers a negative index fails the
    /// proof saying to declare [`NoFeature::Negative`].
    pub fn twin(mut self, path: &str) -> Threats {
        self.twin = Some(path.trim().to_string());
        self
    }

    /// The tables written: the three statics, the constants, the index, the check of its
    /// twin's signature, the proof and the descriptions.
    pub(crate) fn section(mut self, cx: &Context) -> Section {
        let setup = self.setup.take();
        match self.write(cx) {
            Ok(section) => section,
            Err(e) => Section::failed("threats", self.name, e),
        }
        .set_up_by(setup)
    }
}
