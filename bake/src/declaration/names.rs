//! What a table and an axis may be named: snake_case identifiers that are not Rust keywords,
//! as the lookup's name and parameters are written from them.

use super::axis::AxisInfo;
use chess_lut_types::table::{Unfit, lookup_name};

/// Whether `name` can name a lookup (as is) and its static (in upper case): a snake_case
/// identifier that is not a keyword.
pub(crate) fn check_name(name: &str) -> Result<(), String> {
    match lookup_name(name) {
        Ok(()) => Ok(()),
        Err(Unfit::Empty) => Err("the name is empty".to_string()),
        Err(Unfit::NotSnakeCase) => Err(
            "the name is not a snake_case identifier (like king_zone): the lookup is called \
             by it, the static by its upper case"
                .to_string(),
        ),
        Err(Unfit::Keyword) => Err("the name is a Rust keyword".to_string()),
    }
}

/// Whether the `axes` can name the lookup's parameters: each a snake_case identifier that is
/// not a keyword, no two alike.
pub(crate) fn check_axes(axes: &[&dyn AxisInfo]) -> Result<(), String> {
    for (i, axis) in axes.iter().enumerate() {
        let name = axis.name();
        let why = match lookup_name(name) {
            Ok(()) if axes[..i].iter().any(|a| a.name() == name) => {
                return Err(format!(
                    "two of its axes are named `{name}`: each names a parameter of the lookup"
                ));
            }
            Ok(()) => continue,
            Err(Unfit::Empty) => return Err("an axis name is empty".to_string()),
            Err(Unfit::NotSnakeCase) => "is not a snake_case identifier (like depth)",
            Err(Unfit::Keyword) => "is a Rust keyword",
        };
        return Err(format!(
            "its axis name `{name}` {why}: it names a parameter of the lookup"
        ));
    }
    Ok(())
}
