//! A threat index's proof, written: the index against its twin on every threat of the whole
//! domain, and the features of one view distinct.

use chess_lut_types::{Color, Piece};

use super::layout::Layout;
use super::{NoFeature, ThreatArg, Threats};
use crate::proof::test::not_itself;
use crate::source::section::Context;
use crate::source::text::indent_into;

impl Threats {
    /// The proof: the index against its twin on every threat of the whole domain, each
    /// argument handed to the twin by `TryFrom` and each answer read by the engine's convention;
    /// and the features of one view (perspective, king or mirroring) distinct.
    pub(super) fn proof(
        &self,
        args: &[ThreatArg],
        layout: &Layout,
        twin: &str,
        cx: &Context,
    ) -> String {
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
        // the views, each a loop, and how a failure names it
        let mut views: Vec<(String, &str)> = Vec::new();
        for arg in args {
            match arg {
                ThreatArg::Perspective => views.push((
                    format!("for perspective in {v}::Color::ALL {{"),
                    "{perspective:?}'s view",
                )),
                ThreatArg::KingSquare => {
                    views.push((format!("for king in {v}::Square::ALL {{"), "king on {king}"))
                }
                ThreatArg::Mirrored => views.push((
                    "for mirrored in [false, true] {".to_string(),
                    "mirrored {mirrored}",
                )),
                _ => {}
            }
        }
        let view = if views.is_empty() {
            "the engine's view".to_string()
        } else {
            views.iter().map(|(_, d)| *d).collect::<Vec<_>>().join(", ")
        };
        let names: Vec<&str> = args.iter().map(|a| a.parameter().0).collect();
        let handed: Vec<String> = names.iter().map(|n| format!("engine({n})")).collect();
        let feature = match self.no_feature {
            NoFeature::Sentinel => format!(
                "// a feature, or none: an index at or past the dimensions; never negative\n\
                 fn feature<T: TryInto<usize>>(index: T) -> Option<usize> {{\n    \
                 match index.try_into() {{\n        \
                 Ok(i) => (i < {ident}_DIMENSIONS as usize).then_some(i),\n        \
                 Err(_) => panic!(\"{name}: a negative index, where no feature is one at or past \
                 the dimensions: declare NoFeature::Negative\"),\n    \
                 }}\n}}"
            ),
            NoFeature::Negative => "// a feature, or none: a negative index\n\
                 fn feature<T: TryInto<usize>>(index: T) -> Option<usize> {\n    \
                 index.try_into().ok()\n}"
                .to_string(),
            NoFeature::Optional => "// a feature, or none\n\
                 fn feature<T: TryInto<usize>>(index: Option<T>) -> Option<usize> {\n    \
                 index.and_then(|i| i.try_into().ok())\n}"
                .to_string(),
        };
        let count = self.threats(args, layout);
        let head = format!(
            "{}\
             {feature}\n\
             // every piece's code, colour and kind\n\
             const PIECES: [(usize, {v}::Color, {v}::Piece); 12] = [\n    {}\n];\n\
             let attacks = |color, piece, sq| match piece {{\n    \
             {v}::Piece::Pawn => {lookups}::pawn_attacks(color, sq),\n    \
             {v}::Piece::Knight => {lookups}::knight_attacks(sq),\n    \
             {v}::Piece::Bishop => {lookups}::bishop_attacks(sq, {v}::Bitboard::EMPTY),\n    \
             {v}::Piece::Rook => {lookups}::rook_attacks(sq, {v}::Bitboard::EMPTY),\n    \
             {v}::Piece::Queen => {lookups}::queen_attacks(sq, {v}::Bitboard::EMPTY),\n    \
             {v}::Piece::King => {lookups}::king_attacks(sq),\n\
             }};\n\
             let mut threats = 0u64;\n",
            crate::proof::handed::handed_over(name, true),
            pieces.join(",\n    "),
        );
        let body = format!(
            "let mut seen = vec![false; {ident}_DIMENSIONS as usize];\n\
             for (attacker, color, piece) in PIECES {{\n    \
             for from in {v}::Square::ALL {{\n        \
             if piece == {v}::Piece::Pawn && !({low}..={high}).contains(&from.rank()) {{\n            \
             continue;\n        \
             }}\n        \
             for to in attacks(color, piece, from) {{\n            \
             for (attacked, attacked_color, attacked_piece) in PIECES {{\n                \
             let index = feature(super::{name}({baked}));\n                \
             let twin = feature({twin}({handed}));\n                \
             assert!(\n                    \
             index == twin,\n                    \
             \"the baked `{name}` answers {{index:?}}, its twin `{twin}` {{twin:?}}, for {{color:?}}'s {{}} on {{from}} attacking {{attacked_color:?}}'s {{}} on {{to}}, {view}\",\n                    \
             piece.name(),\n                    \
             attacked_piece.name(),\n                \
             );\n                \
             if let Some(i) = index {{\n                    \
             assert!(\n                        \
             !std::mem::replace(&mut seen[i], true),\n                        \
             \"the baked `{name}` answers the feature {{i}} twice, the second time for {{color:?}}'s {{}} on {{from}} attacking {{attacked_color:?}}'s {{}} on {{to}}, {view}\",\n                        \
             piece.name(),\n                        \
             attacked_piece.name(),\n                    \
             );\n                \
             }}\n                \
             threats += 1;\n            \
             }}\n        \
             }}\n    \
             }}\n\
             }}\n",
            baked = args
                .iter()
                .map(|&a| match self.engine_type(a) {
                    Some(_) => format!("engine({})", a.parameter().0),
                    None => a.parameter().0.to_string(),
                })
                .collect::<Vec<_>>()
                .join(", "),
            handed = handed.join(", "),
        );
        // the views' loops around the body (a block where there is none)
        let loops: Vec<&str> = if views.is_empty() {
            vec!["{"]
        } else {
            views.iter().map(|(l, _)| l.as_str()).collect()
        };
        let mut out = format!("#[test]\nfn {name}_equals_its_twin() {{\n");
        // the twin is neither the index nor, for the engine's types, its const fn
        let mut lookups = vec![(format!("super::{name}"), format!("the baked `{name}`"))];
        if args.iter().any(|&a| self.engine_type(a).is_some()) {
            lookups.push((
                format!("super::{name}_const"),
                format!("the baked `{name}_const`"),
            ));
        }
        let lookups: Vec<(&str, &str)> = lookups
            .iter()
            .map(|(call, words)| (call.as_str(), words.as_str()))
            .collect();
        indent_into(&mut out, &not_itself(name, twin, &lookups), 1);
        indent_into(&mut out, &head, 1);
        for (depth, open) in loops.iter().enumerate() {
            indent_into(&mut out, open, depth + 1);
        }
        indent_into(&mut out, &body, loops.len() + 1);
        for depth in (0..loops.len()).rev() {
            indent_into(&mut out, "}", depth + 1);
        }
        indent_into(
            &mut out,
            &format!("assert_eq!(threats, {count}, \"threats\");"),
            1,
        );
        out.push_str("}\n\n");
        out
    }

    /// How many threats the proof walks: every view its signature takes (both perspectives,
    /// every king square or both mirrorings), every piece on every square it counts from, every
    /// square it attacks, every piece there.
    fn threats(&self, args: &[ThreatArg], layout: &Layout) -> u64 {
        let mut n = 0u64;
        for color in Color::ALL {
            for piece in Piece::ALL {
                for sq in (0..64u8).filter(|&sq| self.counts(piece, sq)) {
                    n += u64::from(layout.attacks(color, piece, sq).count_ones());
                }
            }
        }
        let views: u64 = args
            .iter()
            .map(|a| match a {
                ThreatArg::Perspective | ThreatArg::Mirrored => 2,
                ThreatArg::KingSquare => 64,
                _ => 1,
            })
            .product();
        views * 12 * n
    }
}
