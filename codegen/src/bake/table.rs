//! One baked table, declared: a name, a doc, a domain and a function, its values computed at
//! once; and a [`Proof`] of a lookup written by hand. Each becomes a section of the generated
//! source and an entry of the description.

use std::fmt::{self, Debug};
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Mutex};

use proc_macro2::{Ident, Span, TokenStream};

use super::axis::{AxisInfo, Domain};
use super::element::{Element, json_string};
use crate::emit::render;

/// The largest static a table may be: more slows every build of the crate that bakes it, and
/// no engine's cache holds it.
pub const MAX_BYTES: usize = 16 << 20;

/// A table to bake: its values, computed by the function it is declared with for every value
/// of its domain, and what the generated source says of it.
///
/// ```
/// use chess_lut_codegen::bake::{Bake, Range, Squares, Table};
///
/// let lmr = Table::new("lmr", (Range::new("depth", 0..=63u8), Range::new("moves", 0..=63u8)), |(d, m)| {
///     if d == 0 || m == 0 { 0 } else { (0.7844 + f64::from(d).ln() * f64::from(m).ln() / 2.4696) as i64 }
/// })
/// .stored_as::<u8>() // checked: a value of 256 would be an error, not 0
/// .doc("Late-move reductions, Ethereal's formula.")
/// .twin("crate::search::reduction");
/// let mut bake = Bake::new();
/// bake.table(lmr);
/// let source = bake.source().unwrap();
/// assert!(source.contains("pub static LMR: [[u8; 64]; 64] = ["));
/// assert!(source.contains("pub const fn lmr(depth: u8, moves: u8) -> u8 {"));
/// assert!(source.contains("fn lmr_equals_its_twin() {"));
/// ```
pub struct Table<D, E> {
    name: String,
    domain: D,
    doc: String,
    twin: Option<String>,
    values: Result<Vec<E>, String>,
}

impl<D: Domain, E: Element> Table<D, E> {
    /// The table `name` (a snake_case identifier: the lookup's name, and the static's in upper
    /// case) of `function` over `domain`, computed now, value by value in the order of the
    /// static. A function that panics, a domain that is empty or cannot be listed, and a table
    /// over [`MAX_BYTES`] are errors, reported when it is baked.
    pub fn new(name: &str, domain: D, function: impl Fn(D::Value) -> E) -> Table<D, E> {
        let values = evaluate(&domain, std::mem::size_of::<E>().max(E::bytes()), &function);
        Table {
            name: name.to_string(),
            domain,
            doc: String::new(),
            twin: None,
            values,
        }
    }
}

impl<D: Domain, E> Table<D, E> {
    /// What the table holds, in Markdown: the first sentence is its summary. It documents the
    /// lookup, above what the generator adds (the static it reads, the twin it is proven
    /// equal to, when it panics).
    pub fn doc(mut self, doc: &str) -> Table<D, E> {
        self.doc = doc.trim().to_string();
        self
    }

    /// The lookup's twin, a path to a function of the same signature (`crate::search::reduction`,
    /// often the start-up code the table replaces): the generated `#[cfg(test)]` test compares
    /// the two over the whole domain and names the first input where they differ.
    pub fn twin(mut self, path: &str) -> Table<D, E> {
        self.twin = Some(path.trim().to_string());
        self
    }

    /// The values stored as `S`, each converted with `S::try_from`: a value `S` cannot hold is
    /// an error naming its input, not a silent wrap or saturation (`as` would give 255 for 300).
    pub fn stored_as<S: Element + TryFrom<E>>(self) -> Table<D, S>
    where
        E: Debug + Copy,
    {
        let labels = |i: usize| input(&self.domain.axes(), i);
        let values = self.values.and_then(|values| {
            values
                .iter()
                .enumerate()
                .map(|(i, &v)| {
                    S::try_from(v).map_err(|_| {
                        format!(
                            "its value at {} is {v:?}, which a {} cannot hold",
                            labels(i),
                            render(S::stored_type(&TokenStream::new()))
                        )
                    })
                })
                .collect()
        });
        Table {
            name: self.name,
            domain: self.domain,
            doc: self.doc,
            twin: self.twin,
            values,
        }
    }
}

