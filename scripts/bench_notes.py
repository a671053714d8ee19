"""The prose of BENCHMARKS.md: what each bench measures, and the history kept from earlier
runs. Read by benchmarks.py; the figures and the winner sentences are computed there."""

BMI2 = " (BMI2 build)"

# What each relation is, and what to read in its numbers. The winner sentences are computed.
NOTES = {
    "in_between": "Squares between two squares. `lookup` is the 64x64 table (32 KiB), `triangular` "
    "the half-size table (16.25 KiB) with a min/max index, `x88` the 1.9 KiB 0x88-difference table "
    "with a rotate, `calc` the branch-free pure calculation (no memory at all).",
    "line": "The line through two squares: the 64x64 table against the mask selection of `calc::line`.",
    "knight_distance": "`lookup` is the 4 KiB table; `calc` the closed form folded into three "
    "64-bit constants; `calc_closed_form` the formula evaluated at run time; `calc_fill` the "
    "knight fill.",
    "attacks": "Random attacker, squares and board. `lookup` is the [7][256] "
    "0x88-difference table (14 KiB); `calc` computes the attack set (leaper shifts, o^(o-2r)).",
    "king_zone_reach": "Random attacker and king square. `lookup` is the [7][64] table "
    "(3.5 KiB); `calc` the neighbours' attacks as a set (shifts; a bishop's by doubling fills).",
    "knight_attacks": "512-byte table against shifts.",
    "king_attacks": "512-byte table against shifts.",
    "same_color": "No table anywhere: four formulas. `lookup` is the crate-root choice, the "
    "in-register lookup `0xAA55_AA55_AA55_AA55`; `calc` the xor parity; `calc_nine` "
    "`9 * (a ^ b) & 8`; `calc_anti_diagonal` the parity of the anti-diagonal indices.",
    "same_diagonal": "Index comparison (`lookup`) against a computed mask test (`calc`).",
    "same_anti_diagonal": "Index comparison (`lookup`) against a computed mask test (`calc`).",
    "intersection": "Random squares and kind pairs. `lookup` is the 1350-byte table with a "
    "branch-free index; `calc` the 0x88 arithmetic, one routine per kind pair.",
    "line_mask": "The 2 KiB mask table against shifts of the main lines.",
    "attacks_to": "Super-piece attackers of a random square in positions of about 24 pieces.",
    "is_square_attacked": "Early-exit test for one side.",
    "king_distance": "The 4 KiB table against `max(|df|, |dr|)` (`calc`).",
    "manhattan_distance": "The 4 KiB table against `|df| + |dr|` (`calc`).",
    "path": "The evasion mask, in-between and the second square: the 32 KiB table against "
    "`calc::path` (the in-between calculation and one bit).",
    "beyond": "The ray past a square: the 32 KiB table against `calc::beyond` (the line "
    "through both, cut at the second square).",
    "center_distance": "64-byte table against the distance to the nearer of d/e and 4/5, computed.",
    "center_manhattan_distance": "64-byte table against the same in Manhattan distance.",
    "adjacent_files": "64-byte table (by file) against two shifts of the file mask.",
    "distance_ring": "The 4 KiB table (square, distance) against two boxes, the outer minus the "
    "inner, built from shifts.",
    "forward_file": "1 KiB table (colour, square) against one shift of the file mask.",
    "forward_ranks": "128-byte table (colour, rank) against one shift of all ones.",
    "pawn_attack_span": "1 KiB table against the forward ranks and the adjacent files, computed. "
    "Stockfish turned its pawn spans into functions as \"simple enough to calculate real-time\": "
    "this is the measurement.",
    "passed_pawn_span": "1 KiB table against the forward ranks and three files, computed.",
    "sliders/rook": "Rook attacks of a random square on a random board (one square in four), "
    "every call from a bit index. chess-lut's strategies: `magic` (the crate root's "
    "choice: fixed-shift black magics with overlapping blocks, 86,896 entries, 682 KiB shared with "
    "the bishop), `kindergarten` (one multiply per line, 8 KiB), "
    "`hyperbola` (o^(o-2r), 2.5 KiB), `calc_hq` (o^(o-2r) on computed masks, no table), "
    "`calc_walk` (the ray walk twin); the peers' magics: cozy-chess `get_rook_moves`, shakmaty "
    "`attacks::rook_attacks` (fixed-shift overlapping magics, 694 KiB, unchecked indexing; "
    "cozy-chess's are 87,988 entries, 687 KiB), "
    "chess `get_rook_moves`.",
    "sliders/bishop": "The same for bishops.",
    "sliders/alternating": "Rook and bishop in turn, as a move generator asks.",
    "sliders/either": "Rook or bishop through one call site, each input's at random: `match "
    "piece { Rook => rook_attacks(..), Bishop => bishop_attacks(..) }` with the piece a square "
    "holds, as SEE and x-ray code ask, in a pattern no branch predictor learns.",
    "sliders/rook" + BMI2: "Built with `-C target-cpu=native`: adds `pext` (chess-lut's PEXT "
    "table of `u64`, 844 KiB), `pext_compact` (the same index into `u16` attack sets expanded "
    "with `pdep`, 213 KiB), `chess_bmi` (chess's PEXT + PDEP over a u16 table) and cozy-chess "
    "with its `pext` feature. Read the throughput column with care in this build: with the "
    "CPU's vector units LLVM can vectorise loops over the 1024 independent inputs (`baseline` "
    "and the table-free `calc_hq` gain most), which measures SIMD over an array, something a "
    "move generator does not have. Latency, random and perft are the numbers to trust here.",
    "sliders/bishop" + BMI2: "The same for bishops.",
    "sliders/alternating" + BMI2: "Rook and bishop in turn.",
    "sliders/either" + BMI2: "Rook or bishop at random through one call site.",
    "peers/in_between": "chess-lut `in_between`, cozy-chess `get_between_rays`, shakmaty "
    "`attacks::between`, chess `between`; every call from two bit indices.",
    "peers/line": "chess-lut `line`, cozy-chess `get_line_rays`, shakmaty `attacks::ray`, chess "
    "`line`.",
    "peers/king_distance": "chess-lut `king_distance` and its twin `calc::king_distance`, "
    "shakmaty `Square::distance` (computed); cozy-chess and chess have none.",
    "peers/path": "The evasion mask: chess-lut `path`; the peers' between with the checker's "
    "square added, as an engine builds it from them (cozy-chess `get_between_rays`, shakmaty "
    "`attacks::between`).",
    "peers/attacks": "chess-lut `attacks`; `chess_lut_in_between`: the empty-board "
    "attack set (leaper table or line masks) and the in-between test instead of the 0x88 table; "
    "shakmaty `attacks::attacks(..).contains(..)` (magic bitboards).",
}


