//! chess-lut's generated files, as its build script writes them: one per module that reads
//! tables (`between.rs` for `chess_lut::between`, `magic.rs` for `chess_lut::sliders::magic`,
//! …), each holding that module's statics, the lookups declared with them through the bake API
//! and those lookups' proofs; and (with the registry) `registry.rs`, every table by name.

use crate::bake::{Section, proofs};
use crate::emit::header;
use crate::generate::{Kind, Room};
use crate::options::Options;

/// The files of one build of chess-lut.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Generated {
    /// Each file's name and text, in the order the build script writes them: a file per module
    /// that reads tables, then (with the registry) `registry.rs`.
    pub files: Vec<(&'static str, String)>,
}

impl Generated {
    /// The files as `(name, text)`, in the order the build script writes them.
    pub fn files(&self) -> Vec<(&'static str, &str)> {
        self.files
            .iter()
            .map(|(name, text)| (*name, text.as_str()))
            .collect()
    }

    /// The text of the file `name`, if there is one.
    ///
    /// ```
    /// let generated = chess_lut_codegen::generated(chess_lut_codegen::Options::default());
    /// assert!(generated.file("between.rs").unwrap().contains("pub static IN_BETWEEN:"));
    /// assert_eq!(generated.file("tables.rs"), None);
    /// ```
    pub fn file(&self, name: &str) -> Option<&str> {
        self.files
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, text)| text.as_str())
    }
}

/// The files for a build with `options`.
///
/// # Panics
///
/// As [`statics`](crate::statics).
pub fn generated(options: Options) -> Generated {
    let rooms = crate::generate::all(options);
    // (generate::all refused a registry this build of the generator cannot write)
    #[cfg(feature = "registry")]
    let registry = options.registry.then(|| {
        let absent = crate::generate::absent(options);
        ("registry.rs", crate::registry::registry(&rooms, &absent))
    });
    #[cfg(not(feature = "registry"))]
    let registry = None;
    let files = rooms.iter().map(|r| (r.file, room(r))).chain(registry);
    Generated {
        files: files.collect(),
    }
}

/// One module's file: its header, its statics, the lookups declared with them, their proofs.
fn room(room: &Room) -> String {
    let mut out = header(room.file, room.module);
    let mut baked: Vec<&Section> = Vec::new();
    for d in &room.tables {
        match &d.kind {
            Kind::Data(table, _) => crate::emit::write_table(&mut out, table),
            Kind::Baked(section) => {
                out.push_str(&section.statics);
                baked.push(section);
            }
        }
    }
    for section in &baked {
        out.push_str(&section.lookup);
    }
    out.push_str(&proofs(baked.iter().copied()));
    out
}
