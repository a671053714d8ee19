//! Bake your own tables: the declarations an engine's `build.rs` makes, and what they become.
//!
//! A table is a name, a doc, a [`Domain`] (squares, colours, pieces, line kinds, named integer
//! ranges, and tuples of two to four of them), an [`Element`] type (`bool`, the integers, the
//! floats, [`Bitboard`](crate::types::Bitboard), or a type of the engine's own) and a function,
//! run here, at build time, on every value of the domain. Functions a `const fn` cannot be
//! (`ln`, floating point, a seeded generator) are the point. Each table becomes:
//!
//! * a `static`, written as readable rows labelled with their inputs (`/* e4 */`,
//!   `/* depth 12 */`), floats to the bit;
//! * a `const fn` lookup taking the domain's types, chess-lut's own `Square`, `Color` and
//!   `Piece` (this crate's [`types`] are the same crate), with its documentation,
//!   shape and bytes;
//! * a `#[cfg(test)]` test comparing the lookup with the twin the declaration names (a function
//!   of the same signature, such as the start-up code the table replaces) over the whole
//!   domain, naming the first input that differs; a lookup written by hand is proven the same
//!   way by a [`Proof`], the occupied squares sampled;
//! * an entry in a JSON description beside the source, which `chess-lut list`, `show` and
//!   `dump --tables FILE` draw and print.
//!
//! Beyond a function of its domain, the bake builds the `Cuckoo` tables of an engine's
//! reversible moves from its Zobrist keys (Stockfish's upcoming-repetition test; feature
//! `cuckoo`) and the `Threats` indices of an NNUE network's threat inputs (feature `threats`),
//! and keeps a table [`tunable`](Table::tunable) at run time for an SPSA build. A twin that
//! reads what the engine's start-up code fills names that code as its
//! [`setup`](Table::setup).
//!
//! Features, all off by default, so that a build script compiles only what it declares:
//! `cuckoo`, `threats`, `math` (`types::math`, correctly rounded), `tokens` (a type of the
//! engine's own written with `quote`), `oracle` (the geometry the cuckoo and threat tables are
//! walked by) and `rng` (the workspace's seeded generator).
//!
//! # The rules
//!
//! * **Names.** A table's name is its lookup's, a snake_case identifier that is no Rust
//!   keyword (`king_zone`); the static is its upper case (`KING_ZONE`). Each axis's name is a
//!   parameter of the lookup: a snake_case identifier, no keyword, no two alike in a table
//!   (`depth`, `moves`; not `my depth`, `type`, or `d` twice).
//! * **The twin** is an absolute path, `crate::…` (or `::other_crate::…`: the source is
//!   included in a module of the engine's, where a relative path means what that module makes
//!   of it), to a function of exactly the lookup's signature: its parameters the axes' types in
//!   order (chess-lut's `Square` for [`Squares`], [`FileOf`] and [`RankOf`], the range's
//!   integer for a [`Range`]), its result the element type (`chess_lut::Bitboard` for a
//!   `Bitboard` table, not `u64`). Every build checks it: the generated source holds, outside
//!   `cfg(test)`, a constant that reads the twin's signature as a function pointer's type and
//!   asks it for a trait only `fn(u8, u8) -> u8` has, so a path that names nothing fails
//!   `cargo build` on the line `twin_of_the_lookup(&crate::search::reduction); // the twin of
//!   `lmr``, and a function of another signature (other types, another number of arguments)
//!   with the sentence "the twin of `lmr`, `crate::search::reduction`, is a `fn(u8, u8) ->
//!   u16`, not a `fn(u8, u8) -> u8`: …"; and a twin only the proof calls is no dead code, in a
//!   binary too. It is therefore compiled in
//!   every build, not only under `cfg(test)`. A table with no twin warns once when it is baked
//!   (`cargo::warning`), unless declared [`data`](Table::data). A twin is never the baked
//!   lookup itself, whose proof would compare the table with itself: a path to it in the module
//!   the source is included in fails `cargo build` with "the twin of `lmr`,
//!   `crate::tables::lmr`, is the baked `lmr` itself, …", and one that reaches it otherwise (a
//!   `use` of it that shadows the start-up function at its path) fails the proof before
//!   anything else.
//! * **Limits.** A table holds at most [`MAX_VALUES`] values (2^18) and [`MAX_BYTES`] bytes (2
//!   MiB): at the limit it costs the build well under a second.
//! * **The engine's lints.** The generated source passes `cargo clippy -- -D warnings` for
//!   every axis and element type, tunable or not (a `usize` indexes without a cast; a float
//!   table that holds `E` to the bit is allowed clippy's `approx_constant`).
//!
//! Bad declarations fail the build with one line per problem, naming the table, and write
//! nothing, the build script panicking nowhere: a name that is empty, taken twice or not an
//! identifier, an axis name that is none or is taken twice, a twin path that is not an absolute
//! path, an empty axis, a function that panics (with its input), a value the stored type cannot
//! hold (a `usize` the target's cannot), a NaN, a table over the limits, a cuckoo move that
//! finds no slot. A twin that names nothing or has another signature fails the crate's own
//! compilation, on the line naming the table.
//!
//! An engine's `build.rs` (with `chess-lut-bake` in its `[build-dependencies]`; the twins
//! live in a module the crate compiles too):
//!
//! ```
//! use chess_lut_bake::{Bake, Colors, Range, Squares, Table};
//! use chess_lut_bake::types::{Bitboard, Color, Square};
//!
//! /// Ethereal's reduction for depth `d` and move number `m`, truncated; 0 for either 0.
//! fn reduction(d: u8, m: u8) -> u8 {
//!     if d == 0 || m == 0 {
//!         return 0;
//!     }
//!     (0.7844 + f64::from(d).ln() * f64::from(m).ln() / 2.4696) as u8
//! }
//!
//! /// The king's square, the squares around it and two more ranks towards the enemy.
//! fn king_zone(color: Color, king: Square) -> Bitboard {
//!     let near = |sq: Square| {
//!         let (df, dr) = (sq.file().abs_diff(king.file()), sq.rank() as i8 - king.rank() as i8);
//!         let forward = if color == Color::White { dr } else { -dr };
//!         df <= 1 && (-1..=3).contains(&forward)
//!     };
//!     Square::ALL.into_iter().filter(|&sq| near(sq)).fold(Bitboard::EMPTY, |b, sq| b | sq.bitboard())
//! }
//!
//! fn main() {
//!     # // a doc test has no OUT_DIR: give it one of its own
//!     # let out = std::env::temp_dir().join(format!("chess-lut-bake-doc-{}", std::process::id()));
//!     # std::fs::create_dir_all(&out).unwrap();
//!     # unsafe { std::env::set_var("OUT_DIR", &out) };
//!     let mut bake = Bake::new();
//!     bake.table(
//!         Table::new("lmr", (Range::new("depth", 0..=63u8), Range::new("moves", 0..=63u8)), |(d, m)| reduction(d, m))
//!             .doc("Late-move reductions: Ethereal's `0.7844 + ln d ln m / 2.4696`, truncated.")
//!             .twin("crate::search::reduction"),
//!     );
//!     bake.table(
//!         Table::new("king_zone", (Colors("color"), Squares("king")), |(c, k)| king_zone(c, k))
//!             .doc("The squares around a king that its safety counts attacks on.")
//!             .twin("crate::eval::king_zone"),
//!     );
//!     // OUT_DIR/tables.rs and OUT_DIR/tables.json; on a bad declaration, the problems and exit 1
//!     bake.finish("tables");
//!     # let written = std::fs::read_to_string(out.join("tables.rs")).unwrap();
//!     # assert!(written.contains("pub const fn king_zone(color: ::chess_lut::Color, king: ::chess_lut::Square)"));
//!     # assert!(out.join("tables.json").exists());
//!     # std::fs::remove_dir_all(&out).unwrap();
//! }
//! ```
//!
//! and in the crate, `include!(concat!(env!("OUT_DIR"), "/tables.rs"));` in the module the
//! lookups should live in: `lmr(depth, moves)`, `king_zone(color, sq)`, the statics `LMR` and
//! `KING_ZONE`, and under `cargo test` the tests `lmr_equals_its_twin` and
//! `king_zone_equals_its_twin`.
//!
//! A binary engine is the same. Its formulas are shared with `build.rs` by `#[path]`, and may
//! use the crate's own constants where the build script compiles those too:
//!
//! ```text
//! // build.rs                                 // src/main.rs
//! #[path = "src/params.rs"] mod params;       mod params;  // pub const LMR_BASE: f64 = …
//! #[path = "src/formulas.rs"] mod formulas;   mod formulas; // use crate::params::LMR_BASE;
//! use chess_lut_bake::types;                 use chess_lut as types; // formulas' crate::types
//!                                             mod tables { include!(concat!(env!("OUT_DIR"), "/tables.rs")); }
//! ```
//!
//! with `.twin("crate::formulas::reduction")`: no `allow(dead_code)` of the engine's own (the
//! twin is used by the check of its signature the generated source holds, which allows itself
//! dead), and no `input` line for the modules (cargo reruns a build script when a module it
//! compiles changes).
//!
//! To time the lookups against their twins as `chess-lut bench` does, an engine takes
//! `chess-lut-bench` with `default-features = false` as a dev-dependency (its loop, timer and
//! report, and none of chess-lut's features): see its documentation and
//! `examples/engine/benches/tables.rs`.

