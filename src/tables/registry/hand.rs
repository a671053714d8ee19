//! The lookups written by hand that read a table (a magic index, a 0x88 difference, a branch),
//! described: one constant each, named in the generated registry where its table's
//! declaration says. A lookup declared with its table through the bake API is described from
//! its declaration (`baked!`).

use super::table::Lookup;
use super::unpack::*;
use super::walk::*;
use crate::calc;
#[cfg(feature = "layouts")]
use crate::layouts;
use crate::relations::{Answer, Value};
use crate::sliders::Strategy;
use chess_lut_types::LineKind;
#[cfg(any(chess_lut_magic, chess_lut_pext))]
use chess_lut_types::Piece;
use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Matters};

#[cfg(feature = "layouts")]
pub(super) const IN_BETWEEN_TRIANGULAR: Lookup = Lookup {
    path: "layouts::in_between_triangular",
    twin: "calc::in_between",
    axes: PAIR,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: pair!(layouts::in_between_triangular),
    run_twin: pair!(calc::in_between),
    outside: None,
};

#[cfg(feature = "layouts")]
pub(super) const IN_BETWEEN_X88: Lookup = Lookup {
    path: "layouts::in_between_x88",
    twin: "calc::in_between",
    axes: PAIR,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: pair!(layouts::in_between_x88),
    run_twin: pair!(calc::in_between),
    outside: None,
};

pub(super) const X88_ATTACKS: Lookup = Lookup {
    path: "attacks",
    twin: "calc::attacks",
    axes: &[
        Axis::new(AxisKind::Attacker, "attacker"),
        Axis::new(AxisKind::Square, "from"),
        Axis::new(AxisKind::Square, "to"),
        Axis::new(AxisKind::Occupancy(Matters::Between), "occupied"),
    ],
    ty: "bool",
    answer: AnswerKind::YesNo,
    run: |v| {
        args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
        Some(Answer::YesNo(crate::attacks(attacker, from, to, occupied)))
    },
    run_twin: |v| {
        args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
        Some(Answer::YesNo(calc::attacks(attacker, from, to, occupied)))
    },
    outside: None,
};

pub(super) const LINE_MASKS: Lookup = Lookup {
    path: "line_mask",
    twin: "calc::line_mask",
    axes: &[
        Axis::new(AxisKind::Square, "through"),
        Axis::new(AxisKind::LineKind, "line"),
    ],
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: |v| {
        args!(v, a: Square, k: LineKind);
        set(crate::line_mask(a, k))
    },
    run_twin: |v| {
        args!(v, a: Square, k: LineKind);
        set(calc::line_mask(a, k))
    },
    outside: None,
};

pub(super) const HYPERBOLA: Lookup = Lookup {
    path: "sliders::hyperbola",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    axes: SLIDER_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::Hyperbola),
    run_twin: walk_slider,
    outside: None,
};

pub(super) const DUAL_MASKS: Lookup = Lookup {
    path: "sliders::dual",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    axes: SLIDER_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::Dual),
    run_twin: walk_slider,
    outside: None,
};

#[cfg(feature = "lines")]
pub(super) const INTERSECTION: Lookup = Lookup {
    path: "intersection",
    twin: "calc::intersection",
    axes: &[
        Axis::new(AxisKind::Square, "a"),
        Axis::new(AxisKind::LineKind, "a's line"),
        Axis::new(AxisKind::Square, "b"),
        Axis::new(AxisKind::LineKind, "b's line"),
    ],
    ty: "Option<Square>",
    answer: AnswerKind::Square,
    run: |v| {
        args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
        Some(Answer::Square(crate::intersection(a, ka, b, kb)))
    },
    run_twin: |v| {
        args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
        Some(Answer::Square(calc::intersection(a, ka, b, kb)))
    },
    outside: None,
};

pub(super) const FIRST_RANK_ATTACKS: Lookup = Lookup {
    path: "sliders::hyperbola::rook_attacks",
    twin: "calc::rook_attacks",
    axes: &[
        Axis::new(AxisKind::Square, "rook on"),
        Axis::new(
            AxisKind::Occupancy(Matters::Line(Some(LineKind::Rank))),
            "occupied",
        ),
    ],
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        along(Strategy::Hyperbola, sq, LineKind::Rank, occupied)
    },
    run_twin: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        walk_along(sq, LineKind::Rank, occupied)
    },
    outside: None,
};

