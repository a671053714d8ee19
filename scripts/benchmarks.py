#!/usr/bin/env python3
"""Regenerate BENCHMARKS.md from fresh runs of the criterion benches, the perft comparison
and callgrind.

    python3 scripts/benchmarks.py            # 3 runs of everything (about an hour)
    python3 scripts/benchmarks.py --runs 1   # quicker, noisier
    python3 scripts/benchmarks.py --no-bench # rebuild the report from the last runs' data
    python3 scripts/benchmarks.py --perft    # the perft comparison again, the rest as last run

What runs, --runs times each: `benches/relations.rs` (lookup against calculation),
`benches/peers.rs` (against cozy-chess, shakmaty and chess, every slider strategy), and
on a BMI2 machine the slider groups again built for the CPU with cozy-chess's `pext` feature;
then the perft comparison (`benches/examples/compare.rs`, best of --runs rounds, default build and
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

from bench_notes import BMI2, HISTORY, NOTES  # the prose, beside this script

ROOT = Path(__file__).resolve().parent.parent
CRITERION = ROOT / "target" / "criterion"
NATIVE = ROOT / "target" / "native"
CALLS = 1024  # per iteration, where criterion's throughput does not say
REGIMES = ["throughput", "latency", "cache", "random"]
CHARTS = ROOT / "docs" / "bench"


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
    ("attacks", "lookup"): "attacks",
    ("attacks", "calc"): "calc_attacks",
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
    ("peers/attacks", "chess_lut_in_between"): "attacks_by_in_between",
    ("peers/attacks", "chess_lut"): "attacks",
}


for strategy, loop in [("magic", "magic"), ("pext", "pext"), ("kindergarten", "kindergarten"),
                       ("hyperbola", "hyperbola"), ("calc_hq", "calc_hq"), ("calc_walk", "calc_walk")]:
    for suffix in ["", BMI2]:
        for piece in ["rook", "bishop"]:
            ICOUNT[(f"sliders/{piece}{suffix}", strategy)] = f"ix_{loop}_{piece}"
        # in turn: the mean of the two
        ICOUNT[(f"sliders/alternating{suffix}", strategy)] = (f"ix_{loop}_rook", f"ix_{loop}_bishop")


def icount_of(counts, relation, i):
    # a relation's lookup and twin are counted by their names (examples/icount.rs's loops, and
    # the ones it derives from the declarations); ICOUNT names the others
    loop = ICOUNT.get((relation, i)) or {"lookup": relation, "calc": f"calc_{relation}"}.get(i)
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


def report(runs, counts, nruns, perft_tables, advice):
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
        "Generated by `python3 scripts/benchmarks.py` (criterion benches in `benches/relations.rs` "
        "and `benches/peers.rs`, the perft comparison `benches/examples/compare.rs`, "
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
        "![Each relation's calculation against its lookup, per regime; the slider strategies and "
        "the peers, rook and bishop in turn; perft](docs/bench/report.svg)",
        "",
        "## What to use here",
        "",
        "What `chess-lut bench` advises from these figures (within 3% two figures are level):",
        "",
        "```text",
        advice,
        "```",
        "",
    ]
    lines += HISTORY + perft_tables
    for relation in relations:
        ids = []
        for rel, _, i in keys:
            if rel == relation and i not in ids:
                ids.append(i)
        ref = "chess_lut" if relation.startswith("peers") else "magic" if relation.startswith("sliders") else "lookup"
        note = NOTES.get(relation, f"The lookup's table against its twin, `calc::{relation}`.")
        lines += [f"## {relation}", "", note, ""]
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
        "Default build (x86-64 baseline, what `cargo build --release` gives; chess-lut's "
        "generator runs its copy compiled for popcnt and BMI2 where the CPU has them, as "
        "`chess-lut perft` does):",
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
    lines += [perft_advice(default, bmi2), ""]
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
def figures_tsv(med, perft_default):
    """The medians, and each perft engine's geometric mean, as `chess-lut bench --from` reads
    them: the one chart and advice renderer is the command's."""
    lines = [f"figure\t{rel}\t{regime}\t{i}\t{ns}" for (rel, regime, i), ns in sorted(med.items())
             if ns > 0 and ns == ns]
    for engine, (_, geomean) in parse_table(perft_default or "").items():
        lines.append(f"perft\t{engine}\t{geomean}")
    return "\n".join(lines) + "\n"


def render(med, perft_default):
    """docs/bench/report.svg and the "what to use" advice, drawn by `chess-lut bench --from`
    from the report's medians."""
    CHARTS.mkdir(parents=True, exist_ok=True)
    figures = ROOT / "target" / "benchmarks-figures.tsv"
    figures.write_text(figures_tsv(med, perft_default))
    out = run(["cargo", "run", "--release", "-q", "-p", "chess-lut-cli", "--", "bench", "--from",
               str(figures), "--svg", str(CHARTS / "report.svg")], stdout=subprocess.PIPE, text=True)
    text = out.stdout
    return text[text.index("On this machine:"):].split("\nchart:")[0].rstrip() if "On this machine:" in text else ""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-bench", action="store_true", help="reuse the last run's data")
    ap.add_argument("--perft", action="store_true",
                    help="run the perft comparison again, reuse the last run's other data")
    ap.add_argument("--out", default=str(ROOT / "BENCHMARKS.md"))
    args = ap.parse_args()
    saved = ROOT / "target" / "benchmarks-runs.json"
    bmi2 = has_bmi2()
    if args.no_bench or args.perft:
        data = json.loads(saved.read_text())
        if args.perft:
            data["perft"] = compare(args.runs)
            if bmi2:
                data["perft_bmi2"] = compare(args.runs, native_env(), ["cozy-pext"])
            saved.write_text(json.dumps(data))
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
    keys = {k for r in runs for k in r}
    advice = render({k: statistics.median(r[k] for r in runs if k in r) for k in keys}, data["perft"])
    Path(args.out).write_text(report(runs, counts, len(runs), perft, advice))
    print(f"wrote {CHARTS}/report.svg", file=sys.stderr)
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
        ("does a piece attack a square", f"0x88 table; calculation {x('attacks', 'calc', 'lookup'):.1f}x; "
         f"`layouts::attacks_by_in_between` {x('peers/attacks', 'chess_lut_in_between', 'chess_lut'):.2f}x, "
         f"{x('peers/attacks', 'chess_lut_in_between', 'chess_lut', 'latency'):.2f}x in latency, "
         f"{x('peers/attacks', 'chess_lut_in_between', 'chess_lut', 'cache'):.2f}x under cache pressure"),
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
         f"{x('peers/line', 'cozy_chess', 'chess_lut'):.2f}x; `attacks`: shakmaty's "
         f"`attacks().contains()` {x('peers/attacks', 'shakmaty', 'chess_lut'):.1f}x"),
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
