//! The description file (feature `alloc`): what an engine's bake writes beside its generated
//! source (`OUT_DIR/NAME.json`) and the `chess-lut` command reads back, each table's
//! [`Description`] serialised under its fields' names, with its values. One writer
//! ([`write()`], and [`fields`] for the description alone, which the command's dump and page
//! write too) and one reader ([`read`]), beside each other; a round trip gives back what was
//! written.
//!
//! ```text
//! {"generator":"chess-lut-codegen 0.1.0","tables":[
//! {"name":"lmr","ident":"LMR","twin":"crate::search::reduction","doc":"…",
//!  "axes":[{"kind":"range","name":"depth","integers":{"ty":"u8","start":0,"end":63}},…],
//!  "ty":"u8","stored":"u8","answer":"number","bytes":4096,"values":[0,0,…]}
//! ]}
//! ```
//!
//! A value is written as its element type writes it (`Element::json` in chess-lut-codegen): a
//! number, `true` or `false`, a string (a 64-bit value in hex, `"0x…"`, since a JSON number is
//! exact only to 2^53 in most readers; a float's infinities `"inf"` and `"-inf"`; a value of an
//! engine's own type as the source that writes it). The reader keeps each value as [`Json`],
//! a number as its text, so that a float is read as its own type reads it.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use super::{AnswerKind, Axis, AxisKind, Description, Integers, lookup_name};

/// One table of a description file read back: its description, and its values, row-major.
#[derive(Clone, PartialEq, Debug)]
pub struct Entry {
    /// The table described, as its bake described it.
    pub description: Description<String, Vec<Axis<String>>>,
    /// Every value, as written.
    pub values: Vec<Json>,
}

/// A description file read back.
#[derive(Clone, PartialEq, Debug)]
pub struct File {
    /// What wrote it: `chess-lut-codegen 0.1.0`.
    pub generator: String,
    /// Its tables, in the order baked.
    pub tables: Vec<Entry>,
}

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

/// `s` as a JSON string, appended to `out`: also safe inside an HTML `<script>` element, where
/// the explorer page carries descriptions (`<` written `\u003c`, which JSON reads the same).
///
/// ```
/// let mut out = String::new();
/// chess_lut_types::table::file::string(&mut out, "a\"b\\c</script>\n");
/// assert_eq!(out, r#""a\"b\\c\u003c/script>\u000a""#);
/// ```
pub fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '<' => out.push_str("\\u003c"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The members of `d`'s JSON object, appended to `out` without its braces (so that a writer
/// may add its own): `"name"`, `"ident"`, `"twin"` (`null` for none), `"doc"`, `"axes"` (each
/// `{"kind","name","integers"}`, a range's integers `{"ty","start","end"}` or `null`), `"ty"`,
/// `"stored"`, `"answer"` and `"bytes"`: the description's fields, by their names.
///
/// ```
/// use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, file};
/// let axes = [Axis::new(AxisKind::Square, "sq")];
/// let d = Description { name: "zone", ident: "ZONE", twin: None, doc: "A zone.", axes: &axes[..],
///     ty: "Bitboard", stored: "u64", answer: AnswerKind::Set, bytes: 512 };
/// let mut out = String::new();
/// file::fields(&mut out, &d);
/// assert_eq!(out, r#""name":"zone","ident":"ZONE","twin":null,"doc":"A zone.","axes":[{"kind":"square","name":"sq","integers":null}],"ty":"Bitboard","stored":"u64","answer":"set","bytes":512"#);
/// ```
pub fn fields<S: AsRef<str>, A: AsRef<[Axis<S>]>>(out: &mut String, d: &Description<S, A>) {
    out.push_str("\"name\":");
    string(out, d.name.as_ref());
    out.push_str(",\"ident\":");
    string(out, d.ident.as_ref());
    out.push_str(",\"twin\":");
    match &d.twin {
        Some(twin) => string(out, twin.as_ref()),
        None => out.push_str("null"),
    }
    out.push_str(",\"doc\":");
    string(out, d.doc.as_ref());
    out.push_str(",\"axes\":[");
    for (i, axis) in d.axes.as_ref().iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"kind\":");
        string(out, axis.kind.name());
        out.push_str(",\"name\":");
        string(out, axis.name.as_ref());
        out.push_str(",\"integers\":");
        match &axis.integers {
            Some(integers) => {
                out.push_str("{\"ty\":");
                string(out, integers.ty.as_ref());
                let _ = write!(
                    out,
                    ",\"start\":{},\"end\":{}}}",
                    integers.start, integers.end
                );
            }
            None => out.push_str("null"),
        }
        out.push('}');
    }
    out.push_str("],\"ty\":");
    string(out, d.ty.as_ref());
    out.push_str(",\"stored\":");
    string(out, d.stored.as_ref());
    out.push_str(",\"answer\":");
    string(out, d.answer.name());
    let _ = write!(out, ",\"bytes\":{}", d.bytes);
}

