//! A table's section written from its declaration and its values: the static, the lookup (and
//! its tunable copy), the check of its twin, the proof and the description.

use crate::declaration::axis::AxisInfo;
use crate::declaration::names::{check_axes, check_name};
use crate::kinds::tunable::cfg;
use crate::kinds::tunable::{Tuned, atomic};
use crate::proof::test::proof_test;
use crate::source::rows::Elem;
use crate::source::rust::Rust;
use crate::source::section::{Context, Meta, Names, Section};
use crate::source::text::{check_path, doc_lines, link, write_rows};
use crate::source::twin::{not_the_lookup_check, signature_check};
use chess_lut_types::table::array_type;
use chess_lut_types::table::{AnswerKind, Description};

/// What a table's declaration says beside its domain and values.
pub(crate) struct Declaration {
    pub(crate) name: String,
    pub(crate) doc: String,
    pub(crate) twin: Option<String>,
    pub(crate) data: bool,
    pub(crate) tunable: Option<String>,
    /// What the lookup answers outside its ranges, as written ([`Table::outside`](crate::Table::outside)):
    /// as source, and as the description writes a value.
    pub(crate) outside: Option<(String, String)>,
}

/// A table's values as written, and what its element type says of itself.
pub(crate) struct Written {
    /// Each value as Rust source.
    pub(crate) texts: Vec<String>,
    /// Each value as the description file writes it (none where it is not written).
    pub(crate) json: Vec<String>,
    /// The values as `u64` and the element type chess-lut's registry holds them as, where it
    /// holds the type.
    pub(crate) values: Option<(Elem, Vec<u64>)>,
    /// The static's element type, rendered.
    pub(crate) stored: String,
    /// The lookup's return type, rendered.
    pub(crate) ret: String,
    pub(crate) bytes_each: usize,
    pub(crate) answer: AnswerKind,
    /// The lookup's body from the read of the static.
    pub(crate) wrap: fn(&Rust, Rust) -> Rust,
}

/// Whether a table's declaration, apart from its values, can be written: its name, its axes'
/// names, its twin, and whether it says it is data or tunable.
fn check_declaration(
    decl: &Declaration,
    axes: &[&dyn AxisInfo],
    element: &Written,
) -> Result<(), String> {
    check_name(&decl.name)?;
    check_axes(axes)?;
    if let Some((outside, _)) = &decl.outside {
        if !axes.iter().any(|a| a.outside_test(a.name()).is_some()) {
            return Err(format!(
                "it answers `{outside}` outside its ranges, but no argument can be outside one: \
                 declare `outside` on a table with a `Range` narrower than its type"
            ));
        }
        if decl.tunable.is_some() {
            return Err(
                "it is tunable and answers outside its ranges: a tunable table is read inside \
                 them only (declare one or the other)"
                    .to_string(),
            );
        }
    }
    if let Some(twin) = &decl.twin {
        check_path(twin)?;
        if decl.data {
            return Err(format!(
                "it names a twin, `{twin}`, and says it is data: a table is one or the other"
            ));
        }
    }
    if let Some(cfg) = &decl.tunable {
        cfg::options(cfg)?;
        if atomic(&element.stored).is_none() {
            return Err(format!(
                "a tunable table holds bool, integers, floats or bitboards, not {}",
                element.stored
            ));
        }
    }
    Ok(())
}

