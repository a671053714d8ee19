//! Binary floating-point numbers of up to 2,048 bits, in fixed arrays (no allocation): what
//! the correctly rounded functions compute with. Every operation truncates its result to the
//! precision asked, `n` limbs of 64 bits; the callers bound the error that leaves.

/// The most limbs a number holds: 2,048 bits, and a limb for the carry of an addition.
pub(super) const LIMBS: usize = 33;

/// `ln 2` to 2,048 bits, most significant limb first: `floor(ln 2 · 2^2048)`.
const LN_2: [u64; 32] = [
    0xb17217f7d1cf79ab,
    0xc9e3b39803f2f6af,
    0x40f343267298b62d,
    0x8a0d175b8baafa2b,
    0xe7b876206debac98,
    0x559552fb4afa1b10,
    0xed2eae35c1382144,
    0x27573b291169b825,
    0x3e96ca16224ae8c5,
    0x1acbda11317c387e,
    0xb9ea9bc3b136603b,
    0x256fa0ec7657f74b,
    0x72ce87b19d6548ca,
    0xf5dfa6bd38303248,
    0x655fa1872f20e3a2,
    0xda2d97c50f3fd5c6,
    0x07f4ca11fb5bfb90,
    0x610d30f88fe551a2,
    0xee569d6dfc1efa15,
    0x7d2e23de1400b396,
    0x17460775db8990e5,
    0xc943e732b479cd33,
    0xcccc4e659393514c,
    0x4c1a1e0bd1d6095d,
    0x25669b333564a337,
    0x6a9c7f8a5e148e82,
    0x074db6015cfe7aa3,
    0x0c480a5417350d2c,
    0x955d5179b1e17b9d,
    0xae313cdb6c606cb1,
    0x078f735d1b2db31b,
    0x5f50b5185064c18b,
];

/// `ln 2` in `Q0.128`, truncated: the first two limbs.
pub(super) const LN_2_HEAD: u128 = (LN_2[0] as u128) << 64 | LN_2[1] as u128;

/// The most limbs of precision: [`LN_2`]'s.
pub(super) const MAX_PRECISION: usize = LN_2.len();

/// `(-1)^neg · m · 2^exp`, `m` the integer of the `n` limbs of `m` (least significant first),
/// its top bit set unless it is zero.
#[derive(Clone, Copy, Debug)]
pub(super) struct Big {
    pub neg: bool,
    pub m: [u64; LIMBS],
    pub n: usize,
    pub exp: i64,
}

/// Bits `pos..pos + 64` of the integer whose limbs are `l`, zero outside them.
pub(super) fn bits_at(l: &[u64], pos: i64) -> u64 {
    let limb = pos.div_euclid(64);
    let off = pos.rem_euclid(64) as u32;
    let get = |i: i64| {
        if i >= 0 && (i as usize) < l.len() {
            l[i as usize]
        } else {
            0
        }
    };
    let low = get(limb) >> off;
    let high = if off == 0 {
        0
    } else {
        get(limb + 1) << (64 - off)
    };
    low | high
}

impl Big {
    pub fn zero(n: usize) -> Big {
        Big {
            neg: false,
            m: [0; LIMBS],
            n,
            exp: 0,
        }
    }

    /// `(-1)^neg · l · 2^exp` to `n` limbs, truncated: the integer of the limbs `l`.
    pub fn from_limbs(l: &[u64], exp: i64, neg: bool, n: usize) -> Big {
        let mut r = Big::zero(n);
        let Some(top) = l.iter().rposition(|&v| v != 0) else {
            return r;
        };
        let top_bit = top as i64 * 64 + 63 - i64::from(l[top].leading_zeros());
        let shift = top_bit - (64 * n as i64 - 1);
        for k in 0..n {
            r.m[k] = bits_at(l, 64 * k as i64 + shift);
        }
        r.exp = exp + shift;
        r.neg = neg;
        r
    }

    /// An integer, exactly.
    pub fn int(v: u64, neg: bool, n: usize) -> Big {
        Big::from_limbs(&[v], 0, neg, n)
    }

    /// A finite `f64`, exactly.
    pub fn float(x: f64, n: usize) -> Big {
        let (m, e) = parts(x);
        Big::from_limbs(&[m], e, x.is_sign_negative(), n)
    }