/// The description file of `tables`, written by `generator` (`chess-lut-codegen 0.1.0`): each
/// table's description ([`fields`]) and its values, each value's JSON text given as its
/// element type writes it.
///
/// ```
/// use chess_lut_types::table::{AnswerKind, Axis, AxisKind, Description, file};
/// let axes = [Axis::new(AxisKind::Color, "color")];
/// let d = Description { name: "sign", ident: "SIGN", twin: None, doc: "", axes: &axes[..],
///     ty: "i8", stored: "i8", answer: AnswerKind::Number, bytes: 2 };
/// let text = file::write("chess-lut-codegen 0.1.0", &[(d, &["1".to_string(), "-1".to_string()][..])]);
/// let read = file::read(&text).unwrap();
/// assert_eq!(read.generator, "chess-lut-codegen 0.1.0");
/// assert_eq!(read.tables[0].description.name, "sign");
/// assert_eq!(read.tables[0].values[1].to_string(), "-1");
/// ```
pub fn write<S: AsRef<str>, A: AsRef<[Axis<S>]>>(
    generator: &str,
    tables: &[(Description<S, A>, &[String])],
) -> String {
    let mut out = String::from("{\"generator\":");
    string(&mut out, generator);
    out.push_str(",\"tables\":[\n");
    for (i, (d, values)) in tables.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        out.push('{');
        fields(&mut out, d);
        out.push_str(",\"values\":[");
        for (k, v) in values.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            out.push_str(v);
        }
        out.push_str("]}");
    }
    out.push_str("\n]}\n");
    out
}

/// The description file `text`, read back: its generator and every table, each with every
/// field of its description checked (a name the bake would accept, an axis kind and an answer
/// kind by their names, a range's integers); or the first thing wrong, in a sentence.
///
/// ```
/// use chess_lut_types::table::file;
/// assert!(file::read("{}").unwrap_err().contains("no \"generator\""));
/// assert!(file::read("[1,").unwrap_err().starts_with("not JSON"));
/// ```
pub fn read(text: &str) -> Result<File, String> {
    let document = parse(text)?;
    let generator = text_of(&document, "generator")?;
    let tables = list(&document, "tables")?
        .iter()
        .enumerate()
        .map(|(i, t)| {
            entry(t)
                .map_err(|e| format!("table {}: {e}", name_of(t).unwrap_or_else(|| i.to_string())))
        })
        .collect::<Result<Vec<Entry>, String>>()?;
    Ok(File { generator, tables })
}

/// A table's name for a message, quoted, if it has one.
fn name_of(table: &Json) -> Option<String> {
    let name = text_of(table, "name").ok()?;
    let mut quoted = String::new();
    string(&mut quoted, &name);
    Some(quoted)
}

fn entry(t: &Json) -> Result<Entry, String> {
    let name = text_of(t, "name")?;
    if lookup_name(&name).is_err() {
        return Err("not a lookup's name (a snake_case identifier, no Rust keyword)".into());
    }
    let twin = match member(t, "twin")? {
        Json::Null => None,
        Json::String(s) => Some(s.clone()),
        _ => return Err("\"twin\" is neither a string nor null".into()),
    };
    let axes = list(t, "axes")?
        .iter()
        .map(axis)
        .collect::<Result<Vec<Axis<String>>, String>>()?;
    let answer = text_of(t, "answer")?;
    let answer = AnswerKind::from_name(&answer)
        .ok_or_else(|| format!("an answer of no kind known: {answer:?}"))?;
    let bytes = integer(member(t, "bytes")?, "bytes")?;
    let description = Description {
        name,
        ident: text_of(t, "ident")?,
        twin,
        doc: text_of(t, "doc")?,
        axes,
        ty: text_of(t, "ty")?,
        stored: text_of(t, "stored")?,
        answer,
        bytes: usize::try_from(bytes).map_err(|_| "\"bytes\" is no size".to_string())?,
    };
    Ok(Entry {
        description,
        values: list(t, "values")?.to_vec(),
    })
}

fn axis(v: &Json) -> Result<Axis<String>, String> {
    let name = text_of(v, "name")?;
    let kind = text_of(v, "kind")?;
    let kind = AxisKind::from_name(&kind)
        .ok_or_else(|| format!("an axis of kind {kind:?}, which no baked table has"))?;
    let integers = match member(v, "integers")? {
        Json::Null => None,
        integers => Some(Integers {
            ty: text_of(integers, "ty")?,
            start: integer(member(integers, "start")?, "start")?,
            end: integer(member(integers, "end")?, "end")?,
        }),
    };
    match (kind, integers) {
        (AxisKind::Range, Some(integers)) => Ok(Axis::range(name, integers)),
        (AxisKind::Range, None) => Err(format!("the range {name:?} has no integers")),
        (_, Some(_)) => Err(format!("the axis {name:?} is no range, but has integers")),
        (kind, None) => Ok(Axis::new(kind, name)),
    }
}

fn member<'a>(v: &'a Json, key: &str) -> Result<&'a Json, String> {
    match v {
        Json::Object(members) => members
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
            .ok_or_else(|| format!("no {key:?}")),
        _ => Err(format!("not an object where {key:?} was looked for")),
    }
}

