//! Stockfish's and Reckless's layouts, declared: their tables cell by cell and their indices over
//! the whole domain held against checksums of what the engines' own code gives (Stockfish's
//! `full_threats.cpp` at 762dd1d, SFNNv16; Reckless's `threat_index.rs` at 789de89), with the
//! samples worked by hand; and the declarations refused.

use chess_lut_types::Piece::*;
use chess_lut_types::{Color, Piece};

use super::Threats;
use super::layout::{Layout, attacks};
use crate::{Bake, NoFeature, Orientation, ThreatArg, ThreatArg::*};

fn stockfish() -> Threats {
    Threats::new("full_threats", 16, |c, p| {
        (c as usize) << 3 | (p as usize + 1)
    })
    .targets(Pawn, &[Knight, Rook])
    .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
    .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
    .targets(Rook, &[Pawn, Knight, Bishop, Rook])
    .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
}

fn reckless() -> Threats {
    Threats::new("threat_index", 12, |c, p| (p as usize) << 1 | c as usize)
        .targets(Pawn, &[Pawn, Knight, Rook])
        .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen])
        .targets(Bishop, &[Pawn, Knight, Bishop, Rook])
        .targets(Rook, &[Pawn, Knight, Bishop, Rook])
        .targets(Queen, &[Pawn, Knight, Bishop, Rook, Queen])
        .targets(King, &[Pawn, Knight, Bishop, Rook])
}

/// FNV-1a 64 over `bytes` in turn, and their sum as numbers: how the checksums were taken.
#[derive(Default)]
struct Checksum {
    hash: u64,
    sum: u64,
    count: u64,
}

impl Checksum {
    fn new() -> Checksum {
        Checksum {
            hash: 0xcbf2_9ce4_8422_2325,
            ..Checksum::default()
        }
    }

