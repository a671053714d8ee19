//! The first try of each function, in 128-bit fixed point: `ln` and `exp` to about 112 bits in
//! some thousands of instructions (a build script runs unoptimised, and a table of late-move
//! reductions asks `ln` eight thousand times), with a bound on the error that [`round`] holds
//! the rounding to. Where the bound leaves the rounding open (about once in 2^40), the binary
//! numbers of [`big`](super::big) settle it.

use super::big::{LN_2_HEAD, parts, pow2};

/// Bits below the point of a value in `Q11.116`: the logarithms and the powers' exponents, whose
/// magnitude stays below 2^10.
pub(super) const POINT: u32 = 116;

/// `ln 2` in `Q0.128`, truncated.
const LN_2_Q128: u128 = LN_2_HEAD;

/// The high 128 bits of `a · b`.
fn mul_high(a: u128, b: u128) -> u128 {
    let (a1, a0) = (a >> 64, a & u128::from(u64::MAX));
    let (b1, b0) = (b >> 64, b & u128::from(u64::MAX));
    let low = a0 * b0;
    let mid1 = a1 * b0;
    let mid2 = a0 * b1;
    let carry = ((low >> 64) + (mid1 & u128::from(u64::MAX)) + (mid2 & u128::from(u64::MAX))) >> 64;
    a1 * b1 + (mid1 >> 64) + (mid2 >> 64) + carry
}

/// `k · ln 2` in `Q11.116`, for `|k| < 2^11`: within 2 units.
fn k_ln_2(k: u64) -> u128 {
    // the 192-bit product of k and ln 2 in Q0.128, shifted to Q11.116
    let low = (LN_2_Q128 & u128::from(u64::MAX)) * u128::from(k);
    let high = (LN_2_Q128 >> 64) * u128::from(k) + (low >> 64);
    (high << (64 - (128 - POINT))) | ((low & u128::from(u64::MAX)) >> (128 - POINT))
}

/// `ln(1 + j/16)` for `j` from -5 to 7 in `Q0.128` (truncated towards zero): the points the
/// logarithm's argument is reduced to (`scripts/math_reference.py` wrote them; a test holds them
/// against the series at 2,048 bits).
pub(super) const LN_STEPS: [i128; 13] = [
    -0x5feb_e8ef_6054_6fb7_9bf6_d4cb_1225_e657,
    -0x49a5_8844_d36e_49e0_efad_d9db_02aa_70a8,
    -0x3527_da79_15b3_c6de_57d4_ef4b_901b_99b9,
    -0x222f_1d04_4fc8_f7bc_6716_83f8_e5bd_03c7,
    -0x1085_98b5_9e3a_0688_a3fd_9bf5_0337_2c12,
    0,
    0x0f85_1860_08b1_5330_be64_b8b7_7599_7898,
    0x1e27_076e_2af2_e5e9_ea87_ffe1_fe9e_155d,
    0x2bfe_60e1_4f27_a790_e7c4_140e_4247_75fc,
    0x391f_ef8f_3534_4358_4bb0_3de5_ff73_4495,
    0x459d_72ae_ae98_380e_731f_55c4_1b8b_823f,
    0x5186_2f08_717b_09f4_2dec_decc_f1cd_1057,
    0x5ce7_5fda_ef40_1a73_8931_4feb_4fbd_e5aa,
];

/// `ln x` in `Q11.116` for a finite `x > 0`, within 16 units: `x = f · 2^k` with `f` within
/// `[√½, √2)`, `f = c · g` with `c = 1 + j/16` the nearest step, and `ln g = 2 atanh t` for
/// `t = (f - c) / (f + c)`, `|t| < 0.023`, in `Q0.128`: a dozen terms.
pub(super) fn ln(x: f64) -> i128 {
    let (m, e) = parts(x);
    const SQRT_2_M: u64 = 6_369_051_672_525_772; // floor(√2 · 2^52)
    let s = if m > SQRT_2_M { 53 } else { 52 };
    let k = e + s;
    // the step nearest f = m / 2^s: j = round((f - 1) · 16)
    let j = (i128::from(m) - (1i128 << s) + (1i128 << (s - 5))).div_euclid(1i128 << (s - 4));
    let c = (1i128 << s) + j * (1i128 << (s - 4));
    let num = i128::from(m) - c;
    let (abs, den) = (num.unsigned_abs(), (i128::from(m) + c) as u128);
    // t · 2^128 by long division: |num| < den < 2^55
    let (q1, r1) = ((abs << 64) / den, (abs << 64) % den);
    let t = q1 << 64 | ((r1 << 64) / den);
    let t2 = mul_high(t, t);
    let (mut term, mut sum, mut odd) = (t, t, 1u128);
    loop {
        term = mul_high(term, t2);
        if term == 0 {
            break;
        }
        odd += 2;
        sum += term / odd;
    }
    // 2 atanh t < 0.05 and ln c, in Q0.128, then Q11.116
    let ln_g = (sum << 1) as i128;
    let ln_f = (if num < 0 { -ln_g } else { ln_g } + LN_STEPS[(j + 5) as usize]) >> (128 - POINT);
    let ln_2k = k_ln_2(k.unsigned_abs()) as i128;
    if k < 0 { ln_f - ln_2k } else { ln_f + ln_2k }
}

