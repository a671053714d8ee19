//! What a table holds: [`Element`], how a value writes itself as Rust and as JSON, for the
//! integers, the floats, `bool` and [`Bitboard`], and for a type of the engine's own.

use crate::source::rows::{Elem, write_decimal, write_literal};
use crate::source::rust::Rust;
use chess_lut_types::Bitboard;
use chess_lut_types::table::AnswerKind;
use chess_lut_types::table::file::string;

/// A type a baked table can hold: how it is named in the generated source, how one value is
/// written there (and in the description file), and how two are compared.
///
/// Implemented for `bool`, `u8`…`u64`, `usize`, `i8`…`i64`, `isize`, `f32`, `f64` and
/// [`Bitboard`] (stored as `u64`, read back as a `Bitboard`). A `usize` or `isize` value must
/// fit the target's pointer width (32 bits on `wasm32`), and takes its bytes there. A type of
/// the engine's own implements [`rust_type`] and [`write`], naming its type and writing a value
/// as source, and shares its definition with the crate the table feeds (a module both compile,
/// by `#[path]`). As text:
///
/// ```
/// use chess_lut_bake::{Bake, Element, Rust, Squares, Table};
///
/// #[derive(Clone, Copy, PartialEq, Debug)]
/// struct Score { mg: i16, eg: i16 }
///
/// impl Element for Score {
///     fn rust_type(_chess_lut: &Rust) -> Rust {
///         Rust::from("crate::eval::Score")
///     }
///     fn write(&self, out: &mut String) -> Result<(), String> {
///         out.push_str(&format!("crate::eval::Score {{ mg: {}i16, eg: {}i16 }}", self.mg, self.eg));
///         Ok(())
///     }
/// }
///
/// let mut bake = Bake::new();
/// bake.table(Table::new("knight_psqt", Squares("sq"), |sq| Score {
///     mg: 10 - 2 * chess_lut_bake::types::Square::E4.index().abs_diff(sq.index()) as i16,
///     eg: 0,
/// }));
/// let source = bake.source().unwrap();
/// assert!(source.contains("pub static KNIGHT_PSQT: [crate::eval::Score; 64] = ["));
/// // half a rank a line: e4 is 10, its neighbours 8
/// assert!(source.contains("    /* e4-h4 */ crate::eval::Score { mg: 10i16, eg: 0i16 }, crate::eval::Score { mg: 8i16, eg: 0i16 },"));
/// assert!(source.contains("    /* a1-d1 */ crate::eval::Score { mg: -46i16, eg: 0i16 },"));
/// // in the description, each value is the source that writes it
/// let described = bake.description().unwrap();
/// assert!(described.contains(r#""values":["crate::eval::Score { mg: -46i16, eg: 0i16 }","#));
/// ```
///
/// or, with the feature `tokens` (which compiles `proc-macro2` and `quote` into the build
/// script), with [`quote`](https://docs.rs/quote), as `databake`'s types do:
///
/// ```
/// # #[cfg(feature = "tokens")] {
/// use chess_lut_bake::{Element, Rust, write_tokens};
/// use quote::quote;
///
/// #[derive(Clone, Copy, PartialEq, Debug)]
/// struct Score { mg: i16, eg: i16 }
///
/// impl Element for Score {
///     fn rust_type(_chess_lut: &Rust) -> Rust {
///         quote!(crate::eval::Score).into()
///     }
///     fn write(&self, out: &mut String) -> Result<(), String> {
///         let (mg, eg) = (self.mg, self.eg);
///         write_tokens(out, quote!(crate::eval::Score { mg: #mg, eg: #eg }))
///     }
/// }
/// let mut out = String::new();
/// Score { mg: -46, eg: 0 }.write(&mut out).unwrap();
/// assert_eq!(out, "crate::eval::Score { mg: -46i16, eg: 0i16 }");
/// # }
/// ```
///
/// [`rust_type`]: Element::rust_type
/// [`write`]: Element::write
pub trait Element: Sized {
    /// The type the lookup returns, as the generated source names it; `chess_lut` is the path
    /// chess-lut is reached by there (`::chess_lut` in an engine, `::chess_lut_types` in
    /// chess-lut's own tables).
    fn rust_type(chess_lut: &Rust) -> Rust;

