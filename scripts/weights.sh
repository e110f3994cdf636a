#!/usr/bin/env bash
# Regenerates a pallet's weights.rs with frame-benchmarking: every benchmark of the pallet, run
# on the runtime Wasm by the node's `benchmark pallet`, written through scripts/weight-template.hbs.
#   ./scripts/weights.sh [pallet_ec_benchmarks|pallet_groth16_verifier]   (default: both)
# STEPS and REPEAT may be overridden from the environment.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/progress.sh

pallets=(${@:-pallet_ec_benchmarks pallet_groth16_verifier})
progress_begin "weights.sh ${pallets[*]}" $((1 + ${#pallets[@]}))
# The benchmarking node, in its own target directory (scripts/setup.sh).
progress_step "building the benchmarking node"
CARGO_TARGET_DIR="$EC_BENCH_TARGET_DIR" cargo_progress bench-build \
    cargo build --release --locked -p ec-node --features runtime-benchmarks
for pallet in "${pallets[@]}"; do
    progress_step "benchmark pallet $pallet"
    dir="pallets/${pallet#pallet_}"
    dir="${dir//_/-}"
    # One thread for the host side: sp-crypto-ec-utils' std feature switches arkworks' rayon
    # parallelism on in every benchmarking build, while production nodes (without it) run the
    # host functions on one thread, which is what the weights must reflect.
    RAYON_NUM_THREADS=1 "$EC_BENCH_TARGET_DIR/release/ec-node" benchmark pallet \
        --chain dev \
        --pallet "$pallet" \
        --extrinsic '*' \
        --steps "${STEPS:-2}" \
        --repeat "${REPEAT:-3}" \
        --wasm-execution compiled \
        --template scripts/weight-template.hbs \
        --output "$dir/src/weights.rs"
done
progress_end
