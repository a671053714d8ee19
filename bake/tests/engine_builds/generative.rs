//! Declarations drawn across what the bake accepts (every axis kind in tuples of one to three,
//! every element type, a twin or data, tunable under a cfg or a feature, a setup or none, an
//! answer outside a range or none;
//! cuckoo tables of every layout, with twins of their keys or none, a setup or none; threat
//! indices of drawn piece codes, targets, orientations, parameter orders and conventions),
//! baked into one engine's crate that must build with `#![deny(warnings)]`, pass its
//! `cargo clippy --all-targets -- -D warnings` and its proofs; beside them mutants whose twin
//! differs at one input, whose proofs must fail naming their table; and a second crate whose
//! build script declares every one of them with a mistake (a bad name, a keyword, a name taken,
//! a relative twin), whose build must fail with one line per declaration, naming it.
//!
//! A fixed seed and a few hundred declarations a run; `CHESS_LUT_GENERATIVE_SEED` and
//! `CHESS_LUT_GENERATIVE_COUNT` draw others (the ignored test draws two thousand).

use crate::{Engine, Setup, clippy_here};

/// SplitMix64, the seeded generator of the workspace's tests.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let z = (self.0 ^ (self.0 >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// `items` in a drawn order (Fisher and Yates's shuffle).
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for k in (1..items.len()).rev() {
            items.swap(k, self.below(k + 1));
        }
    }

    /// The twin of the `index`th cuckoo pair or threat index: the first three each kind in
    /// turn (right, mutant, none), the rest one in `one_in` a mutant, one in `one_in` none.
    fn twin(&mut self, index: usize, one_in: usize) -> Twin {
        match (index, self.below(one_in)) {
            (1, _) | (3.., 1) => Twin::Mutant,
            (2, _) | (3.., 0) => Twin::Data,
            _ => Twin::Right,
        }
    }
}

/// An axis kind: its declaration, how many values it has, the parameter's type in the twin and
/// how the shared formula reads the build script's value (`v`) and the twin's (`t`) as `i64`;
/// for a range, the twin's test that its parameter is outside it.
struct AxisKind {
    declared: &'static str,
    len: usize,
    twin_type: &'static str,
    built: &'static str,
    twin: &'static str,
    outside: Option<&'static str>,
}

const AXES: [AxisKind; 10] = [
    AxisKind {
        declared: "Squares(\"{n}\")",
        len: 64,
        twin_type: "chess_lut::Square",
        built: "{n} as i64",
        twin: "{n} as i64",
        outside: None,
    },
    AxisKind {
        declared: "Colors(\"{n}\")",
        len: 2,
        twin_type: "chess_lut::Color",
        built: "{n} as i64",
        twin: "{n} as i64",
        outside: None,
    },
    AxisKind {
        declared: "Pieces(\"{n}\")",
        len: 6,
        twin_type: "chess_lut::Piece",
        built: "{n} as i64",
        twin: "{n} as i64",
        outside: None,
    },
    AxisKind {
        declared: "Attackers(\"{n}\")",
        len: 7,
        twin_type: "chess_lut::Attacker",
        built: "{n} as i64",
        twin: "{n} as i64",
        outside: None,
    },
    AxisKind {
        declared: "LineKinds(\"{n}\")",
        len: 4,
        twin_type: "chess_lut::LineKind",
        built: "{n} as i64",
        twin: "{n} as i64",
        outside: None,
    },
    AxisKind {
        declared: "FileOf(\"{n}\")",
        len: 8,
        twin_type: "chess_lut::Square",
        built: "{n} as i64",
        twin: "i64::from({n}.file())",
        outside: None,
    },
    AxisKind {
        declared: "RankOf(\"{n}\")",
        len: 8,
        twin_type: "chess_lut::Square",
        built: "{n} as i64",
        twin: "i64::from({n}.rank())",
        outside: None,
    },
    AxisKind {
        declared: "Range::new(\"{n}\", 0..=11u8)",
        len: 12,
        twin_type: "u8",
        built: "i64::from({n})",
        twin: "i64::from({n})",
        outside: Some("{n} > 11"),
    },
    AxisKind {
        declared: "Range::new(\"{n}\", -3..=5i16)",
        len: 9,
        twin_type: "i16",
        built: "i64::from({n})",
        twin: "i64::from({n})",
        outside: Some("!(-3..=5).contains(&{n})"),
    },
    AxisKind {
        declared: "Range::new(\"{n}\", 1..=20usize)",
        len: 20,
        twin_type: "usize",
        built: "{n} as i64",
        twin: "{n} as i64",
        outside: Some("!(1..=20).contains(&{n})"),
    },
];

