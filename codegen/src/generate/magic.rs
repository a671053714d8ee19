//! The fixed-shift black magic tables: each square's entry (`ROOK_MAGICS`, `BISHOP_MAGICS`) and
//! the shared attack table its blocks overlap in (`MAGIC_ATTACKS`). The attack sets come from
//! the walk of [`Blocks`]; the factors and offsets are the data of [`crate::magic_factors`].

use crate::magic_factors::{BISHOP_PLACEMENTS, ROOK_PLACEMENTS};
use crate::oracle;
use crate::slider_blocks::{Blocks, Magic, SharedTable, Slider, shared_table};
use crate::table::{Elem, Radix, Record, Row, Static, square_rows, write_literal};

use crate::table::PER_LINE;

/// `ROOK_MAGICS`, `BISHOP_MAGICS` and `MAGIC_ATTACKS`.
pub fn tables(blocks: &[Blocks; 2]) -> Vec<Static> {
    let shared = shared_table(blocks, [&ROOK_PLACEMENTS, &BISHOP_PLACEMENTS], PER_LINE)
        .unwrap_or_else(|e| {
            panic!("codegen/src/magic_factors.rs: {e}; `chess-lut magics` checks it")
        });
    vec![
        entries(Slider::Rook, &shared.magics[0]),
        entries(Slider::Bishop, &shared.magics[1]),
        attacks(blocks, &shared),
    ]
}

/// `ROOK_MAGICS`, `BISHOP_MAGICS`: a `MagicEntry { not_mask, factor, offset }` by square.
fn entries(slider: Slider, magics: &[Magic]) -> Static {
    let (name, ident) = match slider {
        Slider::Rook => ("rook-magics", "ROOK_MAGICS"),
        Slider::Bishop => ("bishop-magics", "BISHOP_MAGICS"),
    };
    let shift = 64 - slider.index_bits();
    Static {
        name: name.into(),
        ident: ident.into(),
        shape: vec![64, 3],
        elem: Elem::U64,
        columns: vec![Radix::Default, Radix::Default, Radix::Decimal],
        record: Some(Record {
            name: "MagicEntry",
            fields: &["not_mask", "factor", "offset"],
        }),
        summary: match slider {
            Slider::Rook => "the black magic of each square for rook attacks",
            Slider::Bishop => "the black magic of each square for bishop attacks",
        }
        .into(),
        doc: vec![
            format!(
                "Indexed `[square]`. `not_mask` is every square but the relevant ones (those of \
                 the {} rays but the last of each), `offset` where index 0 of the square's block \
                 lands in `MAGIC_ATTACKS`: the attacks are \
                 `MAGIC_ATTACKS[offset + ((occupied | not_mask) * factor >> {shift})]`, the same \
                 shift for every square.",
                slider.name()
            ),
            "Factors and offsets from codegen/src/magic_factors.rs (each line there says where its \
             factor comes from); `chess-lut magics` checks them, `chess-lut magics --search` \
             looks for a smaller table, and the build refuses a factor that puts two different \
             attack sets into one slot."
                .into(),
        ],
        values: magics
            .iter()
            .flat_map(|m| [m.not_mask, m.factor, m.offset as u64])
            .collect(),
        rows: square_rows(3),
    }
}

