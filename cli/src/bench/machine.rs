//! The machine a run measured, for the report's first line.

use chess_lut_perft::Code;

/// The machine, for the report's first line: the architecture, whether the build has BMI2,
/// and, for a run (`code`), the code the loops and perft ran in where it is not the build's.
pub fn machine(code: Option<Code>) -> String {
    let bmi2 = if cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {
        "a BMI2 build"
    } else {
        "a build without BMI2 (one with RUSTFLAGS=\"-C target-cpu=native\" measures the PEXT \
         strategies too; they lose to magic where PEXT is microcode, AMD before Zen 3)"
    };
    let code = match code {
        Some(Code::Bmi2) => {
            "; the loops and perft ran in code for popcnt, lzcnt, BMI1, BMI2 and AVX2, chosen at run time"
        }
        Some(Code::Build) | None => "",
    };
    format!(
        "{} {}, {bmi2}{code}",
        std::env::consts::ARCH,
        std::env::consts::OS
    )
}
