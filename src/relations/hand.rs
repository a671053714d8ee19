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
    table_name: "in-between-triangular",
    aliases: &[],
    lookup_path: "layouts::in_between_triangular",
    twin_path: "calc::in_between",
    args: PAIR,
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
    lookup_path: "layouts::in_between_x88",
    twin_path: "calc::in_between",
    args: PAIR,
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
    lookup_path: "attacks",
    twin_path: "calc::attacks",
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
    twin: |v| {
        args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
        Some(Answer::YesNo(calc::attacks(attacker, from, to, occupied)))
    },
};

pub(super) const LINE_MASKS: Relation = Relation {
    table_name: "line-masks",
    aliases: &[],
    lookup_path: "line_mask",
    twin_path: "calc::line_mask",
    args: &[(Kind::Square, "through"), (Kind::LineKind, "line")],
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
    lookup_path: "sliders::hyperbola",
    twin_path: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
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
    lookup_path: "sliders::dual",
    twin_path: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
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
    lookup_path: "intersection",
    twin_path: "calc::intersection",
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
    twin: |v| {
        args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
        Some(Answer::Square(calc::intersection(a, ka, b, kb)))
    },
};

pub(super) const FIRST_RANK_ATTACKS: Relation = Relation {
    table_name: "first-rank-attacks",
    aliases: &[],
    lookup_path: "sliders::hyperbola::rook_attacks",
    twin_path: "calc::rook_attacks",
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
    twin: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        walk_along(sq, LineKind::Rank, occupied)
    },
};

#[cfg(feature = "magic")]
pub(super) const ROOK_MAGICS: Relation = Relation {
    table_name: "rook-magics",
    aliases: &["rook-magic"],
    lookup_path: "sliders::magic::rook_attacks",
    twin_path: "calc::rook_attacks",
    args: ROOK_ON,
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
    lookup_path: "sliders::magic::bishop_attacks",
    twin_path: "calc::bishop_attacks",
    args: BISHOP_ON,
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
    lookup_path: "sliders::magic",
    twin_path: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
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
    lookup_path: "sliders::pext::rook_attacks",
    twin_path: "calc::rook_attacks",
    args: ROOK_ON,
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
    lookup_path: "sliders::pext::bishop_attacks",
    twin_path: "calc::bishop_attacks",
    args: BISHOP_ON,
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
    lookup_path: "sliders::pext",
    twin_path: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
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
    lookup_path: "sliders::pext_compact",
    twin_path: "calc::rook_attacks, calc::bishop_attacks",
    args: SLIDER_ON,
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
    lookup_path: "sliders::kindergarten",
    twin_path: "calc::rook_attacks, calc::bishop_attacks",
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
    lookup_path: "sliders::kindergarten::rook_attacks",
    twin_path: "calc::rook_attacks",
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
    twin: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        walk_along(sq, LineKind::File, occupied)
    },
};

#[cfg(feature = "distances")]
pub(super) const DISTANCE_RINGS: Relation = Relation {
    table_name: "distance-rings",
    aliases: &[],
    lookup_path: "distance_ring",
    twin_path: "calc::distance_ring",
    args: &[(Kind::Square, "around"), (Kind::Distance, "distance")],
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