    /// `ln 2`, truncated to `n` limbs.
    pub fn ln_2(n: usize) -> Big {
        let mut r = Big::zero(n);
        for (limb, &digits) in r.m[..n].iter_mut().rev().zip(&LN_2) {
            *limb = digits;
        }
        r.exp = -64 * n as i64;
        r
    }

    pub fn is_zero(&self) -> bool {
        self.m[..self.n].iter().all(|&l| l == 0)
    }

    /// `E` where the magnitude lies in `[2^E, 2^(E + 1))`; of zero, far below any other.
    pub fn top(&self) -> i64 {
        if self.is_zero() {
            i64::MIN / 2
        } else {
            self.exp + 64 * self.n as i64 - 1
        }
    }

    /// The number times `2^k`, exactly.
    pub fn scale(mut self, k: i64) -> Big {
        self.exp += k;
        self
    }

    pub fn negate(mut self) -> Big {
        self.neg = !self.neg;
        self
    }

    /// A few digits of the number as an `f64` (truncated), for choosing a reduction.
    pub fn rough(&self) -> f64 {
        if self.is_zero() {
            return 0.0;
        }
        let top = self.m[self.n - 1];
        // the top limb's value, scaled by its place, in steps that stay finite
        let mut v = top as f64;
        let mut e = self.exp + 64 * (self.n as i64 - 1);
        while e > 0 {
            let step = e.min(512);
            v *= pow2(step);
            e -= step;
        }
        while e < 0 {
            let step = (-e).min(512);
            v /= pow2(step);
            e += step;
        }
        if self.neg { -v } else { v }
    }
}

/// `2^k` for `-1022 <= k <= 1023`.
pub(super) fn pow2(k: i64) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// A finite nonzero `f64`'s magnitude as `m · 2^e`, `m` an integer of 53 bits (subnormals
/// too), exactly; of zero, `(0, 0)`.
pub(super) fn parts(x: f64) -> (u64, i64) {
    let bits = x.to_bits() & !(1 << 63);
    let biased = (bits >> 52) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let (m, e) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1 << 52), biased - 1075)
    };
    if m == 0 {
        return (0, 0);
    }
    // normalise a subnormal's significand to 53 bits
    let shift = m.leading_zeros() as i64 - 11;
    (m << shift, e - shift)
}

/// `a · b`, truncated to `n` limbs.
pub(super) fn mul(a: &Big, b: &Big, n: usize) -> Big {
    let mut p = [0u64; 2 * LIMBS];
    for i in 0..a.n {
        let mut carry = 0u128;
        for j in 0..b.n {
            let t = u128::from(p[i + j]) + u128::from(a.m[i]) * u128::from(b.m[j]) + carry;
            p[i + j] = t as u64;
            carry = t >> 64;
        }
        p[i + b.n] = carry as u64;
    }
    Big::from_limbs(&p[..a.n + b.n], a.exp + b.exp, a.neg != b.neg, n)
}

/// `a · k`, truncated to `n` limbs.
pub(super) fn mul_int(a: &Big, k: u64, n: usize) -> Big {
    let mut p = [0u64; LIMBS + 1];
    let mut carry = 0u128;
    for (out, &limb) in p.iter_mut().zip(&a.m[..a.n]) {
        let t = u128::from(limb) * u128::from(k) + carry;
        *out = t as u64;
        carry = t >> 64;
    }
    p[a.n] = carry as u64;
    Big::from_limbs(&p[..=a.n], a.exp, a.neg, n)
}

/// `a / d`, truncated to `n` limbs.
pub(super) fn div_int(a: &Big, d: u64, n: usize) -> Big {
    // the dividend a limb longer, so that the quotient keeps `n` limbs of precision
    let mut q = [0u64; LIMBS + 1];
    let mut rem = 0u128;
    for i in (0..=a.n).rev() {
        let limb = if i == 0 { 0 } else { a.m[i - 1] };
        let cur = (rem << 64) | u128::from(limb);
        q[i] = (cur / u128::from(d)) as u64;
        rem = cur % u128::from(d);
    }
    Big::from_limbs(&q[..=a.n], a.exp - 64, a.neg, n)
}

