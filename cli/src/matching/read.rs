//! An engine's tables read from its files: what a table is here (a name, a line, an element
//! type, a shape and its values row-major), the initialiser a source writes it with, and the
//! readers of each kind of file: Rust ([`super::rust`]), C and C++ ([`super::c`]), and raw
//! binaries given a shape and an element type ([`raw`]).

/// A table an engine holds, as read.
#[derive(Clone, PartialEq, Debug)]
pub struct Table {
    /// Its name: the static's, the array's, or a binary file's stem.
    pub name: String,
    /// The line it is declared on (0 for a binary file).
    pub line: usize,
    /// Its element type as declared: `u64`, `uint64_t`, `Bitboard`.
    pub ty: String,
    /// Its dimensions, outermost first.
    pub shape: Vec<usize>,
    /// Its values, row-major.
    pub values: Values,
}

/// A table's values.
#[derive(Clone, PartialEq, Debug)]
pub enum Values {
    /// Integers (a `bool` as 0 or 1), as written.
    Integers(Vec<i128>),
    /// Floats: a table of weights, no table of squares.
    Floats,
}

impl Table {
    /// How many values it holds.
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Its type as Rust writes it: `[[u64; 64]; 64]`.
    pub fn rust_type(&self) -> String {
        self.shape
            .iter()
            .rev()
            .fold(self.ty.clone(), |inner, n| format!("[{inner}; {n}]"))
    }
}

/// What a file holds: each table, or a declaration skipped and why.
#[derive(Clone, PartialEq, Debug)]
pub enum Item {
    /// A table of integers or floats, read whole.
    Table(Table),
    /// A declaration that is no table this command reads.
    Skipped {
        /// Its name, as declared.
        name: String,
        /// The line it is declared on (1 for the first).
        line: usize,
        /// Why, in words: `an array of structs (`Magic { … }`)`.
        why: String,
    },
}

/// An initialiser as a source writes it: a list, an integer, a float, an entry of a struct, or
/// something the reader does not compute.
#[derive(Clone, PartialEq, Debug)]
pub enum Init {
    /// A list, `[…]` or `{…}`.
    List(Vec<Init>),
    /// An integer, a `bool` or a newtype of one, its cast and suffix taken off.
    Int(i128),
    /// A float: a weight, never a square.
    Float,
    /// A struct's entry: the struct's name, or `{ … }` where a source names none.
    Struct(String),
    /// An expression or a constant's name, as written.
    Unknown(String),
    /// A repeat (`[x; N]`) of more values than [`MAX_VALUES`]: how many it asks for.
    TooMany(usize),
}

/// The most values a table is read with: far more than any table of squares holds (a slider's
/// magic attacks are about 100,000), and a bound on the memory a repeat in a file can ask for.
pub const MAX_VALUES: usize = 1 << 21;

/// How many cells a table of `shape` has, if a `usize` can count them.
fn cells(shape: &[usize]) -> Option<usize> {
    shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d))
}

impl Init {
    /// How many values it holds, at most `usize::MAX`.
    ///
    /// ```
    /// use chess_lut_cli::matching::read::Init;
    /// let row = Init::List(vec![Init::Int(1), Init::Int(2)]);
    /// assert_eq!(Init::List(vec![row.clone(), row]).values(), 4);
    /// ```
    pub fn values(&self) -> usize {
        match self {
            Init::List(items) => items
                .iter()
                .fold(0usize, |n, item| n.saturating_add(item.values())),
            Init::TooMany(n) => *n,
            _ => 1,
        }
    }
}

/// The table `name` of element type `ty` from its initialiser, shaped as `declared` says where
/// it says (`None` for a length a constant gives), as the initialiser nests where not; or why
/// not, in words.
pub fn table(name: &str, line: usize, ty: &str, declared: &[Option<usize>], init: Init) -> Item {
    match shaped(declared, init) {
        Ok((shape, values)) => Item::Table(Table {
            name: name.to_string(),
            line,
            ty: ty.to_string(),
            shape,
            values,
        }),
        Err(why) => Item::Skipped {
            name: name.to_string(),
            line,
            why,
        },
    }
}

