//! Threat indices written: the three statics and two constants, the index, the check of its
//! twin, and the descriptions (the proof is `proof.rs`'s).

use chess_lut_types::table::{self, AnswerKind, Description, Integers};

use super::layout::{Code, Layout};
use super::{NoFeature, ThreatArg, Threats};
use crate::declaration::axis::{AxisInfo, Range, Squares};
use crate::declaration::names::check_name;
use crate::source::rust::Rust;
use crate::source::section::{Context, Meta, Names, Section};
use crate::source::text::{check_path, doc_lines, link, write_rows};
use crate::source::twin::{INTEGERS, loose_check, not_the_lookup_check};

/// The axis of an engine's piece codes: its parameter, a `usize`, indexes it as it is; a row
/// is labelled with its piece, `none` for a code no piece has.
struct Codes<'a> {
    name: &'static str,
    pieces: &'a [Code],
    codes: usize,
}

impl AxisInfo for Codes<'_> {
    fn name(&self) -> &str {
        self.name
    }

    fn len(&self) -> Option<usize> {
        Some(self.codes)
    }

    fn label(&self, i: usize) -> String {
        match self.pieces.iter().find(|(code, ..)| *code == i) {
            Some((_, color, piece)) => format!("{} {}", color.name(), piece.name()),
            None => format!("{i}: none"),
        }
    }

    fn rust_type(&self, _: &Rust) -> Rust {
        Rust::from("usize")
    }

    fn index(&self, param: &str) -> Rust {
        Rust::from(param)
    }

    fn every(&self, _: &Rust) -> Rust {
        Rust::from(format!("0..{}", self.codes))
    }

    fn describe(&self) -> table::Axis<&str> {
        let end = i128::try_from(self.codes).unwrap_or(i128::MAX) - 1;
        table::Axis::range(
            self.name,
            Integers {
                ty: "usize",
                start: 0,
                end,
            },
        )
    }

    fn kind(&self) -> table::AxisKind {
        table::AxisKind::Range
    }
}

/// The smallest integer type that holds every one of `values`: its name and its bytes a value.
fn smallest(values: &[i64]) -> (&'static str, usize) {
    // one pass, by hand: the bake runs unoptimised in every engine's build
    let (mut least, mut most) = (0, 0);
    for &v in values {
        if v < least {
            least = v;
        } else if v > most {
            most = v;
        }
    }
    if least >= 0 {
        match most {
            0..=0xFF => ("u8", 1),
            0x100..=0xFFFF => ("u16", 2),
            _ => ("u32", 4),
        }
    } else if least >= i64::from(i16::MIN) && most <= i64::from(i16::MAX) {
        ("i16", 2)
    } else {
        ("i32", 4)
    }
}

/// One static of the three, as it is written and described.
struct Static<'a> {
    ident: String,
    /// Its doc's first sentence, then how it is indexed.
    doc: String,
    axes: Vec<&'a dyn AxisInfo>,
    values: Vec<i64>,
}

