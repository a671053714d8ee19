//! Every table by name: its shape, element type, size, summary and values, from the
//! static map the build script writes (feature `registry`).

use super::DualMasks;
#[cfg(feature = "magic")]
use super::MagicEntry;
#[cfg(chess_lut_pext)]
use super::PextEntry;
use super::{NAMES, REGISTRY};
pub use chess_lut_types::table::{Elem, Record};

/// A table's values, flattened row-major.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Data {
    /// A table of `u8`.
    U8(&'static [u8]),
    /// A table of `u16`.
    U16(&'static [u16]),
    /// A table of `u64`.
    U64(&'static [u64]),
    /// A table of [`DualMasks`], one per square.
    DualMasks(&'static [DualMasks]),
    /// A table of [`MagicEntry`], one per square.
    #[cfg(feature = "magic")]
    MagicEntry(&'static [MagicEntry]),
    /// A table of [`PextEntry`], one per square.
    #[cfg(chess_lut_pext)]
    PextEntry(&'static [PextEntry]),
}

/// What the registry knows of a table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TableInfo {
    /// The registry name, kebab-case: `"in-between"`.
    pub name: &'static str,
    /// The name of the static in this module: `"IN_BETWEEN"`.
    pub ident: &'static str,
    /// The dimensions, outermost first: `[64, 64]`.
    pub shape: &'static [usize],
    /// The element type.
    pub elem: Elem,
    /// The size of the static in bytes.
    pub bytes: usize,
    /// One line: what the table holds.
    pub summary: &'static str,
    /// For a table of structs, the struct and its fields (the last dimension of `shape`), so
    /// that every entry is still a number at some coordinates.
    ///
    /// ```
    /// # #[cfg(feature = "magic")] {
    /// let magics = chess_lut::tables::get("rook-magics").unwrap();
    /// let record = magics.record.unwrap();
    /// assert_eq!((record.name, record.fields), ("MagicEntry", &["not_mask", "factor", "offset"][..]));
    /// assert_eq!(magics.shape, &[64, 3]);
    /// let a1 = chess_lut::tables::ROOK_MAGICS[0];
    /// assert_eq!(magics.get_at(&[0, 2]), Some(a1.offset));
    /// # }
    /// ```
    pub record: Option<Record>,
    /// The values, flattened row-major.
    pub data: Data,
}

impl TableInfo {
    /// The number of entries.
    ///
    /// ```
    /// assert_eq!(chess_lut::tables::get("x88-attacks").unwrap().len(), 7 * 256);
    /// ```
    pub const fn len(&self) -> usize {
        match self.data {
            Data::U8(d) => d.len(),
            Data::U16(d) => d.len(),
            Data::U64(d) => d.len(),
            Data::DualMasks(d) => d.len() * 4,
            #[cfg(feature = "magic")]
            Data::MagicEntry(d) => d.len() * 3,
            #[cfg(chess_lut_pext)]
            Data::PextEntry(d) => d.len() * 3,
        }
    }

    /// Whether the table has no entries (none has).
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The entry at a flat (row-major) index, as a number; `None` past the end.
    ///
    /// ```
    /// let between = chess_lut::tables::get("in-between").unwrap();
    /// assert_eq!(between.get(2), Some(0b10)); // a1, c1: b1
    /// assert_eq!(between.get(4096), None);
    /// ```
    pub const fn get(&self, index: usize) -> Option<u64> {
        match self.data {
            Data::U8(d) if index < d.len() => Some(d[index] as u64),
            Data::U16(d) if index < d.len() => Some(d[index] as u64),
            Data::U64(d) if index < d.len() => Some(d[index]),
            Data::DualMasks(d) if index / 4 < d.len() => Some(d[index / 4].fields()[index % 4]),
            #[cfg(feature = "magic")]
            Data::MagicEntry(d) if index / 3 < d.len() => Some(d[index / 3].fields()[index % 3]),
            #[cfg(chess_lut_pext)]
            Data::PextEntry(d) if index / 3 < d.len() => Some(d[index / 3].fields()[index % 3]),
            _ => None,
        }
    }

    /// The entry at `coords` (one per dimension); `None` if the count or any coordinate is out
    /// of range.
    ///
    /// ```
    /// let t = chess_lut::tables::get("knight-distance").unwrap();
    /// assert_eq!(t.get_at(&[0, 63]), Some(6));
    /// assert_eq!(t.get_at(&[0, 64]), None);
    /// assert_eq!(t.get_at(&[0]), None);
    /// ```
    pub fn get_at(&self, coords: &[usize]) -> Option<u64> {
        if coords.len() != self.shape.len() {
            return None;
        }
        let mut index = 0;
        for (&c, &n) in coords.iter().zip(self.shape) {
            if c >= n {
                return None;
            }
            index = index * n + c;
        }
        self.get(index)
    }

    /// Every entry as a number, row-major.
    ///
    /// ```
    /// let king = chess_lut::tables::get("king-attacks").unwrap();
    /// assert_eq!(king.values().map(u64::count_ones).sum::<u32>(), 420);
    /// ```
    pub fn values(&self) -> impl Iterator<Item = u64> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }
}

/// The table registered under `name` (`"in-between"`, `"knight-distance"`, …).
///
/// ```
/// assert_eq!(chess_lut::tables::get("in-between").unwrap().ident, "IN_BETWEEN");
/// assert!(chess_lut::tables::get("no-such-table").is_none());
/// ```
pub fn get(name: &str) -> Option<&'static TableInfo> {
    REGISTRY.get(name)
}

/// Every registered table, in the order of the generated file.
///
/// ```
/// let mut names = chess_lut::tables::all().map(|t| t.name);
/// assert_eq!(names.next(), Some("in-between")); // always generated, whatever the features
/// let total: usize = chess_lut::tables::all().map(|t| t.bytes).sum();
/// assert!(total > 30_000);
/// ```
pub fn all() -> impl Iterator<Item = &'static TableInfo> {
    NAMES.iter().filter_map(|name| REGISTRY.get(name))
}
