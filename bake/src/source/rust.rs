//! Rust source text, as the generator writes it: a type, a path or an expression. Written as
//! text, so that a build compiles neither `proc-macro2` nor `quote` unless it asks for them
//! (the `tokens` feature: a type of an engine's own that writes itself with `quote`); then a
//! token stream converts, rendered on one line with the spacing rustfmt gives simple items.

use std::fmt;

/// A piece of Rust source: a type (`crate::eval::Score`), a path (`::chess_lut`) or an
/// expression (`LMR[depth as usize]`), as the generated file writes it. What an
/// [`Element`](crate::Element) names its type with and wraps a read in, and what a
/// [`Bake`](crate::Bake) reaches chess-lut by.
///
/// Made from text, or (feature `tokens`) from a `proc_macro2::TokenStream`, such as `quote!`
/// gives:
///
/// ```
/// use chess_lut_bake::Rust;
/// let ty = Rust::from("crate::eval::Score");
/// assert_eq!(ty.as_str(), "crate::eval::Score");
/// assert_eq!(format!("[{ty}; 64]"), "[crate::eval::Score; 64]");
/// # #[cfg(feature = "tokens")]
/// assert_eq!(Rust::from(quote::quote!(crate::eval::Score)), ty);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rust(String);

impl Rust {
    /// The source `text`, as it is.
    pub fn new(text: impl Into<String>) -> Rust {
        Rust(text.into())
    }

    /// The source text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<&str> for Rust {
    fn from(text: &str) -> Rust {
        Rust::new(text)
    }
}

impl From<String> for Rust {
    fn from(text: String) -> Rust {
        Rust(text)
    }
}

impl fmt::Display for Rust {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A token stream rendered on one line, as [`render`] writes it.
#[cfg(feature = "tokens")]
impl From<proc_macro2::TokenStream> for Rust {
    fn from(tokens: proc_macro2::TokenStream) -> Rust {
        Rust(render(tokens))
    }
}

/// Renders tokens on one line with the spacing rustfmt would give simple items:
/// `fn f(x: u8) -> u8 { x }`, `T[a as usize]`, `0u8..=63u8`, `S { mg: -46i16 }`.
#[cfg(feature = "tokens")]
pub fn render(tokens: proc_macro2::TokenStream) -> String {
    let mut out = String::new();
    render_into(&mut out, tokens);
    out
}

#[cfg(feature = "tokens")]
fn render_into(out: &mut String, tokens: proc_macro2::TokenStream) {
    use proc_macro2::{Delimiter, Spacing, TokenTree};
    // `glue`: the previous token binds to the next one (`&x`, `a::b`, `a.b`, `->`).
    let mut glue = false;
    // the previous token can be indexed: a name that is not a keyword, or a call or an index
    let mut indexable = false;
    // the previous token is punctuation, or there is none: a `-` or `!` now is a prefix
    let mut after_punct = true;
    for tree in tokens {
        let opens_or_starts = out.is_empty() || out.ends_with(['[', '(', '{', ' ']);
        let space = !(glue || opens_or_starts);
        glue = false;
        let was_indexable = std::mem::replace(&mut indexable, false);
        let prefix_position = std::mem::replace(&mut after_punct, false);
        match tree {
            TokenTree::Group(group) => {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{ ", " }"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                // a call or a signature, `f(`, never `f (`; an index, `t[i]`, never `t [i]`
                let call = group.delimiter() == Delimiter::Parenthesis
                    && out.ends_with(|c: char| c.is_alphanumeric() || c == '_');
                let index = group.delimiter() == Delimiter::Bracket && was_indexable;
                if space && !call && !index {
                    out.push(' ');
                }
                out.push_str(open);
                render_into(out, group.stream());
                out.push_str(close);
                indexable = matches!(
                    group.delimiter(),
                    Delimiter::Parenthesis | Delimiter::Bracket
                );
            }
            TokenTree::Punct(p) => {
                let c = p.as_char();
                let joint = p.spacing() == Spacing::Joint;
                // `::` (a joint colon, or the colon after one) and `.` glue on both sides;
                // `,` `;` `:` stick to what precedes them; `&` is only ever a prefix here.
                let path = c == ':' && (joint || out.ends_with(':'));
                if space && !(path || matches!(c, ',' | ';' | ':' | '.')) {
                    out.push(' ');
                }
                out.push(c);
                // the `=` of a range's `..=` binds to the end: `0..=63`
                let range = c == '=' && out.ends_with("..=");
                let prefix = prefix_position && matches!(c, '-' | '!');
                glue = joint || path || range || prefix || matches!(c, '.' | '&');
                after_punct = true;
            }
            other => {
                if space {
                    out.push(' ');
                }
                let text = other.to_string();
                indexable = matches!(other, TokenTree::Ident(_)) && !KEYWORDS.contains(&&*text);
                out.push_str(&text);
            }
        }
    }
}

/// The keywords after which a bracket opens an array, not an index (`in [a, b]`).
#[cfg(feature = "tokens")]
const KEYWORDS: [&str; 8] = ["in", "return", "break", "mut", "as", "else", "match", "if"];

#[cfg(all(test, feature = "tokens"))]
mod tests {
    use super::*;
    use quote::quote;

    #[test]
    fn tokens_render_like_rustfmt() {
        assert_eq!(
            render(quote!(
                fn f(x: u8) -> u8 {
                    x
                }
            )),
            "fn f(x: u8) -> u8 { x }"
        );
        assert_eq!(
            render(quote!(T[a as usize][b(c)[0]] + f(x)[1])),
            "T[a as usize][b(c)[0]] + f(x)[1]"
        );
        assert_eq!(
            render(quote!(for x in [1, 2] {
                return [x];
            })),
            "for x in [1, 2] { return [x]; }"
        );
        assert_eq!(render(quote!(0u8..=63u8)), "0u8..=63u8");
        let (minus, two) = (-46i16, 2);
        assert_eq!(
            render(quote!(S { mg: #minus, eg: -#two } - 1)),
            "S { mg: -46i16, eg: -2i32 } - 1"
        );
        assert_eq!(render(quote!(a == b)), "a == b");
        // a call after a name ending in `_` binds; a parenthesis after an operator does not
        assert_eq!(render(quote!(f_(x) + (y))), "f_(x) + (y)");
    }
}
