//! The descriptions of the tables whose lookups are written by hand (a magic index, a 0x88
//! difference, a branch): one constant each, named in the generated list ([`ALL`](super::ALL))
//! where its table's declaration says. The baked tables' descriptions are written from their
//! declarations.

use super::description::Coord::Arg;
use super::description::{
    Answer, AnswerKind, Axis, AxisKind, Description, Indexing, Matters, Relation, Value, View,
};
use super::read::*;
#[cfg(any(feature = "magic", chess_lut_pext))]
use super::slots::*;
use super::walk::*;
use crate::calc;
#[cfg(feature = "layouts")]
use crate::layouts;
use crate::sliders::Strategy;
use chess_lut_types::LineKind;
use chess_lut_types::Piece;

#[cfg(feature = "layouts")]
pub(super) const IN_BETWEEN_TRIANGULAR: Relation = Relation {
    table_name: "in-between-triangular",
    aliases: &[],
    description: Description {
        name: "layouts::in_between_triangular",
        twin: Some("calc::in_between"),
        doc: "The squares strictly between `a` and `b`, from a table of each unordered pair once.",
        axes: PAIR,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(IN_BETWEEN_TRIANGULAR: u64)
    },
    example: &["h8", "a1"],
    view: View::Set,
    indexing: Indexing::Triangular,
    limits: "",
    lookup: pair!(layouts::in_between_triangular),
    twin: pair!(calc::in_between),
};

#[cfg(feature = "layouts")]
pub(super) const IN_BETWEEN_X88: Relation = Relation {
    table_name: "in-between-x88",
    aliases: &[],
    description: Description {
        name: "layouts::in_between_x88",
        twin: Some("calc::in_between"),
        doc: "The squares strictly between `a` and `b`, from a table by 0x88 difference.",
        axes: PAIR,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(IN_BETWEEN_X88: u64)
    },
    example: &["c1", "a3"],
    view: View::Set,
    indexing: Indexing::X88Rotated,
    limits: "",
    lookup: pair!(layouts::in_between_x88),
    twin: pair!(calc::in_between),
};

pub(super) const X88_ATTACKS: Relation = Relation {
    table_name: "x88-attacks",
    aliases: &["attack"],
    description: Description {
        name: "attacks",
        twin: Some("calc::attacks"),
        doc: "Whether `attacker` on `from` attacks `to`, with `occupied` between.",
        axes: &[
            Axis::new(AxisKind::Attacker, "attacker"),
            Axis::new(AxisKind::Square, "from"),
            Axis::new(AxisKind::Square, "to"),
            Axis::new(AxisKind::Occupancy(Matters::Between), "occupied"),
        ],
        ty: "bool",
        answer: AnswerKind::YesNo,
        ..of_static!(X88_ATTACKS: u64)
    },
    example: &["queen", "d1"],
    view: View::Each,
    indexing: Indexing::X88Attacks,
    limits: "",
    lookup: |v| {
        args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
        Some(Answer::YesNo(crate::attacks(attacker, from, to, occupied)))
    },
    twin: |v| {
        args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
        Some(Answer::YesNo(calc::attacks(attacker, from, to, occupied)))
    },
};

pub(super) const LINE_MASKS: Relation = Relation {
    table_name: "line-masks",
    aliases: &[],
    description: Description {
        name: "line_mask",
        twin: Some("calc::line_mask"),
        doc: "The rank, file, diagonal or anti-diagonal through `through`, it included.",
        axes: &[
            Axis::new(AxisKind::Square, "through"),
            Axis::new(AxisKind::LineKind, "line"),
        ],
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(LINE_MASKS: u64)
    },
    example: &["e4", "diagonal"],
    view: View::Set,
    indexing: Indexing::Rows(&[Arg(1), Arg(0)]),
    limits: "",
    lookup: |v| {
        args!(v, a: Square, k: LineKind);
        set(crate::line_mask(a, k))
    },
    twin: |v| {
        args!(v, a: Square, k: LineKind);
        set(calc::line_mask(a, k))
    },
};

pub(super) const HYPERBOLA: Relation = Relation {
    table_name: "line-masks",
    aliases: &[],
    description: Description {
        name: "sliders::hyperbola",
        twin: Some("calc::rook_attacks, calc::bishop_attacks"),
        doc: "A slider's attacks from `on` with `occupied`, by hyperbola quintessence over the line masks.",
        axes: SLIDER_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(LINE_MASKS: u64)
    },
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::Hyperbola,
    limits: "",
    lookup: slider!(Strategy::Hyperbola),
    twin: walk_slider,
};

pub(super) const DUAL_MASKS: Relation = Relation {
    table_name: "dual-masks",
    aliases: &["dual"],
    description: Description {
        name: "sliders::dual",
        twin: Some("calc::rook_attacks, calc::bishop_attacks"),
        doc: "A slider's attacks from `on` with `occupied`: the file and diagonals side by side, the rank from the first-rank table.",
        axes: SLIDER_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(DUAL_MASKS: DualMasks)
    },
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::Dual,
    limits: "",
    lookup: slider!(Strategy::Dual),
    twin: walk_slider,
};

