//! The masks engines precompute for evaluation and for pin and check detection (feature
//! `masks`): the files beside a square, the squares in front of a pawn, its attack and
//! passed-pawn spans, the ray past a square ([`beyond`]) and the ray through it to the edge
//! ([`ray`]), the compass [`direction`] from one square towards another and a piece's
//! [`pseudo_attacks`] on an empty board: each one load from its table.
//!
//! The tables and their lookups are declared in chess-lut-codegen
//! (`codegen/src/generate/masks.rs`) and generated into `OUT_DIR/masks.rs`, included here with
//! the lookups' proofs against their twins in [`calc`](crate::calc).

#![cfg(feature = "masks")]

include!(concat!(env!("OUT_DIR"), "/masks.rs"));
