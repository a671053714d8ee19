#!/usr/bin/env python3
"""Regenerate BENCHMARKS.md from fresh runs of the criterion benches, the perft comparison
and callgrind.

    python3 scripts/benchmarks.py            # 3 runs of everything (about an hour)
    python3 scripts/benchmarks.py --runs 1   # quicker, noisier
    python3 scripts/benchmarks.py --no-bench # rebuild the report from the last runs' data

What runs, --runs times each: `bench/benches/relations.rs` (lookup against calculation),
`bench/benches/peers.rs` (against cozy-chess, shakmaty and chess, every slider strategy), and
on a BMI2 machine the slider groups again built for the CPU with cozy-chess's `pext` feature;
then the perft comparison (`bench/examples/compare.rs`, best of --runs rounds, default build and
BMI2 build) and the instruction counts (`scripts/icount.sh`, default and BMI2 build).

The report gives, per bench, the median over runs of criterion's median estimate, in ns per
call (each bench times 1024 calls, 65,536 in the random regime). Ratios compare each
implementation with the crate's choice inside one regime of one run set. Instruction counts
come from callgrind and do not depend on load. The charts (docs/bench/*.svg) are drawn from the
same medians as the tables.
"""

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CRITERION = ROOT / "target" / "criterion"
NATIVE = ROOT / "target" / "native"
BMI2 = " (BMI2 build)"
CALLS = 1024  # per iteration, where criterion's throughput does not say
REGIMES = ["throughput", "latency", "cache", "random"]
CHARTS = ROOT / "docs" / "bench"

# What each relation is, and what to read in its numbers. The winner sentences are computed.
NOTES = {
    "in_between": "Squares between two squares. `lookup` is the 64x64 table (32 KiB), `triangular` "
    "the half-size table (16.25 KiB) with a min/max index, `x88` the 1.9 KiB 0x88-difference table "
    "with a rotate, `calc` the branch-free pure calculation (no memory at all).",
    "line": "The line through two squares: the 64x64 table against the mask selection of `calc::line`.",
    "knight_distance": "`lookup` is the 4 KiB table; `calc` the closed form folded into three "
    "64-bit constants; `calc_closed_form` the formula evaluated at run time; `calc_fill` the "
    "knight fill.",
    "is_attacked_by": "Random attacker, squares and board. `lookup` is the [7][256] "
    "0x88-difference table (14 KiB); `calc` computes the attack set (leaper shifts, o^(o-2r)).",
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
    "sliders/rook": "Rook attacks of a random square on a random board (one square in four), "
    "every call from a bit index. chess-lut's strategies: `magic` (the crate root's "
    "choice: fixed-shift black magics with overlapping blocks, 86,899 entries, 682 KiB shared with "
    "the bishop), `kindergarten` (one multiply per line, 8 KiB), "
    "`hyperbola` (o^(o-2r), 2.5 KiB), `calc_hq` (o^(o-2r) on computed masks, no table), "
    "`calc_walk` (the ray walk twin); the peers' magics: cozy-chess `get_rook_moves`, shakmaty "
    "`attacks::rook_attacks` (fixed-shift overlapping magics, 694 KiB, unchecked indexing; "
    "cozy-chess's are 87,988 entries, 687 KiB), "
    "chess `get_rook_moves`.",
    "sliders/bishop": "The same for bishops.",
    "sliders/alternating": "Rook and bishop in turn, as a move generator asks.",
    "sliders/rook" + BMI2: "Built with `-C target-cpu=native`: adds `pext` (chess-lut's PEXT "
    "table of `u64`, 845 KiB), `pext_compact` (the same index into `u16` attack sets expanded "
    "with `pdep`, 211 KiB), `chess_bmi` (chess's PEXT + PDEP over a u16 table) and cozy-chess "
    "with its `pext` feature. Read the throughput column with care in this build: with the "
    "CPU's vector units LLVM can vectorise loops over the 1024 independent inputs (`baseline` "
    "and the table-free `calc_hq` gain most), which measures SIMD over an array, something a "
    "move generator does not have. Latency, random and perft are the numbers to trust here.",
    "sliders/bishop" + BMI2: "The same for bishops.",
    "sliders/alternating" + BMI2: "Rook and bishop in turn.",
    "peers/in_between": "chess-lut `in_between`, cozy-chess `get_between_rays`, shakmaty "
    "`attacks::between`, chess `between`; every call from two bit indices.",
    "peers/line": "chess-lut `line`, cozy-chess `get_line_rays`, shakmaty `attacks::ray`, chess "
    "`line`.",
    "peers/is_attacked_by": "chess-lut `is_attacked_by`; `chess_lut_in_between`: the empty-board "
    "attack set (leaper table or line masks) and the in-between test instead of the 0x88 table; "
    "shakmaty `attacks::attacks(..).contains(..)` (magic bitboards).",
}


