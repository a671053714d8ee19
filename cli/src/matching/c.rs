//! Tables in C and C++ source: arrays with an initialiser (`const uint64_t BETWEEN[64][64] = {…};`,
//! `constexpr Bitboard T[2][64] {…}`), and C++'s `std::array` of them (`constexpr
//! std::array<std::array<uint64_t, 64>, 64> T = {{…}};`), the lengths from their declaration
//! (or the initialiser where a constant names one), integers with C's suffixes and casts.

use super::read::{Init, Item, table};
use super::rust::{MAX_DEPTH, closing, expression};
use super::tokens::{Spanned, Token, name, punct};

/// The tables declared in `tokens`, each a table or a declaration skipped with why; an array
/// declared with no initialiser (filled at start-up) is none.
///
/// ```
/// use chess_lut_cli::matching::{c, read::Item, tokens::tokens};
/// let source = "static const uint64_t KING[2] = { 0x302ULL, 0x705ULL };\nint main(void) { return 0; }";
/// let items = c::tables(&tokens(source).unwrap());
/// assert!(matches!(&items[..], [Item::Table(t)] if t.name == "KING" && t.ty == "uint64_t"));
/// ```
pub fn tables(tokens: &[Spanned]) -> Vec<Item> {
    let mut items = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let found = if name(tokens, i) == Some("std") && is_array_template(tokens, i) {
            std_array(tokens, i)
        } else {
            c_array(tokens, i)
        };
        match found {
            Some((item, next)) => {
                items.extend(item);
                i = next;
            }
            None => i += 1,
        }
    }
    items
}

/// The words C writes before an array's name that are no type.
const QUALIFIERS: [&str; 9] = [
    "static",
    "const",
    "constexpr",
    "extern",
    "inline",
    "volatile",
    "alignas",
    "thread_local",
    "constinit",
];

/// `TYPE NAME[N][M] = {…};` whose name is at `i`: its table (none without an initialiser), and
/// where it ends; `None` where no array is declared there.
fn c_array(tokens: &[Spanned], i: usize) -> Option<(Option<Item>, usize)> {
    let table_name = name(tokens, i)?;
    if !punct(tokens, i + 1, '[') {
        return None;
    }
    // the type: the names before it, back to the statement's start
    let mut ty = None;
    let mut k = i;
    while k > 0 {
        match &tokens[k - 1].token {
            Token::Name(n) if !QUALIFIERS.contains(&n.as_str()) && ty.is_none() => {
                ty = Some(n.clone());
            }
            Token::Name(_) => {}
            Token::Punct(':') => {}
            _ => break,
        }
        k -= 1;
    }
    // `unsigned long long` is one type, named by its last word; a name before a `[` in an
    // expression (`x[3] = …`) has none
    let ty = ty?;
    let line = tokens[i].line;
    let mut dims = Vec::new();
    let mut j = i + 1;
    while punct(tokens, j, '[') {
        let end = closing(tokens, j)?;
        dims.push(match (&tokens.get(j + 1)?.token, end == j + 2) {
            (Token::Int(n), true) => usize::try_from(*n).ok(),
            _ => None,
        });
        j = end + 1;
    }
    let start = if punct(tokens, j, '=') { j + 1 } else { j };
    if !punct(tokens, start, '{') {
        // declared and filled elsewhere
        return Some((None, j));
    }
    let (init, end) = braces(tokens, start);
    Some((Some(table(table_name, line, &ty, &dims, init)), end))
}

/// Whether `std::array<` starts at `i`.
fn is_array_template(tokens: &[Spanned], i: usize) -> bool {
    punct(tokens, i + 1, ':')
        && punct(tokens, i + 2, ':')
        && name(tokens, i + 3) == Some("array")
        && punct(tokens, i + 4, '<')
}

