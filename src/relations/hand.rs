//! The descriptions of the tables whose lookups are written by hand (a magic index, a 0x88
//! difference, a branch): one constant each, named in the generated list ([`ALL`](super::ALL))
//! where its table's declaration says. The baked tables' descriptions are written from their
//! declarations.

use super::description::Coord::Arg;
use super::description::{Answer, Indexing, Kind, Matters, Relation, Value, View};
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
    table: "in-between-triangular",
    aliases: &[],
    function: "layouts::in_between_triangular",
    twin: "calc::in_between",
    args: PAIR,
    example: &["h8", "a1"],
    view: View::Set,
    indexing: Indexing::Triangular,
    limits: "",
    lookup: pair!(layouts::in_between_triangular),
    calc: pair!(calc::in_between),
};

#[cfg(feature = "layouts")]
pub(super) const IN_BETWEEN_X88: Relation = Relation {
    table: "in-between-x88",
    aliases: &[],
    function: "layouts::in_between_x88",
    twin: "calc::in_between",
    args: PAIR,
    example: &["c1", "a3"],
    view: View::Set,
    indexing: Indexing::X88Rotated,
    limits: "",
    lookup: pair!(layouts::in_between_x88),
    calc: pair!(calc::in_between),
};

pub(super) const X88_ATTACKS: Relation = Relation {
    table: "x88-attacks",
    aliases: &["attack"],
    function: "attacks",
    twin: "calc::attacks",
    args: &[
        (Kind::Attacker, "attacker"),
        (Kind::Square, "from"),
        (Kind::Square, "to"),
        (Kind::Occupancy(Matters::Between), "occupied"),
    ],
    example: &["queen", "d1"],
    view: View::Each,
    indexing: Indexing::X88Attacks,
    limits: "",
    lookup: |v| {
        args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
        Some(Answer::YesNo(crate::attacks(attacker, from, to, occupied)))
    },
    calc: |v| {
        args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
        Some(Answer::YesNo(calc::attacks(attacker, from, to, occupied)))
    },
};

pub(super) const LINE_MASKS: Relation = Relation {
    table: "line-masks",
    aliases: &[],
    function: "line_mask",
    twin: "calc::line_mask",
    args: &[(Kind::Square, "through"), (Kind::LineKind, "line")],
    example: &["e4", "diagonal"],
    view: View::Set,
    indexing: Indexing::Rows(&[Arg(1), Arg(0)]),
    limits: "",
    lookup: |v| {
        args!(v, a: Square, k: LineKind);
        set(crate::line_mask(a, k))
    },
    calc: |v| {
        args!(v, a: Square, k: LineKind);
        set(calc::line_mask(a, k))
    },
};

pub(super) const HYPERBOLA: Relation = Relation {
    table: "line-masks",
    aliases: &[],
    function: "sliders::hyperbola",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::Hyperbola,
    limits: "",
    lookup: slider!(Strategy::Hyperbola),
    calc: walk_slider,
};

pub(super) const DUAL_MASKS: Relation = Relation {
    table: "dual-masks",
    aliases: &["dual"],
    function: "sliders::dual",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::Dual,
    limits: "",
    lookup: slider!(Strategy::Dual),
    calc: walk_slider,
};

#[cfg(feature = "lines")]
pub(super) const INTERSECTION: Relation = Relation {
    table: "intersection",
    aliases: &[],
    function: "intersection",
    twin: "calc::intersection",
    args: &[
        (Kind::Square, "a"),
        (Kind::LineKind, "a's line"),
        (Kind::Square, "b"),
        (Kind::LineKind, "b's line"),
    ],
    example: &["e1", "rank", "b3", "anti-diagonal"],
    view: View::Crossing,
    indexing: Indexing::Intersection,
    limits: "",
    lookup: |v| {
        args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
        Some(Answer::Square(crate::intersection(a, ka, b, kb)))
    },
    calc: |v| {
        args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
        Some(Answer::Square(calc::intersection(a, ka, b, kb)))
    },
};

pub(super) const FIRST_RANK_ATTACKS: Relation = Relation {
    table: "first-rank-attacks",
    aliases: &[],
    function: "sliders::hyperbola::rook_attacks",
    twin: "calc::rook_attacks",
    args: &[
        (Kind::Square, "rook on"),
        (
            Kind::Occupancy(Matters::Line(Some(LineKind::Rank))),
            "occupied",
        ),
    ],
    example: &["d1"],
    view: View::Slider(Some(Piece::Rook)),
    indexing: Indexing::FirstRank,
    limits: "",
    lookup: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        along(Strategy::Hyperbola, sq, LineKind::Rank, occupied)
    },
    calc: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        walk_along(sq, LineKind::Rank, occupied)
    },
};

#[cfg(feature = "magic")]
pub(super) const ROOK_MAGICS: Relation = Relation {
    table: "rook-magics",
    aliases: &["rook-magic"],
    function: "sliders::magic::rook_attacks",
    twin: "calc::rook_attacks",
    args: ROOK_ON,
    example: &["d4"],
    view: View::Entry(Piece::Rook, rook_magic_slot),
    indexing: Indexing::Magic,
    limits: "",
    lookup: slider!(Strategy::Magic, Piece::Rook),
    calc: walk_rook,
};