# What changed, measured before and after (not regenerated: earlier runs' figures, kept here).
HISTORY = [
    "## Before and after",
    "",
    "* **The slider table** (issue 13): fancy magics with a shift per square, 107,648 entries "
    "(841 KiB), became fixed-shift black magics with overlapping blocks, 86,899 entries (682 "
    "KiB): smaller than cozy-chess's 87,988 (Annuss and Fiekas's black magics, the best "
    "fixed-shift packing we found published) and shakmaty's 88,772. Rook and bishop in turn on "
    "65,536 random boards, one process, before: chess-lut 2.83 ns per call, shakmaty 2.32, "
    "cozy-chess 2.38; after: the `random` column of `sliders/alternating` below.",
    "* **Perft, default build** (issue 14), geometric mean of the six positions in "
    "`examples/compare.rs`: 1.15x cozy-chess when the issue was filed, 421.5 Mnps against "
    "cozy-chess's 249.6 (1.69x) before the last speed work, 631.7 against 304.0 (2.08x) after "
    "(the table below). Instructions for the same workload (callgrind, the six positions at "
    "depth 4, position 3 at 5): 285 million before, 212 million after, cozy-chess 426 million.",
    "* **Perft, BMI2 build with `pext`**: 466 / 733 / 346 Mnps (start d6, kiwipete d5, position "
    "3 d7) when the issue was filed, 586 / 927 / 515 now; the target, 1.5x from Gigantua, is "
    "743 / 1230 / 723.",
    "",
]


def ratio(m, regime, a, b):
    return m(regime, a) / m(regime, b)


def triple(m, a, b):
    """`a` against `b` in every regime: `2.1x / 1.1x / 2.0x`."""
    return " / ".join(f"{ratio(m, r, a, b):.1f}x" for r in REGIMES)


def versus(r):
    """How an implementation at ratio `r` to another compares with it."""
    return "beats" if r < 0.95 else "matches" if r <= 1.05 else "loses to"


# A sentence of advice per relation, from the measured medians `m(regime, id)`.
ADVICE = {
    "in_between": lambda m: (
        f"Use `in_between` (the 64x64 table, {ratio(m, 'throughput', 'lookup', 'baseline'):.2f}x the bare "
        f"loop). Where 32 KiB is too much, throughput / latency / cache: `layouts::in_between_x88` (1.9 KiB) "
        f"{triple(m, 'x88', 'lookup')}, `layouts::in_between_triangular` (16.25 KiB) {triple(m, 'triangular', 'lookup')}, "
        f"the pure calculation (no memory) {triple(m, 'calc', 'lookup')}."
    ),
    "line": lambda m: f"Use the table: the calculation costs {ratio(m, 'throughput', 'calc', 'lookup'):.0f}x.",
    "knight_distance": lambda m: (
        f"Use the 4 KiB table. Without it, throughput / latency / cache: `calc::knight_distance` "
        f"(three constants) {triple(m, 'calc', 'lookup')}, the run-time closed form "
        f"{triple(m, 'calc_closed_form', 'lookup')}, the knight fill {triple(m, 'calc_fill', 'lookup')}."
    ),
    "is_attacked_by": lambda m: (
        f"Use the table: the calculation is {ratio(m, 'throughput', 'calc', 'lookup'):.1f}x. See "
        f"peers/is_attacked_by for `layouts::is_attacked_by_in_between`, the other layout."
    ),
    "same_color": lambda m: (
        "The in-register lookup is the crate's `same_color`. `9 * (a ^ b) & 8` has the fewest "
        "instructions; against the lookup it measured "
        + ", ".join(f"{ratio(m, r, 'calc_nine', 'lookup'):.2f}x in {r}" for r in REGIMES)
        + "."
    ),
    "peers/in_between": lambda m: (
        f"chess-lut, cozy-chess and chess all read a 64x64 table: cozy-chess "
        f"{triple(m, 'cozy_chess', 'chess_lut')} and chess {triple(m, 'chess', 'chess_lut')} of "
        f"chess-lut (throughput / latency / cache); shakmaty derives `between` from its ray table "
        f"({triple(m, 'shakmaty', 'chess_lut')})."
    ),
    "sliders/rook": lambda m: slider_advice(m, "rook"),
    "sliders/bishop": lambda m: slider_advice(m, "bishop"),
    "sliders/alternating": lambda m: slider_advice(m, "rook and bishop in turn"),
    "peers/is_attacked_by": lambda m: (
        "`layouts::is_attacked_by_in_between` "
        + ", ".join(
            f"{versus(ratio(m, regime, 'chess_lut_in_between', 'chess_lut'))} the 0x88 table in {regime} "
            f"({ratio(m, regime, 'chess_lut_in_between', 'chess_lut'):.2f}x)"
            for regime in REGIMES
        )
        + ": leapers never read the in-between table. The crate keeps the 0x88 table as "
        "`is_attacked_by` (branch-free, 14 KiB) and recommends `layouts::is_attacked_by_in_between` where "
        "it wins above. shakmaty's magic-bitboard `attacks(..).contains(..)` is "
        f"{ratio(m, 'throughput', 'shakmaty', 'chess_lut'):.1f}x the table in throughput."
    ),
}