impl Threats {
    pub(super) fn write(&self, cx: &Context) -> Result<Section, String> {
        check_name(&self.name)?;
        if let Some(twin) = &self.twin {
            check_path(twin)?;
        }
        let args = self.args()?;
        let declared = ["square_type", "color_type", "piece_type"];
        for ((method, path), kind) in declared
            .iter()
            .zip(&self.types)
            .zip(["Square", "Color", "usize"])
        {
            let Some(path) = path else { continue };
            check_path(path)?;
            // chess-lut's own type, or an integer, is what the index takes without it
            let last = path.rsplit("::").next().unwrap_or(path);
            if path.contains("chess_lut") || INTEGERS.contains(&last) {
                return Err(format!(
                    "its {method}, `{path}`, is no type of the engine's own: the index takes \
                     chess-lut's squares and colours and the pieces' codes without one"
                ));
            }
            if !args.iter().any(|a| a.parameter().1 == kind) {
                return Err(format!(
                    "its {method} is declared, but its signature takes no perspective (its \
                     orientation does not flip the board): drop it"
                ));
            }
        }
        let layout = self.layout()?;
        let (name, ident) = (&self.name, self.name.to_uppercase());
        let n = layout.codes;
        let attacker = Codes {
            name: "attacker",
            pieces: &layout.pieces,
            codes: n,
        };
        let attacked = Codes {
            name: "attacked",
            ..attacker
        };
        let order = Range::new("from_below_to", 0..=1usize);
        let (from, to) = (Squares("from"), Squares("to"));
        let lookup = link(name, &cx.lookups);
        let dimensions = layout.dimensions;
        // no feature: the dimensions, or for a negative index a base no place makes positive
        let (excluded, signed) = match self.no_feature {
            NoFeature::Negative => {
                let most = layout.offsets.iter().max().copied().unwrap_or(0) + 27;
                if dimensions >= 1 << 15 || most >= 1 << 15 {
                    (i64::from(i32::MIN), Some("i32"))
                } else {
                    (i64::from(i16::MIN), Some("i16"))
                }
            }
            NoFeature::Sentinel | NoFeature::Optional => (i64::from(dimensions), None),
        };
        let statics = [
            Static {
                ident: format!("{ident}_PAIRS"),
                doc: format!(
                    "The base of each pair's threat features, by whether the attacker's square \
                     lies below the attacked one's, seen from the perspective; `{ident}_EXCLUDED` \
                     where the pair is no feature, or where it counts only the other way. \
                     Indexed `[attacker][attacked][from < to]`, by the engine's piece codes: what \
                     {lookup} reads first."
                ),
                axes: vec![&attacker, &attacked, &order],
                values: layout
                    .pairs
                    .iter()
                    .map(|&v| {
                        if v == dimensions {
                            excluded
                        } else {
                            i64::from(v)
                        }
                    })
                    .collect(),
            },
            Static {
                ident: format!("{ident}_OFFSETS"),
                doc: format!(
                    "How many squares a piece attacks on an empty board from the squares before \
                     each (a pawn only from its ranks). Indexed `[attacker][from]`: what {lookup} \
                     reads second."
                ),
                axes: vec![&attacker, &from],
                values: layout.offsets.iter().map(|&v| i64::from(v)).collect(),
            },
            Static {
                ident: format!("{ident}_BELOW"),
                doc: format!(
                    "How many of the squares a piece on `from` attacks on an empty board lie \
                     below `to`: an attacked square's place among them. Indexed \
                     `[attacker][from][to]`: what {lookup} reads third."
                ),
                axes: vec![&attacker, &from, &to],
                values: layout.below.iter().map(|&v| i64::from(v)).collect(),
            },
        ];
        let mut source = String::new();
        let mut types = Vec::new();
        let (mut metas, mut values_json) = (Vec::new(), Vec::new());
        for s in &statics {
            let (ty, width) = smallest(&s.values);
            let shape: Vec<usize> = s.axes.iter().map(|a| a.len().unwrap_or(0)).collect();
            let array = table::array_type(ty, &shape).to_string();
            let bytes = s.values.len() * width;
            doc_lines(
                &mut source,
                &format!("{}\n\n`{array}`, {bytes} bytes.", s.doc),
            );
            source.push_str(&format!("pub static {}: {array} = [\n", s.ident));
            let texts: Vec<String> = s.values.iter().map(i64::to_string).collect();
            write_rows(&mut source, &s.axes, &texts, 1);
            source.push_str("];\n\n");
            let description = Description {
                name: s.ident.to_lowercase(),
                ident: s.ident.clone(),
                twin: None,
                doc: chess_lut_types::table::summary(&s.doc).to_string(),
                axes: s.axes.iter().map(|a| a.describe().owned()).collect(),
                ty: ty.to_string(),
                stored: ty.to_string(),
                answer: AnswerKind::Number,
                bytes,
                outside: None,
            };
            // an engine's tables: no values for chess-lut's registry
            metas.push(Meta {
                description,
                shape,
                values: None,
            });
            if cx.writes_file {
                values_json.push(texts);
            }
            types.push(ty);
        }
        // an engine that keeps its tables in a private module may read neither constant
        doc_lines(
            &mut source,
            &format!(
                "How many threat features there are: the size of the network's threat inputs, \
                 and where the indices of {lookup} end."
            ),
        );
        source.push_str(&format!(
            "#[allow(dead_code)]\npub const {ident}_DIMENSIONS: u32 = {dimensions};\n\n"
        ));
        let (marker, means) = match signed {
            Some(ty) => (
                format!("{ty} = {ty}::MIN"),
                "its least value, so that the index of a threat that is no feature is negative"
                    .to_string(),
            ),
            None => (
                format!("u32 = {dimensions}"),
                format!("`{ident}_DIMENSIONS`, so that the index lies at or past every feature"),
            ),
        };
        doc_lines(
            &mut source,
            &format!("What `{ident}_PAIRS` holds for a pair that is no feature: {means}."),
        );
        source.push_str(&format!(
            "#[allow(dead_code)]\npub const {ident}_EXCLUDED: {marker};\n\n"
        ));
        source.push_str(&self.index(&args, &layout, &types, cx));
        let test = match &self.twin {
            Some(twin) => self.proof(&args, &layout, twin, cx),
            None => String::new(),
        };
        let mut names = Names {
            items: statics.iter().map(|s| s.ident.clone()).collect(),
            tests: Vec::new(),
        };
        names.items.extend([
            format!("{ident}_DIMENSIONS"),
            format!("{ident}_EXCLUDED"),
            name.clone(),
        ]);
        if args.iter().any(|&a| self.engine_type(a).is_some()) {
            names.items.push(format!("{name}_const"));
        }
        if self.twin.is_some() {
            names.tests.push(format!("{name}_equals_its_twin"));
        }
        Ok(Section {
            what: "threats",
            names,
            name: name.clone(),
            problem: None,
            statics: source,
            lookup: String::new(),
            test,
            values_json,
            samples: false,
            metas,
            unproven: self.twin.is_none(),
            check_cfg: Vec::new(),
            setup: None,
        })
    }

