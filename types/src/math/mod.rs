//! Floating-point functions that give the same bits on every host: [`ln`], [`exp`], [`powf`]
//! and [`sqrt`], each **correctly rounded** (the `f64` nearest the exact value, ties to even),
//! so that a table a build script computes with them is the same table on every machine, libm
//! and Rust release that builds it.
//!
//! `f64::ln` and its kin call the platform's libm, which differs from host to host and release
//! to release in the last bit; `floor` turns one such bit into one ply of a late-move
//! reduction, and a build's bench signature changes with the machine that built it. These
//! compute in 128-bit fixed point, and in binary numbers of up to 2,048 bits where that leaves
//! the rounding open (Ziv's strategy; no allocation, no table but `ln 2` and thirteen
//! logarithms), and round only where the error cannot change the rounding: 15 to 60 times
//! slower than glibc's (100 to 500 ns a call, optimised), which a build script filling a few
//! thousand cells does not feel (about 3,000 instructions for `ln` unoptimised), and the same
//! answer everywhere. The arithmetic of IEEE 754 (`+`, `-`, `*`, `/`, `sqrt`, the conversions)
//! is correctly rounded already, and so the same everywhere: a formula of these functions and
//! that arithmetic is deterministic. An `f32` made with `as f32` from one of them is
//! deterministic too (rounded twice, the same way everywhere).
//!
//! Special values follow C99's Annex F, as `f64`'s own methods do: `ln(0)` is `-inf`, `ln` of
//! a negative number NaN, `powf(x, 0)` 1 even for a NaN `x`, and so on.
//!
//! ```
//! use chess_lut_types::math::{exp, ln, powf};
//!
//! // Ethereal's reduction at depth 8, move 8, the same on every host
//! let r = 0.7844 + ln(8.0) * ln(8.0) / 2.4696;
//! assert_eq!(r.to_bits(), 0x4004_4856_eef6_22ea); // 2.5353220623841155
//! assert_eq!(ln(1.0), 0.0);
//! assert_eq!(exp(0.0), 1.0);
//! assert_eq!(powf(2.0, 10.0), 1024.0);
//! assert_eq!(powf(-8.0, 3.0), -512.0);
//! assert!(powf(-8.0, 0.5).is_nan());
//! ```

mod big;
mod fixed;
#[cfg(test)]
mod tests;

use big::{Big, MAX_PRECISION, add, div_int, mul, mul_int, parts, pow2, round};

/// The precisions tried in turn, in limbs of 64 bits, where the first try in fixed point
/// ([`fixed`]) leaves the rounding open.
const PRECISIONS: [usize; 4] = [4, 8, 16, MAX_PRECISION];

/// The bits of error each function's computation may have in its last limbs, as a power of two
/// of the last bit: a bound with room to spare over the operations' truncations (a few hundred
/// at most) and the reductions' growth.
const LN_SLACK: u32 = 16;
const EXP_SLACK: u32 = 32;
const POW_SLACK: u32 = 40;

/// The natural logarithm of `x`, correctly rounded: the same bits on every host.
///
/// `ln(1)` is 0, `ln(±0)` is `-inf`, `ln(inf)` is `inf`, and a negative number's or NaN's is
/// NaN.
///
/// ```
/// use chess_lut_types::math::ln;
///
/// assert_eq!(ln(core::f64::consts::E), 1.0);
/// assert_eq!(ln(2.0), core::f64::consts::LN_2);
/// assert_eq!(ln(0.0), f64::NEG_INFINITY);
/// assert!(ln(-1.0).is_nan());
/// ```
pub fn ln(x: f64) -> f64 {
    if x.is_nan() || x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    if x == f64::INFINITY {
        return x;
    }
    if x == 1.0 {
        return 0.0;
    }
    if let Some(v) = fixed::ln_rounded(x) {
        return v;
    }
    settle(|n| ln_big(x, n), LN_SLACK)
}

