//! One baked table, declared: a name, a doc, a domain and a function, its values computed at
//! once. It becomes a section of the generated source and an entry of the description.

use std::fmt::{self, Debug};

use super::axis::Domain;
use super::element::Element;
use super::evaluate::{evaluate, input};
use crate::source::rust::Rust;
use crate::source::section::{Context, Section};
use crate::source::table::{Declaration, Written, write_section};

/// A table to bake: its values, computed by the function it is declared with for every value
/// of its domain, and what the generated source says of it.
///
/// ```
/// use chess_lut_bake::{Bake, Range, Squares, Table};
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
    setup: Option<String>,
    outside: Option<E>,
    values: Result<Vec<E>, String>,
}

impl<D: Domain, E: Element> Table<D, E> {
    /// The table `name` (a snake_case identifier: the lookup's name, and the static's in upper
    /// case) of `function` over `domain`, computed now, value by value in the order of the
    /// static. A function that panics, a domain that is empty or cannot be listed, and a table
    /// of more than [`MAX_VALUES`](crate::MAX_VALUES) or [`MAX_BYTES`](crate::MAX_BYTES) are
    /// errors, reported when it is baked.
    pub fn new(name: &str, domain: D, function: impl Fn(D::Value) -> E) -> Table<D, E> {
        let values = evaluate(&domain, std::mem::size_of::<E>().max(E::bytes()), &function);
        Table {
            name: name.to_string(),
            domain,
            doc: String::new(),
            twin: None,
            data: false,
            tunable: None,
            setup: None,
            outside: None,
            values,
        }
    }

    /// What the lookup answers for arguments outside its [`Range`](crate::Range)s, instead of
    /// panicking: an engine's `distance_ring(sq, 9)` that is empty, a reduction past the last
    /// depth that is the last one's. The lookup tests its range arguments first (`if d > 7u8
    /// { … } else { TABLE[…] }`); the proof tries, beside every input, the values of each range
    /// argument's type just outside the range and at its type's ends, where the twin must
    /// answer the same. A table with no range axis, or none a value of its type can fall
    /// outside, refuses it.
    ///
    /// ```
    /// use chess_lut_bake::{Bake, Range, Squares, Table};
    /// use chess_lut_bake::types::Bitboard;
    /// let ring = Table::new("ring", (Squares("sq"), Range::new("d", 0..=7u8)), |(sq, d)| {
    ///     Bitboard(if d == 0 { 1u64 << sq as u8 } else { 0 })
    /// })
    /// .outside(Bitboard(0))
    /// .twin("crate::ring_computed");
    /// let source = Bake::new().table(ring).source().unwrap();
    /// assert!(source.contains("if d > 7u8 {"));
    /// assert!(source.contains("for d in (0u8..=7u8).chain([8u8, 255u8]) {"));
    /// ```
    pub fn outside(mut self, value: E) -> Table<D, E> {
        self.outside = Some(value);
        self
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
    /// `Range<u8>`, chess-lut's `Square` for [`Squares`](crate::Squares)), its result the
    /// lookup's (`chess_lut::Bitboard` for a [`Bitboard`](crate::types::Bitboard) table).
    ///
    /// Every build checks it: the generated source holds, outside `cfg(test)`, a constant (with
    /// an `#[allow(dead_code)]`, which has rustc before 1.94 take it as used) that takes the twin
    /// as a function pointer of its own signature and asks it for a trait only the lookup's
    /// signature has: a path that names nothing fails `cargo build` on the line naming the
    /// table, a function of another signature with a sentence naming the table, the twin, its
    /// signature and the lookup's; and a twin that only the proof calls is not dead code. The
    /// generated `#[cfg(test)]` test compares the two over the whole domain and names the first
    /// input where they differ.
    pub fn twin(mut self, path: &str) -> Table<D, E> {
        self.twin = Some(path.trim().to_string());
        self
    }

    /// What the twin needs run first: a path to a function of no argument (`fn()` or `unsafe
    /// fn()`), the engine's start-up code as it stands, such as the `initialize()` that fills
    /// the `static mut` tables its index reads. The generated proofs call it once, under a
    /// `std::sync::Once`, before any twin, whichever proof runs first; every build checks that
    /// it names such a function (`const _: unsafe fn() = crate::nnue::initialize;`).
    pub fn setup(mut self, path: &str) -> Table<D, E> {
        self.setup = Some(path.trim().to_string());
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
    /// [`finish`](crate::Bake::finish).
    ///
    /// ```
    /// use chess_lut_bake::{Bake, Range, Table};
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
        let outside = self.outside.map(|v| {
            S::try_from(v).map_err(|_| {
                format!(
                    "its answer outside its ranges is {v:?}, which a {} cannot hold",
                    S::stored_type(&Rust::default())
                )
            })
        });
        let (values, outside) = match (values, outside.transpose()) {
            (Ok(values), Ok(outside)) => (Ok(values), outside),
            (Err(e), _) | (_, Err(e)) => (Err(e), None),
        };
        Table {
            name: self.name,
            domain: self.domain,
            doc: self.doc,
            twin: self.twin,
            setup: self.setup,
            data: self.data,
            tunable: self.tunable,
            outside,
            values,
        }
    }
}

impl<D: Domain, E: Element> Table<D, E> {
    /// The table written: its static, its lookup, its proof and its description. Generic only
    /// in writing each value; the rest is [`write_section`], compiled once.
    #[doc(hidden)]
    pub fn section(mut self, cx: &Context) -> Section {
        let setup = self.setup.take();
        self.written(cx).set_up_by(setup)
    }

    fn written(self, cx: &Context) -> Section {
        let values = match self.values {
            Ok(values) => values,
            Err(e) => return Section::failed("table", self.name, e),
        };
        let axes = self.domain.axes();
        let mut texts = Vec::with_capacity(values.len());
        let mut json = Vec::with_capacity(if cx.writes_file { values.len() } else { 0 });
        for (i, v) in values.iter().enumerate() {
            let (mut text, mut value_json) = (String::new(), String::new());
            let written = v.write(&mut text).and_then(|()| {
                if cx.writes_file {
                    v.json(&mut value_json)
                } else {
                    Ok(())
                }
            });
            if let Err(e) = written {
                let problem = format!("its value at {} cannot be written: {e}", input(&axes, i));
                return Section::failed("table", self.name, problem);
            }
            texts.push(text);
            if cx.writes_file {
                json.push(value_json);
            }
        }
        let mut outside = None;
        if let Some(v) = &self.outside {
            let (mut text, mut value_json) = (String::new(), String::new());
            if let Err(e) = v.write(&mut text).and_then(|()| v.json(&mut value_json)) {
                let problem = format!("its answer outside its ranges cannot be written: {e}");
                return Section::failed("table", self.name, problem);
            }
            outside = Some((text, value_json));
        }
        let element = Written {
            texts,
            json,
            values: E::elem().zip(values.iter().map(Element::to_u64).collect()),
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
            outside,
        };
        write_section(declared, &axes, element, cx)
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

#[cfg(all(test, feature = "math"))]
mod floats;
