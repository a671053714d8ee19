//! The cuckoo tables written: the keys' and the moves' statics, the probe, the check of the
//! twins, the proof and the description.

use super::KeyArg;
use crate::axis::{AxisInfo, Range};
use crate::blocks::Elem;
use crate::names::check_name;
use crate::rust::Rust;
use crate::section::{Context, Meta, Names, Section};
use crate::text::{check_path, doc_lines, link, write_rows};
use crate::write::{loose_check, signature_check};
use chess_lut_types::table::{AnswerKind, Description};

impl super::Cuckoo {
    pub(super) fn write(&self, cx: &Context) -> Result<Section, String> {
        check_name(&self.name)?;
        self.check_layout()?;
        if let Some(twin) = &self.twin {
            twin.iter().try_for_each(|path| check_path(path))?;
        }
        let key_args = self.key_args()?;
        let engine_moves = match &self.moves {
            Some(m) => {
                check_path(&m.twin)?;
                Some((m, m.written.clone()?, m.empty.clone()?))
            }
            None => None,
        };
        let keys = self.keys.clone()?;
        let moves = self.reversible(&keys);
        if engine_moves.is_some() {
            if let Some(m) = moves.iter().find(|m| m.key == 0) {
                return Err(format!(
                    "the move {m} has the key 0, an empty slot's: a probe could not tell it from \
                     none"
                ));
            }
        }
        let (slot_keys, slot_moves) = self.fill(&moves)?;
        // each slot's move as the engine's, written as source and as JSON
        let engine_texts: Vec<&(String, String)> = match &engine_moves {
            Some((_, written, empty)) => slot_moves
                .iter()
                .map(|&code| match code {
                    0 => empty,
                    code => &written[usize::from(code >> 6) * 64 + usize::from(code & 63)],
                })
                .collect(),
            None => Vec::new(),
        };
        let (name, n) = (&self.name, self.slots);
        let ident = name.to_uppercase();
        let slot_axis = Range::new("slot", 0..=n - 1);
        let axes: [&dyn AxisInfo; 1] = [&slot_axis];

        let mut statics = String::new();
        let lookup_link = link(name, &cx.lookups);
        let texts: Vec<String> = slot_keys
            .iter()
            .map(|&k| {
                let mut text = String::new();
                crate::blocks::write_literal(&mut text, crate::blocks::Elem::U64, k);
                text
            })
            .collect();
        // the first sentence is the summary `list` shows: plain text, the links after it
        let keys_doc = format!(
            "The keys of the reversible moves in their cuckoo slots, 0 in an empty slot. \
             {lookup_link} finds a key in them."
        );
        doc_lines(
            &mut statics,
            &format!(
                "{keys_doc}\n\n`[u64; {n}]`, {} bytes, indexed `[slot]`.",
                8 * n
            ),
        );
        statics.push_str(&format!("pub static {ident}_KEYS: [u64; {n}] = [\n"));
        write_rows(&mut statics, &axes, &texts, 1);
        statics.push_str("];\n\n");
        // beside it, in the statics' module
        let keys_link = link(&format!("{ident}_KEYS"), "");
        let (moves_doc, moves_type, moves_bytes, texts) = match &engine_moves {
            None => (
                format!(
                    "The reversible move in each slot of the keys' table: `from << 6 | to`, \
                     `from` the lower square, as Stockfish's `Move` writes it (`0x0052`: b1, 1, \
                     to c3, 18); 0 in an empty slot. The keys are {keys_link}."
                ),
                "u16".to_string(),
                2 * n,
                slot_moves
                    .iter()
                    .map(|&m| {
                        let mut text = String::new();
                        crate::blocks::write_literal(&mut text, Elem::U16, u64::from(m));
                        text
                    })
                    .collect::<Vec<String>>(),
            ),
            Some((m, _, (empty, _))) => (
                format!(
                    "The reversible move in each slot of the keys' table, the engine's own, from \
                     the lower square to the higher; `{empty}` in an empty slot. The keys are \
                     {keys_link}."
                ),
                (m.stored)(&cx.chess_lut).to_string(),
                m.bytes * n,
                engine_texts
                    .iter()
                    .map(|(source, _)| source.clone())
                    .collect(),
            ),
        };
        doc_lines(
            &mut statics,
            &format!(
                "{moves_doc}\n\n`[{moves_type}; {n}]`, {moves_bytes} bytes, indexed `[slot]`."
            ),
        );
        statics.push_str(&format!(
            "pub static {ident}_MOVES: [{moves_type}; {n}] = [\n"
        ));
        write_rows(&mut statics, &axes, &texts, 1);
        statics.push_str("];\n\n");

        let lookup = self.probe(&ident, moves.len(), key_args.as_deref(), cx);
        let test = match &self.twin {
            Some(twin) => self.proof(&ident, twin, moves.len(), key_args.as_deref(), cx),
            None => String::new(),
        };
        // each table described once, its doc its static's: its metadata, and its description
        // when the bake writes one
        let slot = [slot_axis.describe().owned()];
        let moves: Vec<u64> = slot_moves.iter().map(|&m| u64::from(m)).collect();
        let mut tables = vec![("KEYS", Elem::U64, keys_doc, slot_keys)];
        if engine_moves.is_none() {
            tables.push(("MOVES", Elem::U16, moves_doc.clone(), moves));
        }
        let (mut values_json, mut metas) = (Vec::new(), Vec::new());
        for (what, elem, doc, values) in tables {
            let (table, ident) = (
                format!("{name}_{}", what.to_lowercase()),
                format!("{ident}_{what}"),
            );
            let description = Description {
                name: table,
                ident,
                twin: None,
                doc,
                axes: slot.to_vec(),
                ty: elem.name().to_string(),
                stored: elem.name().to_string(),
                answer: AnswerKind::Number,
                bytes: n * elem.bytes(),
            };
            if cx.writes_file {
                // a 64-bit value as hex text, as every description writes it
                let texts: Vec<String> = values
                    .iter()
                    .map(|v| match elem {
                        Elem::U64 => format!("\"{v:#x}\""),
                        _ => v.to_string(),
                    })
                    .collect();
                values_json.push(texts);
            }
            metas.push(Meta {
                description,
                shape: vec![n],
                values: Some((elem, values)),
            });
        }
        // the engine's moves: described as the source that writes each, no values for
        // chess-lut's registry
        if let Some((m, ..)) = &engine_moves {
            let description = Description {
                name: format!("{name}_moves"),
                ident: format!("{ident}_MOVES"),
                twin: None,
                doc: moves_doc,
                axes: slot.to_vec(),
                ty: (m.ret)(&cx.chess_lut).to_string(),
                stored: moves_type.clone(),
                answer: m.answer,
                bytes: moves_bytes,
            };
            if cx.writes_file {
                values_json.push(engine_texts.iter().map(|(_, json)| json.clone()).collect());
            }
            metas.push(Meta {
                description,
                shape: vec![n],
                values: None,
            });
        }
        let mut names = Names {
            items: vec![
                format!("{ident}_KEYS"),
                format!("{ident}_MOVES"),
                name.clone(),
            ],
            tests: Vec::new(),
        };
        if self.twin.is_some() {
            names
                .tests
                .push(format!("{name}_holds_every_reversible_move"));
        }
        Ok(Section {
            what: "cuckoo",
            names,
            name: name.clone(),
            problem: None,
            statics,
            lookup,
            test,
            values_json,
            samples: false,
            metas,
            unproven: self.twin.is_none(),
            check_cfg: Vec::new(),
            setup: None,
        })
    }