#[cfg(feature = "lines")]
pub(super) const INTERSECTION: Relation = Relation {
    table_name: "intersection",
    aliases: &[],
    description: Description {
        name: "intersection",
        twin: Some("calc::intersection"),
        doc: "The square where the line of `a` and the line of `b` cross, if they cross in one.",
        axes: &[
            Axis::new(AxisKind::Square, "a"),
            Axis::new(AxisKind::LineKind, "a's line"),
            Axis::new(AxisKind::Square, "b"),
            Axis::new(AxisKind::LineKind, "b's line"),
        ],
        ty: "Option<Square>",
        answer: AnswerKind::Square,
        ..of_static!(INTERSECTION: u8)
    },
    example: &["e1", "rank", "b3", "anti-diagonal"],
    view: View::Crossing,
    indexing: Indexing::Intersection,
    limits: "",
    lookup: |v| {
        args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
        Some(Answer::Square(crate::intersection(a, ka, b, kb)))
    },
    twin: |v| {
        args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
        Some(Answer::Square(calc::intersection(a, ka, b, kb)))
    },
};

pub(super) const FIRST_RANK_ATTACKS: Relation = Relation {
    table_name: "first-rank-attacks",
    aliases: &[],
    description: Description {
        name: "sliders::hyperbola::rook_attacks",
        twin: Some("calc::rook_attacks"),
        doc: "A rook's attacks from `rook on` along its rank, by the first-rank table.",
        axes: &[
            Axis::new(AxisKind::Square, "rook on"),
            Axis::new(
                AxisKind::Occupancy(Matters::Line(Some(LineKind::Rank))),
                "occupied",
            ),
        ],
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(FIRST_RANK_ATTACKS: u8)
    },
    example: &["d1"],
    view: View::Slider(Some(Piece::Rook)),
    indexing: Indexing::FirstRank,
    limits: "",
    lookup: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        along(Strategy::Hyperbola, sq, LineKind::Rank, occupied)
    },
    twin: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        walk_along(sq, LineKind::Rank, occupied)
    },
};

#[cfg(feature = "magic")]
pub(super) const ROOK_MAGICS: Relation = Relation {
    table_name: "rook-magics",
    aliases: &["rook-magic"],
    description: Description {
        name: "sliders::magic::rook_attacks",
        twin: Some("calc::rook_attacks"),
        doc: "A rook's attacks from `rook on` with `occupied`, by black magic.",
        axes: ROOK_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(ROOK_MAGICS: MagicEntry)
    },
    example: &["d4"],
    view: View::Entry(Piece::Rook, rook_magic_slot),
    indexing: Indexing::Magic,
    limits: "",
    lookup: slider!(Strategy::Magic, Piece::Rook),
    twin: walk_rook,
};

#[cfg(feature = "magic")]
pub(super) const BISHOP_MAGICS: Relation = Relation {
    table_name: "bishop-magics",
    aliases: &["bishop-magic"],
    description: Description {
        name: "sliders::magic::bishop_attacks",
        twin: Some("calc::bishop_attacks"),
        doc: "A bishop's attacks from `bishop on` with `occupied`, by black magic.",
        axes: BISHOP_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(BISHOP_MAGICS: MagicEntry)
    },
    example: &["d4"],
    view: View::Entry(Piece::Bishop, bishop_magic_slot),
    indexing: Indexing::Magic,
    limits: "",
    lookup: slider!(Strategy::Magic, Piece::Bishop),
    twin: walk_bishop,
};

#[cfg(feature = "magic")]
pub(super) const MAGIC_ATTACKS: Relation = Relation {
    table_name: "magic-attacks",
    aliases: &[],
    description: Description {
        name: "sliders::magic",
        twin: Some("calc::rook_attacks, calc::bishop_attacks"),
        doc: "A slider's attacks from `on` with `occupied`, by black magic.",
        axes: SLIDER_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(MAGIC_ATTACKS: u64)
    },
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::Magic,
    limits: "",
    lookup: slider!(Strategy::Magic),
    twin: walk_slider,
};

#[cfg(chess_lut_pext)]
pub(super) const ROOK_PEXT: Relation = Relation {
    table_name: "rook-pext",
    aliases: &[],
    description: Description {
        name: "sliders::pext::rook_attacks",
        twin: Some("calc::rook_attacks"),
        doc: "A rook's attacks from `rook on` with `occupied`, by PEXT.",
        axes: ROOK_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(ROOK_PEXT: PextEntry)
    },
    example: &["d4"],
    view: View::Entry(Piece::Rook, rook_pext_slot),
    indexing: Indexing::Pext,
    limits: "",
    lookup: slider!(Strategy::Pext, Piece::Rook),
    twin: walk_rook,
};

