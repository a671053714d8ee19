//! How the command writes a small value as text, wherever it writes it: a string as JSON, a
//! field of an entry struct in decimal or hex.

/// `s` as a JSON string, also safe inside an HTML `<script>` element (`<` escaped), where the
/// explorer page carries it: the description file's writer
/// ([`chess_lut_types::table::file::string`]).
pub(crate) fn json_string(s: &str) -> String {
    let mut out = String::new();
    chess_lut_types::table::file::string(&mut out, s);
    out
}

/// Whether a field of an entry struct is written in decimal, as the generated source writes
/// it: an offset, a count of entries. Masks and factors, which are bit patterns, are hex.
pub fn written_in_decimal(field: &str) -> bool {
    field == "offset"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_for_json_inside_a_script() {
        assert_eq!(
            json_string("a\"b\\c</script>\n"),
            r#""a\"b\\c\u003c/script>\u000a""#
        );
    }
}
