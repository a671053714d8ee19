#!/usr/bin/env bash
# The explorer's WebAssembly (chess-lut-explorer: the crate compiled for wasm32-unknown-unknown),
# which `chess-lut explore` carries into its page. It is built here and committed as
# cli/src/explore/chess_lut_explorer.wasm, so that the command builds and its page works on any
# toolchain, with or without the wasm32 target, and from its published package, where the
# explorer's sources are not. The build is reproducible: one pinned toolchain, paths remapped,
# so that the file is a function of the sources alone, and `--check` proves the committed file
# is what the sources build (CI runs it, and so does the test
# `the_shipped_webassembly_is_what_the_sources_build` in cli/tests/explorer/).
#
# Usage: scripts/explorer_wasm.sh           rebuild the committed file from the sources
#        scripts/explorer_wasm.sh --check   exit 1 if the committed file is not what they build
#        scripts/explorer_wasm.sh --print-toolchain
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

# The toolchain the committed file is built with: another rustc writes other bytes. Moving it
# on means rebuilding the file in the same commit.
toolchain=1.95.0
target=wasm32-unknown-unknown
shipped=cli/src/explore/chess_lut_explorer.wasm

case "${1:-}" in
"") mode=write ;;
--check) mode=check ;;
--print-toolchain)
    echo "$toolchain"
    exit 0
    ;;
*)
    echo "usage: scripts/explorer_wasm.sh [--check | --print-toolchain]" >&2
    exit 2
    ;;
esac

if ! rustup run "$toolchain" rustc --print target-libdir --target "$target" >/dev/null 2>&1 ||
    [ ! -d "$(rustup run "$toolchain" rustc --print target-libdir --target "$target")" ]; then
    echo "error: the explorer's WebAssembly is built with Rust $toolchain and its $target target:" \
        "rustup toolchain install $toolchain --profile minimal --target $target" >&2
    exit 3
fi

cargo_home=${CARGO_HOME:-$HOME/.cargo}
# Nothing of the caller's build reaches this one: its flags are for its own target, and its
# target directory is its own (the build below has one of its own, under the caller's target).
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS RUSTC RUSTC_WRAPPER \
    RUSTC_WORKSPACE_WRAPPER CARGO_BUILD_TARGET CARGO_TARGET_DIR CARGO_BUILD_TARGET_DIR \
    CARGO_PROFILE_RELEASE_DEBUG CARGO_INCREMENTAL
target_dir=$root/target/explorer-wasm
# The paths rustc would write into panic messages: this checkout's and cargo's registry's.
# The remapped prefixes are checkout-independent, so the bytes are too.
export CARGO_ENCODED_RUSTFLAGS="--remap-path-prefix=$root=/chess-lut"$'\x1f'"--remap-path-prefix=$cargo_home=/cargo"
rustup run "$toolchain" cargo build --quiet --release --locked --target "$target" \
    -p chess-lut-explorer --target-dir "$target_dir" \
    --config 'profile.release.strip = true' --config 'profile.release.codegen-units = 1'
built=$target_dir/$target/release/chess_lut_explorer.wasm

if [ "$mode" = write ]; then
    cp "$built" "$shipped"
    echo "$shipped: $(wc -c <"$shipped") bytes, built with Rust $toolchain"
elif cmp -s "$built" "$shipped"; then
    echo "$shipped is what the sources build ($(wc -c <"$shipped") bytes, Rust $toolchain)"
else
    echo "error: $shipped is not what the sources build (built $(wc -c <"$built") bytes," \
        "shipped $(wc -c <"$shipped" 2>/dev/null || echo 0)): run scripts/regenerate.sh (or this" \
        "script) and commit the file" >&2
    exit 1
fi