/// The proof of a lookup written by hand (more than one load: a magic index, a hash): the
/// generated test calls `lookup` and `twin` on every value of the domain, the occupied squares
/// sampled, and names the first input where they differ.
///
/// ```
/// use chess_lut_codegen::bake::{Bake, Occupancies, Proof, Squares};
/// let mut bake = Bake::new();
/// bake.proof(Proof::new(
///     "rook_moves",
///     (Squares("sq"), Occupancies("occupied")),
///     "crate::movegen::rook_moves",
///     "crate::movegen::rook_moves_by_walking",
/// ));
/// let source = bake.source().unwrap();
/// assert!(source.contains("fn rook_moves_equals_its_twin() {"));
/// assert!(source.contains("fn sampled_board(k: u32) -> u64 {"));
/// ```
pub struct Proof<D> {
    name: String,
    domain: D,
    lookup: String,
    twin: String,
}

impl<D: Domain> Proof<D> {
    /// `lookup` (a path) against `twin` over `domain`, in a test named `{name}_equals_its_twin`.
    pub fn new(name: &str, domain: D, lookup: &str, twin: &str) -> Proof<D> {
        Proof {
            name: name.to_string(),
            domain,
            lookup: lookup.trim().to_string(),
            twin: twin.trim().to_string(),
        }
    }
}

/// Every value of `domain` by `function`, in row-major order; or what stopped it. Generic
/// only in the loop: the checks and the panic's capture are [`shape_within`] and [`catching`],
/// compiled once for every table a build script bakes.
fn evaluate<D: Domain, E>(
    domain: &D,
    bytes_each: usize,
    function: &dyn Fn(D::Value) -> E,
) -> Result<Vec<E>, String> {
    let shape = shape_within(&domain.axes(), bytes_each)?;
    let count = shape.iter().product();
    let mut values = Vec::with_capacity(count);
    let mut index = vec![0; shape.len()];
    catching(&mut |at| {
        for i in 0..count {
            *at = i;
            values.push(function(domain.at(&index)));
            next_index(&mut index, &shape);
        }
    })
    .map_err(|(at, message)| {
        let axes = domain.axes();
        format!("its function panicked at {}: {message}", input(&axes, at))
    })?;
    Ok(values)
}

/// The shape of finite, non-empty `axes` whose values, `bytes_each` each, fit in
/// [`MAX_BYTES`]; or why not.
pub(super) fn shape_within(
    axes: &[&dyn AxisInfo],
    bytes_each: usize,
) -> Result<Vec<usize>, String> {
    let mut shape = Vec::new();
    for axis in axes {
        match axis.len() {
            None => {
                return Err(format!(
                    "its axis `{}` cannot be listed: a table is indexed by finite axes (a \
                     Proof samples the occupied squares)",
                    axis.name()
                ));
            }
            Some(0) => return Err(format!("its axis `{}` is empty", axis.name())),
            Some(n) => shape.push(n),
        }
    }
    let count = shape
        .iter()
        .try_fold(1usize, |n, &len| n.checked_mul(len))
        .unwrap_or(usize::MAX);
    let bytes = count.saturating_mul(bytes_each);
    if bytes > MAX_BYTES {
        return Err(format!(
            "it would take {bytes} bytes ({count} values of {bytes_each}), more than the {} a \
             baked table may take",
            MAX_BYTES
        ));
    }
    Ok(shape)
}

/// The next row-major index of `shape`, the last axis fastest.
fn next_index(index: &mut [usize], shape: &[usize]) {
    for d in (0..shape.len()).rev() {
        index[d] += 1;
        if index[d] < shape[d] {
            break;
        }
        index[d] = 0;
    }
}