/// An element type: its name, the formula's `i64` as one, and the same value changed.
struct ElementKind {
    ty: &'static str,
    from_i64: &'static str,
    changed: &'static str,
}

const ELEMENTS: [ElementKind; 12] = [
    ElementKind {
        ty: "bool",
        from_i64: "x % 3 == 0",
        changed: "!v",
    },
    ElementKind {
        ty: "u8",
        from_i64: "x.rem_euclid(256) as u8",
        changed: "v.wrapping_add(1)",
    },
    ElementKind {
        ty: "i8",
        from_i64: "(x.rem_euclid(256) - 128) as i8",
        changed: "v.wrapping_add(1)",
    },
    ElementKind {
        ty: "u16",
        from_i64: "x.rem_euclid(65_536) as u16",
        changed: "v.wrapping_add(1)",
    },
    ElementKind {
        ty: "i16",
        from_i64: "(x.rem_euclid(65_536) - 32_768) as i16",
        changed: "v.wrapping_add(1)",
    },
    ElementKind {
        ty: "u32",
        from_i64: "x.rem_euclid(1 << 32) as u32",
        changed: "v.wrapping_add(1)",
    },
    ElementKind {
        ty: "i32",
        from_i64: "(x.rem_euclid(1 << 32) - (1 << 31)) as i32",
        changed: "v.wrapping_add(1)",
    },
    ElementKind {
        ty: "u64",
        from_i64: "(x as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)",
        changed: "v.wrapping_add(1)",
    },
    ElementKind {
        ty: "i64",
        from_i64: "x.wrapping_mul(-7)",
        changed: "v.wrapping_add(1)",
    },
    ElementKind {
        ty: "f32",
        from_i64: "(x % 1000) as f32 / 8.0",
        changed: "v + 1.0",
    },
    ElementKind {
        ty: "f64",
        from_i64: "(x % 100_000) as f64 / 3.0",
        changed: "v + 1.0",
    },
    ElementKind {
        ty: "crate::types::Bitboard",
        from_i64: "crate::types::Bitboard((x as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93))",
        changed: "crate::types::Bitboard(v.0 ^ 1)",
    },
];

/// What a table is proven by, or why it is not.
#[derive(Clone, Copy, PartialEq)]
enum Twin {
    /// Its twin, the shared formula.
    Right,
    /// A twin that differs from the formula at one input: its proof must fail.
    Mutant,
    /// Declared data.
    Data,
}

/// One drawn declaration: the build script's, the shared formula, the twin.
struct Drawn {
    name: String,
    twin: Twin,
    /// `Table::new(…)` and its builders, but the name, as `{name}` and the twin as `{twin}`.
    declared: String,
    formula: String,
    twin_fn: String,
}

