//! The cuckoo tables written: the keys' and the moves' statics and their descriptions (the
//! probe is `probe.rs`'s, the proof `proof.rs`'s).

use crate::declaration::axis::{AxisInfo, Range};
use crate::declaration::names::check_name;
use crate::source::rows::Elem;
use crate::source::section::{Context, Meta, Names, Section};
use crate::source::text::{check_path, check_place, doc_lines, link, write_rows};
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
            names,
            statics,
            lookup,
            test,
            values_json,
            metas,
            unproven: self.twin.is_none(),
            ..Section::empty("cuckoo", name.clone())
        })
    }

    /// `(key >> 16) & 0x1FFF`: the `k`th hash of `key` as source.
    pub(super) fn hash(&self, k: usize) -> String {
        let mask = format!("{:#X}", self.slots - 1).replace("0X", "0x");
        match self.shifts[k] {
            0 => format!("key & {mask}"),
            s => format!("(key >> {s}) & {mask}"),
        }
    }

    /// The `k`th hash of `key` as a slot, in source: `((key >> 16) & 0x1FFF) as usize`.
    pub(super) fn slot_source(&self, k: usize) -> String {
        format!("({}) as usize", self.hash(k))
    }
}
