//! The proofs' module of a generated file: each section's test, the sampler of occupied squares
//! where a proof needs it, and the start-up code the twins need, run once before them.

use crate::declaration::axis;
use crate::source::section::Section;
use crate::source::text;

/// The sections' proofs, in a `#[cfg(test)] mod proofs` (with the sampler of the occupied
/// squares where one needs it); nothing where none has a proof.
pub fn proofs<'a>(sections: impl Iterator<Item = &'a Section> + Clone) -> String {
    let tests: String = sections
        .clone()
        .map(|s| match &s.setup {
            Some(_) if !s.test.is_empty() => set_up_first(&s.test),
            _ => s.test.clone(),
        })
        .collect();
    let mut out = String::new();
    if !tests.is_empty() {
        out.push_str(
            "#[cfg(test)]\nmod proofs {\n    #![allow(unused_imports)]\n    use super::*;\n\n",
        );
        if sections.clone().any(|s| s.samples) {
            text::indent_into(&mut out, axis::sampler(), 1);
            out.push('\n');
        }
        let mut setups: Vec<&str> = Vec::new();
        for s in sections.clone().filter(|s| !s.test.is_empty()) {
            if let Some(path) = s.setup.as_deref().filter(|p| !setups.contains(p)) {
                setups.push(path);
            }
        }
        if !setups.is_empty() {
            text::indent_into(&mut out, &set_up(&setups), 1);
            out.push('\n');
        }
        text::indent_into(&mut out, tests.trim_end(), 1);
        out.push_str("}\n");
    }
    out
}

/// `fn set_up()`: the start-up code the twins need, each function once and in the order
/// declared, under one `Once`, so that no proof's twin reads a table another proof's setup is
/// still filling. A call is written in an `unsafe` block allowed to be needless: the engine's
/// start-up code may be an `unsafe fn` or a plain one.
fn set_up(setups: &[&str]) -> String {
    let mut out = String::from(
        "/// The start-up code the twins read the results of, run once before the first proof.\n\
         fn set_up() {\n    \
         static ONCE: ::std::sync::Once = ::std::sync::Once::new();\n    \
         ONCE.call_once(|| {\n",
    );
    for path in setups {
        out.push_str(&format!(
            "        // SAFETY: the engine's start-up code, run once, before any twin reads what it fills\n        \
             #[allow(unused_unsafe)]\n        \
             unsafe {{\n            {path}();\n        }}\n"
        ));
    }
    out.push_str("    });\n}\n");
    out
}

/// A proof's test with `set_up();` its first statement: every test is written as `#[test]`,
/// `fn NAME() {` and its body.
fn set_up_first(test: &str) -> String {
    let open = test
        .find("() {\n")
        .expect("a proof is written as `fn NAME() {`")
        + "() {\n".len();
    format!("{}    set_up();\n{}", &test[..open], &test[open..])
}

#[cfg(any(feature = "cuckoo", feature = "threats"))]
pub(crate) mod handed;
pub(crate) mod test;
