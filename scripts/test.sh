#!/usr/bin/env bash
# Runs every check of the project: formatting, clippy, the no_std/Wasm build of the runtime side,
# and all tests (unit, conformance, pallet, runtime host-function checks and the dev-node
# end-to-end test). Everything builds in the release profile with one feature set, once.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

cargo fmt --all --check
cargo clippy --release --workspace --all-targets --locked --features "$EC_FEATURES" -- -D warnings
# The runtime side must build for the runtime's target, without std.
CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" \
    cargo build --release --locked -p ark-substrate -p ec-groth16 --no-default-features --target wasm32v1-none
cargo test --release --workspace --locked --features "$EC_FEATURES"