/// `std::array<T, N> NAME = {…};` starting at `i`.
fn std_array(tokens: &[Spanned], i: usize) -> Option<(Option<Item>, usize)> {
    let (ty, dims, after) = template(tokens, i, 0)?;
    let table_name = name(tokens, after)?;
    let line = tokens[after].line;
    let mut j = after + 1;
    if punct(tokens, j, '=') {
        j += 1;
    }
    if !punct(tokens, j, '{') {
        return Some((None, j));
    }
    let (init, end) = braces(tokens, j);
    Some((Some(table(table_name, line, &ty, &dims, init)), end))
}

/// `std::array<T, N>` at `i`, `T` itself an element type or another `std::array`: the element
/// type, the dimensions, and where it ends.
fn template(
    tokens: &[Spanned],
    i: usize,
    depth: usize,
) -> Option<(String, Vec<Option<usize>>, usize)> {
    if depth > MAX_DEPTH {
        return None;
    }
    if !is_array_template(tokens, i) {
        // an element type: its last name before the `,`
        let mut j = i;
        let mut last = None;
        while let Some(t) = tokens.get(j) {
            match &t.token {
                Token::Name(n) => last = Some(n.clone()),
                Token::Punct(':') => {}
                _ => break,
            }
            j += 1;
        }
        return Some((last?, Vec::new(), j));
    }
    let (ty, inner, j) = template(tokens, i + 5, depth + 1)?;
    if !punct(tokens, j, ',') {
        return None;
    }
    let n = match tokens.get(j + 1)?.token {
        Token::Int(n) => usize::try_from(n).ok(),
        _ => None,
    };
    // to the template's closing `>`
    let mut k = j + 1;
    while !punct(tokens, k, '>') {
        k += 1;
        tokens.get(k)?;
    }
    let mut dims = vec![n];
    dims.extend(inner);
    Some((ty, dims, k + 1))
}

/// The braced initialiser opening at `i` and where its statement ends.
fn braces(tokens: &[Spanned], i: usize) -> (Init, usize) {
    let Some(end) = closing(tokens, i) else {
        return (Init::Unknown("{".into()), tokens.len());
    };
    let init = list(tokens, i, end, 0);
    let next = if punct(tokens, end + 1, ';') {
        end + 2
    } else {
        end + 1
    };
    (init, next)
}

/// The items of the braces from `open` to `end`, `depth` lists deep.
fn list(tokens: &[Spanned], open: usize, end: usize, depth: usize) -> Init {
    if depth > MAX_DEPTH {
        return Init::Unknown("nested too deep".into());
    }
    let mut items = Vec::new();
    let mut j = open + 1;
    while j < end {
        let (item, next) = item(tokens, j, end, depth);
        items.push(item);
        j = next + 1;
    }
    // a designated initialiser (`{ .mask = 1, … }`) is a struct's entry
    if punct(tokens, open + 1, '.') {
        return Init::Struct("{ .… }".into());
    }
    Init::List(items)
}

/// One item from `i`, up to the comma (or `end`) that ends it, and where that is.
fn item(tokens: &[Spanned], i: usize, end: usize, depth: usize) -> (Init, usize) {
    let comma = |from: usize| {
        let mut k = from;
        while k < end && !punct(tokens, k, ',') {
            k = match tokens[k].token {
                Token::Punct('{' | '(' | '[') => closing(tokens, k).map_or(end, |c| c + 1),
                _ => k + 1,
            };
        }
        k
    };
    let stop = comma(i);
    let words = &tokens[i..stop];
    let init = if words.is_empty() {
        Init::Unknown(String::new())
    } else if punct(tokens, i, '{') && closing(tokens, i) == Some(stop - 1) {
        list(tokens, i, stop - 1, depth + 1)
    } else {
        leaf(words).unwrap_or_else(|| Init::Unknown(expression(tokens, i, stop)))
    };
    (init, stop)
}