/// A table's section from its declaration, axes and written values: the static, the lookup
/// (and its tunable copy), the check of its twin, the proof and the description.
pub(crate) fn write_section(
    decl: Declaration,
    axes: &[&dyn AxisInfo],
    element: Written,
    cx: &Context,
) -> Section {
    if let Err(e) = check_declaration(&decl, axes, &element) {
        return Section::failed("table", decl.name, e);
    }
    let f = Facts::of(&decl, axes, &element, cx);
    let mut statics = write_static(&f, &decl, axes, &element, cx);
    let panics = match &decl.outside {
        Some((outside, _)) => answers_outside(
            axes,
            &(element.wrap)(&cx.chess_lut, Rust::from(outside.as_str())).to_string(),
        ),
        None => panics(axes),
    };
    let mut lookup = write_lookup(&f, &decl, &element, &panics, cx);
    if let Some(cfg) = &decl.tunable {
        tuned(&f, &decl, &element, &panics, cfg).write(&mut statics, &mut lookup, cx);
    }
    if let Some(twin) = &decl.twin {
        lookup.push_str(&twin_check(&decl.name, &f.types, &element.ret, twin));
        lookup.push_str(&not_the_lookup_check(&decl.name, twin, &[&decl.name]));
    }
    let test = decl.twin.as_ref().map_or_else(String::new, |twin| {
        let (shown, call) = (
            format!("the baked `{}`", decl.name),
            format!("super::{}", decl.name),
        );
        proof_test(
            &decl.name,
            axes,
            (&shown, &call),
            twin,
            element.answer,
            decl.outside.is_some(),
            cx,
        )
    });
    let values_json = if cx.writes_file {
        vec![element.json.clone()]
    } else {
        Vec::new()
    };
    let mut names = Names {
        items: vec![f.ident.clone(), decl.name.clone()],
        tests: Vec::new(),
    };
    if decl.tunable.is_some() {
        names
            .items
            .extend([format!("{}_TUNABLE", f.ident), format!("set_{}", decl.name)]);
    }
    if decl.twin.is_some() {
        names.tests.push(format!("{}_equals_its_twin", decl.name));
    }
    let name = decl.name.clone();
    Section {
        names,
        unproven: decl.twin.is_none() && !decl.data,
        check_cfg: decl.tunable.as_deref().map_or_else(Vec::new, |tunable| {
            let options = cfg::options(tunable).unwrap_or_default();
            options.iter().filter_map(cfg::check_cfg).collect()
        }),
        statics,
        lookup,
        test,
        values_json,
        metas: vec![meta(f, decl, axes, element)],
        ..Section::empty("table", name)
    }
}

/// The tunable copy of a table under `cfg`: its atomics and the lookup that reads them.
fn tuned<'a>(
    f: &'a Facts,
    decl: &'a Declaration,
    element: &'a Written,
    panics: &'a str,
    cfg: &'a str,
) -> Tuned<'a> {
    Tuned {
        name: &decl.name,
        ident: &f.ident,
        cfg,
        doc: &decl.doc,
        panics,
        signature: &f.signature,
        ret: &element.ret,
        stored: &element.stored,
        answer: element.answer,
        wrap: element.wrap,
        shape: &f.shape,
        indices: &f.indices,
    }
}

/// What the registry and the description of chess-lut's own tables are written from: the
/// table described once, owned, from its facts, its declaration and its element.
fn meta(f: Facts, decl: Declaration, axes: &[&dyn AxisInfo], element: Written) -> Meta {
    Meta {
        description: Description {
            name: decl.name,
            ident: f.ident,
            twin: decl.twin,
            doc: decl.doc,
            axes: axes.iter().map(|a| a.describe().owned()).collect(),
            ty: element.ret,
            stored: element.stored,
            answer: element.answer,
            bytes: f.bytes,
            outside: decl.outside.map(|(_, json)| json),
        },
        shape: f.shape,
        values: element.values,
    }
}

/// What the parts of a table's section share: its static's name and type, its size, and its
/// lookup's parameters.
struct Facts {
    /// The static's name: `LMR`.
    ident: String,
    shape: Vec<usize>,
    /// The static's type: `[[u8; 64]; 64]`.
    ty: String,
    bytes: usize,
    /// Each axis's index into the static, from its parameter.
    indices: Vec<Rust>,
    /// Each parameter's type.
    types: Vec<String>,
    /// The parameters: `depth: u8, moves: u8`.
    signature: String,
    /// How many inputs the proof tries.
    inputs: usize,
    /// For a table that answers outside its ranges, the test of each argument that can be.
    outside_tests: Vec<String>,
    /// The first sentence of the doc.
    summary: String,
}