fn draw(rng: &mut Rng, index: usize) -> Drawn {
    let name = format!("t{index}");
    let mut axes: Vec<&AxisKind> = Vec::new();
    let count = 1 + rng.below(3);
    while axes.len() < count {
        let axis = rng.pick(&AXES);
        // at most 4,096 values a table: a few hundred tables compile in seconds; a pair of
        // square axes takes no third
        let size = axes.iter().map(|a| a.len).product::<usize>();
        if size * axis.len <= 4096 {
            axes.push(axis);
        } else if size * 2 > 4096 {
            break;
        }
    }
    let element = rng.pick(&ELEMENTS);
    let twin = match rng.below(10) {
        0 => Twin::Data,
        1 | 2 => Twin::Mutant,
        _ => Twin::Right,
    };
    let params: Vec<String> = (0..axes.len()).map(|i| format!("a{i}")).collect();
    let with = |template: &str, n: &str| template.replace("{n}", n);
    let declared_axes: Vec<String> = axes
        .iter()
        .zip(&params)
        .map(|(a, n)| with(a.declared, n))
        .collect();
    let domain = if axes.len() == 1 {
        declared_axes[0].clone()
    } else {
        format!("({})", declared_axes.join(", "))
    };
    let pattern = if axes.len() == 1 {
        params[0].clone()
    } else {
        format!("({})", params.join(", "))
    };
    // the formula: the arguments as integers, mixed, as the element type
    let (k1, k2, k3, k4) = (
        1 + rng.below(97),
        1 + rng.below(89),
        1 + rng.below(83),
        rng.below(1000),
    );
    let ks = [k1, k2, k3];
    let sum: Vec<String> = params
        .iter()
        .zip(ks)
        .map(|(p, k)| format!("{p} * {k}"))
        .collect();
    let formula = format!(
        "pub fn {name}({}) -> {} {{\n    let x = {} + {k4};\n    {}\n}}\n",
        params
            .iter()
            .map(|p| format!("{p}: i64"))
            .collect::<Vec<_>>()
            .join(", "),
        element.ty,
        sum.join(" + "),
        element.from_i64,
    );
    let built: Vec<String> = axes
        .iter()
        .zip(&params)
        .map(|(a, n)| with(a.built, n))
        .collect();
    let mut declared = format!(
        "Table::new(\"{{name}}\", {domain}, |{pattern}| formulas::{name}({}))",
        built.join(", ")
    );
    declared.push_str(&format!(
        ".doc(\"Drawn table {index}, of {}.\")",
        element.ty
    ));
    match twin {
        Twin::Data => declared.push_str(".data()"),
        Twin::Right | Twin::Mutant => declared.push_str(".twin(\"{twin}\")"),
    }
    if rng.below(4) == 0 {
        let cfg = rng.pick(&["tune", "feature = \\\"tune\\\""]);
        declared.push_str(&format!(".tunable(\"{cfg}\")"));
    }
    let setup = twin != Twin::Data && rng.below(4) == 0;
    if setup {
        declared.push_str(".setup(\"crate::twins::initialize\")");
    }
    // a table of a range, not tunable, may answer outside it: the formula's value far below
    let outside: Vec<String> = axes
        .iter()
        .zip(&params)
        .filter_map(|(a, n)| a.outside.map(|test| with(test, n)))
        .collect();
    let far = vec!["-1000"; params.len()].join(", ");
    let answers_outside =
        !outside.is_empty() && !declared.contains(".tunable(") && rng.below(3) == 0;
    if answers_outside {
        declared.push_str(&format!(".outside(formulas::{name}({far}))"));
    }
    let twin_params: Vec<String> = axes
        .iter()
        .zip(&params)
        .map(|(a, n)| format!("{n}: {}", a.twin_type))
        .collect();
    let read: Vec<String> = axes
        .iter()
        .zip(&params)
        .map(|(a, n)| with(a.twin, n))
        .collect();
    let mut body = String::new();
    if setup {
        body.push_str("    assert!(READY.load(Ordering::Relaxed), \"the setup ran first\");\n");
    }
    if answers_outside {
        body.push_str(&format!(
            "    if {} {{\n        return crate::formulas::{name}({far});\n    }}\n",
            outside.join(" || ")
        ));
    }
    body.push_str(&format!(
        "    let v = crate::formulas::{name}({});\n",
        read.join(", ")
    ));
    if twin == Twin::Mutant {
        // one input, the first of every axis but the last, which is its second value
        let first: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let at = usize::from(i + 1 == params.len());
                let r = with(axes[i].twin, p);
                format!(
                    "{r} == {}",
                    match axes[i].declared {
                        d if d.starts_with("Range::new(\"{n}\", -3") => -3 + at as i64,
                        d if d.starts_with("Range::new(\"{n}\", 1..") => 1 + at as i64,
                        _ => at as i64,
                    }
                )
            })
            .collect();
        body.push_str(&format!(
            "    if {} {{\n        return {};\n    }}\n",
            first.join(" && "),
            element.changed
        ));
    }
    body.push_str("    v\n");
    let twin_fn = if twin == Twin::Data {
        String::new()
    } else {
        let ret = element.ty.replace("crate::types::", "chess_lut::");
        format!(
            "pub fn {name}({}) -> {ret} {{\n{body}}}\n\n",
            twin_params.join(", ")
        )
    };
    Drawn {
        name,
        twin,
        declared,
        formula,
        twin_fn,
    }
}

/// One drawn pair of cuckoo tables: the build script's declaration and the twins of its keys.
struct DrawnCuckoo {
    name: String,
    twin: Twin,
    declared: String,
    twins: String,
    /// Whether its moves are the engine's `Move`.
    moves: bool,
}

/// The layouts a drawn pair of cuckoo tables takes: Stockfish's (no call) or another, each with
/// room for the 3,668 reversible moves in two slots a key.
const LAYOUTS: [&str; 4] = [
    "",
    ".layout(16_384, 0, 32)",
    ".layout(32_768, 8, 40)",
    ".layout(65_536, 16, 48)",
];

