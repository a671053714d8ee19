//! What a baked table and its axes may be named: snake_case identifiers that are not Rust
//! keywords, as the lookup's name and parameters are written from them.

/// The words a table or an axis cannot be named: Rust's keywords, strict and reserved.
const KEYWORDS: [&str; 52] = [
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "union", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Why a name cannot be a lookup's or a parameter's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unfit {
    /// It is empty.
    Empty,
    /// It is not a snake_case identifier (or is `_` alone).
    NotSnakeCase,
    /// It is a Rust keyword.
    Keyword,
}

/// Whether `name` can name a baked table (its lookup's name as is, its static's in upper
/// case) or an axis (a parameter of the lookup): a snake_case identifier that is no Rust
/// keyword, nor `_` alone. What the bake accepts, and so what a reader of its descriptions may
/// expect.
///
/// ```
/// use chess_lut_types::table::{Unfit, lookup_name};
/// assert_eq!(lookup_name("king_zone"), Ok(()));
/// assert_eq!(lookup_name("lmr2"), Ok(()));
/// assert_eq!(lookup_name("KingZone"), Err(Unfit::NotSnakeCase));
/// assert_eq!(lookup_name("_"), Err(Unfit::NotSnakeCase));
/// assert_eq!(lookup_name("type"), Err(Unfit::Keyword));
/// assert_eq!(lookup_name(""), Err(Unfit::Empty));
/// ```
pub fn lookup_name(name: &str) -> Result<(), Unfit> {
    let bytes = name.as_bytes();
    let snake = bytes
        .first()
        .is_some_and(|&c| c.is_ascii_lowercase() || c == b'_')
        && bytes
            .iter()
            .all(|&c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'_');
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