#[cfg(chess_lut_pext)]
pub(super) const BISHOP_PEXT: Relation = Relation {
    table_name: "bishop-pext",
    aliases: &[],
    description: Description {
        name: "sliders::pext::bishop_attacks",
        twin: Some("calc::bishop_attacks"),
        doc: "A bishop's attacks from `bishop on` with `occupied`, by PEXT.",
        axes: BISHOP_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(BISHOP_PEXT: PextEntry)
    },
    example: &["d4"],
    view: View::Entry(Piece::Bishop, bishop_pext_slot),
    indexing: Indexing::Pext,
    limits: "",
    lookup: slider!(Strategy::Pext, Piece::Bishop),
    twin: walk_bishop,
};

#[cfg(chess_lut_pext)]
pub(super) const PEXT_ATTACKS: Relation = Relation {
    table_name: "pext-attacks",
    aliases: &[],
    description: Description {
        name: "sliders::pext",
        twin: Some("calc::rook_attacks, calc::bishop_attacks"),
        doc: "A slider's attacks from `on` with `occupied`, by PEXT.",
        axes: SLIDER_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(PEXT_ATTACKS: u64)
    },
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::Pext,
    limits: "",
    lookup: slider!(Strategy::Pext),
    twin: walk_slider,
};

#[cfg(chess_lut_pext)]
pub(super) const PEXT_COMPACT_ATTACKS: Relation = Relation {
    table_name: "pext-compact-attacks",
    aliases: &[],
    description: Description {
        name: "sliders::pext_compact",
        twin: Some("calc::rook_attacks, calc::bishop_attacks"),
        doc: "A slider's attacks from `on` with `occupied`, by PEXT into a compact table spread with PDEP.",
        axes: SLIDER_ON,
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(PEXT_COMPACT_ATTACKS: u16)
    },
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::PextCompact,
    limits: "",
    lookup: slider!(Strategy::PextCompact),
    twin: walk_slider,
};

#[cfg(feature = "kindergarten")]
pub(super) const KINDERGARTEN_FILL_UP: Relation = Relation {
    table_name: "kindergarten-fill-up",
    aliases: &[],
    description: Description {
        name: "sliders::kindergarten",
        twin: Some("calc::rook_attacks, calc::bishop_attacks"),
        doc: "A slider's attacks from `on` along a rank or diagonal with `occupied`, by kindergarten fill-up.",
        axes: &[
            Axis::new(AxisKind::Square, "on"),
            Axis::new(AxisKind::LineKind, "line"),
            Axis::new(AxisKind::Occupancy(Matters::Line(None)), "occupied"),
        ],
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(KINDERGARTEN_FILL_UP: u64)
    },
    example: &["d4", "diagonal"],
    view: View::Slider(None),
    indexing: Indexing::KindergartenFillUp,
    limits: "it serves ranks and diagonals; files come from kindergarten-a-file",
    lookup: |v| {
        args!(v, sq: Square, kind: LineKind, occupied: Occupancy);
        // files come from the a-file table
        if kind == LineKind::File {
            return None;
        }
        along(Strategy::Kindergarten, sq, kind, occupied)
    },
    twin: |v| {
        args!(v, sq: Square, kind: LineKind, occupied: Occupancy);
        if kind == LineKind::File {
            return None;
        }
        walk_along(sq, kind, occupied)
    },
};

#[cfg(feature = "kindergarten")]
pub(super) const KINDERGARTEN_A_FILE: Relation = Relation {
    table_name: "kindergarten-a-file",
    aliases: &[],
    description: Description {
        name: "sliders::kindergarten::rook_attacks",
        twin: Some("calc::rook_attacks"),
        doc: "A rook's attacks from `rook on` along its file with `occupied`, by the kindergarten a-file table.",
        axes: &[
            Axis::new(AxisKind::Square, "rook on"),
            Axis::new(
                AxisKind::Occupancy(Matters::Line(Some(LineKind::File))),
                "occupied",
            ),
        ],
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(KINDERGARTEN_A_FILE: u64)
    },
    example: &["d1"],
    view: View::Slider(Some(Piece::Rook)),
    indexing: Indexing::KindergartenAFile,
    limits: "",
    lookup: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        along(Strategy::Kindergarten, sq, LineKind::File, occupied)
    },
    twin: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        walk_along(sq, LineKind::File, occupied)
    },
};

#[cfg(feature = "distances")]
pub(super) const DISTANCE_RINGS: Relation = Relation {
    table_name: "distance-rings",
    aliases: &[],
    description: Description {
        name: "distance_ring",
        twin: Some("calc::distance_ring"),
        doc: "The squares at king distance `distance` from `around`.",
        axes: &[
            Axis::new(AxisKind::Square, "around"),
            Axis::new(AxisKind::Distance, "distance"),
        ],
        ty: "Bitboard",
        answer: AnswerKind::Set,
        ..of_static!(DISTANCE_RINGS: u64)
    },
    example: &["e4", "2"],
    view: View::Set,
    indexing: Indexing::Rows(&[Arg(0), Arg(1)]),
    limits: "",
    lookup: |v| {
        args!(v, sq: Square, d: Distance);
        set(crate::distance_ring(sq, d))
    },
    twin: |v| {
        args!(v, sq: Square, d: Distance);
        set(calc::distance_ring(sq, d))
    },
};
