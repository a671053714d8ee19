//! One baked table, declared: a name, a doc, a domain and a function, its values computed at
//! once; and a [`Proof`] of a lookup written by hand. Each becomes a section of the generated
//! source and an entry of the description.

use std::fmt::{self, Debug};
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Mutex};

use super::axis::{AxisInfo, Domain};
use super::element::{Element, json_string};
use crate::Rust;

/// The most values a table may hold: 2^18 (262,144).
///
/// Every value costs the build: the build script computes it and writes it, rustc parses and
/// evaluates it, each time the crate is built clean. At this limit a table costs a fraction of
/// a second (a release build of a crate holding 2^18 `u8` values: 0.07 s of build script and
/// 0.43 s of rustc; 2^18 `u64`, 0.19 s and 0.65 s), where 2^24 took 20 s and 1.5 GB. It is far
/// above what engines fill at start-up (late-move reductions: 4,096; a piece-square table
/// per king bucket: tens of thousands; a KPK bitbase as `bool`: 196,608; a plain magic rook
/// table: 262,144), and the `chess-lut` command's page shows a table of up to this many whole.
/// Larger data (a network's weights, endgame tables) is a file for `include_bytes!`, not
/// source.
pub const MAX_VALUES: usize = 1 << 18;

/// The most bytes a table may take: 2 MiB, [`MAX_VALUES`] of `u64`. A larger table stays in
/// no CPU's L2 cache, and its lookups go to memory.
pub const MAX_BYTES: usize = 2 << 20;

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
    data: bool,
    tunable: Option<String>,
    values: Result<Vec<E>, String>,
}

