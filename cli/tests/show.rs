//! `chess-lut show`, driven as a user would: every table's picture, as text and as SVG.

mod common;
use common::*;

#[test]
fn show_in_between_marks_exactly_the_squares_between() {
    let out = stdout(&["show", "in-between", "e1", "h4"]);
    assert_eq!(marked(&out, "X"), ["f2", "g3"]);
    assert_eq!(marked(&out, "o"), ["e1", "h4"]);
    for table in ["in-between-triangular", "in-between-x88"] {
        assert_eq!(
            marked(&stdout(&["show", table, "h4", "e1"]), "X"),
            ["f2", "g3"]
        );
    }
}

#[test]
fn show_line_and_leapers() {
    let out = stdout(&["show", "line", "b2", "c3"]);
    assert_eq!(
        marked(&out, "X"),
        ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
    );
    assert_eq!(
        marked(&stdout(&["show", "knight-attacks", "g1"]), "X"),
        ["e2", "f3", "h3"]
    );
    assert_eq!(
        marked(&stdout(&["show", "king-attacks", "a1"]), "X"),
        ["a2", "b1", "b2"]
    );
    assert_eq!(
        marked(&stdout(&["show", "pawn-attacks", "black", "e5"]), "X"),
        ["d4", "f4"]
    );
}

#[test]
fn show_knight_distance_writes_every_distance() {
    let out = stdout(&["show", "knight-distance", "a1"]);
    assert_eq!(marked(&out, "0"), ["a1"]);
    assert_eq!(marked(&out, "1"), ["b3", "c2"]);
    assert_eq!(marked(&out, "6"), ["h8"]);
    assert!(marked(&out, "4").contains(&"b2".to_string()));
}

#[test]
fn show_attack_with_occupancy() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let out = stdout(&["show", "attack", "queen", "d1", "--occupied", start]);
    assert_eq!(marked(&out, "*"), ["c1", "c2", "d2", "e1", "e2"]);
    assert!(marked(&out, "X").is_empty());
    assert_eq!(marked(&out, "Q"), ["d1"]);
    let out = stdout(&[
        "show",
        "x88-attacks",
        "R",
        "a1",
        "--occupied",
        "0x0000_0000_0001_0002",
    ]);
    assert_eq!(marked(&out, "*"), ["a3", "b1"]);
    assert_eq!(marked(&out, "X"), ["a2"]);
}

#[test]
fn show_intersection_line_masks_and_first_rank() {
    let out = stdout(&["show", "intersection", "e1", "rank", "b3", "anti-diagonal"]);
    assert_eq!(marked(&out, "*"), ["d1"]);
    assert!(
        out.starts_with("intersection e1 rank b3 anti-diagonal: d1"),
        "{out}"
    );
    let out = stdout(&[
        "show",
        "intersection",
        "a1",
        "diagonal",
        "b1",
        "anti-diagonal",
    ]);
    assert!(
        marked(&out, "*").is_empty() && out.contains(": none"),
        "{out}"
    );
    let out = stdout(&["show", "line-masks", "c2", "anti-diagonal"]);
    assert_eq!(marked(&out, "X"), ["a4", "b3", "c2", "d1"]);
    let out = stdout(&[
        "show",
        "first-rank-attacks",
        "d4",
        "--occupied",
        "0x0000_0000_2200_0000",
    ]);
    assert_eq!(marked(&out, "X"), ["c4", "e4"]);
    assert_eq!(marked(&out, "*"), ["b4", "f4"]);
}

