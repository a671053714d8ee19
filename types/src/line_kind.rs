//! The four kinds of line through a square.

use crate::names::names;

/// The four kinds of line through a square. `Display` writes `rank`, `file`, `diagonal`,
/// `anti-diagonal`; `FromStr` reads them back in any case, `_` for `-` too.
///
/// ```
/// use chess_lut_types::LineKind;
/// assert_eq!(LineKind::ALL.len(), 4);
/// assert_eq!(LineKind::AntiDiagonal.to_string(), "anti-diagonal");
/// assert_eq!("Anti_Diagonal".parse(), Ok(LineKind::AntiDiagonal));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum LineKind {
    /// A rank: a1-h1 and its parallels.
    Rank = 0,
    /// A file: a1-a8 and its parallels.
    File = 1,
    /// A diagonal: a1-h8 and its parallels (rank − file constant).
    Diagonal = 2,
    /// An anti-diagonal: h1-a8 and its parallels (rank + file constant).
    AntiDiagonal = 3,
}

names! {
    /// Why a string is not a [`LineKind`].
    ///
    /// ```
    /// use chess_lut_types::{LineKind, ParseLineKindError};
    /// assert_eq!("row".parse::<LineKind>(), Err(ParseLineKindError));
    /// assert_eq!(
    ///     ParseLineKindError.to_string(),
    ///     "not a line kind: expected rank, file, diagonal or anti-diagonal"
    /// );
    /// ```
    LineKind, ParseLineKindError, "a line kind", "rank, file, diagonal or anti-diagonal" {
        Rank => "rank", "rank";
        File => "file", "file";
        Diagonal => "diagonal", "diagonal";
        AntiDiagonal => "anti-diagonal", "anti-diagonal" | "antidiagonal";
    }
}

impl LineKind {
    /// Every kind, in declaration order.
    pub const ALL: [LineKind; 4] = [
        LineKind::Rank,
        LineKind::File,
        LineKind::Diagonal,
        LineKind::AntiDiagonal,
    ];
}