PEERS = ["cozy_chess", "cozy_chess_pext", "shakmaty", "chess", "chess_bmi"]


def slider_advice(m, what):
    """The crate's choice against the best peer in each regime."""
    parts = []
    for regime in REGIMES:
        peers = [(m(regime, p), p) for p in PEERS if m(regime, p) == m(regime, p)]
        ours = [(m(regime, i), i) for i in ["magic", "pext"] if m(regime, i) == m(regime, i)]
        if not peers or not ours:
            continue
        best_peer, best_ours = min(peers), min(ours)
        parts.append(f"{regime}: `{best_ours[1]}` {best_ours[0] / best_peer[0]:.2f}x the fastest "
                     f"peer (`{best_peer[1]}`)")
    return f"For {what}, " + "; ".join(parts) + "."


def run(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr)
    return subprocess.run(cmd, cwd=ROOT, check=True, **kw)


def collect(base=CRITERION, suffix=""):
    """{(relation, regime, id): ns per call} from the last criterion run under `base`."""
    out = {}
    for bench in base.glob("**/new/benchmark.json"):
        meta = json.loads(bench.read_text())
        estimates = json.loads((bench.parent / "estimates.json").read_text())
        group = meta["group_id"]
        relation, regime = group.rsplit("/", 1)
        if regime not in REGIMES:
            continue
        calls = (meta.get("throughput") or {}).get("Elements", CALLS)
        out[(relation + suffix, regime, meta["function_id"])] = (
            estimates["median"]["point_estimate"] / calls
        )
    return out


def icounts(env=None):
    """{implementation name: instructions per call minus the loop} from scripts/icount.sh."""
    text = run(["bash", "scripts/icount.sh"], capture_output=True, text=True, env=env).stdout
    counts = {}
    for line in text.splitlines():
        m = re.match(r"\| (\w+) \| ([\d.]+) \| (-?[\d.]+) \|", line)
        if m:
            counts[m.group(1)] = float(m.group(3))
    return counts


# bench (relation, id) -> the icount loop that measures the same function
ICOUNT = {
    ("in_between", "lookup"): "in_between",
    ("in_between", "triangular"): "in_between_triangular",
    ("in_between", "x88"): "in_between_x88",
    ("in_between", "calc"): "calc_in_between",
    ("line", "lookup"): "line",
    ("line", "calc"): "calc_line",
    ("knight_distance", "lookup"): "knight_distance",
    ("knight_distance", "calc"): "calc_knight_distance",
    ("knight_distance", "calc_closed_form"): "calc_knight_distance_closed_form",
    ("knight_distance", "calc_fill"): "calc_knight_distance_by_fill",
    ("is_attacked_by", "lookup"): "is_attacked_by",
    ("is_attacked_by", "calc"): "calc_is_attacked_by",
    ("knight_attacks", "lookup"): "knight_attacks",
    ("knight_attacks", "calc"): "calc_knight_attacks",
    ("king_attacks", "lookup"): "king_attacks",
    ("king_attacks", "calc"): "calc_king_attacks",
    ("same_color", "lookup"): "same_color",
    ("same_color", "calc"): "calc_same_color",
    ("same_color", "calc_nine"): "calc_same_color_by_nine",
    ("same_color", "calc_anti_diagonal"): "calc_same_color_by_anti_diagonal",
    ("same_anti_diagonal", "lookup"): "same_anti_diagonal",
    ("same_anti_diagonal", "calc"): "calc_same_anti_diagonal",
    ("intersection", "lookup"): "intersection",
    ("intersection", "calc"): "calc_intersection",
    ("peers/in_between", "chess_lut"): "ix_in_between",
    ("peers/line", "chess_lut"): "ix_line",
    ("peers/is_attacked_by", "chess_lut_in_between"): "is_attacked_by_in_between",
    ("peers/is_attacked_by", "chess_lut"): "is_attacked_by",
}


