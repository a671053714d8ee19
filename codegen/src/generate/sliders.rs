//! The slider tables engines use: fancy magic, PEXT (for targets with BMI2) and kindergarten.
//! The attack sets all come from [`sliders::attacks`](crate::sliders::attacks), a walk over the
//! board; each strategy only lays them out in its own order.

use crate::geometry::{self as geo, LineKind};
use crate::magics::{BISHOP_FACTORS, ROOK_FACTORS};
use crate::sliders::{self, Blocks, Magic, Pext, Slider};
use crate::table::{Block, Elem, Radix, Record, Table, eight_rows, square_rows};

/// Values per source line of the shared attack tables: 32 hex bitboards, about 750 characters.
const PER_LINE: usize = 32;

/// The magic tables (per-square parameters, then the shared attack table) and, with `pext`, the
/// PEXT tables, from one walk over every relevant occupancy.
pub fn tables(pext: bool) -> Vec<Table> {
    let blocks = [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)];
    let rook_len = blocks[0].len();
    let magic = |b: &Blocks, factors, first| {
        b.magic_table(factors, first)
            .unwrap_or_else(|e| panic!("codegen/src/magics.rs: {e}; rerun `chess-lut magics`"))
    };
    let (rook_params, rook_table) = magic(&blocks[0], &ROOK_FACTORS, 0);
    let (bishop_params, bishop_table) = magic(&blocks[1], &BISHOP_FACTORS, rook_len);
    let labels = Slider::ALL
        .into_iter()
        .zip([&rook_params, &bishop_params])
        .flat_map(|(slider, params)| {
            (0..64u8).zip(params).map(move |(sq, m)| {
                let mut extra = String::from(", magic ");
                Elem::U64.write_literal(&mut extra, m.factor);
                extra.push_str(&format!(", shift {}", m.shift));
                let label = block_label(slider, sq, m.mask, &extra, m.offset);
                (sq, label, 1 << m.mask.count_ones())
            })
        })
        .collect();
    let mut out = vec![
        magic_params(Slider::Rook, &rook_params),
        magic_params(Slider::Bishop, &bishop_params),
        shared_attacks(Strategy::Magic, labels, [rook_table, bishop_table].concat()),
    ];
    if pext {
        let params = [blocks[0].pext_params(0), blocks[1].pext_params(rook_len)];
        let labels = Slider::ALL
            .into_iter()
            .zip(&params)
            .flat_map(|(slider, params)| {
                (0..64u8).zip(params).map(move |(sq, p)| {
                    let label = block_label(slider, sq, p.mask, "", p.offset);
                    (sq, label, 1 << p.mask.count_ones())
                })
            })
            .collect();
        let values = blocks
            .iter()
            .flat_map(|b| b.attacks.iter().flatten().copied())
            .collect();
        out.extend([
            pext_params(Slider::Rook, &params[0]),
            pext_params(Slider::Bishop, &params[1]),
            shared_attacks(Strategy::Pext, labels, values),
        ]);
    }
    out.extend([kindergarten_fill_up(), kindergarten_a_file()]);
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Strategy {
    Magic,
    Pext,
}

/// `ROOK_MAGICS`, `BISHOP_MAGICS`: a `MagicEntry { mask, factor, shift, offset }` by square.
fn magic_params(slider: Slider, params: &[Magic]) -> Table {
    let (name, ident, upper) = match slider {
        Slider::Rook => ("rook-magics", "ROOK_MAGICS", "Rook"),
        Slider::Bishop => ("bishop-magics", "BISHOP_MAGICS", "Bishop"),
    };
    Table {
        name,
        ident,
        shape: vec![64, 4],
        elem: Elem::U64,
        columns: vec![
            Radix::Default,
            Radix::Default,
            Radix::Decimal,
            Radix::Decimal,
        ],
        record: Some(Record {
            name: "MagicEntry",
            fields: &["mask", "factor", "shift", "offset"],
        }),
        summary: match slider {
            Slider::Rook => "the fancy magic of each square for rook attacks",
            Slider::Bishop => "the fancy magic of each square for bishop attacks",
        },
        doc: vec![
            format!(
                "Indexed `[square]`. `mask` holds the relevant squares (every square of the {} \
                 rays but the last of each), `shift` is `64 - popcount(mask)`, `offset` where \
                 the square's block starts in `MAGIC_ATTACKS`: the attacks are \
                 `MAGIC_ATTACKS[offset + ((occupied & mask) * factor >> shift)]`.",
                slider.name()
            ),
            format!(
                "{upper} magic factors from a seeded search (codegen/src/magics.rs, \
                 `sliders::SEED`); `chess-lut magics` reruns it, and the build checks that no \
                 factor puts two different attack sets into one slot."
            ),
        ],
        values: params
            .iter()
            .flat_map(|m| [m.mask, m.factor, u64::from(m.shift), m.offset as u64])
            .collect(),
        layout: square_rows(4),
    }
}