/// `e` to the power `x`, correctly rounded: the same bits on every host.
///
/// `exp(-inf)` is 0, `exp(inf)` is `inf`, a NaN's is NaN; past about 709.78 it overflows to
/// `inf`, below about -745.13 it is 0.
///
/// ```
/// use chess_lut_types::math::exp;
///
/// assert_eq!(exp(1.0), core::f64::consts::E);
/// assert_eq!(exp(-1000.0), 0.0);
/// assert_eq!(exp(1000.0), f64::INFINITY);
/// ```
pub fn exp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 710.0 {
        return f64::INFINITY;
    }
    if x < -746.0 {
        return 0.0;
    }
    // within 2^-54 of 0, e^x is nearer 1 than the midpoints either side of it
    if x < pow2(-54) && x > -pow2(-54) {
        return 1.0;
    }
    // x in Q11.116, exactly: its last bit is at least 2^-106
    let (m, e) = parts(x);
    let z = (i128::from(m) << (e + i64::from(fixed::POINT))) * if x < 0.0 { -1 } else { 1 };
    if let Some(v) = fixed::exp(z, 0) {
        return v;
    }
    settle(|n| exp_big(&Big::float(x, n), n), EXP_SLACK)
}

/// `x` to the power `y`, correctly rounded: the same bits on every host.
///
/// The special cases are C99's (Annex F), as `f64::powf`'s: `powf(x, ±0)` and `powf(1, y)` are 1
/// even for a NaN; a negative `x` to a finite power that is not an integer is NaN; `-0`, the
/// infinities and infinite powers as the standard says.
///
/// ```
/// use chess_lut_types::math::powf;
///
/// assert_eq!(powf(10.0, -2.0), 0.01);
/// assert_eq!(powf(2.25, 0.5), 1.5);
/// assert_eq!(powf(-2.0, -1.0), -0.5);
/// assert_eq!(powf(f64::NAN, 0.0), 1.0);
/// assert_eq!(powf(0.5, f64::INFINITY), 0.0);
/// ```
pub fn powf(x: f64, y: f64) -> f64 {
    if y == 0.0 || x == 1.0 {
        return 1.0;
    }
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    let (integer, odd) = integer_and_odd(y);
    let negative = x.is_sign_negative();
    // the sign of the result where x is negative: minus for an odd power
    let signed = |v: f64| if negative && odd { -v } else { v };
    if x == 0.0 {
        return signed(if y < 0.0 { f64::INFINITY } else { 0.0 });
    }
    if x.is_infinite() {
        return signed(if y < 0.0 { 0.0 } else { f64::INFINITY });
    }
    let ax = if negative { -x } else { x };
    if y.is_infinite() {
        return match (ax == 1.0, (ax < 1.0) == (y < 0.0)) {
            (true, _) => 1.0,
            (false, true) => f64::INFINITY,
            (false, false) => 0.0,
        };
    }
    if negative && !integer {
        return f64::NAN;
    }
    // y ln |x| in fixed point, where y is small enough for its error; else to 128 bits
    let fast = fixed::y_ln(ax, y);
    let z = match fast {
        Some((z, _)) => z as f64 * pow2(-i64::from(fixed::POINT)),
        None => ln_big(ax, 2).rough() * y,
    };
    // far past the range: overflow and underflow without the digits
    if z > 710.0 {
        return signed(f64::INFINITY);
    }
    if z < -746.0 {
        return signed(0.0);
    }
    // a power of two to a power that makes it one: exactly
    let (m, e) = parts(ax);
    if m == 1 << 52 {
        if let Some(k) = integer_times(e + 52, y) {
            let one = Big::int(1, false, 2).scale(k);
            return signed(round(&one, None).expect("exact"));
        }
    }
    if let Some(v) = fast.and_then(|(z, error)| fixed::exp(z, error)) {
        return signed(v);
    }
    signed(pow_big(ax, y))
}

/// `x^y` for finite `x > 0` and `y` within the range, in binary numbers of 256 bits and more.
fn pow_big(x: f64, y: f64) -> f64 {
    let power = |n: usize| exp_big(&mul(&ln_big(x, n), &Big::float(y, n), n), n);
    for n in PRECISIONS {
        if let Some(v) = round(&power(n), Some(POW_SLACK)) {
            return v;
        }
    }
    // within 2^-2000 of a midpoint: a midpoint exactly, or not
    tie(x, y, &power(MAX_PRECISION))
}