/// Runs `run`, which counts the input it is at; a panic is caught and returned with that input
/// and its message, kept by a panic hook of ours meanwhile. The hook is the process's: one
/// evaluation at a time swaps it, and a panic on another thread (a test beside this one) goes
/// to the hook it replaced.
fn catching(run: &mut dyn FnMut(&mut usize)) -> Result<(), (usize, String)> {
    static SWAPPING: Mutex<()> = Mutex::new(());
    let _alone = SWAPPING.lock().unwrap_or_else(|e| e.into_inner());
    let message = Arc::new(Mutex::new(String::new()));
    let kept = Arc::clone(&message);
    let here = std::thread::current().id();
    let previous = Arc::new(panic::take_hook());
    let others = Arc::clone(&previous);
    panic::set_hook(Box::new(move |info| {
        if std::thread::current().id() != here {
            return others(info);
        }
        let mut m = kept.lock().unwrap_or_else(|e| e.into_inner());
        *m = match info.payload().downcast_ref::<&str>() {
            Some(s) => s.to_string(),
            None => info
                .payload()
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_default(),
        };
        if let Some(at) = info.location() {
            m.push_str(&format!(" (at {}:{})", at.file(), at.line()));
        }
    }));
    let mut at = 0;
    let ran = panic::catch_unwind(AssertUnwindSafe(|| run(&mut at)));
    // ours, which holds the other reference to the hook it replaced, goes; that one comes back
    drop(panic::take_hook());
    match Arc::try_unwrap(previous) {
        Ok(hook) => panic::set_hook(hook),
        Err(_) => unreachable!("the replaced hook is held by ours alone"),
    }
    let message = message.lock().unwrap_or_else(|e| e.into_inner()).clone();
    ran.map_err(|_| (at, message))
}

/// The input at flat index `i` of finite `axes`, as a message names it: `depth 12, moves 3`.
fn input(axes: &[&dyn AxisInfo], mut i: usize) -> String {
    let mut labels = Vec::new();
    for axis in axes.iter().rev() {
        let n = axis.len().unwrap_or(1).max(1);
        labels.push(axis.label(i % n));
        i /= n;
    }
    labels.reverse();
    labels.join(", ")
}

/// A table or proof as the bake holds it: its name, or what is wrong with it, and its parts
/// as source and as JSON.
pub(crate) struct Section {
    pub name: String,
    pub problem: Option<String>,
    /// The static, with its documentation.
    pub statics: String,
    /// The lookup, with its documentation.
    pub lookup: String,
    /// The proof, a `#[test]` function.
    pub test: String,
    pub json: Option<String>,
    pub samples: bool,
    /// What the table is, for a registry of tables.
    pub meta: Option<Meta>,
}