    /// Appends the value as a constant expression of the static's element type
    /// ([`stored_type`](Element::stored_type)), or says why it cannot be written.
    fn write(&self, out: &mut String) -> Result<(), String>;

    /// The type the static holds, where it is not the lookup's: `u64` for a [`Bitboard`],
    /// which the lookup wraps ([`wrap`](Element::wrap)).
    fn stored_type(chess_lut: &Rust) -> Rust {
        Self::rust_type(chess_lut)
    }

    /// The lookup's answer made from `read`, a read of the static: `read` itself, or
    /// `Bitboard(read)`.
    fn wrap(_chess_lut: &Rust, read: Rust) -> Rust {
        read
    }

    /// The bytes one value takes in the static. The build script's own `size_of`, by default:
    /// the same on the target for a type both compile from one definition.
    fn bytes() -> usize {
        std::mem::size_of::<Self>()
    }

    /// How the value is drawn and compared.
    fn answer() -> AnswerKind {
        AnswerKind::Other
    }

    /// The value as a `u64`, where it is one (an unsigned integer, a bitboard): what chess-lut's
    /// registry of its own tables reads them as. `None` by default.
    fn to_u64(&self) -> Option<u64> {
        None
    }

    /// The element type chess-lut's registry of its own tables holds the values as, where it
    /// holds this type (`u8`, `u16`, `u64`, a bitboard). `None` by default.
    fn elem() -> Option<Elem> {
        None
    }

    /// Appends the value as JSON for the description file: by default the source that writes
    /// it, as a string.
    fn json(&self, out: &mut String) -> Result<(), String> {
        let mut source = String::new();
        self.write(&mut source)?;
        string(out, &source);
        Ok(())
    }
}

/// Appends `tokens` as source, on one line: what a type of the engine's own that writes itself
/// with `quote` calls from [`Element::write`] (feature `tokens`).
#[cfg(feature = "tokens")]
pub fn write_tokens(out: &mut String, tokens: proc_macro2::TokenStream) -> Result<(), String> {
    out.push_str(&crate::source::rust::render(tokens));
    Ok(())
}

impl Element for bool {
    fn rust_type(_: &Rust) -> Rust {
        Rust::from("bool")
    }

    fn write(&self, out: &mut String) -> Result<(), String> {
        out.push_str(if *self { "true" } else { "false" });
        Ok(())
    }

    fn answer() -> AnswerKind {
        AnswerKind::YesNo
    }

    fn json(&self, out: &mut String) -> Result<(), String> {
        self.write(out)
    }
}

/// The integers: decimal, but `u64` in hex grouped in fours (keys and masks read best so).
macro_rules! integers {
    ($($t:ident),*) => {$(
        impl Element for $t {
            fn rust_type(_: &Rust) -> Rust {
                Rust::from(stringify!($t))
            }

            fn write(&self, out: &mut String) -> Result<(), String> {
                write_integer(out, *self as i128, stringify!($t))
            }

            fn bytes() -> usize {
                match stringify!($t) {
                    "usize" | "isize" => target_pointer_bits() as usize / 8,
                    _ => std::mem::size_of::<$t>(),
                }
            }

            fn answer() -> AnswerKind {
                AnswerKind::Number
            }

            fn to_u64(&self) -> Option<u64> {
                u64::try_from(*self as i128).ok().filter(|_| stringify!($t).starts_with('u'))
            }

            fn elem() -> Option<Elem> {
                Elem::from_name(stringify!($t))
            }

            fn json(&self, out: &mut String) -> Result<(), String> {
                // beyond 2^53 a JSON reader may round a number: the hex text, as a string
                if stringify!($t) == "u64" {
                    string(out, &format!("{:#x}", *self));
                    Ok(())
                } else {
                    write_integer(out, *self as i128, "")
                }
            }
        }
    )*};
}

