//! Every table's size, pinned, in the order of the generated files (the module that reads
//! each, then its family): with every family, and the core alone.
#![cfg(all(
    feature = "search",
    feature = "pext",
    feature = "kindergarten",
    feature = "masks",
    feature = "zobrist"
))]

use chess_lut_codegen::search::committed;
use chess_lut_codegen::slider_blocks::{Blocks, Slider};
use chess_lut_codegen::{Options, statics};

#[test]
fn sizes() {
    let every = statics(Options::all(true));
    let sizes: Vec<(&str, usize)> = every.iter().map(|t| (t.name.as_str(), t.bytes())).collect();
    let magic = committed(&[Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)]).len;
    assert_eq!(
        sizes,
        [
            ("in-between", 32768),
            ("path", 32768),
            ("line", 32768),
            ("in-between-triangular", 16640),
            ("in-between-x88", 1920),
            ("x88-attacks", 14336),
            ("king-zone-reach", 3584),
            ("knight-attacks", 512),
            ("king-attacks", 512),
            ("pawn-attacks", 1024),
            ("pawn-pushes", 1024),
            ("pawn-double-pushes", 1024),
            ("knight-distance", 4096),
            ("king-distance", 4096),
            ("manhattan-distance", 4096),
            ("center-distance", 64),
            ("center-manhattan-distance", 64),
            ("distance-rings", 4096),
            ("line-masks", 2048),
            ("intersection", 1350),
            ("first-rank-attacks", 512),
            ("dual-masks", 2048),
            ("rook-magics", 1536),
            ("bishop-magics", 1536),
            ("magic-attacks", 8 * magic),
            ("rook-pext", 1536),
            ("bishop-pext", 1536),
            ("pext-attacks", 861_184),
            ("pext-compact-attacks", 215_296),
            ("kindergarten-fill-up", 4096),
            ("kindergarten-a-file", 4096),
            ("adjacent-files", 64),
            ("forward-file", 1024),
            ("forward-ranks", 128),
            ("pawn-attack-span", 1024),
            ("passed-pawn-span", 1024),
            ("beyond", 32768),
            ("ray", 32768),
            ("polyglot-random", 6248),
            ("polyglot-cuckoo-keys", 65536),
            ("polyglot-cuckoo-moves", 16384),
        ]
    );
    // the core alone: what a build with no feature gets
    let none = Options {
        pext: false,
        pext_compact: false,
        fastest_pext: false,
        magic: false,
        kindergarten: false,
        lines: false,
        layouts: false,
        distances: false,
        masks: false,
        zobrist: false,
        registry: false,
    };
    let core: Vec<String> = statics(none).iter().map(|t| t.name.clone()).collect();
    assert_eq!(
        core,
        [
            "in-between",
            "path",
            "line",
            "x88-attacks",
            "king-zone-reach",
            "knight-attacks",
            "king-attacks",
            "pawn-attacks",
            "pawn-pushes",
            "pawn-double-pushes",
            "knight-distance",
            "line-masks",
            "first-rank-attacks",
            "dual-masks"
        ]
    );
}
