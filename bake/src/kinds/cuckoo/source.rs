//! The cuckoo tables written: the keys' and the moves' statics, the probe, the check of the
//! twins, the proof and the description.

use super::KeyArg;
use crate::declaration::axis::{AxisInfo, Range};
use crate::declaration::names::check_name;
use crate::source::rows::Elem;
use crate::source::rust::Rust;
use crate::source::section::{Context, Meta, Names, Section};
use crate::source::text::{check_path, check_place, doc_lines, link, write_rows};
use crate::source::twin::{
    INTEGERS, Value, loose_check, loose_or_value_check, signature_or_value_check,
};
use chess_lut_types::table::{AnswerKind, Description};

impl super::Cuckoo {
    pub(super) fn write(&self, cx: &Context) -> Result<Section, String> {
        check_name(&self.name)?;
        self.check_layout()?;
        if let Some(twin) = &self.twin {
            twin.iter().try_for_each(|path| check_place(path))?;
        }
        if let Some(slots) = &self.slot_twins {
            slots.iter().try_for_each(|path| check_path(path))?;
            if self.twin.is_none() {
                return Err(
                    "its slot twins are declared, but no key twins: the proof that asks \
                     them needs .twin(key, side)"
                        .into(),
                );
            }
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
                crate::source::rows::write_literal(&mut text, crate::source::rows::Elem::U64, k);
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
                        crate::source::rows::write_literal(&mut text, Elem::U16, u64::from(m));
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
                outside: None,
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
                outside: None,
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
            match (&self.twin, &self.slot_twins) {
                (Some(_), None) => format!(
                    "The test `{name}_holds_every_reversible_move` proves that each of the \
                     {count} is found by its key."
                ),
                (Some(_), Some([first, second])) => format!(
                    "The test `{name}_holds_every_reversible_move` proves that each of the \
                     {count} is found by its key, here and by the engine's own slot functions, \
                     `{first}` and `{second}`."
                ),
                (None, _) => "No twin: nothing proves the tables.".to_string(),
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
        // an engine that reads the statics by slot functions of its own calls no probe
        out.push_str(&format!(
            "#[allow(dead_code)]\n\
             #[inline]\n\
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
            // an array of the keys, indexed by the key twin's parameters
            let arity = key_args.map_or(3, <[KeyArg]>::len);
            let keys = [keys_array(arity)];
            let key_check = match key_args {
                None => signature_or_value_check(
                    &which,
                    (&key_types, "u64"),
                    key,
                    "a key twin takes chess-lut's colour, piece and square and answers the piece's \
                     key on that square, or is an array of the keys indexed so (or declare its \
                     key_signature)",
                    &keys,
                ),
                Some(args) => loose_or_value_check(
                    &which,
                    key,
                    args.len(),
                    ("u64", None),
                    &format!(
                        "`{name}` declares its key twin's parameters, ({}), in that order, each \
                         of the engine's type for it, and its answer a `u64` key, or an array of \
                         the keys indexed so: declare the key_signature the twin has, or name \
                         another twin",
                        args.iter().map(|a| a.name()).collect::<Vec<_>>().join(", ")
                    ),
                    &keys,
                ),
            };
            out.push_str(&format!(
                "// The twins of `{name}`'s keys, of their signatures: checked by every build.\n{key_check}{}",
                signature_or_value_check(
                    &format!("the side twin of `{name}`"),
                    (&[], "u64"),
                    side,
                    "a side twin takes nothing and answers the key of the side to move, or is \
                     that key",
                    &[(String::new(), "u64".to_string())],
                ),
            ));
            if let Some(slots) = &self.slot_twins {
                let answer = format!(
                    "    #[diagnostic::on_unimplemented(message = \"a slot twin of `{name}` \
                     answers `{{Self}}`, not a slot: it answers an integer\", label = \"a slot \
                     twin of `{name}`\")]\n    \
                     trait Answer {{}}\n{}",
                    INTEGERS
                        .iter()
                        .map(|t| format!("    impl Answer for {t} {{}}\n"))
                        .collect::<String>()
                );
                out.push_str(&format!(
                    "// The engine's slot functions, the twins of `{name}`'s layout: checked by every build.\n"
                ));
                for (which, path) in ["first", "second"].iter().zip(slots) {
                    out.push_str(&loose_check(
                        &format!("the {which} slot twin of `{name}`"),
                        path,
                        1,
                        ("R", Some(&answer)),
                        "a slot twin takes a key and answers the slot the engine reads it at, an \
                         integer",
                    ));
                }
            }
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

    /// The proof: every reversible move, keyed by the twins, in one of its slots, found by the
    /// probe and, where declared, by the engine's own slot functions; every filled slot one of
    /// theirs.
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
        // the key twin's arguments for a square, chess-lut's values, which `Keys` hands over
        let args = |sq: &str| match key_args {
            None => format!("color, piece, {sq}"),
            Some(args) => args
                .iter()
                .map(|a| match a {
                    KeyArg::Square => sq.to_string(),
                    other => other.name().to_string(),
                })
                .collect::<Vec<_>>()
                .join(", "),
        };
        let mut head = String::new();
        // `engine(value)` where a move twin or a slot twin takes the engine's types
        let engine = self.moves.is_some() || self.slot_twins.is_some();
        crate::source::text::indent_into(
            &mut head,
            &crate::proof::handed::handed_over(name, engine),
            1,
        );
        crate::source::text::indent_into(
            &mut head,
            &keys_asked(key_args.map_or(3, <[KeyArg]>::len), &v),
            1,
        );
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
        // the engine's own slot functions, asked of each move's key
        let engine_slots = match &self.slot_twins {
            Some(slots) => {
                crate::source::text::indent_into(&mut head, SLOTS_ASKED, 1);
                // the failure: where the tables hold the key, where the engine looks, both
                // layouts, and what to declare where the engine's functions read one
                let failure = |then: &str| {
                    format!(
                        "panic!(\n                                \
                         \"the baked `{name}` holds {{color:?}}'s {{}} between {{from}} and {{to}} (key {{key:#018x}}) in slot {{slot}}, where the engine's slot twins, `{}` and `{}`, give {{:?}} and {{:?}}: the tables are laid out as .layout({n}, {}, {}), at `{}` and `{}`, {then}\",\n                                \
                         piece.name(),\n                                \
                         found[0],\n                                \
                         found[1],\n                            \
                         )",
                        slots[0],
                        slots[1],
                        self.shifts[0],
                        self.shifts[1],
                        self.hash(0),
                        self.hash(1),
                    )
                };
                format!(
                    "let found = [slot_of({first}(engine(key))), slot_of({second}(engine(key)))];\n                    \
                     if !found.contains(&Some(slot)) {{\n                        \
                     match [\n                            \
                     bits_read(|k| slot_of({first}(engine(k)))),\n                            \
                     bits_read(|k| slot_of({second}(engine(k)))),\n                        \
                     ] {{\n                            \
                     [Some((n, a)), Some((m, b))] if n == m => {},\n                            \
                     _ => {},\n                        \
                     }}\n                    \
                     }}\n                    ",
                    failure("the engine's functions read .layout({n}, {a}, {b}): declare it"),
                    failure(
                        "the engine's functions read no layout the bake writes (the bits of the \
                         key from one place up): name the engine's own slot functions, or \
                         declare the .layout they read"
                    ),
                    first = slots[0],
                    second = slots[1],
                )
            }
            None => String::new(),
        };
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
                    "assert!(\n                        \
                     super::{name}(key) == Some((from, to)),\n                        \
                     \"the baked `{name}` answers {{:?}} for the key of {{color:?}}'s {{}} between {{from}} and {{to}}\",\n                        \
                     super::{name}(key),\n                        \
                     piece.name(),\n                    \
                     );"
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
                    "assert!(\n                        \
                     super::{name}(key) == Some(mv),\n                        \
                     \"the baked `{name}` answers another move than its move twin, `{}`, makes, for the key of {{color:?}}'s {{}} between {{from}} and {{to}}\",\n                        \
                     piece.name(),\n                    \
                     );",
                    m.twin
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
             let side = Side::side(&{side});\n    \
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
             let key = Keys::key(&{key}, ({})) ^ Keys::key(&{key}, ({})) ^ side;\n                    \
             {expected}\n                    \
             let slots = [{}, {}];\n                    \
             let held = slots.into_iter().find(|&s| {statics}{ident}_KEYS[s] == key);\n                    \
             let Some(slot) = held else {{\n                        \
             panic!(\n                            \
             \"the baked `{name}` holds {{color:?}}'s {{}} between {{from}} and {{to}} (key {{key:#018x}}, by its key twins, `{key}` and `{side}`) in neither of its slots, {{}} and {{}}\",\n                            \
             piece.name(),\n                            \
             slots[0],\n                            \
             slots[1]\n                        \
             );\n                    \
             }};\n                    \
             assert!(\n                        \
             {stored} == mv,\n                        \
             \"the baked `{name}` holds the key of {{color:?}}'s {{}} between {{from}} and {{to}} in slot {{slot}}, but another move than {}\",\n                        \
             piece.name(),\n                    \
             );\n                    \
             {engine_slots}\
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
             \"the baked `{name}` holds a move and the key {{key:#018x}} in slot {{slot}}: no reversible move's, or one twice\"\n        \
             );\n    \
             }}\n\
             }}\n\n",
            args("from"),
            args("to"),
            self.slot_source(0),
            self.slot_source(1),
            expected_words.replace('"', "\\\""),
        )
    }
}

/// What the proof asks the key twin and the side twin by, whatever they are: a function of
/// `arity` arguments (two or three: the square, and the piece by its code or its colour and
/// kind), each handed over to the engine's type (`HandedTo`), or an array of the
/// keys indexed by them as integers; a function of no argument, or the side's key.
fn keys_asked(arity: usize, v: &str) -> String {
    let ts: Vec<String> = (0..arity).map(|i| format!("T{i}")).collect();
    let asks: Vec<String> = (0..arity).map(|i| format!("A{i}")).collect();
    let values: Vec<String> = (0..arity).map(|i| format!("a{i}")).collect();
    let (ts_list, asks_list, values_list) = (ts.join(", "), asks.join(", "), values.join(", "));
    let handed: Vec<String> = (0..arity)
        .map(|i| format!("A{i}: HandedTo<T{i}>"))
        .collect();
    let placed: Vec<String> = (0..arity).map(|i| format!("A{i}: Place")).collect();
    let lengths: Vec<String> = (0..arity).map(|i| format!("const N{i}: usize")).collect();
    let (_, array) = keys_array(arity);
    let hand: Vec<String> = values.iter().map(|a| format!("{a}.hand()")).collect();
    let index: String = values.iter().map(|a| format!("[{a}.place()]")).collect();
    format!(
        "// the key twin asked: the engine's function, each argument handed over, or its array of\n\
         // the keys, indexed by them\n\
         trait Keys<A, S> {{\n    \
         fn key(&self, args: A) -> u64;\n\
         }}\n\
         impl<F: Fn({ts_list}) -> u64, {ts_list}, {}> Keys<({asks_list}), fn({ts_list})> for F {{\n    \
         fn key(&self, ({values_list}): ({asks_list})) -> u64 {{\n        \
         self({})\n    \
         }}\n\
         }}\n\
         impl<{}, {}> Keys<({asks_list}), {array}> for {array} {{\n    \
         fn key(&self, ({values_list}): ({asks_list})) -> u64 {{\n        \
         self{index}\n    \
         }}\n\
         }}\n\
         // an argument as an index of an array of keys\n\
         trait Place {{\n    \
         fn place(self) -> usize;\n\
         }}\n\
         impl Place for usize {{\n    \
         fn place(self) -> usize {{\n        \
         self\n    \
         }}\n\
         }}\n\
         impl Place for {v}::Color {{\n    \
         fn place(self) -> usize {{\n        \
         self as usize\n    \
         }}\n\
         }}\n\
         impl Place for {v}::Piece {{\n    \
         fn place(self) -> usize {{\n        \
         self as usize\n    \
         }}\n\
         }}\n\
         impl Place for {v}::Square {{\n    \
         fn place(self) -> usize {{\n        \
         self as usize\n    \
         }}\n\
         }}\n\
         // the side twin asked: the engine's function, or its key\n\
         trait Side {{\n    \
         fn side(&self) -> u64;\n\
         }}\n\
         impl Side for u64 {{\n    \
         fn side(&self) -> u64 {{\n        \
         *self\n    \
         }}\n\
         }}\n\
         impl<F: Fn() -> u64> Side for F {{\n    \
         fn side(&self) -> u64 {{\n        \
         self()\n    \
         }}\n\
         }}\n",
        handed.join(", "),
        hand.join(", "),
        placed.join(", "),
        lengths.join(", "),
    )
}
/// An array of the keys indexed by a key twin's `arity` parameters, of any lengths: `[[u64; N1];
/// N0]`, with its generic parameters.
fn keys_array(arity: usize) -> Value {
    let generics: Vec<String> = (0..arity).map(|i| format!("const N{i}: usize")).collect();
    let ty = (0..arity)
        .rev()
        .fold("u64".to_string(), |inner, i| format!("[{inner}; N{i}]"));
    (generics.join(", "), ty)
}

/// What the proof asks the engine's slot functions by: each slot as an index, and the bits of a
/// key a function reads, as a layout of the bake's, for a failure.
const SLOTS_ASKED: &str = "// a slot an engine's function gives, as an index
fn slot_of<T: TryInto<usize>>(slot: T) -> Option<usize> {
    slot.try_into().ok()
}
// the bits of a key a slot function reads, `(key >> shift) & (slots - 1)`, tried on keys of
// every bit: its slots and shift, where it reads so
fn bits_read(slot: impl Fn(u64) -> Option<usize>) -> Option<(usize, u32)> {
    let keys = [
        0x0123_4567_89AB_CDEFu64,
        0xFEDC_BA98_7654_3210,
        0x9E37_79B9_7F4A_7C15,
        0xBF58_476D_1CE4_E5B9,
        0x94D0_49BB_1331_11EB,
        u64::MAX,
    ];
    for bits in 12..=16 {
        for shift in 0..=64 - bits {
            let mask = (1u64 << bits) - 1;
            if keys.iter().all(|&k| slot(k) == Some(((k >> shift) & mask) as usize)) {
                return Some((1 << bits, shift));
            }
        }
    }
    None
}
";
