#!/usr/bin/env bash
# What every engine that depends on us pays: a clean release build of a crate that depends only
# on chess-lut, against the same for cozy-chess, in one run (dependencies already downloaded),
# and the time our build script takes (it runs unoptimised, as build scripts do). Then what
# baking its own tables costs an engine: a crate whose build script bakes a 64x64 u8 and a
# 64x64 f32 table with chess-lut-bake, against one whose build script bakes nothing with it.
# With --bake, only that: each build script's CPU time (user and system, the median of ROUNDS
# runs) and, where valgrind is installed, its instructions (callgrind), which do not depend on
# the machine's load.
# Usage: scripts/build_cost.sh [--bake] [ROUNDS]   (default 3; prints the median of each)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bake_only=false
if [ "${1:-}" = --bake ]; then
    bake_only=true
    shift
fi
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
# an engine that bakes with the generator: build.rs is given, src/main.rs includes the tables
make_baker() { # name, build.rs
    make_crate "$1" "chess-lut = { path = \"$root\", default-features = false }"
    printf '\n[build-dependencies]\nchess-lut-bake = { path = "%s/bake" }\n' \
        "$root" >>"$work/$1/Cargo.toml"
    printf '%s\n' "$2" >"$work/$1/build.rs"
    cat >"$work/$1/src/main.rs" <<'RUST'
#[allow(dead_code)]
mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}
#[allow(dead_code)]
mod formulas {
    include!("formulas.rs");
}
fn main() {}
RUST
    cat >"$work/$1/src/formulas.rs" <<'RUST'
pub fn reduction_f64(d: u8, m: u8) -> f64 {
    if d == 0 || m == 0 { 0.0 } else { 0.7844 + f64::from(d).ln() * f64::from(m).ln() / 2.4696 }
}
pub fn reduction(d: u8, m: u8) -> u8 { reduction_f64(d, m) as u8 }
pub fn fraction(d: u8, m: u8) -> f32 { reduction_f64(d, m) as f32 }
RUST
}
make_baker bakes-nothing 'fn main() { chess_lut_bake::Bake::new().finish("tables"); }'
make_baker bakes-two-tables '#[path = "src/formulas.rs"]
mod formulas;
use chess_lut_bake::{Bake, Range, Table};
fn main() {
    let depth = || Range::new("depth", 0..=63u8);
    let moves = || Range::new("moves", 0..=63u8);
    let mut bake = Bake::new();
    bake.table(Table::new("lmr", (depth(), moves()), |(d, m)| formulas::reduction(d, m))
        .twin("crate::formulas::reduction"));
    bake.table(Table::new("lmr_fraction", (depth(), moves()), |(d, m)| formulas::fraction(d, m))
        .twin("crate::formulas::fraction"));
    bake.input("src/formulas.rs").finish("tables");
}'
crates="uses-chess-lut uses-chess-lut-core uses-cozy-chess bakes-nothing bakes-two-tables"
$bake_only && crates="bakes-nothing bakes-two-tables"
for c in $crates; do
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

# one run of a crate's build script, as cargo ran it in its last build, in milliseconds
script_ms() { # crate, the package whose script it is, then the environment the script reads
    local crate=$1 package=$2
    shift 2
    local bin out start end
    bin=$(ls "$work/$crate/target/release/build/$package"-*/build-script-build)
    out=$(mktemp -d)
    start=$(date +%s%N)
    (cd "$work/$crate" && env OUT_DIR="$out" "$@" "$bin" >/dev/null)
    end=$(date +%s%N)
    rm -rf "$out"
    echo "$(( (end - start) / 1000000 ))"
}

