//! `magics`: rerun the seeded search for the fancy magics and check it against the stored ones
//! (the numbers `codegen/src/magics.rs` holds and the built tables use).

use std::process::ExitCode;
use std::time::Instant;

use chess_lut::Square;
use chess_lut::tables::{BISHOP_MAGICS, ROOK_MAGICS};
use chess_lut_codegen::emit::magics_source;
use chess_lut_codegen::magics::{BISHOP_FACTORS, ROOK_FACTORS};
use chess_lut_codegen::sliders::{Blocks, SEED, Slider};

/// With `rust`, prints the source of `codegen/src/magics.rs` for the search's magics; else
/// compares, slider by slider, the search's magics with the stored ones and with the magics in
/// the built tables, and checks that each stored magic indexes its table without a collision.
pub fn run(rust: bool) -> ExitCode {
    let start = Instant::now();
    // one walk per slider serves both the search and the collision check
    let found = Slider::ALL.map(|slider| {
        let blocks = Blocks::new(slider);
        let (magics, tries) = blocks.find_magics(SEED);
        (blocks, magics, tries)
    });
    if rust {
        print!("{}", magics_source(SEED, &found[0].1, &found[1].1));
        return ExitCode::SUCCESS;
    }
    let mut ok = true;
    for (blocks, magics, tries) in found {
        let slider = blocks.slider;
        let (stored, built) = match slider {
            Slider::Rook => (&ROOK_FACTORS, &ROOK_MAGICS),
            Slider::Bishop => (&BISHOP_FACTORS, &BISHOP_MAGICS),
        };
        let differ: Vec<String> = Square::ALL
            .iter()
            .filter(|sq| {
                let i = sq.index();
                magics[i] != stored[i] || built[i].factor != stored[i]
            })
            .map(|sq| sq.to_string())
            .collect();
        let checked = blocks.magic_table(stored, 0);
        println!(
            "{}: 64 magics from seed {SEED:#X}, {tries} candidates tried: {}; {}",
            slider.name(),
            if differ.is_empty() {
                "equal to the stored and the built ones".to_string()
            } else {
                format!("DIFFER on {}", differ.join(" "))
            },
            match &checked {
                Ok(_) => "no collision".to_string(),
                Err(e) => e.clone(),
            }
        );
        ok &= differ.is_empty() && checked.is_ok();
    }
    println!(
        "{} in {:.0} ms",
        if ok {
            "magics: reproduced"
        } else {
            "magics: FAILED (rerun with --rust to rewrite codegen/src/magics.rs)"
        },
        start.elapsed().as_secs_f64() * 1e3
    );
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
