//! Reading the fuzzer's bytes: as the text a user would type, as small numbers, and the check
//! every refusal must pass.

use std::borrow::Cow;

/// The bytes as text, invalid UTF-8 replaced as a terminal would show it: every input reaches
/// the parsers.
pub fn text(data: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// An error message a user reads: one line, not empty, with no control character (what it
/// quotes of the input is escaped, so a line break typed into an argument cannot split it).
pub fn assert_one_line(what: &str, input: &str, message: &str) {
    assert!(
        !message.trim().is_empty() && !message.chars().any(char::is_control),
        "{what} {input:?} was refused with a message that is not one clear line: {message:?}"
    );
}

/// Bytes taken one at a time from the front; zero once they run out.
pub struct Bytes<'a>(pub &'a [u8]);

impl Bytes<'_> {
    /// The next byte (0 past the end).
    pub fn byte(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    /// The next eight bytes as a little-endian number.
    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, i| acc | u64::from(self.byte()) << (8 * i))
    }

    /// Whether any byte is left.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_run_out_as_zeros() {
        let mut b = Bytes(&[1, 2]);
        assert_eq!(
            (b.byte(), b.is_empty(), b.byte(), b.is_empty()),
            (1, false, 2, true)
        );
        assert_eq!(b.byte(), 0);
        assert_eq!(
            Bytes(&[1, 0, 0, 0, 0, 0, 0, 0x80]).u64(),
            0x8000_0000_0000_0001
        );
    }

    #[test]
    #[should_panic(expected = "not one clear line")]
    fn a_two_line_message_is_caught() {
        assert_one_line("square", "e9", "bad\nsquare");
    }
}
