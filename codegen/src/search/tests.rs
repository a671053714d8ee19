//! The search: reproducible, never longer than where it started, and the committed solution
//! is what the table is built from.

use super::*;
use crate::slider_blocks::shared_table;

fn blocks() -> [Blocks; 2] {
    [Blocks::new(Slider::Rook), Blocks::new(Slider::Bishop)]
}

#[test]
fn the_committed_solution_is_what_the_table_is_built_from() {
    let blocks = blocks();
    let solution = committed();
    let placements = [&solution.placements[0], &solution.placements[1]];
    let table = shared_table(&blocks, placements, 32).unwrap();
    assert_eq!(table.values.len(), solution.len);
}

#[test]
fn a_seeded_search_is_reproducible_and_never_makes_the_table_longer() {
    let blocks = blocks();
    let start = committed();
    let run = |seed| {
        let mut search = Search::new(&blocks, Some(&start), seed, 0.0);
        search.run(f64::INFINITY, 8, |_| {});
        search.best()
    };
    let (a, b) = (run(7), run(7));
    assert_eq!(a, b);
    assert!(a.len <= start.len);
    // and the result is a valid table
    let table = shared_table(&blocks, [&a.placements[0], &a.placements[1]], 32).unwrap();
    assert_eq!(table.values.len(), a.len);
}

/// From nothing, the search packs factors of its own into a valid table and keeps it as its
/// best: never longer than where it starts, and the length it says is the table's.
#[test]
fn a_fresh_search_keeps_a_valid_table() {
    let blocks = blocks();
    let mut search = Search::new(&blocks, None, 11, 0.0);
    let first = search.best();
    let table = shared_table(&blocks, [&first.placements[0], &first.placements[1]], 32).unwrap();
    assert_eq!(table.values.len(), first.len);
    search.run(f64::INFINITY, 4, |_| {});
    let after = search.best();
    assert!(after.len <= first.len, "{} > {}", after.len, first.len);
    let table = shared_table(&blocks, [&after.placements[0], &after.placements[1]], 32).unwrap();
    assert_eq!(table.values.len(), after.len);
}

/// The table holds every square's block whole: 4096 slots from a rook square's offset, 512 from
/// a bishop square's, used or not (the lookup reads each block as an array of that length), and
/// ends where the furthest block does, in the committed solution and after a search.
#[test]
fn every_block_lies_whole_in_the_table() {
    let blocks = blocks();
    let start = committed();
    let mut search = Search::new(&blocks, Some(&start), 3, 0.0);
    search.run(f64::INFINITY, 8, |_| {});
    for solution in [start, search.best()] {
        let ends: Vec<usize> = (0..2)
            .flat_map(|s| {
                let block = [4096, 512][s];
                solution.placements[s].iter().map(move |p| p.offset + block)
            })
            .collect();
        assert_eq!(ends.iter().max(), Some(&solution.len));
        let table = shared_table(
            &blocks,
            [&solution.placements[0], &solution.placements[1]],
            32,
        )
        .unwrap();
        assert_eq!(table.values.len(), solution.len);
    }
}
