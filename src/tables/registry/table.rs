//! One table described: its static's facts and values, and the lookups that read it.

use crate::relations::Function;
use crate::sliders::dual_masks::DualMasks;
#[cfg(chess_lut_magic)]
use crate::sliders::magic_entry::MagicEntry;
#[cfg(chess_lut_pext)]
use crate::sliders::pext_entry::PextEntry;
use chess_lut_types::table::{AnswerKind, Axis, Description, Drawing, Elem, Record, summary};

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
    #[cfg(chess_lut_magic)]
    MagicEntry(&'static [MagicEntry]),
    /// A table of [`PextEntry`], one per square.
    #[cfg(chess_lut_pext)]
    PextEntry(&'static [PextEntry]),
}

/// One of chess-lut's tables, described once: its static (name, type, shape, size, doc and
/// values) and the lookups that read it, each with its twin to be checked against. What
/// `chess-lut list`, `show`, `dump`, `verify` and the explorer page read; the registry finds
/// it by name ([`get`](super::get)).
///
/// ```
/// use chess_lut::tables;
/// let t = tables::get("knight-distance").unwrap();
/// assert_eq!((t.ident, t.shape, t.bytes), ("KNIGHT_DISTANCE", &[64, 64][..], 4096));
/// assert_eq!(t.summary().to_string(), "The fewest knight moves from `from` to `to` on an empty board, `0..=6`, by breadth-first search.");
/// let lookup = &t.lookups[0];
/// assert_eq!((lookup.path, lookup.twin), ("knight_distance", "calc::knight_distance"));
/// // a table of data: no lookup to ask
/// # #[cfg(feature = "zobrist")]
/// assert!(tables::get("polyglot-random").unwrap().lookups.is_empty());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Table {
    /// The registry name, kebab-case: `"in-between"`.
    pub name: &'static str,
    /// The name of the static: `"IN_BETWEEN"`.
    pub ident: &'static str,
    /// What it holds, in Markdown: its first sentence is its [`summary`](Table::summary).
    pub doc: &'static str,
    /// The dimensions, outermost first: `[64, 64]`; a table of structs' last is its struct's
    /// fields, so that every entry is still a number at some coordinates.
    pub shape: &'static [usize],
    /// The element type (of a struct's fields, for a table of structs).
    pub elem: Elem,
    /// For a table of structs, the struct and its fields.
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
    /// The size of the static in bytes.
    pub bytes: usize,
    /// The values, flattened row-major.
    pub data: Data,
    /// The lookups that read it, the first the one `chess-lut show` and the explorer ask; none
    /// for a table of data (the Polyglot keys, the cuckoo tables). The line masks have two:
    /// `line_mask` and the hyperbola sliders.
    pub lookups: &'static [Lookup],
    /// How its first lookup is asked and its answer drawn, as its declaration says (what the
    /// `chess-lut` command and the explorer page read); `None` for a table of data.
    ///
    /// ```
    /// use chess_lut::tables::{self, View};
    /// assert_eq!(tables::get("in-between").unwrap().drawing.unwrap().view, View::Set);
    /// assert_eq!(tables::get("x88-attacks").unwrap().drawing.unwrap().aliases, ["attack"]);
    /// assert!(tables::get("polyglot-random").map_or(true, |t| t.drawing.is_none()));
    /// ```
    pub drawing: Option<Drawing>,
}

/// A lookup that reads a table, described as a baked table's is (its path, its twin's, its
/// arguments, its answer) and callable with a list of argument values, as is its twin.
#[derive(Clone, Copy, Debug)]
pub struct Lookup {
    /// Its path below `chess_lut`: `in_between`, `sliders::magic::rook_attacks`, or a slider
    /// strategy's module (`sliders::magic`) for its rook's and bishop's together.
    pub path: &'static str,
    /// The path of its computed twin below `chess_lut` (`calc::in_between`; a slider
    /// strategy's two, `calc::rook_attacks, calc::bishop_attacks`).
    pub twin: &'static str,
    /// Its arguments: each one's kind and name (`from`, `to`).
    pub axes: &'static [Axis<&'static str>],
    /// Its type: `Bitboard`, `u8`, `bool`.
    pub ty: &'static str,
    /// How its answer reads.
    pub answer: AnswerKind,
    /// The lookup, called on a list of arguments of its kinds.
    pub run: Function,
    /// Its twin, called the same way.
    pub run_twin: Function,
    /// What it answers for a number outside its ranges, as a description writes a value (`8`,
    /// `"0x0"`), where it answers one rather than panic; `None` where it does not (and then a
    /// number outside is no question it answers).
    ///
    /// ```
    /// # #[cfg(feature = "distances")] {
    /// let ring = &chess_lut::tables::get("distance-ring").unwrap().lookups[0];
    /// assert_eq!(ring.outside, Some("\"0x0\""));
    /// # }
    /// assert_eq!(chess_lut::tables::get("in-between").unwrap().lookups[0].outside, None);
    /// ```
    pub outside: Option<&'static str>,
}

