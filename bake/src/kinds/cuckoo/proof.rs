//! The cuckoo tables' proof: every reversible move, keyed by the twins, in one of its slots,
//! found by the probe and by the engine's own slot functions where declared; every filled slot
//! one of theirs.

use super::KeyArg;
use super::probe::keys_array;
use crate::source::rust::Rust;
use crate::source::section::Context;

impl super::Cuckoo {
    /// The proof: every reversible move, keyed by the twins, in one of its slots, found by the
    /// probe and, where declared, by the engine's own slot functions; every filled slot one of
    /// theirs.
    pub(super) fn proof(
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
