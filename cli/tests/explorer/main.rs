//! `chess-lut explore`: the page written by the binary, opened from disk in a real Chromium and
//! used as a person would — tables picked by typing their names, arguments set by clicking
//! squares and buttons, blockers toggled by clicking or pasted as a FEN or a hex bitboard —
//! and what it shows compared with the crate's own answer, on a sample of inputs of every
//! table; then the page's "check every input" run over each table's whole domain, by the
//! crate the page carries, compiled to WebAssembly.
//!
//! Chromium is Debian's `chromium` (`.ci/run` installs it; `$CHROMIUM` names another). Where
//! there is none the tests say so and pass, unless `CHESS_LUT_BROWSER_TESTS=required` (as in
//! CI), which makes a missing browser a failure.

#[path = "../browser/mod.rs"]
mod browser;
mod questions;

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use browser::{Browser, open_table};
use chess_lut::tables;
use chess_lut::{Bitboard, LineKind, Square};
use chess_lut_codegen::rng::SplitMix64;
use questions::{Gen, domain, hex, placement, samples};

/// The binary that writes the page: this build's, or the one `CHESS_LUT_BIN` names (CI points
/// it at the command as `cargo install` builds it on a toolchain without the wasm32 target, and
/// as built from its package).
fn binary() -> PathBuf {
    std::env::var_os("CHESS_LUT_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_chess-lut")))
}

/// The page, written by the binary into the test's own directory once for all the tests (they
/// run in parallel: two writers of one file would let a browser read it half-written).
fn page() -> &'static str {
    static URL: OnceLock<String> = OnceLock::new();
    URL.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("explorer");
        std::fs::create_dir_all(&dir).expect("a directory for the page");
        let path = dir.join("tables.html");
        let out = Command::new(binary())
            .args(["explore", "--out"])
            .arg(&path)
            .output()
            .expect("the binary runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        format!("file://{}", path.display())
    })
}

/// A browser on the page, or `None` where there is no Chromium and the browser tests are not
/// required.
fn browser(width: u32, height: u32) -> Option<Browser> {
    browser::on_page(page(), width, height)
}

/// The page's blockers, as the board shows them.
fn shown_blockers(b: &mut Browser) -> Bitboard {
    squares_marked(b, "blocker")
}

fn squares_marked(b: &mut Browser, what: &str) -> Bitboard {
    let names = b.eval(&format!(
        "[...document.querySelectorAll('#board button.sq')].filter(c => c.dataset.{what} === '1').map(c => c.dataset.square)"
    ));
    names
        .as_array()
        .expect("a list")
        .iter()
        .map(|n| {
            n.as_str()
                .expect("a name")
                .parse::<Square>()
                .expect("a square")
        })
        .collect()
}

/// Sets the blockers to `occupied`: by clicking squares (`way` 0), by typing a FEN placement
/// (1) or a hex bitboard (2).
fn set_blockers(b: &mut Browser, occupied: Bitboard, way: usize) {
    match way {
        0 => {
            b.click("#mode button[data-value='blockers']");
            let now = shown_blockers(b);
            for sq in Bitboard(now.0 ^ occupied.0) {
                b.click(&format!("#board [data-square='{sq}']"));
            }
        }
        _ => {
            b.click("#fen");
            b.key_with("a", 2);
            let text = if way == 1 {
                placement(occupied) + " w - - 0 1"
            } else {
                hex(occupied.0)
            };
            b.type_text(&text);
            b.key("Enter");
        }
    }
    assert_eq!(shown_blockers(b), occupied, "blockers set the way {way}");
}

