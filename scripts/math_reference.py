#!/usr/bin/env python3
"""The reference values chess_lut_types::math is tested against (types/tests/math.rs).

Each function is asked on a stream of inputs from a seeded splitmix64, drawn in cases that
cover its range (every magnitude, the neighbourhood of 1, integers, the edges of overflow and
underflow, exact powers and their midpoints); each exact value is computed by mpmath at 700
bits, checked against 1,400, and rounded to the nearest f64 (ties to even) by integer
arithmetic here. Written to types/tests/math/reference.txt: the first VECTORS answers of each
function in full, and an FNV-1a hash of each block of BLOCK answers over the whole stream.

Usage: scripts/math_reference.py [--print FUNCTION BLOCK | --libm]   (needs python3-mpmath)
  --print lists one block's inputs and answers, to see which one a failing block holds.
  --libm counts, on the same streams, the answers of this host's libm (Python's math.log,
  math.exp, math.pow and math.sqrt call it) that differ from the correctly rounded ones: what
  a baked table would inherit from the build machine without chess_lut_types::math.
"""

import math

import struct
import sys

import mpmath

COUNTS = {"ln": 50000, "exp": 50000, "powf": 30000, "sqrt": 30000}
BLOCK = 1000
VECTORS = 300
MASK = (1 << 64) - 1


class SplitMix:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)


def f(bits):
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def bits(x):
    if x != x:
        return 0x7FF8000000000000
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def unit(r):
    """A double in [0, 1) from the top 53 bits of r."""
    return (r >> 11) * 2.0**-53


# the inputs, case by case (the Rust test draws the same)
def ln_input(i, g):
    r = g.next()
    case = i % 4
    if case == 0:
        return (f((r & 0x7FFFFFFFFFFFFFFF) % 0x7FEFFFFFFFFFFFFF + 1),)
    if case == 1:
        return (f(0x3FF0000000000000 + (r & 0xFFFFF)) if r >> 63 else f(0x3FEFFFFFFFFFFFFF - (r & 0xFFFFF)),)
    if case == 2:
        return (float(r % 10000 + 1),)
    return (f(0x3FE0000000000000 + r % (0x4010000000000000 - 0x3FE0000000000000)),)


def exp_input(i, g):
    r = g.next()
    case = i % 4
    if case == 0:
        return (-745.25 + unit(r) * 1455.0,)
    if case == 1:
        return (unit(r) * 2.0 - 1.0,)
    if case == 2:
        e = 0x300 + ((r >> 52) & 0xFF)
        return (f((r & 0x8000000000000000) | (e << 52) | (r & 0xFFFFFFFFFFFFF)),)
    return (709.0 + unit(r) * 0.79,) if r & 1 else (-746.0 + unit(r) * 1.5,)


def powf_input(i, g):
    r, s = g.next(), g.next()
    case = i % 6
    if case == 0:
        return (unit(r) * 16.0 + 2.0**-20, unit(s) * 80.0 - 40.0)
    if case == 5:
        # a power past 2^20 of a number near 1
        return (f(0x3FF0000000000000 + (r & 0xFFF)) if r >> 63 else f(0x3FEFFFFFFFFFFFFF - (r & 0xFFF)), (unit(s) * 2.0 - 1.0) * 2.0**40)
    if case == 1:
        return (f((r & 0x7FFFFFFFFFFFFFFF) % 0x7FEFFFFFFFFFFFFF + 1), unit(s) * 4.0 - 2.0)
    if case == 2:
        return (0.5 + unit(r) * 1.5, unit(s) * 2000.0 - 1000.0)
    if case == 3:
        return (unit(r) * 20.0 - 10.0 + 2.0**-30, float(s % 41) - 20.0)
    return (float((r % 1000 + 1) ** 2), float(s % 9) * 0.5 + 0.5)


def sqrt_input(i, g):
    r = g.next()
    case = i % 3
    if case == 0:
        return (f((r & 0x7FFFFFFFFFFFFFFF) % 0x7FEFFFFFFFFFFFFF + 1),)
    if case == 1:
        return (float((r % 94906265) ** 2),)
    return (float(r % (1 << 53)),)


INPUTS = {"ln": ln_input, "exp": exp_input, "powf": powf_input, "sqrt": sqrt_input}
SEEDS = {"ln": 1, "exp": 2, "powf": 3, "sqrt": 4}


