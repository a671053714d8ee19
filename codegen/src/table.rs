//! Tables as data: their values, shape, documentation and source layout. Built by
//! [`crate::generate`], written out by [`crate::emit`].

/// The element type of a table.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Elem {
    /// `u8`, written in decimal (distances, squares).
    U8,
    /// `u64`, a bitboard, written in hex grouped in fours.
    U64,
}

impl Elem {
    /// The Rust type name.
    pub fn rust(self) -> &'static str {
        match self {
            Elem::U8 => "u8",
            Elem::U64 => "u64",
        }
    }

    /// Bytes per element.
    pub fn bytes(self) -> usize {
        match self {
            Elem::U8 => 1,
            Elem::U64 => 8,
        }
    }

    /// One element as Rust source.
    pub fn literal(self, v: u64) -> String {
        match self {
            Elem::U8 => v.to_string(),
            Elem::U64 => format!(
                "0x{:04X}_{:04X}_{:04X}_{:04X}",
                v >> 48,
                (v >> 32) & 0xFFFF,
                (v >> 16) & 0xFFFF,
                v & 0xFFFF
            ),
        }
    }
}

/// How the values of a table are laid out in the source: nested arrays and labelled lines.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Block {
    /// One source line of values, `/* label */ [v, …],` when `array`, `/* label */ v, …,` when
    /// the values run on inside the enclosing array.
    Line {
        /// The comment at the start of the line.
        label: String,
        /// How many values the line holds.
        len: usize,
        /// Whether the line is a bracketed array of its own.
        array: bool,
    },
    /// A nested array spread over several lines, `// label` above its opening bracket.
    Array {
        /// The comment above the array.
        label: String,
        /// Its contents.
        blocks: Vec<Block>,
    },
}

impl Block {
    /// How many values the block holds.
    pub fn len(&self) -> usize {
        match self {
            Block::Line { len, .. } => *len,
            Block::Array { blocks, .. } => blocks.iter().map(Block::len).sum(),
        }
    }

    /// Whether the block holds no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A generated table: everything the emitter, the registry and the tests need.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Table {
    /// The registry name, kebab-case: `in-between`.
    pub name: &'static str,
    /// The name of the `static`: `IN_BETWEEN`.
    pub ident: &'static str,
    /// The dimensions, outermost first: `[64, 64]`.
    pub shape: Vec<usize>,
    /// The element type.
    pub elem: Elem,
    /// One line: what the table holds.
    pub summary: &'static str,
    /// Further documentation: how it is indexed and read.
    pub doc: Vec<String>,
    /// The values, flattened row-major.
    pub values: Vec<u64>,
    /// The source layout of the outermost array's contents.
    pub layout: Vec<Block>,
}

impl Table {
    /// The size of the `static` in bytes.
    pub fn bytes(&self) -> usize {
        self.values.len() * self.elem.bytes()
    }

    /// The Rust type, e.g. `[[u64; 64]; 64]`.
    pub fn rust_type(&self) -> String {
        self.shape
            .iter()
            .rev()
            .fold(self.elem.rust().to_string(), |inner, n| {
                format!("[{inner}; {n}]")
            })
    }
}

/// Lines of `per_line` values, labelled by `label(index of the line)`.
pub fn lines(
    count: usize,
    per_line: usize,
    array: bool,
    label: impl Fn(usize) -> String,
) -> Vec<Block> {
    (0..count)
        .map(|i| Block::Line {
            label: label(i),
            len: per_line,
            array,
        })
        .collect()
}
