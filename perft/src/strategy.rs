//! What the generator's geometry is made of, by name: the slider strategy (`--sliders`) and
//! where the rest comes from (`--geometry`).

use core::fmt;
use core::str::FromStr;

/// Where the generator's slider attacks come from: a strategy of `chess_lut::sliders`, or
/// `Calc`, no table at all. `Display` and `FromStr` use the names `--sliders` takes.
///
/// ```
/// use chess_lut_perft::SliderStrategy;
/// assert_eq!("kindergarten".parse(), Ok(SliderStrategy::Kindergarten));
/// assert_eq!(SliderStrategy::Calc.to_string(), "calc");
/// assert!("rotated".parse::<SliderStrategy>().unwrap_err().contains("magic, pext"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SliderStrategy {
    /// Fancy magic bitboards, `chess_lut::sliders::magic`.
    Magic,
    /// PEXT bitboards, `chess_lut::sliders::pext`: only on targets with BMI2.
    Pext,
    /// Compact PEXT bitboards, `chess_lut::sliders::pext_compact`: only on targets with BMI2.
    PextCompact,
    /// Kindergarten bitboards, `chess_lut::sliders::kindergarten`.
    Kindergarten,
    /// Hyperbola quintessence, `chess_lut::sliders::hyperbola`.
    Hyperbola,
    /// No table: `chess_lut::calc::{rook,bishop}_attacks_hq`.
    Calc,
}

impl SliderStrategy {
    /// Every strategy, whether this build has it or not.
    pub const ALL: [SliderStrategy; 6] = [
        SliderStrategy::Magic,
        SliderStrategy::Pext,
        SliderStrategy::PextCompact,
        SliderStrategy::Kindergarten,
        SliderStrategy::Hyperbola,
        SliderStrategy::Calc,
    ];

    /// The name `--sliders` takes.
    pub const fn name(self) -> &'static str {
        match self {
            SliderStrategy::Magic => "magic",
            SliderStrategy::Pext => "pext",
            SliderStrategy::PextCompact => "pext-compact",
            SliderStrategy::Kindergarten => "kindergarten",
            SliderStrategy::Hyperbola => "hyperbola",
            SliderStrategy::Calc => "calc",
        }
    }

    /// Whether this build has the strategy: `Pext` and `PextCompact` only where the library
    /// was built for a target with BMI2, every other one always.
    ///
    /// ```
    /// use chess_lut_perft::SliderStrategy;
    /// assert!(SliderStrategy::Magic.is_available());
    /// assert!(SliderStrategy::Calc.is_available());
    /// assert_eq!(SliderStrategy::Pext.is_available(), SliderStrategy::PextCompact.is_available());
    /// ```
    pub const fn is_available(self) -> bool {
        !matches!(self, SliderStrategy::Pext | SliderStrategy::PextCompact)
            || cfg!(all(target_arch = "x86_64", target_feature = "bmi2"))
    }
}

impl fmt::Display for SliderStrategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SliderStrategy {
    type Err = String;

    /// A strategy by name; the error lists the names.
    fn from_str(s: &str) -> Result<SliderStrategy, String> {
        SliderStrategy::ALL
            .into_iter()
            .find(|strategy| strategy.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = SliderStrategy::ALL.iter().map(|s| s.name()).collect();
                format!(
                    "unknown slider strategy {s:?}: expected one of {}",
                    names.join(", ")
                )
            })
    }
}

/// Where the rest of the geometry comes from (leapers, in-between, line): chess-lut's tables or
/// its computed twins. `Display` and `FromStr` use the names `--geometry` takes.
///
/// ```
/// use chess_lut_perft::GeometrySource;
/// assert_eq!("calc".parse(), Ok(GeometrySource::Calc));
/// assert!("files".parse::<GeometrySource>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GeometrySource {
    /// The lookups of chess-lut's crate root.
    Tables,
    /// The computed twins of `chess_lut::calc`.
    Calc,
}

impl GeometrySource {
    /// Both, tables first.
    pub const ALL: [GeometrySource; 2] = [GeometrySource::Tables, GeometrySource::Calc];

    /// The name `--geometry` takes.
    pub const fn name(self) -> &'static str {
        match self {
            GeometrySource::Tables => "tables",
            GeometrySource::Calc => "calc",
        }
    }
}

impl fmt::Display for GeometrySource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GeometrySource {
    type Err = String;

    /// `tables` or `calc`; the error says so.
    fn from_str(s: &str) -> Result<GeometrySource, String> {
        GeometrySource::ALL
            .into_iter()
            .find(|g| g.name() == s)
            .ok_or_else(|| format!("unknown geometry {s:?}: expected tables or calc"))
    }
}