for strategy, loop in [("magic", "magic"), ("pext", "pext"), ("kindergarten", "kindergarten"),
                       ("hyperbola", "hyperbola"), ("calc_hq", "calc_hq"), ("calc_walk", "calc_walk")]:
    for suffix in ["", BMI2]:
        for piece in ["rook", "bishop"]:
            ICOUNT[(f"sliders/{piece}{suffix}", strategy)] = f"ix_{loop}_{piece}"
        # in turn: the mean of the two
        ICOUNT[(f"sliders/alternating{suffix}", strategy)] = (f"ix_{loop}_rook", f"ix_{loop}_bishop")


def icount_of(counts, relation, i):
    loop = ICOUNT.get((relation, i))
    if isinstance(loop, tuple):
        values = [counts.get(part) for part in loop]
        return None if None in values else sum(values) / len(values)
    return counts.get(loop) if loop else None


def machine():
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    return f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; {rustc}"


def fmt(ns):
    return f"{ns:.2f}" if ns < 10 else f"{ns:.1f}"


def report(runs, counts, nruns, perft_tables):
    keys = sorted({k for r in runs for k in r})
    med = {k: statistics.median(r[k] for r in runs if k in r) for k in keys}
    relations = []
    for relation, _, _ in keys:
        if relation not in relations:
            relations.append(relation)
    def section(r):
        """Sliders first, then chess-lut's own relations, then the peer groups."""
        return 0 if r.startswith("sliders") else 2 if r.startswith("peers") else 1

    relations.sort(key=lambda r: (section(r), list(NOTES).index(r) if r in NOTES else 99))
    lines = [
        "# Benchmarks: lookup or calculation?",
        "",
        "Generated by `python3 scripts/benchmarks.py` (criterion benches in `bench/benches/relations.rs` "
        "and `bench/benches/peers.rs`, the perft comparison `bench/examples/compare.rs`, "
        "instruction counts by `scripts/icount.sh`). Do not edit by hand: rerun the script.",
        "",
        f"Machine: {machine()}. Each number is the median over {nruns} full run(s) of criterion's "
        "median, in **ns per call** (1024 calls per iteration, 65,536 in the random regime); the "
        "ratio is to the crate's choice "
        "(the lookup; `magic` among the sliders; chess-lut in the peer groups) in the same regime. "
        "Every call starts from a bit index, as in an engine. The machine is shared and noisy: the "
        "latency regime in particular moves by tens of percent between runs, so read ratios, not "
        "absolute times, and prefer the instruction counts where two numbers are close.",
        "",
        "* **throughput**: independent calls, overlapped by the CPU.",
        "* **latency**: each call's square depends on the previous answer.",
        "* **cache**: independent calls, each after a random read from a 64 MiB buffer (a "
        "transposition table's effect on L1/L2). The buffer read is in every number, `baseline` "
        "included.",
        "* **random**: independent calls over 65,536 different inputs, the way boards vary in a "
        "search: a large table's entries spread over all of it, so its size shows.",
        "* **instr.**: instructions per call from callgrind, minus the loop's own (exact, "
        "load-independent; blank where no loop measures that function).",
        "",
        "The loop itself costs about 0.27 ns per call in throughput (`baseline`): a one-load "
        "lookup runs at that floor, so a ratio against it is capped by the loop, not by the lookup.",
        "",
        "The full criterion report with plots: `target/criterion/report/index.html` after "
        "`cargo bench --workspace`. On your own machine, `chess-lut bench` answers the same "
        "question in about 20 seconds with the same loops.",
        "",
        "![Each relation's calculation against its lookup, per regime](docs/bench/relations.svg)",
        "",
        "![The slider strategies and the peers, rook and bishop in turn](docs/bench/sliders.svg)",
        "",
    ]
    lines += HISTORY + perft_tables
    for relation in relations:
        ids = []
        for rel, _, i in keys:
            if rel == relation and i not in ids:
                ids.append(i)
        ref = "chess_lut" if relation.startswith("peers") else "magic" if relation.startswith("sliders") else "lookup"
        lines += [f"## {relation}", "", NOTES.get(relation, ""), ""]
        lines.append("| implementation | " + " | ".join(f"{r} | ×" for r in REGIMES) + " | instr. |")
        lines.append("|---|" + "---:|---:|" * len(REGIMES) + "---:|")
        for i in ids:
            row = [f"`{i}`"]
            for regime in REGIMES:
                v = med.get((relation, regime, i))
                r = med.get((relation, regime, ref))
                row.append(fmt(v) if v is not None else "")
                row.append(f"{v / r:.2f}" if v is not None and r else "")
            c = icount_of(counts, relation, i)
            # a bare load can cost less than the baseline's own `a ^ b`: show it as 0
            row.append(f"{max(c, 0.0):.1f}" if c is not None else "")
            lines.append("| " + " | ".join(row) + " |")
        winners = []
        for regime in REGIMES:
            cands = [(med[(relation, regime, i)], i) for i in ids
                     if i != "baseline" and (relation, regime, i) in med]
            if cands:
                best = min(cands)
                winners.append(f"{regime}: `{best[1]}`")
        lines += ["", "Fastest — " + ", ".join(winners) + "."]
        advice = ADVICE.get(relation.removesuffix(BMI2))
        if advice:
            lines += ["", advice(lambda regime, i: med.get((relation, regime, i), float("nan")))]
        lines.append("")
    return "\n".join(lines) + "\n"


