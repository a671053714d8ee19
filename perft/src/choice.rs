//! The generator's geometry chosen at run time (as `chess-lut perft --sliders S --geometry G`
//! does): each choice is a perft and a divide monomorphised for it, in the code the build
//! targets or, on a CPU that has more than the build assumes, in a copy compiled for it.

use std::fmt;

use crate::code::Code;
use crate::moves::Move;
use crate::position::Position;
#[cfg(target_arch = "x86_64")]
use crate::tree::divide_with;
use crate::tree::{divide, perft};
use chess_lut::geometry::{
    Calc, CalcSliders, Dual, Geometry, Hyperbola, Kindergarten, Magic, Sliders, Source, Tables,
};
use chess_lut::sliders::Strategy;

/// How a [`Choice`]'s slider strategy was decided; perft's last line says it
/// (`sliders_chosen measured`).
///
/// ```
/// use chess_lut_perft::Reason;
/// assert_eq!(Reason::Measured.to_string(), "measured");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// Asked for by name (`--sliders`, [`Choice::new`], [`Choice::with_code`]).
    Asked,
    /// The fastest of a [`Calibration`](crate::calibration::Calibration) on this CPU.
    Measured,
    /// The only strategy there was to choose.
    Default,
}

impl fmt::Display for Reason {
    /// `asked`, `measured` or `default`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::Asked => "asked",
            Reason::Measured => "measured",
            Reason::Default => "default",
        })
    }
}

/// One way to run the generator: a perft and a divide monomorphised for a slider strategy and
/// a geometry source.
///
/// ```
/// use chess_lut::{geometry::Source, sliders::Strategy};
/// use chess_lut_perft::{Choice, Position};
/// let c = Choice::new(Strategy::Kindergarten, Source::Calc).unwrap();
/// assert_eq!((c.perft)(&Position::start(), 2), 400);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Choice {
    /// The slider strategy.
    pub sliders: Strategy,
    /// Where the rest comes from.
    pub geometry: Source,
    /// The instructions its code was compiled for.
    pub code: Code,
    /// How its slider strategy was decided.
    pub reason: Reason,
    /// [`perft`] for that geometry.
    pub perft: fn(&Position, u32) -> u64,
    /// [`divide`] for that geometry.
    pub divide: fn(&Position, u32) -> Vec<(Move, u64)>,
}

impl Choice {
    fn of<G: Geometry>() -> Choice {
        Choice {
            sliders: <G::Sliders as Sliders>::STRATEGY,
            geometry: G::SOURCE,
            code: Code::Build,
            reason: Reason::Asked,
            perft: perft::<G>,
            divide: divide::<G>,
        }
    }

    /// [`of`](Self::of) in the copy compiled for BMI2.
    #[cfg(target_arch = "x86_64")]
    fn of_bmi2<G: Geometry>() -> Choice {
        fn divide_bmi2<G: Geometry>(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
            divide_with::<G>(pos, depth, crate::tree::perft_bmi2::<G>)
        }
        Choice {
            code: Code::Bmi2,
            perft: crate::tree::perft_bmi2::<G>,
            divide: divide_bmi2::<G>,
            ..Choice::of::<G>()
        }
    }

    /// The choice of `sliders` and `geometry`, in the fastest code this CPU runs
    /// ([`Code::fastest`]); an error that says how to get PEXT where this build has no BMI2.
    ///
    /// ```
    /// use chess_lut::{geometry::Source, sliders::Strategy};
    /// use chess_lut_perft::{Choice, Code};
    /// let pext = Choice::new(Strategy::Pext, Source::Tables);
    /// assert_eq!(pext.is_ok(), Strategy::Pext.is_available());
    /// let magic = Choice::new(Strategy::Magic, Source::Tables).unwrap();
    /// assert_eq!(magic.code, Code::fastest());
    /// ```
    pub fn new(sliders: Strategy, geometry: Source) -> Result<Choice, String> {
        Choice::with_code(sliders, geometry, Code::fastest())
    }

    /// The choice of `sliders` and `geometry` in `code`; an error that says what is missing
    /// where this build or CPU cannot run it.
    ///
    /// ```
    /// use chess_lut::{geometry::Source, sliders::Strategy};
    /// use chess_lut_perft::{Choice, Code};
    /// let build = Choice::with_code(Strategy::Magic, Source::Calc, Code::Build).unwrap();
    /// assert_eq!((build.sliders, build.geometry, build.code), (Strategy::Magic, Source::Calc, Code::Build));
    /// let bmi2 = Choice::with_code(Strategy::Magic, Source::Tables, Code::Bmi2);
    /// assert_eq!(bmi2.is_ok(), Code::Bmi2.is_available());
    /// ```
    pub fn with_code(sliders: Strategy, geometry: Source, code: Code) -> Result<Choice, String> {
        if !sliders.is_available() {
            return Err(format!(
                "--sliders {sliders} needs a target with BMI2: build with RUSTFLAGS=\"-C \
                 target-cpu=native\" on a machine that has it"
            ));
        }
        let code = code.available()?;
        choices()
            .into_iter()
            .find(|c| c.sliders == sliders && c.geometry == geometry && c.code == code)
            .ok_or_else(|| format!("no choice of --sliders {sliders} --geometry {geometry}"))
    }
}

/// Every combination of slider strategy, geometry and code this build has and this CPU runs,
/// magic with the tables first, each in the build's code and then in the copy for BMI2.
///
/// ```
/// use chess_lut::{geometry::Source, sliders::Strategy};
/// use chess_lut_perft::Code;
/// let all = chess_lut_perft::choices();
/// let strategies = Strategy::ALL.iter().filter(|s| s.is_available()).count();
/// let codes = [Code::Build, Code::Bmi2].iter().filter(|c| c.is_available()).count();
/// assert_eq!(all.len(), 2 * strategies * codes);
/// assert_eq!((all[0].sliders, all[0].geometry), (Strategy::Magic, Source::Tables));
/// assert_eq!(all[0].code, Code::Build);
/// ```
pub fn choices() -> Vec<Choice> {
    macro_rules! with_sliders {
        ($($s:ty),*) => {{
            let all = vec![$(Choice::of::<Tables<$s>>(), Choice::of::<Calc<$s>>()),*];
            #[cfg(target_arch = "x86_64")]
            let all = {
                let mut all = all;
                if Code::Bmi2.is_available() {
                    all.extend([
                        $(Choice::of_bmi2::<Tables<$s>>(), Choice::of_bmi2::<Calc<$s>>()),*
                    ]);
                }
                all
            };
            all
        }};
    }
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    let mut all = with_sliders!(
        Magic,
        crate::pext::Pext,
        crate::pext::PextCompact,
        Kindergarten,
        Hyperbola,
        CalcSliders
    );
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    let mut all = with_sliders!(Magic, Kindergarten, Hyperbola, CalcSliders);
    // the dual strategy in one AVX2 register where the CPU has it, else in its portable form
    #[cfg(target_arch = "x86_64")]
    if crate::dual::avx2_detected() {
        all.extend(with_sliders!(crate::dual::DualAvx2));
    } else {
        all.extend(with_sliders!(Dual));
    }
    #[cfg(not(target_arch = "x86_64"))]
    all.extend(with_sliders!(Dual));
    all
}
