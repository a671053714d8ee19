//! Every slider strategy of chess-lut, from a bit index: the groups `sliders/rook`,
//! `sliders/bishop`, `sliders/alternating`, `sliders/either` and `sliders/queen`, to which
//! `benches/peers.rs` adds the peers.

use chess_lut::{Bitboard, calc, sliders as strategies};

use chess_lut_bake::rng::SplitMix64 as Rng;

use crate::harness::{Group, Regime, Runner, sq};

/// Which slider a group asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Rook attacks only.
    Rook,
    /// Bishop attacks only.
    Bishop,
    /// Rook and bishop in turn, through one call site: the slider a value known at run time
    /// (`match piece`), in a pattern the branch predictor learns.
    Alternating,
    /// Rook or bishop through one call site, each input's at random: the slider a value known
    /// at run time that no predictor learns, as SEE and x-ray code ask for the piece a square
    /// holds.
    Either,
    /// A rook's and a bishop's attacks from one square together: a queen, or the checks and
    /// pins on a king (what the dual strategy answers in one pass).
    Queen,
}

impl Mode {
    /// All five, in report order.
    pub const ALL: [Mode; 5] = [
        Mode::Rook,
        Mode::Bishop,
        Mode::Alternating,
        Mode::Either,
        Mode::Queen,
    ];

    /// The group name: `sliders/rook`, `sliders/bishop`, `sliders/alternating`,
    /// `sliders/either`, `sliders/queen`.
    pub fn group(self) -> &'static str {
        match self {
            Mode::Rook => "sliders/rook",
            Mode::Bishop => "sliders/bishop",
            Mode::Alternating => "sliders/alternating",
            Mode::Either => "sliders/either",
            Mode::Queen => "sliders/queen",
        }
    }
}

/// Whether an input asks for a rook (or a bishop) in the groups that ask for either through
/// one call site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asks {
    /// In `sliders/alternating`: every other input.
    pub rook_in_turn: bool,
    /// In `sliders/either`: each input's at random, half of them.
    pub rook_at_random: bool,
}

/// A bit index, and an occupancy with which slider it asks for where a group asks for either.
pub type SliderInput = (u64, (u64, Asks));

/// Random squares on boards of mixed density (one square in four occupied), `regime.len()` of
/// them; every other one asks for a rook in the alternating groups, a random half in the
/// `either` groups.
///
/// ```
/// use chess_lut_bench::{Regime, slider_inputs};
/// let inputs = slider_inputs(Regime::Random);
/// let rooks = inputs.iter().filter(|(_, (_, asks))| asks.rook_at_random).count();
/// assert!((30_000..35_000).contains(&rooks), "{rooks} of 65,536");
/// assert!(inputs.iter().step_by(2).all(|(_, (_, asks))| asks.rook_in_turn));
/// ```
pub fn slider_inputs(regime: Regime) -> Vec<SliderInput> {
    let mut rng = Rng::new(8);
    // the kinds from a generator of their own, so that the squares and boards are the ones
    // every earlier run measured
    let mut kinds = Rng::new(9);
    (0..regime.len())
        .map(|i| {
            let asks = Asks {
                rook_in_turn: i % 2 == 0,
                rook_at_random: kinds.next() & 1 == 0,
            };
            (rng.next() & 63, (rng.next() & rng.next(), asks))
        })
        .collect()
}

/// A bit index as it comes: the implementation masks it when converting.
#[inline(always)]
pub fn index(i: u64) -> u64 {
    i
}

/// One slider implementation: `rook` and `bishop` from a bit index and an occupancy.
pub fn slider<G: Group>(
    g: &mut G,
    id: &str,
    inputs: &[SliderInput],
    mode: Mode,
    rook: impl Fn(u64, u64) -> u64 + Copy,
    bishop: impl Fn(u64, u64) -> u64 + Copy,
) {
    match mode {
        Mode::Rook => bench!(g, id, inputs, index, |s, (o, _)| rook(s, o)),
        Mode::Bishop => bench!(g, id, inputs, index, |s, (o, _)| bishop(s, o)),
        Mode::Alternating => bench!(g, id, inputs, index, |s, (o, asks)| {
            if asks.rook_in_turn {
                rook(s, o)
            } else {
                bishop(s, o)
            }
        }),
        Mode::Either => bench!(g, id, inputs, index, |s, (o, asks)| {
            if asks.rook_at_random {
                rook(s, o)
            } else {
                bishop(s, o)
            }
        }),
        // both of one square: a strategy that answers both at once computes them once (the
        // two inlined halves of one pass are one computation to the optimiser)
        Mode::Queen => bench!(g, id, inputs, index, |s, (o, _)| rook(s, o) | bishop(s, o)),
    }
}

