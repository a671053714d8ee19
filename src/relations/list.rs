//! The list: every table's description, written once. A new table is one entry here (and its
//! generator, lookup and twin).

use super::Coord::Arg;
#[cfg(feature = "masks")]
use super::Coord::{FileOf, RankOf};
use super::read::*;
use super::{Answer, Kind, Layout, Matters, Relation, Value, View};
use crate::calc;
#[cfg(feature = "layouts")]
use crate::layouts;
use crate::sliders::Strategy;
use chess_lut_types::Attacker;
use chess_lut_types::LineKind;
use chess_lut_types::Piece;

/// Every table's lookups, in the order of the generated file: one per table, and a second
/// where a table is read two ways (the line masks, by `line_mask` and by the hyperbola
/// sliders). The first of a table's is the one `show` and the explorer draw.
pub static ALL: &[Relation] = &[
    Relation {
        table: "in-between",
        aliases: &[],
        function: "in_between",
        twin: "calc::in_between",
        args: PAIR,
        example: &["e1", "h4"],
        view: View::Set,
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: pair!(crate::in_between),
        calc: pair!(calc::in_between),
    },
    #[cfg(feature = "layouts")]
    Relation {
        table: "in-between-triangular",
        aliases: &[],
        function: "layouts::in_between_triangular",
        twin: "calc::in_between",
        args: PAIR,
        example: &["h8", "a1"],
        view: View::Set,
        layout: Layout::Triangular,
        limits: "",
        lookup: pair!(layouts::in_between_triangular),
        calc: pair!(calc::in_between),
    },
    #[cfg(feature = "layouts")]
    Relation {
        table: "in-between-x88",
        aliases: &[],
        function: "layouts::in_between_x88",
        twin: "calc::in_between",
        args: PAIR,
        example: &["c1", "a3"],
        view: View::Set,
        layout: Layout::X88Rotated,
        limits: "",
        lookup: pair!(layouts::in_between_x88),
        calc: pair!(calc::in_between),
    },
    #[cfg(feature = "lines")]
    Relation {
        table: "line",
        aliases: &[],
        function: "line",
        twin: "calc::line",
        args: PAIR,
        example: &["b2", "c3"],
        view: View::Set,
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: pair!(crate::line),
        calc: pair!(calc::line),
    },
    Relation {
        table: "x88-attacks",
        aliases: &["attack"],
        function: "is_attacked_by",
        twin: "calc::is_attacked_by",
        args: &[
            (Kind::Attacker, "attacker"),
            (Kind::Square, "from"),
            (Kind::Square, "to"),
            (Kind::Occupancy(Matters::Between), "occupied"),
        ],
        example: &["queen", "d1"],
        view: View::Each,
        layout: Layout::X88Attacks,
        limits: "",
        lookup: |v| {
            args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
            Some(Answer::Yes(crate::is_attacked_by(
                from, to, attacker, occupied,
            )))
        },
        calc: |v| {
            args!(v, attacker: Attacker, from: Square, to: Square, occupied: Occupancy);
            Some(Answer::Yes(calc::is_attacked_by(
                from, to, attacker, occupied,
            )))
        },
    },
    Relation {
        table: "knight-distance",
        aliases: &[],
        function: "knight_distance",
        twin: "calc::knight_distance",
        args: FROM_TO,
        example: &["e4"],
        view: View::Each,
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: |v| {
            args!(v, a: Square, b: Square);
            Some(Answer::Number(crate::knight_distance(a, b)))
        },
        calc: |v| {
            args!(v, a: Square, b: Square);
            Some(Answer::Number(calc::knight_distance(a, b)))
        },
    },
    Relation {
        table: "knight-attacks",
        aliases: &[],
        function: "knight_attacks",
        twin: "calc::knight_attacks",
        args: ON,
        example: &["g1"],
        view: View::Around(Some(Attacker::Knight)),
        layout: Layout::Rows(&[Arg(0)]),
        limits: "",
        lookup: square!(crate::knight_attacks),
        calc: square!(calc::knight_attacks),
    },
    Relation {
        table: "king-attacks",
        aliases: &[],
        function: "king_attacks",
        twin: "calc::king_attacks",
        args: ON,
        example: &["e1"],
        view: View::Around(Some(Attacker::King)),
        layout: Layout::Rows(&[Arg(0)]),
        limits: "",
        lookup: square!(crate::king_attacks),
        calc: square!(calc::king_attacks),
    },
    Relation {
        table: "pawn-attacks",
        aliases: &[],
        function: "pawn_attacks",
        twin: "calc::pawn_attacks",
        args: &[(Kind::Color, "colour"), (Kind::Square, "on")],
        example: &["white", "e4"],
        view: View::Around(None),
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: |v| {
            args!(v, c: Color, a: Square);
            set(crate::pawn_attacks(c, a))
        },
        calc: |v| {
            args!(v, c: Color, a: Square);
            set(calc::pawn_attacks(c, a))
        },
    },
    Relation {
        table: "line-masks",
        aliases: &[],
        function: "line_mask",
        twin: "calc::line_mask",
        args: &[(Kind::Square, "through"), (Kind::LineKind, "line")],
        example: &["e4", "diagonal"],
        view: View::Set,
        layout: Layout::Rows(&[Arg(1), Arg(0)]),
        limits: "",
        lookup: |v| {
            args!(v, a: Square, k: LineKind);
            set(crate::line_mask(a, k))
        },
        calc: |v| {
            args!(v, a: Square, k: LineKind);
            set(calc::line_mask(a, k))
        },
    },
    Relation {
        table: "line-masks",
        aliases: &[],
        function: "sliders::hyperbola",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: SLIDER_ON,
        example: &["queen", "d4"],
        view: View::Slider(None),
        layout: Layout::Hyperbola,
        limits: "",
        lookup: slider!(Strategy::Hyperbola),
        calc: walk_slider,
    },
    #[cfg(feature = "lines")]
    Relation {
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
        layout: Layout::Intersection,
        limits: "",
        lookup: |v| {
            args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
            Some(Answer::Square(crate::intersection(a, ka, b, kb)))
        },
        calc: |v| {
            args!(v, a: Square, ka: LineKind, b: Square, kb: LineKind);
            Some(Answer::Square(calc::intersection(a, ka, b, kb)))
        },
    },
    Relation {
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
        layout: Layout::FirstRank,
        limits: "",
        lookup: |v| {
            args!(v, sq: Square, occupied: Occupancy);
            along(Strategy::Hyperbola, sq, LineKind::Rank, occupied)
        },
        calc: |v| {
            args!(v, sq: Square, occupied: Occupancy);
            walk_along(sq, LineKind::Rank, occupied)
        },
    },
    #[cfg(feature = "magic")]
    Relation {
        table: "rook-magics",
        aliases: &["rook-magic"],
        function: "sliders::magic::rook_attacks",
        twin: "calc::rook_attacks",
        args: ROOK_ON,
        example: &["d4"],
        view: View::Entry(Piece::Rook, rook_magic_slot),
        layout: Layout::Magic,
        limits: "",
        lookup: slider!(Strategy::Magic, Piece::Rook),
        calc: walk_rook,
    },
    #[cfg(feature = "magic")]
    Relation {
        table: "bishop-magics",
        aliases: &["bishop-magic"],
        function: "sliders::magic::bishop_attacks",
        twin: "calc::bishop_attacks",
        args: BISHOP_ON,
        example: &["d4"],
        view: View::Entry(Piece::Bishop, bishop_magic_slot),
        layout: Layout::Magic,
        limits: "",
        lookup: slider!(Strategy::Magic, Piece::Bishop),
        calc: walk_bishop,
    },
    #[cfg(feature = "magic")]
    Relation {
        table: "magic-attacks",
        aliases: &[],
        function: "sliders::magic",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: SLIDER_ON,
        example: &["queen", "d4"],
        view: View::Slider(None),
        layout: Layout::Magic,
        limits: "",
        lookup: slider!(Strategy::Magic),
        calc: walk_slider,
    },
    #[cfg(chess_lut_pext)]
    Relation {
        table: "rook-pext",
        aliases: &[],
        function: "sliders::pext::rook_attacks",
        twin: "calc::rook_attacks",
        args: ROOK_ON,
        example: &["d4"],
        view: View::Entry(Piece::Rook, rook_pext_slot),
        layout: Layout::Pext,
        limits: "",
        lookup: slider!(Strategy::Pext, Piece::Rook),
        calc: walk_rook,
    },
    #[cfg(chess_lut_pext)]
    Relation {
        table: "bishop-pext",
        aliases: &[],
        function: "sliders::pext::bishop_attacks",
        twin: "calc::bishop_attacks",
        args: BISHOP_ON,
        example: &["d4"],
        view: View::Entry(Piece::Bishop, bishop_pext_slot),
        layout: Layout::Pext,
        limits: "",
        lookup: slider!(Strategy::Pext, Piece::Bishop),
        calc: walk_bishop,
    },
    #[cfg(chess_lut_pext)]
    Relation {
        table: "pext-attacks",
        aliases: &[],
        function: "sliders::pext",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: SLIDER_ON,
        example: &["queen", "d4"],
        view: View::Slider(None),
        layout: Layout::Pext,
        limits: "",
        lookup: slider!(Strategy::Pext),
        calc: walk_slider,
    },
    #[cfg(chess_lut_pext)]
    Relation {
        table: "pext-compact-attacks",
        aliases: &[],
        function: "sliders::pext_compact",
        twin: "calc::rook_attacks, calc::bishop_attacks",
        args: SLIDER_ON,
        example: &["queen", "d4"],
        view: View::Slider(None),
        layout: Layout::PextCompact,
        limits: "",
        lookup: slider!(Strategy::PextCompact),
        calc: walk_slider,
    },
    #[cfg(feature = "kindergarten")]
    Relation {
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
        layout: Layout::KindergartenFillUp,
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
    },
    #[cfg(feature = "kindergarten")]
    Relation {
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
        layout: Layout::KindergartenAFile,
        limits: "",
        lookup: |v| {
            args!(v, sq: Square, occupied: Occupancy);
            along(Strategy::Kindergarten, sq, LineKind::File, occupied)
        },
        calc: |v| {
            args!(v, sq: Square, occupied: Occupancy);
            walk_along(sq, LineKind::File, occupied)
        },
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "king-distance",
        aliases: &[],
        function: "king_distance",
        twin: "calc::king_distance",
        args: FROM_TO,
        example: &["e4"],
        view: View::Each,
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: number_pair!(crate::king_distance),
        calc: number_pair!(calc::king_distance),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "manhattan-distance",
        aliases: &[],
        function: "manhattan_distance",
        twin: "calc::manhattan_distance",
        args: FROM_TO,
        example: &["e4"],
        view: View::Each,
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: number_pair!(crate::manhattan_distance),
        calc: number_pair!(calc::manhattan_distance),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "center-distance",
        aliases: &[],
        function: "center_distance",
        twin: "calc::center_distance",
        args: &[(Kind::Square, "from")],
        example: &[],
        view: View::Each,
        layout: Layout::Rows(&[Arg(0)]),
        limits: "",
        lookup: number_square!(crate::center_distance),
        calc: number_square!(calc::center_distance),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "center-manhattan-distance",
        aliases: &[],
        function: "center_manhattan_distance",
        twin: "calc::center_manhattan_distance",
        args: &[(Kind::Square, "from")],
        example: &[],
        view: View::Each,
        layout: Layout::Rows(&[Arg(0)]),
        limits: "",
        lookup: number_square!(crate::center_manhattan_distance),
        calc: number_square!(calc::center_manhattan_distance),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "distance-rings",
        aliases: &[],
        function: "distance_ring",
        twin: "calc::distance_ring",
        args: &[(Kind::Square, "around"), (Kind::Distance, "distance")],
        example: &["e4", "2"],
        view: View::Set,
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: |v| {
            args!(v, sq: Square, d: Distance);
            set(crate::distance_ring(sq, d))
        },
        calc: |v| {
            args!(v, sq: Square, d: Distance);
            set(calc::distance_ring(sq, d))
        },
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "adjacent-files",
        aliases: &[],
        function: "adjacent_files",
        twin: "calc::adjacent_files",
        args: ON,
        example: &["e4"],
        view: View::Set,
        layout: Layout::Rows(&[FileOf(0)]),
        limits: "",
        lookup: square!(crate::adjacent_files),
        calc: square!(calc::adjacent_files),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "forward-file",
        aliases: &[],
        function: "forward_file",
        twin: "calc::forward_file",
        args: PAWN_ON,
        example: &["white", "e4"],
        view: View::Around(None),
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: color_square!(crate::forward_file),
        calc: color_square!(calc::forward_file),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "forward-ranks",
        aliases: &[],
        function: "forward_ranks",
        twin: "calc::forward_ranks",
        args: PAWN_ON,
        example: &["white", "e4"],
        view: View::Around(None),
        layout: Layout::Rows(&[Arg(0), RankOf(1)]),
        limits: "",
        lookup: color_square!(crate::forward_ranks),
        calc: color_square!(calc::forward_ranks),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "pawn-attack-span",
        aliases: &[],
        function: "pawn_attack_span",
        twin: "calc::pawn_attack_span",
        args: PAWN_ON,
        example: &["white", "e4"],
        view: View::Around(None),
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: color_square!(crate::pawn_attack_span),
        calc: color_square!(calc::pawn_attack_span),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "passed-pawn-span",
        aliases: &[],
        function: "passed_pawn_span",
        twin: "calc::passed_pawn_span",
        args: PAWN_ON,
        example: &["white", "e4"],
        view: View::Around(None),
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: color_square!(crate::passed_pawn_span),
        calc: color_square!(calc::passed_pawn_span),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "path",
        aliases: &[],
        function: "path",
        twin: "calc::path",
        args: FROM_TO,
        example: &["e1", "e4"],
        view: View::Set,
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: pair!(crate::path),
        calc: pair!(calc::path),
    },
    #[cfg(feature = "masks")]
    Relation {
        table: "beyond",
        aliases: &[],
        function: "beyond",
        twin: "calc::beyond",
        args: &[(Kind::Square, "from"), (Kind::Square, "through")],
        example: &["a1", "c3"],
        view: View::Set,
        layout: Layout::Rows(&[Arg(0), Arg(1)]),
        limits: "",
        lookup: pair!(crate::beyond),
        calc: pair!(calc::beyond),
    },
];

/// The tables that are data, not a relation of squares: no lookup to ask, no twin to check them
/// against (the Polyglot keys are published numbers), so no description. `chess-lut dump`
/// shows them.
pub const DATA: [&str; 1] = ["polyglot-random"];

/// The tables generated only for targets with BMI2 (the PEXT family), by name: a build
/// without them can say why one is missing.
pub const BMI2_ONLY: [&str; 4] = [
    "rook-pext",
    "bishop-pext",
    "pext-attacks",
    "pext-compact-attacks",
];
