//! [`Bake`]: the declarations of one generated file, checked against each other, and what it
//! writes: the source, the description, the files a build script ends with.

use std::path::{Path, PathBuf};

use crate::Problem;
use crate::Problems;
use crate::declaration::proof::Proof;
use crate::declaration::table::Table;
use crate::declaration::{axis::Domain, element::Element};
#[cfg(feature = "cuckoo")]
use crate::kinds::cuckoo::Cuckoo;
#[cfg(feature = "threats")]
use crate::kinds::threats::Threats;
use crate::proof::proofs;
use crate::source::rust::Rust;
use crate::source::section::{Context, Section};

/// A set of tables and proofs for one generated file: what a build script declares, then
/// [`finish`](Bake::finish)es.
pub struct Bake {
    cx: Context,
    pub(crate) sections: Vec<Section>,
    pub(crate) inputs: Vec<String>,
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
    pub(crate) fn notices(&self) -> Vec<String> {
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