#[test]
fn every_table_answers_as_the_crate_does() {
    let Some(mut b) = browser(1280, 900) else {
        return;
    };
    let mut g = Gen(SplitMix64::new(0xE7_910E));
    let listed = b.eval("document.querySelectorAll('#tables li').length");
    assert_eq!(listed, tables::all().count());
    for table in tables::all().filter(|t| !t.lookups.is_empty()) {
        let r = &table.lookups[0];
        let drawing = table.drawing.expect("a table a lookup reads is drawn");
        let view = drawing.view;
        open_table(&mut b, table.name);
        if matches!(
            drawing.indexing,
            chess_lut::tables::Indexing::Pext | chess_lut::tables::Indexing::PextCompact
        ) {
            // the page's crate is WebAssembly, which has no BMI2: it says so
            let said = b.text("document.getElementById('agree').textContent");
            assert!(said.contains("no BMI2"), "{}: {said}", table.name);
            continue;
        }
        for (i, sample) in samples(r, view, 6, &mut g).into_iter().enumerate() {
            for (key, value) in &sample.choices {
                b.click(&format!("#arg-{key} button[data-value='{value}']"));
            }
            for (key, sq) in &sample.squares {
                b.click(&format!("#mode button[data-value='{key}']"));
                b.click(&format!("#board [data-square='{sq}']"));
            }
            if let Some(occupied) = sample.occupied {
                set_blockers(&mut b, occupied, i % 3);
            }
            let asked = format!(
                "{} {:?} {:?} {:?}",
                table.name, sample.squares, sample.choices, sample.occupied
            );
            let shown = b.text("document.getElementById('table-value').dataset.value");
            let twin = b.text("document.getElementById('twin-value').dataset.value");
            assert_eq!(shown, sample.value, "the table's answer to {asked}");
            assert_eq!(twin, sample.value, "the twin's answer to {asked}");
            assert_eq!(
                b.text("document.getElementById('agree').dataset.agree"),
                "1",
                "{asked}"
            );
            assert_eq!(
                squares_marked(&mut b, "hit"),
                sample.hits,
                "the board for {asked}"
            );
            // the source row named is the one holding the entry read, highlighted, and the
            // steps shown from it lead to the crate's answer
            let row = b.text("document.querySelector('#source-rows .src mark').textContent");
            assert!(row.starts_with("0x") || row.parse::<u64>().is_ok(), "{row}");
            assert_eq!(
                b.text("document.getElementById('raw').dataset.agrees"),
                "1",
                "the steps shown for {asked} read the crate's answer"
            );
        }
        b.click("#check");
        b.wait_for("document.getElementById('check-result').dataset.checked !== undefined");
        let failed = b.eval("document.getElementById('check-result').dataset.failed || null");
        assert!(
            failed.is_null(),
            "{}: the page's crate finds its twin differs from its table at {failed}",
            table.name
        );
        let checked: u64 = b
            .text("document.getElementById('check-result').dataset.checked")
            .parse()
            .expect("a count");
        assert_eq!(checked, domain(r), "{}: inputs checked", table.name);
    }
}

/// A question a table does not answer (a file, of the kindergarten fill-up table, which serves
/// ranks and diagonals) gets the page's word that it does not, with the description's reason.
#[test]
fn the_page_says_what_a_table_does_not_answer() {
    let Some(mut b) = browser(1280, 900) else {
        return;
    };
    let limits = tables::get("kindergarten-fill-up")
        .and_then(|t| t.drawing)
        .expect("the command has kindergarten")
        .limits;
    open_table(&mut b, "kindergarten-fill-up");
    let file = (LineKind::File as u8).to_string();
    b.click(&format!("#arg-arg1 button[data-value='{file}']"));
    let said = b.text("document.getElementById('agree').textContent");
    assert_eq!(
        said,
        format!("The table does not answer this question: {limits}.")
    );
    // a rank it answers, and the page says the table and its twin agree
    let rank = (LineKind::Rank as u8).to_string();
    b.click(&format!("#arg-arg1 button[data-value='{rank}']"));
    assert_eq!(
        b.text("document.getElementById('agree').dataset.agree"),
        "1"
    );
}