mod axis;
#[doc(hidden)]
pub mod blocks;
mod cfg;
#[cfg(feature = "cuckoo")]
mod cuckoo;
mod element;
mod evaluate;
#[doc(hidden)]
pub mod names;
#[cfg(feature = "oracle")]
pub mod oracle;
mod proof;
mod proofs;
#[cfg(any(test, feature = "rng"))]
pub mod rng;
mod rust;
mod section;
mod table;
#[doc(hidden)]
pub mod text;
#[cfg(feature = "threats")]
mod threats;
mod tuned;
mod write;

use std::fmt;
use std::path::{Path, PathBuf};

pub use axis::{
    Attackers, Axis, AxisInfo, Colors, Domain, FileOf, Integer, LineKinds, Occupancies, Pieces,
    Range, RankOf, SAMPLED_BOARDS, Squares,
};
pub use chess_lut_types as types;
pub use chess_lut_types::table::AnswerKind;
#[cfg(feature = "cuckoo")]
pub use cuckoo::{Cuckoo, KeyArg};
pub use element::Element;
#[cfg(feature = "tokens")]
pub use element::write_tokens;
pub use evaluate::{MAX_BYTES, MAX_VALUES};
pub use proof::Proof;
pub use rust::Rust;
#[cfg(feature = "tokens")]
pub use rust::render;
pub use table::Table;
#[cfg(feature = "threats")]
pub use threats::{NoFeature, Orientation, ThreatArg, Threats};

