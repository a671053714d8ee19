//! The PEXT tables, for targets with BMI2: each square's entry (`ROOK_PEXT`, `BISHOP_PEXT`),
//! the attack sets in PEXT order as bitboards (`PEXT_ATTACKS`) and, compact, as the `u16` of
//! their squares among the square's ray squares (`PEXT_COMPACT_ATTACKS`).

use crate::oracle;
use crate::slider_blocks::{self, Blocks, Pext, Slider, gather};
use crate::table::{Elem, Radix, Record, Row, Static, square_rows, write_literal};

use crate::table::PER_LINE;

/// The PEXT tables' registry names, as their declarations below name them: what a build for
/// a target without BMI2, which generates none, says it lacks.
pub const NAMES: [&str; 4] = [
    "rook-pext",
    "bishop-pext",
    "pext-attacks",
    "pext-compact-attacks",
];

/// `ROOK_PEXT`, `BISHOP_PEXT` and `PEXT_ATTACKS`, and where `compact` asks for it
/// `PEXT_COMPACT_ATTACKS` (computed only then: the build script pays for what it writes).
///
/// The bishops' blocks come first and the rooks' after, so that every square's block can be
/// read as a whole array of its slider's largest block (512 and 4,096 entries) without reaching
/// past the table's end: the last block, the rook's on h8, is a largest one. So the lookup
/// reads `&[u64; 4096]` and masks its index, with no bounds check.
pub fn tables(blocks: &[Blocks; 2], compact: bool) -> Vec<Static> {
    let [rooks, bishops] = blocks;
    let params = [rooks.pext_params(bishops.len()), bishops.pext_params(0)];
    let mut tables = vec![
        entries(Slider::Rook, &params[0]),
        entries(Slider::Bishop, &params[1]),
        attacks(blocks, &params, false),
    ];
    if compact {
        tables.push(attacks(blocks, &params, true));
    }
    tables
}

/// The squares a `slider` on `sq` attacks on an empty board: the squares a compact attack set
/// numbers.
fn rays(slider: Slider, sq: u8) -> u64 {
    slider_blocks::attacks(sq, slider, 0)
}

/// `ROOK_PEXT`, `BISHOP_PEXT`: a `PextEntry { mask, rays, offset }` by square.
fn entries(slider: Slider, params: &[Pext]) -> Static {
    let (name, ident) = match slider {
        Slider::Rook => (NAMES[0], "ROOK_PEXT"),
        Slider::Bishop => (NAMES[1], "BISHOP_PEXT"),
    };
    Static {
        name: name.into(),
        ident: ident.into(),
        shape: vec![64, 3],
        elem: Elem::U64,
        columns: vec![Radix::Default, Radix::Default, Radix::Decimal],
        record: Some(Record {
            name: "PextEntry",
            fields: &["mask", "rays", "offset"],
        }),
        summary: match slider {
            Slider::Rook => "the PEXT mask, rays and offset of each square for rook attacks",
            Slider::Bishop => "the PEXT mask, rays and offset of each square for bishop attacks",
        }
        .into(),
        doc: vec![format!(
            "Indexed `[square]`: `mask` the relevant squares of the {} on that square, `rays` \
             the squares it attacks on an empty board, `offset` where its block starts in \
             `PEXT_ATTACKS` and `PEXT_COMPACT_ATTACKS`: the attacks are \
             `PEXT_ATTACKS[offset + pext(occupied, mask)]`, or \
             `pdep(PEXT_COMPACT_ATTACKS[offset + pext(occupied, mask)], rays)`. Generated only \
             for targets with BMI2.",
            slider.name()
        )],
        values: params
            .iter()
            .zip(0..64u8)
            .flat_map(|(p, sq)| [p.mask, rays(slider, sq), p.offset as u64])
            .collect(),
        rows: square_rows(3),
    }
}

