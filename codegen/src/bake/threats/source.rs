//! Threat indices written: the three statics and two constants, the index, the check of its
//! twin's signature, the proof and the descriptions.

use chess_lut_types::table::{self, AnswerKind, Description, Integers};
use chess_lut_types::{Color, Piece};

use super::Threats;
use super::layout::{Code, Layout};
use crate::bake::axis::{AxisInfo, Range, Squares};
use crate::bake::names::check_name;
use crate::bake::section::{Context, Meta, Names, Section};
use crate::bake::text::{check_path, doc_lines, link, write_rows};
use crate::rust::Rust;
use crate::table::Elem;

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

/// The smallest unsigned type that holds every one of `values`.
fn smallest(values: impl Iterator<Item = u64>) -> Elem {
    match values.max().unwrap_or(0) {
        0..=0xFF => Elem::U8,
        0x100..=0xFFFF => Elem::U16,
        // a u32 table is written as such, though the registry holds none
        _ => Elem::U64,
    }
}

/// The Rust name of the type `elem` stands for here: `u32` for what no `u16` holds.
fn type_name(elem: Elem) -> &'static str {
    match elem {
        Elem::U8 => "u8",
        Elem::U16 => "u16",
        Elem::U64 => "u32",
    }
}

/// One static of the three, as it is written and described.
struct Static<'a> {
    ident: String,
    /// Its doc's first sentence, then how it is indexed.
    doc: String,
    axes: Vec<&'a dyn AxisInfo>,
    values: Vec<u64>,
}

