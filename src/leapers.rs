//! The leapers' attacks: [`knight_attacks`], [`king_attacks`] and [`pawn_attacks`], each one
//! load from a table of every square's attack set; and the pawns' pushes, [`pawn_pushes`] and
//! [`pawn_double_pushes`], beside their captures.
//!
//! The tables and their lookups are declared in chess-lut-codegen
//! (`codegen/src/generate/attacks.rs`) and generated into `OUT_DIR/leapers.rs`, included here
//! with the lookups' proofs against their twins in [`calc`](crate::calc).

include!(concat!(env!("OUT_DIR"), "/leapers.rs"));
