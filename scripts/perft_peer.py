#!/usr/bin/env python3
"""Perft against a peer program, in one run: the speed target of the move generator.

    python3 scripts/perft_peer.py --peer ../shared/peers/ellxor-perft
    python3 scripts/perft_peer.py --peer PEER --runs 7 --builds native default --sliders pext
    python3 scripts/perft_peer.py --peer PEER --callgrind

Builds the command (`cli/`) for each build asked (`native`: `-C target-cpu=native`; `default`:
no flag) into target/perft-peer/, then counts the start position at depth 6, kiwipete at 5 and
position 3 at 7 with one thread, each build and the peer in turn, the order rotating from round
to round so that the machine's load falls on all alike, pinned to one core where `taskset` is
installed. Each program's figure per position is its best round; the table gives them in Mnps,
their geometric mean, and each one's ratio to the peer's. Every count is checked against the
published one. A figure is the count's own time as each program prints it (not the process's
start-up): ours `mnps` on its last line, the peer's `Time taken:`.

The peer prints `Result: N` and `Time taken: S seconds` and reads its thread count from
`PERFT_THREADS` (as `../shared/peers/ellxor-perft` does).

`--callgrind` adds what does not depend on the machine's load: instructions and branches
mispredicted per counted position (kiwipete at depth 4 less depth 3, divided by the positions
whose moves depth 4 counts and depth 3 does not), for an `x86-64-v3` build of ours with PEXT
(valgrind does not run AVX-512) and for the peer. The mispredictions come from callgrind's
simulated predictor, far simpler than a CPU's: compare them between programs, not with a
CPU's.
"""

import argparse
import math
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "target" / "perft-peer"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
POSITIONS = [
    ("start d6", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119_060_324),
    ("kiwipete d5", KIWIPETE, 5, 193_690_690),
    ("position 3 d7", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 178_633_661),
]
# kiwipete's counts at depths 2 and 3: depth 4 counts the moves of the 97,862 positions at
# depth 3, depth 3 those of the 2,039 at depth 2
KIWIPETE_COUNTED = 97_862 - 2_039
BUILDS = {"native": "-C target-cpu=native", "default": "", "v3": "-C target-cpu=x86-64-v3"}
TARGET_RATIO = 1.57


def build(name):
    """The command built with `name`'s flags, in a directory of its own; its path."""
    env = dict(os.environ, RUSTFLAGS=BUILDS[name])
    target = TARGET / name
    subprocess.run(
        ["cargo", "build", "--release", "--quiet", "-p", "chess-lut-cli", "--target-dir", target],
        cwd=ROOT, env=env, check=True)
    return target / "release" / "chess-lut"


def output(cmd, env=None):
    """What `cmd` prints, pinned to one core; its error and a stop if it fails."""
    done = subprocess.run(pinned(cmd), capture_output=True, text=True, env=env)
    if done.returncode != 0:
        sys.exit(f"error: {' '.join(cmd)} failed:\n{done.stderr.strip()}")
    return done.stdout


def pinned(cmd):
    """`cmd` on one core, if `taskset` is here."""
    return (["taskset", "-c", "1" if os.cpu_count() > 1 else "0"] + cmd
            if shutil.which("taskset") else cmd)


def ours(binary, sliders, fen, depth):
    """Nodes and Mnps of our command (with `--sliders` if given), from its last line."""
    asked = ["--sliders", sliders] if sliders else []
    out = output([str(binary), "perft", "--threads", "1"] + asked + ["--fen", fen, str(depth)])
    fields = out.strip().splitlines()[-1].split()
    values = dict(zip(fields[::2], fields[1::2]))
    return int(values["nodes"]), float(values["mnps"])


def peer(binary, fen, depth):
    """Nodes and Mnps of the peer, from its `Result:` and `Time taken:` lines."""
    out = output([str(binary), fen, str(depth)], dict(os.environ, PERFT_THREADS="1"))
    nodes = re.search(r"Result:\s*(\d+)", out)
    seconds = re.search(r"Time taken:\s*([\d.]+)", out)
    if not (nodes and seconds):
        sys.exit(f"error: the peer printed no 'Result:' and 'Time taken:' lines:\n{out}")
    return int(nodes.group(1)), int(nodes.group(1)) / float(seconds.group(1)) / 1e6


