//! The oracle: every relation computed the obvious way, by walking the board square by square
//! or by breadth-first search. Nothing here uses a bit trick; bitboards appear only as the
//! output format (`1 << square`).
//!
//! Squares are `u8` in little-endian rank-file order (`a1 = 0 … h8 = 63`), coordinates are
//! `(file, rank)` pairs of `i32` so that a step may leave the board and be noticed.

pub use chess_lut_types::{Attacker, LineKind};

/// Every square, `a1 = 0 … h8 = 63`.
pub const SQUARES: std::ops::Range<u8> = 0..64;

/// A step on the board as `(file delta, rank delta)`.
pub type Step = (i32, i32);

/// The four orthogonal directions: east, west, north, south.
pub const ROOK_DIRECTIONS: [Step; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The four diagonal directions: north-east, south-west, north-west, south-east.
pub const BISHOP_DIRECTIONS: [Step; 4] = [(1, 1), (-1, -1), (-1, 1), (1, -1)];
/// All eight line directions (also the king's steps).
pub const QUEEN_DIRECTIONS: [Step; 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
];
/// The eight knight jumps.
pub const KNIGHT_JUMPS: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// The two captures of a white pawn.
pub const WHITE_PAWN_CAPTURES: [Step; 2] = [(-1, 1), (1, 1)];
/// The two captures of a black pawn.
pub const BLACK_PAWN_CAPTURES: [Step; 2] = [(-1, -1), (1, -1)];

/// File of a square, `0` (a) to `7` (h).
pub fn file(sq: u8) -> i32 {
    i32::from(sq % 8)
}

/// Rank of a square, `0` (rank 1) to `7` (rank 8).
pub fn rank(sq: u8) -> i32 {
    i32::from(sq / 8)
}

/// The square at `(file, rank)`, or `None` off the board.
pub fn square(file: i32, rank: i32) -> Option<u8> {
    if (0..8).contains(&file) && (0..8).contains(&rank) {
        u8::try_from(8 * rank + file).ok()
    } else {
        None
    }
}

/// The square one `step` away from `sq`, or `None` off the board.
pub fn offset(sq: u8, step: Step) -> Option<u8> {
    square(file(sq) + step.0, rank(sq) + step.1)
}

/// The name of a square, `"a1"` … `"h8"`.
pub fn square_name(sq: u8) -> String {
    let f = char::from(b'a' + sq % 8);
    let r = char::from(b'1' + sq / 8);
    format!("{f}{r}")
}

/// The bitboard holding exactly the given squares.
pub fn bitboard(squares: impl IntoIterator<Item = u8>) -> u64 {
    squares.into_iter().fold(0, |bb, sq| bb | 1 << sq)
}

/// The squares from `sq` (exclusive) in direction `dir` up to the edge, nearest first.
pub fn ray(sq: u8, dir: Step) -> Vec<u8> {
    let mut out = Vec::new();
    let mut at = sq;
    while let Some(next) = offset(at, dir) {
        out.push(next);
        at = next;
    }
    out
}

/// If `b` lies on a ray from `a` in one of `directions`: that direction and the squares
/// strictly between `a` and `b`, nearest to `a` first.
pub fn walk_to(a: u8, b: u8, directions: &[Step]) -> Option<(Step, Vec<u8>)> {
    // the one direction that heads from `a` towards `b`, if it is one of `directions`; then
    // step along it until `b` or the edge, keeping the squares passed
    let dir = ((file(b) - file(a)).signum(), (rank(b) - rank(a)).signum());
    if !directions.contains(&dir) {
        return None;
    }
    let mut between = Vec::new();
    let mut at = a;
    loop {
        let next = offset(at, dir)?;
        if next == b {
            return Some((dir, between));
        }
        between.push(next);
        at = next;
    }
}

/// Squares strictly between `a` and `b` when they share a rank, file or diagonal; else empty.
pub fn in_between(a: u8, b: u8) -> u64 {
    walk_to(a, b, &QUEEN_DIRECTIONS).map_or(0, |(_, between)| bitboard(between))
}

/// The whole line through `a` and `b` (both included) when they are aligned and distinct.
pub fn line(a: u8, b: u8) -> u64 {
    match walk_to(a, b, &QUEEN_DIRECTIONS) {
        Some((dir, _)) => {
            let back = (-dir.0, -dir.1);
            bitboard(ray(a, dir).into_iter().chain(ray(a, back)).chain([a]))
        }
        None => 0,
    }
}

/// The direction one walks along a line of `kind` (and its opposite).
pub fn direction(kind: LineKind) -> Step {
    match kind {
        LineKind::Rank => (1, 0),
        LineKind::File => (0, 1),
        LineKind::Diagonal => (1, 1),
        LineKind::AntiDiagonal => (-1, 1),
    }
}

/// The index of the line of `kind` through `sq`, `0..15`: the rank, the file,
/// `rank - file + 7`, or `rank + file`.
pub fn line_index(kind: LineKind, sq: u8) -> usize {
    let i = match kind {
        LineKind::Rank => rank(sq),
        LineKind::File => file(sq),
        LineKind::Diagonal => rank(sq) - file(sq) + 7,
        LineKind::AntiDiagonal => rank(sq) + file(sq),
    };
    usize::try_from(i).expect("line indices are not negative")
}

/// The line of `kind` through `sq`, `sq` included: walk both ways to the edge.
pub fn line_through(sq: u8, kind: LineKind) -> u64 {
    let (df, dr) = direction(kind);
    bitboard(
        ray(sq, (df, dr))
            .into_iter()
            .chain(ray(sq, (-df, -dr)))
            .chain([sq]),
    )
}

/// The one square on both the `ka`-line through `a` and the `kb`-line through `b`, if exactly
/// one square is and the kinds differ (two lines of one kind are parallel or the same line,
/// even where a corner's line is a single square).
pub fn intersection(a: u8, ka: LineKind, b: u8, kb: LineKind) -> Option<u8> {
    if ka == kb {
        return None;
    }
    let both = line_through(a, ka) & line_through(b, kb);
    (both.count_ones() == 1).then(|| u8::try_from(both.trailing_zeros()).expect("a square"))
}

/// The squares a rook on `file` of the first rank attacks along that rank, when the squares of
/// `occupied` (bit `f` for file `f`) hold pieces: walk each way up to and including the first
/// piece.
pub fn first_rank_attacks(file: u8, occupied: u8) -> u8 {
    let mut attacks = 0u8;
    for step in [1i32, -1] {
        let mut f = i32::from(file) + step;
        while (0..8).contains(&f) {
            attacks |= 1 << f;
            if occupied >> f & 1 != 0 {
                break;
            }
            f += step;
        }
    }
    attacks
}

/// The squares one step of each of `steps` away from `sq`.
pub fn leaper_targets(sq: u8, steps: &[Step]) -> u64 {
    bitboard(steps.iter().filter_map(|&s| offset(sq, s)))
}

/// The fewest moves of `steps` from any square of `from` to every square on an empty board,
/// by breadth-first search.
pub fn step_distances(from: &[u8], steps: &[Step]) -> [u8; 64] {
    let mut dist = [u8::MAX; 64];
    for &sq in from {
        dist[usize::from(sq)] = 0;
    }
    let mut frontier = from.to_vec();
    let mut d = 0;
    while !frontier.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for sq in frontier {
            for target in steps.iter().filter_map(|&j| offset(sq, j)) {
                if dist[usize::from(target)] == u8::MAX {
                    dist[usize::from(target)] = d;
                    next.push(target);
                }
            }
        }
        frontier = next;
    }
    dist
}

