//! Tunable tables: the copy of their values in atomics under a cfg, its lookup and setter,
//! and what such a table may hold.

use crate::testing::*;
use chess_lut_types::{Color, Square};

#[test]
fn a_tunable_table_reads_a_copy_of_its_values_under_its_cfg() {
    let lmr = Table::new(
        "lmr",
        (
            Range::new("depth", 1..=2u8),
            Range::new("moves", 0..=2usize),
        ),
        |(d, m)| f32::from(d) * m as f32,
    )
    .twin("crate::lmr")
    .tunable("tune");
    let mut bake = one(lmr);
    let source = bake.source().unwrap();
    let expected = "#[cfg(tune)]\npub static LMR_TUNABLE: [[::core::sync::atomic::AtomicU32; 3]; 2] = {\n    \
         let baked = LMR.as_flattened();\n    \
         let mut copy = [const { [const { ::core::sync::atomic::AtomicU32::new(0) }; 3] }; 2];\n    \
         let flat = copy.as_flattened_mut();\n    \
         let mut i = 0;\n    \
         while i < 6 {\n        \
         flat[i] = ::core::sync::atomic::AtomicU32::new(baked[i].to_bits());\n        \
         i += 1;\n    \
         }\n    \
         copy\n};\n";
    holds(&source, expected);
    holds(
        &source,
        "#[cfg(not(tune))]\n#[inline]\npub const fn lmr(depth: u8, moves: usize) -> f32 {\n    LMR[(depth - 1) as usize][moves]\n}\n",
    );
    holds(
        &source,
        "#[cfg(tune)]\n#[inline]\npub fn lmr(depth: u8, moves: usize) -> f32 {\n    \
         f32::from_bits(LMR_TUNABLE[(depth - 1) as usize][moves].load(::core::sync::atomic::Ordering::Relaxed))\n}\n",
    );
    holds(
        &source,
        "#[cfg(tune)]\n#[inline]\npub fn set_lmr(depth: u8, moves: usize, value: f32) {\n    \
         LMR_TUNABLE[(depth - 1) as usize][moves].store(value.to_bits(), ::core::sync::atomic::Ordering::Relaxed);\n}\n",
    );
    assert_eq!(bake.notices(), ["cargo::rustc-check-cfg=cfg(tune)"]);
    // a bitboard's copy holds its bits; a one-axis table's copy is its static's shape; a
    // feature is cargo's to declare
    bake = one(
        Table::new("zone", Squares("sq"), |sq: Square| sq.bitboard())
            .twin("crate::zone")
            .tunable("feature = \"tune\""),
    );
    let source = bake.source().unwrap();
    holds(&source, "    let baked = &ZONE;\n");
    holds(&source, "    let flat = &mut copy;\n");
    holds(
        &source,
        "::chess_lut::Bitboard(ZONE_TUNABLE[sq as usize].load(::core::sync::atomic::Ordering::Relaxed))",
    );
    holds(&source, "ZONE_TUNABLE[sq as usize].store(value.0, ");
    holds(
        &source,
        "#[cfg(feature = \"tune\")]\n#[inline]\npub fn set_zone(",
    );
    assert!(bake.notices().is_empty());
    let flags = one(
        Table::new("flags", Colors("c"), |c: Color| c == Color::White)
            .tunable("tune")
            .data(),
    );
    assert!(
        flags
            .source()
            .unwrap()
            .contains("[const { ::core::sync::atomic::AtomicBool::new(false) }; 2]")
    );
    // every option a combination uses that cargo does not know is declared to it, once
    let mut bake = Bake::new();
    for (name, cfg) in [
        ("a", "any(feature = \"tune\", probe_tune)"),
        ("b", "all(probe_tune, not(test), level = \"high\")"),
    ] {
        bake.table(
            Table::new(name, Colors("c"), |c: Color| c as u8)
                .data()
                .tunable(cfg),
        );
    }
    assert_eq!(
        bake.notices(),
        [
            "cargo::rustc-check-cfg=cfg(probe_tune)",
            "cargo::rustc-check-cfg=cfg(level, values(\"high\"))"
        ]
    );
    for bad in ["", "#[x]", "tune]", "{", "1", "any(tune, )x", "a = b"] {
        let err = refused(Table::new("c", Colors("c"), |c: Color| c as u8).tunable(bad));
        assert!(
            err.contains("is not a cfg to build the tunable copy under"),
            "{bad:?}: {err}"
        );
    }
}