    fn add(&mut self, value: u64, bytes: &[u8]) {
        for &b in bytes {
            self.hash = (self.hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.sum += value;
        self.count += 1;
    }

    fn u32s(values: impl IntoIterator<Item = u32>) -> Checksum {
        let mut c = Checksum::new();
        for v in values {
            c.add(u64::from(v), &v.to_le_bytes());
        }
        c
    }
}

/// Every index of the whole domain in the engines' order (perspective, king square, attacker,
/// from, each attacked square upwards, attacked), as `visit` takes them: the perspective's view
/// (Black's or not, mirrored or not) and the threat.
fn walk(layout: &Layout, mut visit: impl FnMut(u32)) {
    for black in [false, true] {
        for king in 0..64u8 {
            for &(a, color, piece) in &layout.pieces {
                for from in 0..64u8 {
                    if piece == Pawn && !(8..56).contains(&from) {
                        continue;
                    }
                    let mut att = attacks(color, piece, from);
                    while att != 0 {
                        let to = att.trailing_zeros() as u8;
                        att &= att - 1;
                        for &(d, ..) in &layout.pieces {
                            visit(layout.index(black, king & 4 != 0, a, from, to, d));
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn stockfish_s_tables_are_its_own_cell_by_cell() {
    let layout = stockfish().layout().unwrap();
    assert_eq!(
        (layout.dimensions, layout.swap, layout.codes),
        (59808, 8, 16)
    );
    let pairs = Checksum::u32s(layout.pairs.iter().copied());
    assert_eq!((pairs.sum, pairs.hash), (12_080_544, 0x18f6_a88c_7d32_ed0e));
    let offsets = Checksum::u32s(layout.offsets.iter().copied());
    assert_eq!(
        (offsets.sum, offsets.hash),
        (236_376, 0x96d0_97fb_a6f6_a7b5)
    );
    let mut below = Checksum::new();
    for &v in &layout.below {
        below.add(u64::from(v), &[v]);
    }
    assert_eq!((below.sum, below.hash), (237_258, 0x01f7_21ac_cf4c_5ed9));
}

/// Every index of Stockfish's whole domain is what its `make_index` gives, the ones that are no
/// feature included (its tables are its own, so those are too).
#[test]
fn stockfish_s_indices_are_its_own_over_the_whole_domain() {
    let layout = stockfish().layout().unwrap();
    let (mut all, mut features) = (Checksum::new(), Checksum::new());
    let mut most = 0;
    walk(&layout, |i| {
        all.add(u64::from(i), &i.to_le_bytes());
        most = most.max(i);
        if i < layout.dimensions {
            features.add(u64::from(i), &i.to_le_bytes());
        }
    });
    assert_eq!(all.count, 11_526_144);
    assert_eq!(
        (all.sum, all.hash),
        (486_009_810_944, 0xba3a_975b_230b_f325)
    );
    assert_eq!(most, 61_263);
    assert_eq!(
        (features.count, features.sum, features.hash),
        (6_823_936, 203_035_073_536, 0x4158_2f13_c000_c025)
    );
}

/// Reckless's layout: 66,864 features, its offsets and attack indices its own, and the index of
/// every threat of its whole domain that is a feature what its `threat_index` gives (which
/// marks no feature by a negative number, and here by one at or past the dimensions).
#[test]
fn reckless_s_features_are_its_own_over_the_whole_domain() {
    let layout = reckless().layout().unwrap();
    assert_eq!(
        (layout.dimensions, layout.swap, layout.codes),
        (66864, 1, 12)
    );
    let offsets = Checksum::u32s(layout.offsets.iter().copied());
    assert_eq!(
        (offsets.sum, offsets.hash),
        (236_376, 0xf4e1_8e46_142f_6fe5)
    );
    let mut below = Checksum::new();
    for &v in &layout.below {
        below.add(u64::from(v), &[v]);
    }
    assert_eq!((below.sum, below.hash), (237_258, 0xfb9b_4aa8_d774_c709));
    let mut features = Checksum::new();
    walk(&layout, |i| {
        if i < layout.dimensions {
            features.add(u64::from(i), &i.to_le_bytes());
        }
    });
    assert_eq!(
        (features.count, features.sum, features.hash),
        (7_716_352, 258_628_079_872, 0xb27e_0401_40f4_2425)
    );
}

/// A sample: Black's view or not, the king's square, the attacker and its square, the attacked
/// square and piece, Stockfish's index, and Reckless's (none where it is no feature).
type Sample = (
    bool,
    u8,
    (Color, Piece),
    u8,
    u8,
    (Color, Piece),
    u32,
    Option<u32>,
);

/// The samples of both engines, worked by hand for the first: a white pawn on e4 attacking a
/// black knight on d5, White's king on e1 (mirrored: the pawn on d4, the knight on e5) is
/// Stockfish's 168 + 33 + 1 = 202 and Reckless's 336 + 33 + 1 = 370.
#[test]
fn the_engines_samples() {
    let (sf, rk) = (stockfish().layout().unwrap(), reckless().layout().unwrap());
    let sf_code = |c: Color, p: Piece| (c as usize) << 3 | (p as usize + 1);
    let rk_code = |c: Color, p: Piece| (p as usize) << 1 | c as usize;
    use Color::{Black, White};
    // (black's view, king, attacker, from, to, attacked, Stockfish's, Reckless's or none)
    let samples: [Sample; 16] = [
        (
            false,
            4,
            (White, Pawn),
            28,
            35,
            (Black, Knight),
            202,
            Some(370),
        ),
        (false, 4, (White, Pawn), 28, 35, (Black, Pawn), 59842, None),
        (
            false,
            2,
            (White, Knight),
            21,
            36,
            (Black, Pawn),
            2120,
            Some(2288),
        ),
        (
            true,
            62,
            (Black, Bishop),
            25,
            18,
            (White, Knight),
            6845,
            Some(7013),
        ),
        (false, 4, (White, Queen), 3, 59, (Black, Queen), 59912, None),
        (
            false,
            4,
            (Black, Queen),
            59,
            3,
            (White, Queen),
            52444,
            Some(56140),
        ),
        (
            true,
            60,
            (White, Rook),
            0,
            56,
            (Black, Rook),
            41650,
            Some(45346),
        ),
        (true, 60, (Black, Rook), 56, 0, (White, Rook), 59919, None),
        (
            false,
            4,
            (White, King),
            4,
            11,
            (White, Pawn),
            59825,
            Some(30089),
        ),
        (
            false,
            4,
            (White, Rook),
            0,
            8,
            (White, Pawn),
            8281,
            Some(8449),
        ),
        (
            true,
            57,
            (Black, Pawn),
            35,
            28,
            (White, Rook),
            286,
            Some(454),
        ),
        (
            false,
            6,
            (White, Knight),
            6,
            12,
            (White, Knight),
            59810,
            None,
        ),
        (
            false,
            6,
            (White, Knight),
            12,
            6,
            (White, Knight),
            711,
            Some(879),
        ),
        (
            true,
            3,
            (White, Queen),
            27,
            63,
            (Black, Bishop),
            48958,
            Some(52654),
        ),
        (
            false,
            63,
            (Black, Knight),
            57,
            42,
            (White, Queen),
            31915,
            Some(35611),
        ),
        (true, 0, (White, Bishop), 2, 20, (Black, King), 60330, None),
    ];
    for (black, king, (ca, pa), from, to, (cd, pd), sf_index, rk_index) in samples {
        let mirrored = king & 4 != 0;
        let i = sf.index(black, mirrored, sf_code(ca, pa), from, to, sf_code(cd, pd));
        assert_eq!(i, sf_index, "Stockfish's {pa:?} {from} -> {pd:?} {to}");
        let i = rk.index(black, mirrored, rk_code(ca, pa), from, to, rk_code(cd, pd));
        assert_eq!(
            (i < rk.dimensions).then_some(i),
            rk_index,
            "Reckless's {pa:?} {from} -> {pd:?} {to}"
        );
    }
}

/// The source: the statics in the smallest types, the constants, an index of one load from each
/// table, the twin's signature checked, the proof over every threat; and the description.
#[test]
fn the_source_and_the_description() {
    let mut bake = Bake::new();
    bake.threats(stockfish().twin("crate::nnue::make_index"));
    let source = bake.source().unwrap();
    for item in [
        "pub static FULL_THREATS_PAIRS: [[[u16; 2]; 16]; 16] = [\n",
        "pub static FULL_THREATS_OFFSETS: [[u16; 64]; 16] = [\n",
        "pub static FULL_THREATS_BELOW: [[[u8; 64]; 64]; 16] = [\n",
        "pub const FULL_THREATS_DIMENSIONS: u32 = 59808;\n",
        "pub const FULL_THREATS_EXCLUDED: u32 = 59808;\n",
        "    // white pawn\n    [\n        /* 0: none      */ [0, 0],\n        /* white pawn   */ [59808, 59808],\n",
        "        /* black knight */ [168, 168],\n",
        "    let turn = (7 * ((king as u8 >> 2) & 1)) ^ (56 * perspective as u8);\n",
        "    let swap = 8 * perspective as usize;\n",
        "    FULL_THREATS_PAIRS[attacker][attacked][(from < to) as usize] as u32\n        + FULL_THREATS_OFFSETS[attacker][from] as u32\n        + FULL_THREATS_BELOW[attacker][from][to] as u32\n}",
        "    impl<A0, A1, A2, A3, A4, A5, R: Answer> TwinOfTheTables for fn(A0, A1, A2, A3, A4, A5) -> R {}\n",
        "    message = \"the twin of `full_threats`, `crate::nnue::make_index`, is a `{Self}`: `full_threats` is declared with 6 parameters, (perspective, king, attacker, from, to, attacked), and its twin takes as many,",
        "    const fn twin_of_the_tables<S: TwinOfTheTables, F: Signature<S>>(_: &F) {}\n    \
         twin_of_the_tables(&crate::nnue::make_index); // the twin of `full_threats`\n};",
        "    #[diagnostic::on_unimplemented(message = \"the twin of `full_threats` answers `{Self}`, but `full_threats` is declared with NoFeature::Sentinel, for a twin that answers an integer index: declare NoFeature::Optional for a twin that answers an Option\", label = \"the twin of `full_threats`\")]\n    trait Answer {}\n",
        "pub const fn full_threats(perspective: ::chess_lut::Color, king: ::chess_lut::Square, attacker: usize, from: ::chess_lut::Square, to: ::chess_lut::Square, attacked: usize) -> u32 {",
        "let index = feature(super::full_threats(perspective, king, attacker, from, to, attacked));",
        "let twin = feature(crate::nnue::make_index(engine(perspective), engine(king), engine(attacker), engine(from), engine(to), engine(attacked)));",
        // the failure in words: the answers, the twin, the pieces and the view
        "\"the baked `full_threats` answers {index:?}, its twin `crate::nnue::make_index` {twin:?}, for {color:?}'s {} on {from} attacking {attacked_color:?}'s {} on {to}, {perspective:?}'s view, king on {king}\",",
        // first, that the twin is not the index itself
        "::core::any::Any::type_id(&crate::nnue::make_index) != ::core::any::Any::type_id(&super::full_threats),",
        "fn full_threats_equals_its_twin() {",
        "(1, ::chess_lut::Color::White, ::chess_lut::Piece::Pawn),",
        "assert_eq!(threats, 11526144, \"threats\");",
    ] {
        assert!(source.contains(item), "{item}\n{source}");
    }
    let read = chess_lut_types::table::file::read(&bake.description().unwrap()).unwrap();
    let names: Vec<&str> = read
        .tables
        .iter()
        .map(|t| t.description.name.as_str())
        .collect();
    assert_eq!(
        names,
        [
            "full_threats_pairs",
            "full_threats_offsets",
            "full_threats_below"
        ]
    );
    assert_eq!(read.tables[0].values.len(), 16 * 16 * 2);
    assert_eq!(read.tables[2].description.bytes, 16 * 64 * 64);
    // no orientation: neither perspective nor king turns the board
    let mut bake = Bake::new();
    bake.threats(stockfish().orientation(Orientation {
        mirror: false,
        flip: false,
    }));
    let source = bake.source().unwrap();
    assert!(
        source.contains(
            "pub const fn full_threats(attacker: usize, from: ::chess_lut::Square, to: \
             ::chess_lut::Square, attacked: usize) -> u32 {\n    \
             let (from, to) = (from as usize, to as usize);\n    FULL_THREATS_PAIRS"
        ),
        "{source}"
    );
    // no twin: a warning that asks for the engine's index function (a threat index is never
    // data)
    assert_eq!(
        bake.notices(),
        [
            "cargo::warning=threats `full_threats` has no twin, so nothing proves its values: name \
             the engine's own index function with .twin(\"crate::…\")"
        ]
    );
}

/// The index in each engine's own shape: its parameters in the engine's order, the board
/// turned by the king's square, by the engine's mirrored flag or not at all, the colours
/// swapped for Black with no identity operation, and each convention for no feature with the
/// proof reading the twin's answer by it.
#[test]
fn the_index_in_the_engines_shape() {
    let source = |t: Threats| {
        let mut bake = Bake::new();
        bake.threats(t.twin("crate::twin"));
        bake.source().unwrap()
    };
    let reckless = source(reckless().signature(
        &[
            Attacker,
            FromSquare,
            Attacked,
            ToSquare,
            Mirrored,
            Perspective,
        ],
        NoFeature::Negative,
    ));
    for item in [
        "pub static THREAT_INDEX_PAIRS: [[[i32; 2]; 12]; 12] = [\n",
        "        /* black pawn   */ [252, -2147483648],\n",
        "pub const THREAT_INDEX_EXCLUDED: i32 = i32::MIN;\n",
        "pub const fn threat_index(attacker: usize, from: ::chess_lut::Square, attacked: usize, to: \
         ::chess_lut::Square, mirrored: bool, perspective: ::chess_lut::Color) -> isize {\n    \
         let turn = (7 * mirrored as u8) ^ (56 * perspective as u8);\n",
        // a swap of 1 is no multiplication by 1 (clippy's identity_op)
        "    let swap = perspective as usize;\n",
        "    THREAT_INDEX_PAIRS[attacker][attacked][(from < to) as usize] as isize\n        \
         + THREAT_INDEX_OFFSETS[attacker][from] as isize\n        \
         + THREAT_INDEX_BELOW[attacker][from][to] as isize\n}",
        "index.try_into().ok()\n",
        "for mirrored in [false, true] {\n            for perspective in ::chess_lut::Color::ALL {",
        "let twin = feature(crate::twin(engine(attacker), engine(from), engine(attacked), \
         engine(to), engine(mirrored), engine(perspective)));",
        // both mirrorings and both perspectives
        "assert_eq!(threats, 360192, \"threats\");",
    ] {
        assert!(reckless.contains(item), "{item}\n{reckless}");
    }
    let optional = source(
        stockfish()
            .orientation(Orientation {
                mirror: true,
                flip: false,
            })
            .signature(
                &[KingSquare, Attacker, FromSquare, ToSquare, Attacked],
                NoFeature::Optional,
            ),
    );
    for item in [
        "-> Option<usize> {\n    let turn = 7 * ((king as u8 >> 2) & 1);\n",
        "    let index = FULL_THREATS_PAIRS",
        "    if index < FULL_THREATS_DIMENSIONS {\n        Some(index as usize)\n    } else {\n        None\n    }\n}",
        "index.and_then(|i| i.try_into().ok())",
        "assert_eq!(threats, 5763072, \"threats\");",
    ] {
        assert!(optional.contains(item), "{item}\n{optional}");
    }
    assert!(!optional.contains("swap"), "{optional}");
    let sentinel = source(stockfish().signature(
        &[
            Perspective,
            Attacker,
            FromSquare,
            ToSquare,
            Attacked,
            KingSquare,
        ],
        NoFeature::Sentinel,
    ));
    assert!(sentinel.contains("Ok(i) => (i < FULL_THREATS_DIMENSIONS as usize).then_some(i),"));
    assert!(sentinel.contains("Err(_) => panic!(\"full_threats: a negative index"));
    assert!(sentinel.contains("    let swap = 8 * perspective as usize;\n"));
}

#[test]
fn the_index_of_the_engines_types() {
    let typed = |t: Threats| {
        let mut bake = Bake::new();
        bake.threats(t.twin("crate::twin"));
        bake.source().unwrap()
    };
    let reckless = typed(
        reckless()
            .signature(
                &[
                    Attacker,
                    FromSquare,
                    Attacked,
                    ToSquare,
                    Mirrored,
                    Perspective,
                ],
                NoFeature::Negative,
            )
            .square_type("crate::Square")
            .color_type("crate::Color")
            .piece_type("crate::Piece"),
    );
    // the doc's lines joined, each paragraph on a line of its own
    let doc = reckless.replace("\n/// ", " ").replace("\n///\n", "\n");
    for item in [
        "`attacker` a `crate::Piece`, turned into the piece's code, a `usize`; `from` a \
         `crate::Square`, turned into `::chess_lut::Square`;",
        "`perspective` a `crate::Color`, turned into `::chess_lut::Color`. [`threat_index_const`] \
         is the same index as a `const fn` of chess-lut's types and the pieces' codes.\n/// # \
         Panics",
        "proven with it.\n/// # Panics\n/// Where `attacker` or `attacked` is 12 or more",
    ] {
        assert!(doc.contains(item), "{item}\n{doc}");
    }
    for item in [
        "#[inline(always)]\npub fn threat_index(attacker: crate::Piece, from: crate::Square, attacked: \
         crate::Piece, to: crate::Square, mirrored: bool, perspective: crate::Color) -> isize {\n    \
         threat_index_const(attacker.into(), from.into(), attacked.into(), to.into(), mirrored, \
         perspective.into())\n}",
        "#[inline]\npub const fn threat_index_const(attacker: usize, from: ::chess_lut::Square, \
         attacked: usize, to: ::chess_lut::Square, mirrored: bool, perspective: \
         ::chess_lut::Color) -> isize {\n",
        "feature(super::threat_index(engine(attacker), engine(from), engine(attacked), \
         engine(to), mirrored, engine(perspective)));",
    ] {
        assert!(reckless.contains(item), "{item}\n{reckless}");
    }
    // only the square's type: the rest stay chess-lut's and the codes
    let squares = typed(
        stockfish()
            .orientation(Orientation {
                mirror: true,
                flip: false,
            })
            .square_type("crate::Square"),
    );
    assert!(
        squares.contains(
            "pub fn full_threats(king: crate::Square, attacker: usize, from: crate::Square, to: \
             crate::Square, attacked: usize) -> u32 {\n    \
             full_threats_const(king.into(), attacker, from.into(), to.into(), attacked)\n}"
        ),
        "{squares}"
    );
    assert!(
        squares.contains("feature(super::full_threats(engine(king), attacker, engine(from),"),
        "{squares}"
    );
    let pieces = typed(
        stockfish()
            .color_type("crate::Color")
            .piece_type("crate::Piece"),
    );
    assert!(pieces.contains(
        "pub fn full_threats(perspective: crate::Color, king: ::chess_lut::Square, attacker: \
         crate::Piece,"
    ));
    // the doc of a plain fn: no const item calls it; without a twin, nothing proves either
    let doc = pieces.replace("\n/// ", " ").replace("\n///\n", "\n");
    assert!(doc.contains(
        "`attacker` (the engine's type of the piece) on `from` attacking `attacked` on `to`."
    ));
    assert!(doc.contains("Where the code of `attacker` or `attacked` is 16 or more, or becomes so with its colour swapped for Black's view (an index out of bounds).\n"), "{doc}");
    // of no type of the engine's, the const fn of chess-lut's types, and no other
    let untyped = typed(stockfish());
    assert!(untyped.contains("pub const fn full_threats(perspective: ::chess_lut::Color,"));
    assert!(!untyped.contains("full_threats_const"));
    let refused = |t: Threats| {
        let mut bake = Bake::new();
        bake.threats(t);
        bake.problems()[0].problem.clone()
    };
    assert!(refused(stockfish().square_type("types::Square")).contains("is not an absolute path"));
    let unflipped = stockfish().orientation(Orientation {
        mirror: true,
        flip: false,
    });
    assert_eq!(
        refused(unflipped.color_type("crate::Color")),
        "its color_type is declared, but its signature takes no perspective (its orientation \
         does not flip the board): drop it"
    );
    for (t, path) in [
        (
            stockfish().square_type("::chess_lut::Square"),
            "::chess_lut::Square",
        ),
        (
            stockfish().piece_type("::core::primitive::usize"),
            "::core::primitive::usize",
        ),
    ] {
        assert!(refused(t).ends_with(&format!(
            "`{path}`, is no type of the engine's own: the index takes chess-lut's squares \
                 and colours and the pieces' codes without one"
        )));
    }
}

/// A signature that does not fit the orientation, or lacks or repeats a parameter, fails the
/// build naming the table.
#[test]
fn signatures_that_do_not_fit_are_refused() {
    let refused = |args: &[ThreatArg], o: Orientation| {
        let mut bake = Bake::new();
        bake.threats(
            stockfish()
                .orientation(o)
                .signature(args, NoFeature::Sentinel),
        );
        bake.problems().remove(0).to_string()
    };
    let both = Orientation::default();
    let error = |e: &str| format!("error: threats `full_threats`: {e}");
    assert_eq!(
        refused(
            &[Perspective, KingSquare, Attacker, FromSquare, ToSquare],
            both
        ),
        error(
            "its signature lacks `attacked`: an index takes Attacker, FromSquare, ToSquare and Attacked"
        )
    );
    assert_eq!(
        refused(
            &[
                Perspective,
                KingSquare,
                Attacker,
                FromSquare,
                ToSquare,
                Attacked,
                FromSquare
            ],
            both
        ),
        error("its signature takes `from` twice")
    );
    assert_eq!(
        refused(
            &[KingSquare, Attacker, FromSquare, ToSquare, Attacked],
            both
        ),
        error("its signature lacks `perspective`, which its orientation flips the board by")
    );
    assert_eq!(
        refused(
            &[Perspective, Attacker, FromSquare, ToSquare, Attacked],
            both
        ),
        error(
            "its signature lacks `king` or `mirrored`, which its orientation mirrors the board by"
        )
    );
    assert_eq!(
        refused(
            &[
                Perspective,
                KingSquare,
                Mirrored,
                Attacker,
                FromSquare,
                ToSquare,
                Attacked
            ],
            both
        ),
        error(
            "its signature takes both `king` and `mirrored`: one says whether the board is mirrored"
        )
    );
    let neither = Orientation {
        mirror: false,
        flip: false,
    };
    assert_eq!(
        refused(
            &[Perspective, Attacker, FromSquare, ToSquare, Attacked],
            neither
        ),
        error(
            "its signature takes `perspective`, but its orientation does not flip the board: drop it, or flip"
        )
    );
    assert_eq!(
        refused(
            &[Mirrored, Attacker, FromSquare, ToSquare, Attacked],
            neither
        ),
        error(
            "its signature takes `king` or `mirrored`, but its orientation does not mirror the board: drop it, or mirror"
        )
    );
}

#[test]
fn layouts_that_cannot_be_are_refused() {
    let refused = |t: Threats| {
        let mut bake = Bake::new();
        bake.threats(t);
        bake.problems().remove(0).to_string()
    };
    let stockfish_in =
        |codes| Threats::new("t", codes, |c, p| (c as usize) << 3 | (p as usize + 1));
    assert_eq!(
        refused(stockfish_in(8)),
        "error: threats `t`: the code of the black pawn is 9, past its 8 codes"
    );
    assert_eq!(
        refused(stockfish_in(0)),
        "error: threats `t`: its pieces are numbered in 0 codes: 1 to 256"
    );
    assert_eq!(
        refused(Threats::new("t", 12, |_, p| p as usize)),
        "error: threats `t`: the white pawn and the black pawn have one code, 0"
    );
    let shifted = Threats::new("t", 12, |c, p| p as usize + 6 * c as usize);
    assert!(refused(shifted).contains("do not swap colours by one xor"));
    let twice = stockfish_in(16).targets(Pawn, &[Knight, Rook, Knight]);
    assert_eq!(
        refused(twice),
        "error: threats `t`: the pawn threatens the knight twice: each target once"
    );
    let nowhere =
        stockfish_in(16).pawn_ranks(chess_lut_types::Rank::Fifth..=chess_lut_types::Rank::Fourth);
    assert_eq!(
        refused(nowhere),
        "error: threats `t`: its pawns count on no rank"
    );
    let named = Threats::new("Full", 16, |c, p| (c as usize) << 3 | (p as usize + 1));
    assert!(refused(named).contains("is not a snake_case identifier"));
    let twin = stockfish_in(16).twin("nnue::make_index");
    assert!(refused(twin).contains("is not an absolute path"));
}

/// Two threats of one view sharing a feature are named, with the view: what the bake checks
/// of every layout before it is written (here of a layout spoilt by hand).
#[test]
fn a_feature_two_threats_share_is_refused_naming_both() {
    let threats = stockfish();
    let mut layout = threats.layout().unwrap();
    // the white knight's threats on black knights take the base of its threats on black pawns
    let (knight, black_knight, black_pawn) = (2, 10, 9);
    let at = |d: usize| (knight * 16 + d) * 2;
    layout.pairs[at(black_knight)] = layout.pairs[at(black_pawn)];
    let err = threats.distinct(&layout, |c, p| (c as usize) << 3 | (p as usize + 1));
    assert_eq!(
        err,
        Err(
            "the threats white knight a2 on black pawn c1 and white knight a2 on black knight c1 \
             share the feature 2042"
                .into()
        )
    );
}

/// The check by ranges passes the engines' layouts and their variants, and never passes a
/// layout whose features collide: tables spoilt at random, a check by ranges that passes is
/// held against the check threat by threat.
#[test]
fn the_check_by_ranges_passes_no_collision() {
    let sf = |c: Color, p: Piece| (c as usize) << 3 | (p as usize + 1);
    let rk = |c: Color, p: Piece| (p as usize) << 1 | c as usize;
    let variants = [
        (stockfish(), sf as fn(Color, Piece) -> usize),
        (reckless(), rk),
        (stockfish().semi_excluded(|_, _| false), sf),
        (stockfish().semi_excluded(|_, _| true), sf),
        (
            reckless().orientation(Orientation {
                mirror: false,
                flip: true,
            }),
            rk,
        ),
    ];
    for (threats, code) in &variants {
        let layout = threats.layout().unwrap();
        assert!(threats.separate(&layout, code), "{}", threats.name);
    }
    // the layout spoilt as the test above spoils it: the ranges meet
    let threats = stockfish();
    let mut layout = threats.layout().unwrap();
    layout.pairs[(2 * 16 + 10) * 2] = layout.pairs[(2 * 16 + 9) * 2];
    assert!(!threats.separate(&layout, sf));
    // a cell of one table moved at random, many times
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let (mut passed, mut refused) = (0, 0);
    for _ in 0..60 {
        let (threats, code) = &variants[next(2)];
        let mut layout = threats.layout().unwrap();
        let delta = [1u32, 2, 7, 64, 300][next(5)];
        match next(3) {
            0 => {
                let i = next(layout.pairs.len());
                layout.pairs[i] = layout.pairs[i].wrapping_sub(delta) % (layout.dimensions + 1);
            }
            1 => {
                let i = next(layout.offsets.len());
                layout.offsets[i] = layout.offsets[i].saturating_sub(delta);
            }
            _ => {
                let i = next(layout.below.len());
                layout.below[i] = layout.below[i].wrapping_add(delta as u8) % 28;
            }
        }
        if threats.separate(&layout, code) {
            passed += 1;
            assert_eq!(threats.distinct(&layout, code), Ok(()), "{}", threats.name);
        } else {
            refused += 1;
        }
    }
    // both answers were given: the spoiling reaches cells the check reads, and cells it does not
    assert!(
        passed > 5 && refused > 5,
        "{passed} passed, {refused} refused"
    );
}
