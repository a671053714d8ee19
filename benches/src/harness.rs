//! The loop every bench runs ([`pass`]), its regimes, its inputs, and the two traits that
//! measure it ([`Runner`], [`Group`]).

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

use chess_lut::Square;
use chess_lut_bake::rng::SplitMix64 as Rng;
#[cfg(feature = "tables")]
use chess_lut_perft::Code;

/// How the loop asks its questions: see the crate docs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Regime {
    /// Independent calls over 1,024 inputs.
    Throughput,
    /// Each call's square picked by the previous answer.
    Latency,
    /// Independent calls, each after a random read from a 64 MiB buffer.
    Cache,
    /// Independent calls over 65,536 different inputs.
    Random,
}

impl Regime {
    /// Every regime, in report order.
    pub const ALL: [Regime; 4] = [
        Regime::Throughput,
        Regime::Latency,
        Regime::Cache,
        Regime::Random,
    ];

    /// The name in a group id: `in_between/throughput`.
    pub fn name(self) -> &'static str {
        match self {
            Regime::Throughput => "throughput",
            Regime::Latency => "latency",
            Regime::Cache => "cache",
            Regime::Random => "random",
        }
    }

    /// How many inputs one pass of the loop asks about: 1,024, or 65,536 for `Random`.
    pub fn len(self) -> usize {
        match self {
            Regime::Random => 65_536,
            _ => 1024,
        }
    }

    /// Never: every regime asks something.
    pub fn is_empty(self) -> bool {
        false
    }
}

/// The square of a bit index, the way an engine gets one from `trailing_zeros`: the index
/// masked to `0..64` and [`Square::from_index`], which folds to nothing.
#[inline(always)]
pub fn sq(i: u64) -> Square {
    match Square::from_index((i & 63) as u8) {
        Some(sq) => sq,
        None => unreachable!("masked to 0..64"),
    }
}

/// `n` random pairs of squares from `seed`.
pub fn square_pairs(seed: u64, n: usize) -> Vec<(Square, Square)> {
    let mut rng = Rng::new(seed);
    (0..n).map(|_| (sq(rng.next()), sq(rng.next()))).collect()
}

/// `n` random pairs of bit indices from `seed`, for asking any crate in its own square type.
pub fn index_pairs(seed: u64, n: usize) -> Vec<(u64, u64)> {
    let mut rng = Rng::new(seed);
    (0..n).map(|_| (rng.next() & 63, rng.next() & 63)).collect()
}

/// A fixed random number per input (`n` of them): in the latency regime, xored with the
/// previous answer it picks the next square.
fn seeds(n: usize) -> &'static [u64] {
    static SEEDS: OnceLock<Vec<u64>> = OnceLock::new();
    let all = SEEDS.get_or_init(|| {
        let mut rng = Rng::new(11);
        (0..Regime::Random.len()).map(|_| rng.next()).collect()
    });
    &all[..n.min(all.len())]
}

/// Where the cache regime's stream of random buffer reads has got to.
static CACHE_STATE: AtomicU64 = AtomicU64::new(0x2545_F491_4F6C_DD1D);

/// 64 MiB of `u64`, read at random between calls in the cache regime.
fn big_buffer() -> &'static [u64] {
    static BUFFER: OnceLock<Vec<u64>> = OnceLock::new();
    BUFFER.get_or_init(|| {
        let mut rng = Rng::new(10);
        (0..(64 << 20) / 8).map(|_| rng.next()).collect()
    })
}