/// [`slider`] for each `id => rook, bishop;` in turn, into group `g` with `inputs` in `mode`.
///
/// ```
/// use chess_lut_bench::{Group, Regime, Runner, slider_inputs, sliders::Mode};
/// # struct Count(usize);
/// # impl Group for &mut Count {
/// #     fn regime(&self) -> Regime { Regime::Throughput }
/// #     fn bench<S: Copy, R: Copy>(&mut self, _: &str, _: &[(S, R)], _: fn(u64) -> S,
/// #         _: impl Fn(S, R) -> u64 + Copy) { self.0 += 1 }
/// #     fn finish(self) {}
/// # }
/// let inputs = slider_inputs(Regime::Throughput);
/// let mut count = Count(0);
/// chess_lut_bench::slider_impls! { &mut &mut count, &inputs, Mode::Rook;
///     "zero" => |_, _| 0, |_, _| 0;
///     "occupancy" => |_, o| o, |_, o| o;
/// }
/// assert_eq!(count.0, 2);
/// ```
#[macro_export]
macro_rules! slider_impls {
    ($g:expr, $inputs:expr, $mode:expr; $($id:expr =>
        |$rs:pat_param, $ro:pat_param| $rook:expr, |$bs:pat_param, $bo:pat_param| $bishop:expr;)*) => {
        // each closure `#[inline(always)]`, as [`bench!`](crate::bench) makes them
        $($crate::sliders::slider(
            $g,
            $id,
            $inputs,
            $mode,
            #[inline(always)] |$rs, $ro| $rook,
            #[inline(always)] |$bs, $bo| $bishop,
        );)*
    };
}

/// `baseline` and every strategy of `chess_lut::sliders` this build has, and the table-free
/// ones of `calc`, into one group.
pub fn slider_strategies<G: Group>(g: &mut G, inputs: &[SliderInput], mode: Mode) {
    use strategies::{dual, hyperbola, kindergarten, magic};
    let bb = Bitboard;
    slider_impls! { g, inputs, mode;
        "baseline" => |s, o| s ^ o, |s, o| s ^ o.rotate_left(7);
        "magic" => |s, o| magic::rook_attacks(sq(s), bb(o)).0,
            |s, o| magic::bishop_attacks(sq(s), bb(o)).0;
    }
    pext(g, inputs, mode);
    // the build's fastest: PEXT on a BMI2 build, through this crate's safe wrapper
    slider_impls! { g, inputs, mode;
        "fastest" => |s, o| strategies::fastest::rook_attacks(sq(s), bb(o)).0,
            |s, o| strategies::fastest::bishop_attacks(sq(s), bb(o)).0;
        "kindergarten" => |s, o| kindergarten::rook_attacks(sq(s), bb(o)).0,
            |s, o| kindergarten::bishop_attacks(sq(s), bb(o)).0;
        "hyperbola" => |s, o| hyperbola::rook_attacks(sq(s), bb(o)).0,
            |s, o| hyperbola::bishop_attacks(sq(s), bb(o)).0;
        "dual" => |s, o| dual::rook_attacks(sq(s), bb(o)).0,
            |s, o| dual::bishop_attacks(sq(s), bb(o)).0;
    }
    dual_avx2(g, inputs, mode);
    slider_impls! { g, inputs, mode;
        "calc_hq" => |s, o| calc::rook_attacks_hq(sq(s), bb(o)).0,
            |s, o| calc::bishop_attacks_hq(sq(s), bb(o)).0;
        "calc_walk" => |s, o| calc::rook_attacks(sq(s), bb(o)).0,
            |s, o| calc::bishop_attacks(sq(s), bb(o)).0;
    }
}

/// chess-lut's PEXT strategies, on a BMI2 build.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
fn pext<G: Group>(g: &mut G, inputs: &[SliderInput], mode: Mode) {
    use strategies::{pext, pext_compact};
    let bb = Bitboard;
    // SAFETY (all four): `sliders::pext` and `sliders::pext_compact` exist only where the
    // target has BMI2, as this function does.
    slider_impls! { g, inputs, mode;
        "pext" => |s, o| unsafe { pext::rook_attacks(sq(s), bb(o)) }.0,
            |s, o| unsafe { pext::bishop_attacks(sq(s), bb(o)) }.0;
        "pext_compact" => |s, o| unsafe { pext_compact::rook_attacks(sq(s), bb(o)) }.0,
            |s, o| unsafe { pext_compact::bishop_attacks(sq(s), bb(o)) }.0;
    }
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
fn pext<G: Group>(_: &mut G, _: &[SliderInput], _: Mode) {}

/// The dual strategy in one AVX2 register, where the CPU has AVX2: measured in the code the
/// runner picks (the copy for BMI2 and AVX2 where the CPU has them, which inlines it).
#[cfg(target_arch = "x86_64")]
fn dual_avx2<G: Group>(g: &mut G, inputs: &[SliderInput], mode: Mode) {
    use strategies::dual::avx2;
    if !std::is_x86_feature_detected!("avx2") {
        return;
    }
    let bb = Bitboard;
    // SAFETY (both): the CPU has AVX2, checked above.
    slider_impls! { g, inputs, mode;
        "dual_avx2" => |s, o| unsafe { avx2::rook_attacks(sq(s), bb(o)) }.0,
            |s, o| unsafe { avx2::bishop_attacks(sq(s), bb(o)) }.0;
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn dual_avx2<G: Group>(_: &mut G, _: &[SliderInput], _: Mode) {}

/// The slider groups in every one of `regimes`, chess-lut's strategies only.
pub fn sliders<R: Runner>(runner: &mut R, regimes: &[Regime]) {
    for &regime in regimes {
        let inputs = slider_inputs(regime);
        for mode in Mode::ALL {
            let mut g = runner.group(mode.group(), regime);
            slider_strategies(&mut g, &inputs, mode);
            g.finish();
        }
    }
}