/// The shape and values of `init`, checked against `declared`.
fn shaped(declared: &[Option<usize>], init: Init) -> Result<(Vec<usize>, Values), String> {
    if declared.is_empty() {
        return Err("not an array".into());
    }
    if declared.len() > 3 {
        return Err(format!(
            "an array of {} dimensions: a table of squares has at most three",
            declared.len()
        ));
    }
    // the leaves, and the shape the lists nest in
    let mut leaves = Vec::new();
    let nested = nesting(&init, declared, 0, &mut leaves)?;
    let shape: Vec<usize> = if nested.len() == declared.len() {
        nested
    } else if !nested.is_empty() && declared.iter().all(Option::is_some) {
        // a flat C initialiser of a declared shape (`int t[2][3] = {1, 2, 3, 4, 5, 6}`)
        let shape: Vec<usize> = declared.iter().map(|d| d.unwrap_or(0)).collect();
        let holds = cells(&shape);
        if holds != Some(leaves.len()) {
            return Err(format!(
                "{} values where its type holds {}",
                leaves.len(),
                holds.map_or_else(|| "more than can be counted".into(), |n| n.to_string())
            ));
        }
        shape
    } else {
        return Err(format!(
            "an initialiser of {} dimensions where its type has {}",
            nested.len(),
            declared.len()
        ));
    };
    for (dim, (&n, d)) in shape.iter().zip(declared).enumerate() {
        if let Some(d) = *d
            && n != d
        {
            return Err(format!(
                "its dimension {} holds {n} entries where its type says {d}",
                dim + 1
            ));
        }
    }
    if let Some(other) = leaves
        .iter()
        .find(|l| !matches!(l, Init::Int(_) | Init::Float))
    {
        return Err(match other {
            Init::Struct(name) => format!("an array of structs (`{name}`)"),
            Init::Unknown(text) => {
                format!("a value the reader does not compute (`{text}`)")
            }
            _ => "a value of no kind a table holds".into(),
        });
    }
    if leaves.iter().any(|l| matches!(l, Init::Float)) {
        return Ok((shape, Values::Floats));
    }
    let values = leaves
        .into_iter()
        .map(|l| match l {
            Init::Int(v) => v,
            _ => 0,
        })
        .collect();
    Ok((shape, Values::Integers(values)))
}

/// The shape `init` nests in (each list as long as its siblings), its leaves collected in
/// order; a list nested deeper than `declared` is a struct's entry.
fn nesting(
    init: &Init,
    declared: &[Option<usize>],
    depth: usize,
    leaves: &mut Vec<Init>,
) -> Result<Vec<usize>, String> {
    if let Init::TooMany(n) = init {
        return Err(format!(
            "{n} values in a repeat, more than the {MAX_VALUES} any table of squares holds"
        ));
    }
    let Init::List(items) = init else {
        leaves.push(init.clone());
        return Ok(Vec::new());
    };
    if depth == declared.len() {
        // braces inside the last dimension: an entry of a struct
        leaves.push(Init::Struct("{ … }".into()));
        return Ok(Vec::new());
    }
    // C++'s `std::array` in braces of its own: `{{1, 2}}` for `std::array<int, 2>`
    if let [only @ Init::List(_)] = &items[..]
        && declared[depth] != Some(1)
        && !matches!(only, Init::List(inner) if inner.is_empty())
    {
        return nesting(only, declared, depth, leaves);
    }
    let mut inner: Option<Vec<usize>> = None;
    for item in items {
        let shape = nesting(item, declared, depth + 1, leaves)?;
        match &inner {
            None => inner = Some(shape),
            Some(first) if *first != shape => {
                return Err("rows of different lengths: no table".into());
            }
            Some(_) => {}
        }
    }
    let mut shape = vec![items.len()];
    shape.extend(inner.unwrap_or_default());
    Ok(shape)
}

