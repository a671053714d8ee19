//! chess-lut's generated files, as its build script writes them: one per module that reads
//! tables (`between.rs` for `chess_lut::between`, `magic.rs` for `chess_lut::sliders::magic`,
//! …), each holding that module's statics, the lookups declared with them through the bake API
//! and those lookups' proofs; and (with the registry) `registry.rs`, every table by name.

use crate::bake::{Section, proofs};
use crate::emit::header;
use chess_lut_types::table::{AnswerKind, AxisKind};

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
    let exports = [
        ("statics.rs", statics(&rooms)),
        ("lookups.rs", lookups(&rooms)),
    ];
    let files = rooms
        .iter()
        .map(|r| (r.file, room(r)))
        .chain(exports)
        .chain(registry);
    Generated {
        files: files.collect(),
    }
}

/// `statics.rs`: every generated static where `chess_lut::tables` re-exports it, a line per
/// module (only the families this build generates, so no `cfg`).
fn statics(rooms: &[Room]) -> String {
    exports(rooms, "every static of this build", |d| {
        d.statics().into_iter().map(|t| t.ident).collect()
    })
}

/// `lookups.rs`: every lookup declared with its table, where the crate root re-exports it, a
/// line per module (a lookup written by hand is re-exported by hand); and `for_each_lookup!`,
/// the lookups declared as tables whose bench group and instruction count follow from the
/// declaration, each with its arguments' kinds (a range's with its type and first and last
/// numbers) and its answer's.
fn lookups(rooms: &[Room]) -> String {
    let mut out = exports(
        rooms,
        "every lookup declared with its table",
        |d| match &d.kind {
            Kind::Baked(section) if !section.lookup.is_empty() => vec![section.name.clone()],
            _ => Vec::new(),
        },
    );
    let (benched, declared) = (listed(rooms, false), listed(rooms, true));
    out.push_str(&format!(
        "\n/// Every lookup declared with its table whose bench and instruction count follow from\n\
         /// its declaration (`name(argument kinds) -> answer;`, a range `(Range u8 0 7)`), for\n\
         /// the bench crate and `examples/icount.rs`: `$callback!` is called with the list.\n\
         #[doc(hidden)]\n\
         #[macro_export]\n\
         macro_rules! for_each_lookup {{\n    \
         ($callback:ident) => {{\n        \
         $callback! {{\n{benched}        }}\n    }};\n}}\n"
    ));
    out.push_str(&format!(
        "\n/// Every lookup declared with its table, as `for_each_lookup!` lists them, those benched\n\
         /// by hand too: what `tests/const_eval.rs` evaluates in `const` blocks.\n\
         #[doc(hidden)]\n\
         #[macro_export]\n\
         macro_rules! for_each_declared_lookup {{\n    \
         ($callback:ident) => {{\n        \
         $callback! {{\n{declared}        }}\n    }};\n}}\n"
    ));
    out
}

/// The lines of `for_each_lookup!` (`name(argument kinds) -> answer;`): every lookup declared
/// as a table, but where `by_hand` is false those benched by hand.
fn listed(rooms: &[Room], by_hand: bool) -> String {
    let mut listed = String::new();
    for d in crate::generate::tables(rooms).filter(|d| by_hand || !d.benched_by_hand) {
        let Kind::Baked(section) = &d.kind else {
            continue;
        };
        let Some(meta) = section.metas.first().filter(|_| section.what == "table") else {
            continue;
        };
        let d = &meta.description;
        let kinds: Vec<String> = d
            .axes
            .iter()
            .map(|a| match (a.kind.argument(), &a.integers) {
                (AxisKind::Square, _) => "Square".to_string(),
                (AxisKind::Color, _) => "Color".to_string(),
                (AxisKind::Attacker, _) => "Attacker".to_string(),
                (AxisKind::Range, Some(i)) => format!("(Range {} {} {})", i.ty, i.start, i.end),
                (other, _) => panic!(
                    "{}: no bench loop asks a lookup by {}",
                    d.name,
                    other.name()
                ),
            })
            .collect();
        let answer = match d.answer {
            AnswerKind::Set => "Set",
            AnswerKind::Number => "Number",
            AnswerKind::YesNo => "YesNo",
            other => panic!(
                "{}: no bench loop reads a lookup answering {}",
                d.name,
                other.name()
            ),
        };
        listed.push_str(&format!(
            "            {}({}) -> {answer};\n",
            d.name,
            kinds.join(", "),
        ));
    }
    listed
}

/// `pub use crate::{module}::{names};` for each room, the names `of` each declaration.
fn exports(
    rooms: &[Room],
    what: &str,
    of: impl Fn(&crate::generate::Declared) -> Vec<String>,
) -> String {
    let mut out = format!(
        "// @generated by chess-lut-codegen {} — do not edit.\n// The re-exports of {what}, by \
         the module that holds it.\n\n",
        crate::emit::VERSION
    );
    for room in rooms {
        let names: Vec<String> = room.tables.iter().flat_map(&of).collect();
        match names.as_slice() {
            [] => {}
            [one] => out.push_str(&format!("pub use crate::{}::{one};\n", room.module)),
            many => out.push_str(&format!(
                "pub use crate::{}::{{{}}};\n",
                room.module,
                many.join(", ")
            )),
        }
    }
    out
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
