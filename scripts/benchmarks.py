#!/usr/bin/env python3
"""Regenerate BENCHMARKS.md from fresh runs of the criterion benches and of callgrind.

    python3 scripts/benchmarks.py            # 3 runs of `cargo bench`, then scripts/icount.sh
    python3 scripts/benchmarks.py --runs 1   # quicker, noisier
    python3 scripts/benchmarks.py --no-bench # rebuild the report from the last runs' JSON

Every bench is run --runs times; the report gives, per bench, the median over runs of
criterion's median estimate, in ns per call (each bench times 1024 calls). Ratios compare
each implementation with the crate's lookup (or with chess-lut in the peers groups) inside
one regime of one run set. Instruction counts come from callgrind and do not depend on load.
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
CALLS = 1024
REGIMES = ["throughput", "latency", "cache"]

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
    "rook_attacks": "`lookup`: o^(o-2r) on the file and the 512-byte first-rank table for the "
    "rank; `by_reversal`: o^(o-2r) on the rank too, with a full bit reversal; `calc_hq`: "
    "o^(o-2r) on computed masks; `calc`: a plain ray walk.",
    "bishop_attacks": "`lookup`: o^(o-2r) over the mask table; `calc_hq`: on computed masks; "
    "`calc`: a plain ray walk.",
    "attacks_to": "Super-piece attackers of a random square in positions of about 24 pieces.",
    "is_square_attacked": "Early-exit test for one side.",
    "peers/in_between": "chess-lut `in_between`, cozy-chess `get_between_rays`, shakmaty "
    "`attacks::between`.",
    "peers/line": "chess-lut `line`, cozy-chess `get_line_rays`, shakmaty `attacks::ray`.",
    "peers/is_attacked_by": "chess-lut `is_attacked_by`; `chess_lut_in_between`: the empty-board "
    "attack set (leaper table or line masks) and the in-between test instead of the 0x88 table; "
    "shakmaty `attacks::attacks(..).contains(..)` (magic bitboards).",
}


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
        f"loop). Where 32 KiB is too much, throughput / latency / cache: `in_between_x88` (1.9 KiB) "
        f"{triple(m, 'x88', 'lookup')}, `in_between_triangular` (16.25 KiB) {triple(m, 'triangular', 'lookup')}, "
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
        f"peers/is_attacked_by for `is_attacked_by_in_between`, the other layout."
    ),
    "same_color": lambda m: (
        "The in-register lookup is the crate's `same_color`. `9 * (a ^ b) & 8` has the fewest "
        "instructions; against the lookup it measured "
        + ", ".join(f"{ratio(m, r, 'calc_nine', 'lookup'):.2f}x in {r}" for r in REGIMES)
        + "."
    ),
    "rook_attacks": lambda m: (
        f"The bit reversal against the first-rank table, throughput / latency / cache: "
        f"{triple(m, 'by_reversal', 'lookup')}; `rook_attacks` uses the table."
    ),
    "peers/in_between": lambda m: (
        f"chess-lut and cozy-chess both read a 64x64 table (cozy-chess {triple(m, 'cozy_chess', 'chess_lut')} "
        f"of chess-lut, throughput / latency / cache); shakmaty derives `between` from its ray table "
        f"({triple(m, 'shakmaty', 'chess_lut')})."
    ),
    "peers/is_attacked_by": lambda m: (
        "`is_attacked_by_in_between` "
        + ", ".join(
            f"{versus(ratio(m, regime, 'chess_lut_in_between', 'chess_lut'))} the 0x88 table in {regime} "
            f"({ratio(m, regime, 'chess_lut_in_between', 'chess_lut'):.2f}x)"
            for regime in REGIMES
        )
        + ": leapers never read the in-between table. The crate keeps the 0x88 table as "
        "`is_attacked_by` (branch-free, 14 KiB) and recommends `is_attacked_by_in_between` where "
        "it wins above. shakmaty's magic-bitboard `attacks(..).contains(..)` is "
        f"{ratio(m, 'throughput', 'shakmaty', 'chess_lut'):.1f}x the table in throughput."
    ),
}


def run(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr)
    return subprocess.run(cmd, cwd=ROOT, check=True, **kw)


def collect():
    """{(relation, regime, id): ns per call} from the last criterion run."""
    out = {}
    for bench in CRITERION.glob("**/new/benchmark.json"):
        meta = json.loads(bench.read_text())
        estimates = json.loads((bench.parent / "estimates.json").read_text())
        group = meta["group_id"]
        relation, regime = group.rsplit("/", 1)
        if regime not in REGIMES:
            continue
        out[(relation, regime, meta["function_id"])] = estimates["median"]["point_estimate"] / CALLS
    return out


def icounts():
    """{implementation name: instructions per call minus the loop} from scripts/icount.sh."""
    text = run(["bash", "scripts/icount.sh"], capture_output=True, text=True).stdout
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
    ("rook_attacks", "lookup"): "rook_attacks",
    ("rook_attacks", "by_reversal"): "rook_attacks_by_reversal",
    ("rook_attacks", "calc_hq"): "calc_rook_attacks_hq",
    ("rook_attacks", "calc"): "calc_rook_attacks",
    ("bishop_attacks", "lookup"): "bishop_attacks",
    ("bishop_attacks", "calc_hq"): "calc_bishop_attacks_hq",
    ("bishop_attacks", "calc"): "calc_bishop_attacks",
    ("peers/is_attacked_by", "chess_lut_in_between"): "is_attacked_by_in_between",
    ("peers/is_attacked_by", "chess_lut"): "is_attacked_by",
}


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


def report(runs, counts, nruns):
    keys = sorted({k for r in runs for k in r})
    med = {k: statistics.median(r[k] for r in runs if k in r) for k in keys}
    relations = []
    for relation, _, _ in keys:
        if relation not in relations:
            relations.append(relation)
    relations.sort(key=lambda r: (r.startswith("peers"), list(NOTES).index(r) if r in NOTES else 99))
    lines = [
        "# Benchmarks: lookup or calculation?",
        "",
        "Generated by `python3 scripts/benchmarks.py` (criterion benches in `benches/relations.rs`, "
        "instruction counts by `scripts/icount.sh`). Do not edit by hand: rerun the script.",
        "",
        f"Machine: {machine()}. Each number is the median over {nruns} full run(s) of criterion's "
        "median, in **ns per call** (1024 calls per iteration); the ratio is to the lookup (to "
        "chess-lut in the peer groups) in the same regime. The machine is shared and noisy: the "
        "latency regime in particular moves by tens of percent between runs, so read ratios, not "
        "absolute times, and prefer the instruction counts where two numbers are close.",
        "",
        "* **throughput**: independent calls, overlapped by the CPU.",
        "* **latency**: each call's square depends on the previous answer.",
        "* **cache**: independent calls, each after a random read from a 64 MiB buffer (a "
        "transposition table's effect on L1/L2). The buffer read is in every number, `baseline` "
        "included.",
        "* **instr.**: instructions per call from callgrind, minus the loop's own (exact, "
        "load-independent; blank where no loop measures that function).",
        "",
        "The loop itself costs about 0.27 ns per call in throughput (`baseline`): a one-load "
        "lookup runs at that floor, so a ratio against it is capped by the loop, not by the lookup.",
        "",
        "The full criterion report with plots: `target/criterion/report/index.html` after "
        "`cargo bench`.",
        "",
    ]
    for relation in relations:
        ids = []
        for rel, _, i in keys:
            if rel == relation and i not in ids:
                ids.append(i)
        ref = "chess_lut" if relation.startswith("peers") else "lookup"
        lines += [f"## {relation}", "", NOTES.get(relation, ""), ""]
        lines.append("| implementation | throughput | × | latency | × | cache | × | instr. |")
        lines.append("|---|---:|---:|---:|---:|---:|---:|---:|")
        for i in ids:
            row = [f"`{i}`"]
            for regime in REGIMES:
                v = med.get((relation, regime, i))
                r = med.get((relation, regime, ref))
                row.append(fmt(v) if v is not None else "")
                row.append(f"{v / r:.2f}" if v is not None and r else "")
            c = counts.get(ICOUNT.get((relation, i), ""))
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
        advice = ADVICE.get(relation)
        if advice:
            lines += ["", advice(lambda regime, i: med.get((relation, regime, i), float("nan")))]
        lines.append("")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-bench", action="store_true", help="reuse the last run's JSON")
    ap.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    args = ap.parse_args()
    runs = []
    saved = ROOT / "target" / "benchmarks-runs.json"
    if args.no_bench:
        if saved.exists():
            runs = [{tuple(k.split("\t")): v for k, v in r.items()} for r in json.loads(saved.read_text())]
        else:
            runs.append(collect())
    else:
        # results of benches that no longer exist would otherwise be read back
        subprocess.run(["rm", "-rf", str(CRITERION)], check=True)
        for _ in range(args.runs):
            run(["cargo", "bench", "--bench", "relations", "--", "--noplot"], stdout=subprocess.DEVNULL)
            runs.append(collect())
            saved.write_text(json.dumps([{"\t".join(k): v for k, v in r.items()} for r in runs]))
    counts = icounts()
    Path(args.out).write_text(report(runs, counts, len(runs)))
    print(f"wrote {args.out}", file=sys.stderr)
    readme = ROOT / "README.md"
    text = readme.read_text()
    start, end = "<!-- benchmark summary -->", "<!-- end of benchmark summary -->"
    if start in text and end in text:
        head, rest = text.split(start, 1)
        _, tail = rest.split(end, 1)
        readme.write_text(head + start + "\n" + summary(runs) + end + tail)
        print("updated the summary in README.md", file=sys.stderr)


def summary(runs):
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
         f"`is_attacked_by_in_between` {x('peers/is_attacked_by', 'chess_lut_in_between', 'chess_lut'):.2f}x, "
         f"{x('peers/is_attacked_by', 'chess_lut_in_between', 'chess_lut', 'latency'):.2f}x in latency, "
         f"{x('peers/is_attacked_by', 'chess_lut_in_between', 'chess_lut', 'cache'):.2f}x under cache pressure"),
        ("sliders", f"o^(o-2r) over the masks; ranks by the first-rank table "
         f"({x('rook_attacks', 'by_reversal', 'lookup'):.1f}x faster than a bit reversal); ray walk "
         f"{x('rook_attacks', 'calc', 'lookup'):.1f}x"),
        ("peers", f"`in_between` {x('peers/in_between', 'cozy_chess', 'chess_lut'):.2f}x cozy-chess, "
         f"{x('peers/in_between', 'shakmaty', 'chess_lut'):.1f}x shakmaty; `line` "
         f"{x('peers/line', 'cozy_chess', 'chess_lut'):.2f}x cozy-chess; `is_attacked_by` "
         f"{x('peers/is_attacked_by', 'shakmaty', 'chess_lut'):.1f}x shakmaty's `attacks().contains()`"),
    ]
    out = ["| relation | throughput, relative to the crate's choice |", "|---|---|"]
    out += [f"| {r} | {t} |" for r, t in rows]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    main()