# the CPU time of one run of a crate's build script, in milliseconds: 20 runs, each into an
# out directory of its own (a first run writes the files), timed together and divided
script_cpu() { # crate
    local bin dirs t
    bin=$(ls "$work/$1/target/release/build/$1"-*/build-script-build)
    dirs=$(mktemp -d)
    mkdir "$dirs"/{1..20}
    t=$( {
        TIMEFORMAT='%3U %3S'
        time (cd "$work/$1" && for i in $(seq 20); do OUT_DIR="$dirs/$i" "$bin" >/dev/null; done)
    } 2>&1)
    rm -rf "$dirs"
    echo "$t" | awk '{printf "%.2f\n", ($1 + $2) * 1000 / 20}'
}
script_instructions() { # crate
    local bin out n
    bin=$(ls "$work/$1/target/release/build/$1"-*/build-script-build)
    out=$(mktemp -d)
    n=$(cd "$work/$1" && OUT_DIR="$out" valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$bin" 2>&1 >/dev/null | sed -n 's/.*Collected : //p')
    rm -rf "$out"
    echo "$n"
}
if $bake_only; then
    for c in bakes-nothing bakes-two-tables; do
        (cd "$work/$c" && cargo build --release --quiet --offline)
    done
    nothing_cpu=() two_cpu=()
    for _ in $(seq "$rounds"); do
        nothing_cpu+=("$(script_cpu bakes-nothing)")
        two_cpu+=("$(script_cpu bakes-two-tables)")
    done
    n=$(printf '%s\n' "${nothing_cpu[@]}" | median)
    b=$(printf '%s\n' "${two_cpu[@]}" | median)
    echo "build script, CPU time (user + system), median of $rounds: a 64x64 u8 and a 64x64 f32 table ${b} ms, nothing baked ${n} ms"
    if command -v valgrind >/dev/null 2>&1; then
        echo "build script, instructions (callgrind): a 64x64 u8 and a 64x64 f32 table $(script_instructions bakes-two-tables), nothing baked $(script_instructions bakes-nothing)"
    fi
    exit 0
fi

ours=() core=() theirs=() script=() nothing=() two=() nothing_script=() two_script=()
for _ in $(seq "$rounds"); do
    ours+=("$(seconds uses-chess-lut)")
    core+=("$(seconds uses-chess-lut-core)")
    theirs+=("$(seconds uses-cozy-chess)")
    # the build script alone, as cargo ran it for the crate above
    script+=("$(script_ms uses-chess-lut chess-lut CARGO_CFG_TARGET_FEATURE=fxsr,sse,sse2 CARGO_FEATURE_MAGIC=1 \
        CARGO_FEATURE_PEXT=1 CARGO_FEATURE_LINES=1 CARGO_FEATURE_MASKS=1)")
    nothing+=("$(seconds bakes-nothing)")
    two+=("$(seconds bakes-two-tables)")
    nothing_script+=("$(script_ms bakes-nothing bakes-nothing)")
    two_script+=("$(script_ms bakes-two-tables bakes-two-tables)")
done
o=$(printf '%s\n' "${ours[@]}" | median)
c=$(printf '%s\n' "${core[@]}" | median)
t=$(printf '%s\n' "${theirs[@]}" | median)
s=$(printf '%s\n' "${script[@]}" | median)
echo "clean release build, median of $rounds: chess-lut ${o} s (default features), ${c} s (default-features = false), cozy-chess ${t} s"
# each round's own ratio, so that the machine's drift between rounds cancels
paired() { # name of our figures' array: the median of ours[i] / theirs[i]
    local -n mine=$1
    local i
    for i in "${!mine[@]}"; do
        echo "scale=3; ${mine[$i]} / ${theirs[$i]}" | bc
    done | median
}
echo "ratios to cozy-chess, the median of each round's: defaults $(paired ours), core $(paired core)"
echo "chess-lut's build script (unoptimised, default features): ${s} ms"
n=$(printf '%s\n' "${nothing[@]}" | median)
b=$(printf '%s\n' "${two[@]}" | median)
ns=$(printf '%s\n' "${nothing_script[@]}" | median)
bs=$(printf '%s\n' "${two_script[@]}" | median)
echo "an engine baking a 64x64 u8 and a 64x64 f32 table: clean release build ${b} s, ${n} s baking nothing (+$(echo "scale=2; $b - $n" | bc) s); its build script ${bs} ms, ${ns} ms baking nothing (+$((bs - ns)) ms)"
