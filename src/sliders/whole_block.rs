//! A square's block of a shared attack table as an array of a rook's largest block, so that a
//! lookup whose index is known to be below that size reads it with no bounds check, and rook and
//! bishop blocks are one type.

/// How many slots a block is read as: a rook's 12-bit index, the most any slider's block has
/// (a bishop's uses the first 512).
pub(crate) const BLOCK_SLOTS: usize = 1 << 12;

/// A square's block of a shared attack table, read whole.
pub(crate) type WholeBlock = &'static [u64; BLOCK_SLOTS];

/// The [`BLOCK_SLOTS`] values of `table` from `offset`: a square's block, read whole. Evaluated
/// when the crate is compiled (a `static`'s initialiser), where a block that would run past the
/// table's end is an error of the build, not of a lookup.
pub(crate) const fn whole_block(table: &'static [u64], offset: u64) -> WholeBlock {
    match table
        .split_at(offset as usize)
        .1
        .first_chunk::<BLOCK_SLOTS>()
    {
        Some(block) => block,
        None => panic!("a block runs past its attack table's end"),
    }
}