/// `ROOK_PEXT`, `BISHOP_PEXT`: a `PextEntry { mask, offset }` by square.
fn pext_params(slider: Slider, params: &[Pext]) -> Table {
    let (name, ident) = match slider {
        Slider::Rook => ("rook-pext", "ROOK_PEXT"),
        Slider::Bishop => ("bishop-pext", "BISHOP_PEXT"),
    };
    Table {
        name,
        ident,
        shape: vec![64, 2],
        elem: Elem::U64,
        columns: vec![Radix::Default, Radix::Decimal],
        record: Some(Record {
            name: "PextEntry",
            fields: &["mask", "offset"],
        }),
        summary: match slider {
            Slider::Rook => "the PEXT mask and offset of each square for rook attacks",
            Slider::Bishop => "the PEXT mask and offset of each square for bishop attacks",
        },
        doc: vec![format!(
            "Indexed `[square]`: `mask` the relevant squares of the {} on that square, `offset` \
             where its block starts in `PEXT_ATTACKS`: the attacks are \
             `PEXT_ATTACKS[offset + pext(occupied, mask)]`. Generated only for targets with BMI2.",
            slider.name()
        )],
        values: params
            .iter()
            .flat_map(|p| [p.mask, p.offset as u64])
            .collect(),
        layout: square_rows(2),
    }
}

/// The comment above one square's block of a shared attack table: the slider, the square, its
/// mask, what else its index needs (`extra`), its offset and length.
fn block_label(slider: Slider, sq: u8, mask: u64, extra: &str, offset: usize) -> String {
    let mut label = format!("{} {}: mask ", slider.name(), geo::square_name(sq));
    Elem::U64.write_literal(&mut label, mask);
    label.push_str(extra);
    let len = 1usize << mask.count_ones();
    label.push_str(&format!(", offset {offset}, {len} entries"));
    label
}

/// `MAGIC_ATTACKS` or `PEXT_ATTACKS`: every square's block, rook then bishop, each under its
/// `labels` comment (one per square, rook then bishop), `PER_LINE` values to a line labelled
/// with the square and the index of its first value in the block.
fn shared_attacks(strategy: Strategy, labels: Vec<(u8, String, usize)>, values: Vec<u64>) -> Table {
    let layout = labels
        .into_iter()
        .map(|(sq, label, len)| {
            let name = geo::square_name(sq);
            let blocks = (0..len)
                .step_by(PER_LINE)
                .map(|start| Block::Line {
                    label: format!("{name} +{start}"),
                    len: PER_LINE.min(len - start),
                    array: false,
                })
                .collect();
            Block::Group { label, blocks }
        })
        .collect();
    let (name, ident, summary, doc) = match strategy {
        Strategy::Magic => (
            "magic-attacks",
            "MAGIC_ATTACKS",
            "rook and bishop attacks by square and fancy-magic index of the occupancy",
            "Indexed `[offset + ((occupied & mask) * magic >> shift)]` with the square's \
             `ROOK_MAGICS` or `BISHOP_MAGICS` entry: every rook block, then every bishop block, \
             one per square, 2^popcount(mask) entries each. A slot no occupancy reaches holds 0.",
        ),
        Strategy::Pext => (
            "pext-attacks",
            "PEXT_ATTACKS",
            "rook and bishop attacks by square and PEXT index of the occupancy",
            "Indexed `[offset + pext(occupied, mask)]` with the square's `ROOK_PEXT` or \
             `BISHOP_PEXT` entry: every rook block, then every bishop block; entry `i` of a block \
             is the attack set when the relevant squares picked by the bits of `i` (lowest \
             square first) are occupied. Generated only for targets with BMI2.",
        ),
    };
    Table {
        name,
        ident,
        shape: vec![values.len()],
        elem: Elem::U64,
        columns: Vec::new(),
        record: None,
        summary,
        doc: vec![doc.into()],
        values,
        layout,
    }
}