// what chess-lut's own generator builds its tables' registry and files from: not for engines
#[doc(hidden)]
pub use proofs::proofs;
#[doc(hidden)]
pub use section::{Context, Meta, Section};

/// This crate's version, written into what it generates.
pub(crate) const VERSION: &str = env!("CARGO_PKG_VERSION");

/// A set of tables and proofs for one generated file: what a build script declares, then
/// [`finish`](Bake::finish)es.
pub struct Bake {
    cx: Context,
    sections: Vec<Section>,
    inputs: Vec<String>,
}

impl Default for Bake {
    fn default() -> Bake {
        Bake::new()
    }
}

impl Bake {
    /// An empty bake for an engine's crate, where chess-lut is `::chess_lut`.
    pub fn new() -> Bake {
        Bake::reaching_chess_lut_by("::chess_lut")
    }

    /// An empty bake whose source reaches chess-lut's types by `path`: `::chess_lut` is what
    /// [`new`](Bake::new) gives an engine; another path serves an engine that reaches chess-lut
    /// otherwise (a renamed dependency, or a re-export such as `crate::lut`). chess-lut's own
    /// tables reach its types by `::chess_lut_types`.
    ///
    /// ```
    /// use chess_lut_bake::{Bake, Squares, Table};
    /// let mut bake = Bake::reaching_chess_lut_by("crate");
    /// bake.table(Table::new("zone", Squares("sq"), |sq| sq.bitboard()).data());
    /// assert!(bake.source().unwrap().contains("pub const fn zone(sq: crate::Square) -> crate::Bitboard {"));
    /// ```
    pub fn reaching_chess_lut_by(path: impl Into<Rust>) -> Bake {
        let path = path.into();
        Bake {
            cx: Context {
                lookups_of_chess_lut: path.clone(),
                chess_lut: path,
                statics: String::new(),
                lookups: String::new(),
                writes_file: true,
            },
            sections: Vec::new(),
            inputs: Vec::new(),
        }
    }