/// A binary file's table: `bytes` read as `shape` values of `ty` (`u8` to `u64`, `i8` to
/// `i64`), little-endian or big; or a line saying why not.
///
/// ```
/// use chess_lut_cli::matching::read::{Values, raw};
/// let bytes = [1u8, 0, 0, 2];
/// let t = raw("two", &bytes, &[2], "u16", false).unwrap();
/// assert_eq!(t.values, Values::Integers(vec![1, 512]));
/// assert_eq!(raw("two", &bytes, &[2], "u16", true).unwrap().values, Values::Integers(vec![256, 2]));
/// assert_eq!(raw("two", &bytes, &[3], "u16", false).unwrap_err(),
///            "two: 4 bytes are not 3 values of u16 (6 bytes)");
/// ```
pub fn raw(
    name: &str,
    bytes: &[u8],
    shape: &[usize],
    ty: &str,
    big_endian: bool,
) -> Result<Table, String> {
    let (width, signed) = match ty {
        "u8" => (1, false),
        "u16" => (2, false),
        "u32" => (4, false),
        "u64" => (8, false),
        "i8" => (1, true),
        "i16" => (2, true),
        "i32" => (4, true),
        "i64" => (8, true),
        other => {
            return Err(format!(
                "bad --type {other:?}: u8, u16, u32, u64, i8, i16, i32 or i64"
            ));
        }
    };
    let count = cells(shape).unwrap_or(usize::MAX);
    if count.checked_mul(width) != Some(bytes.len()) {
        return Err(format!(
            "{name}: {} bytes are not {count} values of {ty} ({} bytes)",
            bytes.len(),
            count.saturating_mul(width)
        ));
    }
    let values = bytes
        .chunks_exact(width)
        .map(|chunk| {
            let mut wide = [0u8; 8];
            if big_endian {
                wide[8 - width..].copy_from_slice(chunk);
                wide.reverse();
            } else {
                wide[..width].copy_from_slice(chunk);
            }
            let v = u64::from_le_bytes(wide);
            if signed {
                // the sign bit of its width, extended
                let shift = 64 - 8 * width as u32;
                i128::from(((v << shift) as i64) >> shift)
            } else {
                i128::from(v)
            }
        })
        .collect();
    Ok(Table {
        name: name.to_string(),
        line: 0,
        ty: ty.to_string(),
        shape: shape.to_vec(),
        values: Values::Integers(values),
    })
}

/// `--shape`: dimensions joined by `x` (`64x64`, `2x64`), one to three, none zero.
///
/// ```
/// use chess_lut_cli::matching::read::shape;
/// assert_eq!(shape("2x64"), Ok(vec![2, 64]));
/// assert!(shape("64x").is_err() && shape("0x64").is_err() && shape("2x2x2x2").is_err());
/// ```
pub fn shape(s: &str) -> Result<Vec<usize>, String> {
    let dims: Option<Vec<usize>> = s
        .split(['x', 'X'])
        .map(|d| d.parse().ok().filter(|&n: &usize| n > 0 && n <= 1 << 20))
        .collect();
    match dims {
        Some(dims) if (1..=3).contains(&dims.len()) => Ok(dims),
        _ => Err(format!(
            "bad --shape {s:?}: one to three dimensions joined by x, like 64x64"
        )),
    }
}

