//! The generator's geometry chosen at run time (as `chess-lut perft --sliders S --geometry G`
//! does): each choice is a perft and a divide monomorphised for it.

use chess_lut::{Bitboard, Piece, Square};

use crate::geometry::{Calc, Computed, Geometry, Hyperbola, Kindergarten, Magic, Sliders, Tables};
use crate::moves::Move;
use crate::perft::{divide, perft};
use crate::position::Position;
use crate::strategy::{GeometrySource, SliderStrategy};

impl SliderStrategy {
    /// The attacks of a `piece` (rook, bishop or queen) on `sq` by this strategy, chosen at run
    /// time: a `match` per call, for tools that show or check a strategy, not for a move
    /// generator (which takes a [`Sliders`] type). `None` for a piece that does not slide, or
    /// a strategy this build does not have.
    ///
    /// ```
    /// use chess_lut::{Bitboard, Piece, Square::*};
    /// use chess_lut_perft::SliderStrategy;
    /// let occupied = D6.bitboard();
    /// assert_eq!(SliderStrategy::Hyperbola.attacks(Piece::Rook, D4, occupied),
    ///            Some(chess_lut::rook_attacks(D4, occupied)));
    /// assert_eq!(SliderStrategy::Magic.attacks(Piece::Knight, D4, occupied), None);
    /// ```
    pub fn attacks(self, piece: Piece, sq: Square, occupied: Bitboard) -> Option<Bitboard> {
        fn by<S: Sliders>(piece: Piece, sq: Square, occupied: Bitboard) -> Option<Bitboard> {
            match piece {
                Piece::Rook => Some(S::rook(sq, occupied)),
                Piece::Bishop => Some(S::bishop(sq, occupied)),
                Piece::Queen => Some(S::rook(sq, occupied) | S::bishop(sq, occupied)),
                _ => None,
            }
        }
        match self {
            SliderStrategy::Magic => by::<Magic>(piece, sq, occupied),
            #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
            SliderStrategy::Pext => by::<crate::geometry::Pext>(piece, sq, occupied),
            #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
            SliderStrategy::PextCompact => by::<crate::geometry::PextCompact>(piece, sq, occupied),
            #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
            SliderStrategy::Pext | SliderStrategy::PextCompact => None,
            SliderStrategy::Kindergarten => by::<Kindergarten>(piece, sq, occupied),
            SliderStrategy::Hyperbola => by::<Hyperbola>(piece, sq, occupied),
            SliderStrategy::Calc => by::<Computed>(piece, sq, occupied),
        }
    }
}

/// One way to run the generator: a perft and a divide monomorphised for a slider strategy and
/// a geometry source.
///
/// ```
/// use chess_lut_perft::{Choice, GeometrySource, Position, SliderStrategy};
/// let c = Choice::new(SliderStrategy::Kindergarten, GeometrySource::Calc).unwrap();
/// assert_eq!((c.perft)(&Position::start(), 2), 400);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Choice {
    /// The slider strategy.
    pub sliders: SliderStrategy,
    /// Where the rest comes from.
    pub geometry: GeometrySource,
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
    /// use chess_lut_perft::{Choice, GeometrySource, SliderStrategy};
    /// let pext = Choice::new(SliderStrategy::Pext, GeometrySource::Tables);
    /// assert_eq!(pext.is_ok(), SliderStrategy::Pext.is_available());
    /// ```
    pub fn new(sliders: SliderStrategy, geometry: GeometrySource) -> Result<Choice, String> {
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
/// use chess_lut_perft::{GeometrySource, SliderStrategy};
/// let all = chess_lut_perft::choices();
/// let strategies = SliderStrategy::ALL.iter().filter(|s| s.is_available()).count();
/// assert_eq!(all.len(), 2 * strategies);
/// assert_eq!((all[0].sliders, all[0].geometry), (SliderStrategy::Magic, GeometrySource::Tables));
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
        crate::geometry::Pext,
        crate::geometry::PextCompact,
        Kindergarten,
        Hyperbola,
        Computed
    );
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    let all = with_sliders!(Magic, Kindergarten, Hyperbola, Computed);
    all
}