def exact(name, args, prec):
    mpmath.mp.prec = prec
    a = [mpmath.mpf(x) for x in args]
    if name == "ln":
        return mpmath.log(a[0])
    if name == "exp":
        return mpmath.exp(a[0])
    if name == "sqrt":
        return mpmath.sqrt(a[0])
    x, y = a
    negative = x < 0
    x = -x if negative else x
    if y == int(y):
        # an integer power exactly, so that a power on a midpoint stays on it
        v = mpmath.power(x, int(y))
    elif 2 * y == int(2 * y):
        # a half-integer power through an exact root where x is a square
        v = mpmath.power(mpmath.sqrt(x), int(2 * y))
    else:
        v = mpmath.power(x, y)
    # a negative number is drawn only with an integer power
    return -v if negative and int(y) % 2 else v


def nearest(v):
    """The f64 nearest the mpf v, ties to even, by integer arithmetic."""
    sign, man, exp, _ = v._mpf_
    if man == 0:
        return -0.0 if sign else 0.0
    top = exp + man.bit_length() - 1
    keep = 53 if top >= -1022 else top + 1075
    if keep < 0:
        return -0.0 if sign else 0.0
    drop = man.bit_length() - keep
    if drop <= 0:
        q, up = man << -drop, False
    else:
        q = man >> drop
        rem = man & ((1 << drop) - 1)
        half = 1 << (drop - 1)
        up = rem > half or (rem == half and q & 1)
    q += up
    if keep == 53 and q == 1 << 53:
        q, top = 1 << 52, top + 1
    if top > 1023:
        return -float("inf") if sign else float("inf")
    if keep == 53:
        b = ((top + 1023) << 52) | (q & ((1 << 52) - 1))
    else:
        b = q
    return f(b | (sign << 63))


def answers(name):
    g = SplitMix(SEEDS[name])
    for i in range(COUNTS[name]):
        args = INPUTS[name](i, g)
        low, high = nearest(exact(name, args, 700)), nearest(exact(name, args, 1400))
        if bits(low) != bits(high):
            raise SystemExit(f"{name}{args}: 700 and 1,400 bits round apart")
        yield args, low


def fnv(hash_, value):
    for byte in struct.pack("<Q", bits(value)):
        hash_ = ((hash_ ^ byte) * 0x100000001B3) & MASK
    return hash_


def host(name, args):
    """This host's libm's answer, through Python's math module."""
    try:
        return {"ln": math.log, "exp": math.exp, "powf": math.pow, "sqrt": math.sqrt}[name](*args)
    except OverflowError:
        return float("inf")


def libm():
    """How many of the host libm's answers differ from the correctly rounded ones, by function
    and by case of the stream (the case is the input's index modulo the function's cases)."""
    cases = {"ln": 4, "exp": 4, "powf": 6, "sqrt": 3}
    for name in INPUTS:
        wrong, count = [0] * cases[name], [0] * cases[name]
        for i, (args, v) in enumerate(answers(name)):
            count[i % cases[name]] += 1
            if bits(host(name, args)) != bits(v):
                wrong[i % cases[name]] += 1
        per_case = ", ".join(f"case {c}: {w} of {n}" for c, (w, n) in enumerate(zip(wrong, count)))
        print(f"{name}: {sum(wrong)} of {sum(count)} rounded otherwise ({per_case})")


def main():
    if sys.argv[1:] == ["--libm"]:
        libm()
        return
    if len(sys.argv) == 4 and sys.argv[1] == "--print":
        name, block = sys.argv[2], int(sys.argv[3])
        for i, (args, v) in enumerate(answers(name)):
            if i // BLOCK == block:
                print(name, " ".join(repr(a) for a in args), repr(v), hex(bits(v)))
        return
    lines = [
        "# chess_lut_types::math against mpmath, by scripts/math_reference.py: a function's",
        "# answers as `name input… answer` in f64 bits, then `block name k hash` for each block",
        f"# of {BLOCK} answers of the function's whole stream (FNV-1a 64 of their bits).",
    ]
    for name in INPUTS:
        hash_ = 0xCBF29CE484222325
        for i, (args, v) in enumerate(answers(name)):
            if i < VECTORS:
                lines.append(" ".join([name] + [f"{bits(a):016x}" for a in args] + [f"{bits(v):016x}"]))
            hash_ = fnv(hash_, v)
            if (i + 1) % BLOCK == 0:
                lines.append(f"block {name} {i // BLOCK} {hash_:016x}")
                hash_ = 0xCBF29CE484222325
    out = "types/tests/math/reference.txt"
    with open(out, "w") as file:
        file.write("\n".join(lines) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
