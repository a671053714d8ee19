//! Tables in Rust source: every `static` and `const` of an array type, as a build script writes
//! them (`{:?}`, `_` between digits, hex, nested to three levels) or a person does (a newtype's
//! constructor around each integer, `[0; 64]` repeated, `as` casts), with their declared shapes.

use super::read::{Init, Item, MAX_VALUES, table};
use super::tokens::{Spanned, Token, name, path, punct};

/// The tables declared in `tokens`, each a table or a declaration skipped with why.
///
/// ```
/// use chess_lut_cli::matching::{read::Item, rust, tokens::tokens};
/// let source = "pub static KING: [u64; 2] = [0x302, 0x705];\nconst fn f() {}";
/// let items = rust::tables(&tokens(source).unwrap());
/// assert!(matches!(&items[..], [Item::Table(t)] if t.name == "KING" && t.shape == [2]));
/// ```
pub fn tables(tokens: &[Spanned]) -> Vec<Item> {
    let mut items = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if let Some((item, next)) = declaration(tokens, i) {
            items.extend(item);
            i = next;
        } else {
            i += 1;
        }
    }
    items
}

/// `static NAME: TYPE = INIT;` or `const …` starting at `i`: the table (none where its type is
/// no array), and where the declaration ends; `None` where no declaration starts there.
fn declaration(tokens: &[Spanned], i: usize) -> Option<(Option<Item>, usize)> {
    if !matches!(name(tokens, i), Some("static" | "const")) {
        return None;
    }
    let mut j = i + 1;
    if name(tokens, j) == Some("mut") {
        j += 1;
    }
    let table_name = name(tokens, j)?.to_string();
    if !punct(tokens, j + 1, ':') {
        return None;
    }
    let line = tokens[j].line;
    let (ty, after_type) = type_of(tokens, j + 2, 0)?;
    if !punct(tokens, after_type, '=') {
        return None;
    }
    let (init, after_init) = initialiser(tokens, after_type + 1, 0);
    let end = statement_end(tokens, after_init);
    let (element, dims) = ty.dims();
    if dims.is_empty() {
        return Some((None, end));
    }
    Some((Some(table(&table_name, line, &element, &dims, init)), end))
}