    /// `(key >> 16) & 0x1FFF`: the `k`th hash of `key` as source.
    fn hash(&self, k: usize) -> String {
        let mask = format!("{:#X}", self.slots - 1).replace("0X", "0x");
        match self.shifts[k] {
            0 => format!("key & {mask}"),
            s => format!("(key >> {s}) & {mask}"),
        }
    }

    /// The `k`th hash of `key` as a slot, in source: `((key >> 16) & 0x1FFF) as usize`.
    fn slot_source(&self, k: usize) -> String {
        format!("({}) as usize", self.hash(k))
    }

    /// The probe, and the check of the twins' signatures.
    fn probe(
        &self,
        ident: &str,
        count: usize,
        key_args: Option<&[KeyArg]>,
        cx: &Context,
    ) -> String {
        let (name, statics) = (&self.name, &cx.statics);
        let vocabulary = cx.chess_lut.to_string();
        let mut doc = self.doc.clone();
        if !doc.is_empty() {
            doc.push_str("\n\n");
        }
        doc.push_str(&format!(
            "The reversible move whose key is `key` (the keys of its piece on both squares and \
             of the side to move, xored: what the position's key changes by when the move is \
             played back and forth), {}; `None` for a key of no reversible move. Two loads at \
             most from {}, at `{}` and at `{}`, and one from {}. {}",
            match &self.moves {
                Some(_) => "as the engine's move, from the lower square to the higher",
                None => "as its two squares, the lower first",
            },
            link(&format!("{ident}_KEYS"), statics),
            self.hash(0),
            self.hash(1),
            link(&format!("{ident}_MOVES"), statics),
            match &self.twin {
                Some(_) => format!(
                    "The test `{name}_holds_every_reversible_move` proves that each of the \
                     {count} is found by its key."
                ),
                None => "No twin: nothing proves the tables.".to_string(),
            }
        ));
        let mut out = String::new();
        doc_lines(&mut out, &doc);
        // the slot the key would be in, then the answer: the engine's move, or the two squares
        // of `from << 6 | to`
        let (answer, then) = match &self.moves {
            Some(m) => (
                (m.ret)(&cx.chess_lut).to_string(),
                format!(
                    "    // an empty slot's key is 0, which no reversible move has\n    \
                     if key == 0 || {statics}{ident}_KEYS[slot] != key {{\n        \
                     return None;\n    \
                     }}\n    \
                     Some({})\n",
                    (m.wrap)(
                        &cx.chess_lut,
                        Rust::from(format!("{statics}{ident}_MOVES[slot]")),
                    )
                ),
            ),
            None => (
                format!("({vocabulary}::Square, {vocabulary}::Square)"),
                format!(
                    "    let code = {statics}{ident}_MOVES[slot];\n    \
                     if {statics}{ident}_KEYS[slot] != key || code == 0 {{\n        \
                     return None;\n    \
                     }}\n    \
                     match (\n        \
                     {vocabulary}::Square::from_index((code >> 6) as u8),\n        \
                     {vocabulary}::Square::from_index((code & 63) as u8),\n    \
                     ) {{\n        \
                     (Some(from), Some(to)) => Some((from, to)),\n        \
                     _ => None,\n    \
                     }}\n"
                ),
            ),
        };
        out.push_str(&format!(
            "#[inline]\n\
             pub const fn {name}(key: u64) -> Option<{answer}> {{\n    \
             let first = {};\n    \
             let slot = if {statics}{ident}_KEYS[first] == key {{\n        \
             first\n    \
             }} else {{\n        \
             {}\n    \
             }};\n\
             {then}\
             }}\n\n",
            self.slot_source(0),
            self.slot_source(1),
        ));
        if let Some([key, side]) = &self.twin {
            let key_types = ["Color", "Piece", "Square"].map(|t| format!("{vocabulary}::{t}"));
            let which = format!("the key twin of `{name}`");
            let key_check = match key_args {
                None => signature_check(
                    &which,
                    (&key_types, "u64"),
                    key,
                    "a key twin takes chess-lut's colour, piece and square and answers the piece's \
                     key on that square (or declare its key_signature)",
                ),
                Some(args) => loose_check(
                    &which,
                    key,
                    args.len(),
                    ("u64", None),
                    &format!(
                        "`{name}` declares its key twin's parameters, ({}), in that order, each \
                         of the engine's type for it, and its answer a `u64` key: declare the \
                         key_signature the twin has, or name another twin",
                        args.iter().map(|a| a.name()).collect::<Vec<_>>().join(", ")
                    ),
                ),
            };
            out.push_str(&format!(
                "// The twins of `{name}`'s keys, of their signatures: checked by every build.\n{key_check}{}",
                signature_check(
                    &format!("the side twin of `{name}`"),
                    (&[], "u64"),
                    side,
                    "a side twin takes nothing and answers the key of the side to move",
                ),
            ));
            if let Some(m) = &self.moves {
                out.push_str(&format!(
                    "// The twin of `{name}`'s moves, of its signature: checked by every build.\n{}",
                    loose_check(
                        &format!("the move twin of `{name}`"),
                        &m.twin,
                        2,
                        (&(m.ret)(&cx.chess_lut).to_string(), None),
                        &format!(
                            "a move twin takes the move's two squares, from and to, each of the \
                             engine's type for it, and answers the stored move, a `{}`",
                            (m.ret)(&cx.chess_lut)
                        ),
                    ),
                ));
            }
        }
        out
    }

