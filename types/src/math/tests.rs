//! The arithmetic under the functions: `ln 2`'s digits, and values worked by hand.

use super::big::{Big, MAX_PRECISION, add, bits_at, div_int, mul};
use super::*;

/// `ln 2 = 2 atanh(1/3)`, summed at the full precision, against the digits the functions use.
#[test]
fn ln_2_is_its_series() {
    let n = MAX_PRECISION;
    let third = div_int(&Big::int(1, false, n), 3, n);
    let ninth = mul(&third, &third, n);
    let (mut term, mut sum) = (third, third);
    let mut odd = 1;
    while !term.is_zero() && term.top() > -64 * n as i64 - 8 {
        term = mul(&term, &ninth, n);
        odd += 2;
        sum = add(&sum, &div_int(&term, odd, n), n);
    }
    let series = sum.scale(1);
    let digits = Big::ln_2(n);
    assert_eq!(series.exp, digits.exp);
    // the series' truncations reach the last limb only
    assert_eq!(series.m[1..n], digits.m[1..n]);
    assert!(series.m[0].abs_diff(digits.m[0]) < 1 << 16);
}

#[test]
fn values_by_hand() {
    use core::f64::consts::{E, LN_2, LN_10, SQRT_2};
    assert_eq!(ln(2.0), LN_2);
    assert_eq!(ln(10.0), LN_10);
    assert_eq!(ln(E), 1.0);
    assert_eq!(exp(1.0), E);
    assert_eq!(exp(LN_2), 2.0);
    assert_eq!(sqrt(2.0), SQRT_2);
    assert_eq!(sqrt(f64::MIN_POSITIVE), 1.4916681462400413e-154);
    assert_eq!(sqrt(5e-324), 2.2227587494850775e-162);
    assert_eq!(powf(3.0, 4.0), 81.0);
    assert_eq!(powf(2.0, -1074.0), 5e-324);
    // 2^-1075 lies halfway between 0 and the least subnormal: to the even one, 0
    assert_eq!(powf(2.0, -1075.0), 0.0);
    assert_eq!(powf(0.5, 1075.0), 0.0);
    assert_eq!(powf(2.0, 1023.0), 8.98846567431158e307);
    assert_eq!(powf(2.0, 1024.0), f64::INFINITY);
    // 3 · 2^-215 to the fifth is 243 · 2^-1075, halfway between 121 and 122 of the least
    // subnormal: to 122
    let x = 3.0 * powf(2.0, -215.0);
    assert_eq!(powf(x, 5.0), 122.0 * 5e-324);
    // an odd square of 54 bits, halfway between two f64s: to the even one
    let root = 134_217_729.0; // 2^27 + 1
    assert_eq!(powf(root, 2.0), 18_014_398_777_917_440.0);
    // (2^18 - 1)^3, odd and of 54 bits: halfway, to the even neighbour above
    assert_eq!(powf(262_143.0, 3.0), 18_014_192_351_838_208.0);
    // and (2^18 + 1)^3, of 55 bits: no midpoint, rounded down
    assert_eq!(powf(262_145.0, 3.0), 18_014_604_668_698_624.0);
}

#[test]
fn special_values_are_c99_s() {
    let nan = f64::NAN;
    let inf = f64::INFINITY;
    assert!(ln(nan).is_nan() && ln(-0.5).is_nan() && ln(-inf).is_nan());
    assert_eq!((ln(0.0), ln(-0.0), ln(inf)), (-inf, -inf, inf));
    assert!(exp(nan).is_nan());
    assert_eq!((exp(-inf), exp(inf), exp(-0.0)), (0.0, inf, 1.0));
    assert_eq!(exp(709.782712893384), 1.7976931348622732e308);
    assert_eq!(exp(709.7827128933841), inf);
    assert_eq!(exp(-745.1332191019411), 5e-324);
    assert_eq!(exp(-745.1332191019412), 0.0);
    assert!(sqrt(nan).is_nan() && sqrt(-1e-300).is_nan());
    assert_eq!(sqrt(-0.0).to_bits(), (-0.0f64).to_bits());
    assert_eq!(sqrt(inf), inf);
    // powf against std's, over every pair of special arguments
    #[cfg(test)]
    extern crate std;
    let args = [
        nan, inf, -inf, 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 2.5, -2.5,
    ];
    for x in args {
        for y in args {
            let (ours, theirs) = (powf(x, y), std::primitive::f64::powf(x, y));
            assert!(
                ours.to_bits() == theirs.to_bits() || (ours.is_nan() && theirs.is_nan()),
                "powf({x}, {y}) is {ours}, std's {theirs}"
            );
        }
    }
}

/// The fixed point's steps `ln(1 + j/16)` are the logarithm at 2,048 bits, to their last bit.
#[test]
fn the_steps_are_their_logarithms() {
    for (i, &step) in super::fixed::LN_STEPS.iter().enumerate() {
        let j = i as i64 - 5;
        if j == 0 {
            assert_eq!(step, 0);
            continue;
        }
        let exact = super::ln_big(1.0 + j as f64 / 16.0, MAX_PRECISION);
        // floor(|ln| · 2^128): the significand shifted down past the point
        let at = -(exact.exp + 128);
        let limbs = &exact.m[..exact.n];
        let magnitude = u128::from(bits_at(limbs, at)) | u128::from(bits_at(limbs, at + 64)) << 64;
        let value = if exact.neg {
            -(magnitude as i128)
        } else {
            magnitude as i128
        };
        assert_eq!(step, value, "ln(1 + {j}/16)");
    }
}

/// The binary numbers that settle what the fixed point leaves open give what it gives, where it
/// gives something: each path checks the other over inputs of every magnitude.
#[test]
fn both_paths_agree() {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for i in 0..300 {
        let r = next();
        let x = f64::from_bits((r & 0x7FFF_FFFF_FFFF_FFFF) % 0x7FEF_FFFF_FFFF_FFFF + 1);
        let fast = super::fixed::ln_rounded(x).expect("decided");
        assert_eq!(settle(|n| ln_big(x, n), LN_SLACK), fast, "ln({x:e})");
        let x = (r >> 11) as f64 / (1u64 << 53) as f64 * 1400.0 - 700.0;
        assert_eq!(
            settle(|n| exp_big(&Big::float(x, n), n), EXP_SLACK),
            exp(x),
            "exp({x})"
        );
        let (x, y) = (
            0.5 + (r >> 40) as f64 / (1u64 << 24) as f64,
            (i as f64 - 150.0) / 7.0,
        );
        assert_eq!(pow_big(x, y), powf(x, y), "powf({x}, {y})");
    }
}
