//! The words of a Rust, C or C++ source as the reader of its tables needs them: names, integers
//! (decimal, hex, octal or binary, with `_` or `'` between digits and a type suffix), floats
//! and punctuation, each with its line; comments, strings, characters and lifetimes skipped.

/// One word of a source.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Token {
    /// A name or keyword: `static`, `BETWEEN`, `uint64_t`.
    Name(String),
    /// An integer literal's value, its suffix dropped (`0x10ULL`, `1_000u64`).
    Int(u128),
    /// A float literal: a table of floats is no table of squares.
    Float,
    /// Any other character that is not white space.
    Punct(char),
}

/// A token and the line it starts on (1 for the first).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Spanned {
    /// The token.
    pub token: Token,
    /// Its line.
    pub line: usize,
}

/// The name at `i`, if a name is there.
pub fn name(tokens: &[Spanned], i: usize) -> Option<&str> {
    match &tokens.get(i)?.token {
        Token::Name(n) => Some(n),
        _ => None,
    }
}

/// Whether the character `c` is at `i`.
pub fn punct(tokens: &[Spanned], i: usize, c: char) -> bool {
    matches!(tokens.get(i), Some(Spanned { token: Token::Punct(p), .. }) if *p == c)
}

/// The path of names that starts at `i` (`crate::types::Bitboard`): its last name, and where it
/// ends.
pub fn path(tokens: &[Spanned], i: usize) -> (String, usize) {
    let mut j = i;
    let mut last = String::new();
    while let Some(n) = name(tokens, j) {
        last = n.to_string();
        j += 1;
        if punct(tokens, j, ':') && punct(tokens, j + 1, ':') {
            j += 2;
        } else {
            break;
        }
    }
    (last, j)
}

/// The tokens of `text`, or the line of the first integer no 128 bits hold, or of a comment or
/// string left open.
///
/// ```
/// use chess_lut_cli::matching::tokens::{Token, tokens};
/// let words: Vec<Token> = tokens("x = 0x1_0ull; // c\n/* d */ 'a' \"s\" 017 0b11 3.5")
///     .unwrap()
///     .into_iter()
///     .map(|s| s.token)
///     .collect();
/// assert_eq!(words, [
///     Token::Name("x".into()), Token::Punct('='), Token::Int(16), Token::Punct(';'),
///     Token::Int(15), Token::Int(3), Token::Float,
/// ]);
/// assert!(tokens("/* open").unwrap_err().contains("line 1"));
/// ```
pub fn tokens(text: &str) -> Result<Vec<Spanned>, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(text.len() / 3);
    let (mut i, mut line) = (0, 1);
    while i < bytes.len() {
        let c = bytes[i];
        let start_line = line;
        match c {
            b'\n' => {
                line += 1;
                i += 1;
            }
            _ if c.is_ascii_whitespace() => i += 1,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                let Some(end) = text[i + 2..].find("*/") else {
                    return Err(format!("line {start_line}: a comment never closed"));
                };
                line += text[i..i + 2 + end].matches('\n').count();
                i += end + 4;
            }
            b'"' => {
                i = quoted(bytes, i, b'"', &mut line)
                    .ok_or_else(|| format!("line {start_line}: a string never closed"))?;
            }
            b'\'' => {
                // a character ('a', '\n') or, in Rust, a lifetime ('static): skipped alike
                let mut lines = line;
                match quoted(bytes, i, b'\'', &mut lines).filter(|&end| end - i <= 12) {
                    Some(end) => {
                        line = lines;
                        i = end;
                    }
                    None => {
                        i += 1;
                        while i < bytes.len() && is_word(bytes[i]) {
                            i += 1;
                        }
                    }
                }
            }
            _ if c.is_ascii_digit() => {
                let start = i;
                while i < bytes.len() && (is_word(bytes[i]) || bytes[i] == b'\'') {
                    i += 1;
                }
                // a float: a point with a digit after it, or an exponent of a decimal
                let fraction =
                    bytes.get(i) == Some(&b'.') && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
                let word = &text[start..i];
                let exponent = !word.starts_with("0x")
                    && !word.starts_with("0X")
                    && word.contains(['e', 'E'])
                    && word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                if fraction || exponent && !word.ends_with(char::is_alphabetic) {
                    if fraction {
                        i += 1;
                        while i < bytes.len() {
                            // an exponent's sign: `2.5E-3`
                            let signed = matches!(bytes[i], b'+' | b'-')
                                && matches!(bytes[i - 1], b'e' | b'E');
                            if !(is_word(bytes[i]) || signed) {
                                break;
                            }
                            i += 1;
                        }
                    }
                    out.push(Spanned {
                        token: Token::Float,
                        line: start_line,
                    });
                    continue;
                }
                let value = integer(word).ok_or_else(|| {
                    format!("line {start_line}: {word:?} is no integer a table holds")
                })?;
                out.push(Spanned {
                    token: Token::Int(value),
                    line: start_line,
                });
            }
            _ if is_word(c) => {
                let start = i;
                while i < bytes.len() && is_word(bytes[i]) {
                    i += 1;
                }
                // a raw string (r"…", r#"…"#) or a byte string: skipped as a string
                let word = &text[start..i];
                if matches!(word, "r" | "br" | "b" | "c" | "cr")
                    && matches!(bytes.get(i), Some(b'"' | b'#'))
                {
                    i = raw_string(text, i, &mut line)
                        .ok_or_else(|| format!("line {start_line}: a string never closed"))?;
                    continue;
                }
                out.push(Spanned {
                    token: Token::Name(word.to_string()),
                    line: start_line,
                });
            }
            _ => {
                // one character, whole (a UTF-8 sequence is one)
                let ch = text[i..].chars().next().unwrap_or('?');
                out.push(Spanned {
                    token: Token::Punct(ch),
                    line: start_line,
                });
                i += ch.len_utf8();
            }
        }
    }
    Ok(out)
}

