//! `chess_lut_types::math` against mpmath: the reference's answers in full (each mismatch
//! printed with its input), and its hash of every block of answers over each function's
//! stream of inputs, drawn here as `scripts/math_reference.py` draws them.
#![cfg(feature = "math")]

use chess_lut_types::math::{exp, ln, powf, sqrt};

const REFERENCE: &str = include_str!("math/reference.txt");
const BLOCK: usize = 1000;

/// The stream the reference draws: splitmix64 from a seed.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

fn unit(r: u64) -> f64 {
    (r >> 11) as f64 * 2f64.powi(-53)
}

/// A function's `i`th input, drawn as the reference draws it, and its answer here.
fn ask(name: &str, i: usize, g: &mut SplitMix) -> (Vec<f64>, f64) {
    let args = match name {
        "ln" => {
            let r = g.next();
            vec![match i % 4 {
                0 => f64::from_bits((r & 0x7FFF_FFFF_FFFF_FFFF) % 0x7FEF_FFFF_FFFF_FFFF + 1),
                1 if r >> 63 == 1 => f64::from_bits(0x3FF0_0000_0000_0000 + (r & 0xFFFFF)),
                1 => f64::from_bits(0x3FEF_FFFF_FFFF_FFFF - (r & 0xFFFFF)),
                2 => (r % 10000 + 1) as f64,
                _ => f64::from_bits(
                    0x3FE0_0000_0000_0000 + r % (0x4010_0000_0000_0000 - 0x3FE0_0000_0000_0000),
                ),
            }]
        }
        "exp" => {
            let r = g.next();
            vec![match i % 4 {
                0 => -745.25 + unit(r) * 1455.0,
                1 => unit(r) * 2.0 - 1.0,
                2 => {
                    let e = 0x300 + ((r >> 52) & 0xFF);
                    f64::from_bits(
                        (r & 0x8000_0000_0000_0000) | (e << 52) | (r & 0xF_FFFF_FFFF_FFFF),
                    )
                }
                _ if r & 1 == 1 => 709.0 + unit(r) * 0.79,
                _ => -746.0 + unit(r) * 1.5,
            }]
        }
        "powf" => {
            let (r, s) = (g.next(), g.next());
            match i % 6 {
                0 => vec![unit(r) * 16.0 + 2f64.powi(-20), unit(s) * 80.0 - 40.0],
                5 => vec![
                    if r >> 63 == 1 {
                        f64::from_bits(0x3FF0_0000_0000_0000 + (r & 0xFFF))
                    } else {
                        f64::from_bits(0x3FEF_FFFF_FFFF_FFFF - (r & 0xFFF))
                    },
                    (unit(s) * 2.0 - 1.0) * 2f64.powi(40),
                ],
                1 => vec![
                    f64::from_bits((r & 0x7FFF_FFFF_FFFF_FFFF) % 0x7FEF_FFFF_FFFF_FFFF + 1),
                    unit(s) * 4.0 - 2.0,
                ],
                2 => vec![0.5 + unit(r) * 1.5, unit(s) * 2000.0 - 1000.0],
                3 => vec![
                    unit(r) * 20.0 - 10.0 + 2f64.powi(-30),
                    (s % 41) as f64 - 20.0,
                ],
                4 => vec![((r % 1000 + 1).pow(2)) as f64, (s % 9) as f64 * 0.5 + 0.5],
                _ => unreachable!(),
            }
        }
        _ => {
            let r = g.next();
            vec![match i % 3 {
                0 => f64::from_bits((r & 0x7FFF_FFFF_FFFF_FFFF) % 0x7FEF_FFFF_FFFF_FFFF + 1),
                1 => ((r % 94_906_265).pow(2)) as f64,
                _ => (r % (1 << 53)) as f64,
            }]
        }
    };
    let answer = match name {
        "ln" => ln(args[0]),
        "exp" => exp(args[0]),
        "powf" => powf(args[0], args[1]),
        _ => sqrt(args[0]),
    };
    (args, answer)
}

fn seed(name: &str) -> u64 {
    match name {
        "ln" => 1,
        "exp" => 2,
        "powf" => 3,
        _ => 4,
    }
}

/// The bits the reference writes: a NaN as the one quiet NaN.
fn bits(x: f64) -> u64 {
    if x.is_nan() {
        0x7FF8_0000_0000_0000
    } else {
        x.to_bits()
    }
}