#[test]
fn show_slider_tables() {
    let fen = "8/3p4/8/8/1P1R2n1/8/3B4/8";
    let out = stdout(&["show", "rook-magic", "d4", "--occupied", fen]);
    assert_eq!(marked(&out, "*"), ["b4", "d2", "d7", "g4"]);
    assert_eq!(marked(&out, "X"), ["c4", "d3", "d5", "d6", "e4", "f4"]);
    assert!(
        out.starts_with("rook-magics: rook on d4 (not_mask 0xFFF7_F7F7_89F7_F7FF, factor 0x"),
        "{out}"
    );
    // the slot is the entry's formula, and the table holds the attacks there
    let field = |name: &str| {
        let at = out.find(&format!("{name} ")).unwrap() + name.len() + 1;
        let text: String = out[at..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .filter(|&c| c != '_')
            .collect();
        match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).unwrap(),
            None => text.parse().unwrap(),
        }
    };
    let occupied = 0x0008_0000_4A00_0800u64;
    let index = (occupied | field("not_mask")).wrapping_mul(field("factor")) >> 52;
    assert_eq!(field("slot"), field("offset") + index, "{out}");
    let slot = usize::try_from(field("slot")).unwrap();
    assert_eq!(
        chess_lut::tables::MAGIC_ATTACKS[slot],
        chess_lut::calc::rook_attacks(chess_lut::Square::D4, chess_lut::Bitboard(occupied)).0
    );
    let out = stdout(&["show", "bishop-magics", "a1"]);
    assert_eq!(marked(&out, "X").len(), 7);
    let out = stdout(&["show", "magic-attacks", "queen", "d4", "--occupied", fen]);
    assert_eq!(marked(&out, "X").len() + marked(&out, "*").len(), 10 + 13);
    let out = stdout(&[
        "show",
        "kindergarten-fill-up",
        "d4",
        "diagonal",
        "--occupied",
        "8/6p1/8/8/3B4/2P5/8/8",
    ]);
    assert_eq!(marked(&out, "X"), ["e5", "f6"]);
    assert_eq!(marked(&out, "*"), ["c3", "g7"]);
    let out = stdout(&["show", "kindergarten-a-file", "a1", "--occupied", "0x0100"]);
    assert_eq!(marked(&out, "*"), ["a2"]);
    assert!(marked(&out, "X").is_empty(), "{out}");
    let err = error(&["show", "kindergarten-fill-up", "d4", "file"]);
    assert!(err.contains("kindergarten-a-file"), "{err}");
    let err = error(&["show", "magic-attacks", "knight", "d4"]);
    assert!(err.contains("bad slider"), "{err}");
    if !cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {
        let err = error(&["show", "rook-pext", "d4"]);
        assert!(err.contains("only for a target with BMI2"), "{err}");
    } else {
        let pext = stdout(&["show", "rook-pext", "d4", "--occupied", fen]);
        assert_eq!(marked(&pext, "*"), ["b4", "d2", "d7", "g4"]);
    }
}

#[test]
fn show_writes_svg() {
    let path = temp("board.svg");
    let path_str = path.to_str().unwrap();
    stdout(&["show", "knight-distance", "e4", "--svg", path_str]);
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(
        svg.matches("fill=\"#b58863\"").count(),
        32,
        "32 dark squares"
    );
    assert!(svg.contains(">6</text>") || svg.contains(">4</text>"));
}

