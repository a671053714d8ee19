#!/usr/bin/env bash
# The machine code of each function of examples/boundary.rs (a lookup reached from an engine's
# square index, colour convention or square order), release build, for this machine's default
# target, and the number of instructions in each.
# Usage: scripts/boundary_asm.sh [--counts]
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cargo rustc --quiet --release --example boundary --no-default-features --target-dir target/boundary \
    -- --emit "asm=$out/boundary.s" -C codegen-units=1
names=$(sed -n 's/^pub fn \([a-z0-9_]*\)(.*/\1/p' examples/boundary.rs)
for f in $names; do
    # identical functions are merged: `a = b`
    same=$(sed -n "s/^$f = \([a-z0-9_]*\)$/\1/p" "$out/boundary.s")
    [ -n "$same" ] && f_code=$same || f_code=$f
    body=$(awk -v f="$f_code" '$0 == f ":" {p = 1; next} p && /\.cfi_endproc|^\.Lfunc_end/ {exit} p' "$out/boundary.s" |
        grep -Ev '^\s*(\.|#)|^\.L' | sed 's/^\s*/    /')
    count=$(printf '%s\n' "$body" | grep -c . || true)
    [ -n "$same" ] && body="    (the same code as $same: merged)"
    if [ "${1:-}" = "--counts" ]; then
        printf '%-26s %2d\n' "$f" "$count"
    else
        printf '%s: %d instructions\n%s\n\n' "$f" "$count" "$body"
    fi
done