/// The square root of `x`, correctly rounded, as IEEE 754 asks of every implementation (and
/// Rust's `f64::sqrt` gives), here without `std`: `sqrt(-0)` is `-0`, a negative number's NaN.
///
/// ```
/// use chess_lut_types::math::sqrt;
///
/// assert_eq!(sqrt(2.0), core::f64::consts::SQRT_2);
/// assert_eq!(sqrt(0.25), 0.5);
/// assert!(sqrt(-1.0).is_nan());
/// ```
pub fn sqrt(x: f64) -> f64 {
    if x.is_nan() || x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 || x == f64::INFINITY {
        return x;
    }
    let (m, e) = parts(x);
    // x = m · 2^e with e even, and m · 2^56 (110 bits at most) has a root of 55 bits
    let (m, e) = if e & 1 == 0 {
        (u128::from(m), e)
    } else {
        (u128::from(m) << 1, e - 1)
    };
    let n = m << 56;
    let root = n.isqrt();
    let mut v = Big::int(root as u64, false, 2).scale(e / 2 - 28);
    // an inexact root lies strictly between two integers: a bit below the last marks it above
    // the lower one (never a midpoint: a midpoint's square has too many bits to be x)
    if root * root != n {
        v = add(&v, &Big::int(1, false, 2).scale(e / 2 - 28 - 64), 2);
    }
    round(&v, None).expect("exact")
}

/// The first precision's rounding that no error can change; at the last precision, the
/// rounding of its value (no such value of `ln` or `exp` lies within `2^-2000` of a midpoint).
fn settle(f: impl Fn(usize) -> Big, slack: u32) -> f64 {
    for n in PRECISIONS {
        if let Some(v) = round(&f(n), Some(slack)) {
            return v;
        }
    }
    round(&f(MAX_PRECISION), None).expect("exact")
}

/// `ln x` for a finite `x > 0`, to `n` limbs: `x = f · 2^k` with `f` within `[√½, √2)`, and
/// `ln f = 2 atanh t` for `t = (f - 1) / (f + 1)`, `|t| < 0.172`, summed until its terms vanish.
fn ln_big(x: f64, n: usize) -> Big {
    let (m, e) = parts(x);
    // f = m / 2^s, s = 52, or 53 where m / 2^52 is past √2
    const SQRT_2_M: u64 = 6_369_051_672_525_772; // floor(√2 · 2^52)
    let s = if m > SQRT_2_M { 53 } else { 52 };
    let k = e + s;
    let num = m as i128 - (1i128 << s);
    let t = div_int(
        &Big::int(num.unsigned_abs() as u64, num < 0, n),
        m + (1 << s),
        n,
    );
    let t2 = mul(&t, &t, n);
    let (mut term, mut sum) = (t, t);
    let mut odd = 1;
    while !term.is_zero() && term.top() > sum.top() - 64 * n as i64 - 2 {
        term = mul(&term, &t2, n);
        odd += 2;
        sum = add(&sum, &div_int(&term, odd, n), n);
    }
    let ln_f = sum.scale(1);
    let ln_2k = mul_int(&Big::ln_2(n), k.unsigned_abs(), n);
    add(&if k < 0 { ln_2k.negate() } else { ln_2k }, &ln_f, n)
}

/// How many times the argument of `exp` is halved before its series: the result is squared as
/// many times.
const HALVINGS: i64 = 8;

/// `e^z` for `|z| < 746`, to `n` limbs: `z = k ln 2 + r`, `e^r` from its series on `r / 2^8` then
/// squared eight times, and `2^k`.
fn exp_big(z: &Big, n: usize) -> Big {
    let k = (z.rough() / core::f64::consts::LN_2 + if z.neg { -0.5 } else { 0.5 }) as i64;
    let ln_2k = mul_int(&Big::ln_2(n), k.unsigned_abs(), n);
    let r = add(z, &if k < 0 { ln_2k } else { ln_2k.negate() }, n).scale(-HALVINGS);
    let one = Big::int(1, false, n);
    let (mut term, mut sum) = (one, one);
    let mut j = 0;
    while !term.is_zero() && term.top() > sum.top() - 64 * n as i64 - 2 {
        j += 1;
        term = div_int(&mul(&term, &r, n), j, n);
        sum = add(&sum, &term, n);
    }
    for _ in 0..HALVINGS {
        sum = mul(&sum, &sum, n);
    }
    sum.scale(k)
}