/// The squares whose bit is set in `owners` (bit `k` rook square `k`, bit `64 + k` bishop
/// square `k`): `rook d4 e4, bishop c1`.
pub fn owner_names(owners: u128) -> String {
    let names = |slider: Slider, bits: u64| {
        let squares: Vec<String> = (0..64u8)
            .filter(|&sq| bits >> sq & 1 != 0)
            .map(oracle::square_name)
            .collect();
        (!squares.is_empty()).then(|| format!("{} {}", slider.name(), squares.join(" ")))
    };
    [
        names(Slider::Rook, owners as u64),
        names(Slider::Bishop, (owners >> 64) as u64),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(", ")
}

/// `MAGIC_ATTACKS`: `PER_LINE` slots to a line, each line labelled with its first slot and the
/// squares whose blocks use a slot in it; above the line where a square's block first uses a
/// slot, a comment with its factor, offset and how many slots it uses.
fn attacks(blocks: &[Blocks; 2], shared: &SharedTable) -> Static {
    let len = shared.values.len();
    // the line of each square's first used slot
    let mut starts: Vec<Vec<String>> = vec![Vec::new(); shared.owners.len()];
    for (blocks, magics) in blocks.iter().zip(&shared.magics) {
        for (sq, magic) in (0..64u8).zip(magics) {
            let s = usize::from(sq);
            // the slots the square's occupancies reach, marked (a sort of 107,648 indices would
            // cost the unoptimised build script more than the rest of this table)
            let mut reached = vec![false; 1 << blocks.slider.index_bits()];
            for &occ in &blocks.occupancies[s] {
                reached[magic.index_in_block(occ)] = true;
            }
            let first = magic.offset + reached.iter().position(|&r| r).expect("a used slot");
            let last = magic.offset + reached.iter().rposition(|&r| r).expect("a used slot");
            let used = reached.iter().filter(|&&r| r).count();
            let mut label = format!(
                "{} {}: factor ",
                blocks.slider.name(),
                oracle::square_name(sq)
            );
            write_literal(&mut label, Elem::U64, magic.factor);
            label.push_str(&format!(
                ", offset {}, {} slots from {first} to {last}",
                magic.offset, used
            ));
            starts[first / PER_LINE].push(label);
        }
    }
    let mut rows: Vec<Row> = Vec::new();
    for (line, (owners, starting)) in shared.owners.iter().zip(starts).enumerate() {
        let start = line * PER_LINE;
        let line_row = Row::Line {
            label: format!("{start}: {}", owner_names(*owners)),
            len: PER_LINE.min(len - start),
            array: false,
        };
        match rows.last_mut() {
            Some(Row::Group { rows, .. }) if starting.is_empty() => rows.push(line_row),
            _ => rows.push(Row::Group {
                label: if starting.is_empty() {
                    "slots no block starts in".into()
                } else {
                    starting.join("; ")
                },
                rows: vec![line_row],
            }),
        }
    }
    Static {
        name: "magic-attacks".into(),
        ident: "MAGIC_ATTACKS".into(),
        shape: vec![len],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary: "rook and bishop attacks by square and black-magic index of the occupancy, blocks overlapping".into(),
        doc: vec![
            "Indexed `[offset + ((occupied | not_mask) * factor >> shift)]` with the square's \
             `ROOK_MAGICS` or `BISHOP_MAGICS` entry, `shift` 52 for rooks and 55 for bishops. \
             Each square's block spreads over up to 4096 (512) slots of which it uses only \
             some: the blocks overlap, one square's used slots in another's unused ones, and \
             each line says which squares use a slot in it. A slot no occupancy reaches holds \
             0. The table runs at least 4096 slots (a rook's block) past every offset, so that \
             `sliders::magic` reads each square's block, a bishop's too, as an array of 4096, \
             with no bounds check."
                .into(),
        ],
        values: shared.values.clone(),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owners_are_named_by_slider_and_square() {
        assert_eq!(
            owner_names(1 << 27 | 1 << 28 | 1 << (64 + 2)),
            "rook d4 e4, bishop c1"
        );
        assert_eq!(owner_names(1 << 64), "bishop a1");
        assert_eq!(owner_names(0), "");
    }

    #[test]
    fn every_square_s_block_start_is_labelled_and_every_line_named() {
        let blocks = [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)];
        let tables = tables(&blocks);
        let starts: Vec<&str> = tables[2]
            .rows
            .iter()
            .filter_map(|b| match b {
                Row::Group { label, .. } => Some(label.as_str()),
                _ => None,
            })
            .flat_map(|l| l.split("; "))
            .collect();
        assert_eq!(starts.len(), 128, "{starts:?}");
        assert!(
            starts
                .iter()
                .all(|l| l.contains(": factor 0x") && l.contains(" slots from "))
        );
        let lines = tables[2].rows.iter().map(|g| match g {
            Row::Group { rows, .. } => rows.len(),
            _ => 0,
        });
        assert_eq!(
            lines.sum::<usize>(),
            tables[2].values.len().div_ceil(PER_LINE)
        );
        // each entry table's doc gives the read with its slider's one shift
        for (entries, shift) in [(&tables[0], ">> 52)]`"), (&tables[1], ">> 55)]`")] {
            assert!(entries.doc[0].contains(shift), "{}", entries.doc[0]);
        }
    }
}
