//! A table's doc in the written source: wrapped between words of prose, its code and long
//! words kept whole.

use crate::testing::*;
use chess_lut_types::Color;

#[test]
fn docs_are_wrapped_but_their_code_is_not() {
    let long = "word ".repeat(40);
    let code = format!("let x = \"{}\";", "a".repeat(120));
    let bake = one(Table::new("colors", Colors("c"), |c: Color| c as u8)
        .doc(&format!("{long}\n\n```\n{code}\n```")));
    let source = bake.source().unwrap();
    assert!(
        source
            .lines()
            .filter(|l| l.starts_with("///"))
            .all(|l| l.len() <= 100 || l.contains(&code))
    );
    assert!(source.contains(&format!("/// {code}\n")));
    assert!(source.contains("/// word word"));
}

#[test]
fn a_doc_line_of_exactly_the_width_is_not_wrapped() {
    // "/// " and 96 characters: exactly the width
    let line = format!("{} end", "x".repeat(92));
    assert_eq!(line.len(), 96);
    let bake = one(Table::new("c", Colors("c"), |c: Color| c as u8).doc(&line));
    let source = bake.source().unwrap();
    holds(&source, &format!("/// {line}\n"));
}

#[test]
fn a_long_doc_line_is_kept_whole_where_its_only_space_leads_it() {
    let long = format!(" {}", "x".repeat(100));
    let bake =
        one(Table::new("c", Colors("c"), |c: Color| c as u8).doc(&format!("Colours.\n{long}")));
    let source = bake.source().unwrap();
    holds(&source, &format!("/// {long}\n"));
}

#[test]
fn a_doc_breaks_between_words_of_prose_only() {
    let written = |doc: &str| {
        let mut out = String::new();
        text::doc_lines(&mut out, doc);
        out
    };
    // a character of several bytes across the width's end: no panic, a break after it
    let wide = format!("{}· ln moves", "x".repeat(96));
    assert_eq!(
        written(&wide),
        format!("/// {}·\n/// ln moves\n", "x".repeat(96))
    );
    // not inside inline code, and not before a quote, a heading, a list item or a number
    for marker in [
        "> 16", "# x", "- x", "* x", "+ x", "| x", "= x", "12. x", "3) x",
    ] {
        let doc = format!("{} {marker} end", "y".repeat(93));
        let out = written(&doc);
        assert!(
            out.lines()
                .all(|l| !l.trim_start_matches("/// ").starts_with(&marker[..1])),
            "{marker}: {out}"
        );
    }
    let code = format!("{} `(key >> 16) & 0x1FFF` and more", "z".repeat(85));
    let out = written(&code);
    holds(&out, "`(key >> 16) & 0x1FFF`");
    // a span of code is kept whole where a break inside it would fit
    let words = format!("{} `keep these words` end", "x".repeat(84));
    assert_eq!(
        written(&words),
        format!("/// {}\n/// `keep these words` end\n", "x".repeat(84))
    );
    // a number that starts no list may begin a line
    let plain = format!("{} 12 more", "w".repeat(94));
    assert_eq!(
        written(&plain),
        format!("/// {}\n/// 12 more\n", "w".repeat(94))
    );
}