impl<D: Domain, E: Element> Table<D, E> {
    /// The table `name` (a snake_case identifier: the lookup's name, and the static's in upper
    /// case) of `function` over `domain`, computed now, value by value in the order of the
    /// static. A function that panics, a domain that is empty or cannot be listed, and a table
    /// of more than [`MAX_VALUES`] or [`MAX_BYTES`] are errors, reported when it is baked.
    pub fn new(name: &str, domain: D, function: impl Fn(D::Value) -> E) -> Table<D, E> {
        let values = evaluate(&domain, std::mem::size_of::<E>().max(E::bytes()), &function);
        Table {
            name: name.to_string(),
            domain,
            doc: String::new(),
            twin: None,
            data: false,
            tunable: None,
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

    /// The lookup's twin: an absolute path (`crate::search::reduction`, or
    /// `::other_crate::f`) to a function of exactly the lookup's signature, often the start-up
    /// code the table replaces. Its parameters are the axes' types in order (`u8` for a
    /// `Range<u8>`, chess-lut's `Square` for [`Squares`](super::Squares)), its result the
    /// lookup's (`chess_lut::Bitboard` for a [`Bitboard`](crate::types::Bitboard) table).
    ///
    /// Every build checks it: the generated source holds, outside `cfg(test)`,
    /// `const _: fn(u8, u8) -> u8 = crate::search::reduction; // the twin of `lmr`` (with an
    /// `#[allow(dead_code)]`, which has rustc before 1.94 take it as used), so a path
    /// that names nothing or a function of another signature fails `cargo build` on that line,
    /// and a twin that only the proof calls is not dead code. The generated `#[cfg(test)]` test
    /// compares the two over the whole domain and names the first input where they differ.
    pub fn twin(mut self, path: &str) -> Table<D, E> {
        self.twin = Some(path.trim().to_string());
        self
    }

    /// Says the table is data, not a calculation (published numbers, measured weights): no
    /// twin to prove it against, and no warning for lacking one. A table declared with neither
    /// a twin nor this says so in a `cargo::warning` when it is baked.
    pub fn data(mut self) -> Table<D, E> {
        self.data = true;
        self
    }

    /// Keeps the table tunable at run time in builds with `cfg` (as written in `#[cfg(…)]`:
    /// `"tune"`, or `feature = "tune"`), for an SPSA tuner. There the lookup reads a copy of
    /// the static, `{NAME}_TUNABLE`, one atomic per value made from the baked values when the
    /// program starts (no initialisation code, no `unsafe`), and `set_{name}` changes a value
    /// of it; the lookup is then a plain `fn`, not a `const fn`. Elsewhere nothing changes. The
    /// proof compares the lookup with its twin either way: under `cfg`, the copy as it starts.
    /// For tables of `bool`, the integers, the floats (held as their bits) and bitboards; a
    /// bare name is declared to cargo (`cargo::rustc-check-cfg`) by
    /// [`finish`](super::Bake::finish).
    ///
    /// ```
    /// use chess_lut_codegen::bake::{Bake, Range, Table};
    /// let lmr = Table::new("lmr", (Range::new("depth", 0..=63u8), Range::new("moves", 0..=63u8)), |(d, m)| d / 8 + m / 16)
    ///     .twin("crate::search::reduction")
    ///     .tunable("tune");
    /// let source = Bake::new().table(lmr).source().unwrap();
    /// assert!(source.contains("#[cfg(not(tune))]\n#[inline]\npub const fn lmr(depth: u8, moves: u8) -> u8 {"));
    /// assert!(source.contains("#[cfg(tune)]\npub static LMR_TUNABLE: [[::core::sync::atomic::AtomicU8; 64]; 64] = {"));
    /// assert!(source.contains("pub fn set_lmr(depth: u8, moves: u8, value: u8) {"));
    /// ```
    pub fn tunable(mut self, cfg: &str) -> Table<D, E> {
        self.tunable = Some(cfg.trim().to_string());
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
                            S::stored_type(&Rust::default())
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
            data: self.data,
            tunable: self.tunable,
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
/// [`MAX_VALUES`] and [`MAX_BYTES`]; or why not.
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
    let count = axes
        .iter()
        .try_fold(1u128, |n, axis| n.checked_mul(axis.count()?));
    match count {
        None => Err(format!(
            "it would hold 2^128 values or more, more than the {MAX_VALUES} a baked table may \
             hold"
        )),
        Some(count) if count > MAX_VALUES as u128 => Err(format!(
            "it would hold {count} values, more than the {MAX_VALUES} a baked table may hold"
        )),
        Some(count) if count * bytes_each as u128 > MAX_BYTES as u128 => Err(format!(
            "it would take {} bytes ({count} values of {bytes_each}), more than the \
             {MAX_BYTES} a baked table may take",
            count * bytes_each as u128
        )),
        Some(count) => {
            debug_assert_eq!(count, shape.iter().product::<usize>() as u128);
            Ok(shape)
        }
    }
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
pub(super) fn catching(run: &mut dyn FnMut(&mut usize)) -> Result<(), (usize, String)> {
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
    /// The lookup, with its documentation, and the check of its twin's signature.
    pub lookup: String,
    /// The proof, a `#[test]` function.
    pub test: String,
    /// Its entries in the description, each a table's JSON object.
    pub json: Vec<String>,
    pub samples: bool,
    /// What each of its statics is, for a registry of tables.
    pub metas: Vec<Meta>,
    /// Whether nothing proves it: no twin, and not declared data.
    pub unproven: bool,
    /// The cfg a tunable copy is built with, where it is a bare name cargo must be told of.
    pub check_cfg: Option<String>,
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
    pub(super) fn failed(name: String, problem: String) -> Section {
        Section {
            name,
            problem: Some(problem),
            statics: String::new(),
            lookup: String::new(),
            test: String::new(),
            json: Vec::new(),
            samples: false,
            metas: Vec::new(),
            unproven: false,
            check_cfg: None,
        }
    }
}

/// What a section's writers need: the path chess-lut is reached by, and the paths the lookups
/// reach the statics by and the statics' docs reach the lookups by (empty: one module).
pub(crate) struct Context {
    /// chess-lut's vocabulary: `::chess_lut` in an engine, `::chess_lut_types` in chess-lut.
    pub chess_lut: Rust,
    /// chess-lut's lookups (its attacks, for the proofs): `::chess_lut`, or `crate`.
    pub lookups_of_chess_lut: Rust,
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
            stored: E::stored_type(&cx.chess_lut).to_string(),
            ret: E::rust_type(&cx.chess_lut).to_string(),
            bytes_each: E::bytes(),
            answer: E::answer(),
            wrap: E::wrap,
        };
        let declared = Declaration {
            name: self.name,
            doc: self.doc,
            twin: self.twin,
            data: self.data,
            tunable: self.tunable,
        };
        write_section(declared, &axes, element, cx)
    }
}

/// What a table's declaration says beside its domain and values.
struct Declaration {
    name: String,
    doc: String,
    twin: Option<String>,
    data: bool,
    tunable: Option<String>,
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
    wrap: fn(&Rust, Rust) -> Rust,
}

/// Whether a table's declaration, apart from its values, can be written: its name, its axes'
/// names, its twin, and whether it says it is data or tunable.
fn check_declaration(
    decl: &Declaration,
    axes: &[&dyn AxisInfo],
    element: &Written,
) -> Result<(), String> {
    super::check_name(&decl.name)?;
    super::check_axes(axes)?;
    if let Some(twin) = &decl.twin {
        check_path(twin)?;
        if decl.data {
            return Err(format!(
                "it names a twin, `{twin}`, and says it is data: a table is one or the other"
            ));
        }
    }
    if let Some(cfg) = &decl.tunable {
        check_cfg(cfg)?;
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
fn write_section(
    decl: Declaration,
    axes: &[&dyn AxisInfo],
    element: Written,
    cx: &Context,
) -> Section {
    if let Err(e) = check_declaration(&decl, axes, &element) {
        return Section::failed(decl.name, e);
    }
    let Declaration {
        name,
        doc: doc_text,
        twin,
        data,
        tunable,
    } = decl;
    let shape: Vec<usize> = axes.iter().map(|a| a.len().unwrap_or(0)).collect();
    let stored = element.stored;
    let ty = array_type(&stored, &shape);
    let bytes = element.texts.len() * element.bytes_each;
    let ident = name.to_uppercase();
    let params: Vec<&str> = axes.iter().map(|a| a.name()).collect();
    let indexed: Vec<String> = axes.iter().map(|a| format!("[{}]", a.name())).collect();
    let indexed = indexed.concat();
    let summary = first_sentence(&doc_text);

    let mut statics = String::new();
    // the static; a link to the lookup where it lives elsewhere
    let lookup_link = link(&name, &cx.lookups);
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
    if element.answer == super::Answer::Float {
        // computed values, exact to the bit: one that equals `PI` is no approximation of it
        statics.push_str("#[allow(clippy::approx_constant)]\n");
    }
    statics.push_str(&format!("pub static {ident}: {ty} = [\n"));
    write_rows(&mut statics, axes, &element.texts, 1);
    statics.push_str("];\n\n");

    // the lookup
    let indices: Vec<Rust> = axes.iter().zip(&params).map(|(a, p)| a.index(p)).collect();
    let read = {
        let at: Vec<String> = indices.iter().map(|i| format!("[{i}]")).collect();
        Rust::from(format!("{}{ident}{}", cx.statics, at.concat()))
    };
    let body = (element.wrap)(&cx.chess_lut, read).to_string();
    let types: Vec<String> = axes
        .iter()
        .map(|a| a.rust_type(&cx.chess_lut).to_string())
        .collect();
    let signature: Vec<String> = params
        .iter()
        .zip(&types)
        .map(|(p, t)| format!("{p}: {t}"))
        .collect();
    let signature = signature.join(", ");
    let ret = element.ret;
    let mut doc = doc_text.clone();
    if !doc.is_empty() {
        doc.push_str("\n\n");
    }
    let static_link = link(&ident, &cx.statics);
    let inputs: usize = axes.iter().map(|a| a.inputs().unwrap_or(0)).product();
    doc.push_str(&format!(
        "One load from {static_link} (`{ty}`, {bytes} bytes). {}",
        match (&twin, data) {
            (Some(twin), _) => format!(
                "Proven equal to its twin, `{twin}`, on all {inputs} inputs (the test \
                 `{}_equals_its_twin`).",
                name
            ),
            (None, true) => "Data, not a calculation: no twin.".to_string(),
            (None, false) => "No twin: nothing proves its values.".to_string(),
        }
    ));
    let ranges: Vec<String> = axes
        .iter()
        .filter(|a| a.may_be_outside())
        .map(|a| format!("`{}` outside `{}`", a.name(), a.every(&cx.chess_lut)))
        .collect();
    let panics = if ranges.is_empty() {
        String::new()
    } else {
        format!(
            "\n\n# Panics\n\nWhere {} (an index out of bounds; in a `const` item, an error).",
            ranges.join(" or ")
        )
    };
    doc.push_str(&panics);
    let mut lookup = String::new();
    doc_lines(&mut lookup, &doc);
    if let Some(cfg) = &tunable {
        lookup.push_str(&format!("#[cfg(not({cfg}))]\n"));
    }
    lookup.push_str(&format!(
        "#[inline]\npub const fn {name}({signature}) -> {ret} {{\n    {body}\n}}\n\n"
    ));
    if let Some(cfg) = &tunable {
        let tuned = Tuned {
            name: &name,
            ident: &ident,
            cfg,
            doc: &doc_text,
            panics: &panics,
            signature: &signature,
            ret: &ret,
            stored: &stored,
            answer: element.answer,
            wrap: element.wrap,
            shape: &shape,
            indices: &indices,
        };
        tuned.write(&mut statics, &mut lookup, cx);
    }
    if let Some(twin) = &twin {
        // outside cfg(test): every build checks the twin's signature; and the allow, which
        // makes rustc take the constant as used (by itself, only from Rust 1.94), keeps the
        // twin it names alive where only the proof calls it
        lookup.push_str(&format!(
            "// The twin of `{name}`, of the lookup's signature: checked by every build, and so \
             no dead code.\n\
             #[allow(dead_code)]\n\
             const _: fn({}) -> {ret} = {twin}; // the twin of `{name}`\n\n",
            types.join(", ")
        ));
    }

    let test = match &twin {
        Some(twin) => proof_test(
            &name,
            axes,
            (&name, &format!("super::{name}")),
            twin,
            element.answer,
            cx,
        ),
        None => String::new(),
    };
    let description = cx.describe.then(|| {
        describe(&Described {
            name: &name,
            ident: &ident,
            twin: twin.as_deref(),
            doc: &doc_text,
            axes: &axes.iter().map(|a| a.describe()).collect::<Vec<_>>(),
            ret: &ret,
            stored: &stored,
            answer: element.answer,
            bytes_each: element.bytes_each,
            shape: &shape,
            bytes,
            values: &element.json,
        })
    });
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
        twin: twin.clone(),
        values: element.values,
    };
    let check_cfg = tunable.filter(|cfg| super::identifier(cfg).is_ok());
    Section {
        name,
        problem: None,
        statics,
        lookup,
        test,
        json: description.into_iter().collect(),
        samples: false,
        metas: vec![meta],
        unproven: twin.is_none() && !data,
        check_cfg,
    }
}

/// A rustdoc link to the item `name` reached by `prefix` (`crate::tables::`), or in the same
/// module where `prefix` is empty.
pub(super) fn link(name: &str, prefix: &str) -> String {
    if prefix.is_empty() {
        format!("[`{name}`]")
    } else {
        format!("[`{name}`]({prefix}{name})")
    }
}

/// `[[u8; 64]; 64]`: the static's type, of `stored` values in `shape`.
pub(super) fn array_type(stored: &str, shape: &[usize]) -> String {
    shape
        .iter()
        .rev()
        .fold(stored.to_string(), |inner, n| format!("[{inner}; {n}]"))
}

/// One table's entry in the description file.
pub(super) struct Described<'a> {
    pub name: &'a str,
    pub ident: &'a str,
    pub twin: Option<&'a str>,
    pub doc: &'a str,
    /// Each axis as JSON.
    pub axes: &'a [String],
    pub ret: &'a str,
    pub stored: &'a str,
    pub answer: super::Answer,
    pub bytes_each: usize,
    pub shape: &'a [usize],
    pub bytes: usize,
    /// The values as JSON, comma-separated.
    pub values: &'a str,
}

/// The JSON object of one table: what the `chess-lut` command reads.
pub(super) fn describe(d: &Described) -> String {
    let mut out = String::from("{\"name\":");
    json_string(&mut out, d.name);
    out.push_str(",\"static\":");
    json_string(&mut out, d.ident);
    out.push_str(",\"lookup\":");
    json_string(&mut out, d.name);
    out.push_str(",\"twin\":");
    match d.twin {
        Some(t) => json_string(&mut out, t),
        None => out.push_str("null"),
    }
    out.push_str(",\"doc\":");
    json_string(&mut out, d.doc);
    out.push_str(&format!(",\"axes\":[{}]", d.axes.join(",")));
    out.push_str(",\"element\":{\"type\":");
    json_string(&mut out, d.ret);
    out.push_str(",\"stored\":");
    json_string(&mut out, d.stored);
    out.push_str(&format!(
        ",\"answer\":\"{}\",\"bytes\":{}}}",
        d.answer.name(),
        d.bytes_each
    ));
    let shape: Vec<String> = d.shape.iter().map(usize::to_string).collect();
    out.push_str(&format!(
        ",\"shape\":[{}],\"bytes\":{},\"values\":[{}]}}",
        shape.join(","),
        d.bytes,
        d.values
    ));
    out
}

/// The atomic type a tunable copy holds a value of the static's type in, and the float whose
/// bits it holds (`f32` in an `AtomicU32`), if it is one.
fn atomic(stored: &str) -> Option<(&'static str, Option<&'static str>)> {
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

/// Whether `cfg` is what `#[cfg(…)]` takes: a name, or a predicate such as `feature = "tune"`
/// or `all(tune, not(test))`: names, `=`, commas and balanced parentheses outside string
/// literals, starting with a name, so that it cannot end the attribute it is written into.
fn check_cfg(cfg: &str) -> Result<(), String> {
    let starts_with_name = cfg
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    let (mut depth, mut in_string, mut escaped, mut fits) = (0i32, false, false, true);
    for c in cfg.chars() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                '\n' | '\r' => fits = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' => depth += 1,
            ')' => depth -= 1,
            c if c.is_ascii_alphanumeric() || matches!(c, '_' | '=' | ',' | ' ') => {}
            _ => fits = false,
        }
        if depth < 0 {
            fits = false;
        }
    }
    if starts_with_name && fits && depth == 0 && !in_string {
        Ok(())
    } else {
        Err(format!(
            "`{cfg}` is not a cfg to build the tunable copy under (like tune, or feature = \"tune\")"
        ))
    }
}

/// What a tunable table's copy is written from.
struct Tuned<'a> {
    name: &'a str,
    ident: &'a str,
    cfg: &'a str,
    doc: &'a str,
    panics: &'a str,
    signature: &'a str,
    ret: &'a str,
    stored: &'a str,
    answer: super::Answer,
    wrap: fn(&Rust, Rust) -> Rust,
    shape: &'a [usize],
    indices: &'a [Rust],
}

