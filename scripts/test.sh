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
source scripts/progress.sh

# Seconds each step took on a cold run on 2 cores (2026-11-26), for the estimate on a fresh machine.
progress_begin test.sh 7 1 1277 182 3151 6 796 33

progress_step "rustfmt"
cargo fmt --all --check
# Lints need no runtime Wasm (SKIP_WASM_BUILD), and must not write one.
progress_step "clippy, production build"
SKIP_WASM_BUILD=1 cargo_progress clippy cargo clippy --release --workspace --all-targets --locked -- -D warnings
progress_step "clippy, the pallets with runtime-benchmarks"
SKIP_WASM_BUILD=1 cargo_progress clippy-benchmarks cargo clippy --release --locked --all-targets \
    -p pallet-ec-benchmarks -p pallet-groth16-verifier \
    --features pallet-ec-benchmarks/runtime-benchmarks,pallet-groth16-verifier/runtime-benchmarks \
    -- -D warnings
# This builds the runtime's Wasm in both profiles (ark-substrate and ec-groth16 without std, with
# and without the Rfc163 hooks), so the runtime side's no_std build is checked here too.
progress_step "tests, production build (the main job's node and runtime Wasm in both profiles)"
cargo_progress build cargo test --release --workspace --locked
# The runtime's Wasm in both profiles, as a parachain team would build it (only links now).
progress_step "scripts/runtime-wasm.sh dev and rfc163"
for profile in dev rfc163; do
    wasm=$(./scripts/runtime-wasm.sh "$profile" 2>/dev/null | tail -n 1)
    [ "$(head -c 4 "$wasm" | od -An -tx1 | tr -d ' \n')" = 0061736d ] ||
        { echo "runtime-wasm.sh $profile: $wasm is not a Wasm module" >&2; exit 1; }
    echo "runtime-wasm.sh $profile: $wasm" >&2
done
progress_step "tests of the pallets with runtime-benchmarks (their benchmarks run as tests)"
cargo_progress test-benchmarks cargo test --release --locked -p pallet-ec-benchmarks -p pallet-groth16-verifier \
    --features pallet-ec-benchmarks/runtime-benchmarks,pallet-groth16-verifier/runtime-benchmarks
# The on-chain demo (the README's), on a node of its own: every fixture must come out as expected.
progress_step "scripts/demo.sh"
./scripts/demo.sh
progress_end
