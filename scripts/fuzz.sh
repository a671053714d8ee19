#!/usr/bin/env bash
# Runs the fuzz targets of fuzz/ under libFuzzer: every target, or the ones named, for SECONDS
# each (default 20), JOBS at a time (default 1). Needs the nightly toolchain and cargo-fuzz
# (`cargo install cargo-fuzz`); stable `cargo test` replays the kept corpus without them.
#
#   scripts/fuzz.sh 20                 # a smoke: every target for 20 s
#   JOBS=2 scripts/fuzz.sh 600 fen uci # a long run of two targets side by side
#
# The kept corpus (fuzz/corpus/<target>) is only read: what a run finds goes to
# target/fuzz-corpus/<target>; minimise it into the kept corpus by hand (cargo fuzz cmin) when
# it is worth keeping. A crash stops that target with exit code 1, leaves the input in
# fuzz/artifacts/<target>/, and the last line of target/fuzz-logs/<target>.log says how to
# replay it. Each target's last status line (runs, coverage, features) is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-20}
shift || true
if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(ls fuzz/fuzz_targets | sed 's/\.rs$//')
fi
jobs=${JOBS:-1}

mkdir -p target/fuzz-logs
cargo +nightly fuzz build --fuzz-dir fuzz --features libfuzzer

run() {
    local t=$1
    mkdir -p "target/fuzz-corpus/$t"
    if cargo +nightly fuzz run --fuzz-dir fuzz --features libfuzzer "$t" \
        "target/fuzz-corpus/$t" "fuzz/corpus/$t" -- \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        >"target/fuzz-logs/$t.log" 2>&1; then
        echo "ok     $t: $(grep -E '^#[0-9]+[[:space:]]+DONE' "target/fuzz-logs/$t.log" | tail -1)"
    else
        echo "FAILED $t: see target/fuzz-logs/$t.log and fuzz/artifacts/$t/"
        tail -30 "target/fuzz-logs/$t.log"
        return 1
    fi
}

failed=0
pids=()
for t in "${targets[@]}"; do
    run "$t" &
    pids+=($!)
    if [ ${#pids[@]} -ge "$jobs" ]; then
        wait "${pids[0]}" || failed=1
        pids=("${pids[@]:1}")
    fi
done
for pid in "${pids[@]}"; do
    wait "$pid" || failed=1
done
exit $failed
