#!/usr/bin/env bash
# Runs every check of the project: formatting, clippy, the no_std/Wasm build of the runtime side,
# and all tests (unit, conformance, pallet, runtime host-function checks and the dev-node
# end-to-end test). Everything builds in the release profile.
#
# Two feature sets. The production build (without `runtime-benchmarks`: what `scripts/main.sh`
# runs and a chain ships) is linted, built and tested whole; its test build is the main job's
# build. The pallets are also linted and tested with `runtime-benchmarks` (their benchmarks run
# once as tests). The benchmarking node itself is built by scripts/bench.sh and
# scripts/weights.sh, in their own target directory.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

step() { echo "== test.sh: $1 ($(( SECONDS / 60 )) min elapsed)" >&2; }

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
# The runtime side must build for the runtime's target, without std.
step "4/6 no_std build of ark-substrate and ec-groth16 for wasm32v1-none"
CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" \
    cargo build --release --locked -p ark-substrate -p ec-groth16 --no-default-features --target wasm32v1-none
step "5/6 tests, production build (the main job's node and runtime Wasm)"
cargo test --release --workspace --locked
step "6/6 tests of the pallets with runtime-benchmarks (their benchmarks run as tests)"
cargo test --release --locked -p pallet-ec-benchmarks -p pallet-groth16-verifier \
    --features pallet-ec-benchmarks/runtime-benchmarks,pallet-groth16-verifier/runtime-benchmarks
step "done"