impl Tuned<'_> {
    /// The copy (into `statics`), and under its cfg the lookup that reads it and the function
    /// that sets it (into `lookups`).
    fn write(&self, statics: &mut String, lookups: &mut String, cx: &Context) {
        let (name, ident, cfg) = (self.name, self.ident, self.cfg);
        let (atomic, float) = atomic(self.stored).expect("checked with the declaration");
        let atomic = format!("::core::sync::atomic::{atomic}");
        let count: usize = self.shape.iter().product();
        let zero = if self.stored == "bool" { "false" } else { "0" };
        // the copy is indexed as the static is, so an argument out of range panics alike
        let ty = array_type(&atomic, self.shape);
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
            (None, super::Answer::Set) => "value.0",
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

impl<D: Domain> Proof<D> {
    /// The proof written: its test, and the check that the lookup and its twin have one
    /// signature.
    pub(crate) fn section(self, cx: &Context) -> Section {
        let axes = self.domain.axes();
        let checked = super::check_name(&self.name)
            .and_then(|()| super::check_axes(&axes))
            .and_then(|()| check_path(&self.lookup))
            .and_then(|()| check_path(&self.twin));
        if let Err(e) = checked {
            return Section::failed(self.name, e);
        }
        if let Some(empty) = axes.iter().find(|a| a.is_empty()) {
            return Section::failed(self.name, format!("its axis `{}` is empty", empty.name()));
        }
        let samples = axes.iter().any(|a| a.len().is_none());
        let test = proof_test(
            &self.name,
            &axes,
            (&self.lookup, &self.lookup),
            &self.twin,
            super::Answer::Other,
            cx,
        );
        let types: Vec<String> = axes
            .iter()
            .map(|a| a.rust_type(&cx.chess_lut).to_string())
            .collect();
        let lookup = format!(
            "// `{name}`: its lookup and its twin, of one signature: checked by every build.\n\
             #[allow(dead_code)]\n\
             const _: () = {{\n    \
             const fn same<R>(_: fn({types}) -> R, _: fn({types}) -> R) {{}}\n    \
             same({lookup}, {twin}) // the lookup and the twin of `{name}`\n}};\n\n",
            name = self.name,
            types = types.join(", "),
            lookup = self.lookup,
            twin = self.twin,
        );
        Section {
            name: self.name,
            problem: None,
            statics: String::new(),
            lookup,
            test,
            json: Vec::new(),
            samples,
            metas: Vec::new(),
            unproven: false,
            check_cfg: None,
        }
    }
}

/// The `#[cfg(test)]` test of a lookup (`shown` in messages, called by `call`) against `twin`
/// over every value of `axes`: nested loops, one assertion that names the input, both answers
/// and the twin. It binds nothing but the axes' names, so that no name of the engine's is
/// hidden.
fn proof_test(
    name: &str,
    axes: &[&dyn AxisInfo],
    (shown, call): (&str, &str),
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
            axis.every(&cx.chess_lut)
        ));
        indent.push_str("    ");
    }
    let args: Vec<&str> = axes.iter().map(|a| a.name()).collect();
    let args = args.join(", ");
    let (lookup, twin_call) = (format!("{call}({args})"), format!("{twin}({args})"));
    let same = match answer {
        super::Answer::Float => format!("{lookup}.to_bits() == {twin_call}.to_bits()"),
        _ => format!("{lookup} == {twin_call}"),
    };
    let shown_args: Vec<String> = axes
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
        "{indent}assert!(\n\
         {indent}    {same},\n\
         {indent}    \"{shown}({}) is {{:?}}, but its twin {twin} says {{:?}}\",\n\
         {indent}    {lookup},\n\
         {indent}    {twin_call},\n\
         {indent});\n",
        shown_args.join(", ")
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
pub(super) fn write_rows(out: &mut String, axes: &[&dyn AxisInfo], texts: &[String], depth: usize) {
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
pub(crate) fn doc_lines(out: &mut String, text: &str) {
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
            // the last break that leaves the line short enough, or else the first one
            let cut = breaks(rest)
                .take_while(|&at| at <= WIDTH)
                .last()
                .or_else(|| breaks(rest).next());
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

/// Where a line of prose may break, in order: at a space past its start, outside inline code
/// (an even number of backticks before it), and not before what would start a Markdown block
/// at the head of the next line (a quote, a heading, a list item, a table).
fn breaks(line: &str) -> impl Iterator<Item = usize> + '_ {
    let mut ticks = 0;
    line.char_indices().filter_map(move |(at, c)| {
        if c == '`' {
            ticks += 1;
        }
        let next = &line[at + c.len_utf8()..];
        let block = next.starts_with(['>', '#', '-', '*', '+', '|', '='])
            || next
                .trim_start_matches(|d: char| d.is_ascii_digit())
                .starts_with(['.', ')'])
                && next.starts_with(|d: char| d.is_ascii_digit());
        (c == ' ' && at > 0 && ticks % 2 == 0 && !block).then_some(at)
    })
}

/// The first sentence of a doc: up to the first `. ` or the end of its first paragraph.
fn first_sentence(doc: &str) -> String {
    let para = doc.split("\n\n").next().unwrap_or("").replace('\n', " ");
    match para.find(". ") {
        Some(end) => para[..=end].to_string(),
        None => para,
    }
}

/// Whether `path` is an absolute Rust path to a function: names joined by `::`, from `crate`
/// or from `::` (another crate). The generated source is included in a module of the
/// engine's, where a relative path would mean whatever that module makes of it.
pub(super) fn check_path(path: &str) -> Result<(), String> {
    let body = path.strip_prefix("::").unwrap_or(path);
    let ok = !body.is_empty()
        && body.split("::").all(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        });
    let absolute =
        path.starts_with("::") || body.split("::").next() == Some("crate") && body.contains("::");
    if !ok {
        Err(format!(
            "`{path}` is not a path to a function (like crate::search::reduction)"
        ))
    } else if !absolute {
        Err(format!(
            "`{path}` is not an absolute path (like crate::search::reduction): the source is \
             included in a module of yours, where a relative path means something else"
        ))
    } else {
        Ok(())
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
