#!/usr/bin/env bash
# What switching to chess-lut costs an engine's clean build. Two stand-ins for one engine, each
# a library with the same two tables, an engine's usual pair:
#   own-tables   its own build script, with no dependency, walks every relevant occupancy of
#                every square into a fixed-shift black-magic slider table (chess-lut's factors
#                and offsets, copied) and computes a 64x64 late-move-reduction table from `ln`,
#                and writes both as Rust source that the library includes (what Carp and most
#                engines with a build script do);
#   on-chess-lut chess-lut with `magic` and `masks` (the sliders, and the masks of an
#                evaluation), and a build script that bakes the reductions with chess-lut-bake.
# With --beside DIR, a third: the same engine on the chess-lut checked out in DIR (an earlier
# commit, baking through that checkout's chess-lut-bake, or chess-lut-codegen's bake where it
# has none), so that a change is measured beside what it changes in one run.
# Clean release builds with LTO and one codegen unit (as engines ship), in turn, ROUNDS of each
# (dependencies downloaded first); prints each one's median, the median of each round's
# difference from own-tables, and where the chess-lut build's time goes (cargo's --timings, from
# the last round).
# Usage: scripts/engine_build_cost.sh [--beside DIR] [ROUNDS]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
beside=
if [ "${1:-}" = --beside ]; then
    beside=$(cd "$2" && pwd)
    shift 2
fi
rounds=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

lmr='pub fn reduction(d: u8, m: u8) -> u8 {
    if d == 0 || m == 0 { 0 } else { (0.7844 + f64::from(d).ln() * f64::from(m).ln() / 2.4696) as u8 }
}'

# --- the stand-in with its own generator -----------------------------------------------------
mkdir -p "$work/own-tables/src"
cat >"$work/own-tables/Cargo.toml" <<'TOML'
[package]
name = "own-tables"
version = "0.1.0"
edition = "2021"

[lib]
path = "src/lib.rs"

[profile.release]
lto = true
codegen-units = 1
TOML
# chess-lut's black magics: factor and offset per square, rooks then bishops
placements=$(grep -o 'factor: 0x[0-9A-F_]*, offset: [0-9]*' codegen/src/magic_factors.rs |
    sed 's/factor: \(0x[0-9A-F_]*\), offset: \([0-9]*\)/(\1, \2),/')
[ "$(printf '%s\n' "$placements" | wc -l)" -eq 128 ] || {
    echo "expected 128 placements in codegen/src/magic_factors.rs" >&2
    exit 1
}
cat >"$work/own-tables/build.rs" <<RUST
use std::fmt::Write;

#[path = "src/formulas.rs"]
mod formulas;

const PLACEMENTS: [(u64, usize); 128] = [
$placements
];

/// The squares a slider on \`sq\` attacks along \`dirs\`, stopped by \`occupied\`.
fn walk(sq: i32, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            attacks |= 1 << (8 * r + f);
            if occupied >> (8 * r + f) & 1 == 1 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// The squares whose occupancy matters: the rays short of the edge.
fn relevant(sq: i32, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            mask |= 1 << (8 * r + f);
            f += df;
            r += dr;
        }
    }
    mask
}

fn main() {
    let rook = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let bishop = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    let mut table = vec![0u64; 90_000];
    let mut len = 0;
    let mut entries = String::new();
    for (i, &(factor, offset)) in PLACEMENTS.iter().enumerate() {
        let (dirs, shift): (&[(i32, i32)], u32) = if i < 64 { (&rook, 52) } else { (&bishop, 55) };
        let sq = (i % 64) as i32;
        let mask = relevant(sq, dirs);
        let mut subset = 0u64;
        loop {
            let slot = offset + ((subset | !mask).wrapping_mul(factor) >> shift) as usize;
            table[slot] = walk(sq, subset, dirs);
            len = len.max(slot + 1);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        writeln!(entries, "    ({:#x}, {factor:#x}, {offset}),", !mask).unwrap();
    }
    let mut out = String::from("pub static MAGICS: [(u64, u64, usize); 128] = [\n");
    out.push_str(&entries);
    out.push_str("];\n");
    writeln!(out, "pub static SLIDER_ATTACKS: [u64; {len}] = [").unwrap();
    for chunk in table[..len].chunks(8) {
        let row: Vec<String> = chunk.iter().map(|v| format!("{v:#x}")).collect();
        writeln!(out, "    {},", row.join(", ")).unwrap();
    }
    out.push_str("];\npub static LMR: [[u8; 64]; 64] = [\n");
    for d in 0..64u8 {
        let row: Vec<String> = (0..64u8).map(|m| formulas::reduction(d, m).to_string()).collect();
        writeln!(out, "    [{}],", row.join(", ")).unwrap();
    }
    out.push_str("];\n");
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("tables.rs");
    std::fs::write(path, out).unwrap();
    println!("cargo::rerun-if-changed=build.rs");
}
RUST
printf '%s\n' "$lmr" >"$work/own-tables/src/formulas.rs"
cat >"$work/own-tables/src/lib.rs" <<'RUST'
mod formulas;
mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}
pub fn rook_attacks(sq: usize, occupied: u64) -> u64 {
    let (not_mask, factor, offset) = tables::MAGICS[sq];
    tables::SLIDER_ATTACKS[offset + ((occupied | not_mask).wrapping_mul(factor) >> 52) as usize]
}
pub fn bishop_attacks(sq: usize, occupied: u64) -> u64 {
    let (not_mask, factor, offset) = tables::MAGICS[64 + sq];
    tables::SLIDER_ATTACKS[offset + ((occupied | not_mask).wrapping_mul(factor) >> 55) as usize]
}
pub fn lmr(depth: u8, moves: u8) -> u8 {
    tables::LMR[usize::from(depth & 63)][usize::from(moves & 63)]
}
#[test]
fn tables_answer() {
    assert_eq!(rook_attacks(0, 0).count_ones(), 14);
    assert_eq!(lmr(63, 63), formulas::reduction(63, 63));
}
RUST