#[test]
fn the_page_works_with_the_keyboard_and_on_a_phone() {
    let Some(mut b) = browser(1280, 900) else {
        return;
    };
    // "/" jumps to the search box; typing filters, arrows move, Enter opens
    b.click("#facts");
    b.key("/");
    assert_eq!(b.text("document.activeElement.id"), "search");
    b.type_text("knight");
    let shown = b.eval("[...document.querySelectorAll('#tables li')].filter(li => !li.hidden).map(li => li.dataset.name)");
    let knights: Vec<&str> = tables::all()
        .map(|t| t.name)
        .filter(|name| name.contains("knight"))
        .collect();
    assert!(knights.len() > 1, "{knights:?}");
    assert_eq!(shown, serde_json::json!(knights));
    b.key("ArrowDown");
    b.key("ArrowUp");
    b.key("Enter");
    assert_eq!(
        b.text("document.getElementById('name').textContent"),
        "knight-attacks"
    );
    // the board: arrows move between squares, Enter sets the square
    b.click("#board [data-square='d4']");
    b.key("ArrowUp");
    b.key("ArrowUp");
    b.key("ArrowRight");
    assert_eq!(b.text("document.activeElement.dataset.square"), "e6");
    b.key("Enter");
    assert_eq!(
        squares_marked(&mut b, "hit"),
        chess_lut::knight_attacks(Square::E6)
    );
    // a table of data (the Polyglot keys): its facts, nothing to ask of the crate, and its
    // values in a grid by their index, as a baked table's are; a cell clicked is asked
    open_table(&mut b, "polyglot-random");
    let facts = b.text("document.getElementById('facts').textContent");
    assert!(facts.contains("data, not a relation"), "{facts}");
    let hidden = b.eval(
        "['work', 'asking', 'board', 'grid-box', 'occupancy'].map(id => document.getElementById(id).hidden)",
    );
    assert_eq!(hidden, serde_json::json!([false, true, true, false, true]));
    // rows of 16: 780 is the 13th of the 49th row
    b.click("#grid td[data-row='48'][data-col='12']");
    let keys = chess_lut::tables::get("polyglot-random").unwrap();
    // the literal as the source writes it
    let shown = b.text("document.getElementById('value').dataset.value");
    let hex = shown.strip_prefix("0x").unwrap().replace('_', "");
    assert_eq!(
        u64::from_str_radix(&hex, 16),
        Ok(keys.get(780).unwrap()),
        "{shown}: the side to move's key, the last"
    );
    assert!(shown.contains('_'), "{shown}");
    assert_eq!(
        b.text("document.getElementById('asked').textContent"),
        "780"
    );
    // a name typed with `_` between its words (an engine's spelling) finds it all the same
    b.click("#search");
    b.key_with("a", 2);
    b.type_text("knight_dist");
    b.key("Enter");
    assert_eq!(
        b.text("document.getElementById('name').textContent"),
        "knight-distance"
    );
    // a bad FEN is one clear line, and changes nothing
    open_table(&mut b, "rook-magics");
    set_blockers(&mut b, Square::D6.bitboard(), 2);
    b.click("#fen");
    b.key_with("a", 2);
    b.type_text("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR");
    b.key("Enter");
    let error = b.text("document.getElementById('fen-error').textContent");
    assert!(error.contains("\"9\" in rank 6"), "{error}");
    assert_eq!(shown_blockers(&mut b), Square::D6.bitboard());
    // the magic steps: the slot is the entry's formula, and the squares sharing it are named
    b.click("#mode button[data-value='arg0']");
    b.click("#board [data-square='d4']");
    let steps = b.text("document.getElementById('steps').textContent");
    let entry = chess_lut::tables::ROOK_MAGICS[Square::D4.index()];
    let index = (Square::D6.bitboard().0 | entry.not_mask).wrapping_mul(entry.factor)
        >> chess_lut::tables::ROOK_SHIFT;
    let slot = entry.offset + index;
    assert!(steps.contains(&format!("slot {slot}")), "{steps}");
    assert!(steps.contains(&format!("MAGIC_ATTACKS[{slot}]")), "{steps}");
    let shared = b.text("document.getElementById('shared').textContent");
    assert!(
        shared.contains(&format!("Slot {slot} holds the answer for")) && shared.contains("rook d4"),
        "{shared}"
    );
    if let Some(dir) = std::env::var_os("CHESS_LUT_SCREENSHOTS") {
        b.eval("document.getElementById('name').scrollIntoView()");
        b.screenshot(&PathBuf::from(&dir).join("explorer-desktop.png"));
    }
    // a phone: one column, nothing wider than the screen, squares big enough to tap
    b.screen(390, 844, true);
    open_table(&mut b, "in-between");
    let width = b.eval("document.documentElement.scrollWidth");
    let wide = b.eval(
        "[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391)\
         .map(e => e.tagName + '#' + e.id + '.' + e.className).slice(0, 8)",
    );
    assert!(
        width.as_u64().expect("a width") <= 390,
        "the page is {width} px wide on a 390 px screen: {wide}"
    );
    let cell = b.eval(
        "document.querySelector('#board [data-square=\"e4\"]').getBoundingClientRect().width",
    );
    assert!(
        cell.as_f64().expect("a width") >= 36.0,
        "squares of {cell} px"
    );
    b.click("#mode button[data-value='arg0']");
    b.click("#board [data-square='a1']");
    b.click("#board [data-square='h8']");
    assert_eq!(
        squares_marked(&mut b, "hit"),
        chess_lut::in_between(Square::A1, Square::H8)
    );
    if let Some(dir) = std::env::var_os("CHESS_LUT_SCREENSHOTS") {
        b.eval("document.getElementById('name').scrollIntoView()");
        b.screenshot(&PathBuf::from(&dir).join("explorer-phone.png"));
    }
}

/// The WebAssembly the command carries (`cli/src/explore/chess_lut_explorer.wasm`, committed so
/// that the command needs neither the wasm32 target nor the explorer's sources) is what this
/// version's sources build, byte for byte: `scripts/explorer_wasm.sh --check` builds the
/// explorer with the pinned toolchain and compares. Where that toolchain or its wasm32 target
/// is missing, the test says how to get them and passes, unless `CHESS_LUT_WASM_TESTS=required`
/// (as in CI).
#[test]
fn the_shipped_webassembly_is_what_the_sources_build() {
    let workspace = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the command's crate is in the workspace")
        .to_path_buf();
    let script = workspace.join("scripts/explorer_wasm.sh");
    let shipped = std::fs::read(workspace.join("cli/src/explore/chess_lut_explorer.wasm"))
        .expect("the shipped WebAssembly");
    assert_eq!(
        shipped,
        chess_lut_cli::explore::WASM,
        "the command carries the shipped file"
    );
    let required = std::env::var("CHESS_LUT_WASM_TESTS").is_ok_and(|v| v == "required");
    let out = match Command::new("bash").arg(&script).arg("--check").output() {
        Ok(out) => out,
        Err(e) => {
            assert!(
                !required,
                "CHESS_LUT_WASM_TESTS=required, but bash does not run: {e}"
            );
            eprintln!("bash does not run ({e}): the shipped WebAssembly was not checked");
            return;
        }
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(3) {
        assert!(!required, "CHESS_LUT_WASM_TESTS=required, but {stderr}");
        eprintln!("the shipped WebAssembly was not checked: {stderr}");
        return;
    }
    assert!(out.status.success(), "{stderr}");
}