    /// The `const fn` index in the engine's signature, with its documentation, and the naming
    /// of its twin.
    fn index(&self, args: &[ThreatArg], layout: &Layout, types: &[&str], cx: &Context) -> String {
        let (name, ident, v) = (&self.name, self.name.to_uppercase(), &cx.chess_lut);
        let has = |arg| args.contains(&arg);
        // the board as the perspective sees it: mirrored where its king stands on the files e
        // to h (or where the engine says so), flipped for Black, its colours swapped for Black
        let mirror = if has(ThreatArg::KingSquare) {
            Some("7 * ((king as u8 >> 2) & 1)")
        } else if has(ThreatArg::Mirrored) {
            Some("7 * mirrored as u8")
        } else {
            None
        };
        let flip = has(ThreatArg::Perspective).then_some("56 * perspective as u8");
        let mut body = match (mirror, flip) {
            (Some(m), Some(f)) => format!("    let turn = ({m}) ^ ({f});\n"),
            (Some(t), None) | (None, Some(t)) => format!("    let turn = {t};\n"),
            (None, None) => String::new(),
        };
        body.push_str(if body.is_empty() {
            "    let (from, to) = (from as usize, to as usize);\n"
        } else {
            "    let (from, to) = ((from as u8 ^ turn) as usize, (to as u8 ^ turn) as usize);\n"
        });
        if has(ThreatArg::Perspective) {
            let swap = match layout.swap {
                1 => "perspective as usize".to_string(),
                swap => format!("{swap} * perspective as usize"),
            };
            body.push_str(&format!(
                "    let swap = {swap};\n    \
                 let (attacker, attacked) = (attacker ^ swap, attacked ^ swap);\n"
            ));
        }
        // each load widened to the type the index adds in, where the static's is narrower
        let sum_as = match self.no_feature {
            NoFeature::Negative => "isize",
            NoFeature::Sentinel | NoFeature::Optional => "u32",
        };
        let read = |table: &str, at: &str, ty: &str| {
            if ty == sum_as {
                format!("{ident}_{table}{at}")
            } else {
                format!("{ident}_{table}{at} as {sum_as}")
            }
        };
        let sum = format!(
            "{}\n        + {}\n        + {}",
            read(
                "PAIRS",
                "[attacker][attacked][(from < to) as usize]",
                types[0]
            ),
            read("OFFSETS", "[attacker][from]", types[1]),
            read("BELOW", "[attacker][from][to]", types[2]),
        );
        match self.no_feature {
            NoFeature::Sentinel | NoFeature::Negative => body.push_str(&format!("    {sum}\n")),
            NoFeature::Optional => body.push_str(&format!(
                "    let index = {sum};\n    \
                 if index < {ident}_DIMENSIONS {{\n        \
                 Some(index as usize)\n    }} else {{\n        None\n    }}\n"
            )),
        }
        let params: Vec<String> = args
            .iter()
            .map(|a| match a.parameter() {
                (p, "Color") => format!("{p}: {v}::Color"),
                (p, "Square") => format!("{p}: {v}::Square"),
                (p, ty) => format!("{p}: {ty}"),
            })
            .collect();
        let mut doc = self.doc.clone();
        if !doc.is_empty() {
            doc.push_str("\n\n");
        }
        let dims = link(&format!("{ident}_DIMENSIONS"), &cx.statics);
        let view = match (
            has(ThreatArg::Perspective),
            has(ThreatArg::KingSquare),
            has(ThreatArg::Mirrored),
        ) {
            (true, true, _) => " seen from `perspective`, whose king stands on `king`",
            (true, false, true) => " seen from `perspective`, the board `mirrored` or not",
            (true, false, false) => " seen from `perspective`",
            (false, true, _) => ", its side's king on `king`",
            (false, false, true) => ", the board `mirrored` or not",
            (false, false, false) => ", the squares and pieces as the engine has turned them",
        };
        let none = match self.no_feature {
            NoFeature::Sentinel => format!("an index at or past {dims} is no feature"),
            NoFeature::Negative => "a negative index is no feature".to_string(),
            NoFeature::Optional => "`None` where the threat is no feature".to_string(),
        };
        doc.push_str(&format!(
            "The feature of a threat{view}: `attacker` (the engine's {} of the piece) on \
             `from` attacking `attacked` on `to`. One load from each of {}, {} and {}; {none}. {}",
            if self.types[2].is_some() {
                "type"
            } else {
                "code"
            },
            link(&format!("{ident}_PAIRS"), &cx.statics),
            link(&format!("{ident}_OFFSETS"), &cx.statics),
            link(&format!("{ident}_BELOW"), &cx.statics),
            match &self.twin {
                Some(twin) => format!(
                    "Proven equal to its twin, `{twin}`, on every threat of the whole domain (the \
                     test `{name}_equals_its_twin`)."
                ),
                None => "No twin: nothing proves its values.".into(),
            }
        ));
        // the engine's types at the edge, turned into the index's by Into, and the index
        // itself a const fn beside it
        let edge: Vec<(ThreatArg, &str)> = args
            .iter()
            .filter_map(|&a| Some((a, self.engine_type(a)?)))
            .collect();
        if !edge.is_empty() {
            let turned: Vec<String> = edge
                .iter()
                .map(|&(a, ty)| {
                    let to = match a.parameter().1 {
                        "Square" => format!("`{v}::Square`"),
                        "Color" => format!("`{v}::Color`"),
                        _ => "the piece's code, a `usize`".to_string(),
                    };
                    format!("`{}` a `{ty}`, turned into {to}", a.parameter().0)
                })
                .collect();
            doc.push_str(&format!(
                "\n\nIn the engine's own types, each turned into the index's by `Into` (which \
                 inlines to what a conversion at the call would cost): {}. [`{name}_const`] is \
                 the same index as a `const fn` of chess-lut's types and the pieces' codes.",
                turned.join("; ")
            ));
        }
        let panics = |in_const: &str| {
            format!(
                "# Panics\n\nWhere `attacker` or `attacked` is {} or more{} (an index out of \
                 bounds{in_const}).",
                layout.codes,
                if has(ThreatArg::Perspective) {
                    ", or becomes so with its colour swapped for Black's view"
                } else {
                    ""
                }
            )
        };
        let in_const = "; in a `const` item, an error";
        doc.push_str("\n\n");
        doc.push_str(&if edge.is_empty() {
            panics(in_const)
        } else {
            // a plain fn, which no const item calls, of the engine's pieces
            panics("").replace(
                "`attacker` or `attacked` is",
                "the code of `attacker` or `attacked` is",
            )
        });
        let mut out = String::new();
        let ret = self.no_feature.return_type();
        if edge.is_empty() {
            doc_lines(&mut out, &doc);
            out.push_str(&format!(
                "#[inline]\npub const fn {name}({}) -> {ret} {{\n{body}}}\n\n",
                params.join(", "),
            ));
        } else {
            doc_lines(&mut out, &doc);
            let engine_params: Vec<String> = args
                .iter()
                .zip(&params)
                .map(|(&a, p)| match self.engine_type(a) {
                    Some(ty) => format!("{}: {ty}", a.parameter().0),
                    None => p.clone(),
                })
                .collect();
            let handed: Vec<String> = args
                .iter()
                .map(|&a| match self.engine_type(a) {
                    Some(_) => format!("{}.into()", a.parameter().0),
                    None => a.parameter().0.to_string(),
                })
                .collect();
            // always inlined: it only converts, and a call site must cost what a conversion
            // at the call costs, whatever the compiler's judgement of a call
            out.push_str(&format!(
                "#[inline(always)]\npub fn {name}({}) -> {ret} {{\n    {name}_const({})\n}}\n\n",
                engine_params.join(", "),
                handed.join(", "),
            ));
            doc_lines(
                &mut out,
                &format!(
                    "The index [`{name}`] answers, as a `const fn` of chess-lut's types and the \
                     pieces' codes (for a `const` context){}.\n\n{}",
                    if self.twin.is_some() {
                        ", proven with it"
                    } else {
                        ""
                    },
                    panics(in_const)
                ),
            );
            out.push_str(&format!(
                "#[inline]\npub const fn {name}_const({}) -> {ret} {{\n{body}}}\n\n",
                params.join(", "),
            ));
        }
        if let Some(twin) = &self.twin {
            // what every build checks of the twin, with no conversion of the engine's: how many
            // arguments it takes, and that it answers as the declared convention has it (an
            // integer, or an Option of one), a mismatch failing with the sentence of the trait
            // below, which names the table and the convention to declare; the types of its
            // arguments are the proof's to check, through TryFrom
            let (answers, message): (Vec<String>, String) = match self.no_feature {
                NoFeature::Optional => (
                    INTEGERS.iter().map(|t| format!("Option<{t}>")).collect(),
                    format!(
                        "the twin of `{name}` answers `{{Self}}`, but `{name}` is declared with \
                         NoFeature::Optional, for a twin that answers an Option of its index: \
                         declare NoFeature::Sentinel for a twin whose index at or past the \
                         dimensions is no feature, or NoFeature::Negative for one whose negative \
                         index is none"
                    ),
                ),
                NoFeature::Sentinel | NoFeature::Negative => (
                    INTEGERS.iter().map(|t| t.to_string()).collect(),
                    format!(
                        "the twin of `{name}` answers `{{Self}}`, but `{name}` is declared with \
                         NoFeature::{:?}, for a twin that answers an integer index: declare \
                         NoFeature::Optional for a twin that answers an Option",
                        self.no_feature
                    ),
                ),
            };
            let impls: String = answers
                .iter()
                .map(|t| format!("    impl Answer for {t} {{}}\n"))
                .collect();
            let params: Vec<&str> = args.iter().map(|a| a.parameter().0).collect();
            let rule = format!(
                "`{name}` is declared with {} parameters, ({}), and its twin takes as many, in \
                 that order, each of the engine's type for it: declare the signature the twin \
                 has, or name another twin",
                args.len(),
                params.join(", ")
            );
            let answer = format!(
                "    #[diagnostic::on_unimplemented(message = {message:?}, label = \"the twin of \
                 `{name}`\")]\n    \
                 trait Answer {{}}\n\
                 {impls}"
            );
            out.push_str(&format!(
                "// The twin of `{name}`, checked by every build: a path that names nothing, a \
                 function of another number of arguments or one that answers otherwise than \
                 its convention fails it; and a twin only the proof calls is no dead code.\n{}",
                loose_check(
                    &format!("the twin of `{name}`"),
                    twin,
                    args.len(),
                    ("R", Some(&answer)),
                    &rule
                ),
            ));
            let constant = format!("{name}_const");
            let lookups: &[&str] = if edge.is_empty() {
                &[name]
            } else {
                &[name, &constant]
            };
            out.push_str(&not_the_lookup_check(name, twin, lookups));
        }
        out
    }
}