/// A byte of a name or a number.
fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Past the quoted text that opens at `i` with `quote` (escapes skipped), counting its lines;
/// `None` where it never closes.
fn quoted(bytes: &[u8], i: usize, quote: u8, line: &mut usize) -> Option<usize> {
    let mut j = i + 1;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            b'\n' => {
                *line += 1;
                j += 1;
            }
            b if b == quote => return Some(j + 1),
            _ => j += 1,
        }
    }
    None
}

/// Past a Rust raw string whose `#`s or quote begin at `i`.
fn raw_string(text: &str, i: usize, line: &mut usize) -> Option<usize> {
    let hashes = text[i..].bytes().take_while(|&b| b == b'#').count();
    let open = i + hashes;
    if text.as_bytes().get(open) != Some(&b'"') {
        return None;
    }
    let close = format!("\"{}", "#".repeat(hashes));
    let end = text[open + 1..].find(&close)? + open + 1;
    *line += text[i..end].matches('\n').count();
    Some(end + close.len())
}

/// The value of an integer literal, its separators and suffix dropped: `0x1_0u64` 16, `017` 15
/// (C's octal), `0o17` 15, `0b11` 3, `12ULL` 12; `None` for anything else.
fn integer(word: &str) -> Option<u128> {
    let word: String = word.chars().filter(|&c| c != '_' && c != '\'').collect();
    let lower = word.to_ascii_lowercase();
    let (digits, radix) = if let Some(hex) = lower.strip_prefix("0x") {
        (hex, 16)
    } else if let Some(bin) = lower.strip_prefix("0b") {
        (bin, 2)
    } else if let Some(oct) = lower.strip_prefix("0o") {
        (oct, 8)
    } else if lower.len() > 1 && lower.starts_with('0') && lower.as_bytes()[1].is_ascii_digit() {
        (&lower[1..], 8)
    } else {
        (&lower[..], 10)
    };
    // the suffix: Rust's type (u64, i32, usize) or C's (u, l, ul, ull, z)
    let end = digits
        .find(|c: char| !c.is_digit(radix))
        .unwrap_or(digits.len());
    let (number, suffix) = digits.split_at(end);
    let known = [
        "", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
        "u", "l", "ul", "lu", "ll", "ull", "llu", "z", "uz",
    ];
    if number.is_empty() || !known.contains(&suffix) {
        return None;
    }
    u128::from_str_radix(number, radix).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_read_in_every_radix_and_with_every_suffix() {
        for (word, value) in [
            ("0", 0),
            ("42", 42),
            ("0xFFFF_FFFF_FFFF_FFFF", u128::from(u64::MAX)),
            ("0X1Fu64", 31),
            ("0b1010_1010", 170),
            ("0o777", 511),
            ("0777", 511),
            ("18446744073709551615ULL", u128::from(u64::MAX)),
            ("1'000'000", 1_000_000),
            ("7usize", 7),
            ("3LLU", 3),
        ] {
            assert_eq!(integer(word), Some(value), "{word}");
        }
        for bad in ["08", "0x", "12abc", "0b2", "1u9"] {
            assert_eq!(integer(bad), None, "{bad}");
        }
    }

    #[test]
    fn comments_strings_and_lifetimes_are_skipped_and_lines_counted() {
        let text = "a /* one\ntwo */ b\n\"x\ny\" c 'static d r#\"q\"# e\n'\\n' f";
        let got: Vec<(String, usize)> = tokens(text)
            .unwrap()
            .into_iter()
            .filter_map(|s| match s.token {
                Token::Name(n) => Some((n, s.line)),
                _ => None,
            })
            .collect();
        let expected = [("a", 1), ("b", 2), ("c", 4), ("d", 4), ("e", 4), ("f", 5)];
        assert_eq!(
            got,
            expected.map(|(n, l)| (n.to_string(), l)).to_vec(),
            "{text}"
        );
        assert!(tokens("\"open").unwrap_err().contains("never closed"));
        assert!(tokens("x = 0x1_0000_0000_0000_0000_0000_0000_0000_0000;").is_err());
    }

    #[test]
    fn floats_are_floats() {
        for float in ["1.5", "0.25f32", "1e9", "2.5E-3"] {
            assert_eq!(tokens(float).unwrap()[0].token, Token::Float, "{float}");
        }
        // a range or a method call of an integer is no float
        let range: Vec<Token> = tokens("0..64")
            .unwrap()
            .into_iter()
            .map(|s| s.token)
            .collect();
        assert_eq!(range[0], Token::Int(0));
    }
}
