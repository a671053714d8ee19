#!/usr/bin/env python3
"""Perft against a peer program, in one run: the speed target of the move generator.

    python3 scripts/perft_peer.py --peer ../shared/peers/ellxor-perft
    python3 scripts/perft_peer.py --peer PEER --runs 7 --builds native default --sliders pext
    python3 scripts/perft_peer.py --peer PEER --callgrind

Builds the command (`cli/`) for each build asked (`native`: `-C target-cpu=native`; `default`:
no flag) into target/perft-peer/, then counts the start position at depth 6, kiwipete at 5 and
position 3 at 7 with one thread, each build and the peer in turn, the order rotating from round
to round so that the machine's load falls on all alike, every process on the same one core
(the script pins itself; its children inherit it). Each program's figure per position is its
best round; the table gives them in Mnps, their geometric mean, and each one's ratio to the
peer's. Every count is checked against the published one. A figure is the count's own time as
each program prints it (not the process's start-up): ours `mnps` on its last line, the peer's
`Time taken:`.

The peer takes `FEN DEPTH`, prints `Result: N` and `Time taken: S seconds`, and reads its thread
count from `PERFT_THREADS`, as `../shared/peers/ellxor-perft` does.

`--callgrind` adds what does not depend on the machine's load: instructions and mispredicted
branches per counted position, for an `x86-64-v3` build of ours with PEXT (valgrind does not
run AVX-512) and for the peer. A counted position is one whose moves perft counts without
playing them; kiwipete has 97,862 at depth 4 and 2,039 at depth 3, so the figures are the two
runs' difference over the 95,823 more. The mispredictions come from callgrind's simulated
predictor, far simpler than a CPU's: compare them between programs, not with a CPU's.
"""

import argparse
import math
import os
import re
import shlex
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
# kiwipete's leaves by depth; a run to depth d counts the moves of the positions at depth d - 1
KIWIPETE_LEAVES = {2: 2_039, 3: 97_862, 4: 4_085_603}
KIWIPETE_COUNTED = KIWIPETE_LEAVES[3] - KIWIPETE_LEAVES[2]
RACED = {"native": "-C target-cpu=native", "default": ""}
CALLGRIND_BUILD = ("v3", "-C target-cpu=x86-64-v3")


def build(name, flags):
    """The command built with `flags`, in a directory named `name`; its path."""
    target = TARGET / name
    cmd = ["cargo", "build", "--release", "--quiet", "-p", "chess-lut-cli", "--target-dir",
           str(target)]
    try:
        subprocess.run(cmd, cwd=ROOT, env=dict(os.environ, RUSTFLAGS=flags), check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit(f"error: building the {name} build failed ({e})")
    return target / "release" / "chess-lut"


def pin_to_one_core():
    """Runs this script, and so every process it starts, on one core: the last it may use."""
    core = max(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    return core


def output(cmd, env=None):
    """What `cmd` prints; a stop with its error if it fails."""
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, env=env)
    except OSError as e:
        sys.exit(f"error: {shlex.join(cmd)} did not start ({e})")
    if done.returncode != 0:
        said = done.stderr.strip() or done.stdout.strip()
        sys.exit(f"error: {shlex.join(cmd)} failed (exit {done.returncode}):\n{said}")
    return done.stdout


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
    """The geometric mean of `values`."""
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


def callgrind(cmd, leaves, env=None):
    """Instructions and simulated branch mispredictions of `cmd`, which must print `leaves`."""
    try:
        done = subprocess.run(["valgrind", "--tool=callgrind", "--branch-sim=yes",
                               "--callgrind-out-file=/dev/null"] + cmd,
                              capture_output=True, text=True, env=env)
    except OSError as e:
        sys.exit(f"error: valgrind did not start ({e})")
    refs = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    missed = re.search(r"Mispredicts:\s+([\d,]+)", done.stderr)
    if done.returncode != 0 or str(leaves) not in done.stdout or not (refs and missed):
        sys.exit(f"error: under callgrind, {shlex.join(cmd)} did not count {leaves} leaves "
                 f"(exit {done.returncode}):\n{done.stdout[-1000:]}{done.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(missed.group(1).replace(",", ""))


def per_counted(cmd, env=None):
    """Instructions and mispredictions per counted position of `cmd` + [depth] on kiwipete."""
    (i3, m3), (i4, m4) = (callgrind(cmd + [str(d)], KIWIPETE_LEAVES[d], env) for d in (3, 4))
    return (i4 - i3) / KIWIPETE_COUNTED, (m4 - m3) / KIWIPETE_COUNTED


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--peer", required=True, type=Path, help="the peer program")
    ap.add_argument("--runs", type=int, default=5, help="rounds, the best of which counts")
    ap.add_argument("--builds", nargs="+", choices=list(RACED), default=["native"],
                    help="our builds to race (default: native)")
    ap.add_argument("--sliders", help="our slider strategy (default: the one perft measures "
                    "fastest at start-up, which can differ from run to run on a loaded machine)")
    ap.add_argument("--callgrind", action="store_true",
                    help="also instructions and mispredictions per counted position")
    args = ap.parse_args()
    if not (args.peer.is_file() and os.access(args.peer, os.X_OK)):
        ap.error(f"the peer {args.peer} is not a program here")
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    if args.callgrind and not shutil.which("valgrind"):
        ap.error("--callgrind needs valgrind")

    binaries = {name: build(name, RACED[name]) for name in dict.fromkeys(args.builds)}
    core = pin_to_one_core()
    print(f"every run on core {core}", file=sys.stderr)
    peer_name = args.peer.name
    programs = [(f"chess-lut, {name} build",
                 lambda fen, depth, binary=binary: ours(binary, args.sliders, fen, depth))
                for name, binary in binaries.items()]
    programs.append((peer_name, lambda fen, depth: peer(args.peer, fen, depth)))
    print(table(race(programs, args.runs), peer_name))

    if args.callgrind:
        v3 = build(*CALLGRIND_BUILD)
        ours_cmd = [str(v3), "perft", "--threads", "1", "--sliders", "pext", "--fen", KIWIPETE]
        rows = [
            ("chess-lut, x86-64-v3 build, PEXT", per_counted(ours_cmd)),
            (peer_name, per_counted([str(args.peer), KIWIPETE],
                                    dict(os.environ, PERFT_THREADS="1"))),
        ]
        print("\n| per counted position (kiwipete d4 - d3) | instructions "
              "| mispredicted branches (simulated) |\n|---|---:|---:|")
        for name, (instructions, missed) in rows:
            print(f"| {name} | {instructions:.0f} | {missed:.2f} |")


if __name__ == "__main__":
    main()