impl Facts {
    fn of(decl: &Declaration, axes: &[&dyn AxisInfo], element: &Written, cx: &Context) -> Facts {
        let shape: Vec<usize> = axes.iter().map(|a| a.len().unwrap_or(0)).collect();
        let types: Vec<String> = axes
            .iter()
            .map(|a| a.rust_type(&cx.chess_lut).to_string())
            .collect();
        let signature: Vec<String> = axes
            .iter()
            .zip(&types)
            .map(|(a, t)| format!("{}: {t}", a.name()))
            .collect();
        Facts {
            ident: decl.name.to_uppercase(),
            ty: array_type(&element.stored, &shape).to_string(),
            shape,
            bytes: element.texts.len() * element.bytes_each,
            indices: axes.iter().map(|a| a.index(a.name())).collect(),
            types,
            signature: signature.join(", "),
            // a square's file or rank is tried on every square
            inputs: axes
                .iter()
                .map(|a| {
                    let outside = if decl.outside.is_some() {
                        a.outside().len()
                    } else {
                        0
                    };
                    a.inputs().unwrap_or(0) + outside
                })
                .product(),
            outside_tests: axes
                .iter()
                .filter_map(|a| a.outside_test(a.name()))
                .collect(),
            summary: chess_lut_types::table::summary(&decl.doc).to_string(),
        }
    }
}

/// The static, with its documentation: what it holds, its type, size and index, and a link to
/// its lookup.
fn write_static(
    f: &Facts,
    decl: &Declaration,
    axes: &[&dyn AxisInfo],
    element: &Written,
    cx: &Context,
) -> String {
    let mut statics = String::new();
    let lookup_link = link(&decl.name, &cx.lookups);
    let summary = &f.summary;
    let indexed: String = axes.iter().map(|a| format!("[{}]", a.name())).collect();
    let (ty, bytes) = (&f.ty, f.bytes);
    doc_lines(
        &mut statics,
        &format!(
            "{}\n\n`{ty}`, {bytes} bytes, indexed `{indexed}`: what {lookup_link} reads.",
            if summary.is_empty() {
                format!("The table {lookup_link} reads.")
            } else {
                summary.clone()
            },
        ),
    );
    if element.answer == AnswerKind::Float && element.texts.iter().any(|t| approximates(t)) {
        // computed values, exact to the bit: one that equals `PI` is no approximation of it
        statics.push_str("#[allow(clippy::approx_constant)]\n");
    }
    statics.push_str(&format!("pub static {}: {ty} = [\n", f.ident));
    write_rows(&mut statics, axes, &element.texts, 1);
    statics.push_str("];\n\n");
    statics
}

/// The `# Panics` section of a lookup whose arguments may be out of its axes' ranges (an
/// integer range): empty where none may.
fn panics(axes: &[&dyn AxisInfo]) -> String {
    let ranges: Vec<String> = axes
        .iter()
        .filter(|a| a.may_be_outside())
        .map(|a| {
            let span = match a.describe().integers {
                Some(i) => format!("{}..={}", i.start, i.end),
                None => a.len().map_or_else(String::new, |n| format!("0..{n}")),
            };
            format!("`{}` is outside `{span}`", a.name())
        })
        .collect();
    if ranges.is_empty() {
        String::new()
    } else {
        format!(
            "\n\n# Panics\n\nWhere {} (an index out of bounds; in a `const` item, an error).",
            ranges.join(" or ")
        )
    }
}

/// The paragraph of a lookup that answers `answer` outside its ranges, in place of its
/// `# Panics` section: which arguments can be outside, and the answer there.
fn answers_outside(axes: &[&dyn AxisInfo], answer: &str) -> String {
    let ranges: Vec<String> = axes
        .iter()
        .filter(|a| a.outside_test(a.name()).is_some())
        .filter_map(|a| {
            let i = a.describe().integers?;
            Some(format!(
                "`{}` is outside `{}..={}`",
                a.name(),
                i.start,
                i.end
            ))
        })
        .collect();
    format!(" Where {}, it answers `{answer}`.", ranges.join(" or "))
}