# --- the stand-in on chess-lut (and on the checkout beside it) -----------------------------------
on_chess_lut() { # directory, chess-lut's checkout
    local dir=$1 lut=$2 baker=bake crate=chess-lut-bake path=chess_lut_bake
    if [ ! -d "$lut/bake" ]; then
        baker=codegen crate=chess-lut-codegen path=chess_lut_codegen::bake
    fi
    mkdir -p "$dir/src"
    cat >"$dir/Cargo.toml" <<TOML
[package]
name = "on-chess-lut"
version = "0.1.0"
edition = "2021"

[dependencies]
chess-lut = { path = "$lut", default-features = false, features = ["magic", "masks"] }

[build-dependencies]
$crate = { path = "$lut/$baker", default-features = false }

[profile.release]
lto = true
codegen-units = 1
TOML
    cat >"$dir/build.rs" <<RUST
#[path = "src/formulas.rs"]
mod formulas;
use $path::{Bake, Range, Table};
fn main() {
    let mut bake = Bake::new();
    bake.table(
        Table::new("lmr", (Range::new("depth", 0..=63u8), Range::new("moves", 0..=63u8)), |(d, m)| {
            formulas::reduction(d, m)
        })
        .doc("The late-move reduction, in plies.")
        .twin("crate::formulas::reduction"),
    );
    bake.input("src/formulas.rs").finish("tables");
}
RUST
    printf '%s\n' "$lmr" >"$dir/src/formulas.rs"
    cat >"$dir/src/lib.rs" <<'RUST'
mod formulas;
mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}
pub use chess_lut::{bishop_attacks, passed_pawn_span, rook_attacks};
pub use tables::lmr;
RUST
}
on_chess_lut "$work/on-chess-lut" "$root"
crates=(own-tables on-chess-lut)
if [ -n "$beside" ]; then
    on_chess_lut "$work/beside" "$beside"
    crates+=(beside)
fi

for c in "${crates[@]}"; do
    (cd "$work/$c" && cargo fetch --quiet)
done
seconds() { # crate, then cargo's extra arguments: one clean release build, in seconds
    local crate=$1
    shift
    rm -rf "$work/$crate/target"
    local start end
    start=$(date +%s%N)
    (cd "$work/$crate" && cargo build --release --quiet --offline "$@")
    end=$(date +%s%N)
    echo "scale=3; ($end - $start) / 1000000000" | bc
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }

declare -A times
for i in $(seq "$rounds"); do
    # each round in another order: the first, second and third builds each go to every crate
    n=${#crates[@]}
    for ((j = 0; j < n; j++)); do
        c=${crates[$(((i + j) % n))]}
        times[$c]+="$(seconds "$c") "
    done
done
echo "clean release build (LTO, one codegen unit), median of $rounds, in turn:"
for c in "${crates[@]}"; do
    read -ra mine <<<"${times[$c]}"
    read -ra own <<<"${times[own-tables]}"
    diffs=()
    for ((r = 0; r < rounds; r++)); do
        diffs+=("$(echo "scale=3; ${mine[$r]} - ${own[$r]}" | bc)")
    done
    printf '  %-13s %6s s   over own-tables, the median of each round'"'"'s difference: %s s\n' \
        "$c" "$(printf '%s\n' "${mine[@]}" | median)" "$(printf '%s\n' "${diffs[@]}" | median)"
done
(cd "$work/on-chess-lut" && cargo test --quiet --offline >/dev/null 2>&1) && echo "the baked table's proof passes" ||
    echo "the baked table's proof fails"
(cd "$work/own-tables" && cargo test --quiet --offline >/dev/null 2>&1) && echo "the own tables' test passes" ||
    echo "the own tables' test fails"
# where the time goes: each unit's start and duration, from cargo's timing report
for c in "${crates[@]:1}"; do
    seconds "$c" --timings >/dev/null
    report=$(ls "$work/$c"/target/cargo-timings/cargo-timing-*.html | head -n 1)
    echo "$c, unit by unit (start, duration in s):"
    python3 - "$report" <<'PY'
import json, re, sys
html = open(sys.argv[1]).read()
units = json.loads(re.search(r"const UNIT_DATA = (\[.*?\]);\n", html, re.S).group(1))
for u in sorted(units, key=lambda u: u["start"]):
    print(f"  {u['start']:6.2f} {u['duration']:6.2f}  {u['name']} {u['version']} {u.get('target', '')}")
PY
done