    /// Adds a table.
    pub fn table<D: Domain, E: Element>(&mut self, table: Table<D, E>) -> &mut Bake {
        let section = table.section(&self.cx);
        self.sections.push(section);
        self
    }

    /// Adds cuckoo tables of the engine's reversible moves (feature `cuckoo`).
    #[cfg(feature = "cuckoo")]
    pub fn cuckoo(&mut self, cuckoo: Cuckoo) -> &mut Bake {
        let section = cuckoo.section(&self.cx);
        self.sections.push(section);
        self
    }

    /// Adds the threat-input indices of an NNUE network's layout (feature `threats`).
    #[cfg(feature = "threats")]
    pub fn threats(&mut self, threats: Threats) -> &mut Bake {
        let section = threats.section(&self.cx);
        self.sections.push(section);
        self
    }

    /// Adds the proof of a lookup written by hand.
    pub fn proof<D: Domain>(&mut self, proof: Proof<D>) -> &mut Bake {
        let section = proof.section(&self.cx);
        self.sections.push(section);
        self
    }

    /// A file the tables are computed from that the build script reads as it runs (a table of
    /// weights, a network's layout): [`finish`](Bake::finish) tells cargo to run the build
    /// script again when it changes. A module the build script compiles (`#[path =
    /// "src/formulas.rs"] mod formulas;`) needs no line: cargo rebuilds and reruns a build script
    /// whose sources change, as it does for the script itself.
    pub fn input(&mut self, path: impl AsRef<Path>) -> &mut Bake {
        self.inputs.push(path.as_ref().display().to_string());
        self
    }