/// `PEXT_ATTACKS` (bitboards) or, `compact`, `PEXT_COMPACT_ATTACKS` (`u16` over the rays):
/// every square's block, bishop then rook, each under a comment with its parameters,
/// `PER_LINE` values to a line labelled with the square and the index of its first value in
/// the block.
fn attacks(blocks: &[Blocks; 2], params: &[Vec<Pext>; 2], compact_sets: bool) -> Static {
    let mut rows = Vec::new();
    let mut values = Vec::new();
    for (blocks, params) in blocks.iter().zip(params).rev() {
        let slider = blocks.slider;
        for (sq, p) in (0..64u8).zip(params) {
            let name = oracle::square_name(sq);
            let len = 1usize << p.mask.count_ones();
            let mut label = format!("{} {name}: mask ", slider.name());
            write_literal(&mut label, Elem::U64, p.mask);
            if compact_sets {
                label.push_str(", rays ");
                write_literal(&mut label, Elem::U64, rays(slider, sq));
            }
            label.push_str(&format!(", offset {}, {len} entries", p.offset));
            let lines = (0..len)
                .step_by(PER_LINE)
                .map(|start| Row::Line {
                    label: format!("{name} +{start}"),
                    len: PER_LINE.min(len - start),
                    array: false,
                })
                .collect();
            rows.push(Row::Group { label, rows: lines });
            let sets = blocks.attacks[usize::from(sq)].iter();
            if compact_sets {
                values.extend(sets.map(|&a| gather(a, rays(slider, sq))));
            } else {
                values.extend(sets);
            }
        }
    }
    let table = |name: &str, ident: &str, elem, summary: &str, doc: &str| Static {
        name: name.into(),
        ident: ident.into(),
        shape: vec![values.len()],
        elem,
        columns: Vec::new(),
        record: None,
        summary: summary.into(),
        doc: vec![doc.into()],
        values: values.clone(),
        rows: rows.clone(),
    };
    if compact_sets {
        table(
            NAMES[3],
            "PEXT_COMPACT_ATTACKS",
            Elem::U16,
            "rook and bishop attacks by square and PEXT index, as bits over the square's rays",
            "Indexed `[offset + pext(occupied, mask)]` with the square's `ROOK_PEXT` or \
             `BISHOP_PEXT` entry, in the order of `PEXT_ATTACKS`; each attack set is kept as the \
             bits of its squares among the entry's `rays` (lowest square first, at most 14 of \
             them): `pdep(entry, rays)` is the bitboard. A quarter of `PEXT_ATTACKS`' size. \
             Generated only for targets with BMI2.",
        )
    } else {
        table(
            NAMES[2],
            "PEXT_ATTACKS",
            Elem::U64,
            "rook and bishop attacks by square and PEXT index of the occupancy",
            "Indexed `[offset + pext(occupied, mask)]` with the square's `ROOK_PEXT` or \
             `BISHOP_PEXT` entry: every bishop block, then every rook block (so that the last \
             block is a rook's of 4,096 entries, and each block can be read as an array of its \
             slider's largest); entry `i` of a block is the attack set when the relevant squares \
             picked by the bits of `i` (lowest square first) are occupied. Generated only for \
             targets with BMI2.",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_sets_number_the_ray_squares() {
        // a rook on a1: rays b1..h1 (bits 0..6) and a2..a8 (bits 7..13)
        let rays = rays(Slider::Rook, 0);
        assert_eq!(rays.count_ones(), 14);
        assert_eq!(gather(0b10, rays), 0b1); // b1
        assert_eq!(gather(1 << 8, rays), 1 << 7); // a2
        assert_eq!(gather(rays, rays), (1 << 14) - 1);
    }

    #[test]
    fn every_square_s_block_is_labelled_with_its_parameters() {
        let blocks = [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)];
        assert_eq!(
            tables(&blocks, false).len(),
            3,
            "no compact table unless asked"
        );
        let all = tables(&blocks, true);
        let groups = |t: &Static| -> Vec<String> {
            t.rows
                .iter()
                .filter_map(|b| match b {
                    Row::Group { label, .. } => Some(label.clone()),
                    _ => None,
                })
                .collect()
        };
        let (full, compact) = (groups(&all[2]), groups(&all[3]));
        assert_eq!((full.len(), compact.len()), (128, 128));
        assert_eq!(
            full[64],
            "rook a1: mask 0x0001_0101_0101_017E, offset 5248, 4096 entries"
        );
        assert_eq!(
            compact[64],
            "rook a1: mask 0x0001_0101_0101_017E, rays 0x0101_0101_0101_01FE, offset 5248, 4096 entries"
        );
        assert!(
            full[0].starts_with("bishop a1: mask ") && full[0].ends_with(", offset 0, 64 entries")
        );
        // every block read whole as its slider's largest stays inside the table
        let len = all[2].values.len();
        assert_eq!(len, 5248 + 102_400);
        for (entries, largest) in [(&all[0], 4096), (&all[1], 512)] {
            for sq in 0..64 {
                let offset = entries.values[sq * 3 + 2] as usize;
                assert!(offset + largest <= len, "{} square {sq}", entries.ident);
            }
        }
        assert!(all[3].values.iter().all(|&v| v < 1 << 14));
    }
}