/// A written table's facts: what chess-lut's registry and descriptions of its own tables are
/// made of (the answer, axes and twin only by the descriptions, which the registry writes).
#[derive(Clone, Debug)]
#[cfg_attr(not(feature = "registry"), allow(dead_code))]
pub(crate) struct Meta {
    /// The static's name: `LMR`.
    pub ident: String,
    /// Its dimensions, outermost first.
    pub shape: Vec<usize>,
    /// The static's element type: `u8`, `u64`.
    pub stored: String,
    /// The first sentence of the doc.
    pub summary: String,
    /// How a value reads.
    pub answer: super::Answer,
    /// Each axis's kind (`square`, `file-of` …) and parameter name.
    pub axes: Vec<(&'static str, String)>,
    /// The twin's path, if any.
    pub twin: Option<String>,
    /// The values as `u64`, where every one is one.
    pub values: Option<Vec<u64>>,
}

impl Section {
    fn failed(name: String, problem: String) -> Section {
        Section {
            name,
            problem: Some(problem),
            statics: String::new(),
            lookup: String::new(),
            test: String::new(),
            json: None,
            samples: false,
            meta: None,
        }
    }
}

/// What a section's writers need: the path chess-lut is reached by, and the paths the lookups
/// reach the statics by and the statics' docs reach the lookups by (empty: one module).
pub(crate) struct Context {
    pub chess_lut: TokenStream,
    pub statics: String,
    pub lookups: String,
    /// Whether the description (JSON) is written: not for chess-lut's own tables, whose
    /// descriptions are its registry.
    pub describe: bool,
}

impl<D: Domain, E: Element> Table<D, E> {
    /// The table written: its static, its lookup, its proof and its description. Generic only
    /// in writing each value; the rest is [`write_section`], compiled once.
    pub(crate) fn section(self, cx: &Context) -> Section {
        let values = match self.values {
            Ok(values) => values,
            Err(e) => return Section::failed(self.name, e),
        };
        let axes = self.domain.axes();
        let mut texts = Vec::with_capacity(values.len());
        let mut json = String::new();
        for (i, v) in values.iter().enumerate() {
            let mut text = String::new();
            if i > 0 {
                json.push(',');
            }
            let written = v.write(&mut text).and_then(|()| {
                if cx.describe {
                    v.json(&mut json)
                } else {
                    Ok(())
                }
            });
            if let Err(e) = written {
                let problem = format!("its value at {} cannot be written: {e}", input(&axes, i));
                return Section::failed(self.name, problem);
            }
            texts.push(text);
        }
        let element = Written {
            texts,
            json,
            values: values.iter().map(Element::to_u64).collect(),
            stored: render(E::stored_type(&cx.chess_lut)),
            ret: render(E::rust_type(&cx.chess_lut)),
            bytes_each: E::bytes(),
            answer: E::answer(),
            wrap: E::wrap,
        };
        write_section(self.name, self.doc, self.twin, &axes, element, cx)
    }
}

/// A table's values as written, and what its element type says of itself.
struct Written {
    /// Each value as Rust source.
    texts: Vec<String>,
    /// The values as JSON, comma-separated (empty where the description is not written).
    json: String,
    /// The values as `u64`, where every one is one.
    values: Option<Vec<u64>>,
    /// The static's element type, rendered.
    stored: String,
    /// The lookup's return type, rendered.
    ret: String,
    bytes_each: usize,
    answer: super::Answer,
    /// The lookup's body from the read of the static.
    wrap: fn(&TokenStream, TokenStream) -> TokenStream,
}

/// A table's section from its name, doc, twin, axes and written values: the static, the
/// lookup, the proof and the description.
fn write_section(
    name: String,
    doc_text: String,
    twin: Option<String>,
    axes: &[&dyn AxisInfo],
    element: Written,
    cx: &Context,
) -> Section {
    if let Err(e) = super::check_name(&name) {
        return Section::failed(name, e);
    }
    if let Some(Err(e)) = twin.as_deref().map(check_path) {
        return Section::failed(name, e);
    }
    let shape: Vec<usize> = axes.iter().map(|a| a.len().unwrap_or(0)).collect();
    let stored = element.stored;
    let ty = shape
        .iter()
        .rev()
        .fold(stored.clone(), |inner, n| format!("[{inner}; {n}]"));
    let bytes = element.texts.len() * element.bytes_each;
    let ident = name.to_uppercase();
    let params: Vec<Ident> = axes
        .iter()
        .map(|a| Ident::new(a.name(), Span::call_site()))
        .collect();
    let indexed: Vec<String> = axes.iter().map(|a| format!("[{}]", a.name())).collect();
    let indexed = indexed.concat();
    let summary = first_sentence(&doc_text);

    let mut statics = String::new();
    // the static; a link to the lookup where it lives elsewhere
    let lookup_link = if cx.lookups.is_empty() {
        format!("[`{}`]", name)
    } else {
        format!("[`{}`]({}{})", name, cx.lookups, name)
    };
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
    statics.push_str(&format!("pub static {ident}: {ty} = [\n"));
    write_rows(&mut statics, axes, &element.texts, 1);
    statics.push_str("];\n\n");

    // the lookup
    let read = {
        let static_path: TokenStream = format!("{}{ident}", cx.statics)
            .parse()
            .expect("a path to the static");
        let indices = axes.iter().zip(&params).map(|(a, p)| a.index(p));
        quote::quote!(#static_path #([#indices])*)
    };
    let body = render((element.wrap)(&cx.chess_lut, read));
    let signature: Vec<String> = axes
        .iter()
        .zip(&params)
        .map(|(a, p)| format!("{p}: {}", render(a.rust_type(&cx.chess_lut))))
        .collect();
    let ret = element.ret;
    let mut doc = doc_text.clone();
    if !doc.is_empty() {
        doc.push_str("\n\n");
    }
    let static_link = if cx.statics.is_empty() {
        format!("[`{ident}`]")
    } else {
        format!("[`{ident}`]({}{ident})", cx.statics)
    };
    let inputs: usize = axes.iter().map(|a| a.inputs().unwrap_or(0)).product();
    doc.push_str(&format!(
        "One load from {static_link} (`{ty}`, {bytes} bytes). {}",
        match &twin {
            Some(twin) => format!(
                "Proven equal to its twin, `{twin}`, on all {inputs} inputs (the test \
                 `{}_equals_its_twin`).",
                name
            ),
            None => "No twin: data, not a calculation.".to_string(),
        }
    ));
    let ranges: Vec<String> = axes
        .iter()
        .filter(|a| a.may_be_outside())
        .map(|a| {
            format!(
                "`{}` outside `{}`",
                a.name(),
                render(a.every(&cx.chess_lut))
            )
        })
        .collect();
    if !ranges.is_empty() {
        doc.push_str(&format!(
            "\n\n# Panics\n\nWhere {} (an index out of bounds; in a `const` item, an error).",
            ranges.join(" or ")
        ));
    }
    let mut lookup = String::new();
    doc_lines(&mut lookup, &doc);
    lookup.push_str(&format!(
        "#[inline]\npub const fn {}({}) -> {ret} {{\n    {body}\n}}\n\n",
        name,
        signature.join(", ")
    ));

    let test = match &twin {
        Some(twin) => proof_test(&name, axes, &name, twin, element.answer, cx),
        None => String::new(),
    };
    let mut description = String::from("{\"name\":");
    json_string(&mut description, &name);
    description.push_str(",\"static\":");
    json_string(&mut description, &ident);
    description.push_str(",\"lookup\":");
    json_string(&mut description, &name);
    description.push_str(",\"twin\":");
    match &twin {
        Some(t) => json_string(&mut description, t),
        None => description.push_str("null"),
    }
    description.push_str(",\"doc\":");
    json_string(&mut description, &doc_text);
    let axes_json: Vec<String> = axes.iter().map(|a| a.describe()).collect();
    description.push_str(&format!(",\"axes\":[{}]", axes_json.join(",")));
    description.push_str(",\"element\":{\"type\":");
    json_string(&mut description, &ret);
    description.push_str(",\"stored\":");
    json_string(&mut description, &stored);
    description.push_str(&format!(
        ",\"answer\":\"{}\",\"bytes\":{}}}",
        element.answer.name(),
        element.bytes_each
    ));
    let shape_json: Vec<String> = shape.iter().map(usize::to_string).collect();
    description.push_str(&format!(
        ",\"shape\":[{}],\"bytes\":{bytes},\"values\":[{}]}}",
        shape_json.join(","),
        element.json
    ));
    let meta = Meta {
        ident,
        shape,
        stored,
        summary,
        answer: element.answer,
        axes: axes
            .iter()
            .map(|a| (a.kind(), a.name().to_string()))
            .collect(),
        twin,
        values: element.values,
    };
    Section {
        name,
        problem: None,
        statics,
        lookup,
        test,
        json: cx.describe.then_some(description),
        samples: false,
        meta: Some(meta),
    }
}

impl<D: Domain> Proof<D> {
    /// The proof written: its test alone.
    pub(crate) fn section(self, cx: &Context) -> Section {
        if let Err(e) = super::check_name(&self.name) {
            return Section::failed(self.name, e);
        }
        for path in [&self.lookup, &self.twin] {
            if let Err(e) = check_path(path) {
                return Section::failed(self.name, e);
            }
        }
        let axes = self.domain.axes();
        if let Some(empty) = axes.iter().find(|a| a.is_empty()) {
            return Section::failed(self.name, format!("its axis `{}` is empty", empty.name()));
        }
        let samples = axes.iter().any(|a| a.len().is_none());
        let test = proof_test(
            &self.name,
            &axes,
            &self.lookup,
            &self.twin,
            super::Answer::Other,
            cx,
        );
        Section {
            name: self.name,
            problem: None,
            statics: String::new(),
            lookup: String::new(),
            test,
            json: None,
            samples,
            meta: None,
        }
    }
}

/// The `#[cfg(test)]` test of `lookup` against `twin` over every value of `axes`: nested loops,
/// one assertion that names the input, both answers and the twin.
fn proof_test(
    name: &str,
    axes: &[&dyn AxisInfo],
    lookup: &str,
    twin: &str,
    answer: super::Answer,
    cx: &Context,
) -> String {
    let mut out = format!("#[test]\nfn {name}_equals_its_twin() {{\n");
    let mut indent = String::from("    ");
    for axis in axes {
        out.push_str(&format!(
            "{indent}for {} in {} {{\n",
            axis.name(),
            render(axis.every(&cx.chess_lut))
        ));
        indent.push_str("    ");
    }
    let args: Vec<&str> = axes.iter().map(|a| a.name()).collect();
    let args = args.join(", ");
    let same = match answer {
        super::Answer::Float => "lookup.to_bits() == twin.to_bits()",
        _ => "lookup == twin",
    };
    let shown: Vec<String> = axes
        .iter()
        .map(|a| {
            if a.len().is_none() {
                format!("{{{}:?}}", a.name())
            } else {
                format!("{{{}}}", a.name())
            }
        })
        .collect();
    out.push_str(&format!(
        "{indent}let (lookup, twin) = ({lookup}({args}), {twin}({args}));\n\
         {indent}assert!(\n\
         {indent}    {same},\n\
         {indent}    \"{lookup}({}) is {{lookup:?}}, but its twin {twin} says {{twin:?}}\"\n\
         {indent});\n",
        shown.join(", ")
    ));
    for _ in axes {
        indent.truncate(indent.len() - 4);
        out.push_str(&format!("{indent}}}\n"));
    }
    out.push_str("}\n\n");
    out
}

/// The width a line of values stays within, but for a rank of squares, which may take up to
/// `RANK_WIDTH` (eight bitboards in hex) so that a row of a square table reads as a board.
const LINE_WIDTH: usize = 100;
const RANK_WIDTH: usize = 200;

/// The static's rows: the outer axes as nested arrays under `// label` comments, the last two
/// as labelled lines (a row on one line where it fits, else a rank of squares or up to
/// sixteen values to a line under the row's label).
fn write_rows(out: &mut String, axes: &[&dyn AxisInfo], texts: &[String], depth: usize) {
    let indent = "    ".repeat(depth);
    if axes.len() == 1 {
        write_run(out, axes[0], texts, depth);
        return;
    }
    let outer = axes[0];
    let n = outer.len().unwrap_or(0);
    let inner = texts.len() / n.max(1);
    let width = (0..n).map(|i| outer.label(i).len()).max().unwrap_or(0);
    for i in 0..n {
        let row = &texts[i * inner..(i + 1) * inner];
        let label = outer.label(i);
        let fits = row.iter().map(|t| t.len() + 2).sum::<usize>() <= LINE_WIDTH;
        if axes.len() == 2 && fits {
            out.push_str(&format!(
                "{indent}/* {label:<width$} */ [{}],\n",
                row.join(", ")
            ));
        } else {
            out.push_str(&format!("{indent}// {label}\n{indent}[\n"));
            write_rows(out, &axes[1..], row, depth + 1);
            out.push_str(&format!("{indent}],\n"));
        }
    }
}

/// One axis's values, inside an enclosing array: on one line where they fit, else eight
/// squares (a rank) or sixteen values to a line, each line labelled with its span.
fn write_run(out: &mut String, axis: &dyn AxisInfo, texts: &[String], depth: usize) {
    let indent = "    ".repeat(depth);
    let total: usize = texts.iter().map(|t| t.len() + 2).sum();
    let widest = texts.iter().map(String::len).max().unwrap_or(1) + 2;
    let per_line = if total <= LINE_WIDTH {
        texts.len()
    } else if axis.is_squares() {
        // a rank (of bitboards too), half of one, a quarter, or a square a line
        [8, 4, 2, 1]
            .into_iter()
            .find(|&n| n * widest <= RANK_WIDTH)
            .unwrap_or(1)
    } else {
        (LINE_WIDTH / widest).clamp(1, 16)
    };
    let span = |i: usize, j: usize| {
        if i == j {
            axis.label(i)
        } else {
            let (a, b) = (axis.label(i), axis.label(j));
            // `depth 0-15`, `a1-h1`: the common words once
            match (a.rsplit_once(' '), b.rsplit_once(' ')) {
                (Some((wa, na)), Some((wb, nb))) if wa == wb => format!("{wa} {na}-{nb}"),
                _ => format!("{a}-{b}"),
            }
        }
    };
    let lines: Vec<(String, &[String])> = texts
        .chunks(per_line.max(1))
        .enumerate()
        .map(|(k, chunk)| {
            let first = k * per_line;
            (span(first, first + chunk.len() - 1), chunk)
        })
        .collect();
    let width = lines.iter().map(|l| l.0.len()).max().unwrap_or(0);
    // pushed piece by piece: the build script runs unoptimised, and writes every value here
    for (label, chunk) in lines {
        out.push_str(&indent);
        out.push_str("/* ");
        out.push_str(&label);
        out.extend(std::iter::repeat_n(' ', width - label.len()));
        out.push_str(" */ ");
        for (k, text) in chunk.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            out.push_str(text);
        }
        out.push_str(",\n");
    }
}

/// `text` as `///` lines of at most 100 characters: a longer line of prose is broken at its
/// spaces, a line of code (inside a ``` fence) is kept whole.
fn doc_lines(out: &mut String, text: &str) {
    const WIDTH: usize = 96;
    let mut code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            code = !code;
        }
        if line.is_empty() {
            out.push_str("///\n");
            continue;
        }
        let mut rest = line;
        while !code && rest.len() > WIDTH {
            // the last space that leaves the line short enough, or else the first one
            let cut = rest[..=WIDTH]
                .rfind(' ')
                .or_else(|| rest.find(' '))
                .filter(|&at| at > 0);
            let Some(at) = cut else { break };
            out.push_str("/// ");
            out.push_str(&rest[..at]);
            out.push('\n');
            rest = &rest[at + 1..];
        }
        out.push_str("/// ");
        out.push_str(rest);
        out.push('\n');
    }
}

/// The first sentence of a doc: up to the first `. ` or the end of its first paragraph.
fn first_sentence(doc: &str) -> String {
    let para = doc.split("\n\n").next().unwrap_or("").replace('\n', " ");
    match para.find(". ") {
        Some(end) => para[..=end].to_string(),
        None => para,
    }
}

/// Whether `path` is a Rust path to a function: names joined by `::`.
fn check_path(path: &str) -> Result<(), String> {
    let body = path.strip_prefix("::").unwrap_or(path);
    let ok = !body.is_empty()
        && body.split("::").all(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        });
    if ok {
        Ok(())
    } else {
        Err(format!(
            "`{path}` is not a path to a function (like crate::search::reduction)"
        ))
    }
}

impl<D, E> fmt::Debug for Table<D, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table")
            .field("name", &self.name)
            .field("twin", &self.twin)
            .field("values", &self.values.as_ref().map(Vec::len))
            .finish_non_exhaustive()
    }
}
