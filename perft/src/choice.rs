//! The generator's geometry chosen at run time (as `chess-lut perft --sliders S --geometry G`
//! does): each choice is a perft and a divide monomorphised for it.

use crate::moves::Move;
use crate::perft::{divide, perft};
use crate::position::Position;
use chess_lut::geometry::{
    Calc, Computed, Geometry, Hyperbola, Kindergarten, Magic, Sliders, Source, Tables,
};
use chess_lut::sliders::Strategy;

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
            perft: perft::<G>,
            divide: divide::<G>,
        }
    }

    /// The choice of `sliders` and `geometry`; an error that says how to get PEXT where this
    /// build has no BMI2.
    ///
    /// ```
    /// use chess_lut::{geometry::Source, sliders::Strategy};
    /// use chess_lut_perft::Choice;
    /// let pext = Choice::new(Strategy::Pext, Source::Tables);
    /// assert_eq!(pext.is_ok(), Strategy::Pext.is_available());
    /// ```
    pub fn new(sliders: Strategy, geometry: Source) -> Result<Choice, String> {
        choices()
            .into_iter()
            .find(|c| c.sliders == sliders && c.geometry == geometry)
            .ok_or_else(|| {
                format!(
                    "--sliders {sliders} needs a target with BMI2: build with RUSTFLAGS=\"-C \
                     target-cpu=native\" on a machine that has it"
                )
            })
    }
}

/// Every combination of slider strategy and geometry this build has, magic with the tables
/// first.
///
/// ```
/// use chess_lut::{geometry::Source, sliders::Strategy};
/// let all = chess_lut_perft::choices();
/// let strategies = Strategy::ALL.iter().filter(|s| s.is_available()).count();
/// assert_eq!(all.len(), 2 * strategies);
/// assert_eq!((all[0].sliders, all[0].geometry), (Strategy::Magic, Source::Tables));
/// ```
pub fn choices() -> Vec<Choice> {
    macro_rules! with_sliders {
        ($($s:ty),*) => {
            vec![$(Choice::of::<Tables<$s>>(), Choice::of::<Calc<$s>>()),*]
        };
    }
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    let all = with_sliders!(
        Magic,
        crate::Pext,
        crate::PextCompact,
        Kindergarten,
        Hyperbola,
        Computed
    );
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    let all = with_sliders!(Magic, Kindergarten, Hyperbola, Computed);
    all
}
