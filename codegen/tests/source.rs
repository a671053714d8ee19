//! The generated source as a whole: stable byte for byte, and lines a reader can read.

use chess_lut_codegen::{Options, generated};

#[test]
fn every_line_of_every_generated_file_is_short_and_the_source_is_stable() {
    let files = generated(Options::all(true));
    assert_eq!(
        files.files(),
        generated(Options::all(true)).files(),
        "byte-identical"
    );
    for (name, source) in files.files() {
        let (number, longest) = source
            .lines()
            .enumerate()
            .max_by_key(|(_, line)| line.len())
            .unwrap_or((0, ""));
        assert!(
            longest.len() <= 2000,
            "{name}:{}: a line of {} characters",
            number + 1,
            longest.len()
        );
    }
}
