//! Every generated table, exactly as the build script wrote it into `OUT_DIR/tables.rs` from
//! the geometric oracle of `chess-lut-codegen`.
//!
//! The lookups at the crate root read these; they are public so that you can look at them,
//! index them in your own way, or copy them. Each one's doc says how it is indexed and what it
//! costs in bytes.
//!
//! ```
//! use chess_lut::tables::{IN_BETWEEN, KNIGHT_DISTANCE};
//!
//! // a1 (0) to h8 (63): b2, c3, d4, e5, f6, g7
//! assert_eq!(IN_BETWEEN[0][63], 0x0040_2010_0804_0200);
//! assert_eq!(KNIGHT_DISTANCE[0][9], 4); // a1 to b2: the corner case
//! assert_eq!(core::mem::size_of_val(&IN_BETWEEN), 32 * 1024);
//! ```

include!(concat!(env!("OUT_DIR"), "/tables.rs"));
