//! Perft on several threads: the tree cut below the root into subtrees, shared out as the
//! threads ask for them, and the counts added up by root move. The counts and the divide are
//! those of one thread, whatever the number of threads or the order they finish in.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use crate::choice::Choice;
use crate::moves::Move;
use crate::position::Position;

/// Subtrees per thread the cut aims for. Subtrees of one ply differ in size by ten times and
/// more, so a thread must find work left when it finishes a small one: with 32 each, the last
/// subtree handed out is a few percent of a thread's share. The cut goes one ply deeper while
/// there are fewer (the start position has 20 moves: two threads get 400 subtrees of depth
/// d-2; 64 threads, 8,902 of depth d-3), so the scheme scales with the cores, not the moves.
const SUBTREES_PER_THREAD: usize = 32;

/// No cut leaves subtrees shallower than this: below it a subtree costs less than handing it
/// out.
const MIN_SUBTREE_DEPTH: u32 = 2;

/// A position below the root, the root move it descends from, and the plies left to count.
struct Subtree {
    root: usize,
    pos: Position,
    depth: u32,
}

impl Choice {
    /// [`divide`](crate::divide) on `threads` threads with this choice's generator: the
    /// same moves in the same order with the same counts as `(self.divide)(pos, depth)`.
    ///
    /// ```
    /// use std::num::NonZeroUsize;
    /// use chess_lut_perft::{Choice, Position};
    /// let choice = Choice::fastest();
    /// let four = NonZeroUsize::new(4).unwrap();
    /// let kiwipete: Position =
    ///     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse().unwrap();
    /// assert_eq!(choice.divide_threads(&kiwipete, 3, four), (choice.divide)(&kiwipete, 3));
    /// ```
    pub fn divide_threads(
        &self,
        pos: &Position,
        depth: u32,
        threads: NonZeroUsize,
    ) -> Vec<(Move, u64)> {
        let threads = threads.get();
        if threads == 1 || depth <= MIN_SUBTREE_DEPTH {
            return (self.divide)(pos, depth);
        }
        // the root moves, sorted as divide sorts them, each with a count to add up
        let mut roots: Vec<(Move, u64)> = (self.divide)(pos, 1)
            .into_iter()
            .map(|(mv, _)| (mv, 0))
            .collect();
        let work = self.cut(pos, &roots, depth, threads);
        for (s, nodes) in work.iter().zip(self.count_all(&work, threads)) {
            roots[s.root].1 += nodes;
        }
        roots
    }

    /// [`perft`](crate::perft) on `threads` threads with this choice's generator.
    ///
    /// ```
    /// use std::num::NonZeroUsize;
    /// use chess_lut_perft::{Choice, Position};
    /// let two = NonZeroUsize::new(2).unwrap();
    /// assert_eq!(Choice::fastest().perft_threads(&Position::start(), 4, two), 197_281);
    /// ```
    pub fn perft_threads(&self, pos: &Position, depth: u32, threads: NonZeroUsize) -> u64 {
        if threads.get() == 1 || depth <= MIN_SUBTREE_DEPTH {
            return (self.perft)(pos, depth);
        }
        self.divide_threads(pos, depth, threads)
            .iter()
            .map(|&(_, nodes)| nodes)
            .sum()
    }

    /// The subtrees below `roots` (the moves of `pos`, counted `depth` plies deep) that
    /// `threads` threads share: one ply below the root, then one ply deeper while there are
    /// fewer than [`SUBTREES_PER_THREAD`] a thread and they are deeper than
    /// [`MIN_SUBTREE_DEPTH`]. Every subtree has the same depth.
    fn cut(
        &self,
        pos: &Position,
        roots: &[(Move, u64)],
        depth: u32,
        threads: usize,
    ) -> Vec<Subtree> {
        let mut work: Vec<Subtree> = roots
            .iter()
            .enumerate()
            .map(|(root, &(mv, _))| Subtree {
                root,
                pos: pos.play(mv),
                depth: depth - 1,
            })
            .collect();
        while work.len() < threads * SUBTREES_PER_THREAD
            && work.first().is_some_and(|s| s.depth > MIN_SUBTREE_DEPTH)
        {
            work = work
                .iter()
                .flat_map(|s| {
                    (self.divide)(&s.pos, 1).into_iter().map(|(mv, _)| Subtree {
                        root: s.root,
                        pos: s.pos.play(mv),
                        depth: s.depth - 1,
                    })
                })
                .collect();
        }
        work
    }

    /// The perft of each subtree, in order: `threads` threads take the next subtree as they
    /// finish one.
    fn count_all(&self, work: &[Subtree], threads: usize) -> Vec<u64> {
        let next = AtomicUsize::new(0);
        let count = || {
            let mut done = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(s) = work.get(i) else {
                    return done;
                };
                done.push((i, (self.perft)(&s.pos, s.depth)));
            }
        };
        let mut nodes = vec![0; work.len()];
        thread::scope(|scope| {
            let handles: Vec<_> = (0..threads).map(|_| scope.spawn(count)).collect();
            for handle in handles {
                let done = handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
                for (i, n) in done {
                    nodes[i] = n;
                }
            }
        });
        nodes
    }
}

/// Every core this process may use: the default of `chess-lut perft --threads`.
///
/// ```
/// assert!(chess_lut_perft::available_threads().get() >= 1);
/// ```
pub fn available_threads() -> NonZeroUsize {
    thread::available_parallelism().unwrap_or(NonZeroUsize::MIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (how many subtrees, their depth) of the cut of `fen` at `depth` for `threads`.
    fn cut(fen: &str, depth: u32, threads: usize) -> (usize, u32) {
        let choice = Choice::fastest();
        let pos: Position = fen.parse().unwrap();
        let roots = (choice.divide)(&pos, 1);
        let work = choice.cut(&pos, &roots, depth, threads);
        let depths: Vec<u32> = work.iter().map(|s| s.depth).collect();
        assert!(
            depths.iter().all(|&d| d == depths[0]),
            "{fen} {depth} {threads}"
        );
        assert!(
            work.windows(2).all(|w| w[0].root <= w[1].root),
            "in root order"
        );
        (work.len(), depths[0])
    }

    #[test]
    fn the_cut_goes_deeper_with_more_threads_and_never_below_two_plies() {
        let start = crate::START_FEN;
        // 20 root moves, 400 positions after two plies, 8,902 after three, 197,281 after four
        assert_eq!(cut(start, 6, 1), (400, 4)); // 20 root moves are fewer than 32
        assert_eq!(cut(start, 6, 2), (400, 4));
        assert_eq!(cut(start, 6, 12), (400, 4));
        assert_eq!(cut(start, 6, 13), (8_902, 3));
        assert_eq!(cut(start, 6, 64), (8_902, 3));
        assert_eq!(cut(start, 6, 279), (197_281, 2));
        // never shallower than two plies, however many threads
        assert_eq!(cut(start, 4, 64), (400, 2));
        assert_eq!(cut(start, 3, 64), (20, 2));
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        assert_eq!(cut(kiwipete, 5, 1), (48, 4));
        assert_eq!(cut(kiwipete, 5, 2), (2_039, 3));
        // exactly 32 root moves are enough for one thread
        let thirty_two = "N7/8/7P/8/3Q4/8/8/K6k w - - 0 1";
        assert_eq!(cut(thirty_two, 5, 1), (32, 4));
    }
}