/// `e^z` for `z` in `Q11.116` within `error` units, `|z| < 746`: `z = k ln 2 + r`, `0 <= r <
/// ln 2`, `e^r` from its series in `Q2.126`, and `2^k`; the `f64` nearest it where the error
/// cannot change it.
pub(super) fn exp(z: i128, error: u128) -> Option<f64> {
    let ln_2 = k_ln_2(1) as i128;
    let guess = z as f64 * pow2(-i64::from(POINT)) * core::f64::consts::LOG2_E;
    let mut k = guess as i64 - i64::from(guess < 0.0);
    let mut r = z - if k < 0 {
        -(k_ln_2(k.unsigned_abs()) as i128)
    } else {
        k_ln_2(k as u64) as i128
    };
    while r < 0 {
        r += ln_2;
        k -= 1;
    }
    while r >= ln_2 {
        r -= ln_2;
        k += 1;
    }
    let r = (r as u128) << (128 - POINT);
    const ONE: u128 = 1 << 126;
    let (mut term, mut sum, mut j) = (ONE, ONE, 0u128);
    loop {
        j += 1;
        term = mul_high(term, r) / j;
        if term == 0 {
            break;
        }
        sum += term;
    }
    // r's error (the argument's, and k ln 2's two units) is e^r's relative error; the series'
    // truncations are a few units of 2^-126 besides
    let relative = (error + 4).next_power_of_two().trailing_zeros() as i64 - i64::from(POINT) + 1;
    // the value is below 2^(k + 2)
    round(sum, false, k - 126, k + 2 + relative)
}

/// `ln x` as the nearest `f64`, where the error of [`ln`] cannot change it.
pub(super) fn ln_rounded(x: f64) -> Option<f64> {
    let v = ln(x);
    round(
        v.unsigned_abs(),
        v < 0,
        -i64::from(POINT),
        4 - i64::from(POINT),
    )
}

/// The `f64` nearest `(-1)^neg · v · 2^exp` where every number within `2^error` of it rounds
/// the same; `None` where the error could cross a midpoint, or the value has too few bits
/// here to say (the binary numbers of [`big`](super::big) say it then).
fn round(v: u128, neg: bool, exp: i64, error: i64) -> Option<f64> {
    if v == 0 {
        return None;
    }
    let top_bit = 127 - i64::from(v.leading_zeros());
    let mut top = exp + top_bit;
    let keep = if top >= -1022 { 53 } else { top + 1075 };
    let drop = top_bit + 1 - keep;
    // the error in units of v's last bit, well below half the last kept one
    let units = error - exp;
    if keep < 0 || drop < 2 || units > drop - 4 || units >= 127 {
        return None;
    }
    let rem = v & ((1 << drop) - 1);
    let half = 1u128 << (drop - 1);
    if rem.abs_diff(half) <= 1u128 << units.max(0) {
        return None;
    }
    let mut q = (v >> drop) as u64 + u64::from(rem > half);
    if keep == 53 && q == 1 << 53 {
        q = 1 << 52;
        top += 1;
    }
    let sign = u64::from(neg) << 63;
    if top > 1023 {
        return Some(f64::from_bits(sign | 0x7ff0_0000_0000_0000));
    }
    let bits = if keep == 53 {
        ((top + 1023) as u64) << 52 | (q & ((1 << 52) - 1))
    } else {
        q
    };
    Some(f64::from_bits(sign | bits))
}

/// `y · ln x` in `Q11.116` and its error in units, for `|y| <= 2^20` and a result below 2^10;
/// `None` past that.
pub(super) fn y_ln(x: f64, y: f64) -> Option<(i128, u128)> {
    let magnitude = if y < 0.0 { -y } else { y };
    if magnitude > (1 << 20) as f64 {
        return None;
    }
    let l = ln(x);
    // a product past 2^10 is past the range of exp, and would not fit: said by its digits
    let rough = l as f64 * pow2(-i64::from(POINT)) * y;
    if !(-1000.0..=1000.0).contains(&rough) {
        return None;
    }
    let (ym, ye) = parts(y);
    let a = l.unsigned_abs();
    // the 192-bit product of |ln x| and y's significand, shifted by y's exponent (below 0:
    // y is at most 2^20, its significand 53 bits)
    let low = (a & u128::from(u64::MAX)) * u128::from(ym);
    let high = (a >> 64) * u128::from(ym) + (low >> 64);
    let low = low & u128::from(u64::MAX);
    let shift = u32::try_from(-ye).ok().filter(|&s| s > 0 && s < 128)?;
    let v = if shift >= 64 {
        high >> (shift - 64)
    } else {
        (high << (64 - shift)) | (low >> shift)
    };
    if v >> 126 != 0 {
        return None;
    }
    let negative = (l < 0) != (y < 0.0);
    // ln x's 16 units times |y|, and a unit of truncation
    let error = 16 * ((magnitude as u128) + 1) + 1;
    Some((if negative { -(v as i128) } else { v as i128 }, error))
}