impl Table {
    /// The slot of the attack table that this table's entry for `sq` sends `occupied` to: a
    /// slider entry's, as [`MagicEntry::slot`](crate::tables::MagicEntry::slot) and
    /// `PextEntry::slot` compute it; `None` for a table of no entries. What the command and the
    /// explorer print beside an entry.
    ///
    /// ```
    /// # #[cfg(feature = "magic")] {
    /// use chess_lut::{Square::*, rook_attacks, tables};
    /// let rooks = tables::get("rook-magics").unwrap();
    /// let at = rooks.slot(D4, D6.bitboard()).unwrap();
    /// assert_eq!(tables::MAGIC_ATTACKS[at], rook_attacks(D4, D6.bitboard()).0);
    /// assert_eq!(tables::get("in-between").unwrap().slot(D4, D6.bitboard()), None);
    /// # }
    /// ```
    pub fn slot(
        &self,
        sq: chess_lut_types::Square,
        occupied: chess_lut_types::Bitboard,
    ) -> Option<usize> {
        // a build with neither slider family has no entries to send them to
        #[cfg(not(any(chess_lut_magic, chess_lut_pext)))]
        let _ = (sq, occupied);
        match self.data {
            #[cfg(chess_lut_magic)]
            Data::MagicEntry(entries) => {
                use crate::sliders::magic_entry::{BISHOP_SHIFT, ROOK_SHIFT};
                let bishops: &[MagicEntry] = &crate::sliders::magic::BISHOP_MAGICS;
                let shift = if core::ptr::eq(entries, bishops) {
                    BISHOP_SHIFT
                } else {
                    ROOK_SHIFT
                };
                Some(entries[sq.index()].slot(occupied, shift))
            }
            #[cfg(chess_lut_pext)]
            Data::PextEntry(entries) => Some(entries[sq.index()].slot(occupied)),
            _ => None,
        }
    }

    /// The first sentence of its doc, on one line.
    pub fn summary(&self) -> impl core::fmt::Display + 'static {
        summary(self.doc)
    }

    /// The static's element type as the source names it: its struct's, or its numbers'.
    pub const fn stored(&self) -> &'static str {
        match self.record {
            Some(record) => record.name,
            None => self.elem.name(),
        }
    }

    /// The table described as an engine's baked table is, by its first lookup: that lookup's
    /// path, twin, arguments and answer beside the static's facts; for a table of data, its
    /// own name and no argument.
    ///
    /// ```
    /// let d = chess_lut::tables::get("in-between").unwrap().description();
    /// assert_eq!((d.name, d.ident, d.twin, d.ty, d.stored), ("in_between", "IN_BETWEEN", Some("calc::in_between"), "Bitboard", "u64"));
    /// assert_eq!(d.axes.len(), 2);
    /// ```
    pub fn description(&self) -> Description<&'static str, &'static [Axis<&'static str>]> {
        let (name, twin, axes, ty, answer, outside) = match self.lookups.first() {
            Some(l) => (l.path, Some(l.twin), l.axes, l.ty, l.answer, l.outside),
            None => (
                self.name,
                None,
                &[][..],
                self.stored(),
                AnswerKind::Number,
                None,
            ),
        };
        Description {
            name,
            ident: self.ident,
            twin,
            doc: self.doc,
            axes,
            ty,
            stored: self.stored(),
            answer,
            bytes: self.bytes,
            outside,
        }
    }

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
            #[cfg(chess_lut_magic)]
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
            #[cfg(chess_lut_magic)]
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