fn text_of(v: &Json, key: &str) -> Result<String, String> {
    match member(v, key)? {
        Json::String(s) => Ok(s.clone()),
        _ => Err(format!("{key:?} is not a string")),
    }
}

fn list<'a>(v: &'a Json, key: &str) -> Result<&'a [Json], String> {
    match member(v, key)? {
        Json::Array(items) => Ok(items),
        _ => Err(format!("{key:?} is not a list")),
    }
}

fn integer(v: &Json, key: &str) -> Result<i128, String> {
    match v {
        Json::Number(n) => n
            .parse()
            .map_err(|_| format!("{key:?} is not an integer: {n}")),
        _ => Err(format!("{key:?} is not a number")),
    }
}

/// How deep arrays and objects may nest: a description nests four deep; a text nesting deeper
/// is refused before it can exhaust the stack.
const MAX_DEPTH: usize = 32;

/// `text` as one JSON value, nothing after it but white space.
fn parse(text: &str) -> Result<Json, String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn lmr() -> Description<&'static str, Vec<Axis<&'static str>>> {
        let depth = Integers {
            ty: "u8",
            start: 1,
            end: 2,
        };
        Description {
            name: "lmr",
            ident: "LMR",
            twin: Some("crate::search::reduction"),
            doc: "Reductions \"late\".\n\nIn <b>plies</b>: \u{1F600}.",
            axes: vec![
                Axis::range("depth", depth),
                Axis::new(AxisKind::Square, "sq"),
            ],
            ty: "f32",
            stored: "f32",
            answer: AnswerKind::Float,
            bytes: 512,
        }
    }

    /// What is written is read back: every field of the description, and every value's text.
    #[test]
    fn a_description_reads_back_as_written() {
        let d = lmr();
        let values: Vec<String> = (0..128)
            .map(|i| match i {
                0 => "\"inf\"".to_string(),
                1 => "-0.0".to_string(),
                2 => "0.9070096".to_string(),
                _ => i.to_string(),
            })
            .collect();
        let text = write("chess-lut-codegen 0.1.0", &[(d.clone(), &values[..])]);
        let file = read(&text).unwrap();
        assert_eq!(file.generator, "chess-lut-codegen 0.1.0");
        let entry = &file.tables[0];
        let back = &entry.description;
        assert_eq!(
            (
                back.name.as_str(),
                back.ident.as_str(),
                back.twin.as_deref()
            ),
            (d.name, d.ident, d.twin)
        );
        assert_eq!(
            (back.doc.as_str(), back.ty.as_str(), back.stored.as_str()),
            (d.doc, d.ty, d.stored)
        );
        assert_eq!((back.answer, back.bytes), (d.answer, d.bytes));
        assert_eq!(back.axes.len(), 2);
        assert_eq!(
            back.axes[0]
                .integers
                .as_ref()
                .map(|i| (i.ty.as_str(), i.start, i.end)),
            Some(("u8", 1, 2))
        );
        assert_eq!(
            (back.axes[1].kind, back.axes[1].name.as_str()),
            (AxisKind::Square, "sq")
        );
        let texts: Vec<String> = entry.values.iter().map(ToString::to_string).collect();
        assert_eq!(texts, values);
        assert_eq!(entry.values[0], Json::String("inf".into()));
    }

    #[test]
    fn bad_files_are_refused_in_a_sentence() {
        let good = write(
            "chess-lut-codegen 0.1.0",
            &[(lmr(), &["1".to_string()][..])],
        );
        let refused = |text: &str| read(text).unwrap_err();
        assert!(refused(&good.replace("\"lmr\"", "\"type\"")).contains("not a lookup's name"));
        assert!(
            refused(&good.replace("\"range\"", "\"ranges\"")).contains("which no baked table has")
        );
        assert!(refused(&good.replace("\"float\"", "\"double\"")).contains("no kind known"));
        assert!(refused(&good.replace("\"stored\"", "\"store\"")).contains("no \"stored\""));
        assert!(refused(&good.replace("\"start\":1", "\"start\":1.5")).contains("not an integer"));
        assert!(
            refused(&good.replace("\"integers\":null", "\"integers\":{}")).contains("no \"ty\"")
        );
        assert!(refused(&good[..good.len() - 3]).starts_with("not JSON"));
        for bad in [
            "",
            "[",
            "{\"a\" 1}",
            "[01]",
            "[1.]",
            "[1e]",
            "\"\\x\"",
            "\"\\ud800\"",
            "[1] 2",
            "tru",
        ] {
            assert!(read(bad).unwrap_err().starts_with("not JSON"), "{bad:?}");
        }
        let deep = "[".repeat(MAX_DEPTH + 2);
        assert!(read(&deep).unwrap_err().contains("nested too deep"));
    }

    #[test]
    fn json_values_read_as_written() {
        let v =
            parse(r#"{"a":[true,false,null,-1.5e+3,"\u00e9\ud83d\ude00\n\/"],"b":{}}"#).unwrap();
        assert_eq!(
            v.to_string(),
            "{\"a\":[true,false,null,-1.5e+3,\"\u{e9}\u{1F600}\\u000a/\"],\"b\":{}}"
        );
    }
}