/// The one table `items` hold, for the readers' tests.
#[cfg(test)]
pub(super) fn the_table(items: &[Item]) -> Table {
    match items {
        [Item::Table(t)] => t.clone(),
        other => panic!("not one table: {other:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(items: Vec<Init>) -> Init {
        Init::List(items)
    }

    #[test]
    fn a_declared_shape_is_held_to_its_initialiser() {
        let rows = list(vec![
            list(vec![Init::Int(1), Init::Int(2)]),
            list(vec![Init::Int(3), Init::Int(4)]),
        ]);
        let Item::Table(t) = table("t", 1, "u8", &[Some(2), Some(2)], rows.clone()) else {
            panic!("a table")
        };
        assert_eq!(
            (t.shape.clone(), t.values.clone()),
            (vec![2, 2], Values::Integers(vec![1, 2, 3, 4]))
        );
        assert_eq!(t.rust_type(), "[[u8; 2]; 2]");
        // a length a constant gives: the initialiser's
        assert!(matches!(
            table("t", 1, "u8", &[None, Some(2)], rows.clone()),
            Item::Table(_)
        ));
        let wrong = table("t", 1, "u8", &[Some(3), Some(2)], rows);
        assert!(
            matches!(&wrong, Item::Skipped { why, .. } if why == "its dimension 1 holds 2 entries where its type says 3"),
            "{wrong:?}"
        );
    }

    #[test]
    fn structs_expressions_and_ragged_rows_are_skipped_with_why() {
        let why = |declared: &[Option<usize>], init: Init| match table("t", 7, "T", declared, init)
        {
            Item::Skipped { why, line, .. } => {
                assert_eq!(line, 7);
                why
            }
            Item::Table(t) => panic!("read {t:?}"),
        };
        assert_eq!(
            why(&[Some(1)], list(vec![Init::Struct("Magic".into())])),
            "an array of structs (`Magic`)"
        );
        assert_eq!(
            why(
                &[Some(1)],
                list(vec![list(vec![Init::Int(1), Init::Int(2)])])
            ),
            "an array of structs (`{ … }`)"
        );
        assert_eq!(
            why(&[None], list(vec![Init::Unknown("1 << 3".into())])),
            "a value the reader does not compute (`1 << 3`)"
        );
        assert_eq!(
            why(
                &[None, None],
                list(vec![list(vec![Init::Int(1)]), list(vec![])])
            ),
            "rows of different lengths: no table"
        );
        assert_eq!(why(&[], Init::Int(1)), "not an array");
        // a type's length missing, an integer where a list was declared
        assert_eq!(
            why(&[None, Some(64)], Init::Int(46)),
            "an initialiser of 0 dimensions where its type has 2"
        );
        // an integer where a list of a declared length was: no flat initialiser of one value
        assert_eq!(
            why(&[Some(2)], Init::Int(5)),
            "an initialiser of 0 dimensions where its type has 1"
        );
    }

    #[test]
    fn a_table_counts_its_values() {
        let rows = list(vec![list((0..3).map(Init::Int).collect()); 2]);
        let Item::Table(t) = table("t", 1, "u8", &[Some(2), None], rows) else {
            panic!("a table")
        };
        assert_eq!((t.len(), t.is_empty()), (6, false));
        let Item::Table(none) = table("e", 1, "u8", &[Some(0)], list(vec![])) else {
            panic!("a table")
        };
        assert_eq!((none.len(), none.is_empty()), (0, true));
    }

    #[test]
    fn flat_and_doubly_braced_initialisers_take_their_declared_shape() {
        let flat = list((0..6).map(Init::Int).collect());
        let Item::Table(t) = table("t", 1, "int", &[Some(2), Some(3)], flat) else {
            panic!("a table")
        };
        assert_eq!(t.shape, [2, 3]);
        let braced = list(vec![list(vec![Init::Int(5), Init::Int(6)])]);
        let Item::Table(t) = table("t", 1, "int", &[Some(2)], braced) else {
            panic!("a table")
        };
        assert_eq!(t.values, Values::Integers(vec![5, 6]));
    }

    #[test]
    fn raw_values_of_every_width_and_sign() {
        let bytes: Vec<u8> = (0..16).map(|i| 0xF0 | i).collect();
        let t = raw("b", &bytes, &[2], "i64", false).unwrap();
        let Values::Integers(v) = t.values else {
            panic!()
        };
        assert_eq!(
            v[0],
            i128::from(i64::from_le_bytes(bytes[..8].try_into().unwrap()))
        );
        let t = raw("b", &bytes, &[4, 4], "i8", false).unwrap();
        assert_eq!(
            t.values,
            Values::Integers(bytes.iter().map(|&b| i128::from(b as i8)).collect())
        );
        assert!(
            raw("b", &bytes, &[2], "f64", false)
                .unwrap_err()
                .contains("bad --type")
        );
    }
}
