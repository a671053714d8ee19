//! Whether a cuckoo declaration can be written: its key signature and its layout.

use super::{Cuckoo, KeyArg};

impl Cuckoo {
    /// The key twin's declared parameters, checked: the square once, and the piece by its
    /// code (numbered by `piece_codes`) or by its colour and kind; `None` where undeclared.
    pub(super) fn key_args(&self) -> Result<Option<Vec<KeyArg>>, String> {
        let Some(args) = &self.key_args else {
            return match self.codes {
                Some(_) => Err(
                    "its pieces' codes are declared, but no key signature takes them \
                     (KeyArg::Code)"
                        .into(),
                ),
                None => Ok(None),
            };
        };
        let count = |arg: KeyArg| args.iter().filter(|&&a| a == arg).count();
        if let Some(twice) = args.iter().find(|&&a| count(a) > 1) {
            return Err(format!(
                "its key signature takes the {} twice",
                twice.name()
            ));
        }
        if count(KeyArg::Square) == 0 {
            return Err("its key signature lacks the square (KeyArg::Square)".into());
        }
        if let Some(codes) = &self.codes {
            let all: Vec<usize> = codes.iter().flatten().copied().collect();
            if let Some(twice) = all
                .iter()
                .find(|&&c| all.iter().filter(|&&d| d == c).count() > 1)
            {
                return Err(format!(
                    "its pieces' codes give two pieces the code {twice}: a key twin could not \
                     tell them apart"
                ));
            }
        }
        let by_code = count(KeyArg::Code) == 1;
        let apart = count(KeyArg::Color) + count(KeyArg::Piece);
        match (by_code, apart, self.codes.is_some()) {
            (true, 0, true) | (false, 2, false) => Ok(Some(args.clone())),
            (true, 0, false) => Err("its key signature takes the piece's code (KeyArg::Code), \
                 but no .piece_codes numbers the pieces"
                .into()),
            (false, 2, true) => Err(
                "its pieces' codes are declared, but its key signature takes \
                 the piece by colour and kind, not by its code (KeyArg::Code)"
                    .into(),
            ),
            (true, _, _) => Err(
                "its key signature takes the piece both by its code and by its \
                 colour or kind: one of the two"
                    .into(),
            ),
            (false, ..) => Err(
                "its key signature lacks the piece: its code (KeyArg::Code), or \
                 its colour and its kind (KeyArg::Color and KeyArg::Piece)"
                    .into(),
            ),
        }
    }

    /// Whether the layout is one the probe can index: what is wrong with it, if anything.
    pub(super) fn check_layout(&self) -> Result<(), String> {
        let bits = self.slots.trailing_zeros();
        if !self.slots.is_power_of_two() || !(4096..=65_536).contains(&self.slots) {
            Err(format!(
                "{} slots: a cuckoo table has a power of two from 4096 to 65536",
                self.slots
            ))
        } else if self.shifts.iter().any(|&s| s + bits > 64) || self.shifts[0] == self.shifts[1] {
            Err(format!(
                "its hashes, the bits from {} and from {} up, are not two slots of a 64-bit key",
                self.shifts[0], self.shifts[1]
            ))
        } else {
            Ok(())
        }
    }
}