/// `KINDERGARTEN_FILL_UP`: the first-rank attacks of each file and inner occupancy, copied onto
/// every rank.
fn kindergarten_fill_up() -> Table {
    let values = (0..8u8)
        .flat_map(|file| {
            (0..64u8).map(move |inner| {
                let attacked = geo::first_rank_attacks(file, inner << 1);
                geo::bitboard((0..8).flat_map(|rank| {
                    (0..8u8)
                        .filter(move |f| attacked >> f & 1 != 0)
                        .map(move |f| 8 * rank + f)
                }))
            })
        })
        .collect();
    Table {
        record: None,
        name: "kindergarten-fill-up",
        ident: "KINDERGARTEN_FILL_UP",
        shape: vec![8, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        summary: "a slider's attacks along a line with one square per file, by file and inner occupancy",
        doc: vec![
            "Indexed `[file][inner]`, `inner` bit `k` saying whether the line's square on file \
             `k + 1` (b to g) is occupied: the first-rank attacks of a rook on `file`, copied onto \
             all eight ranks. And it with a rank, diagonal or anti-diagonal mask through the \
             square to get the attacks along that line. Kindergarten bitboards gather `inner` \
             as `(occupied & mask) * 0x0202_0202_0202_0202 >> 58`."
                .into(),
        ],
        values,
        layout: eight_rows("file"),
    }
}

/// `KINDERGARTEN_A_FILE`: a rook's attacks along the a-file by rank and inner occupancy.
fn kindergarten_a_file() -> Table {
    let a_file = geo::line_through(0, LineKind::File);
    let values = (0..8u8)
        .flat_map(|rank| {
            (0..64usize).map(move |inner| {
                let occupied = geo::bitboard(
                    (0..6u8)
                        .filter(|k| inner >> k & 1 != 0)
                        .map(|k| 8 * (k + 1)),
                );
                sliders::attacks(8 * rank, Slider::Rook, occupied) & a_file
            })
        })
        .collect();
    Table {
        record: None,
        name: "kindergarten-a-file",
        ident: "KINDERGARTEN_A_FILE",
        shape: vec![8, 64],
        elem: Elem::U64,
        columns: Vec::new(),
        summary: "a rook's attacks along the a-file, by rank and inner occupancy",
        doc: vec![
            "Indexed `[rank][inner]`, `inner` bit `k` saying whether the a-file square on rank \
             `k + 2` (a2 to a7) is occupied; shift the entry left by the file for any other \
             file. Kindergarten bitboards gather `inner` as \
             `((occupied >> file) & 0x0101_0101_0101_0101) * 0x0004_0810_2040_8000 >> 58`."
                .into(),
        ],
        values,
        layout: eight_rows("rank"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(table: &Table) -> Vec<&str> {
        table
            .layout
            .iter()
            .filter_map(|b| match b {
                Block::Group { label, .. } => Some(label.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_square_s_block_is_labelled_with_its_parameters() {
        let all = tables(true);
        let find = |name: &str| all.iter().find(|t| t.name == name).expect(name);
        let magic = groups(find("magic-attacks"));
        let pext = groups(find("pext-attacks"));
        assert_eq!((magic.len(), pext.len()), (128, 128));
        assert!(magic[0].starts_with("rook a1: mask 0x0001_0101_0101_017E, magic 0x"));
        assert!(
            magic[0].ends_with(", shift 52, offset 0, 4096 entries"),
            "{}",
            magic[0]
        );
        assert!(magic[64].starts_with("bishop a1: mask "), "{}", magic[64]);
        assert!(
            magic[64].ends_with(", offset 102400, 64 entries"),
            "{}",
            magic[64]
        );
        // PEXT has no magic and no shift to show
        assert_eq!(
            pext[0],
            "rook a1: mask 0x0001_0101_0101_017E, offset 0, 4096 entries"
        );
        assert!(
            pext.iter()
                .all(|l| !l.contains("magic") && !l.contains("shift"))
        );
        // without BMI2 there is no PEXT table at all
        assert!(tables(false).iter().all(|t| !t.name.contains("pext")));
    }
}
