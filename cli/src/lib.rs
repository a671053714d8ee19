//! The parts of the `chess-lut` command, as a library: the binary (`src/main.rs`) reads its
//! arguments with clap and calls these, and the fuzz targets (`fuzz/`) and tests call them
//! with whatever text a user could type.

pub mod args;
pub mod baked;
pub mod bench;
pub mod board;
pub mod by_name;
pub mod drawing;
pub mod dump;
pub mod explore;
pub mod list;
pub mod magics;
pub mod matching;
pub mod output;
pub mod perft;
pub mod show;
pub mod text;
pub mod verify;
