//! The cuckoo tables' probe, the reversible move a key stands for, and the checks every build
//! makes of the twins: the keys', the side's, the moves' and the slots'.

use super::KeyArg;
use crate::source::rust::Rust;
use crate::source::section::Context;
use crate::source::text::{doc_lines, link};
use crate::source::twin::{
    INTEGERS, Value, loose_check, loose_or_value_check, signature_or_value_check,
};

impl super::Cuckoo {
    /// The probe, and the check of the twins' signatures.
    pub(super) fn probe(
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
}

/// An array of the keys indexed by a key twin's `arity` parameters, of any lengths: `[[u64; N1];
/// N0]`, with its generic parameters.
pub(super) fn keys_array(arity: usize) -> Value {
    let generics: Vec<String> = (0..arity).map(|i| format!("const N{i}: usize")).collect();
    let ty = (0..arity)
        .rev()
        .fold("u64".to_string(), |inner, i| format!("[{inner}; N{i}]"));
    (generics.join(", "), ty)
}
