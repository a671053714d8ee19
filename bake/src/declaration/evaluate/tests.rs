//! The bake's limits: the largest table, ranges of every `u64`, `usize` and `isize` values
//! that fit the target.

use crate::testing::*;

#[test]
fn a_table_of_exactly_the_largest_size_is_allowed() {
    let just = Range::new("n", 0..=u32::try_from(MAX_VALUES - 1).unwrap());
    assert_eq!(
        evaluate::shape_within(&just.axes(), 8),
        Ok(vec![MAX_VALUES])
    );
    let over = Range::new("n", 0..=u32::try_from(MAX_VALUES).unwrap());
    let err = evaluate::shape_within(&over.axes(), 1).unwrap_err();
    assert_eq!(
        err,
        format!(
            "it would hold {} values, more than the 262144 a baked table may hold",
            MAX_VALUES + 1
        )
    );
    // the values fit, their bytes do not
    let wide = evaluate::shape_within(&just.axes(), 9).unwrap_err();
    assert_eq!(
        wide,
        "it would take 2359296 bytes (262144 values of 9), more than the 2097152 a baked table \
         may take"
    );
    assert_eq!(MAX_BYTES, 8 * MAX_VALUES);
}

#[test]
fn usize_and_isize_tables_are_indexes_that_fit_the_target() {
    let bake =
        one(Table::new("slots", Range::new("n", 2..=4usize), |n| n * 1000).twin("crate::slots"));
    let source = bake.source().unwrap();
    holds(
        &source,
        "pub static SLOTS: [usize; 3] = [\n    /* n 2-4 */ 2000, 3000, 4000,\n];",
    );
    // a usize indexes without a cast
    holds(
        &source,
        "pub const fn slots(n: usize) -> usize {\n    SLOTS[n - 2]\n}",
    );
    holds(&source, "`[usize; 3]`, 24 bytes");
    let signed = one(Table::new("offset", Range::new("n", 0..=2isize), |n| -n));
    let source = signed.source().unwrap();
    holds(
        &source,
        "pub const fn offset(n: isize) -> isize {\n    OFFSET[n as usize]\n}",
    );
    holds(&source, "/* n 0-2 */ 0, -1, -2,");
    assert!(
        signed
            .description()
            .unwrap()
            .contains("\"values\":[0,-1,-2]")
    );
    assert_eq!(element::fits_pointer(u32::MAX.into(), false, 32), Ok(()));
    assert_eq!(
        element::fits_pointer(1 << 32, false, 32),
        Err("4294967296 does not fit the 32-bit usize of the target".into())
    );
    assert!(element::fits_pointer(-1, false, 64).is_err());
    assert_eq!(element::fits_pointer(i32::MIN.into(), true, 32), Ok(()));
    assert!(element::fits_pointer(i128::from(i32::MIN) - 1, true, 32).is_err());
    assert!(element::fits_pointer(i128::from(i32::MAX) + 1, true, 32).is_err());
    assert_eq!(element::fits_pointer(i64::MIN.into(), true, 64), Ok(()));
}

#[test]
fn a_range_of_every_u64_counts_its_values_exactly() {
    let every = refused(Table::new("x", Range::new("x", 0..=u64::MAX), |x| x as u8));
    assert_eq!(
        every,
        "error: table `x`: it would hold 18446744073709551616 values, more than the 262144 a \
         baked table may hold"
    );
    let twice = refused(Table::new(
        "x",
        (Range::new("a", 0..=u64::MAX), Range::new("b", 0..=1u8)),
        |(a, _)| a,
    ));
    assert!(
        twice.ends_with(
            "it would hold 36893488147419103232 values, more than the 262144 a baked table may hold"
        ),
        "{twice}"
    );
    let square = refused(Table::new(
        "x",
        (Range::new("a", 0..=u64::MAX), Range::new("b", 0..=u64::MAX)),
        |(a, b)| a ^ b,
    ));
    assert!(
        square.ends_with(
            "it would hold 2^128 values or more, more than the 262144 a baked table may hold"
        ),
        "{square}"
    );
}