/// `a + b`, truncated to `n` limbs.
pub(super) fn add(a: &Big, b: &Big, n: usize) -> Big {
    if a.is_zero() {
        return Big::from_limbs(&b.m[..b.n], b.exp, b.neg, n);
    }
    if b.is_zero() {
        return Big::from_limbs(&a.m[..a.n], a.exp, a.neg, n);
    }
    // a frame of n + 2 limbs: a guard limb below the larger operand's, a carry limb above
    let top = a.top().max(b.top());
    let base = top + 1 - 64 * (n as i64 + 1);
    let place = |x: &Big| {
        let mut f = [0u64; LIMBS + 2];
        for (k, limb) in f.iter_mut().enumerate().take(n + 2) {
            *limb = bits_at(&x.m[..x.n], 64 * k as i64 + base - x.exp);
        }
        f
    };
    let (fa, fb) = (place(a), place(b));
    let mut r = [0u64; LIMBS + 2];
    if a.neg == b.neg {
        let mut carry = 0u128;
        for k in 0..n + 2 {
            let t = u128::from(fa[k]) + u128::from(fb[k]) + carry;
            r[k] = t as u64;
            carry = t >> 64;
        }
        return Big::from_limbs(&r[..n + 2], base, a.neg, n);
    }
    // the larger magnitude less the smaller, with the larger's sign
    let a_larger = (0..n + 2)
        .rev()
        .find(|&k| fa[k] != fb[k])
        .is_none_or(|k| fa[k] > fb[k]);
    let (big, small, neg) = if a_larger {
        (fa, fb, a.neg)
    } else {
        (fb, fa, b.neg)
    };
    let mut borrow = 0u64;
    for k in 0..n + 2 {
        let (d, b1) = big[k].overflowing_sub(small[k]);
        let (d, b2) = d.overflowing_sub(borrow);
        r[k] = d;
        borrow = u64::from(b1 || b2);
    }
    Big::from_limbs(&r[..n + 2], base, neg, n)
}

/// The `f64` nearest `v` (ties to even), if every number within `2^slack` units of `v`'s last
/// limb bit rounds to it; `None` where that error could cross the midpoint between two
/// `f64`s. With `slack` `None`, `v` is exact and a midpoint goes to the even one.
pub(super) fn round(v: &Big, slack: Option<u32>) -> Option<f64> {
    let sign = if v.neg { 1u64 << 63 } else { 0 };
    if v.is_zero() {
        return Some(f64::from_bits(sign));
    }
    let top = v.top();
    let inf = Some(f64::from_bits(sign | 0x7ff0_0000_0000_0000));
    if top > 1023 {
        return inf;
    }
    // the bits an f64 keeps at this magnitude: 53, fewer below 2^-1022
    let keep = if top >= -1022 { 53 } else { top + 1075 };
    if keep < 0 {
        return Some(f64::from_bits(sign));
    }
    let l = &v.m[..v.n];
    let drop = 64 * v.n as i64 - keep;
    let q = bits_at(l, drop) & ((1u64 << keep) - 1);
    let half = bits_at(l, drop - 1) & 1 == 1;
    // the bits below the rounding bit, from the lowest the error cannot reach: all zeros, or
    // all ones
    let mut pos = match slack {
        Some(s) => i64::from(s) + 1,
        None => 0,
    };
    let (mut zeros, mut ones) = (true, true);
    while pos < drop - 1 {
        let width = (drop - 1 - pos).min(64);
        let all = if width == 64 {
            u64::MAX
        } else {
            (1 << width) - 1
        };
        let chunk = bits_at(l, pos) & all;
        zeros &= chunk == 0;
        ones &= chunk == all;
        pos += 64;
    }
    let up = match slack {
        // within the error of the midpoint: undecided
        Some(_) if (half && zeros) || (!half && ones) => return None,
        Some(_) => half,
        // exact: above the midpoint, or on it and odd
        None => half && (!zeros || q & 1 == 1),
    };
    let mut q = q + u64::from(up);
    let mut top = top;
    if keep == 53 && q == 1 << 53 {
        q = 1 << 52;
        top += 1;
    }
    if top > 1023 {
        return inf;
    }
    let bits = if top >= -1022 && keep == 53 {
        ((top + 1023) as u64) << 52 | (q & ((1 << 52) - 1))
    } else {
        // a subnormal's bits are its significand, up to the smallest normal's
        q
    };
    Some(f64::from_bits(sign | bits))
}
