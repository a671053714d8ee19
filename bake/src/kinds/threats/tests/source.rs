//! Threat indices as source: the statics, the descriptions, the index in the engine's shape
//! and of its types.

use super::*;

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
    holds(
        &source,
        "pub const fn full_threats(attacker: usize, from: ::chess_lut::Square, to: \
             ::chess_lut::Square, attacked: usize) -> u32 {\n    \
             let (from, to) = (from as usize, to as usize);\n    FULL_THREATS_PAIRS",
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
    holds(
        &squares,
        "pub fn full_threats(king: crate::Square, attacker: usize, from: crate::Square, to: \
             crate::Square, attacked: usize) -> u32 {\n    \
             full_threats_const(king.into(), attacker, from.into(), to.into(), attacked)\n}",
    );
    holds(
        &squares,
        "feature(super::full_threats(engine(king), attacker, engine(from),",
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
    holds(
        &doc,
        "Where the code of `attacker` or `attacked` is 16 or more, or becomes so with its colour swapped for Black's view (an index out of bounds).\n",
    );
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
