//! The data file of the committed black magics, `codegen/src/magic_factors.rs`, written from a
//! packing: what `chess-lut magics --search` writes when it finds a shorter table.

use crate::slider_blocks::{Origin, Placement, Slider};
use crate::table::Elem;
use crate::table::square_label;

/// The source of `codegen/src/magic_factors.rs` for these placements (rook squares', bishop
/// squares'), whose table has `len` entries: what `chess-lut magics --search` writes, so that
/// a better packing replaces the file whole.
pub fn factors_file(placements: [&[Placement; 64]; 2], len: usize) -> String {
    let all = || placements.iter().flat_map(|p| p.iter());
    let published = all().filter(|p| p.origin == Origin::AnnussFiekas).count();
    let mut seeds: Vec<u64> = all()
        .filter_map(|p| match p.origin {
            Origin::Search(seed) => Some(seed),
            Origin::AnnussFiekas => None,
        })
        .collect();
    seeds.sort_unstable();
    seeds.dedup();
    let mut out = String::from(
        "//! Where each square's block sits in chess-lut's shared magic table: a fixed-shift black magic\n\
         //! factor and an offset per rook and bishop square. Written by `chess-lut magics --search`, which\n\
         //! improves on this set and rewrites this file; `chess-lut magics` checks it.\n//!\n",
    );
    out.push_str(&format!(
        "//! {published} of the 128 factors are the black magics found by Volker Annuss and Niklas Fiekas\n\
         //! (talkchess.com/forum/viewtopic.php?t=64790, as cozy-chess and Cfish use them), {} found by\n\
         //! chess-lut's search; the offsets are the search's packing: {len} entries. Each line says who\n\
         //! found its factor.\n\n",
        128 - published
    ));
    if published > 0 {
        out.push_str("use crate::slider_blocks::Origin::AnnussFiekas;\n");
    }
    if !seeds.is_empty() {
        out.push_str("use crate::slider_blocks::Origin::Search;\n");
    }
    out.push_str("use crate::slider_blocks::Placement;\n");
    for (slider, placements) in Slider::ALL.into_iter().zip(placements) {
        out.push_str(&format!(
            "\n/// The {} squares' factors and offsets, by square (a1 first).\n\
             #[rustfmt::skip]\n\
             pub const {}_PLACEMENTS: [Placement; 64] = [\n",
            slider.name(),
            slider.name().to_uppercase()
        ));
        for (sq, p) in placements.iter().enumerate() {
            let origin = match p.origin {
                Origin::AnnussFiekas => "AnnussFiekas".to_string(),
                Origin::Search(seed) => format!("Search({seed:#X})"),
            };
            out.push_str(&format!(
                "    /* {} */ Placement {{ factor: {}, offset: {}, origin: {origin} }},\n",
                square_label(sq),
                Elem::U64.literal(p.factor),
                p.offset
            ));
        }
        out.push_str("];\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic_factors::{BISHOP_PLACEMENTS, ROOK_PLACEMENTS};

    #[test]
    fn the_factors_file_is_what_the_writer_writes() {
        let len = super::super::committed().len;
        assert_eq!(
            factors_file([&ROOK_PLACEMENTS, &BISHOP_PLACEMENTS], len),
            include_str!("../magic_factors.rs")
        );
    }
}