def compare(rounds, env=None, features=()):
    """The perft comparison's markdown table (best of `rounds` rounds)."""
    cmd = ["cargo", "run", "--release", "--quiet", "-p", "chess-lut-bench", "--example", "compare"]
    for f in features:
        cmd += ["--features", f]
    return run(cmd + ["--", str(rounds)], capture_output=True, text=True, env=env).stdout


def native_env():
    env = dict(os.environ)
    env["CARGO_TARGET_DIR"] = str(NATIVE)
    env["RUSTFLAGS"] = "-C target-cpu=native"
    return env


def has_bmi2():
    try:
        return "bmi2" in Path("/proc/cpuinfo").read_text().split()
    except OSError:
        return False


def perft_section(default, bmi2):
    """The perft tables with what they say."""
    lines = [
        "## Perft: the whole move generator",
        "",
        "The end-to-end answer to \"lookup or calculation?\": `chess-lut-perft`, a legal move "
        "generator built only on chess-lut, counts the leaves of the move tree of the six standard "
        "positions (bulk counting at the last ply), at the depths of about a second each (start "
        "position 6, Kiwipete 5, position 3 7, position 4 6, positions 5 and 6 5), next to "
        "cozy-chess and shakmaty doing the same, in one run. **Mnps** (millions of nodes per "
        "second), best of the rounds; higher is better. `chess_lut/<strategy>`: that slider "
        "strategy, the rest of the geometry from the tables; `chess_lut/calc_sliders`: no slider "
        "table; `chess_lut/all_calc`: no table at all (every lookup replaced by its computed twin).",
        "",
        "Default build (x86-64 baseline, what `cargo build --release` gives):",
        "",
        default.strip(),
        "",
    ]
    if bmi2:
        lines += [
            "Built for the CPU (`RUSTFLAGS=\"-C target-cpu=native\"`, BMI2: chess-lut's `pext` "
            "strategy, cozy-chess with its `pext` feature):",
            "",
            bmi2.strip(),
            "",
        ]
    lines += [perft_advice(default, bmi2), "",
              "![Perft, million nodes per second per engine](docs/bench/perft.svg)", ""]
    return lines


def parse_table(text):
    """{engine: (per-position Mnps, geometric mean)} from compare's markdown table."""
    out = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) > 2 and cells[0].startswith(("chess_lut", "cozy", "shakmaty")):
            out[cells[0]] = ([float(c) for c in cells[1:-1]], float(cells[-1]))
    return out


