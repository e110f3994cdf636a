#!/usr/bin/env bash
# Runs every check of the project: formatting, clippy, the no_std/Wasm build of the runtime side,
# and all tests (unit, conformance, pallet, runtime host-function checks and the dev-node
# end-to-end test). Everything builds in the release profile.
#
# Two feature sets. The production build (without `runtime-benchmarks`: what `scripts/main.sh`
# runs and a chain ships) is linted, built and tested whole; its test build is the main job's
# build, and it tests all three hook sets of ark-substrate (natively the `Rfc163` hooks call the
# node's RFC-0163 functions, whose outputs known answers freeze). The pallets are also linted and
# tested with `runtime-benchmarks` (their benchmarks run once as tests). The benchmarking node
# itself is built by scripts/bench.sh and scripts/weights.sh, in their own target directory.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

step() { echo "== test.sh: $1 ($(( SECONDS / 60 )) min $(( SECONDS % 60 )) s elapsed)" >&2; }

step "1/6 rustfmt"
cargo fmt --all --check
# Lints need no runtime Wasm (SKIP_WASM_BUILD), and must not write one.
step "2/6 clippy, production build"
SKIP_WASM_BUILD=1 cargo clippy --release --workspace --all-targets --locked -- -D warnings
step "3/6 clippy, the pallets with runtime-benchmarks"
SKIP_WASM_BUILD=1 cargo clippy --release --locked --all-targets \
    -p pallet-ec-benchmarks -p pallet-groth16-verifier \
    --features pallet-ec-benchmarks/runtime-benchmarks,pallet-groth16-verifier/runtime-benchmarks \
    -- -D warnings
# This builds the runtime's Wasm in both profiles (ark-substrate and ec-groth16 without std, with
# and without the Rfc163 hooks), so the runtime side's no_std build is checked here too.
step "4/6 tests, production build (the main job's node and runtime Wasm in both profiles)"
cargo test --release --workspace --locked
# The runtime's Wasm in both profiles, as a parachain team would build it (only links now).
step "5/6 scripts/runtime-wasm.sh dev and rfc163"
for profile in dev rfc163; do
    wasm=$(./scripts/runtime-wasm.sh "$profile" 2>/dev/null | tail -n 1)
    [ "$(head -c 4 "$wasm" | od -An -tx1 | tr -d ' \n')" = 0061736d ] ||
        { echo "runtime-wasm.sh $profile: $wasm is not a Wasm module" >&2; exit 1; }
    echo "runtime-wasm.sh $profile: $wasm" >&2
done
step "6/6 tests of the pallets with runtime-benchmarks (their benchmarks run as tests)"
cargo test --release --locked -p pallet-ec-benchmarks -p pallet-groth16-verifier \
    --features pallet-ec-benchmarks/runtime-benchmarks,pallet-groth16-verifier/runtime-benchmarks
step "done"
