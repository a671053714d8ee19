//! A bake's declarations: the names, twins and axes it takes, the ones it refuses (each named
//! with its table, nothing written), and the warning for a table nothing proves.

use crate::testing::*;
use chess_lut_types::{Bitboard, Color, Square};

#[test]
fn bad_names_are_refused_by_name() {
    let t = |name: &str| Table::new(name, Colors("c"), |c: Color| c as u8);
    assert_eq!(refused(t("")), "error: table ``: the name is empty");
    for bad in ["King", "king-zone", "9lives", "_", "zone table"] {
        assert!(
            refused(t(bad)).contains("is not a snake_case identifier"),
            "{bad}"
        );
    }
    assert_eq!(
        refused(t("fn")),
        "error: table `fn`: the name is a Rust keyword"
    );
    let mut bake = Bake::new();
    bake.table(t("zone")).table(t("other")).table(t("zone"));
    assert_eq!(
        bake.source().unwrap_err().to_string(),
        "error: table `zone`: the name is taken by an earlier declaration"
    );
    let twin = refused(t("zone").twin("crate::calc::not a path"));
    holds(&twin, "`crate::calc::not a path` is not a Rust path");
}

/// Every name the bake makes up is checked against every other: a table beside a cuckoo's
/// statics, a tunable table's copy and setter (which a default build does not compile); one
/// line names both tables, before any source is written.
#[test]
fn names_the_bake_makes_up_are_checked_against_each_other() {
    let t = |name: &str| Table::new(name, Colors("c"), |c: Color| c as u8).data();
    #[cfg(feature = "cuckoo")]
    let key = |c: Color, p: chess_lut_types::Piece, sq: Square| {
        let z = ((c as u64) << 16 | (p as u64) << 8 | sq as u64 | 1 << 20)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z ^ (z >> 31)
    };
    let clash = |bake: &Bake| bake.source().unwrap_err().to_string();
    #[cfg(feature = "cuckoo")]
    {
        let mut bake = Bake::new();
        bake.cuckoo(Cuckoo::new("cuckoo", key, 1))
            .table(t("cuckoo_keys"));
        assert_eq!(
            clash(&bake),
            "error: table `cuckoo_keys`: the item `CUCKOO_KEYS` it writes is written for `cuckoo` \
             too: name one of them otherwise"
        );
    }
    let mut bake = Bake::new();
    bake.table(t("lmr").tunable("tune")).table(t("set_lmr"));
    assert!(clash(&bake).contains("the item `set_lmr` it writes is written for `lmr` too"));
    let mut bake = Bake::new();
    bake.table(t("lmr_tunable")).table(t("lmr").tunable("tune"));
    assert!(
        clash(&bake).contains("the item `LMR_TUNABLE` it writes is written for `lmr_tunable` too")
    );
}

#[test]
fn bad_domains_and_values_are_refused_with_their_input() {
    #[allow(clippy::reversed_empty_ranges)] // an empty axis, on purpose
    let depth = Range::new("depth", 5..=4u8);
    let empty = refused(Table::new("none", depth, |d| d));
    assert_eq!(empty, "error: table `none`: its axis `depth` is empty");
    let occupancy = refused(Table::new("occ", Occupancies("occupied"), |b: Bitboard| {
        b.0
    }));
    holds(&occupancy, "its axis `occupied` cannot be listed");
    let panics = refused(Table::new(
        "ln",
        (Range::new("d", 0..=3u8), Range::new("m", 0..=3u8)),
        |(d, m)| {
            assert!(d + m < 5, "too deep");
            d
        },
    ));
    assert!(
        panics.starts_with("error: table `ln`: its function panicked at d 2, m 3: too deep (at bake/src/declaration/tests.rs:"),
        "{panics}"
    );
    let wide =
        refused(Table::new("lmr", Range::new("depth", 0..=300u16), i64::from).stored_as::<u8>());
    assert_eq!(
        wide,
        "error: table `lmr`: its value at depth 256 is 256, which a u8 cannot hold"
    );
    let nan = refused(Table::new("ratio", Range::new("n", 0..=2u8), |n| {
        0.0f64 / f64::from(n)
    }));
    assert!(
        nan.starts_with("error: table `ratio`: its value at n 0 cannot be written: NaN"),
        "{nan}"
    );
    let big = refused(Table::new(
        "huge",
        (Range::new("a", 0..=9999u32), Range::new("b", 0..=9999u32)),
        |(a, b)| u64::from(a ^ b),
    ));
    assert_eq!(
        big,
        "error: table `huge`: it would hold 100000000 values, more than the 262144 a baked table \
         may hold"
    );
}

