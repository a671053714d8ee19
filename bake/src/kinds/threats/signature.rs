//! A threat index's parameters, checked: the declared signature against what the orientation
//! turns the board by.

use super::{ThreatArg, Threats};

impl Threats {
    /// The index's parameters in order: the declared signature, checked against what the
    /// orientation needs, or the default one.
    pub(super) fn args(&self) -> Result<Vec<ThreatArg>, String> {
        let o = self.orientation;
        let Some(args) = &self.signature else {
            let mut args = Vec::new();
            if o.flip {
                args.push(ThreatArg::Perspective);
            }
            if o.mirror {
                args.push(ThreatArg::KingSquare);
            }
            args.extend([
                ThreatArg::Attacker,
                ThreatArg::FromSquare,
                ThreatArg::ToSquare,
                ThreatArg::Attacked,
            ]);
            return Ok(args);
        };
        let count = |arg: ThreatArg| args.iter().filter(|&&a| a == arg).count();
        if let Some(twice) = args.iter().find(|&&a| count(a) > 1) {
            return Err(format!(
                "its signature takes `{}` twice",
                twice.parameter().0
            ));
        }
        for arg in [
            ThreatArg::Attacker,
            ThreatArg::FromSquare,
            ThreatArg::ToSquare,
            ThreatArg::Attacked,
        ] {
            if count(arg) == 0 {
                return Err(format!(
                    "its signature lacks `{}`: an index takes Attacker, FromSquare, ToSquare and \
                     Attacked",
                    arg.parameter().0
                ));
            }
        }
        let flips = count(ThreatArg::Perspective) == 1;
        if flips != o.flip {
            return Err(if o.flip {
                "its signature lacks `perspective`, which its orientation flips the board by".into()
            } else {
                "its signature takes `perspective`, but its orientation does not flip the board: \
                 drop it, or flip"
                    .into()
            });
        }
        let mirrors = count(ThreatArg::KingSquare) + count(ThreatArg::Mirrored);
        match (o.mirror, mirrors) {
            (true, 1) | (false, 0) => Ok(args.clone()),
            (true, 0) => Err(
                "its signature lacks `king` or `mirrored`, which its orientation \
                              mirrors the board by"
                    .into(),
            ),
            (true, _) => Err(
                "its signature takes both `king` and `mirrored`: one says whether \
                              the board is mirrored"
                    .into(),
            ),
            (false, _) => Err(
                "its signature takes `king` or `mirrored`, but its orientation \
                               does not mirror the board: drop it, or mirror"
                    .into(),
            ),
        }
    }
}