integers!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// `v` as a literal of type `ty`: decimal, `u64` in hex. A `usize` or `isize` must fit the
/// target's pointer width, which the build script is told (a `usize` table built for a 32-bit
/// target holds 32-bit values).
fn write_integer(out: &mut String, v: i128, ty: &str) -> Result<(), String> {
    if ty == "u64" {
        let v = u64::try_from(v).expect("a u64");
        write_literal(out, Elem::U64, v);
        return Ok(());
    }
    if let Some(bits) = matches!(ty, "usize" | "isize").then(target_pointer_bits) {
        fits_pointer(v, ty == "isize", bits)?;
    }
    if v < 0 {
        out.push('-');
    }
    write_decimal(
        out,
        u64::try_from(v.unsigned_abs()).expect("64 bits at most"),
    );
    Ok(())
}

/// Whether `v` fits a `usize` (or, `signed`, an `isize`) of `bits` bits.
pub(crate) fn fits_pointer(v: i128, signed: bool, bits: u32) -> Result<(), String> {
    let (low, high) = if signed {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    if (low..=high).contains(&v) {
        Ok(())
    } else {
        Err(format!(
            "{v} does not fit the {bits}-bit {} of the target",
            if signed { "isize" } else { "usize" }
        ))
    }
}

/// The target's pointer width in bits, as cargo tells a build script
/// (`CARGO_CFG_TARGET_POINTER_WIDTH`); 64 where it is not told.
fn target_pointer_bits() -> u32 {
    static BITS: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    *BITS.get_or_init(|| {
        std::env::var("CARGO_CFG_TARGET_POINTER_WIDTH")
            .ok()
            .and_then(|w| w.parse().ok())
            .filter(|&w| matches!(w, 16 | 32 | 64))
            .unwrap_or(64)
    })
}

/// The floats: the shortest decimal that reads back to the same bits (`0.1`, `-0.0`, `1e-45`),
/// the infinities by name; NaN is refused (see [`Element::write`] for `f64`).
macro_rules! floats {
    ($($t:ident),*) => {$(
        impl Element for $t {
            fn rust_type(_: &Rust) -> Rust {
                Rust::from(stringify!($t))
            }

            /// The shortest decimal that reads back to the same bits, `-0.0` and subnormals
            /// included; `f32::INFINITY` and `f32::NEG_INFINITY` by name. A NaN is refused:
            /// every NaN in a table comes of an undefined operation (`0 * inf`, `inf - inf`,
            /// `ln` of a negative number), which is a bug in the formula, and since NaN never
            /// equals anything, no lookup returning one could be proven equal to its twin.
            fn write(&self, out: &mut String) -> Result<(), String> {
                if self.is_nan() {
                    return Err(format!("NaN ({:#x}) cannot be a table value: it is the result of an undefined operation, and equals nothing", self.to_bits()));
                }
                if self.is_infinite() {
                    out.push_str(if *self > 0.0 {
                        concat!(stringify!($t), "::INFINITY")
                    } else {
                        concat!(stringify!($t), "::NEG_INFINITY")
                    });
                } else {
                    // Debug gives the shortest round trip and always a `.` or an exponent
                    out.push_str(&format!("{self:?}"));
                }
                Ok(())
            }

            fn answer() -> AnswerKind {
                AnswerKind::Float
            }

            fn json(&self, out: &mut String) -> Result<(), String> {
                if self.is_infinite() {
                    string(out, if *self > 0.0 { "inf" } else { "-inf" });
                    Ok(())
                } else {
                    self.write(out)
                }
            }
        }
    )*};
}

floats!(f32, f64);

impl Element for Bitboard {
    fn rust_type(chess_lut: &Rust) -> Rust {
        Rust::from(format!("{chess_lut}::Bitboard"))
    }

    fn stored_type(_: &Rust) -> Rust {
        Rust::from("u64")
    }

    fn wrap(chess_lut: &Rust, read: Rust) -> Rust {
        Rust::from(format!("{chess_lut}::Bitboard({read})"))
    }

    fn bytes() -> usize {
        8
    }

    fn write(&self, out: &mut String) -> Result<(), String> {
        write_literal(out, Elem::U64, self.0);
        Ok(())
    }

    fn answer() -> AnswerKind {
        AnswerKind::Set
    }

    fn to_u64(&self) -> Option<u64> {
        Some(self.0)
    }

    fn elem() -> Option<Elem> {
        Some(Elem::U64)
    }

    fn json(&self, out: &mut String) -> Result<(), String> {
        string(out, &format!("{:#x}", self.0));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written<E: Element>(v: E) -> Result<String, String> {
        let mut out = String::new();
        v.write(&mut out).map(|()| out)
    }

    #[test]
    fn integers_in_decimal_u64_in_hex() {
        assert_eq!(written(255u8).unwrap(), "255");
        assert_eq!(written(-128i8).unwrap(), "-128");
        assert_eq!(written(i64::MIN).unwrap(), "-9223372036854775808");
        assert_eq!(written(u32::MAX).unwrap(), "4294967295");
        assert_eq!(
            written(0x9D39_247E_3377_6D41u64).unwrap(),
            "0x9D39_247E_3377_6D41"
        );
        assert_eq!(written(Bitboard(0xFF)).unwrap(), "0x0000_0000_0000_00FF");
        assert_eq!(written(true).unwrap(), "true");
        let mut json = String::new();
        u64::MAX.json(&mut json).unwrap();
        (-3i16).json(&mut json).unwrap();
        assert_eq!(json, "\"0xffffffffffffffff\"-3");
        assert_eq!(
            (7u8.to_u64(), (-1i8).to_u64(), 3i32.to_u64()),
            (Some(7), None, None)
        );
        assert_eq!(
            (Bitboard(9).to_u64(), true.to_u64(), 0.5f32.to_u64()),
            (Some(9), None, None)
        );
        // the types chess-lut's registry holds, and no other
        let elems = [
            u8::elem(),
            u16::elem(),
            u32::elem(),
            u64::elem(),
            usize::elem(),
        ];
        assert_eq!(
            elems,
            [Some(Elem::U8), Some(Elem::U16), None, Some(Elem::U64), None]
        );
        let others = [i8::elem(), bool::elem(), f64::elem(), Bitboard::elem()];
        assert_eq!(others, [None, None, None, Some(Elem::U64)]);
    }

    /// Every float reads back to its bits: the text is what rustc parses, as `str::parse` does.
    #[test]
    fn floats_read_back_bit_for_bit() {
        let specials64 = [
            0.0,
            -0.0,
            0.1,
            1.0 / 3.0,
            f64::MIN_POSITIVE,
            f64::MAX,
            f64::EPSILON,
        ];
        let mut bits: Vec<u64> = specials64.iter().map(|x| x.to_bits()).collect();
        bits.extend([1, 2, 0x000F_FFFF_FFFF_FFFF, 0x8000_0000_0000_0001]); // subnormals
        // a SplitMix64 stream: every exponent and sign
        let mut state = 0u64;
        bits.extend((0..20_000).map(|_| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let z = (state ^ (state >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }));
        for b in bits {
            let x = f64::from_bits(b);
            match written(x) {
                Ok(text) if x.is_infinite() => assert!(text.starts_with("f64::")),
                Ok(text) => assert_eq!(text.parse::<f64>().map(f64::to_bits), Ok(b), "{text}"),
                Err(e) => assert!(x.is_nan() && e.contains("NaN"), "{e}"),
            }
        }
        for b in (0..20_000u32)
            .map(|i| i.wrapping_mul(0x9E37_79B9))
            .chain([1, 0x8000_0001])
        {
            let x = f32::from_bits(b);
            match written(x) {
                Ok(text) if x.is_infinite() => assert!(text.starts_with("f32::")),
                Ok(text) => assert_eq!(text.parse::<f32>().map(f32::to_bits), Ok(b), "{text}"),
                Err(e) => assert!(x.is_nan() && e.contains("NaN"), "{e}"),
            }
        }
        assert_eq!(written(-0.0f32).unwrap(), "-0.0");
        assert_eq!(written(f32::from_bits(1)).unwrap(), "1e-45");
        assert_eq!(written(f64::NEG_INFINITY).unwrap(), "f64::NEG_INFINITY");
        assert!(written(f32::NAN).is_err());
    }

    #[test]
    fn json_strings_are_escaped() {
        let mut out = String::new();
        string(&mut out, "a\"b\\c</script>\n");
        assert_eq!(out, r#""a\"b\\c\u003c/script>\u000a""#);
    }
}