/// The fewest knight moves from `from` to every square on an empty board, by breadth-first
/// search.
pub fn knight_distances(from: u8) -> [u8; 64] {
    step_distances(&[from], &KNIGHT_JUMPS)
}

/// The fewest king moves from `from` to every square (the king distance), by breadth-first
/// search.
pub fn king_distances(from: u8) -> [u8; 64] {
    step_distances(&[from], &QUEEN_DIRECTIONS)
}

/// The fewest one-square orthogonal steps from `from` to every square (the Manhattan
/// distance), by breadth-first search.
pub fn manhattan_distances(from: u8) -> [u8; 64] {
    step_distances(&[from], &ROOK_DIRECTIONS)
}

/// The four centre squares, d4 e4 d5 e5.
pub const CENTER: [u8; 4] = [27, 28, 35, 36];

/// The squares a pawn of the side moving `forward` (`1` up, `-1` down) has in front of it on
/// its own file and on the files either side of it (`files`: offsets `-1`, `0`, `1` to take),
/// walked rank by rank to the edge.
pub fn in_front(sq: u8, forward: i32, files: &[i32]) -> u64 {
    let mut out = 0;
    let mut r = rank(sq) + forward;
    while (0..8).contains(&r) {
        for &df in files {
            if let Some(s) = square(file(sq) + df, r) {
                out |= 1 << s;
            }
        }
        r += forward;
    }
    out
}