#[test]
fn nothing_is_written_on_a_problem_and_a_good_bake_writes_both_files() {
    let dir = std::env::temp_dir().join(format!("chess-lut-bake-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut bad = Bake::new();
    bad.table(Table::new("bad name", Colors("c"), |c: Color| c as u8));
    assert!(bad.write(&dir, "bad").is_err());
    assert!(!dir.join("bad.rs").exists() && !dir.join("bad.json").exists());
    let mut good = one(Table::new("colors", Colors("c"), |c: Color| c as u8));
    // an input is the bake's own, and chains
    let chained: *const Bake = good.input("src/formulas.rs");
    assert!(std::ptr::eq(chained, &good));
    assert_eq!(good.inputs, ["src/formulas.rs"]);
    let [rs, json] = good.write(&dir, "good").unwrap();
    assert_eq!(std::fs::read_to_string(rs).unwrap(), good.source().unwrap());
    assert_eq!(
        std::fs::read_to_string(json).unwrap(),
        good.description().unwrap()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_twin_path_may_start_with_an_underscore_but_not_a_digit() {
    let table = || Table::new("c", Colors("c"), |c: Color| c as u8);
    assert!(one(table().twin("crate::_twins::c")).source().is_ok());
    let err = refused(table().twin("crate::9c"));
    holds(&err, "is not a Rust path");
}

#[test]
fn a_table_says_what_it_is_when_debugged() {
    let table = Table::new("c", Colors("c"), |c: Color| c as u8).twin("crate::c");
    let shown = format!("{table:?}");
    assert!(
        shown.contains("\"c\"") && shown.contains("crate::c") && shown.contains("Ok(2)"),
        "{shown}"
    );
}

#[test]
fn axis_names_are_parameters_checked_before_anything_is_written() {
    let t = |a: &'static str, b: &'static str| {
        Table::new(
            "zone",
            (Colors(a), Squares(b)),
            |(c, _): (Color, Square)| c as u8,
        )
    };
    assert_eq!(
        refused(t("my sq", "b")),
        "error: table `zone`: its axis name `my sq` is not a snake_case identifier (like depth): \
         it names a parameter of the lookup"
    );
    for bad in ["Sq", "9", "_", "sq-1", "é"] {
        assert!(
            refused(t("a", bad)).contains("is not a snake_case identifier"),
            "{bad}"
        );
    }
    assert_eq!(
        refused(t("type", "b")),
        "error: table `zone`: its axis name `type` is a Rust keyword: it names a parameter of the \
         lookup"
    );
    assert_eq!(
        refused(t("d", "d")),
        "error: table `zone`: two of its axes are named `d`: each names a parameter of the lookup"
    );
    assert_eq!(
        refused(t("", "b")),
        "error: table `zone`: an axis name is empty"
    );
    // a proof's axes too
    let bake = walk("sq");
    assert_eq!(
        bake.problems(),
        [Problem::new(
            "proof",
            "walk",
            "two of its axes are named `sq`: each names a parameter of the lookup"
        )]
    );
    // names that are fine: an underscore first, digits after
    assert!(one(t("_c", "sq2")).source().is_ok());
}

#[test]
fn a_twin_is_an_absolute_path_checked_by_every_build() {
    let t = || Table::new("c", Colors("c"), |c: Color| c as u8);
    for relative in ["calc::c", "self::c", "super::c", "c", "crate"] {
        let err = refused(t().twin(relative));
        assert!(err.contains("is not an absolute path"), "{relative}: {err}");
    }
    for absolute in ["crate::c", "::engine::c", "crate::a::b::c"] {
        let source = one(t().twin(absolute)).source().unwrap();
        holds(
            &source,
            "// The twin of `c`, of the lookup's signature: checked by every build, and so no \
                 dead code.\n#[allow(dead_code)]\nconst _: () = {\n",
        );
        holds(
            &source,
            &format!(
                "    impl TwinOfTheLookup for fn(::chess_lut::Color) -> u8 {{}}\n    \
                 #[diagnostic::on_unimplemented(\n        \
                 message = \"the twin of `c`, `{absolute}`, is no safe function of at most 8 \
                 arguments: a twin takes"
            ),
        );
        holds(
            &source,
            &format!(
                "    impl<F: Fn(A0, A1, A2, A3, A4, A5, A6, A7) -> R, A0, A1, A2, A3, A4, A5, A6, A7, R> \
                 Signature<fn(A0, A1, A2, A3, A4, A5, A6, A7) -> R> for F {{}}\n    \
                 const fn twin_of_the_lookup<S: TwinOfTheLookup, F: Signature<S>>(_: &F) {{}}\n    \
                 twin_of_the_lookup(&{absolute}); // the twin of `c`\n}};\n"
            ),
        );
        holds(
            &source,
            &format!(
                "message = \"the twin of `c`, `{absolute}`, is a `{{Self}}`, not a \
                 `fn(::chess_lut::Color) -> u8`:"
            ),
        );
    }
    // outside the proofs: every build has it
    let source = one(t().twin("crate::c")).source().unwrap();
    let check = source.find("trait TwinOfTheLookup").unwrap();
    assert!(check < source.find("#[cfg(test)]").unwrap());
    let bitboards =
        one(Table::new("zone", Squares("sq"), |sq: Square| sq.bitboard()).twin("crate::zone"));
    assert!(
        bitboards.source().unwrap().contains(
            "impl TwinOfTheLookup for fn(::chess_lut::Square) -> ::chess_lut::Bitboard {}"
        )
    );
    // a proof's lookup and twin share one signature, whatever its result
    let bake = walk("occupied");
    assert!(bake.source().unwrap().contains(
        "    const fn same<R>(_: fn(::chess_lut::Square, ::chess_lut::Bitboard) -> R, _: fn(::chess_lut::Square, ::chess_lut::Bitboard) -> R) {}\n    \
         same(crate::a, crate::b) // the lookup and the twin of `walk`\n"
    ));
}

#[test]
fn a_table_nothing_proves_warns_unless_it_is_data() {
    let t = |name: &str| Table::new(name, Colors("c"), |c: Color| c as u8);
    let mut bake = Bake::new();
    bake.table(t("plain"))
        .table(t("data").data())
        .table(t("proven").twin("crate::p"));
    assert_eq!(
        bake.notices(),
        [
            "cargo::warning=table `plain` has no twin, so nothing proves its values: name one with \
          .twin(\"crate::…\"), or declare it .data()"
        ]
    );
    let source = bake.source().unwrap();
    assert!(source.contains(
        "One load from [`DATA`] (`[u8; 2]`, 2 bytes). Data, not a calculation: no twin."
    ));
    assert!(source.contains(
        "One load from [`PLAIN`] (`[u8; 2]`, 2 bytes). No twin: nothing proves its values."
    ));
    assert_eq!(
        refused(t("both").twin("crate::b").data()),
        "error: table `both`: it names a twin, `crate::b`, and says it is data: a table is one or \
         the other"
    );
}

/// A cuckoo is no table: its problems say so (its warning, which asks for the two twins a
/// cuckoo takes, is pinned beside the cuckoo's other refusals).
#[test]
#[cfg(feature = "cuckoo")]
fn a_cuckoo_is_called_a_cuckoo() {
    let key = |c: Color, p: chess_lut_types::Piece, sq: Square| {
        (c as u64) << 12 | (p as u64) << 6 | sq as u64
    };
    let mut bake = Bake::new();
    bake.cuckoo(Cuckoo::new("repetition", key, 1));
    let problem = bake.problems().remove(0).to_string();
    assert!(
        problem.starts_with("error: cuckoo `repetition`: "),
        "{problem}"
    );
}

/// A table that answers outside its ranges tests each range argument that can be outside
/// (only the side its type reaches past), answers the declared value there, tries the values
/// just outside and at the type's ends in its proof, and says so in its doc.
#[test]
fn a_table_answers_outside_its_ranges_as_declared() {
    let ring = Table::new(
        "ring",
        (Squares("sq"), Range::new("d", 0..=7u8)),
        |(sq, d)| Bitboard(if d == 0 { 1u64 << sq as u8 } else { 0 }),
    )
    .outside(Bitboard(0))
    .twin("crate::ring");
    let source = one(ring).source().unwrap();
    holds(
        &source,
        "    if d > 7u8 {\n        ::chess_lut::Bitboard(0x0000_0000_0000_0000)\n    } else {\n",
    );
    holds(&source, "for d in (0u8..=7u8).chain([8u8, 255u8]) {");
    holds(&source, "on all 640 inputs");
    holds(&source, "Where `d` is outside `0..=7`, it answers");
    assert!(!source.contains("# Panics"), "{source}");
    let signed = Table::new(
        "offset",
        (Range::new("a", -2..=2i8), Range::new("b", 0..=3u8)),
        |(a, b)| i16::from(a) * i16::from(b),
    )
    .outside(-1)
    .twin("crate::offset");
    let source = one(signed).source().unwrap();
    holds(&source, "if a < -2i8 || a > 2i8 || b > 3u8 {");
    holds(
        &source,
        "for a in (-2i8..=2i8).chain([-128i8, -3i8, 3i8, 127i8]) {",
    );
    holds(&source, "for b in (0u8..=3u8).chain([4u8, 255u8]) {");
    // a range up to its type's greatest is outside only below
    let top = Table::new("top", Range::new("n", 3..=255u8), u16::from)
        .outside(0)
        .twin("crate::top");
    let source = one(top).source().unwrap();
    holds(&source, "    if n < 3u8 {\n");
    holds(&source, "for n in (3u8..=255u8).chain([0u8, 2u8]) {");
    // without `outside`, the lookup panics there and the proof stays inside
    let plain = Table::new("plain", Range::new("d", 0..=7u8), u16::from).twin("crate::plain");
    let source = one(plain).source().unwrap();
    assert!(
        source.contains("# Panics") && source.contains("for d in 0u8..=7u8 {"),
        "{source}"
    );
}

#[test]
fn an_answer_outside_needs_a_range_to_be_outside_of() {
    let squares = refused(Table::new("x", Squares("sq"), |sq: Square| sq as u8).outside(0));
    holds(&squares, "no argument can be outside one");
    let whole = refused(Table::new("x", Range::new("n", 0..=255u8), u16::from).outside(0));
    holds(&whole, "no argument can be outside one");
    let tuned = refused(
        Table::new("x", Range::new("n", 0..=3u8), u16::from)
            .outside(0)
            .tunable("tune"),
    );
    holds(&tuned, "a tunable table is read inside them only");
    let wide = refused(
        Table::new("x", Range::new("n", 0..=3u8), u16::from)
            .outside(300)
            .stored_as::<u8>(),
    );
    assert_eq!(
        wide,
        "error: table `x`: its answer outside its ranges is 300, which a u8 cannot hold"
    );
}

/// A bake of the proof `walk` of a lookup of a square `sq` and the occupied squares `occupied`.
fn walk(occupied: &'static str) -> Bake {
    let mut bake = Bake::new();
    bake.proof(Proof::new(
        "walk",
        (Squares("sq"), Occupancies(occupied)),
        "crate::a",
        "crate::b",
    ));
    bake
}