/// Cuckoo tables keyed by a seeded mix of colour, piece and square, a layout, a doc, a setup or
/// none, and twins of their keys (one of which differs for the white knight on g1, whose proof
/// must fail) or none: the first four every layout in turn, the first three each kind of twin.
/// A key twin of chess-lut's types, or of the engine's own by one piece code or by colour and
/// kind, its parameters in a drawn order; the moves stored as `u16` or as the engine's `Move`.
fn draw_cuckoo(rng: &mut Rng, index: usize) -> DrawnCuckoo {
    let name = format!("c{index}");
    let (seed, side) = (rng.next(), rng.next());
    // the first few take every layout and every kind of twin in turn, the rest are drawn
    let twin = rng.twin(index, 6);
    let layout = LAYOUTS.get(index).unwrap_or_else(|| rng.pick(&LAYOUTS));
    let code = "(c as u64) << 12 | (p as u64) << 6 | sq as u64";
    let mut declared = format!(
        "Cuckoo::new(\"{name}\", |c, p, sq| formulas::mix({seed:#x} ^ ({code})), {side:#x}){layout}\
         .doc(\"Drawn cuckoo tables {index}.\")"
    );
    // the key twin's shape: chess-lut's, the engine's by one code, or by colour and kind
    let shape = rng.below(3);
    let mut args: Vec<&str> = match shape {
        0 => vec![],
        1 => vec!["Code", "Square"],
        _ => vec!["Color", "Piece", "Square"],
    };
    rng.shuffle(&mut args);
    let (_, piece_code) = *rng.pick(&CODES);
    if shape != 0 {
        let listed: Vec<String> = args.iter().map(|a| format!("KeyArg::{a}")).collect();
        declared.push_str(&format!(".key_signature(&[{}])", listed.join(", ")));
    }
    if shape == 1 {
        declared.push_str(&format!(".piece_codes({piece_code})"));
    }
    let moves = rng.below(2) == 0;
    if moves {
        declared.push_str(
            ".moves(|from: types::Square, to: types::Square| Move((from as u16) << 6 | to as u16), \
             Move(0), \"crate::engine::Move::new\")",
        );
    }
    let setup = twin != Twin::Data && rng.below(3) == 0;
    if setup {
        declared.push_str(".setup(\"crate::twins::initialize\")");
    }
    let mut twins = String::new();
    if twin != Twin::Data {
        declared.push_str(&format!(
            ".twin(\"crate::twins::{name}_key\", \"crate::twins::{name}_side\")"
        ));
        let ready = if setup {
            "    assert!(READY.load(Ordering::Relaxed), \"the setup ran first\");\n"
        } else {
            ""
        };
        let mutated = if twin == Twin::Mutant {
            "    if (c, p, sq) == (chess_lut::Color::White, chess_lut::Piece::Knight, chess_lut::Square::G1) {\n        \
             return key ^ 1;\n    }\n"
        } else {
            ""
        };
        // the parameters in the drawn order, and chess-lut's colour, piece and square from them
        let (params, from_engine) = match shape {
            0 => (
                "c: chess_lut::Color, p: chess_lut::Piece, sq: chess_lut::Square".to_string(),
                String::new(),
            ),
            1 => (
                args.iter()
                    .map(|a| match *a {
                        "Code" => "code: crate::engine::Piece",
                        _ => "square: crate::engine::Square",
                    })
                    .collect::<Vec<_>>()
                    .join(", "),
                format!(
                    "    let code_of = {};\n    \
                     let (c, p) = chess_lut::Color::ALL\n        \
                     .into_iter()\n        \
                     .flat_map(|c| chess_lut::Piece::ALL.map(|p| (c, p)))\n        \
                     .find(|&(c, p)| code_of(c, p) == usize::from(code))\n        \
                     .expect(\"a piece's code\");\n    \
                     let sq: chess_lut::Square = square.into();\n",
                    piece_code.replacen("|c, p|", "|c: chess_lut::Color, p: chess_lut::Piece|", 1)
                ),
            ),
            _ => (
                args.iter()
                    .map(|a| match *a {
                        "Color" => "color: crate::engine::Color",
                        "Piece" => "p: chess_lut::Piece",
                        _ => "square: crate::engine::Square",
                    })
                    .collect::<Vec<_>>()
                    .join(", "),
                "    let (c, sq): (chess_lut::Color, chess_lut::Square) = (color.into(), square.into());\n"
                    .to_string(),
            ),
        };
        twins = format!(
            "pub fn {name}_key({params}) -> u64 {{\n\
             {from_engine}{ready}    let key = crate::formulas::mix({seed:#x} ^ ({code}));\n{mutated}    key\n}}\n\n\
             pub fn {name}_side() -> u64 {{\n    {side:#x}\n}}\n\n"
        );
    }
    DrawnCuckoo {
        name,
        twin,
        declared,
        twins,
        moves,
    }
}

/// One drawn threat index: its declaration, a copy of it without a twin (the twin of the index
/// where the twin is right), and the twins' source.
struct DrawnThreats {
    name: String,
    twin: Twin,
    declared: String,
    copy: String,
    twins: String,
}

