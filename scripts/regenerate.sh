#!/usr/bin/env bash
# Everything committed that is derived from the declarations, rewritten from them: the snapshot
# of every table's size and family (codegen/tests/sizes.txt), the docs' text written from the
# registry (the table of statics in docs/tables.md, the features' sizes in the README, the
# overview's count in docs/command.md: once on a build for any x86-64 and once for this CPU,
# whose BMI2 build has the PEXT tables), and the explorer's WebAssembly
# (cli/src/explore/chess_lut_explorer.wasm, on its pinned toolchain). Each is held by a test that
# names this script when it is stale; `--check` runs those tests and writes nothing (CI runs it).
#
# Usage: scripts/regenerate.sh           rewrite every derived file; the diff is the change
#        scripts/regenerate.sh --check   exit non-zero, naming the file, if one is stale
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
"")
    export CHESS_LUT_SNAPSHOT=write CHESS_LUT_WRITE_DOCS=1
    wasm=()
    ;;
--check)
    unset CHESS_LUT_SNAPSHOT CHESS_LUT_WRITE_DOCS
    wasm=(--check)
    ;;
*)
    echo "usage: scripts/regenerate.sh [--check]" >&2
    exit 2
    ;;
esac
# the builds below are this script's: none of the caller's flags
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS

step() { echo "-- $*" >&2; }
step "the snapshot of the tables' sizes (codegen/tests/sizes.txt)"
cargo test -q --locked -p chess-lut-codegen --features search --test sizes
step "the docs' text, from a build for any x86-64"
cargo test -q --locked -p chess-lut-cli --test docs
if grep -qw bmi2 /proc/cpuinfo 2>/dev/null; then
    step "the docs' text, from a build for this CPU (the PEXT tables)"
    # its own target directory, CI's for the same build: the two builds do not evict each other
    RUSTFLAGS="-C target-cpu=native" cargo test -q --locked -p chess-lut-cli --test docs \
        --target-dir target/native
else
    step "this CPU has no BMI2: the docs' PEXT rows and counts are kept as written"
fi
step "the explorer's WebAssembly"
scripts/explorer_wasm.sh "${wasm[@]}"
