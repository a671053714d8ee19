//! A threat layout computed from its declaration: the three tables and the number of features,
//! by walking every piece's attacks on an empty board; and the check that no two threats of one
//! perspective and king square share a feature.

use chess_lut_types::{Color, Piece};

use super::Threats;
use crate::kinds::oracle;

/// A piece by the engine's code, with its colour and kind.
pub(crate) type Code = (usize, Color, Piece);

/// A threat: the attacker's colour, kind and square, the attacked's square, colour and kind.
type Threat = (Color, Piece, u8, u8, Color, Piece);

/// A layout's tables, each flattened row-major, and what the index needs besides.
pub(crate) struct Layout {
    /// `[attacker][attacked][from < to]`: the pair's base, or the marker of no feature.
    pub pairs: Vec<u32>,
    /// `[attacker][from]`: the attacks of the piece from the squares before `from`.
    pub offsets: Vec<u32>,
    /// `[attacker][from][to]`: the piece's attacks from `from` below `to`.
    pub below: Vec<u8>,
    /// How many features there are: the marker of no feature, and where indices end.
    pub dimensions: u32,
    /// What a code is xored with to swap its piece's colour.
    pub swap: usize,
    /// Every piece's code, colour and kind, in the order of the codes.
    pub pieces: Vec<Code>,
    /// How many codes the pieces are numbered in.
    pub codes: usize,
    /// `[color][piece][sq]`: the piece's attacks on an empty board, computed once.
    pub attacks: Vec<u64>,
}

impl Layout {
    /// The squares `piece` of `color` on `sq` attacks on an empty board.
    pub(super) fn attacks(&self, color: Color, piece: Piece, sq: u8) -> u64 {
        self.attacks[(color as usize * 6 + piece as usize) * 64 + usize::from(sq)]
    }
}

/// The squares `piece` of `color` on `sq` attacks on an empty board (a pawn's captures).
pub(crate) fn attacks(color: Color, piece: Piece, sq: u8) -> u64 {
    let slide =
        |dirs: &[oracle::Step]| oracle::bitboard(dirs.iter().flat_map(|&d| oracle::ray(sq, d)));
    match piece {
        Piece::Pawn => oracle::leaper_targets(
            sq,
            match color {
                Color::White => &oracle::WHITE_PAWN_CAPTURES,
                Color::Black => &oracle::BLACK_PAWN_CAPTURES,
            },
        ),
        Piece::Knight => oracle::leaper_targets(sq, &oracle::KNIGHT_JUMPS),
        Piece::Bishop => slide(&oracle::BISHOP_DIRECTIONS),
        Piece::Rook => slide(&oracle::ROOK_DIRECTIONS),
        Piece::Queen => slide(&oracle::QUEEN_DIRECTIONS),
        Piece::King => oracle::leaper_targets(sq, &oracle::QUEEN_DIRECTIONS),
    }
}

impl Threats {
    /// The numbering checked: every code below the count, no two pieces alike, and the black
    /// view's colour swap one xor of the codes.
    fn numbering(&self) -> Result<(usize, Vec<Code>), String> {
        if !(1..=256).contains(&self.codes) {
            return Err(format!(
                "its pieces are numbered in {} codes: 1 to 256",
                self.codes
            ));
        }
        let mut pieces: Vec<Code> = Vec::new();
        for color in Color::ALL {
            for piece in Piece::ALL {
                let code = self.code[color as usize][piece as usize];
                if code >= self.codes {
                    return Err(format!(
                        "the code of the {} {} is {code}, past its {} codes",
                        color.name(),
                        piece.name(),
                        self.codes
                    ));
                }
                if let Some((_, c, p)) = pieces.iter().find(|(other, ..)| *other == code) {
                    return Err(format!(
                        "the {} {} and the {} {} have one code, {code}",
                        c.name(),
                        p.name(),
                        color.name(),
                        piece.name()
                    ));
                }
                pieces.push((code, color, piece));
            }
        }
        let swap = self.code[0][0] ^ self.code[1][0];
        if Piece::ALL
            .iter()
            .any(|&p| self.code[0][p as usize] ^ self.code[1][p as usize] != swap)
        {
            return Err(
                "its codes do not swap colours by one xor (White's and Black's codes of each \
                 piece differ in other bits): the black view swaps colours so"
                    .into(),
            );
        }
        pieces.sort_unstable();
        Ok((swap, pieces))
    }

