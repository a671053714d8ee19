//! A tunable table's copy: a static of atomics that starts as the baked values, the lookup
//! that reads it and the function that sets it, under the cfg the engine names.

pub mod cfg;
#[cfg(test)]
mod tests;

use crate::source::rust::Rust;
use crate::source::section::Context;
use crate::source::text::{doc_lines, link};
use chess_lut_types::table::AnswerKind;
use chess_lut_types::table::array_type;

/// The atomic type a tunable copy holds a value of the static's type in, and the float whose
/// bits it holds (`f32` in an `AtomicU32`), if it is one.
pub(crate) fn atomic(stored: &str) -> Option<(&'static str, Option<&'static str>)> {
    Some(match stored {
        "bool" => ("AtomicBool", None),
        "u8" => ("AtomicU8", None),
        "u16" => ("AtomicU16", None),
        "u32" => ("AtomicU32", None),
        "u64" => ("AtomicU64", None),
        "usize" => ("AtomicUsize", None),
        "i8" => ("AtomicI8", None),
        "i16" => ("AtomicI16", None),
        "i32" => ("AtomicI32", None),
        "i64" => ("AtomicI64", None),
        "isize" => ("AtomicIsize", None),
        "f32" => ("AtomicU32", Some("f32")),
        "f64" => ("AtomicU64", Some("f64")),
        _ => return None,
    })
}

/// What a tunable table's copy is written from.
pub(crate) struct Tuned<'a> {
    pub(crate) name: &'a str,
    pub(crate) ident: &'a str,
    pub(crate) cfg: &'a str,
    pub(crate) doc: &'a str,
    pub(crate) panics: &'a str,
    pub(crate) signature: &'a str,
    pub(crate) ret: &'a str,
    pub(crate) stored: &'a str,
    pub(crate) answer: AnswerKind,
    pub(crate) wrap: fn(&Rust, Rust) -> Rust,
    pub(crate) shape: &'a [usize],
    pub(crate) indices: &'a [Rust],
}

impl Tuned<'_> {
    /// The copy (into `statics`), and under its cfg the lookup that reads it and the function
    /// that sets it (into `lookups`).
    pub(crate) fn write(&self, statics: &mut String, lookups: &mut String, cx: &Context) {
        let (name, ident, cfg) = (self.name, self.ident, self.cfg);
        let (atomic, float) = atomic(self.stored).expect("checked with the declaration");
        let atomic = format!("::core::sync::atomic::{atomic}");
        let count: usize = self.shape.iter().product();
        let zero = if self.stored == "bool" { "false" } else { "0" };
        // the copy is indexed as the static is, so an argument out of range panics alike
        let ty = array_type(&atomic, self.shape).to_string();
        let empty = self
            .shape
            .iter()
            .rev()
            .fold(format!("{atomic}::new({zero})"), |inner, n| {
                format!("[const {{ {inner} }}; {n}]")
            });
        let flatten = |array: &str, method: &str| match self.shape.len() {
            1 => format!("&{array}"),
            n => format!("{array}{}", method.repeat(n - 1)),
        };
        let baked = flatten(&format!("{}{ident}", cx.statics), ".as_flattened()");
        let mut flat = flatten("copy", ".as_flattened_mut()");
        if self.shape.len() == 1 {
            flat = "&mut copy".into();
        }
        let bits = if float.is_some() { ".to_bits()" } else { "" };
        let static_link = link(ident, &cx.statics);
        doc_lines(
            statics,
            &format!(
                "The tunable copy of {static_link}, in a build with `cfg({cfg})`: its values as \
                 the program starts; read by [`{name}`] and changed by [`set_{name}`]."
            ),
        );
        statics.push_str(&format!(
            "#[cfg({cfg})]\npub static {ident}_TUNABLE: {ty} = {{\n    \
             let baked = {baked};\n    \
             let mut copy = {empty};\n    \
             let flat = {flat};\n    \
             let mut i = 0;\n    \
             while i < {count} {{\n        \
             flat[i] = {atomic}::new(baked[i]{bits});\n        \
             i += 1;\n    \
             }}\n    \
             copy\n}};\n\n"
        ));
        let indices: Vec<String> = self.indices.iter().map(|i| format!("[{i}]")).collect();
        let slot = format!("{ident}_TUNABLE{}", indices.concat());
        let load = format!("{slot}.load(::core::sync::atomic::Ordering::Relaxed)");
        let read = match float {
            Some(f) => format!("{f}::from_bits({load})"),
            None => load,
        };
        let body = (self.wrap)(&cx.chess_lut, Rust::from(read)).to_string();
        let mut doc = self.doc.to_string();
        if !doc.is_empty() {
            doc.push_str("\n\n");
        }
        doc.push_str(&format!(
            "Built with `cfg({cfg})`: reads [`{ident}_TUNABLE`], which starts as the baked \
             values and [`set_{name}`] changes at run time (so not a `const fn` here).{}",
            self.panics
        ));
        doc_lines(lookups, &doc);
        lookups.push_str(&format!(
            "#[cfg({cfg})]\n#[inline]\npub fn {name}({}) -> {} {{\n    {body}\n}}\n\n",
            self.signature, self.ret
        ));
        let value = match (float, self.answer) {
            (Some(_), _) => "value.to_bits()",
            (None, AnswerKind::Set) => "value.0",
            (None, _) => "value",
        };
        doc_lines(
            lookups,
            &format!(
                "Sets what [`{name}`] answers for these arguments to `value`, in a build with \
                 `cfg({cfg})`, until it is set again: what a tuner changes between games.{}",
                self.panics
            ),
        );
        lookups.push_str(&format!(
            "#[cfg({cfg})]\n#[inline]\npub fn set_{name}({}, value: {}) {{\n    \
             {slot}.store({value}, ::core::sync::atomic::Ordering::Relaxed);\n}}\n\n",
            self.signature, self.ret
        ));
    }
}
