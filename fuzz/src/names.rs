//! The small names: `Piece`, `Color`, `LineKind`, `Attacker`, the slider strategy and the
//! geometry source (`--sliders`, `--geometry`), and a table's name as `show` and `dump` read
//! it. The first byte picks which; the rest is the text.

use core::fmt::{Debug, Display};
use core::str::FromStr;

use chess_lut::geometry::Source;
use chess_lut::sliders::Strategy;
use chess_lut::{Attacker, Color, LineKind, Piece};

use crate::input::{assert_one_line, text};

/// A type whose every value has a text (`Display`) and an English name, both read back.
trait Named: FromStr + Display + Debug + PartialEq + Copy + 'static {
    const ALL: &'static [Self];
    /// Whether the parser ignores ASCII case (the library's names do, the command's don't).
    const ANY_CASE: bool;
    fn name(self) -> &'static str;
}

macro_rules! named {
    ($($ty:ty, $any_case:literal;)*) => {$(
        impl Named for $ty {
            const ALL: &'static [Self] = &<$ty>::ALL;
            const ANY_CASE: bool = $any_case;
            fn name(self) -> &'static str {
                <$ty>::name(self)
            }
        }
    )*};
}

named! {
    Piece, true;
    Color, true;
    LineKind, true;
    Attacker, true;
    Strategy, false;
    Source, false;
}

/// `given` spells `name`: exactly, or up to ASCII case and `_` for `-` where the type allows.
fn spells<T: Named>(given: &str, name: &str) -> bool {
    given == name
        || T::ANY_CASE
            && given.len() == name.len()
            && given.replace('_', "-").eq_ignore_ascii_case(name)
}

fn check_named<T: Named>(what: &str, s: &str)
where
    T::Err: Display,
{
    match s.parse::<T>() {
        Ok(x) => {
            assert!(
                !s.is_empty() && s.bytes().all(|b| b.is_ascii_graphic()),
                "{what} {s:?} accepted as {x:?}: a name is printable ASCII without spaces"
            );
            assert_eq!(x.to_string().parse::<T>().ok(), Some(x), "{x:?}'s text");
            assert_eq!(x.name().parse::<T>().ok(), Some(x), "{x:?}'s name");
        }
        Err(e) => {
            assert_one_line(what, s, &e.to_string());
            for &x in T::ALL {
                assert!(
                    !spells::<T>(s, &x.to_string()) && !spells::<T>(s, x.name()),
                    "{what} {s:?} refused, but it names {x:?}"
                );
            }
        }
    }
}

/// The first byte picks the kind of name, the rest is its text.
pub fn check(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let s = text(rest);
    match which % 7 {
        0 => check_named::<Piece>("piece", &s),
        1 => check_named::<Color>("colour", &s),
        2 => check_named::<LineKind>("line kind", &s),
        3 => check_named::<Attacker>("attacker", &s),
        4 => check_named::<Strategy>("slider strategy", &s),
        5 => check_named::<Source>("geometry", &s),
        _ => match chess_lut_cli::by_name::registered(&s) {
            Ok(found) => {
                let name = found.name;
                assert!(
                    chess_lut::tables::get(name).is_some_and(|t| std::ptr::eq(t, found)),
                    "table {s:?} resolves to {name}, which the registry does not hold"
                );
            }
            Err(e) => {
                assert_one_line("table", &s, &e);
                assert!(chess_lut::tables::get(&s).is_none(), "table {s:?} refused");
            }
        },
    }
}