def perft_advice(default, bmi2):
    d = parse_table(default)
    ours = {k: v for k, v in d.items() if k.startswith("chess_lut/") and "calc" not in k}
    best = max(ours, key=lambda k: ours[k][1])
    cozy = d["cozy_chess"][1]
    text = (
        f"Pick `{best.split('/')[1]}`: {ours[best][1]:.0f} Mnps geometric mean, "
        f"{ours[best][1] / cozy:.2f}x cozy-chess ({cozy:.0f}) and "
        f"{ours[best][1] / d['shakmaty'][1]:.2f}x shakmaty in the default build; "
        + ", ".join(f"`{k.split('/')[1]}` {v[1] / ours[best][1]:.2f}x" for k, v in d.items()
                    if k.startswith("chess_lut/") and k != best)
        + " of it. The crate root's `rook_attacks`, `bishop_attacks` and `queen_attacks` forward to "
        "`sliders::magic`, the fastest `const fn` strategy."
    )
    if bmi2:
        b = parse_table(bmi2)
        if "chess_lut/pext" in b and "chess_lut/magic" in b:
            pext, magic = b["chess_lut/pext"][1], b["chess_lut/magic"][1]
            cozy_pext = b.get("cozy_chess_pext", b.get("cozy_chess", (None, float("nan"))))[1]
            text += (
                f" Built for a BMI2 CPU, `pext` does {pext:.0f} Mnps against `magic`'s {magic:.0f} "
                f"({pext / magic:.2f}x) and cozy-chess with PEXT {cozy_pext:.0f}: "
                + ("an engine built for such CPUs should call `sliders::pext` (not `const`, and "
                   "called through `unsafe` or from `#[target_feature(enable = \"bmi2\")]` code)."
                   if pext > magic * 1.02 else
                   "no reason to leave the portable, `const` magic tables.")
            )
    return text


# --- charts: SVG bar charts drawn from the same medians as the tables ---------------------------

# a bar's colour by its series: the regimes, and perft's two builds
COLORS = {"throughput": "#2f5d8a", "latency": "#e0684a", "cache": "#9a8f3a", "random": "#6a9f3a",
          "default build": "#2f5d8a", "BMI2 build": "#e0684a"}


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def bar_chart(title, rows, unit, mark=None, note=""):
    """A horizontal bar chart: `rows` is [(label, series, value)], one bar each, grouped by
    label; `mark` draws a dashed line at that value (1.0 for ratios)."""
    left, width, row = 250.0, 900.0, 15.0
    span = width - left - 80.0
    top = 58.0 if note else 44.0
    top_of_bars = top
    peak = max([v for _, _, v in rows] + ([mark] if mark else [])) or 1.0
    body, y, last = [], top, None
    for label, series, value in rows:
        if label != last and last is not None:
            y += 5.0
        w = max(value / peak * span, 1.0)
        shown = label if label != last else ""
        body.append(
            f'<text x="10" y="{y + 11:.0f}">{escape(shown)}</text>'
            f'<text x="{left - 6:.0f}" y="{y + 11:.0f}" text-anchor="end" fill="#5b6168">{escape(series)}</text>'
            f'<rect x="{left:.0f}" y="{y + 2:.0f}" width="{w:.1f}" height="{row - 4:.0f}" '
            f'fill="{COLORS.get(series, "#7a4f9a")}"><title>{escape(label)} {escape(series)} '
            f'{value:.3g}{unit}</title></rect>'
            f'<text x="{left + w + 4:.1f}" y="{y + 11:.0f}">{value:.3g}{unit}</text>'
        )
        last = label
        y += row
    if mark:
        x = left + mark / peak * span
        body.append(f'<line x1="{x:.1f}" y1="{top_of_bars:.0f}" x2="{x:.1f}" y2="{y:.0f}" '
                    'stroke="#1d1f21" stroke-dasharray="4 3"/>')
    height = y + 12
    head = [f'<text x="10" y="22" font-size="15" font-weight="bold">{escape(title)}</text>']
    if note:
        head.append(f'<text x="10" y="42" fill="#5b6168">{escape(note)}</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="sans-serif" font-size="12">\n'
            '<rect width="100%" height="100%" fill="#ffffff"/>\n'
            + "\n".join(head + body) + "\n</svg>\n")