/// Every answer the reference lists in full, with its input where it differs.
#[test]
fn the_listed_answers_are_mpmath_s() {
    let mut wrong = Vec::new();
    let mut listed = 0;
    for line in REFERENCE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("block"))
    {
        let mut words = line.split(' ');
        let name = words.next().unwrap();
        let numbers: Vec<u64> = words.map(|w| u64::from_str_radix(w, 16).unwrap()).collect();
        let (args, expected) = numbers.split_at(numbers.len() - 1);
        let args: Vec<f64> = args.iter().map(|&b| f64::from_bits(b)).collect();
        let got = match name {
            "ln" => ln(args[0]),
            "exp" => exp(args[0]),
            "powf" => powf(args[0], args[1]),
            _ => sqrt(args[0]),
        };
        if bits(got) != expected[0] {
            wrong.push(format!(
                "{name}{args:?} is {got:e} ({:#x}), mpmath's {:e} ({:#x})",
                bits(got),
                f64::from_bits(expected[0]),
                expected[0]
            ));
        }
        listed += 1;
    }
    assert!(listed >= 1000, "{listed} answers listed");
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// Every block of each function's stream hashes as mpmath's answers do; a block that does not
/// is named, with the command that lists its inputs and mpmath's answers.
#[test]
fn every_block_of_answers_is_mpmath_s() {
    let blocks: Vec<(&str, usize, u64)> = REFERENCE
        .lines()
        .filter_map(|l| l.strip_prefix("block "))
        .map(|l| {
            let w: Vec<&str> = l.split(' ').collect();
            (
                w[0],
                w[1].parse().unwrap(),
                u64::from_str_radix(w[2], 16).unwrap(),
            )
        })
        .collect();
    let mut wrong = Vec::new();
    for name in ["ln", "exp", "powf", "sqrt"] {
        let expected: Vec<u64> = blocks.iter().filter(|b| b.0 == name).map(|b| b.2).collect();
        assert!(expected.len() >= 12, "{name}: {} blocks", expected.len());
        let mut g = SplitMix(seed(name));
        for (k, &want) in expected.iter().enumerate() {
            let mut hash = 0xcbf2_9ce4_8422_2325u64;
            for i in k * BLOCK..(k + 1) * BLOCK {
                let (_, answer) = ask(name, i, &mut g);
                for byte in bits(answer).to_le_bytes() {
                    hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
                }
            }
            if hash != want {
                wrong.push(format!(
                    "{name}: block {k} differs (scripts/math_reference.py --print {name} {k} lists it)"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The first inputs drawn here are the ones the reference lists: the two draw alike.
#[test]
fn the_streams_are_the_reference_s() {
    for name in ["ln", "exp", "powf", "sqrt"] {
        let mut g = SplitMix(seed(name));
        let listed: Vec<Vec<u64>> = REFERENCE
            .lines()
            .filter(|l| l.split(' ').next() == Some(name))
            .take(50)
            .map(|l| {
                l.split(' ')
                    .skip(1)
                    .map(|w| u64::from_str_radix(w, 16).unwrap())
                    .collect()
            })
            .collect();
        for (i, line) in listed.iter().enumerate() {
            let (args, _) = ask(name, i, &mut g);
            let args: Vec<u64> = args.iter().map(|a| a.to_bits()).collect();
            assert_eq!(args[..], line[..line.len() - 1], "{name} input {i}");
        }
    }
}

/// Every kind of input, drawn from all 2^64 bit patterns (NaNs, infinities, zeros, subnormals,
/// negative numbers): no panic, a NaN exactly where the host's libm gives one, and elsewhere
/// the host's answer or its neighbour (glibc's is within an ulp of the exact value).
#[test]
fn any_bits_give_the_host_s_answer_or_its_neighbour() {
    let mut g = SplitMix(5);
    let near = |ours: f64, host: f64| {
        if ours.is_nan() || host.is_nan() {
            return ours.is_nan() && host.is_nan();
        }
        if ours == host {
            return true;
        }
        // a neighbour: one step of the bits apart, on the same side of zero
        ours.is_sign_negative() == host.is_sign_negative()
            && ours.to_bits().abs_diff(host.to_bits()) <= 1
    };
    for i in 0..20_000 {
        let (x, y) = (f64::from_bits(g.next()), f64::from_bits(g.next()));
        // every other power small, so that most powers are neither 0 nor infinite
        let y = if i % 2 == 0 {
            y
        } else {
            (g.next() >> 11) as f64 / (1u64 << 49) as f64 - 8.0
        };
        for (name, ours, host) in [
            ("ln", ln(x), x.ln()),
            ("exp", exp(x), x.exp()),
            ("sqrt", sqrt(x), x.sqrt()),
            ("powf", powf(x, y), x.powf(y)),
        ] {
            assert!(
                near(ours, host),
                "{name}({x:e}, {y:e}): {ours:e} here, {host:e} on the host"
            );
        }
    }
}