/// An integer, negated, cast (`(uint64_t)1`, `static_cast<U64>(1)`) or in a macro's call
/// (`C64(0x…)`), a float, `true` or `false`.
fn leaf(words: &[Spanned]) -> Option<Init> {
    let tokens: Vec<&Token> = words.iter().map(|s| &s.token).collect();
    match &tokens[..] {
        [Token::Int(v)] => i128::try_from(*v).ok().map(Init::Int),
        // (a sign's run of any length is one word away from its end: no recursion deeper
        // than the signs)
        [Token::Punct('-'), ..] if words.len() <= MAX_DEPTH => match leaf(&words[1..])? {
            Init::Int(v) => Some(Init::Int(-v)),
            other => Some(other),
        },
        [Token::Float] => Some(Init::Float),
        [Token::Name(n)] if n == "true" => Some(Init::Int(1)),
        [Token::Name(n)] if n == "false" => Some(Init::Int(0)),
        // a cast, or a call of one argument: the value inside
        [Token::Punct('('), .., Token::Punct(')'), _] => leaf(&words[words.len() - 1..]),
        [.., Token::Punct('('), _, Token::Punct(')')] => {
            leaf(&words[words.len() - 2..words.len() - 1])
        }
        _ => None,
    }
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
    fn c_arrays_read_with_their_shapes_suffixes_and_casts() {
        let t = one(
            "#include <stdint.h>\n// between\nconst uint64_t BETWEEN[2][3] = {\n  {1ULL, 2, 0x3},\n  {4, (uint64_t)5, C64(6)},\n};",
        );
        assert_eq!(
            (t.name.as_str(), t.line, t.ty.as_str()),
            ("BETWEEN", 3, "uint64_t")
        );
        assert_eq!(t.shape, [2, 3]);
        assert_eq!(t.values, Values::Integers(vec![1, 2, 3, 4, 5, 6]));
        // C's flat initialiser of a declared shape, a length a constant gives
        let t = one("static unsigned long long T[2][2] = { 1, 2, 3, 4 };");
        assert_eq!((t.ty.as_str(), t.shape.clone()), ("long", vec![2, 2]));
        let t = one("constexpr Bitboard K[SQUARE_NB] {1, -2};");
        assert_eq!(
            (t.shape.clone(), t.values),
            (vec![2], Values::Integers(vec![1, -2]))
        );
    }

    #[test]
    fn cpp_std_arrays_of_arrays() {
        let t = one(
            "constexpr std::array<std::array<uint64_t, 2>, 3> LINE = {{ {{1, 2}}, {{3, 4}}, {{5, 6}} }};",
        );
        assert_eq!((t.name.as_str(), t.ty.as_str()), ("LINE", "uint64_t"));
        assert_eq!(t.shape, [3, 2]);
        assert_eq!(t.values, Values::Integers(vec![1, 2, 3, 4, 5, 6]));
        let t = one("inline constexpr std::array<int, 3> D{1, 2, 3};");
        assert_eq!(t.shape, [3]);
    }

    #[test]
    fn structs_and_arrays_filled_at_start_up_are_skipped_or_passed_over() {
        let items = read(
            "Magic RookMagics[2] = { {0x1, 0x2, 3}, {0x4, 0x5, 6} };\n\
             Magic M[1] = { { .mask = 1, .shift = 2 } };\n\
             Bitboard PseudoAttacks[8][64];\n\
             void f(void) { x[3] = 4; }\n\
             const int E[2] = { 1 << 2, 3 };",
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
                "RookMagics: an array of structs (`{ … }`)",
                "M: an array of structs (`{ .… }`)",
                "E: a value the reader does not compute (`1 << 2`)",
            ]
        );
    }

    #[test]
    fn a_declared_shape_too_large_to_count_is_skipped() {
        let items = read(
            "uint64_t T[4294967296][4294967296] = {1};
             uint64_t H[9223372036854775809][9223372036854775809] = {5};
             uint64_t P[2][3] = {1, 2, 3, 4, 5};",
        );
        let why: Vec<&str> = items
            .iter()
            .map(|i| match i {
                Item::Skipped { why, .. } => why.as_str(),
                Item::Table(t) => panic!("read as a table: {t:?}"),
            })
            .collect();
        assert_eq!(
            why,
            [
                "1 values where its type holds more than can be counted",
                "1 values where its type holds more than can be counted",
                "5 values where its type holds 6",
            ]
        );
    }
}
