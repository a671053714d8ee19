//! The cfg a tunable table's copy is built under, read as `#[cfg(…)]` reads it: a name, a
//! `name = "value"`, or `all(…)`, `any(…)` and `not(…)` of those; and what of it the build
//! script must declare to cargo, so that the engine's build knows every name it uses.

/// One configuration option a predicate tests: a name, and its value where it is
/// `name = "value"`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Cfg {
    pub(crate) name: String,
    pub(crate) value: Option<String>,
}

/// The options `cfg` tests, in order, each once; or, where `cfg` is not a predicate `#[cfg(…)]`
/// takes, why.
pub(crate) fn options(cfg: &str) -> Result<Vec<Cfg>, String> {
    let refused = || {
        format!(
            "`{cfg}` is not a cfg to build the tunable copy under (like tune, feature = \"tune\", \
             or any(feature = \"tune\", tune))"
        )
    };
    let mut p = Reader {
        rest: cfg.trim(),
        found: Vec::new(),
    };
    p.predicate(0).ok_or_else(refused)?;
    if !p.rest.trim().is_empty() {
        return Err(refused());
    }
    Ok(p.found)
}

/// The `cargo::rustc-check-cfg` argument that declares `option`, if cargo and rustc do not
/// know it already: `cfg(tune)`, `cfg(level, values("high"))`. A feature is the package's
/// (cargo declares every one), and the names rustc knows (`test`, `debug_assertions`, a
/// `target_…`) need no declaring.
pub(crate) fn check_cfg(option: &Cfg) -> Option<String> {
    const KNOWN: [&str; 10] = [
        "feature",
        "test",
        "debug_assertions",
        "doc",
        "doctest",
        "miri",
        "unix",
        "windows",
        "panic",
        "overflow_checks",
    ];
    if KNOWN.contains(&option.name.as_str()) || option.name.starts_with("target_") {
        return None;
    }
    Some(match &option.value {
        None => format!("cfg({})", option.name),
        Some(value) => format!("cfg({}, values({value:?}))", option.name),
    })
}

/// How deep `all`, `any` and `not` may nest in a tunable table's cfg.
const MAX_DEPTH: usize = 16;

/// A predicate read from its front.
struct Reader<'a> {
    rest: &'a str,
    found: Vec<Cfg>,
}

impl<'a> Reader<'a> {
    fn predicate(&mut self, depth: usize) -> Option<()> {
        if depth > MAX_DEPTH {
            return None;
        }
        let name = self.name()?;
        if self.eat('(') {
            let most = match name {
                "all" | "any" => usize::MAX,
                "not" => 1,
                _ => return None,
            };
            let mut n = 0;
            while !self.eat(')') {
                if n > 0 && !self.eat(',') {
                    return None;
                }
                // a trailing comma before the parenthesis
                if n > 0 && self.eat(')') {
                    break;
                }
                self.predicate(depth + 1)?;
                n += 1;
            }
            return (n >= usize::from(most == 1) && n <= most).then_some(());
        }
        let value = if self.eat('=') {
            Some(self.string()?)
        } else {
            None
        };
        let option = Cfg {
            name: name.to_string(),
            value,
        };
        if !self.found.contains(&option) {
            self.found.push(option);
        }
        Some(())
    }

    /// Whether the next character, past white space, is `c`; if it is, it is read.
    fn eat(&mut self, c: char) -> bool {
        self.rest = self.rest.trim_start();
        match self.rest.strip_prefix(c) {
            Some(rest) => {
                self.rest = rest;
                true
            }
            None => false,
        }
    }

    /// A name: a letter or `_`, then letters, digits and `_`.
    fn name(&mut self) -> Option<&'a str> {
        self.rest = self.rest.trim_start();
        let end = self
            .rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(self.rest.len());
        let (name, rest) = self.rest.split_at(end);
        if !name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            return None;
        }
        self.rest = rest;
        Some(name)
    }

    /// A string literal of plain characters: no escape, no line break, nothing that could end
    /// the attribute it is written into.
    fn string(&mut self) -> Option<String> {
        if !self.eat('"') {
            return None;
        }
        let end = self.rest.find('"')?;
        let value = &self.rest[..end];
        if value.contains(['\\', '\n', '\r']) {
            return None;
        }
        self.rest = &self.rest[end + 1..];
        Some(value.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(cfg: &str) -> Vec<(String, Option<String>)> {
        options(cfg)
            .unwrap_or_else(|e| panic!("{e}"))
            .into_iter()
            .map(|o| (o.name, o.value))
            .collect()
    }

    #[test]
    fn every_option_of_a_predicate_is_found_once() {
        let tune = ("tune".to_string(), None);
        let feature = ("feature".to_string(), Some("tune".to_string()));
        assert_eq!(names("tune"), std::slice::from_ref(&tune));
        assert_eq!(names("feature = \"tune\""), std::slice::from_ref(&feature));
        assert_eq!(
            names("any(feature = \"tune\", probe_tune)"),
            [feature.clone(), ("probe_tune".into(), None)]
        );
        assert_eq!(
            names(" all( tune , not(test), tune, level = \"high\", ) "),
            [
                tune,
                ("test".into(), None),
                ("level".into(), Some("high".into()))
            ]
        );
        assert!(names("all()").is_empty());
    }

    #[test]
    fn what_is_no_predicate_is_refused() {
        let long = format!("{}tune{}", "not(".repeat(20), ")".repeat(20));
        for bad in [
            "",
            "#[x]",
            "tune]",
            "{",
            "1",
            "tune tune",
            "not()",
            "not(a, b)",
            "maybe(a)",
            "a = b",
            "a = \"b",
            "a = \"b\\\"\"",
            "any(a b)",
            "any(,)",
            long.as_str(),
        ] {
            let err = options(bad).unwrap_err();
            assert!(
                err.contains("is not a cfg to build the tunable copy under"),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn only_what_cargo_does_not_know_is_declared() {
        let declared: Vec<Option<String>> =
            options("any(feature = \"tune\", tune, test, target_os = \"linux\", level = \"high\")")
                .unwrap()
                .iter()
                .map(check_cfg)
                .collect();
        assert_eq!(
            declared,
            [
                None,
                Some("cfg(tune)".into()),
                None,
                None,
                Some("cfg(level, values(\"high\"))".into())
            ]
        );
    }
}