impl Threats {
    pub(super) fn write(&self, cx: &Context) -> Result<Section, String> {
        check_name(&self.name)?;
        if let Some(twin) = &self.twin {
            check_path(twin)?;
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
                values: layout.pairs.iter().map(|&v| u64::from(v)).collect(),
            },
            Static {
                ident: format!("{ident}_OFFSETS"),
                doc: format!(
                    "How many squares a piece attacks on an empty board from the squares before \
                     each (a pawn only from its ranks). Indexed `[attacker][from]`: what {lookup} \
                     reads second."
                ),
                axes: vec![&attacker, &from],
                values: layout.offsets.iter().map(|&v| u64::from(v)).collect(),
            },
            Static {
                ident: format!("{ident}_BELOW"),
                doc: format!(
                    "How many of the squares a piece on `from` attacks on an empty board lie \
                     below `to`: an attacked square's place among them. Indexed \
                     `[attacker][from][to]`: what {lookup} reads third."
                ),
                axes: vec![&attacker, &from, &to],
                values: layout.below.iter().map(|&v| u64::from(v)).collect(),
            },
        ];
        let mut source = String::new();
        let mut types = Vec::new();
        let (mut metas, mut values_json) = (Vec::new(), Vec::new());
        for s in &statics {
            let elem = smallest(s.values.iter().copied());
            let ty = type_name(elem);
            let shape: Vec<usize> = s.axes.iter().map(|a| a.len().unwrap_or(0)).collect();
            let array = table::array_type(ty, &shape).to_string();
            let bytes = s.values.len() * elem_bytes(elem);
            doc_lines(
                &mut source,
                &format!("{}\n\n`{array}`, {bytes} bytes.", s.doc),
            );
            source.push_str(&format!("pub static {}: {array} = [\n", s.ident));
            let texts: Vec<String> = s.values.iter().map(u64::to_string).collect();
            write_rows(&mut source, &s.axes, &texts, 1);
            source.push_str("];\n\n");
            let axes: Vec<table::Axis<&str>> = s.axes.iter().map(|a| a.describe()).collect();
            let summary = chess_lut_types::table::summary(&s.doc).to_string();
            let table_name = s.ident.to_lowercase();
            let d = Description {
                name: table_name.as_str(),
                ident: s.ident.as_str(),
                twin: None,
                doc: summary.as_str(),
                axes: &axes[..],
                ty,
                stored: ty,
                answer: AnswerKind::Number,
                bytes,
            };
            let registry = (elem != Elem::U64).then(|| (elem, s.values.clone()));
            metas.push(Meta::new(&d, shape, registry));
            if cx.writes_file {
                values_json.push(texts);
            }
            types.push(ty);
        }
        let dimensions = layout.dimensions;
        doc_lines(
            &mut source,
            &format!(
                "How many threat features there are: an index of {lookup} below it is one, and \
                 one at or past it none."
            ),
        );
        source.push_str(&format!(
            "pub const {ident}_DIMENSIONS: u32 = {dimensions};\n\n"
        ));
        doc_lines(
            &mut source,
            &format!(
                "What `{ident}_PAIRS` holds for a pair that is no feature: `{ident}_DIMENSIONS`, \
                 so that the index lies past every feature."
            ),
        );
        source.push_str(&format!(
            "pub const {ident}_EXCLUDED: u32 = {dimensions};\n\n"
        ));
        source.push_str(&self.index(&layout, &types, cx));
        let test = match &self.twin {
            Some(twin) => self.proof(&layout, twin, cx),
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
        })
    }

    /// The `const fn` index, with its documentation, and the check of its twin's signature.
    fn index(&self, layout: &Layout, types: &[&str], cx: &Context) -> String {
        let (name, ident, v) = (&self.name, self.name.to_uppercase(), &cx.chess_lut);
        let o = self.orientation;
        // the board turned: mirrored where the king stands on the files e to h, flipped for
        // Black; the colours swapped for Black
        let turn = match (o.mirror, o.flip) {
            (true, true) => "(7 * ((king as u8 >> 2) & 1)) ^ (56 * perspective as u8)",
            (true, false) => "7 * ((king as u8 >> 2) & 1)",
            (false, true) => "56 * perspective as u8",
            (false, false) => "0",
        };
        let swap = if o.flip {
            format!("{} * perspective as usize", layout.swap)
        } else {
            "0".into()
        };
        let unused = |used: bool, param: &str| {
            if used {
                String::new()
            } else {
                format!("    let _ = {param};\n")
            }
        };
        // a cast to u32 where the static holds a smaller type
        let read = |table: &str, at: &str, ty: &str| {
            if ty == "u32" {
                format!("{ident}_{table}{at}")
            } else {
                format!("{ident}_{table}{at} as u32")
            }
        };
        let mut doc = self.doc.clone();
        if !doc.is_empty() {
            doc.push_str("\n\n");
        }
        let dims = link(&format!("{ident}_DIMENSIONS"), &cx.statics);
        doc.push_str(&format!(
            "The feature of a threat seen from `perspective`, whose king stands on `king`: \
             `attacker` (the engine's code of the piece) on `from` attacking `attacked` on `to`. \
             One load from each of {}, {} and {}; an index at or past {dims} is no feature. {}",
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
        doc.push_str(&format!(
            "\n\n# Panics\n\nWhere `attacker` or `attacked` is {} or more (an index out of \
             bounds; in a `const` item, an error).",
            layout.codes
        ));
        let mut out = String::new();
        doc_lines(&mut out, &doc);
        out.push_str(&format!(
            "#[inline]\npub const fn {name}(perspective: {v}::Color, king: {v}::Square, attacker: usize, from: {v}::Square, to: {v}::Square, attacked: usize) -> u32 {{\n\
             {}{}    let turn = {turn};\n    \
             let (from, to) = ((from as u8 ^ turn) as usize, (to as u8 ^ turn) as usize);\n    \
             let swap = {swap};\n    \
             let (attacker, attacked) = (attacker ^ swap, attacked ^ swap);\n    \
             {}\n        + {}\n        + {}\n}}\n\n",
            unused(o.mirror, "king"),
            unused(o.flip || o.mirror, "perspective"),
            read("PAIRS", "[attacker][attacked][(from < to) as usize]", types[0]),
            read("OFFSETS", "[attacker][from]", types[1]),
            read("BELOW", "[attacker][from][to]", types[2]),
        ));
        if let Some(twin) = &self.twin {
            out.push_str(&format!(
                "// The twin of `{name}`, of the index's signature, its no feature `None`: checked \
                 by every build, and so no dead code.\n\
                 #[allow(dead_code)]\n\
                 const _: fn({v}::Color, {v}::Square, usize, {v}::Square, {v}::Square, usize) -> \
                 Option<usize> = {twin}; // the twin of `{name}`\n\n"
            ));
        }
        out
    }

    /// The proof: the index against its twin on every threat of the whole domain, and the
    /// features of one perspective and king square distinct.
    fn proof(&self, layout: &Layout, twin: &str, cx: &Context) -> String {
        let (name, ident, v) = (&self.name, self.name.to_uppercase(), &cx.chess_lut);
        let lookups = &cx.lookups_of_chess_lut;
        let pieces: Vec<String> = layout
            .pieces
            .iter()
            .map(|&(code, color, piece)| {
                let color = ["White", "Black"][color as usize];
                let piece = ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King"][piece as usize];
                format!("({code}, {v}::Color::{color}, {v}::Piece::{piece})")
            })
            .collect();
        let (low, high) = (*self.pawn_ranks.start() as u8, *self.pawn_ranks.end() as u8);
        let count = self.threats();
        format!(
            "#[test]\n\
             fn {name}_equals_its_twin() {{\n    \
             // every piece's code, colour and kind\n    \
             const PIECES: [(usize, {v}::Color, {v}::Piece); 12] = [\n        {}\n    ];\n    \
             let attacks = |color, piece, sq| match piece {{\n        \
             {v}::Piece::Pawn => {lookups}::pawn_attacks(color, sq),\n        \
             {v}::Piece::Knight => {lookups}::knight_attacks(sq),\n        \
             {v}::Piece::Bishop => {lookups}::bishop_attacks(sq, {v}::Bitboard::EMPTY),\n        \
             {v}::Piece::Rook => {lookups}::rook_attacks(sq, {v}::Bitboard::EMPTY),\n        \
             {v}::Piece::Queen => {lookups}::queen_attacks(sq, {v}::Bitboard::EMPTY),\n        \
             {v}::Piece::King => {lookups}::king_attacks(sq),\n    \
             }};\n    \
             let mut threats = 0u64;\n    \
             for perspective in {v}::Color::ALL {{\n        \
             for king in {v}::Square::ALL {{\n            \
             let mut seen = vec![false; {ident}_DIMENSIONS as usize];\n            \
             for (attacker, color, piece) in PIECES {{\n                \
             for from in {v}::Square::ALL {{\n                    \
             if piece == {v}::Piece::Pawn && !({low}..={high}).contains(&from.rank()) {{\n                        \
             continue;\n                    }}\n                    \
             for to in attacks(color, piece, from) {{\n                        \
             for (attacked, ..) in PIECES {{\n                            \
             let index = super::{name}(perspective, king, attacker, from, to, attacked);\n                            \
             let feature = (index < {ident}_DIMENSIONS).then_some(index as usize);\n                            \
             assert_eq!(\n                                \
             feature,\n                                \
             {twin}(perspective, king, attacker, from, to, attacked),\n                                \
             \"{name}: {{perspective:?}}'s view, king on {{king}}: {{attacker}} on {{from}} attacking {{attacked}} on {{to}}\"\n                            \
             );\n                            \
             if let Some(i) = feature {{\n                                \
             assert!(\n                                    \
             !std::mem::replace(&mut seen[i], true),\n                                    \
             \"{name}: {{perspective:?}}'s view, king on {{king}}: the feature {{i}} twice, {{attacker}} on {{from}} attacking {{attacked}} on {{to}} the second\"\n                                \
             );\n                            \
             }}\n                            \
             threats += 1;\n                        \
             }}\n                    \
             }}\n                \
             }}\n            \
             }}\n        \
             }}\n    \
             }}\n    \
             assert_eq!(threats, {count}, \"threats\");\n\
             }}\n\n",
            pieces.join(",\n        "),
        )
    }

    /// How many threats the proof walks: both perspectives, every king square, every piece on
    /// every square it counts from, every square it attacks, every piece there.
    fn threats(&self) -> u64 {
        let mut n = 0u64;
        for color in Color::ALL {
            for piece in Piece::ALL {
                for sq in 0..64u8 {
                    if self.counts(piece, sq) {
                        n += u64::from(super::layout::attacks(color, piece, sq).count_ones());
                    }
                }
            }
        }
        2 * 64 * 12 * n
    }
}

/// Bytes per value of `elem` as the source writes it.
fn elem_bytes(elem: Elem) -> usize {
    match elem {
        Elem::U8 => 1,
        Elem::U16 => 2,
        Elem::U64 => 4,
    }
}