    /// The proof: every reversible move, keyed by the twins, in one of its slots and found by
    /// the probe; every filled slot one of theirs.
    fn proof(
        &self,
        ident: &str,
        [key, side]: &[String; 2],
        count: usize,
        key_args: Option<&[KeyArg]>,
        cx: &Context,
    ) -> String {
        let (name, n, statics) = (&self.name, self.slots, &cx.statics);
        let v = cx.chess_lut.to_string();
        let lib = cx.lookups_of_chess_lut.to_string();
        // the key twin's arguments for a square, as the engine's types where declared
        let handed = |sq: &str| match key_args {
            None => format!("color, piece, {sq}"),
            Some(args) => args
                .iter()
                .map(|a| match a {
                    KeyArg::Square => format!("engine({sq})"),
                    other => format!("engine({})", other.name()),
                })
                .collect::<Vec<_>>()
                .join(", "),
        };
        let mut head = String::new();
        if key_args.is_some() || self.moves.is_some() {
            crate::text::indent_into(&mut head, &crate::write::handed_over(name), 1);
        }
        let mut piece_code = String::new();
        if let Some(codes) = &self.codes {
            let rows: Vec<String> = codes
                .iter()
                .map(|row| {
                    let row: Vec<String> = row.iter().map(usize::to_string).collect();
                    format!("[{}]", row.join(", "))
                })
                .collect();
            head.push_str(&format!(
                "    // the engine's code of each colour's each piece\n    \
                 const CODES: [[usize; 6]; 2] = [{}];\n",
                rows.join(", ")
            ));
            piece_code =
                "                let code = CODES[color as usize][piece as usize];\n".into();
        }
        // the move the proof expects, what the slot holds as the probe answers it, the probe's
        // check, and what an empty slot holds
        let (expected, stored, probed, empty) = match &self.moves {
            None => (
                (
                    "let mv = ((from as u16) << 6) | to as u16;".to_string(),
                    "`from << 6 | to`".to_string(),
                ),
                format!("{statics}{ident}_MOVES[slot]"),
                format!(
                    "assert_eq!(super::{name}(key), Some((from, to)), \"the probe of {{from}} \
                     {{to}}'s key\");"
                ),
                "*mv == 0".to_string(),
            ),
            Some(m) => (
                (
                    format!("let mv = {}(engine(from), engine(to));", m.twin),
                    format!("what its move twin, `{}`, makes", m.twin),
                ),
                (m.wrap)(
                    &cx.chess_lut,
                    Rust::from(format!("{statics}{ident}_MOVES[slot]")),
                )
                .to_string(),
                format!(
                    "assert!(super::{name}(key) == Some(mv), \"the probe of {{from}} {{to}}'s \
                     key\");"
                ),
                format!(
                    "*mv == {}",
                    m.empty.as_ref().map(|(e, _)| e.as_str()).unwrap_or("")
                ),
            ),
        };
        let (expected, expected_words) = expected;
        format!(
            "#[test]\n\
             fn {name}_holds_every_reversible_move() {{\n\
             {head}    \
             let side = {side}();\n    \
             let mut holding = [false; {n}];\n    \
             let mut moves = 0;\n    \
             for color in {v}::Color::ALL {{\n        \
             for piece in {v}::Piece::ALL {{\n{piece_code}            \
             for from in {v}::Square::ALL {{\n                \
             let reach = match piece {{\n                    \
             {v}::Piece::Pawn => {v}::Bitboard::EMPTY,\n                    \
             {v}::Piece::Knight => {lib}::knight_attacks(from),\n                    \
             {v}::Piece::Bishop => {lib}::bishop_attacks(from, {v}::Bitboard::EMPTY),\n                    \
             {v}::Piece::Rook => {lib}::rook_attacks(from, {v}::Bitboard::EMPTY),\n                    \
             {v}::Piece::Queen => {lib}::queen_attacks(from, {v}::Bitboard::EMPTY),\n                    \
             {v}::Piece::King => {lib}::king_attacks(from),\n                \
             }};\n                \
             for to in reach {{\n                    \
             if to < from {{\n                        \
             continue;\n                    \
             }}\n                    \
             let key = {key}({}) ^ {key}({}) ^ side;\n                    \
             {expected}\n                    \
             let slots = [{}, {}];\n                    \
             let held = slots.into_iter().find(|&s| {statics}{ident}_KEYS[s] == key);\n                    \
             let Some(slot) = held else {{\n                        \
             panic!(\n                            \
             \"the {{}} {{}} move {{from}} {{to}} (key {{key:#018x}}) is in neither of its slots, {{}} and {{}}\",\n                            \
             color.name(),\n                            \
             piece.name(),\n                            \
             slots[0],\n                            \
             slots[1]\n                        \
             );\n                    \
             }};\n                    \
             assert!(\n                        \
             {stored} == mv,\n                        \
             \"the {{}} {{}} move {{from}} {{to}}: slot {{slot}} holds its key, but another move than {}\",\n                        \
             color.name(),\n                        \
             piece.name()\n                    \
             );\n                    \
             {probed}\n                    \
             holding[slot] = true;\n                    \
             moves += 1;\n                \
             }}\n            \
             }}\n        \
             }}\n    \
             }}\n    \
             assert_eq!(moves, {count}, \"reversible moves\");\n    \
             let slots = {statics}{ident}_KEYS.iter().zip({statics}{ident}_MOVES.iter());\n    \
             for (slot, (&key, mv)) in slots.enumerate() {{\n        \
             assert!(\n            \
             holding[slot] || ({empty} && key == 0),\n            \
             \"slot {{slot}} holds a move and the key {{key:#018x}}: no reversible move's, or one twice\"\n        \
             );\n    \
             }}\n\
             }}\n\n",
            handed("from"),
            handed("to"),
            self.slot_source(0),
            self.slot_source(1),
            expected_words.replace('"', "\\\""),
        )
    }
}