/// The engines' piece codes a drawn index takes: Stockfish's (sixteen, colour then kind from
/// one), Reckless's (twelve, kind then colour) and colour then kind from zero (the colours a
/// xor apart, as a view that swaps them needs).
const CODES: [(usize, &str); 3] = [
    (16, "|c, p| (c as usize) << 3 | (p as usize + 1)"),
    (12, "|c, p| (p as usize) << 1 | c as usize"),
    (16, "|c, p| c as usize * 8 + p as usize"),
];

/// A threat index of drawn piece codes, targets (each piece's, in a drawn order), orientation,
/// parameters in a drawn order and convention for no feature; proven against a copy of its own
/// declaration (the baked index, as another name: the wiring of every signature and convention,
/// which `threats.rs` holds against engines' own code), against a copy changed wherever the
/// attacked square is e4 (whose proof must fail), or not at all. The first three take each
/// kind of twin in turn; of those that mirror, the first and one in eight by the king's square
/// (64 views of each threat to prove), the rest by the mirrored flag.
fn draw_threats(rng: &mut Rng, index: usize) -> DrawnThreats {
    let name = format!("h{index}");
    let (codes, code) = rng.pick(&CODES);
    let mut declared = format!("Threats::new(\"{{name}}\", {codes}, {code})");
    const PIECES: [&str; 6] = ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King"];
    for (i, piece) in PIECES.iter().enumerate() {
        let mut targets: Vec<&str> = PIECES[..5].to_vec();
        // a drawn order, then a drawn number of them; the knight always threatens something
        rng.shuffle(&mut targets);
        targets.truncate(if i == 1 {
            1 + rng.below(5)
        } else {
            rng.below(6)
        });
        if !targets.is_empty() {
            let targets: Vec<String> = targets.iter().map(|t| format!("Piece::{t}")).collect();
            declared.push_str(&format!(
                ".targets(Piece::{piece}, &[{}])",
                targets.join(", ")
            ));
        }
    }
    let (mirror, flip) = (rng.below(2) == 0, rng.below(2) == 0);
    declared.push_str(&format!(
        ".orientation(Orientation {{ mirror: {mirror}, flip: {flip} }})"
    ));
    let mut args = vec!["Attacker", "FromSquare", "ToSquare", "Attacked"];
    if flip {
        args.push("Perspective");
    }
    if mirror {
        args.push(if index == 0 || rng.below(8) == 0 {
            "KingSquare"
        } else {
            "Mirrored"
        });
    }
    rng.shuffle(&mut args);
    let no_feature = *rng.pick(&["Sentinel", "Negative", "Optional"]);
    let declared_args: Vec<String> = args.iter().map(|a| format!("ThreatArg::{a}")).collect();
    declared.push_str(&format!(
        ".signature(&[{}], NoFeature::{no_feature})",
        declared_args.join(", ")
    ));
    declared.push_str(&format!(".doc(\"Drawn threat index {index}.\")"));
    let copy = declared.replace("{name}", &format!("{name}_copy"));
    // the engine's own types at the index's edge: some, all or none (its copy takes chess-lut's);
    // a colour only where the index takes the perspective
    for (method, ty) in [
        ("square_type", "Square"),
        ("color_type", "Color"),
        ("piece_type", "Piece"),
    ] {
        if rng.below(2) == 0 && (flip || ty != "Color") {
            declared.push_str(&format!(".{method}(\"crate::engine::{ty}\")"));
        }
    }
    let twin = rng.twin(index, 4);
    let mut twins = String::new();
    match twin {
        Twin::Right => {
            declared.push_str(&format!(".twin(\"crate::tables::{name}_copy\")"));
        }
        Twin::Mutant => {
            declared.push_str(&format!(".twin(\"crate::twins::{name}\")"));
            let parameter = |arg: &str| match arg {
                "Perspective" => ("perspective", "chess_lut::Color"),
                "KingSquare" => ("king", "chess_lut::Square"),
                "Mirrored" => ("mirrored", "bool"),
                "Attacker" => ("attacker", "usize"),
                "FromSquare" => ("from", "chess_lut::Square"),
                "ToSquare" => ("to", "chess_lut::Square"),
                _ => ("attacked", "usize"),
            };
            let params: Vec<String> = args
                .iter()
                .map(|a| format!("{}: {}", parameter(a).0, parameter(a).1))
                .collect();
            let names: Vec<&str> = args.iter().map(|a| parameter(a).0).collect();
            let (ret, changed) = match no_feature {
                "Sentinel" => ("u32", "index ^ 1"),
                "Negative" => ("isize", "index ^ 1"),
                _ => ("Option<usize>", "index.map(|i| i ^ 1)"),
            };
            twins = format!(
                "pub fn {name}({}) -> {ret} {{\n    \
                 let index = crate::tables::{name}_copy({});\n    \
                 if to == chess_lut::Square::E4 {{ {changed} }} else {{ index }}\n}}\n\n",
                params.join(", "),
                names.join(", ")
            );
        }
        Twin::Data => {}
    }
    DrawnThreats {
        name: name.clone(),
        twin,
        declared: declared.replace("{name}", &name),
        copy,
        twins,
    }
}

