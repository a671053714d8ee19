//! The page of a bake, in Chromium, used as a person would.

use chess_lut::Square;

use crate::baked;
use crate::browser::{self, Browser, open_table};
use crate::common::stdout;

/// Picks `label` in the list of axis `k` with the keyboard, as a person does: the list
/// focused, the down arrow pressed until it shows the label.
fn pick(b: &mut Browser, k: usize, label: &str) {
    b.eval(&format!("document.getElementById('axis-{k}').focus()"));
    let list = format!("document.getElementById('axis-{k}')");
    let target = b.eval(&format!(
        "[...{list}.options].findIndex(o => o.text === '{label}')"
    ));
    let target = target
        .as_i64()
        .filter(|&i| i >= 0)
        .expect("the label is listed");
    for _ in 0..64 {
        let at = b.eval(&format!("{list}.selectedIndex")).as_i64().unwrap();
        if at == target {
            return;
        }
        b.key(if at < target { "ArrowDown" } else { "ArrowUp" });
    }
    panic!("axis {k} never showed {label}");
}

fn value(b: &mut Browser) -> String {
    b.text("document.getElementById('value').dataset.value")
}

/// The page of a bake, used as a person would: a table picked by typing its name, an axis
/// picked from its list, a square clicked, a cell of the grid clicked; what it shows is the
/// bake's own values, compared with the functions the bake was given.
#[test]
fn explore_draws_a_bake_as_it_is_asked() {
    let dir = baked("bake-explore");
    let page = dir.join("tables.html");
    let said = stdout(&[
        "explore",
        "--tables",
        dir.to_str().unwrap(),
        "--out",
        page.to_str().unwrap(),
    ]);
    assert!(said.starts_with("wrote "), "{said}");
    let Some(mut b) = browser::on_page(&format!("file://{}", page.display()), 1280, 900) else {
        std::fs::remove_dir_all(dir).unwrap();
        return;
    };
    let listed = b.eval("[...document.querySelectorAll('#tables li')].map(li => li.dataset.name)");
    assert_eq!(
        listed,
        serde_json::json!(["steps", "front", "ratio", "keys"])
    );
    // two square axes: the first picked from its list, the second clicked on the board, which
    // shows the value on every square
    open_table(&mut b, "steps");
    pick(&mut b, 0, "c3");
    b.click("#board [data-square='f7']");
    assert_eq!(value(&mut b), "7");
    let board = b.eval("[...document.querySelectorAll('#board button.sq')].map(c => [c.dataset.square, c.dataset.value])");
    for pair in board.as_array().unwrap() {
        let sq: Square = pair[0].as_str().unwrap().parse().unwrap();
        let steps = Square::C3.file().abs_diff(sq.file()) + Square::C3.rank().abs_diff(sq.rank());
        assert_eq!(pair[1], steps.to_string(), "steps c3 {sq}");
    }
    assert!(
        b.text("document.getElementById('proof').textContent")
            .contains("crate::steps")
    );
    // a set: the board draws it
    open_table(&mut b, "front");
    pick(&mut b, 0, "black");
    b.click("#board [data-square='e4']");
    let hit = b.eval("[...document.querySelectorAll('#board button.sq')].filter(c => c.dataset.hit === '1').map(c => c.dataset.square)");
    assert_eq!(hit, serde_json::json!(["e4", "e3"]));
    // no square axis: a grid of depth by moves
    open_table(&mut b, "ratio");
    b.click("#grid td[data-row='1'][data-col='3']");
    assert_eq!(value(&mut b), "1.5");
    assert_eq!(
        b.text("document.getElementById('asked').textContent"),
        "depth 2, moves 3"
    );
    // a 64-bit key, in hex, all sixteen digits
    open_table(&mut b, "keys");
    b.click("#board [data-square='b1']");
    assert_eq!(
        value(&mut b),
        format!("{:#018x}", 2u64.wrapping_mul(0x9E37_79B9_7F4A_7C15))
    );
    // a phone: the grid scrolls in its box, the page is no wider than the screen
    b.screen(390, 844, true);
    open_table(&mut b, "ratio");
    let width = b.eval("document.documentElement.scrollWidth");
    assert!(
        width.as_u64().expect("a width") <= 390,
        "{width} px on a 390 px screen"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// The page of a bake of NNUE threat indices: the places of a knight's attacks drawn on the
/// board as the bake counts them, and the offsets of its squares.
#[test]
fn explore_draws_threat_indices() {
    use chess_lut::Piece::*;
    use chess_lut_codegen::bake::{Bake, Threats};

    let dir = crate::common::temp("bake-explore-threats");
    let out = dir.join("release/build/engine-0123/out");
    std::fs::create_dir_all(&out).unwrap();
    let mut bake = Bake::new();
    bake.threats(
        Threats::new("threat_index", 16, |color, piece| {
            (color as usize) << 3 | (piece as usize + 1)
        })
        .targets(Pawn, &[Knight, Rook])
        .targets(Knight, &[Pawn, Knight, Bishop, Rook, Queen]),
    );
    bake.write(&out, "tables").unwrap();
    let page = dir.join("tables.html");
    let said = stdout(&[
        "explore",
        "--tables",
        dir.to_str().unwrap(),
        "--out",
        page.to_str().unwrap(),
    ]);
    assert!(said.starts_with("wrote "), "{said}");
    let Some(mut b) = browser::on_page(&format!("file://{}", page.display()), 1280, 900) else {
        std::fs::remove_dir_all(dir).unwrap();
        return;
    };
    let listed = b.eval("[...document.querySelectorAll('#tables li')].map(li => li.dataset.name)");
    assert_eq!(
        listed,
        serde_json::json!([
            "threat_index_pairs",
            "threat_index_offsets",
            "threat_index_below"
        ])
    );
    // a white knight (the engine's code 2) on d4: each square it attacks, its place among them
    open_table(&mut b, "threat_index_below");
    pick(&mut b, 0, "attacker 2");
    pick(&mut b, 1, "d4");
    let board = b.eval("[...document.querySelectorAll('#board button.sq')].map(c => [c.dataset.square, c.dataset.value])");
    let attacks = chess_lut::knight_attacks(Square::D4);
    for pair in board.as_array().unwrap() {
        let to: Square = pair[0].as_str().unwrap().parse().unwrap();
        let below = (attacks.0 & (to.bitboard().0 - 1)).count_ones();
        assert_eq!(pair[1], below.to_string(), "below white knight d4 {to}");
    }
    // the white knight's offsets: its attacks from the squares before each
    open_table(&mut b, "threat_index_offsets");
    pick(&mut b, 0, "attacker 2");
    b.click("#board [data-square='c1']");
    assert_eq!(value(&mut b), "5");
    std::fs::remove_dir_all(dir).unwrap();
}
