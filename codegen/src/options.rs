//! Which families of tables a build asks for.

/// Which tables a build gets: the families its Cargo features ask for, and the PEXT tables only
/// where the target has BMI2 too. The crate's own three (the 64x64 in-between, the 0x88
/// attack-by-piece, the knight distance), the leapers' tables and the small tables of the
/// hyperbola sliders (the line masks, the first-rank attacks) are always there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    /// The PEXT slider tables (feature `pext`, and a target with BMI2: `_pext_u64`).
    pub pext: bool,
    /// The black magic slider tables (feature `magic`).
    pub magic: bool,
    /// The kindergarten slider tables (feature `kindergarten`).
    pub kindergarten: bool,
    /// The line through two squares and the intersection of two lines (feature `lines`).
    pub lines: bool,
    /// The in-between sets in less memory: triangular and by 0x88 difference (feature
    /// `layouts`).
    pub layouts: bool,
    /// King, Manhattan and centre distances and the distance rings (feature `distances`).
    pub distances: bool,
    /// The pawn-structure masks and the ray past a square (feature `masks`).
    pub masks: bool,
    /// The Polyglot Zobrist keys (feature `zobrist`).
    pub zobrist: bool,
    /// The registry that finds every table by name (feature `registry`).
    pub registry: bool,
}

/// Every family this build of the generator has, no PEXT: what its own tests and documentation
/// use.
impl Default for Options {
    fn default() -> Options {
        Options::all(false)
    }
}

impl Options {
    /// Every family this build of the generator has (all, with its default features); the
    /// PEXT tables if `bmi2`.
    pub const fn all(bmi2: bool) -> Options {
        Options {
            pext: bmi2 && cfg!(feature = "pext"),
            magic: cfg!(feature = "magic"),
            kindergarten: cfg!(feature = "kindergarten"),
            lines: cfg!(feature = "lines"),
            layouts: cfg!(feature = "layouts"),
            distances: cfg!(feature = "distances"),
            masks: cfg!(feature = "masks"),
            zobrist: cfg!(feature = "zobrist"),
            registry: cfg!(feature = "registry"),
        }
    }

    /// Panics, naming the feature, if these options ask for a family whose generators this
    /// build left out: chess-lut's build script turns on exactly the generator features of the
    /// families it asks for, so this is a mistake in a manifest, not in input.
    pub(crate) fn assert_compiled(self) {
        let compiled = Options::all(self.pext);
        let families = [
            ("pext", self.pext, compiled.pext),
            ("magic", self.magic, compiled.magic),
            ("kindergarten", self.kindergarten, compiled.kindergarten),
            ("lines", self.lines, compiled.lines),
            ("layouts", self.layouts, compiled.layouts),
            ("distances", self.distances, compiled.distances),
            ("masks", self.masks, compiled.masks),
            ("zobrist", self.zobrist, compiled.zobrist),
            ("registry", self.registry, compiled.registry),
        ];
        for (name, asked, there) in families {
            assert!(
                !asked || there,
                "chess-lut-codegen was built without its `{name}` feature, which generates that family"
            );
        }
    }

    /// The options of a build: the features `enabled` names (lower case, as in the manifest)
    /// for a target whose enabled features are `target_features`, the comma-separated list
    /// cargo gives build scripts in `CARGO_CFG_TARGET_FEATURE` (the target's, not the host's:
    /// never `cfg!(target_feature)` in a build script).
    ///
    /// ```
    /// use chess_lut_codegen::Options;
    /// let every = |_: &str| true;
    /// assert!(Options::for_build("avx2,bmi1,bmi2,popcnt", every).pext);
    /// assert!(!Options::for_build("fxsr,sse,sse2", every).pext);
    /// let none = Options::for_build("bmi2", |_| false);
    /// assert!(!none.pext && !none.magic && !none.registry);
    /// ```
    pub fn for_build(target_features: &str, enabled: impl Fn(&str) -> bool) -> Options {
        let bmi2 = target_features.split(',').any(|f| f.trim() == "bmi2");
        Options {
            pext: bmi2 && enabled("pext"),
            magic: enabled("magic"),
            kindergarten: enabled("kindergarten"),
            lines: enabled("lines"),
            layouts: enabled("layouts"),
            distances: enabled("distances"),
            masks: enabled("masks"),
            zobrist: enabled("zobrist"),
            registry: enabled("registry"),
        }
    }
}