/// An engine's own types, which the drawn tables that take them are declared with: its square,
/// colour, piece (by its code) and move, and their conversions from and to chess-lut's.
const ENGINE: &str = concat!(
    "//! The engine's own types.\n\n",
    engine_types!(square),
    "\n",
    engine_types!(color),
    "\n/// A piece by its code.\n",
    engine_types!(piece),
    "\n/// A move, `from << 6 | to`.\n",
    engine_types!(move),
    "}\n",
    r#"
impl From<Square> for chess_lut::Square {
    fn from(sq: Square) -> chess_lut::Square {
        chess_lut::Square::from_index_masked(sq.0)
    }
}

impl From<chess_lut::Square> for Square {
    fn from(sq: chess_lut::Square) -> Square {
        Square(sq as u8)
    }
}

impl From<Color> for chess_lut::Color {
    fn from(color: Color) -> chess_lut::Color {
        chess_lut::Color::from_black(color == Color::Black)
    }
}

impl From<chess_lut::Color> for Color {
    fn from(color: chess_lut::Color) -> Color {
        [Color::White, Color::Black][color as usize]
    }
}

impl From<Piece> for usize {
    fn from(piece: Piece) -> usize {
        usize::from(piece.0)
    }
}

impl From<usize> for Piece {
    fn from(code: usize) -> Piece {
        Piece(code as u8)
    }
}
"#
);

/// The engine's crate of `drawn`, each declared by `declare(i, drawn)`, and of the drawn cuckoo
/// tables and threat indices (each threat index beside its copy), with the twins of them all.
fn crate_of(
    name: &str,
    drawn: &[Drawn],
    (cuckoos, threats): (&[DrawnCuckoo], &[DrawnThreats]),
    declare: impl Fn(usize, &Drawn) -> String,
) -> Engine {
    let mut build = String::from(
        "#[path = \"src/formulas.rs\"]\nmod formulas;\nuse chess_lut_bake::types;\nuse chess_lut_bake::types::Piece;\nuse chess_lut_bake::*;\n\n\
         fn main() {\n    let mut bake = Bake::new();\n",
    );
    if cuckoos.iter().any(|c| c.moves) {
        build.insert_str(
            0,
            "/// The engine's move, as the build script writes it.\n\
             #[derive(Clone, Copy, PartialEq, Debug)]\n\
             struct Move(u16);\n\n\
             impl chess_lut_bake::Element for Move {\n    \
             fn rust_type(_: &chess_lut_bake::Rust) -> chess_lut_bake::Rust {\n        \
             chess_lut_bake::Rust::from(\"crate::engine::Move\")\n    }\n\n    \
             fn write(&self, out: &mut String) -> Result<(), String> {\n        \
             out.push_str(&format!(\"crate::engine::Move({:#06x})\", self.0));\n        \
             Ok(())\n    }\n}\n\n",
        );
    }
    for (i, d) in drawn.iter().enumerate() {
        build.push_str(&format!("    bake.table({});\n", declare(i, d)));
    }
    for c in cuckoos {
        build.push_str(&format!("    bake.cuckoo({});\n", c.declared));
    }
    for t in threats {
        build.push_str(&format!("    bake.threats({});\n", t.declared));
        build.push_str(&format!("    bake.threats({});\n", t.copy));
    }
    build.push_str("    bake.finish(\"tables\");\n}\n");
    let mut formulas = String::from(
        "//! The drawn tables' formulas, shared by the build script and the twins.\n\
         #![allow(clippy::all, unused_parens, dead_code)]\n\n\
         /// SplitMix64's finaliser: the drawn cuckoo tables' keys.\n\
         pub fn mix(code: u64) -> u64 {\n    \
         let z = code.wrapping_add(0x9E37_79B9_7F4A_7C15);\n    \
         let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);\n    \
         let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);\n    \
         z ^ (z >> 31)\n}\n\n",
    );
    let mut twins = String::from(
        "//! The drawn tables' twins.\n\
         #![allow(clippy::all)]\n\n\
         use std::sync::atomic::{AtomicBool, Ordering};\n\n\
         static READY: AtomicBool = AtomicBool::new(false);\n\n\
         /// What the twins of the tables with a setup need run first.\n\
         pub fn initialize() {\n    READY.store(true, Ordering::Relaxed);\n}\n\n",
    );
    for d in drawn {
        formulas.push_str(&d.formula);
        twins.push_str(&d.twin_fn);
    }
    for c in cuckoos {
        twins.push_str(&c.twins);
    }
    for t in threats {
        twins.push_str(&t.twins);
    }
    let main = "//! An engine of drawn tables.\n#![deny(warnings)]\n\n\
                use chess_lut as types;\n\n\
                #[allow(dead_code)]\nmod engine;\nmod formulas;\nmod twins;\n\
                #[allow(dead_code)]\nmod tables {\n    include!(concat!(env!(\"OUT_DIR\"), \"/tables.rs\"));\n}\n\n\
                fn main() {\n    twins::initialize();\n}\n";
    Engine::with_setup(
        name,
        &build,
        &[
            ("src/main.rs", main),
            ("src/engine.rs", ENGINE),
            ("src/formulas.rs", &formulas),
            ("src/twins.rs", &twins),
        ],
        &Setup {
            generator_features: &["cuckoo", "threats"],
            ..Setup::default()
        },
    )
}