    /// Whether a `piece`'s threats from `sq` count (a pawn's only from its ranks).
    pub(super) fn counts(&self, piece: Piece, sq: u8) -> bool {
        piece != Piece::Pawn
            || self
                .pawn_ranks
                .contains(&chess_lut_types::Rank::ALL[usize::from(sq / 8)])
    }

    /// The layout, or why the declaration has none.
    pub(super) fn layout(&self) -> Result<Layout, String> {
        let (swap, pieces) = self.numbering()?;
        for piece in Piece::ALL {
            let targets = &self.targets[piece as usize];
            if let Some(twice) = targets
                .iter()
                .enumerate()
                .find_map(|(i, t)| targets[..i].contains(t).then_some(t))
            {
                return Err(format!(
                    "the {} threatens the {} twice: each target once",
                    piece.name(),
                    twice.name()
                ));
            }
        }
        if self.pawn_ranks.is_empty() {
            return Err("its pawns count on no rank".into());
        }
        let n = self.codes;
        let code = |c: Color, p: Piece| self.code[c as usize][p as usize];
        let attack: Vec<u64> = Color::ALL
            .into_iter()
            .flat_map(|c| Piece::ALL.map(|p| (c, p)))
            .flat_map(|(c, p)| (0..64u8).map(move |sq| attacks(c, p, sq)))
            .collect();
        let attacks = |c: Color, p: Piece, sq: u8| {
            attack[(c as usize * 6 + p as usize) * 64 + usize::from(sq)]
        };
        // each piece's count of attacks from each square, and their running sum
        let mut offsets = vec![0u32; n * 64];
        let mut count = [[0u64; 6]; 2];
        for &(a, color, piece) in &pieces {
            let mut sum = 0u64;
            for sq in 0..64u8 {
                offsets[a * 64 + usize::from(sq)] = u32::try_from(sum).unwrap_or(u32::MAX);
                if self.counts(piece, sq) {
                    sum += u64::from(attacks(color, piece, sq).count_ones());
                }
            }
            count[color as usize][piece as usize] = sum;
        }
        // each piece's block: a sub-block per target and colour
        let mut base = [[0u64; 6]; 2];
        let mut total = 0u64;
        for color in Color::ALL {
            for piece in Piece::ALL {
                base[color as usize][piece as usize] = total;
                let blocks = 2 * self.targets[piece as usize].len() as u64;
                total += blocks * count[color as usize][piece as usize];
            }
        }
        // an index adds an offset and an attack's place to a base: all three within a u32
        let dimensions = u32::try_from(total)
            .ok()
            .filter(|&d| d <= u32::MAX - 1024 - 64)
            .ok_or_else(|| format!("its {total} features do not fit a u32 index"))?;
        let mut pairs = vec![0u32; n * n * 2];
        for &(a, ca, pa) in &pieces {
            for &(d, cd, pd) in &pieces {
                let targets = &self.targets[pa as usize];
                let at = (a * n + d) * 2;
                let Some(block) = targets.iter().position(|&t| t == pd) else {
                    pairs[at] = dimensions;
                    pairs[at + 1] = dimensions;
                    continue;
                };
                let sub = cd as u64 * targets.len() as u64 + block as u64;
                let feature =
                    base[ca as usize][pa as usize] + sub * count[ca as usize][pa as usize];
                let feature = u32::try_from(feature).expect("below the dimensions");
                pairs[at] = feature;
                pairs[at + 1] = if (self.semi_excluded)((ca, pa), (cd, pd)) {
                    dimensions
                } else {
                    feature
                };
            }
        }
        let mut below = vec![0u8; n * 64 * 64];
        for &(a, color, piece) in &pieces {
            for from in 0..64u8 {
                let att = attacks(color, piece, from);
                for to in 0..64u8 {
                    let under = att & ((1u64 << to) - 1);
                    below[(a * 64 + usize::from(from)) * 64 + usize::from(to)] =
                        u8::try_from(under.count_ones()).expect("at most 27 attacks");
                }
            }
        }
        let layout = Layout {
            pairs,
            offsets,
            below,
            dimensions,
            swap,
            pieces,
            codes: n,
            attacks: attack,
        };
        if !self.separate(&layout, code) {
            self.distinct(&layout, code)?;
        }
        Ok(layout)
    }