/// The `const fn` lookup, with its documentation: the declaration's doc, the load it is, its
/// proof, and when it panics; under `not(cfg)` where the table is tunable.
fn write_lookup(
    f: &Facts,
    decl: &Declaration,
    element: &Written,
    panics: &str,
    cx: &Context,
) -> String {
    let inputs = f.inputs;
    let name = &decl.name;
    let read = {
        let at: String = f.indices.iter().map(|i| format!("[{i}]")).collect();
        Rust::from(format!("{}{}{at}", cx.statics, f.ident))
    };
    let mut body = (element.wrap)(&cx.chess_lut, read).to_string();
    if let Some((outside, _)) = &decl.outside {
        let tests: Vec<String> = f.outside_tests.clone();
        let answer = (element.wrap)(&cx.chess_lut, Rust::from(outside.as_str()));
        body = format!(
            "if {} {{\n        {answer}\n    }} else {{\n        {body}\n    }}",
            tests.join(" || ")
        );
    }
    let mut doc = decl.doc.clone();
    if !doc.is_empty() {
        doc.push_str("\n\n");
    }
    let static_link = link(&f.ident, &cx.statics);
    let proven = match (&decl.twin, decl.data) {
        (Some(twin), _) => format!(
            "Proven equal to its twin, `{twin}`, on all {inputs} inputs (the test \
             `{name}_equals_its_twin`)."
        ),
        (None, true) => "Data, not a calculation: no twin.".to_string(),
        (None, false) => "No twin: nothing proves its values.".to_string(),
    };
    doc.push_str(&format!(
        "One load from {static_link} (`{}`, {} bytes). {proven}{panics}",
        f.ty, f.bytes
    ));
    let mut lookup = String::new();
    doc_lines(&mut lookup, &doc);
    if let Some(cfg) = &decl.tunable {
        lookup.push_str(&format!("#[cfg(not({cfg}))]\n"));
    }
    lookup.push_str(&format!(
        "#[inline]\npub const fn {name}({}) -> {} {{\n    {body}\n}}\n\n",
        f.signature, element.ret
    ));
    lookup
}

/// The constant that names a table's twin with the lookup's signature ([`signature_check`]):
/// outside `cfg(test)`, so that every build checks the twin's signature.
fn twin_check(name: &str, types: &[String], ret: &str, twin: &str) -> String {
    format!(
        "// The twin of `{name}`, of the lookup's signature: checked by every build, and so no \
         dead code.\n{}",
        signature_check(
            &format!("the twin of `{name}`"),
            (types, ret),
            twin,
            "a twin takes the lookup's arguments, in its order and of its types, and answers its \
             type (declare the axes and the element the twin has, or name another twin)",
        )
    )
}

/// Whether a float written as `text` is what clippy's `approx_constant` takes for one of the
/// constants of `core::f64::consts` written by hand: its digits a prefix of the constant's, or
/// the constant rounded to as many, past the few digits clippy lets pass (its rule, applied to
/// the text the static holds).
pub(crate) fn approximates(text: &str) -> bool {
    use std::f64::consts::*;
    const KNOWN: [(f64, usize); 19] = [
        (E, 4),
        (FRAC_1_PI, 4),
        (FRAC_1_SQRT_2, 5),
        (FRAC_2_PI, 5),
        (FRAC_2_SQRT_PI, 5),
        (FRAC_PI_2, 5),
        (FRAC_PI_3, 5),
        (FRAC_PI_4, 5),
        (FRAC_PI_6, 5),
        (FRAC_PI_8, 5),
        (LN_10, 5),
        (LN_2, 5),
        (LOG10_E, 5),
        (LOG2_E, 5),
        (LOG2_10, 5),
        (LOG10_2, 5),
        (PI, 3),
        (SQRT_2, 5),
        (TAU, 3),
    ];
    let digits = text.trim_start_matches('-');
    // a text either rule takes for a constant lies within 0.005 of it: only then are the
    // constant's texts written (a table of floats asks for each value, unoptimised)
    let Ok(value) = digits.parse::<f64>() else {
        return false;
    };
    for (constant, min) in KNOWN {
        if digits.len() > min
            && (value - constant).abs() < 0.01
            && (constant.to_string().starts_with(digits)
                || format!("{constant:.*}", digits.len().saturating_sub(2)) == digits)
        {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests;