# What changed, measured before and after (not regenerated: earlier runs' figures, kept here).
HISTORY = [
    "## Before and after",
    "",
    "* **The slider table**: fancy magics with a shift per square, 107,648 entries "
    "(841 KiB), became fixed-shift black magics with overlapping blocks, 86,899 entries (682 "
    "KiB): smaller than cozy-chess's 87,988 (Annuss and Fiekas's black magics) and shakmaty's "
    "88,772; the smallest packing we know of is 86,491 (the same black magics with blocks that "
    "hang over the table's start). Rook and bishop in turn on "
    "65,536 random boards, one process, before: chess-lut 2.83 ns per call, shakmaty 2.32, "
    "cozy-chess 2.38; after: the `random` column of `sliders/alternating` below.",
    "* **Perft, default build**, geometric mean of the six positions in "
    "`examples/compare.rs`: 1.15x cozy-chess at first, 421.5 Mnps against "
    "cozy-chess's 249.6 (1.69x) before the last speed work, 631.7 against 304.0 (2.08x) after. "
    "Instructions for the same workload (callgrind, the six positions at "
    "depth 4, position 3 at 5): 285 million before, 212 million after, cozy-chess 426 million.",
    "* **Perft, BMI2 build with `pext`**: 466 / 733 / 346 Mnps (start d6, kiwipete d5, position "
    "3 d7) at first, 586 / 927 / 515 after the speed work (on the machine of that time, "
    "where the target, 1.5x from Gigantua, was 743 / 1230 / 723); today's are in the table "
    "below.",
    "* **Perft from any binary**: the generator is compiled a second time for popcnt, "
    "lzcnt, BMI1 and BMI2 and chosen at run time. The default build's start position d6 went "
    "from 648 to 885 Mnps in one run (one thread, magic), and `chess-lut perft` from the "
    "default build takes 1.03x the time of the same command built with `-C target-cpu=native` "
    "at start d6, 1.04x at kiwipete d5 and 1.00x at position 3 d7 (whole process, "
    "median of 7 pairs). `--threads 2` against `--threads 1` on 2 cores: 1.90x at start d6, "
    "1.86x at kiwipete d5, 1.94x at start d7. The tables below run the copy for BMI2 (and, "
    "since, AVX2) in the default build.",
    "* **Perft's last ply with `sliders::fill`** (every unpinned slider's moves counted at once, "
    "by direction; a third copy of the generator for AVX-512 F and VPOPCNTDQ; `Position` aligned "
    "to 32 bytes), against ellxor-perft in one run of `scripts/perft_peer.py --runs 5` on a "
    "2-core Zen 5: from 1,207 / 2,099 / 868 Mnps (start d6, kiwipete d5, position 3 d7; 1.106x "
    "the peer) to 1,607 / 2,496 / 1,068 native (1.322x) and 1,593 / 2,412 / 1,025 in the "
    "default build (1.286x). The perft tables below were measured before it.",
    "* **Perft's pins from each sniper, and a last ply for quiet positions**: checkers and pins "
    "from the in-between squares of the king and each opponent slider on its lines (no x-ray "
    "slider lookups), the pawns' sets without the pins' masks when nothing is pinned, and the "
    "last ply's generator compiled again for a position with no check and no pin, where those "
    "masks are constants. `scripts/perft_peer.py --runs 5 --callgrind` on the same Zen 5: "
    "1,728 / 2,489 / 1,090 Mnps native (1.419x ellxor-perft) and 1,750 / 2,537 / 1,089 in the "
    "default build (1.434x); 420 instructions per counted kiwipete position (x86-64-v3 build) "
    "where there were 456.",
    "* **Perft's make without a stalled load**: a capture clears its square on a board read "
    "from the parent position, and castling takes its rights from it, not from the copy just "
    "stored (with AVX-512 the 96-byte copy is two overlapping 64-byte stores, and a load across "
    "both is not forwarded). `scripts/perft_peer.py --runs 5 --callgrind` on the same Zen 5: "
    "1,682 / 2,485 / 1,082 Mnps native (1.472x ellxor-perft) and 1,660 / 2,466 / 1,068 in the "
    "default build (1.456x), with 422 instructions per counted kiwipete position (two more "
    "than before), in fewer cycles.",
    "* **Perft's leaves share what their parent worked out**: a leaf's side to move did not "
    "move into it, so its king and what the generator looks up from the king's square (lines, "
    "neighbours, reach) are the same in every sibling, and so is whether it may castle at all; "
    "so are the parent's pawn and knight attacks (unless one of them moved), king attacks "
    "(unless it moved) and sliders (unless one moved, castled or was promoted to), and the "
    "leaf's knight moves (out of check, unpinned, unless the move took a piece). The parent "
    "works them out once (`movegen::siblings`); en passant's replay is inline too. "
    "`scripts/perft_peer.py --runs 5 --callgrind` on the same Zen 5: 2,003 / 2,839 / 1,273 "
    "Mnps native (1.626x ellxor-perft) and 1,969 / 2,975 / 1,304 in the default build "
    "(1.655x); 351 instructions per counted kiwipete position where there were 422.",
    "* **Perft with castling as a compile-time state, and the last two plies apart**: the "
    "recursion is compiled with and without castling, and a node with no right left (every "
    "ending) goes on in the copy that never tests for it, its make included; the node at "
    "depth 2 has a generator of its own whose children are the leaves (no test of the depth "
    "per child, the siblings' share worked out only there); one test of the king's zone for "
    "its moves and the attacks on it, none without castling rights. `scripts/perft_peer.py "
    "--peer target/gigantua/gigantua-peer --runs 5`, twice, native, one 2-core machine: 1,613 "
    "/ 2,448 / 1,265 and 1,611 / 2,446 / 1,262 Mnps against Gigantua's 1,165 / 1,973 / 1,106 "
    "and 1,165 / 1,969 / 1,105 (1.252x its geometric mean both times; 1.38x / 1.24x / 1.14x); "
    "before it, in one paired run, 1,426 / 2,171 / 922 beside Gigantua's 1,132 / 1,922 / "
    "1,040. Per counted position (callgrind, x86-64-v3): start 337.1 -> 312.1 instructions, "
    "kiwipete 349.3 -> 325.3, position 3 283.9 -> 238.1 and 28.5 -> 22.7 conditional branches "
    "(Gigantua built for x86-64-v3, counted the same way: 267.6 and 23.4). The library's "
    "release build takes 133 s of wall time where it took 75 s.",
    "* **Magic without a bounds check**: the search packs every block whole into the table "
    "(86,896 entries), so that the lookup indexes a block of fixed length: 9 instructions a "
    "call instead of 12, perft (start d6, kiwipete d5) 3.3% fewer instructions and 2.9% faster "
    "(10 paired runs, pinned).",
    "",
]