/// The squares from `from` (not included) through `through` to the edge of the board, when the
/// two share a line; else empty.
pub fn ray_through(from: u8, through: u8) -> u64 {
    match walk_to(from, through, &QUEEN_DIRECTIONS) {
        Some((dir, _)) => bitboard(ray(from, dir)),
        None => 0,
    }
}

/// The squares on the ray from `from` through `through`, strictly past `through`: empty when
/// they share no line or are the same square.
pub fn beyond(from: u8, through: u8) -> u64 {
    match walk_to(from, through, &QUEEN_DIRECTIONS) {
        Some((dir, _)) => bitboard(ray(through, dir)),
        None => 0,
    }
}

/// The 0x88 difference of two squares: `16 * (rank delta) + (file delta) + 120`, in `1..=239`
/// for distinct squares and `120` for equal ones. Unique for every (rank, file) delta.
pub fn x88_diff(from: u8, to: u8) -> usize {
    let d = 16 * (rank(to) - rank(from)) + (file(to) - file(from)) + 120;
    usize::try_from(d).expect("0x88 difference is never negative")
}

/// How `attacker` moves: its steps and whether it repeats them (slides).
pub fn movement(attacker: Attacker) -> (&'static [Step], bool) {
    match attacker {
        Attacker::BlackPawn => (&BLACK_PAWN_CAPTURES, false),
        Attacker::WhitePawn => (&WHITE_PAWN_CAPTURES, false),
        Attacker::Knight => (&KNIGHT_JUMPS, false),
        Attacker::Bishop => (&BISHOP_DIRECTIONS, true),
        Attacker::Rook => (&ROOK_DIRECTIONS, true),
        Attacker::Queen => (&QUEEN_DIRECTIONS, true),
        Attacker::King => (&QUEEN_DIRECTIONS, false),
    }
}

/// How `attacker` on `from` could reach `to` on an empty board: `None` if it never can,
/// `Some(squares strictly between)` if it can (empty for leapers).
pub fn attack_path(attacker: Attacker, from: u8, to: u8) -> Option<u64> {
    let (steps, slides) = movement(attacker);
    if slides {
        walk_to(from, to, steps).map(|(_, between)| bitboard(between))
    } else {
        steps
            .iter()
            .any(|&s| offset(from, s) == Some(to))
            .then_some(0)
    }
}

/// Does `attacker` on `from` attack `to` when the squares in `occupied` hold pieces? Walks the
/// path; only squares strictly between the two matter.
pub fn attacks(attacker: Attacker, from: u8, to: u8, occupied: u64) -> bool {
    attack_path(attacker, from, to).is_some_and(|between| between & occupied == 0)
}

#[cfg(test)]
mod tests;
