//! Threat indices written: the three statics and two constants, the index, the check of its
//! twin, and the descriptions (the proof is `proof.rs`'s).

use chess_lut_types::table::{self, AnswerKind, Description, Integers};

use super::layout::Code;
use super::{NoFeature, Threats};
use crate::declaration::axis::{AxisInfo, Range, Squares};
use crate::declaration::names::check_name;
use crate::source::rust::Rust;
use crate::source::section::{Context, Meta, Names, Section};
use crate::source::text::{check_path, doc_lines, link, write_rows};
use crate::source::twin::INTEGERS;

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
            names,
            statics: source,
            test,
            values_json,
            metas,
            unproven: self.twin.is_none(),
            ..Section::empty("threats", name.clone())
        })
    }
}
