#!/usr/bin/env bash
# Runs every check of the project: formatting, lints, the no_std/Wasm build of the runtime side,
# and all tests (unit, conformance, pallet, runtime host-function checks and the dev-node
# end-to-end test). Everything builds in the release profile.
#
# Lints are part of the builds (scripts/setup.sh: the workspace's crates are compiled by
# clippy-driver with warnings denied), so the production build below is the one the main job
# runs. Two feature sets: the production build (without `runtime-benchmarks`: what
# `scripts/main.sh` runs and a chain ships) is built, linted and tested whole; then the pallets
# are built, linted and tested with `runtime-benchmarks` (their benchmarks run once as tests).
# The benchmarking node itself is built by scripts/bench.sh and scripts/weights.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

step() { echo "== test.sh: $1 ($(( SECONDS / 60 )) min elapsed)" >&2; }

step "1/4 rustfmt"
cargo fmt --all --check
# The runtime side must build for the runtime's target, without std.
step "2/4 no_std build of ark-substrate and ec-groth16 for wasm32v1-none"
CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" \
    cargo build --release --locked -p ark-substrate -p ec-groth16 --no-default-features --target wasm32v1-none
step "3/4 production build (the main job's node and runtime Wasm): lints and tests"
cargo test --release --workspace --locked
step "4/4 the pallets with runtime-benchmarks: lints and tests"
cargo test --release --locked -p pallet-ec-benchmarks -p pallet-groth16-verifier \
    --features pallet-ec-benchmarks/runtime-benchmarks,pallet-groth16-verifier/runtime-benchmarks
step "done"