def charts(med, perft_default, perft_bmi2):
    """docs/bench/relations.svg, sliders.svg and perft.svg from the report's medians."""
    CHARTS.mkdir(parents=True, exist_ok=True)
    relations = [r for r in NOTES if not r.startswith(("sliders", "peers"))]
    rows = [(rel, regime, med[(rel, regime, "calc")] / med[(rel, regime, "lookup")])
            for rel in relations for regime in REGIMES
            if (rel, regime, "calc") in med and (rel, regime, "lookup") in med]
    (CHARTS / "relations.svg").write_text(bar_chart(
        "Lookup or calculation: the calculation's time over the lookup's", rows, "x", mark=1.0,
        note="Past the dashed 1.0x line the table is faster; each relation in the four regimes."))
    rows = []
    group = "sliders/alternating"
    ids = sorted({i for (rel, _, i) in med if rel == group and i != "baseline"},
                 key=lambda i: med.get((group, "random", i), float("inf")))
    for i in ids:
        for regime in REGIMES:
            if (group, regime, i) in med:
                rows.append((i, regime, med[(group, regime, i)]))
    (CHARTS / "sliders.svg").write_text(bar_chart(
        "Rook and bishop attacks in turn, ns per call (shorter is faster)", rows, " ns",
        note="chess-lut's strategies and the peers' (cozy_chess, shakmaty, chess), default build, "
             "fastest in the random regime first."))
    rows = []
    for build, text in [("default build", perft_default), ("BMI2 build", perft_bmi2)]:
        for engine, (_, geomean) in parse_table(text or "").items():
            rows.append((engine, build, geomean))
    rows.sort(key=lambda r: (r[1] != "default build", -r[2]))
    (CHARTS / "perft.svg").write_text(bar_chart(
        "Perft, million nodes per second (longer is faster)", rows, "",
        note="Geometric mean over the six standard positions at about a second each, one run."))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-bench", action="store_true", help="reuse the last run's data")
    ap.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    args = ap.parse_args()
    saved = ROOT / "target" / "benchmarks-runs.json"
    bmi2 = has_bmi2()
    if args.no_bench:
        data = json.loads(saved.read_text())
    else:
        data = {"runs": [], "perft": "", "perft_bmi2": ""}
        # results of benches that no longer exist would otherwise be read back
        subprocess.run(["rm", "-rf", str(CRITERION), str(NATIVE / "criterion")], check=True)
        # perft first: a run stopped half-way still leaves a complete report (--no-bench)
        data["perft"] = compare(args.runs)
        if bmi2:
            data["perft_bmi2"] = compare(args.runs, native_env(), ["cozy-pext"])
        saved.write_text(json.dumps(data))
        for _ in range(args.runs):
            run(["cargo", "bench", "-p", "chess-lut-bench", "--bench", "relations", "--", "--noplot"],
                stdout=subprocess.DEVNULL)
            run(["cargo", "bench", "-p", "chess-lut-bench", "--bench", "peers", "--", "--noplot"],
                stdout=subprocess.DEVNULL)
            result = collect()
            if bmi2:
                run(["cargo", "bench", "-p", "chess-lut-bench", "--bench", "peers", "--features",
                     "cozy-pext", "--", "--noplot", "sliders/"], stdout=subprocess.DEVNULL, env=native_env())
                result.update(collect(NATIVE / "criterion", BMI2))
            data["runs"].append({"\t".join(k): v for k, v in result.items()})
            saved.write_text(json.dumps(data))
    runs = [{tuple(k.split("\t")): v for k, v in r.items()} for r in data["runs"]]
    counts = icounts()
    if bmi2:
        # valgrind cannot run AVX-512 code: the BMI2 counts come from a build with just BMI2 on
        env = dict(os.environ)
        env["RUSTFLAGS"] = "-C target-feature=+bmi1,+bmi2,+popcnt"
        env["ICOUNT_TARGET_DIR"] = str(ROOT / "target" / "bmi2")
        bmi2_counts = icounts(env)
        counts["ix_pext_rook"] = bmi2_counts.get("ix_pext_rook")
        counts["ix_pext_bishop"] = bmi2_counts.get("ix_pext_bishop")
    else:
        counts.pop("ix_pext_rook", None)
        counts.pop("ix_pext_bishop", None)
    perft = perft_section(data["perft"], data["perft_bmi2"])
    Path(args.out).write_text(report(runs, counts, len(runs), perft))
    keys = {k for r in runs for k in r}
    charts({k: statistics.median(r[k] for r in runs if k in r) for k in keys},
           data["perft"], data["perft_bmi2"])
    print(f"wrote {CHARTS}/*.svg", file=sys.stderr)
    print(f"wrote {args.out}", file=sys.stderr)
    readme = ROOT / "README.md"
    text = readme.read_text()
    start, end = "<!-- benchmark summary -->", "<!-- end of benchmark summary -->"
    if start in text and end in text:
        head, rest = text.split(start, 1)
        _, tail = rest.split(end, 1)
        readme.write_text(head + start + "\n" + summary(runs, data) + end + tail)
        print("updated the summary in README.md", file=sys.stderr)


