//! SplitMix64, the seeded generator of the workspace: the magic search here, and the random
//! boards of the tests and benches, which reach it as a dependency.

/// SplitMix64 (Steele, Lea and Flood): a 64-bit state stepped by the golden-ratio increment and
/// mixed; small, seeded and good enough to spread boards over every density and magic
/// candidates over the factors. The same seed gives the same stream on every machine.
///
/// ```
/// use chess_lut_bake::rng::SplitMix64;
/// let mut a = SplitMix64::new(7);
/// let mut b = SplitMix64::new(7);
/// assert_eq!(a.next(), b.next());
/// assert_ne!(a.next(), SplitMix64::new(8).next());
/// assert!(a.below(10) < 10);
/// ```
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The generator seeded with `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)] // an endless stream, not an iterator
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n > 0`), by the remainder: the bias is below `n / 2^64`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