def race(programs, runs):
    """Each program's best Mnps per position over `runs` rounds, the order rotating."""
    best = {name: [0.0] * len(POSITIONS) for name, _ in programs}
    for r in range(runs):
        for name, run in programs[r % len(programs):] + programs[:r % len(programs)]:
            for p, (label, fen, depth, expected) in enumerate(POSITIONS):
                nodes, mnps = run(fen, depth)
                if nodes != expected:
                    sys.exit(f"error: {name} counts {nodes} on {label}, not {expected}")
                best[name][p] = max(best[name][p], mnps)
        print(f"round {r + 1} of {runs} done", file=sys.stderr)
    return best


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values))


def table(best, peer_name):
    """The markdown table of `race`'s figures, with each program's ratio to the peer's."""
    base = geomean(best[peer_name])
    lines = ["| | " + " | ".join(label for label, *_ in POSITIONS)
             + " | geometric mean | against the peer |",
             "|---|" + "---:|" * (len(POSITIONS) + 2)]
    for name, figures in best.items():
        cells = " | ".join(f"{m:,.0f}" for m in figures)
        lines.append(f"| {name} | {cells} | {geomean(figures):,.0f} | "
                     f"{geomean(figures) / base:.3f}x |")
    return "\n".join(lines)


def callgrind(cmd, env=None):
    """Instructions and simulated conditional-branch mispredictions of `cmd`."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--branch-sim=yes",
                          "--callgrind-out-file=/dev/null"] + cmd,
                         capture_output=True, text=True, env=env).stderr
    refs = re.search(r"I\s+refs:\s+([\d,]+)", out)
    missed = re.search(r"Mispredicts:\s+([\d,]+)", out)
    if not (refs and missed):
        sys.exit(f"error: callgrind did not count {cmd[0]}:\n{out[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(missed.group(1).replace(",", ""))


def per_counted(run):
    """Instructions and mispredictions per counted position, kiwipete depth 4 less depth 3."""
    (i3, m3), (i4, m4) = run(3), run(4)
    return (i4 - i3) / KIWIPETE_COUNTED, (m4 - m3) / KIWIPETE_COUNTED


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--peer", required=True, type=Path, help="the peer program")
    ap.add_argument("--runs", type=int, default=5, help="rounds, the best of which counts")
    ap.add_argument("--builds", nargs="+", choices=["native", "default"], default=["native"],
                    help="our builds to race (default: native)")
    ap.add_argument("--sliders", help="our slider strategy (default: the one perft measures "
                    "fastest at start-up, which can differ from run to run on a loaded machine)")
    ap.add_argument("--callgrind", action="store_true",
                    help="also instructions and mispredictions per counted position")
    args = ap.parse_args()
    if not (args.peer.is_file() and os.access(args.peer, os.X_OK)):
        sys.exit(f"error: the peer {args.peer} is not a program here")
    if args.runs < 1:
        sys.exit("error: --runs is 1 or more")
    peer_name = args.peer.name
    programs = [(f"chess-lut, {name} build",
                 lambda fen, depth, binary=build(name): ours(binary, args.sliders, fen, depth))
                for name in args.builds]
    programs.append((peer_name, lambda fen, depth: peer(args.peer, fen, depth)))
    print(table(race(programs, args.runs), peer_name))
    print(f"\nThe target: {TARGET_RATIO}x the peer, single thread, on a CPU with fast PEXT.")
    if args.callgrind:
        if not shutil.which("valgrind"):
            sys.exit("error: --callgrind needs valgrind")
        v3 = build("v3")
        rows = [("chess-lut, x86-64-v3 build", per_counted(lambda d: callgrind(
            [str(v3), "perft", "--threads", "1", "--sliders", "pext", "--fen", KIWIPETE,
             str(d)]))),
                (peer_name, per_counted(lambda d: callgrind(
                    [str(args.peer), KIWIPETE, str(d)],
                    dict(os.environ, PERFT_THREADS="1"))))]
        print("\n| per counted position (kiwipete d4 - d3) | instructions | mispredicted "
              "(simulated) |\n|---|---:|---:|")
        for name, (instructions, missed) in rows:
            print(f"| {name} | {instructions:.0f} | {missed:.2f} |")


if __name__ == "__main__":
    main()