def summary(runs, data):
    """The README's short answer, from the same medians as the report."""
    keys = {k for r in runs for k in r}
    med = {k: statistics.median(r[k] for r in runs if k in r) for k in keys}

    def x(relation, a, b, regime="throughput"):
        return med[(relation, regime, a)] / med[(relation, regime, b)]

    rows = [
        ("in-between", f"64x64 table: the loop's own cost; x88 table {x('in_between', 'x88', 'lookup'):.1f}x, "
         f"triangular {x('in_between', 'triangular', 'lookup'):.1f}x, pure calculation {x('in_between', 'calc', 'lookup'):.1f}x"),
        ("line", f"table; calculation {x('line', 'calc', 'lookup'):.0f}x"),
        ("knight distance", f"table; best calculation {x('knight_distance', 'calc', 'lookup'):.0f}x "
         f"({x('knight_distance', 'calc', 'lookup', 'latency'):.1f}x in latency)"),
        ("is attacked by", f"0x88 table; calculation {x('is_attacked_by', 'calc', 'lookup'):.1f}x; "
         f"`layouts::is_attacked_by_in_between` {x('peers/is_attacked_by', 'chess_lut_in_between', 'chess_lut'):.2f}x, "
         f"{x('peers/is_attacked_by', 'chess_lut_in_between', 'chess_lut', 'latency'):.2f}x in latency, "
         f"{x('peers/is_attacked_by', 'chess_lut_in_between', 'chess_lut', 'cache'):.2f}x under cache pressure"),
        ("sliders (rook and bishop in turn)", f"fixed-shift black magic (682 KiB); kindergarten "
         f"{x('sliders/alternating', 'kindergarten', 'magic'):.1f}x, hyperbola "
         f"{x('sliders/alternating', 'hyperbola', 'magic'):.1f}x, no table "
         f"{x('sliders/alternating', 'calc_hq', 'magic'):.1f}x; cozy-chess "
         f"{x('sliders/alternating', 'cozy_chess', 'magic'):.2f}x, shakmaty "
         f"{x('sliders/alternating', 'shakmaty', 'magic'):.2f}x, chess "
         f"{x('sliders/alternating', 'chess', 'magic'):.2f}x; on 65,536 random boards cozy-chess "
         f"{x('sliders/alternating', 'cozy_chess', 'magic', 'random'):.2f}x, shakmaty "
         f"{x('sliders/alternating', 'shakmaty', 'magic', 'random'):.2f}x"),
        ("peers, from a bit index", f"`in_between`: cozy-chess {x('peers/in_between', 'cozy_chess', 'chess_lut'):.2f}x, "
         f"chess {x('peers/in_between', 'chess', 'chess_lut'):.2f}x, shakmaty "
         f"{x('peers/in_between', 'shakmaty', 'chess_lut'):.1f}x; `line`: cozy-chess "
         f"{x('peers/line', 'cozy_chess', 'chess_lut'):.2f}x; `is_attacked_by`: shakmaty's "
         f"`attacks().contains()` {x('peers/is_attacked_by', 'shakmaty', 'chess_lut'):.1f}x"),
    ]
    table = parse_table(data["perft"])
    if table:
        ours = table["chess_lut/magic"][1]
        rows.insert(0, ("perft (a whole legal move generator)",
                        f"{ours:.0f} Mnps geometric mean over the six standard positions; cozy-chess "
                        f"{table['cozy_chess'][1] / ours:.2f}x, shakmaty {table['shakmaty'][1] / ours:.2f}x "
                        f"of that; no table at all {table['chess_lut/all_calc'][1] / ours:.2f}x"))
    out = ["| question | the crate's choice, and the others relative to it (throughput) |", "|---|---|"]
    out += [f"| {r} | {t} |" for r, t in rows]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    main()