/// Whether `y` is an integer, and an odd one.
fn integer_and_odd(y: f64) -> (bool, bool) {
    if y.is_infinite() || y.is_nan() {
        return (false, false);
    }
    let (m, e) = parts(y);
    if m == 0 {
        return (true, false);
    }
    if e >= 0 {
        return (true, e == 0 && m & 1 == 1);
    }
    // the bits below the point are zero
    if -e >= 64 || m & ((1u64 << -e) - 1) != 0 {
        return (false, false);
    }
    (true, (m >> -e) & 1 == 1)
}

/// `k · y` where it is an integer of at most 2^20, for `k` an integer.
fn integer_times(k: i64, y: f64) -> Option<i64> {
    let (m, e) = parts(y);
    let sign = if y < 0.0 { -1 } else { 1 };
    let product = i128::from(k) * i128::from(m) * sign;
    let v = if e >= 0 {
        product.checked_mul(1i128.checked_shl(e as u32)?)?
    } else {
        let div = 1i128.checked_shl((-e) as u32)?;
        if product % div != 0 {
            return None;
        }
        product / div
    };
    i64::try_from(v).ok().filter(|v| v.abs() <= 1 << 20)
}

/// The rounding of `|x|^y` where `v`, its value to 2,048 bits, lies within the error of a
/// midpoint between two `f64`s: the midpoint's even neighbour where the power is that midpoint
/// exactly, else the side `v` lies on. A power `p / 2^j` of an integer can be a midpoint (an
/// odd number of 54 bits, scaled) only for `j <= 5` and `p` below a few thousand, which the
/// exact check covers: a midpoint `μ` is `x^(p / 2^j)` where `μ^(2^j) = x^p`, compared as
/// integers times powers of two.
fn tie(x: f64, y: f64, v: &Big) -> f64 {
    let fallback = round(v, None).expect("exact");
    let (ym, ye) = parts(y);
    // y = p / 2^j, p odd, j >= 0 (an integer power has j = 0)
    let (p, j) = if ye >= 0 {
        (ym.checked_shl(ye as u32).filter(|_| ye < 11), 0)
    } else {
        let z = ym.trailing_zeros().min((-ye) as u32);
        (Some(ym >> z), -ye - i64::from(z))
    };
    let Some(p) = p.filter(|&p| p <= 4096 && j <= 5 && y > 0.0) else {
        return fallback;
    };
    // the midpoint nearest v: the bits an f64 keeps at v's magnitude, and a one after them
    let top = v.top();
    let keep = if top >= -1022 { 53 } else { top + 1075 };
    if !(0..=53).contains(&keep) {
        return fallback;
    }
    let head = Big::from_limbs(&v.m[..v.n], v.exp, false, 1).m[0];
    let q = if keep == 0 { 0 } else { head >> (64 - keep) };
    let odd = q << 1 | 1;
    let mid_exp = top - keep;
    // x = xm · 2^xe with xm odd
    let (xm, xe) = parts(x);
    let z = xm.trailing_zeros();
    let (xm, xe) = (xm >> z, xe + i64::from(z));
    // μ^(2^j) = x^p: odd parts and exponents
    let exponents = mid_exp * (1 << j) == xe * p as i64;
    let exact = exponents && power_eq(odd, 1 << j, xm, p);
    if !exact {
        return fallback;
    }
    let mid = Big::from_limbs(&[odd], mid_exp, false, 2);
    round(&mid, None).expect("exact")
}

/// Whether `a^i == b^k` for odd `a` and `b`, as integers of up to 4,096 bits (a power longer
/// than that is longer than a midpoint's power, so unequal).
fn power_eq(a: u64, i: u64, b: u64, k: u64) -> bool {
    const L: usize = 64;
    let power = |base: u64, times: u64| -> Option<[u64; L]> {
        let mut r = [0u64; L];
        r[0] = 1;
        for _ in 0..times {
            let mut carry = 0u128;
            for limb in r.iter_mut() {
                let t = u128::from(*limb) * u128::from(base) + carry;
                *limb = t as u64;
                carry = t >> 64;
            }
            if carry != 0 {
                return None;
            }
        }
        Some(r)
    };
    match (power(a, i), power(b, k)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}
