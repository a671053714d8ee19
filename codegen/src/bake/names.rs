//! What a table and an axis may be named: snake_case identifiers that are not Rust keywords,
//! as the lookup's name and parameters are written from them.

use super::axis::AxisInfo;

/// The words a table or an axis cannot be named: Rust's keywords, strict and reserved.
const KEYWORDS: [&str; 52] = [
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "union", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Whether `name` can name a lookup (as is) and its static (in upper case): a snake_case
/// identifier that is not a keyword.
pub(super) fn check_name(name: &str) -> Result<(), String> {
    match identifier(name) {
        Ok(()) => Ok(()),
        Err(Unfit::Empty) => Err("the name is empty".to_string()),
        Err(Unfit::NotSnakeCase) => Err(
            "the name is not a snake_case identifier (like king_zone): the lookup is called \
             by it, the static by its upper case"
                .to_string(),
        ),
        Err(Unfit::Keyword) => Err("the name is a Rust keyword".to_string()),
    }
}

/// Whether the `axes` can name the lookup's parameters: each a snake_case identifier that is
/// not a keyword, no two alike.
pub(super) fn check_axes(axes: &[&dyn AxisInfo]) -> Result<(), String> {
    for (i, axis) in axes.iter().enumerate() {
        let name = axis.name();
        let why = match identifier(name) {
            Ok(()) if axes[..i].iter().any(|a| a.name() == name) => {
                return Err(format!(
                    "two of its axes are named `{name}`: each names a parameter of the lookup"
                ));
            }
            Ok(()) => continue,
            Err(Unfit::Empty) => return Err("an axis name is empty".to_string()),
            Err(Unfit::NotSnakeCase) => "is not a snake_case identifier (like depth)",
            Err(Unfit::Keyword) => "is a Rust keyword",
        };
        return Err(format!(
            "its axis name `{name}` {why}: it names a parameter of the lookup"
        ));
    }
    Ok(())
}

/// Why a name cannot be a lookup's or a parameter's.
pub(super) enum Unfit {
    Empty,
    NotSnakeCase,
    Keyword,
}

/// Whether `name` can name a baked table: a snake_case identifier that is no Rust keyword (nor
/// `_` alone), its lookup's name as is and its static's in upper case. What the bake accepts,
/// and so what a reader of its descriptions may expect.
///
/// ```
/// use chess_lut_codegen::bake::is_lookup_name;
/// assert!(is_lookup_name("king_zone"));
/// assert!(is_lookup_name("lmr2"));
/// assert!(!is_lookup_name("KingZone"));
/// assert!(!is_lookup_name("type"));
/// assert!(!is_lookup_name(""));
/// ```
pub fn is_lookup_name(name: &str) -> bool {
    identifier(name).is_ok()
}

/// Whether `name` is a snake_case identifier that is not a keyword (nor `_` alone).
pub(super) fn identifier(name: &str) -> Result<(), Unfit> {
    let snake = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if name.is_empty() {
        Err(Unfit::Empty)
    } else if !snake || name == "_" {
        Err(Unfit::NotSnakeCase)
    } else if KEYWORDS.contains(&name) {
        Err(Unfit::Keyword)
    } else {
        Ok(())
    }
}
