//! The one place where the small enums get their texts: a macro that gives an enum `Display`
//! (its text) and `FromStr` (the text back, or any of its other names), and the error type its
//! `FromStr` returns. No other file of the workspace spells a colour, a piece letter or a line
//! kind again: they print and parse these (the explorer page is handed them by the command).

/// Whether `given` is `name` up to ASCII case, with `_` read as `-` (`Anti_Diagonal` is
/// `anti-diagonal`).
pub(crate) fn same_name(given: &str, name: &str) -> bool {
    given.len() == name.len()
        && given.bytes().zip(name.bytes()).all(|(g, n)| {
            let g = if g == b'_' { b'-' } else { g };
            g.eq_ignore_ascii_case(&n)
        })
}

/// `names! { Enum, Error, "what it is", "what it accepts" { Variant => "text", "name" | "alias" …; … } }`
///
/// `Display` writes each variant's text, `name()` its name (an English word, for messages).
/// `FromStr` reads the text back exactly (so `p` and `P` may name different variants), then
/// every text, name and alias up to ASCII case and `_`; anything else is `Err(Error)`, whose
/// message says what was expected.
macro_rules! names {
    (
        $(#[$error_doc:meta])*
        $ty:ident, $error:ident, $what:literal, $expected:literal {
            $($variant:ident => $text:literal, $name:literal $(| $alias:literal)*;)*
        }
    ) => {
        impl core::fmt::Display for $ty {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(match self {
                    $($ty::$variant => $text,)*
                })
            }
        }

        impl $ty {
            #[doc = concat!(
                "The English name, for messages (`FromStr` reads it too).\n\n",
                "```\nuse chess_lut_types::", stringify!($ty), ";\n",
                "for x in ", stringify!($ty), "::ALL {\n",
                "    assert_eq!(x.name().parse(), Ok(x));\n",
                "    assert_eq!(x.to_string().parse(), Ok(x));\n}\n```"
            )]
            pub const fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)*
                }
            }
        }

        $(#[$error_doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub struct $error;

        impl core::fmt::Display for $error {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(concat!("not ", $what, ": expected ", $expected))
            }
        }

        impl core::error::Error for $error {}

        impl core::str::FromStr for $ty {
            type Err = $error;

            fn from_str(s: &str) -> Result<$ty, $error> {
                $(if s == $text {
                    return Ok($ty::$variant);
                })*
                $(if [$text, $name $(, $alias)*]
                    .iter()
                    .any(|name| $crate::names::same_name(s, name))
                {
                    return Ok($ty::$variant);
                })*
                Err($error)
            }
        }
    };
}

pub(crate) use names;

#[cfg(test)]
mod tests {
    use super::same_name;

    #[test]
    fn names_ignore_case_and_underscores() {
        assert!(same_name("Anti_Diagonal", "anti-diagonal"));
        assert!(same_name("RANK", "rank"));
        assert!(!same_name("ran", "rank"));
        assert!(!same_name("rank ", "rank"));
    }
}