/// Every drawn declaration baked, linted and proven; every mutant's proof failing, named; every
/// declaration's mistake refused, named.
fn generative(seed: u64, count: usize) {
    let mut rng = Rng(seed);
    let drawn: Vec<Drawn> = (0..count).map(|i| draw(&mut rng, i)).collect();
    // a pair of cuckoo tables for every forty tables, at least one
    let cuckoos: Vec<DrawnCuckoo> = (0..count.div_ceil(40))
        .map(|i| draw_cuckoo(&mut rng, i))
        .collect();
    // and a threat index for every forty
    let threats: Vec<DrawnThreats> = (0..count.div_ceil(40))
        .map(|i| draw_threats(&mut rng, i))
        .collect();
    let declared = |_: usize, d: &Drawn| {
        d.declared
            .replace("{name}", &d.name)
            .replace("{twin}", &format!("crate::twins::{}", d.name))
    };
    let engine = crate_of("drawn", &drawn, (&cuckoos, &threats), declared);
    // clippy checks what a build compiles, its warnings denied, and the proofs too; a build
    // where the toolchain has none
    if !clippy_here() {
        engine.succeeds(&["build"]);
    } else {
        engine.succeeds(&["clippy", "--all-targets", "--", "-D", "warnings"]);
        engine.succeeds(&[
            "clippy",
            "--all-targets",
            "--features",
            "tune",
            "--",
            "-D",
            "warnings",
        ]);
    }
    let proven = drawn.iter().filter(|d| d.twin == Twin::Right).count();
    let mutants: Vec<&str> = drawn
        .iter()
        .filter(|d| d.twin == Twin::Mutant)
        .map(|d| d.name.as_str())
        .collect();
    let cuckoos_proven = cuckoos.iter().filter(|c| c.twin == Twin::Right).count();
    let cuckoo_mutants = cuckoos.iter().filter(|c| c.twin == Twin::Mutant).count();
    let threats_proven = threats.iter().filter(|t| t.twin == Twin::Right).count();
    let threat_mutants = threats.iter().filter(|t| t.twin == Twin::Mutant).count();
    for features in [&[][..], &["--features", "tune"]] {
        let args: Vec<&str> = ["test"].iter().chain(features).copied().collect();
        let tested = engine.cargo(&args);
        let stdout = String::from_utf8_lossy(&tested.stdout).into_owned();
        // each proof's verdict, as its twin makes it: (test, twin, what it declares)
        let proofs = drawn
            .iter()
            .map(|d| (format!("{}_equals_its_twin", d.name), d.twin, &d.declared))
            .chain(cuckoos.iter().map(|c| {
                let test = format!("{}_holds_every_reversible_move", c.name);
                (test, c.twin, &c.declared)
            }))
            .chain(
                threats
                    .iter()
                    .map(|t| (format!("{}_equals_its_twin", t.name), t.twin, &t.declared)),
            );
        for (test, twin, declared) in proofs {
            let line = format!("test tables::proofs::{test} ... ");
            let verdict = stdout.lines().find_map(|l| l.strip_prefix(line.as_str()));
            let expected = match twin {
                Twin::Right => Some("ok"),
                Twin::Mutant => Some("FAILED"),
                Twin::Data => None,
            };
            assert_eq!(verdict, expected, "{test} ({features:?}):\n{declared}");
        }
        for m in &mutants {
            // the failure names the lookup and its twin
            assert!(
                stdout.contains(&format!("its twin `crate::twins::{m}` ")),
                "{m}:\n{stdout}"
            );
        }
        if cuckoo_mutants > 0 {
            // the mutated key's moves, found in neither slot
            assert!(
                stdout.contains("White's knight between g1 and e2 (key "),
                "{stdout}"
            );
        }
        assert!(
            stdout.contains(&format!(
                "{} passed; {} failed",
                proven + cuckoos_proven + threats_proven,
                mutants.len() + cuckoo_mutants + threat_mutants
            )),
            "{features:?}:\n{stdout}"
        );
    }
    // every declaration with a mistake: the build fails, one line each, naming it
    let mistakes = [
        ("Bad{i}", "not a snake_case identifier"),
        ("loop", "is a Rust keyword"),
        ("taken", "the name is taken by an earlier declaration"),
        ("t{i}", "is not an absolute path"),
    ];
    let misdeclared = |i: usize, d: &Drawn| {
        let (name, _) = mistakes[i % mistakes.len()];
        let name = name.replace("{i}", &i.to_string());
        let twin = if i % mistakes.len() == 3 {
            format!("twins::{}", d.name)
        } else {
            format!("crate::twins::{}", d.name)
        };
        // a relative twin is a mistake only where there is a twin
        let declared = if i % mistakes.len() == 3 && d.twin == Twin::Data {
            d.declared.replace(".data()", ".twin(\"{twin}\")")
        } else {
            d.declared.clone()
        };
        declared.replace("{name}", &name).replace("{twin}", &twin)
    };
    let wrong = crate_of("misdeclared", &drawn, (&cuckoos, &threats), misdeclared);
    let stderr = wrong.fails_to_build();
    let refused: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("  error: table `"))
        .collect();
    // the first `taken` and the first `loop` are the only ones of their names not refused for
    // the name: `taken` once is fine, `loop` never is
    let first_taken = (0..count).find(|i| i % mistakes.len() == 2);
    assert_eq!(
        refused.len(),
        count - usize::from(first_taken.is_some()),
        "{stderr}"
    );
    for (i, _) in drawn.iter().enumerate() {
        let (name, why) = mistakes[i % mistakes.len()];
        let name = name.replace("{i}", &i.to_string());
        if Some(i) == first_taken {
            continue;
        }
        assert!(
            refused
                .iter()
                .any(|l| l.contains(&format!("table `{name}`: ")) && l.contains(why)),
            "declaration {i} ({name}: {why}):\n{stderr}"
        );
    }
    let with = |what: &str| drawn.iter().filter(|d| d.declared.contains(what)).count();
    println!(
        "generative bake: seed {seed:#x}, {count} declarations ({} tunable, {} with a setup, {} \
         of a range, {} answering outside it): {proven} proven, {} mutants failing their proofs, {} data; {} mistakes \
         refused; {} pairs of cuckoo tables ({} of another layout, {} keyed in the engine's \
         shape, {} of its moves): {cuckoos_proven} proven, {cuckoo_mutants} mutants failing their \
         proofs, {} without twins; {} threat indices ({} of the engine's types): \
         {threats_proven} proven, {threat_mutants} mutants failing their proofs, {} without twins",
        with(".tunable("),
        with(".setup("),
        with("Range::new("),
        with(".outside("),
        mutants.len(),
        count - proven - mutants.len(),
        refused.len(),
        cuckoos.len(),
        cuckoos
            .iter()
            .filter(|c| c.declared.contains(".layout("))
            .count(),
        cuckoos
            .iter()
            .filter(|c| c.declared.contains(".key_signature("))
            .count(),
        cuckoos.iter().filter(|c| c.moves).count(),
        cuckoos.len() - cuckoos_proven - cuckoo_mutants,
        threats.len(),
        threats
            .iter()
            .filter(|t| t.declared.contains("_type("))
            .count(),
        threats.len() - threats_proven - threat_mutants,
    );
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn drawn_declarations_compile_clean_and_prove_themselves() {
    generative(
        env_or("CHESS_LUT_GENERATIVE_SEED", 0x5EED),
        env_or("CHESS_LUT_GENERATIVE_COUNT", 240),
    );
}

#[test]
#[ignore = "two thousand declarations: a few minutes"]
fn two_thousand_drawn_declarations() {
    generative(env_or("CHESS_LUT_GENERATIVE_SEED", 0xD1CE), 2000);
}