#[cfg(feature = "magic")]
pub(super) const BISHOP_MAGICS: Relation = Relation {
    table: "bishop-magics",
    aliases: &["bishop-magic"],
    function: "sliders::magic::bishop_attacks",
    twin: "calc::bishop_attacks",
    args: BISHOP_ON,
    example: &["d4"],
    view: View::Entry(Piece::Bishop, bishop_magic_slot),
    indexing: Indexing::Magic,
    limits: "",
    lookup: slider!(Strategy::Magic, Piece::Bishop),
    calc: walk_bishop,
};

#[cfg(feature = "magic")]
pub(super) const MAGIC_ATTACKS: Relation = Relation {
    table: "magic-attacks",
    aliases: &[],
    function: "sliders::magic",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::Magic,
    limits: "",
    lookup: slider!(Strategy::Magic),
    calc: walk_slider,
};

#[cfg(chess_lut_pext)]
pub(super) const ROOK_PEXT: Relation = Relation {
    table: "rook-pext",
    aliases: &[],
    function: "sliders::pext::rook_attacks",
    twin: "calc::rook_attacks",
    args: ROOK_ON,
    example: &["d4"],
    view: View::Entry(Piece::Rook, rook_pext_slot),
    indexing: Indexing::Pext,
    limits: "",
    lookup: slider!(Strategy::Pext, Piece::Rook),
    calc: walk_rook,
};

#[cfg(chess_lut_pext)]
pub(super) const BISHOP_PEXT: Relation = Relation {
    table: "bishop-pext",
    aliases: &[],
    function: "sliders::pext::bishop_attacks",
    twin: "calc::bishop_attacks",
    args: BISHOP_ON,
    example: &["d4"],
    view: View::Entry(Piece::Bishop, bishop_pext_slot),
    indexing: Indexing::Pext,
    limits: "",
    lookup: slider!(Strategy::Pext, Piece::Bishop),
    calc: walk_bishop,
};

#[cfg(chess_lut_pext)]
pub(super) const PEXT_ATTACKS: Relation = Relation {
    table: "pext-attacks",
    aliases: &[],
    function: "sliders::pext",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::Pext,
    limits: "",
    lookup: slider!(Strategy::Pext),
    calc: walk_slider,
};

#[cfg(chess_lut_pext)]
pub(super) const PEXT_COMPACT_ATTACKS: Relation = Relation {
    table: "pext-compact-attacks",
    aliases: &[],
    function: "sliders::pext_compact",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
    example: &["queen", "d4"],
    view: View::Slider(None),
    indexing: Indexing::PextCompact,
    limits: "",
    lookup: slider!(Strategy::PextCompact),
    calc: walk_slider,
};

#[cfg(feature = "kindergarten")]
pub(super) const KINDERGARTEN_FILL_UP: Relation = Relation {
    table: "kindergarten-fill-up",
    aliases: &[],
    function: "sliders::kindergarten",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    args: &[
        (Kind::Square, "on"),
        (Kind::LineKind, "line"),
        (Kind::Occupancy(Matters::Line(None)), "occupied"),
    ],
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
    calc: |v| {
        args!(v, sq: Square, kind: LineKind, occupied: Occupancy);
        if kind == LineKind::File {
            return None;
        }
        walk_along(sq, kind, occupied)
    },
};

#[cfg(feature = "kindergarten")]
pub(super) const KINDERGARTEN_A_FILE: Relation = Relation {
    table: "kindergarten-a-file",
    aliases: &[],
    function: "sliders::kindergarten::rook_attacks",
    twin: "calc::rook_attacks",
    args: &[
        (Kind::Square, "rook on"),
        (
            Kind::Occupancy(Matters::Line(Some(LineKind::File))),
            "occupied",
        ),
    ],
    example: &["d1"],
    view: View::Slider(Some(Piece::Rook)),
    indexing: Indexing::KindergartenAFile,
    limits: "",
    lookup: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        along(Strategy::Kindergarten, sq, LineKind::File, occupied)
    },
    calc: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        walk_along(sq, LineKind::File, occupied)
    },
};

#[cfg(feature = "masks")]
pub(super) const DISTANCE_RINGS: Relation = Relation {
    table: "distance-rings",
    aliases: &[],
    function: "distance_ring",
    twin: "calc::distance_ring",
    args: &[(Kind::Square, "around"), (Kind::Distance, "distance")],
    example: &["e4", "2"],
    view: View::Set,
    indexing: Indexing::Rows(&[Arg(0), Arg(1)]),
    limits: "",
    lookup: |v| {
        args!(v, sq: Square, d: Distance);
        set(crate::distance_ring(sq, d))
    },
    calc: |v| {
        args!(v, sq: Square, d: Distance);
        set(calc::distance_ring(sq, d))
    },
};
