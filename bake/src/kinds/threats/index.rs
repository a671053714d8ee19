//! The threat index written: a `const fn` in the engine's own signature, of the engine's types
//! at its edge where declared, with its documentation, and the check every build makes of its
//! twin.

use super::layout::Layout;
use super::{NoFeature, ThreatArg, Threats};
use crate::source::section::Context;
use crate::source::text::{doc_lines, link};
use crate::source::twin::{INTEGERS, loose_check, not_the_lookup_check};

impl Threats {
    /// The `const fn` index in the engine's signature, with its documentation, and the naming
    /// of its twin.
    pub(super) fn index(
        &self,
        args: &[ThreatArg],
        layout: &Layout,
        types: &[&str],
        cx: &Context,
    ) -> String {
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