/// The whole of `show in-between e1 h4`, text and SVG, byte for byte as kept in `golden/`:
/// what `show` writes stays what it was, whatever draws it.
#[test]
fn show_writes_a_board_byte_for_byte() {
    let svg = temp("golden-in-between.svg");
    let text = stdout(&[
        "show",
        "in-between",
        "e1",
        "h4",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(text, include_str!("golden/in-between-e1-h4.txt"));
    let drawn = std::fs::read_to_string(&svg).unwrap();
    std::fs::remove_file(&svg).unwrap();
    assert_eq!(drawn, include_str!("golden/in-between-e1-h4.svg"));
}

/// chess-lut's tables are named with `-` or `_` between words, as an engine's are.
#[test]
fn a_table_is_named_with_dashes_or_underscores() {
    assert_eq!(
        stdout(&["show", "in_between", "e1", "h4"]),
        stdout(&["show", "in-between", "e1", "h4"])
    );
    assert_eq!(
        stdout(&["show", "rook_magic", "d4"]),
        stdout(&["show", "rook-magic", "d4"])
    );
    let err = error(&["show", "atack", "queen", "d1"]);
    assert!(
        err.contains("(did you mean \"attack\"?)")
            && err.contains("other names: attack (x88-attacks)"),
        "{err}"
    );
}

/// What a board draws beside the answer: the slider asked for (a bishop drawn as one), the
/// slider that walks the line a table reads (a bishop along a diagonal, named with its line), a
/// pawn of the colour asked, and both lines of an intersection with the square where they cross.
#[test]
fn show_draws_the_piece_and_the_lines_asked_about() {
    let bishop = stdout(&["show", "magic-attacks", "bishop", "d4"]);
    assert!(bishop.contains("\n4  . . . B . . . .\n"), "{bishop}");
    let along = stdout(&["show", "kindergarten-fill-up", "d4", "anti-diagonal"]);
    assert!(
        along.starts_with(
            "kindergarten-fill-up: bishop on d4 along the anti-diagonal attacks 6 squares: \
             g1 f2 e3 c5 b6 a7\n"
        ),
        "{along}"
    );
    assert!(along.contains("\n4  . . . B . . . .\n"), "{along}");
    let pawn = stdout(&["show", "pawn-attacks", "black", "e4"]);
    assert!(pawn.contains("\n4  . . . . p . . .\n"), "{pawn}");
    let crossing = stdout(&["show", "intersection", "e4", "file", "a1", "diagonal"]);
    let board = "\
8  . . . . X . . X
7  . . . . X . X .
6  . . . . X X . .
5  . . . . * . . .
4  . . . X o . . .
3  . . X . X . . .
2  . X . . X . . .
1  o . . . X . . .
";
    assert!(
        crossing.starts_with("intersection e4 file a1 diagonal: e5\n"),
        "{crossing}"
    );
    assert!(crossing.contains(board), "{crossing}");
}

/// Every sample of `show` in the command's guide is what the command prints, whole.
#[test]
fn the_guide_s_show_samples_are_what_show_prints() {
    let guide = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/command.md"),
    )
    .unwrap();
    let mut samples = 0;
    for block in guide.split("```text\n").skip(1) {
        let block = block.split("```").next().unwrap();
        let Some((command, printed)) = block.split_once('\n') else {
            continue;
        };
        let Some(args) = command.strip_prefix("$ cargo run --release -- show ") else {
            continue;
        };
        let mut args: Vec<&str> = args.split(' ').collect();
        args.insert(0, "show");
        assert_eq!(stdout(&args), printed, "docs/command.md: {command}");
        samples += 1;
    }
    assert!(samples >= 2, "the guide's samples of show: {samples}");
}

/// A table asked by a number: a ring by its distance, a direction by a 0x88 difference
/// (negative numbers are arguments, not options); a number outside the range is asked where
/// the lookup answers there, and one outside its type is refused with the type's range; the
/// usage names each argument with its range.
#[test]
fn show_asks_a_number_of_a_range() {
    let ring = stdout(&["show", "knight-ring", "a1", "2"]);
    assert_eq!(
        marked(&ring, "X"),
        ["a3", "a5", "b4", "c1", "c5", "d2", "d4", "e1", "e3"]
    );
    assert_eq!(
        marked(&stdout(&["show", "distance-ring", "a1", "1"]), "X"),
        ["a2", "b1", "b2"]
    );
    assert_eq!(
        stdout(&["show", "x88-direction", "-17"]),
        "x88-direction -17: 5\n"
    );
    assert_eq!(
        stdout(&["show", "x88-direction", "18"]),
        "x88-direction 18: 8\n"
    );
    // outside the range, what the lookup answers there: no square, no direction
    let far = stdout(&["show", "knight-ring", "a1", "7"]);
    assert!(marked(&far, "X").is_empty(), "{far}");
    assert!(far.contains("knight-ring a1 7: none (0 squares)"), "{far}");
    assert!(marked(&stdout(&["show", "distance-ring", "a1", "255"]), "X").is_empty());
    assert_eq!(
        stdout(&["show", "x88-direction", "-120"]),
        "x88-direction -120: 8\n"
    );
    assert_eq!(
        stdout(&["show", "x88-direction", "-32768"]),
        "x88-direction -32768: 8\n"
    );
    // outside its type, no question it answers
    assert_eq!(
        error(&["show", "knight-ring", "a1", "256"]),
        "error: bad moves \"256\": a u8, from 0 to 255\n"
    );
    assert_eq!(
        error(&["show", "x88-direction", "40000"]),
        "error: bad difference \"40000\": an i16, from -32768 to 32767\n"
    );
    assert_eq!(
        error(&["show", "distance-ring", "e4"]),
        "error: show distance-ring takes a square and a distance (0 to 7), like `show \
         distance-ring e4 2`\n"
    );
}
