#!/usr/bin/env bash
# Instructions per call of every lookup and calculation, counted by callgrind.
# Usage: scripts/icount.sh            (needs valgrind; prints a markdown table)
# Counts are exact for a given binary: they do not depend on the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."
# ICOUNT_TARGET_DIR lets a BMI2 build (RUSTFLAGS="-C target-cpu=native") keep its own
target=${ICOUNT_TARGET_DIR:-target}
cargo build --release --quiet --example icount --all-features --target-dir "$target"
bin=$target/release/examples/icount
out=$(mktemp -d)
calls=$("$bin" | sed -n 's/^calls per loop function: //p')
valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" "$bin" >/dev/null 2>"$out/log"
callgrind_annotate --inclusive=yes --threshold=100 "$out/cg.out" 2>/dev/null >"$out/annotated"
# lines look like: "  1,234,567 (12.34%)  ???:icount::loop_in_between [...]"
awk -v calls="$calls" '
  /icount::loop_/ {
    gsub(",", "", $1); name = $0; sub(/.*icount::loop_/, "", name); sub(/[ \[].*/, "", name)
    ir[name] = $1
  }
  # the lookups the declarations count: icount::declared::NAME::lookup and ::calc
  /icount::declared::[a-z_0-9]*::(lookup|calc)/ {
    gsub(",", "", $1); name = $0; sub(/.*icount::declared::/, "", name); sub(/[ \[].*/, "", name)
    split(name, part, "::")
    ir[(part[2] == "calc" ? "calc_" : "") part[1]] = $1
  }
  END {
    for (n in ir) {
      base = (n ~ /^ix_/) ? ir["ix_baseline"] : (n ~ /attacked_by|attack_baseline/) ? ir["attack_baseline"] : ir["pair_baseline"]
      printf "| %s | %.2f | %.2f |\n", n, ir[n] / calls, (ir[n] - base) / calls
    }
  }' "$out/annotated" | sort >"$out/rows"
printf "| function | instructions per call | minus loop baseline |\n|---|---:|---:|\n"
cat "$out/rows"
rm -rf "$out"