/// `g.bench(id, inputs, next, |…| …)` with the closure `#[inline(always)]`. Without it LLVM
/// may keep a large call under test out of the loop: a call per input, run in the build's code
/// even from [`pass_in`]'s copy for BMI2. The loops would then differ in more than the call.
///
/// ```
/// use chess_lut_bench::{Group, Regime, bench, pass};
/// # struct Sum(u64);
/// # impl Group for &mut Sum {
/// #     fn regime(&self) -> Regime { Regime::Throughput }
/// #     fn bench<S: Copy, R: Copy>(&mut self, _: &str, inputs: &[(S, R)], next: fn(u64) -> S,
/// #         f: impl Fn(S, R) -> u64 + Copy) { self.0 += pass(Regime::Throughput, inputs, next, f) }
/// #     fn finish(self) {}
/// # }
/// let mut sum = Sum(0);
/// let mut g = &mut sum;
/// bench!(g, "xor", &[(1u64, 2u64), (4, 8)], |x| x, |a, b| a ^ b);
/// assert_eq!(sum.0, 3 ^ 12);
/// ```
#[macro_export]
macro_rules! bench {
    ($g:expr, $id:expr, $inputs:expr, $next:expr, |$($arg:pat_param),*| $body:expr $(,)?) => {
        $g.bench($id, $inputs, $next, #[inline(always)] |$($arg),*| $body)
    };
}

/// [`pass`] in the code `code` names: the build's own, or a copy of the loop, the call under
/// test and every lookup it inlines compiled for popcnt, lzcnt, BMI1, BMI2 and AVX2 (what
/// `chess-lut perft` runs on such a CPU, so that `chess-lut bench` weighs tables and
/// calculations in the code an engine built for the machine would run).
///
/// ```
/// use chess_lut_bench::{Regime, pass_in};
/// use chess_lut_perft::Code;
/// let inputs = [(3u64, 5u64), (6, 9)];
/// let f = |a: u64, b: u64| a.leading_zeros() as u64 + b;
/// for code in [Code::Build, Code::fastest()] {
///     assert_eq!(pass_in(code, Regime::Throughput, &inputs, |x| x, f), (62 + 5) ^ (61 + 9));
/// }
/// ```
///
/// # Panics
///
/// If `code` is not [available](Code::is_available) here.
#[cfg(feature = "tables")]
#[inline(always)]
pub fn pass_in<S: Copy, R: Copy>(
    code: Code,
    regime: Regime,
    inputs: &[(S, R)],
    next: fn(u64) -> S,
    f: impl Fn(S, R) -> u64,
) -> u64 {
    assert!(code.is_available(), "the code {code} is not available here");
    #[cfg(target_arch = "x86_64")]
    if code == Code::Bmi2 {
        // SAFETY: the CPU has every feature the copy was compiled for (asserted above).
        return unsafe { pass_bmi2(regime, inputs, next, f) };
    }
    pass(regime, inputs, next, f)
}

/// [`pass`] compiled for popcnt, lzcnt, BMI1, BMI2 and AVX2 (`pass` and the closure inline into
/// it).
#[cfg(all(target_arch = "x86_64", feature = "tables"))]
#[target_feature(enable = "popcnt,lzcnt,bmi1,bmi2,avx2")]
fn pass_bmi2<S: Copy, R: Copy>(
    regime: Regime,
    inputs: &[(S, R)],
    next: fn(u64) -> S,
    f: impl Fn(S, R) -> u64,
) -> u64 {
    pass(regime, inputs, next, f)
}

/// One pass of the timed loop: `f` on every input, in `regime`'s way. `next` makes the first
/// argument from a number (the latency regime's square depends on the previous answer); `f`
/// answers as a `u64` so that its answer can pick the next square. Returns a value the caller
/// must keep (`black_box`) so that nothing is optimised away.
#[inline(always)]
pub fn pass<S: Copy, R: Copy>(
    regime: Regime,
    inputs: &[(S, R)],
    next: fn(u64) -> S,
    f: impl Fn(S, R) -> u64,
) -> u64 {
    match regime {
        Regime::Throughput | Regime::Random => {
            let mut acc = 0u64;
            for &(a, rest) in inputs {
                acc ^= opaque(f(a, rest));
            }
            acc
        }
        Regime::Latency => {
            let mut prev = 0u64;
            for (&(_, rest), &seed) in inputs.iter().zip(seeds(inputs.len())) {
                // the next square depends on the previous answer: no two calls overlap
                prev = f(next(seed ^ prev), rest);
            }
            prev
        }
        Regime::Cache => {
            let buffer = big_buffer();
            let mask = buffer.len() - 1;
            // the stream of buffer reads goes on from pass to pass: the same addresses every
            // pass would soon be cached and evict nothing
            let mut state = CACHE_STATE.load(Ordering::Relaxed);
            let mut acc = 0u64;
            for &(a, rest) in inputs {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                acc ^= buffer[(state >> 20) as usize & mask];
                acc ^= opaque(f(a, rest));
            }
            CACHE_STATE.store(state, Ordering::Relaxed);
            acc
        }
    }
}

/// `x`, through a barrier the optimiser cannot see into, at no cost: an empty instruction
/// that takes and gives the value in a register. Each call of a timed loop ends in one, so that
/// the optimiser cannot vectorise the loop across independent calls (computing eight squares'
/// attacks in one AVX-512 register), which no move generator asking one question at a time can
/// do: the throughput regime credits each strategy with overlapping calls, not with lanes.
#[inline(always)]
pub fn opaque(mut x: u64) -> u64 {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    // SAFETY: the assembly is empty; it only keeps `x` in a register the optimiser must
    // assume changed.
    unsafe {
        core::arch::asm!("/* {0} */", inout(reg) x, options(pure, nomem, nostack, preserves_flags));
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        x = std::hint::black_box(x);
    }
    x
}

/// Builds the big buffers now, so that the first measurement does not pay for them.
pub fn prepare() {
    seeds(0);
    big_buffer();
}

/// What measures: criterion in `cargo bench`, the command's own timer in `chess-lut bench`.
pub trait Runner {
    /// A group being measured.
    type Group<'a>: Group
    where
        Self: 'a;

    /// Starts the group `name` (`in_between`, `sliders/rook` …) in `regime`: its id is
    /// `name/regime`.
    fn group(&mut self, name: &str, regime: Regime) -> Self::Group<'_>;
}

/// One group: implementations of one question in one regime, measured side by side.
pub trait Group {
    /// The regime every bench of the group runs in.
    fn regime(&self) -> Regime;

    /// Measures `f` over `inputs` ([`pass`] in the group's regime), under the id `id`.
    fn bench<S: Copy, R: Copy>(
        &mut self,
        id: &str,
        inputs: &[(S, R)],
        next: fn(u64) -> S,
        f: impl Fn(S, R) -> u64 + Copy,
    );

    /// Ends the group.
    fn finish(self);
}
