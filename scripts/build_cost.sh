#!/usr/bin/env bash
# What every engine that depends on us pays: a clean release build of a crate that depends only
# on chess-lut, against the same for cozy-chess, in one run (dependencies already downloaded),
# and the time our build script takes (it runs unoptimised, as build scripts do).
# Usage: scripts/build_cost.sh [ROUNDS]   (default 3; prints the median of each)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

make_crate() { # name, dependency line
    mkdir -p "$work/$1/src"
    printf '[package]\nname = "%s"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n%s\n' "$1" "$2" >"$work/$1/Cargo.toml"
    echo 'fn main() {}' >"$work/$1/src/main.rs"
}
make_crate uses-chess-lut "chess-lut = { path = \"$root\" }"
make_crate uses-chess-lut-core "chess-lut = { path = \"$root\", default-features = false }"
make_crate uses-cozy-chess 'cozy-chess = "0.3"'
for c in uses-chess-lut uses-chess-lut-core uses-cozy-chess; do
    (cd "$work/$c" && cargo fetch --quiet)
done

seconds() { # crate: one clean release build, in seconds
    rm -rf "$work/$1/target"
    local start end
    start=$(date +%s%N)
    (cd "$work/$1" && cargo build --release --quiet --offline)
    end=$(date +%s%N)
    echo "scale=2; ($end - $start) / 1000000000" | bc
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }

ours=() core=() theirs=() script=()
for _ in $(seq "$rounds"); do
    ours+=("$(seconds uses-chess-lut)")
    core+=("$(seconds uses-chess-lut-core)")
    theirs+=("$(seconds uses-cozy-chess)")
    # the build script alone, as cargo ran it for the crate above
    bin=$(ls "$work"/uses-chess-lut/target/release/build/chess-lut-*/build-script-build | head -1)
    out=$(mktemp -d)
    start=$(date +%s%N)
    OUT_DIR=$out CARGO_CFG_TARGET_FEATURE=fxsr,sse,sse2 CARGO_FEATURE_MAGIC=1 CARGO_FEATURE_PEXT=1 \
        CARGO_FEATURE_LINES=1 CARGO_FEATURE_MASKS=1 "$bin" >/dev/null
    end=$(date +%s%N)
    script+=("$(( (end - start) / 1000000 ))")
    rm -rf "$out"
done
o=$(printf '%s\n' "${ours[@]}" | median)
c=$(printf '%s\n' "${core[@]}" | median)
t=$(printf '%s\n' "${theirs[@]}" | median)
s=$(printf '%s\n' "${script[@]}" | median)
echo "clean release build, median of $rounds: chess-lut ${o} s (default features), ${c} s (default-features = false), cozy-chess ${t} s"
echo "ratios to cozy-chess: defaults $(echo "scale=2; $o / $t" | bc), core $(echo "scale=2; $c / $t" | bc)"
echo "chess-lut's build script (unoptimised, default features): ${s} ms"
