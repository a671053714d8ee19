//! Threat declarations that cannot be, refused by name: signatures, layouts, features two
//! threats share.

use super::*;

/// A signature that does not fit the orientation, or lacks or repeats a parameter, fails the
/// build naming the table.
#[test]
fn signatures_that_do_not_fit_are_refused() {
    let refused = |args: &[ThreatArg], o: Orientation| {
        let mut bake = Bake::new();
        bake.threats(
            stockfish()
                .orientation(o)
                .signature(args, NoFeature::Sentinel),
        );
        bake.problems().remove(0).to_string()
    };
    let both = Orientation::default();
    let error = |e: &str| format!("error: threats `full_threats`: {e}");
    assert_eq!(
        refused(
            &[Perspective, KingSquare, Attacker, FromSquare, ToSquare],
            both
        ),
        error(
            "its signature lacks `attacked`: an index takes Attacker, FromSquare, ToSquare and Attacked"
        )
    );
    assert_eq!(
        refused(
            &[
                Perspective,
                KingSquare,
                Attacker,
                FromSquare,
                ToSquare,
                Attacked,
                FromSquare
            ],
            both
        ),
        error("its signature takes `from` twice")
    );
    assert_eq!(
        refused(
            &[KingSquare, Attacker, FromSquare, ToSquare, Attacked],
            both
        ),
        error("its signature lacks `perspective`, which its orientation flips the board by")
    );
    assert_eq!(
        refused(
            &[Perspective, Attacker, FromSquare, ToSquare, Attacked],
            both
        ),
        error(
            "its signature lacks `king` or `mirrored`, which its orientation mirrors the board by"
        )
    );
    // every parameter: the views, then the threat's
    let every = [
        &[Perspective, KingSquare, Mirrored][..],
        &[Attacker, FromSquare, ToSquare, Attacked],
    ]
    .concat();
    assert_eq!(
        refused(&every, both),
        error(
            "its signature takes both `king` and `mirrored`: one says whether the board is mirrored"
        )
    );
    let neither = Orientation {
        mirror: false,
        flip: false,
    };
    assert_eq!(
        refused(
            &[Perspective, Attacker, FromSquare, ToSquare, Attacked],
            neither
        ),
        error(
            "its signature takes `perspective`, but its orientation does not flip the board: drop it, or flip"
        )
    );
    assert_eq!(
        refused(
            &[Mirrored, Attacker, FromSquare, ToSquare, Attacked],
            neither
        ),
        error(
            "its signature takes `king` or `mirrored`, but its orientation does not mirror the board: drop it, or mirror"
        )
    );
}

#[test]
fn layouts_that_cannot_be_are_refused() {
    let refused = |t: Threats| {
        let mut bake = Bake::new();
        bake.threats(t);
        bake.problems().remove(0).to_string()
    };
    let stockfish_in =
        |codes| Threats::new("t", codes, |c, p| (c as usize) << 3 | (p as usize + 1));
    assert_eq!(
        refused(stockfish_in(8)),
        "error: threats `t`: the code of the black pawn is 9, past its 8 codes"
    );
    assert_eq!(
        refused(stockfish_in(0)),
        "error: threats `t`: its pieces are numbered in 0 codes: 1 to 256"
    );
    assert_eq!(
        refused(Threats::new("t", 12, |_, p| p as usize)),
        "error: threats `t`: the white pawn and the black pawn have one code, 0"
    );
    let shifted = Threats::new("t", 12, |c, p| p as usize + 6 * c as usize);
    assert!(refused(shifted).contains("do not swap colours by one xor"));
    let twice = stockfish_in(16).targets(Pawn, &[Knight, Rook, Knight]);
    assert_eq!(
        refused(twice),
        "error: threats `t`: the pawn threatens the knight twice: each target once"
    );
    let nowhere =
        stockfish_in(16).pawn_ranks(chess_lut_types::Rank::Fifth..=chess_lut_types::Rank::Fourth);
    assert_eq!(
        refused(nowhere),
        "error: threats `t`: its pawns count on no rank"
    );
    let named = Threats::new("Full", 16, |c, p| (c as usize) << 3 | (p as usize + 1));
    assert!(refused(named).contains("is not a snake_case identifier"));
    let twin = stockfish_in(16).twin("nnue::make_index");
    assert!(refused(twin).contains("is not an absolute path"));
}

/// Two threats of one view sharing a feature are named, with the view: what the bake checks
/// of every layout before it is written (here of a layout spoilt by hand).
#[test]
fn a_feature_two_threats_share_is_refused_naming_both() {
    let threats = stockfish();
    let mut layout = threats.layout().unwrap();
    // the white knight's threats on black knights take the base of its threats on black pawns
    let (knight, black_knight, black_pawn) = (2, 10, 9);
    let at = |d: usize| (knight * 16 + d) * 2;
    layout.pairs[at(black_knight)] = layout.pairs[at(black_pawn)];
    let err = threats.distinct(&layout, |c, p| (c as usize) << 3 | (p as usize + 1));
    assert_eq!(
        err,
        Err(
            "the threats white knight a2 on black pawn c1 and white knight a2 on black knight c1 \
             share the feature 2042"
                .into()
        )
    );
}

/// The check by ranges passes the engines' layouts and their variants, and never passes a
/// layout whose features collide: tables spoilt at random, a check by ranges that passes is
/// held against the check threat by threat.
#[test]
fn the_check_by_ranges_passes_no_collision() {
    let sf = |c: Color, p: Piece| (c as usize) << 3 | (p as usize + 1);
    let rk = |c: Color, p: Piece| (p as usize) << 1 | c as usize;
    let variants = [
        (stockfish(), sf as fn(Color, Piece) -> usize),
        (reckless(), rk),
        (stockfish().semi_excluded(|_, _| false), sf),
        (stockfish().semi_excluded(|_, _| true), sf),
        (
            reckless().orientation(Orientation {
                mirror: false,
                flip: true,
            }),
            rk,
        ),
    ];
    for (threats, code) in &variants {
        let layout = threats.layout().unwrap();
        assert!(threats.separate(&layout, code), "{}", threats.name);
    }
    // the layout spoilt as the test above spoils it: the ranges meet
    let threats = stockfish();
    let mut layout = threats.layout().unwrap();
    layout.pairs[(2 * 16 + 10) * 2] = layout.pairs[(2 * 16 + 9) * 2];
    assert!(!threats.separate(&layout, sf));
    // a cell of one table moved at random, many times
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let (mut passed, mut refused) = (0, 0);
    for _ in 0..60 {
        let (threats, code) = &variants[next(2)];
        let mut layout = threats.layout().unwrap();
        let delta = [1u32, 2, 7, 64, 300][next(5)];
        match next(3) {
            0 => {
                let i = next(layout.pairs.len());
                layout.pairs[i] = layout.pairs[i].wrapping_sub(delta) % (layout.dimensions + 1);
            }
            1 => {
                let i = next(layout.offsets.len());
                layout.offsets[i] = layout.offsets[i].saturating_sub(delta);
            }
            _ => {
                let i = next(layout.below.len());
                layout.below[i] = layout.below[i].wrapping_add(delta as u8) % 28;
            }
        }
        if threats.separate(&layout, code) {
            passed += 1;
            assert_eq!(threats.distinct(&layout, code), Ok(()), "{}", threats.name);
        } else {
            refused += 1;
        }
    }
    // both answers were given: the spoiling reaches cells the check reads, and cells it does not
    assert!(
        passed > 5 && refused > 5,
        "{passed} passed, {refused} refused"
    );
}
