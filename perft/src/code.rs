//! Which instructions the generator's code uses: the build's own, or a copy compiled for
//! popcnt, lzcnt, BMI1, BMI2 and AVX2 and chosen at run time where the CPU has them.

use std::fmt;
use std::str::FromStr;

/// The instructions a generator's code was compiled to use. The library is target-independent
/// and has no `unsafe`; the generator is compiled a second time, with popcnt, lzcnt, BMI1,
/// BMI2 and AVX2 (x86-64-v3's integer instructions, and the vector ones the dual sliders use),
/// for a build that targets less (`cargo install` targets the x86-64 baseline, without even
/// popcnt) on a CPU that has them.
///
/// ```
/// use chess_lut_perft::Code;
/// assert!(Code::Build.is_available());
/// assert!(Code::fastest().is_available());
/// assert_eq!("bmi2".parse(), Ok(Code::Bmi2));
/// assert_eq!("build".parse(), Ok(Code::Build));
/// assert_eq!(Code::Build.to_string(), "build");
/// assert!("BMI2".parse::<Code>().unwrap_err().to_string().contains("build or bmi2"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Code {
    /// The code the build targets: the x86-64 baseline unless built with `-C target-cpu` or
    /// `-C target-feature`.
    Build,
    /// A copy compiled with popcnt, lzcnt, BMI1, BMI2 and AVX2 (Intel since Haswell, AMD since
    /// Excavator): offered where the CPU has them and the build does not already assume BMI2.
    /// Where the CPU also has AVX-512 F and VPOPCNTDQ (Intel since Ice Lake, AMD since Zen 4),
    /// perft runs a second copy compiled with those too.
    Bmi2,
}

impl Code {
    /// Whether this CPU runs this code, and this build has it: [`Code::Bmi2`] only on x86-64,
    /// where the CPU has the five extensions and the build does not already target BMI2.
    pub fn is_available(self) -> bool {
        match self {
            Code::Build => true,
            Code::Bmi2 => bmi2_detected(),
        }
    }

    /// This code if it is [available](Self::is_available), else an error (one line, naming
    /// `--code`) that says what it needs.
    ///
    /// ```
    /// use chess_lut_perft::Code;
    /// assert_eq!(Code::Build.available(), Ok(Code::Build));
    /// if !Code::Bmi2.is_available() {
    ///     assert!(Code::Bmi2.available().unwrap_err().contains("BMI2"));
    /// }
    /// ```
    pub fn available(self) -> Result<Code, String> {
        if self.is_available() {
            Ok(self)
        } else {
            Err(format!(
                "--code {self} needs a CPU with popcnt, lzcnt, BMI1, BMI2 and AVX2, and a build \
                 that does not already target BMI2 (this one runs --code build)"
            ))
        }
    }

    /// [`Code::Bmi2`] where it is available, the build's code elsewhere.
    pub fn fastest() -> Code {
        if Code::Bmi2.is_available() {
            Code::Bmi2
        } else {
            Code::Build
        }
    }
}

#[cfg(target_arch = "x86_64")]
fn bmi2_detected() -> bool {
    !cfg!(target_feature = "bmi2")
        && std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("lzcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
        && std::arch::is_x86_feature_detected!("avx2")
}

#[cfg(not(target_arch = "x86_64"))]
fn bmi2_detected() -> bool {
    false
}

impl fmt::Display for Code {
    /// `build` or `bmi2`, the name `--code` takes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Code::Build => "build",
            Code::Bmi2 => "bmi2",
        })
    }
}

/// The error of reading a [`Code`] from anything but `build` or `bmi2`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ParseCodeError;

impl fmt::Display for ParseCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a code: expected build or bmi2")
    }
}

impl std::error::Error for ParseCodeError {}

impl FromStr for Code {
    type Err = ParseCodeError;

    /// `build` or `bmi2`, exactly.
    fn from_str(s: &str) -> Result<Code, ParseCodeError> {
        match s {
            "build" => Ok(Code::Build),
            "bmi2" => Ok(Code::Bmi2),
            _ => Err(ParseCodeError),
        }
    }
}