    /// Whether the features of every threat of one view are distinct, by the shape of the
    /// index rather than threat by threat: a threat's feature is its pair's base and its place,
    /// which depends on the attacker and the two squares alone. So the features are distinct
    /// where each attacker's places are distinct over its threats, and the ranges each pair's
    /// base spreads them over are apart (a pair's two directions are one range where they share
    /// a base). `false` where the ranges meet, which [`distinct`](Threats::distinct) then
    /// settles threat by threat, naming the two that share a feature; 2,000 times fewer steps
    /// for the layouts engines use, since the bake runs unoptimised in every engine's build.
    pub(super) fn separate(&self, layout: &Layout, code: impl Fn(Color, Piece) -> usize) -> bool {
        let o = self.orientation;
        let pieces: Vec<(Color, Piece)> = Color::ALL
            .into_iter()
            .flat_map(|c| Piece::ALL.map(|p| (c, p)))
            .collect();
        let codes: Vec<usize> = pieces.iter().map(|&(c, p)| code(c, p)).collect();
        let dimensions = layout.dimensions;
        let mut seen = vec![false; dimensions as usize + 64];
        for black in [false, true].into_iter().filter(|&b| o.flip || !b) {
            for mirrored in [false, true].into_iter().filter(|&m| o.mirror || !m) {
                let turn = (7 * u8::from(mirrored)) ^ (56 * u8::from(black));
                let swap = if black { layout.swap } else { 0 };
                // the ranges of features, each `start..=end`
                let mut ranges: Vec<(u32, u32)> = Vec::new();
                for (ai, &(ca, pa)) in pieces.iter().enumerate() {
                    let a = codes[ai] ^ swap;
                    // the lowest and highest place of the attacker's threats, by direction
                    let mut span = [(u32::MAX, 0u32); 2];
                    let mut places = Vec::new();
                    for from in (0..64u8).filter(|&sq| self.counts(pa, sq)) {
                        let f = usize::from(from ^ turn);
                        let mut targets = layout.attacks(ca, pa, from);
                        while targets != 0 {
                            let t = usize::from(targets.trailing_zeros() as u8 ^ turn);
                            targets &= targets - 1;
                            let place = layout.offsets[a * 64 + f]
                                + u32::from(layout.below[(a * 64 + f) * 64 + t]);
                            if place as usize >= seen.len() || seen[place as usize] {
                                return false;
                            }
                            seen[place as usize] = true;
                            places.push(place);
                            let s = &mut span[usize::from(f < t)];
                            *s = (s.0.min(place), s.1.max(place));
                        }
                    }
                    for place in places {
                        seen[place as usize] = false;
                    }
                    for &d in &codes {
                        let row = (a * layout.codes + (d ^ swap)) * 2;
                        let bases = [layout.pairs[row], layout.pairs[row + 1]];
                        let mut add = |base: u32, (low, high): (u32, u32)| {
                            if base < dimensions && low <= high {
                                ranges.push((base.saturating_add(low), base.saturating_add(high)));
                            }
                        };
                        if bases[0] == bases[1] {
                            let both = (span[0].0.min(span[1].0), span[0].1.max(span[1].1));
                            add(bases[0], both);
                        } else {
                            add(bases[0], span[0]);
                            add(bases[1], span[1]);
                        }
                    }
                }
                ranges.sort_unstable();
                if ranges.windows(2).any(|w| w[1].0 <= w[0].1) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether the features of every threat seen from one perspective and king side are
    /// distinct: the index depends on them only by how the board is oriented. The loop is the
    /// index's own arithmetic over the flattened tables, since it runs unoptimised in every
    /// engine's build script (360,000 threats for Stockfish's layout).
    pub(super) fn distinct(
        &self,
        layout: &Layout,
        code: impl Fn(Color, Piece) -> usize,
    ) -> Result<(), String> {
        let o = self.orientation;
        let pieces: Vec<(Color, Piece)> = Color::ALL
            .into_iter()
            .flat_map(|c| Piece::ALL.map(|p| (c, p)))
            .collect();
        let codes: Vec<usize> = pieces.iter().map(|&(c, p)| code(c, p)).collect();
        // a threat's owner as `1 + ((attacker * 64 + from) * 64 + to) * 12 + attacked`, by the
        // attacker's and the attacked's places in `pieces`; 0 for none
        let owner_of = |id: u32| -> Threat {
            let id = id as usize - 1;
            let (a, d) = (pieces[id / (64 * 64 * 12)], pieces[id % 12]);
            let (from, to) = ((id / (64 * 12) % 64) as u8, (id / 12 % 64) as u8);
            (a.0, a.1, from, to, d.0, d.1)
        };
        let mut owner = vec![0u32; layout.dimensions as usize];
        for black in [false, true].into_iter().filter(|&b| o.flip || !b) {
            for mirrored in [false, true].into_iter().filter(|&m| o.mirror || !m) {
                owner.fill(0);
                let turn = (7 * u8::from(mirrored)) ^ (56 * u8::from(black));
                let swap = if black { layout.swap } else { 0 };
                for (ai, &(ca, pa)) in pieces.iter().enumerate() {
                    let a = codes[ai] ^ swap;
                    for from in (0..64u8).filter(|&sq| self.counts(pa, sq)) {
                        let f = usize::from(from ^ turn);
                        let offset = layout.offsets[a * 64 + f];
                        let mut targets = layout.attacks(ca, pa, from);
                        while targets != 0 {
                            let to = targets.trailing_zeros() as u8;
                            targets &= targets - 1;
                            let t = usize::from(to ^ turn);
                            let place = offset + u32::from(layout.below[(a * 64 + f) * 64 + t]);
                            let row = a * layout.codes * 2 + usize::from(f < t);
                            let id = (((ai * 64 + usize::from(from)) * 64 + usize::from(to)) * 12)
                                as u32
                                + 1;
                            for (di, &d) in codes.iter().enumerate() {
                                let i = layout.pairs[row + (d ^ swap) * 2] + place;
                                if i >= layout.dimensions {
                                    continue;
                                }
                                let this = id + di as u32;
                                let other = std::mem::replace(&mut owner[i as usize], this);
                                if other != 0 {
                                    return Err(format!(
                                        "the threats {} and {} share the feature {i}{}",
                                        threat(owner_of(other)),
                                        threat(owner_of(this)),
                                        match (black, mirrored) {
                                            (false, false) => "",
                                            (true, false) => ", seen from Black's side",
                                            (false, true) => ", mirrored",
                                            (true, true) => ", seen from Black's side and mirrored",
                                        }
                                    ));
                                }
                            }
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// `white knight f3 takes black pawn e5`.
fn threat((ca, pa, from, to, cd, pd): Threat) -> String {
    format!(
        "{} {} {} on {} {} {}",
        ca.name(),
        pa.name(),
        oracle::square_name(from),
        cd.name(),
        pd.name(),
        oracle::square_name(to)
    )
}

#[cfg(test)]
impl Layout {
    /// The index of a threat as the generated function computes it: seen from Black's side or
    /// not, mirrored or not.
    pub(crate) fn index(
        &self,
        black: bool,
        mirrored: bool,
        attacker: usize,
        from: u8,
        to: u8,
        attacked: usize,
    ) -> u32 {
        let o = (7 * u8::from(mirrored)) ^ (56 * u8::from(black));
        let (f, t) = (usize::from(from ^ o), usize::from(to ^ o));
        let swap = if black { self.swap } else { 0 };
        let (a, d) = (attacker ^ swap, attacked ^ swap);
        self.pairs[(a * self.codes + d) * 2 + usize::from(f < t)]
            + self.offsets[a * 64 + f]
            + u32::from(self.below[(a * 64 + f) * 64 + t])
    }
}
