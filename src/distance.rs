//! Distances: [`knight_distance`], always; with the feature `distances`, the king, Manhattan
//! and centre distances and [`distance_ring`], the squares at a king distance from a square.
//!
//! The tables and their lookups are declared in chess-lut-codegen
//! (`codegen/src/generate/distance.rs`) and generated into `OUT_DIR/distance.rs`, included here
//! with their proofs.

// The generated statics, lookups and proofs of this module (its tests last).
include!(concat!(env!("OUT_DIR"), "/distance.rs"));
