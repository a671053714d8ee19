//! Which families of tables a build asks for.

/// Which tables a build gets: the families its Cargo features ask for, and the PEXT tables only
/// where the target has BMI2 too. The crate's own three (the 64x64 in-between, the 0x88
/// attack-by-piece, the knight distance), the leapers' tables and the small tables of the
/// hyperbola sliders (the line masks, the first-rank attacks) are always there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    /// The PEXT slider tables (feature `pext`, or `fastest` where PEXT is its choice, and a
    /// target with BMI2: `_pext_u64`).
    pub pext: bool,
    /// The compact PEXT attacks (feature `pext`, and a target with BMI2), read with the PEXT
    /// entries: only with [`pext`](Options::pext).
    pub pext_compact: bool,
    /// `sliders::fastest` reads the PEXT tables: they are generated (feature `pext` or
    /// `fastest`) and `pext` is not microcoded on the target; otherwise it reads the magic
    /// tables, or hyperbola's without them.
    pub fastest_pext: bool,
    /// The black magic slider tables (feature `magic`, or `fastest` where PEXT is not its
    /// choice).
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
    /// The pawn-structure masks and the rays past and through a square (feature `masks`).
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
            pext_compact: bmi2 && cfg!(feature = "pext"),
            fastest_pext: false,
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
            ("pext", self.pext || self.pext_compact, compiled.pext),
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
    /// never `cfg!(target_feature)` in a build script), built with the compiler flags
    /// `encoded_rustflags` (`CARGO_ENCODED_RUSTFLAGS`: their `-C target-cpu`), on a machine
    /// whose `/proc/cpuinfo` `host_cpuinfo` reads (asked only for `-C target-cpu=native`).
    ///
    /// `sliders::fastest` reads PEXT where the target has BMI2 and `pext` is not microcoded
    /// there (AMD's Excavator, Zen, Zen+ and Zen 2 and Hygon's Dhyana, by `-C target-cpu`, or by
    /// the CPU's vendor and family for `native`), magic elsewhere. The feature `fastest` asks
    /// for the one slider table it reads; the other strategy's tables come only with their own
    /// feature.
    ///
    /// ```
    /// use chess_lut_codegen::Options;
    /// let every = |_: &str| true;
    /// let options = |target, flags, enabled: &dyn Fn(&str) -> bool| {
    ///     Options::for_build(target, flags, || None, enabled)
    /// };
    /// assert!(options("avx2,bmi1,bmi2,popcnt", "", &every).pext);
    /// assert!(!options("fxsr,sse,sse2", "", &every).pext);
    /// let none = options("bmi2", "", &|_: &str| false);
    /// assert!(!none.pext && !none.magic && !none.registry);
    ///
    /// // the fastest strategy alone: one slider table
    /// let fastest = |name: &str| name == "fastest";
    /// let bmi2 = options("bmi1,bmi2", "-Ctarget-cpu=x86-64-v3", &fastest);
    /// assert!(bmi2.fastest_pext && bmi2.pext && !bmi2.pext_compact && !bmi2.magic);
    /// let zen2 = options("bmi1,bmi2", "-C\x1ftarget-cpu=znver2", &fastest);
    /// assert!(!zen2.fastest_pext && !zen2.pext && zen2.magic);
    /// let portable = options("sse2", "", &fastest);
    /// assert!(!portable.fastest_pext && !portable.pext && portable.magic);
    /// ```
    pub fn for_build(
        target_features: &str,
        encoded_rustflags: &str,
        host_cpuinfo: impl FnOnce() -> Option<String>,
        enabled: impl Fn(&str) -> bool,
    ) -> Options {
        let bmi2 = target_features.split(',').any(|f| f.trim() == "bmi2");
        let fast = bmi2 && !pext_microcoded(target_cpu(encoded_rustflags), host_cpuinfo);
        let pext = bmi2 && enabled("pext") || fast && enabled("fastest");
        let fastest_pext = pext && fast;
        Options {
            pext,
            pext_compact: bmi2 && enabled("pext"),
            fastest_pext,
            magic: enabled("magic") || enabled("fastest") && !fastest_pext,
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

/// Whether `pext` is microcoded (tens of cycles where Intel and Zen 3 take one) on the CPU a
/// build is for: AMD's Excavator, Zen, Zen+ and Zen 2 and Hygon's Dhyana. `target_cpu` is the
/// compiler's `-C target-cpu` (`znver2`: microcoded; `x86-64-v3`, `znver3`: not); for `native`,
/// the building machine's, which `host_cpuinfo` gives as Linux's `/proc/cpuinfo` does (an
/// AMD or Hygon vendor and CPU family 21, 23 or 24: microcoded). No CPU named, or a host that
/// cannot say: not microcoded.
fn pext_microcoded(
    target_cpu: Option<&str>,
    host_cpuinfo: impl FnOnce() -> Option<String>,
) -> bool {
    match target_cpu {
        Some("znver1" | "znver2" | "bdver4") => true,
        Some("native") => host_cpuinfo().is_some_and(|info| {
            let field = |name: &str| {
                info.lines()
                    .find_map(|line| {
                        let (key, value) = line.split_once(':')?;
                        (key.trim() == name).then(|| value.trim().to_string())
                    })
                    .unwrap_or_default()
            };
            matches!(field("vendor_id").as_str(), "AuthenticAMD" | "HygonGenuine")
                && matches!(field("cpu family").as_str(), "21" | "23" | "24")
        }),
        _ => false,
    }
}

/// The `-C target-cpu` of a build's compiler flags, as cargo gives build scripts in
/// `CARGO_ENCODED_RUSTFLAGS` (separated by `\x1f`): the last one given, in any of its
/// spellings.
fn target_cpu(encoded_rustflags: &str) -> Option<&str> {
    let mut cpu = None;
    let mut codegen_next = false;
    for flag in encoded_rustflags.split('\x1f') {
        let option = if codegen_next {
            Some(flag)
        } else {
            flag.strip_prefix("-C")
                .or_else(|| flag.strip_prefix("--codegen="))
                .filter(|rest| !rest.is_empty())
        };
        codegen_next = matches!(flag, "-C" | "--codegen");
        // rustc takes `target_cpu` for `target-cpu`
        let value = option.and_then(|o| {
            o.strip_prefix("target-cpu=")
                .or_else(|| o.strip_prefix("target_cpu="))
        });
        if let Some(value) = value {
            cpu = Some(value);
        }
    }
    cpu
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pext_is_microcoded_on_amd_before_zen_3() {
        assert!(pext_microcoded(Some("znver2"), || None));
        assert!(pext_microcoded(Some("znver1"), || None));
        assert!(pext_microcoded(Some("bdver4"), || None));
        assert!(!pext_microcoded(Some("znver3"), || None));
        assert!(!pext_microcoded(Some("x86-64-v3"), || None));
        assert!(!pext_microcoded(None, || panic!(
            "the host is asked only for native"
        )));
        let zen2 = "vendor_id\t: AuthenticAMD\ncpu family\t: 23\nmodel\t\t: 113\n";
        assert!(pext_microcoded(Some("native"), || Some(zen2.into())));
        let zen4 = "vendor_id\t: AuthenticAMD\ncpu family\t: 25\n";
        assert!(!pext_microcoded(Some("native"), || Some(zen4.into())));
        let intel = "vendor_id\t: GenuineIntel\ncpu family\t: 6\n";
        assert!(!pext_microcoded(Some("native"), || Some(intel.into())));
        assert!(!pext_microcoded(Some("native"), || None));
    }

    #[test]
    fn the_target_cpu_is_the_last_one_given() {
        assert_eq!(target_cpu("-C\x1ftarget-cpu=znver2"), Some("znver2"));
        assert_eq!(
            target_cpu("-Ctarget-cpu=znver2\x1f-Copt-level=3\x1f-Ctarget-cpu=native"),
            Some("native")
        );
        assert_eq!(
            target_cpu("--codegen\x1ftarget-cpu=x86-64-v3"),
            Some("x86-64-v3")
        );
        assert_eq!(target_cpu("--codegen=target-cpu=znver3"), Some("znver3"));
        assert_eq!(target_cpu("-Ctarget_cpu=znver2"), Some("znver2"));
        assert_eq!(target_cpu("-Copt-level=3\x1f-C\x1fdebuginfo=0"), None);
        assert_eq!(target_cpu(""), None);
    }

    /// With `fastest` and `pext` both on (the defaults and `fastest`), PEXT where it is fast,
    /// and both strategies' tables: each feature keeps what it asks for.
    #[test]
    fn each_feature_keeps_its_tables() {
        let both = |name: &str| matches!(name, "fastest" | "pext" | "magic");
        let o = Options::for_build("bmi2", "", || None, both);
        assert!(o.fastest_pext && o.pext && o.pext_compact && o.magic);
        let defaults = |name: &str| matches!(name, "pext" | "magic");
        let o = Options::for_build("bmi2", "-Ctarget-cpu=znver2", || None, defaults);
        assert!(!o.fastest_pext && o.pext && o.pext_compact && o.magic);
        let o = Options::for_build("sse2", "", || None, defaults);
        assert!(!o.fastest_pext && !o.pext && !o.pext_compact && o.magic);
        // the defaults on a BMI2 target: `sliders::fastest` is PEXT, by the `pext` feature
        let o = Options::for_build("bmi1,bmi2", "-Ctarget-cpu=x86-64-v3", || None, defaults);
        assert!(o.fastest_pext && o.pext && o.pext_compact && o.magic);
    }
}
