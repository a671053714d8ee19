#!/usr/bin/env python3
"""The Polyglot data of chess-lut, from python-chess (`pip install chess`):

* `codegen/src/polyglot.rs`: the 781 Random64 numbers of the Polyglot book format, which the
  generator emits as the `polyglot-random` table (run with `--keys`; the file is committed);
* `perft/tests/data/polyglot.tsv`: a few hundred positions from seeded random games with the
  key python-chess's `chess.polyglot.zobrist_hash` gives each, which `perft/tests/polyglot.rs`
  reads (the tests read the data, not Python).

Usage: python3 scripts/polyglot_data.py [--keys] [--positions N]
"""
import argparse
import random
from pathlib import Path

import chess
import chess.polyglot

ROOT = Path(__file__).resolve().parent.parent


def keys_file():
    numbers = chess.polyglot.POLYGLOT_RANDOM_ARRAY
    assert len(numbers) == 781
    lines = [
        "//! The 781 `Random64` numbers of the Polyglot opening book format (Fabien Letouzey's",
        "//! Polyglot; the array as the format's description by Michel Van den Bergh publishes it,",
        "//! and as python-chess's `chess.polyglot.POLYGLOT_RANDOM_ARRAY` holds it, from which",
        "//! `scripts/polyglot_data.py --keys` wrote this file). Data, not computed: the generator",
        "//! emits them as the `polyglot-random` table, 768 piece keys (by Polyglot's piece kind,",
        "//! then square), 4 castling keys, 8 en-passant file keys and the side-to-move key.",
        "",
        "/// The Polyglot keys, in the format's order.",
        "#[rustfmt::skip]",
        "pub const RANDOM64: [u64; 781] = [",
    ]
    for i in range(0, 781, 4):
        row = ", ".join("0x{:04X}_{:04X}_{:04X}_{:04X}".format(n >> 48, (n >> 32) & 0xFFFF, (n >> 16) & 0xFFFF, n & 0xFFFF)
                        for n in numbers[i:i + 4])
        lines.append(f"    {row},")
    lines.append("];")
    (ROOT / "codegen" / "src" / "polyglot.rs").write_text("\n".join(lines) + "\n")


def positions(n):
    rng = random.Random(0x5EED)
    out = []
    while len(out) < n:
        board = chess.Board()
        for _ in range(rng.randrange(1, 120)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            # every position of the game, so that en passant, castling rights and promotions show
            # the en-passant square after every double push, as our FEN reader expects it
            out.append(f"{board.fen(en_passant='fen')}\t{chess.polyglot.zobrist_hash(board):#018x}")
            if len(out) == n:
                break
    path = ROOT / "perft" / "tests" / "data" / "polyglot.tsv"
    path.parent.mkdir(parents=True, exist_ok=True)
    header = "# FEN\tpython-chess's chess.polyglot.zobrist_hash (scripts/polyglot_data.py)\n"
    path.write_text(header + "\n".join(out) + "\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--keys", action="store_true", help="write codegen/src/polyglot.rs too")
    ap.add_argument("--positions", type=int, default=500)
    args = ap.parse_args()
    if args.keys:
        keys_file()
    positions(args.positions)
