//! The JSON the description file is read from: a value as the reader keeps it ([`Json`]), and a
//! reader of its own, which keeps a number's text.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::write::string;

/// A JSON value as the reader keeps it: a number as its text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written: `3`, `-0.0`, `0.907`.
    Number(String),
    /// A string, unescaped.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object: its members in the order written.
    Object(Vec<(String, Json)>),
}

impl core::fmt::Display for Json {
    /// The value as JSON, compact: `[1,"a",null]`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut out = String::new();
        write_json(&mut out, self);
        f.write_str(&out)
    }
}

fn write_json(out: &mut String, v: &Json) {
    match v {
        Json::Null => out.push_str("null"),
        Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Json::Number(n) => out.push_str(n),
        Json::String(s) => string(out, s),
        Json::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_json(out, item);
            }
            out.push(']');
        }
        Json::Object(members) => {
            out.push('{');
            for (i, (key, item)) in members.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                string(out, key);
                out.push(':');
                write_json(out, item);
            }
            out.push('}');
        }
    }
}

/// How deep arrays and objects may nest: a description nests four deep; a text nesting deeper
/// is refused before it can exhaust the stack.
pub(super) const MAX_DEPTH: usize = 32;

/// `text` as one JSON value, nothing after it but white space.
pub(super) fn parse(text: &str) -> Result<Json, String> {
    let mut p = Parser {
        text: text.as_bytes(),
        at: 0,
    };
    let v = p.value(0)?;
    p.space();
    if p.at < p.text.len() {
        return Err(p.error("more after the value"));
    }
    Ok(v)
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn error(&self, what: &str) -> String {
        format!("not JSON: {what} at byte {}", self.at)
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.text.get(self.at) {
            self.at += 1;
        }
    }

    fn eat(&mut self, word: &[u8]) -> bool {
        let found = self.text[self.at..].starts_with(word);
        if found {
            self.at += word.len();
        }
        found
    }

    fn value(&mut self, depth: usize) -> Result<Json, String> {
        if depth > MAX_DEPTH {
            return Err(self.error("nested too deep"));
        }
        self.space();
        match self.text.get(self.at) {
            Some(b'{') => {
                self.at += 1;
                let mut members = Vec::new();
                self.space();
                if self.eat(b"}") {
                    return Ok(Json::Object(members));
                }
                loop {
                    self.space();
                    if self.text.get(self.at) != Some(&b'"') {
                        return Err(self.error("a key that is not a string"));
                    }
                    let key = self.string()?;
                    self.space();
                    if !self.eat(b":") {
                        return Err(self.error("no ':' after a key"));
                    }
                    members.push((key, self.value(depth + 1)?));
                    self.space();
                    if self.eat(b"}") {
                        return Ok(Json::Object(members));
                    }
                    if !self.eat(b",") {
                        return Err(self.error("no ',' or '}' in an object"));
                    }
                }
            }
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if self.eat(b"]") {
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.space();
                    if self.eat(b"]") {
                        return Ok(Json::Array(items));
                    }
                    if !self.eat(b",") {
                        return Err(self.error("no ',' or ']' in a list"));
                    }
                }
            }
            Some(b'"') => self.string().map(Json::String),
            Some(b't') if self.eat(b"true") => Ok(Json::Bool(true)),
            Some(b'f') if self.eat(b"false") => Ok(Json::Bool(false)),
            Some(b'n') if self.eat(b"null") => Ok(Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error("no value")),
            None => Err(self.error("the end, where a value was expected")),
        }
    }

    /// A number, as JSON writes one: `-`, digits without a leading zero, a fraction, an
    /// exponent.
    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        let digits = |p: &mut Self| {
            let from = p.at;
            while p.text.get(p.at).is_some_and(u8::is_ascii_digit) {
                p.at += 1;
            }
            p.at - from
        };
        self.eat(b"-");
        let whole = self.at;
        let n = digits(self);
        if n == 0 || (n > 1 && self.text[whole] == b'0') {
            return Err(self.error("a malformed number"));
        }
        if self.eat(b".") && digits(self) == 0 {
            return Err(self.error("a malformed number"));
        }
        if self.eat(b"e") || self.eat(b"E") {
            if !self.eat(b"+") {
                self.eat(b"-");
            }
            if digits(self) == 0 {
                return Err(self.error("a malformed number"));
            }
        }
        let text =
            core::str::from_utf8(&self.text[start..self.at]).map_err(|_| self.error("a number"))?;
        Ok(Json::Number(text.to_string()))
    }

    /// A string, its escapes read.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1; // the opening quote
        let mut out = String::new();
        loop {
            let start = self.at;
            while let Some(&b) = self.text.get(self.at) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            let run = core::str::from_utf8(&self.text[start..self.at])
                .map_err(|_| self.error("text that is not UTF-8"))?;
            out.push_str(run);
            match self.text.get(self.at) {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = match self.text.get(self.at) {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            self.at += 1;
                            let high = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&high) {
                                if !self.eat(b"\\u") {
                                    return Err(self.error("half a surrogate pair"));
                                }
                                let low = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&low) {
                                    return Err(self.error("half a surrogate pair"));
                                }
                                0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                high
                            };
                            out.push(
                                char::from_u32(code).ok_or_else(|| self.error("no character"))?,
                            );
                            continue;
                        }
                        _ => return Err(self.error("an unknown escape")),
                    };
                    self.at += 1;
                    out.push(c);
                }
                Some(_) => return Err(self.error("a control character in a string")),
                None => return Err(self.error("a string that does not end")),
            }
        }
    }

    /// Four hex digits.
    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self
            .text
            .get(self.at..self.at + 4)
            .ok_or_else(|| self.error("a short \\u escape"))?;
        let digits = core::str::from_utf8(digits).map_err(|_| self.error("a bad \\u escape"))?;
        let code = u32::from_str_radix(digits, 16).map_err(|_| self.error("a bad \\u escape"))?;
        self.at += 4;
        Ok(code)
    }
}