    /// Every problem of the declarations, one per table that has one, in declaration order.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        for (i, s) in self.sections.iter().enumerate() {
            let earlier = &self.sections[..i];
            if let Some(p) = &s.problem {
                problems.push(Problem::new(s.what, &s.name, p));
            } else if earlier.iter().any(|o| o.name == s.name) {
                problems.push(Problem::new(
                    s.what,
                    &s.name,
                    "the name is taken by an earlier declaration",
                ));
            } else if let Some((o, (name, kind))) = earlier
                .iter()
                .find_map(|o| Some((o, s.names.shared(&o.names)?)))
            {
                problems.push(Problem::new(
                    s.what,
                    &s.name,
                    &format!(
                        "the {kind} `{name}` it writes is written for `{}` too: name one of \
                         them otherwise",
                        o.name
                    ),
                ));
            }
        }
        problems
    }

    /// The generated source: a header, each table's static and lookup, then the proofs under
    /// `#[cfg(test)]`; or every problem.
    pub fn source(&self) -> Result<String, Problems> {
        self.ok()?;
        let mut out = format!(
            "// @generated by chess-lut-bake {} — do not edit.\n\
             // Baked by a build script with chess_lut_bake: each table's static and its const fn\n\
             // lookup, then the tests that prove each lookup equal to its twin.\n\n",
            crate::VERSION
        );
        for s in &self.sections {
            out.push_str(&s.statics);
            out.push_str(&s.lookup);
            if let Some(path) = &s.setup {
                out.push_str(&format!(
                    "#[allow(dead_code)]\n\
                     const _: unsafe fn() = {path}; // what the twin of `{}` needs run first\n\n",
                    s.name
                ));
            }
        }
        out.push_str(&proofs(self.sections.iter()));
        Ok(out)
    }

    /// The description file: every table's description and values (what the `chess-lut`
    /// command reads with `--tables`), as [`chess_lut_types::table::file`] writes it; or every
    /// problem.
    pub fn description(&self) -> Result<String, Problems> {
        self.ok()?;
        let tables: Vec<_> = self
            .sections
            .iter()
            .flat_map(|s| s.metas.iter().zip(&s.values_json))
            .map(|(meta, values)| (&meta.description, values.as_slice()))
            .collect();
        let generator = format!("chess-lut-bake {}", crate::VERSION);
        Ok(chess_lut_types::table::file::write(&generator, &tables))
    }

    fn ok(&self) -> Result<(), Problems> {
        let problems = self.problems();
        if problems.is_empty() {
            Ok(())
        } else {
            Err(Problems(problems))
        }
    }

    /// Writes `dir/{stem}.rs` and `dir/{stem}.json` (each only if it changed, so that nothing
    /// downstream sees a new file for the same tables); on a problem, writes nothing.
    pub fn write(&self, dir: &Path, stem: &str) -> Result<[PathBuf; 2], Problems> {
        let (source, description) = (self.source()?, self.description()?);
        let paths = [
            dir.join(format!("{stem}.rs")),
            dir.join(format!("{stem}.json")),
        ];
        for (path, text) in paths.iter().zip([source, description]) {
            if std::fs::read(path).ok().as_deref() != Some(text.as_bytes()) {
                std::fs::write(path, text).map_err(|e| {
                    Problems(vec![Problem::new(
                        "file",
                        stem,
                        &format!("cannot write {}: {e}", path.display()),
                    )])
                })?;
            }
        }
        Ok(paths)
    }

    /// What a build script ends with: writes `$OUT_DIR/{stem}.rs` and `.json`, tells cargo to
    /// rerun the script only when the package's `Cargo.toml` or an [`input`](Bake::input)
    /// changes (cargo reruns a build script whose own sources change, wherever the script is),
    /// and on a problem prints each (`error: table `lmr`: …`) and exits with status 1, so the
    /// build fails with the message and no broken source. It warns, once a table, of a table
    /// with no twin that is not declared [`data`](Table::data), and declares the cfg of a
    /// [`tunable`](Table::tunable) table to cargo.
    pub fn finish(&self, stem: &str) {
        // A line naming a file, whatever else is said: with none, cargo would rerun the script
        // on a change to any file of the package. The manifest is there wherever the script is
        // (`build.rs`, or `build/build.rs` by `package.build`).
        println!("cargo::rerun-if-changed=Cargo.toml");
        for input in &self.inputs {
            println!("cargo::rerun-if-changed={input}");
        }
        for line in self.notices() {
            println!("{line}");
        }
        let dir = std::env::var_os("OUT_DIR").map(PathBuf::from);
        let Some(dir) = dir else {
            eprintln!("error: OUT_DIR is not set: Bake::finish runs in a build script");
            std::process::exit(1);
        };
        if let Err(problems) = self.write(&dir, stem) {
            eprintln!("{problems}");
            std::process::exit(1);
        }
    }

    /// What `finish` tells cargo beside the files: a warning for each table nothing proves,
    /// and each cfg option a tunable table is built under that cargo does not know, once.
    fn notices(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for s in self.sections.iter().filter(|s| s.problem.is_none()) {
            if s.unproven {
                lines.push(match s.what {
                    "cuckoo" => format!(
                        "cargo::warning=cuckoo `{}` has no twin, so nothing proves it holds every \
                         reversible move: name the key functions it was built from with \
                         .twin(\"crate::…\", \"crate::…\")",
                        s.name
                    ),
                    "threats" => format!(
                        "cargo::warning=threats `{}` has no twin, so nothing proves its values: \
                         name the engine's own index function with .twin(\"crate::…\")",
                        s.name
                    ),
                    what => format!(
                        "cargo::warning={what} `{}` has no twin, so nothing proves its values: \
                         name one with .twin(\"crate::…\"), or declare it .data()",
                        s.name
                    ),
                });
            }
            for cfg in &s.check_cfg {
                let line = format!("cargo::rustc-check-cfg={cfg}");
                if !lines.contains(&line) {
                    lines.push(line);
                }
            }
        }
        lines
    }
}

/// What is wrong with one declaration.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// What was declared: `table`, `cuckoo`, `proof`, `threats`.
    pub what: &'static str,
    /// Its name as declared.
    pub name: String,
    /// What is wrong, in a sentence.
    pub problem: String,
}

impl Problem {
    fn new(what: &'static str, name: &str, problem: &str) -> Problem {
        Problem {
            what,
            name: name.to_string(),
            problem: problem.to_string(),
        }
    }
}

impl fmt::Display for Problem {
    /// `error: table `lmr`: …`, `error: cuckoo `repetition`: …`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {} `{}`: {}", self.what, self.name, self.problem)
    }
}

/// Every problem of a bake, one a line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problems(pub Vec<Problem>);

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines: Vec<String> = self.0.iter().map(Problem::to_string).collect();
        f.write_str(&lines.join("\n"))
    }
}

impl std::error::Error for Problems {}

#[cfg(test)]
mod tests;