#[cfg(chess_lut_magic)]
pub(super) const ROOK_MAGICS: Lookup = Lookup {
    path: "sliders::magic::rook_attacks",
    twin: "calc::rook_attacks",
    axes: ROOK_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::Magic, Piece::Rook),
    run_twin: walk_rook,
    outside: None,
};

#[cfg(chess_lut_magic)]
pub(super) const BISHOP_MAGICS: Lookup = Lookup {
    path: "sliders::magic::bishop_attacks",
    twin: "calc::bishop_attacks",
    axes: BISHOP_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::Magic, Piece::Bishop),
    run_twin: walk_bishop,
    outside: None,
};

#[cfg(chess_lut_magic)]
pub(super) const MAGIC_ATTACKS: Lookup = Lookup {
    path: "sliders::magic",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    axes: SLIDER_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::Magic),
    run_twin: walk_slider,
    outside: None,
};

#[cfg(chess_lut_pext)]
pub(super) const ROOK_PEXT: Lookup = Lookup {
    path: "sliders::pext::rook_attacks",
    twin: "calc::rook_attacks",
    axes: ROOK_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::Pext, Piece::Rook),
    run_twin: walk_rook,
    outside: None,
};

#[cfg(chess_lut_pext)]
pub(super) const BISHOP_PEXT: Lookup = Lookup {
    path: "sliders::pext::bishop_attacks",
    twin: "calc::bishop_attacks",
    axes: BISHOP_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::Pext, Piece::Bishop),
    run_twin: walk_bishop,
    outside: None,
};

#[cfg(chess_lut_pext)]
pub(super) const PEXT_ATTACKS: Lookup = Lookup {
    path: "sliders::pext",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    axes: SLIDER_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::Pext),
    run_twin: walk_slider,
    outside: None,
};

#[cfg(chess_lut_pext_compact)]
pub(super) const PEXT_COMPACT_ATTACKS: Lookup = Lookup {
    path: "sliders::pext_compact",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    axes: SLIDER_ON,
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: slider!(Strategy::PextCompact),
    run_twin: walk_slider,
    outside: None,
};

#[cfg(feature = "kindergarten")]
pub(super) const KINDERGARTEN_FILL_UP: Lookup = Lookup {
    path: "sliders::kindergarten",
    twin: "calc::rook_attacks, calc::bishop_attacks",
    axes: &[
        Axis::new(AxisKind::Square, "on"),
        Axis::new(AxisKind::LineKind, "line"),
        Axis::new(AxisKind::Occupancy(Matters::Line(None)), "occupied"),
    ],
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: |v| {
        args!(v, sq: Square, kind: LineKind, occupied: Occupancy);
        // files come from the a-file table
        if kind == LineKind::File {
            return None;
        }
        along(Strategy::Kindergarten, sq, kind, occupied)
    },
    run_twin: |v| {
        args!(v, sq: Square, kind: LineKind, occupied: Occupancy);
        if kind == LineKind::File {
            return None;
        }
        walk_along(sq, kind, occupied)
    },
    outside: None,
};

#[cfg(feature = "kindergarten")]
pub(super) const KINDERGARTEN_A_FILE: Lookup = Lookup {
    path: "sliders::kindergarten::rook_attacks",
    twin: "calc::rook_attacks",
    axes: &[
        Axis::new(AxisKind::Square, "rook on"),
        Axis::new(
            AxisKind::Occupancy(Matters::Line(Some(LineKind::File))),
            "occupied",
        ),
    ],
    ty: "Bitboard",
    answer: AnswerKind::Set,
    run: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        along(Strategy::Kindergarten, sq, LineKind::File, occupied)
    },
    run_twin: |v| {
        args!(v, sq: Square, occupied: Occupancy);
        walk_along(sq, LineKind::File, occupied)
    },
    outside: None,
};
