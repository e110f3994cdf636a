#!/usr/bin/env bash
# Regenerates pallets/ec-benchmarks/src/weights.rs with frame-benchmarking: every benchmark of the
# pallet, run on the runtime Wasm by the node's `benchmark pallet`, written through the pallet's
# weight template. STEPS and REPEAT may be overridden from the environment.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

cargo build --release --locked -p ec-node --features "$EC_FEATURES"
# One thread for the host side: sp-crypto-ec-utils' std feature switches arkworks' rayon
# parallelism on in every benchmarking build, while production nodes (without it) run the host
# functions on one thread, which is what the weights must reflect.
RAYON_NUM_THREADS=1 "$CARGO_TARGET_DIR/release/ec-node" benchmark pallet \
    --chain dev \
    --pallet pallet_ec_benchmarks \
    --extrinsic '*' \
    --steps "${STEPS:-2}" \
    --repeat "${REPEAT:-3}" \
    --wasm-execution compiled \
    --template pallets/ec-benchmarks/weight-template.hbs \
    --output pallets/ec-benchmarks/src/weights.rs