#[test]
fn a_tunable_copy_is_of_the_atomic_of_its_type() {
    let copy = |source: String| {
        let line = source
            .lines()
            .find(|l| l.contains("_TUNABLE: ["))
            .expect("a tunable copy")
            .to_string();
        line.split("::core::sync::atomic::")
            .nth(1)
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_string()
    };
    macro_rules! of {
        ($t:ty, $v:expr) => {
            copy(
                one(Table::new("t", Colors("c"), |_: Color| $v as $t)
                    .data()
                    .tunable("tune"))
                .source()
                .unwrap(),
            )
        };
    }
    assert_eq!(
        [
            of!(u8, 1),
            of!(u16, 1),
            of!(u32, 1),
            of!(u64, 1),
            of!(usize, 1),
            of!(i8, 1),
            of!(i16, 1),
            of!(i32, 1),
            of!(i64, 1),
            of!(isize, 1),
            of!(f32, 1),
            of!(f64, 1),
        ],
        [
            "AtomicU8",
            "AtomicU16",
            "AtomicU32",
            "AtomicU64",
            "AtomicUsize",
            "AtomicI8",
            "AtomicI16",
            "AtomicI32",
            "AtomicI64",
            "AtomicIsize",
            "AtomicU32",
            "AtomicU64",
        ]
    );
    // a float's copy holds its bits, an integer's itself
    let f64s = one(Table::new("t", Colors("c"), |_: Color| 0.5f64)
        .data()
        .tunable("tune"));
    let source = f64s.source().unwrap();
    holds(&source, "AtomicU64::new(baked[i].to_bits());");
    holds(&source, "f64::from_bits(T_TUNABLE[c as usize].load(");
    let i64s = one(Table::new("t", Colors("c"), |_: Color| -5i64)
        .data()
        .tunable("tune"));
    let source = i64s.source().unwrap();
    holds(&source, "AtomicI64::new(baked[i]);");
    holds(&source, "T_TUNABLE[c as usize].store(value, ");
    // the tunable lookup's doc: the table's, then what the cfg changes
    let documented = one(Table::new("t", Colors("c"), |_: Color| 1u8)
        .doc("Ones.")
        .data()
        .tunable("tune"));
    assert!(documented.source().unwrap().contains(
        "/// Ones.\n///\n/// Built with `cfg(tune)`: reads [`T_TUNABLE`], which starts as the baked"
    ));
    let undocumented = one(Table::new("t", Colors("c"), |_: Color| 1u8)
        .data()
        .tunable("tune"));
    assert!(undocumented.source().unwrap().contains(
        "/// One load from [`T`] (`[u8; 2]`, 2 bytes). Data, not a calculation: no twin.\n#[cfg(not(tune))]"
    ));
    assert!(
        undocumented.source().unwrap().contains(
            "\n/// Built with `cfg(tune)`: reads [`T_TUNABLE`], which starts as the baked"
        )
    );
}

#[test]
fn a_tunable_table_holds_what_an_atomic_holds() {
    #[derive(Clone, Copy)]
    struct Score(i16);
    impl Element for Score {
        fn rust_type(_: &Rust) -> Rust {
            Rust::from("crate::Score")
        }
        fn write(&self, out: &mut String) -> Result<(), String> {
            out.push_str(&format!("crate::Score({})", self.0));
            Ok(())
        }
    }
    let err = refused(Table::new("s", Colors("c"), |c: Color| Score(c as i16)).tunable("tune"));
    assert_eq!(
        err,
        "error: table `s`: a tunable table holds bool, integers, floats or bitboards, not crate::Score"
    );
}