/// The next `;` at this depth, or the end.
fn statement_end(tokens: &[Spanned], mut i: usize) -> usize {
    let mut depth = 0i32;
    while i < tokens.len() {
        match tokens[i].token {
            Token::Punct('[' | '(' | '{') => depth += 1,
            Token::Punct(']' | ')' | '}') => depth -= 1,
            Token::Punct(';') if depth <= 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    i
}

/// A declared type.
enum Type {
    /// `[T; N]`, `N` where a literal gives it.
    Array(Box<Type>, Option<usize>),
    /// A named type: `u64`, `Bitboard`, `crate::Bitboard`.
    Named(String),
    /// Anything else: a slice, a tuple, a reference.
    Other,
}

impl Type {
    /// Its element type and dimensions, outermost first (none for no array).
    fn dims(&self) -> (String, Vec<Option<usize>>) {
        match self {
            Type::Array(inner, n) => {
                let (element, mut dims) = inner.dims();
                dims.insert(0, *n);
                (element, dims)
            }
            Type::Named(n) => (n.clone(), Vec::new()),
            Type::Other => ("?".into(), Vec::new()),
        }
    }
}

/// How deep the reader follows brackets or signs: far past the three of a table's dimensions,
/// far short of what would exhaust the stack.
pub(super) const MAX_DEPTH: usize = 32;

/// The type at `i` and where it ends, `depth` arrays deep.
fn type_of(tokens: &[Spanned], i: usize, depth: usize) -> Option<(Type, usize)> {
    if depth > MAX_DEPTH {
        return None;
    }
    match &tokens.get(i)?.token {
        Token::Punct('[') => {
            let (inner, j) = type_of(tokens, i + 1, depth + 1)?;
            if !punct(tokens, j, ';') {
                // a slice `[T]`
                let end = closing(tokens, i)?;
                return Some((Type::Other, end + 1));
            }
            let end = closing(tokens, i)?;
            let len = match (&tokens.get(j + 1)?.token, end == j + 2) {
                (Token::Int(n), true) => usize::try_from(*n).ok(),
                _ => None,
            };
            Some((Type::Array(Box::new(inner), len), end + 1))
        }
        Token::Name(_) => {
            // a path, and its generic arguments
            let (last, mut j) = path(tokens, i);
            if punct(tokens, j, '<') {
                let mut depth = 0;
                while j < tokens.len() {
                    match tokens[j].token {
                        Token::Punct('<') => depth += 1,
                        Token::Punct('>') => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
                return Some((Type::Other, j + 1));
            }
            Some((Type::Named(last), j))
        }
        Token::Punct('&' | '(' | '*') => {
            // a reference, a slice or a tuple: no table of a shape here
            let mut j = i + 1;
            while j < tokens.len() && !punct(tokens, j, '=') && !punct(tokens, j, ';') {
                j += 1;
            }
            Some((Type::Other, j))
        }
        _ => None,
    }
}

/// Where the bracket opened at `i` closes.
pub(super) fn closing(tokens: &[Spanned], i: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (j, t) in tokens.iter().enumerate().skip(i) {
        match t.token {
            Token::Punct('[' | '(' | '{') => depth += 1,
            Token::Punct(']' | ')' | '}') => {
                depth -= 1;
                if depth == 0 {
                    return Some(j);
                }
            }
            _ => {}
        }
    }
    None
}

/// The initialiser at `i` and where it ends, `depth` lists deep: a list, `[x; N]` repeated, a
/// leaf.
fn initialiser(tokens: &[Spanned], i: usize, depth: usize) -> (Init, usize) {
    if depth > MAX_DEPTH {
        return (Init::Unknown("nested too deep".into()), tokens.len());
    }
    if punct(tokens, i, '&') {
        return initialiser(tokens, i + 1, depth + 1);
    }
    if punct(tokens, i, '[') {
        let Some(end) = closing(tokens, i) else {
            return (Init::Unknown("[".into()), tokens.len());
        };
        let (first, j) = initialiser(tokens, i + 1, depth + 1);
        // `[x; N]`
        if punct(tokens, j, ';') {
            let count = match tokens.get(j + 1).map(|t| &t.token) {
                Some(Token::Int(n)) if j + 2 == end => usize::try_from(*n).ok(),
                _ => None,
            };
            return match count.map(|n| (n, first.values().saturating_mul(n))) {
                Some((_, values)) if values > MAX_VALUES => (Init::TooMany(values), end + 1),
                Some((n, _)) => (Init::List(vec![first; n]), end + 1),
                None => (Init::Unknown("[x; a constant]".into()), end + 1),
            };
        }
        let mut items = Vec::new();
        let mut j = i + 1;
        while j < end {
            let (item, next) = initialiser(tokens, j, depth + 1);
            items.push(item);
            // past the item to the comma that ends it (an expression is one unknown item)
            let mut k = next;
            if !punct(tokens, k, ',') && k < end {
                items.pop();
                items.push(Init::Unknown(expression(tokens, j, end)));
                while k < end && !punct(tokens, k, ',') {
                    k = match closing_or_one(tokens, k) {
                        Some(c) => c,
                        None => end,
                    };
                }
            }
            j = k + 1;
        }
        return (Init::List(items), end + 1);
    }
    leaf(tokens, i, depth)
}

/// Past the token at `i`, or past the bracket it opens.
fn closing_or_one(tokens: &[Spanned], i: usize) -> Option<usize> {
    match tokens[i].token {
        Token::Punct('[' | '(' | '{') => closing(tokens, i).map(|c| c + 1),
        _ => Some(i + 1),
    }
}

/// The text of the expression from `i` to the next comma at its depth (or `end`), shortened:
/// words apart, an operator beside its neighbours (`1 << 3`).
pub(super) fn expression(tokens: &[Spanned], i: usize, end: usize) -> String {
    let mut text = String::new();
    let mut j = i;
    let mut previous: Option<bool> = None;
    while j < end && !punct(tokens, j, ',') && text.len() < 40 {
        let (word, is_word) = match &tokens[j].token {
            Token::Name(n) => (n.clone(), true),
            Token::Int(v) => (v.to_string(), true),
            Token::Float => ("1.0".into(), true),
            // a character no one types shown escaped: the text is printed
            Token::Punct(c) => (c.escape_debug().to_string(), false),
        };
        // a space between two words, and on each side of an operator; none inside one
        if previous.is_some_and(|p| p || is_word) {
            text.push(' ');
        }
        text.push_str(&word);
        previous = Some(is_word);
        j = closing_or_one(tokens, j).unwrap_or(end).min(end);
    }
    text
}

/// A leaf at `i`: an integer (negated, cast with `as`), a float, `true` or `false`, a newtype
/// around an integer (`Bitboard(0x…)`), a struct's entry, or a name the reader does not compute.
fn leaf(tokens: &[Spanned], i: usize, depth: usize) -> (Init, usize) {
    let Some(token) = tokens.get(i).filter(|_| depth <= MAX_DEPTH) else {
        return (Init::Unknown(String::new()), tokens.len());
    };
    let (init, mut next) = match &token.token {
        Token::Punct('-') => match leaf(tokens, i + 1, depth + 1) {
            (Init::Int(v), next) => (Init::Int(-v), next),
            (other, next) => (other, next),
        },
        Token::Int(v) => (
            i128::try_from(*v).map_or(Init::Unknown(v.to_string()), Init::Int),
            i + 1,
        ),
        Token::Float => (Init::Float, i + 1),
        Token::Name(n) if n == "true" => (Init::Int(1), i + 1),
        Token::Name(n) if n == "false" => (Init::Int(0), i + 1),
        Token::Name(_) => {
            // a path: a constructor or a struct
            let (last, j) = path(tokens, i);
            if punct(tokens, j, '{') {
                let end = closing(tokens, j).unwrap_or(tokens.len() - 1);
                (Init::Struct(format!("{last} {{ … }}")), end + 1)
            } else if punct(tokens, j, '(') {
                let end = closing(tokens, j).unwrap_or(tokens.len() - 1);
                match initialiser(tokens, j + 1, depth + 1) {
                    // one integer in a newtype's constructor: the integer
                    (Init::Int(v), k) if k == end => (Init::Int(v), end + 1),
                    _ => (Init::Struct(format!("{last}(…)")), end + 1),
                }
            } else {
                (Init::Unknown(last), j)
            }
        }
        Token::Punct(c) => (Init::Unknown(c.escape_debug().to_string()), i + 1),
    };
    // `0x10 as u64`
    if name(tokens, next) == Some("as") && name(tokens, next + 1).is_some() {
        next += 2;
    }
    (init, next)
}

#[cfg(test)]
mod tests {
    use super::super::read::{Table, Values, the_table};
    use super::super::tokens::tokens;
    use super::*;

    fn read(source: &str) -> Vec<Item> {
        tables(&tokens(source).unwrap())
    }

    fn one(source: &str) -> Table {
        the_table(&read(source))
    }

    #[test]
    fn a_build_script_s_arrays_read_with_their_shapes() {
        let t = one(
            "/// The squares between.\npub static BETWEEN: [[u64; 2]; 3] = [[1, 2], [0x3_0, 4u64], [5, 6,],];",
        );
        assert_eq!(
            (t.name.as_str(), t.line, t.ty.as_str()),
            ("BETWEEN", 2, "u64")
        );
        assert_eq!(t.shape, [3, 2]);
        assert_eq!(t.values, Values::Integers(vec![1, 2, 48, 4, 5, 6]));
        let t = one("const PAWN: [[[u8; 2]; 2]; 2] = [[[1, 2], [3, 4]], [[5, 6], [7, 8]]];");
        assert_eq!(t.shape, [2, 2, 2]);
    }

    #[test]
    fn newtypes_repeats_casts_and_bools_are_their_integers() {
        let t =
            one("static B: [Bitboard; 3] = [Bitboard(1), crate::Bitboard(0x10), Bitboard(-1)];");
        assert_eq!(
            (t.ty.as_str(), t.values),
            ("Bitboard", Values::Integers(vec![1, 16, -1]))
        );
        let t = one("static Z: [[u8; 4]; 2] = [[0; 4]; 2];");
        assert_eq!(t.values, Values::Integers(vec![0; 8]));
        let t = one("static C: [u64; 2] = [1 as u64, 2u64 as u64];");
        assert_eq!(t.values, Values::Integers(vec![1, 2]));
        let t = one("static Y: [bool; 2] = [true, false];");
        assert_eq!(t.values, Values::Integers(vec![1, 0]));
    }

    #[test]
    fn structs_expressions_and_other_types_are_skipped_or_passed_over() {
        let items = read(
            "static MAGICS: [Magic; 2] = [Magic { mask: 1, shift: 2 }, Magic { mask: 3, shift: 4 }];\n\
             static E: [u64; 2] = [1 << 3, 2];\n\
             static S: &[u64] = &[1, 2];\n\
             static N: u64 = 5;\n\
             const fn f(x: [u8; 2]) -> u8 { x[0] }\n\
             static W: [f32; 2] = [0.5, 1.0];",
        );
        let summary: Vec<String> = items
            .iter()
            .map(|i| match i {
                Item::Table(t) => format!("{} {:?}", t.name, t.values),
                Item::Skipped { name, why, .. } => format!("{name}: {why}"),
            })
            .collect();
        assert_eq!(
            summary,
            [
                "MAGICS: an array of structs (`Magic { … }`)",
                "E: a value the reader does not compute (`1 << 3`)",
                "W Floats",
            ]
        );
    }

    #[test]
    fn a_repeat_of_more_values_than_a_table_holds_is_skipped_unbuilt() {
        // 2^40 values: built, they would ask for terabytes
        let items = read(
            "static V: [[u8; 1048576]; 1048576] = [[0; 1048576]; 1048576];
             static U: [[u8; 1048576]; 3] = [[0; 1048576]; 3];
             static T: [[u8; 1024]; 2048] = [[7; 1024]; 2048];",
        );
        let [
            Item::Skipped {
                name: v, why: vast, ..
            },
            Item::Skipped {
                name: u, why: over, ..
            },
            Item::Table(t),
        ] = &items[..]
        else {
            let said: Vec<String> = items
                .iter()
                .map(|i| match i {
                    Item::Table(t) => format!("{} read as {:?}", t.name, t.shape),
                    Item::Skipped { name, why, .. } => format!("{name}: {why}"),
                })
                .collect();
            panic!("not two repeats skipped and one read: {said:?}");
        };
        assert_eq!(
            (v.as_str(), vast.as_str()),
            (
                "V",
                "1099511627776 values in a repeat, more than the 2097152 any table of squares holds"
            )
        );
        assert!(
            u == "U" && over.starts_with("3145728 values in a repeat"),
            "{over}"
        );
        assert_eq!(
            (t.name.as_str(), t.len(), &t.shape[..]),
            ("T", MAX_VALUES, &[2048, 1024][..])
        );
    }
}
