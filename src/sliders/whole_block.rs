//! A square's block of a shared attack table as an array of its slider's largest block, so
//! that a lookup whose index is known to be below that size reads it with no bounds check.

/// The `N` values of `table` from `offset`: a square's block of a shared attack table, read
/// whole. Evaluated when the crate is compiled (a `static`'s initialiser), where a block that
/// would run past the table's end is an error of the build, not of a lookup.
pub(crate) const fn whole_block<const N: usize>(
    table: &'static [u64],
    offset: u64,
) -> &'static [u64; N] {
    match table.split_at(offset as usize).1.first_chunk::<N>() {
        Some(block) => block,
        None => panic!("a block runs past its attack table's end"),
    }
}
