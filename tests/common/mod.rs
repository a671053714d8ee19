//! Shared by the integration tests: a seeded generator and the bridge to the codegen oracle.
#![allow(dead_code)] // each test binary uses its own part

use chess_lut::Square;

pub use chess_lut_codegen::rng::SplitMix64 as Rng;

/// Random boards for the tests.
pub trait Boards {
    /// A board whose density cycles through about 1/16, 1/8, 1/4, 1/2, 3/4 and 7/8.
    fn board(&mut self, round: usize) -> u64;
}

impl Boards for Rng {
    fn board(&mut self, round: usize) -> u64 {
        let (a, b, c, d) = (self.next(), self.next(), self.next(), self.next());
        match round % 6 {
            0 => a & b & c & d,
            1 => a & b & c,
            2 => a & b,
            3 => a,
            4 => a | b,
            _ => a | b | c,
        }
    }
}

/// The oracle's square number.
pub fn o(sq: Square) -> u8 {
    sq as u8
}

/// The generator's options for the build these tests run against: the crate's features, as the
/// build script read them, and the slider tables where it generated them (`chess_lut_magic`,
/// `chess_lut_pext`, `chess_lut_pext_compact`: a feature's, or `fastest`'s choice).
pub fn options() -> chess_lut_codegen::Options {
    chess_lut_codegen::Options {
        pext: cfg!(chess_lut_pext),
        pext_compact: cfg!(chess_lut_pext_compact),
        fastest_pext: cfg!(chess_lut_fastest_pext),
        magic: cfg!(chess_lut_magic),
        kindergarten: cfg!(feature = "kindergarten"),
        lines: cfg!(feature = "lines"),
        layouts: cfg!(feature = "layouts"),
        distances: cfg!(feature = "distances"),
        masks: cfg!(feature = "masks"),
        zobrist: cfg!(feature = "zobrist"),
        registry: cfg!(feature = "registry"),
    }
}
