#!/usr/bin/env bash
# Regenerates the pallets' weights with frame-benchmarking: every benchmark of the pallet, run on
# the runtime Wasm by the node's `benchmark pallet`, written through scripts/weight-template.hbs.
#   ./scripts/weights.sh [pallet_ec_benchmarks|pallet_groth16_verifier]   (default: both)
# For pallet_groth16_verifier also the parachain and Polkadot profiles' weights: the same
# benchmarks on each profile's runtime Wasm (`--runtime`), written as the runtime's
# `node/runtime/src/{rfc163,polkadot}_weights.rs` (frame-benchmarking's default template: an
# implementation of the pallet's `WeightInfo`).
# STEPS and REPEAT may be overridden from the environment; with EC_BENCH_JSON_DIR set, each run's
# measurements also go to `$EC_BENCH_JSON_DIR/<pallet>[_rfc163|_polkadot].json` (scripts/bench.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/progress.sh

pallets=(${@:-pallet_ec_benchmarks pallet_groth16_verifier})
# A step for the build, one a pallet, two more for the verifier's profiles.
steps=$((1 + ${#pallets[@]}))
[[ " ${pallets[*]} " != *" pallet_groth16_verifier "* ]] || steps=$((steps + 2))
progress_begin "weights.sh ${pallets[*]}" "$steps"
# The benchmarking node, in its own target directory (scripts/setup.sh).
progress_step "building the benchmarking node"
CARGO_TARGET_DIR="$EC_BENCH_TARGET_DIR" cargo_progress bench-build \
    cargo build --release --locked -p ec-node --features runtime-benchmarks
# The parachain and Polkadot profiles' runtimes, built with `runtime-benchmarks` beside the
# default one.
profile_wasm() {
    echo "$EC_BENCH_TARGET_DIR/release/wbuild/ec-runtime/ec_runtime_$1.rs.compact.compressed.wasm"
}

# benchmark NAME OUTPUT [ARGS...]: every benchmark of $pallet, weights to OUTPUT.
benchmark() {
    local name=$1 output=$2
    shift 2
    local json=()
    [ -z "${EC_BENCH_JSON_DIR:-}" ] || json=(--json-file "$EC_BENCH_JSON_DIR/$name.json")
    # One thread for the host side: sp-crypto-ec-utils' std feature switches arkworks' rayon
    # parallelism on in every benchmarking build, while production nodes (without it) run the
    # host functions on one thread, which is what the weights must reflect.
    RAYON_NUM_THREADS=1 "$EC_BENCH_TARGET_DIR/release/ec-node" benchmark pallet \
        "$@" \
        --pallet "$pallet" \
        --extrinsic '*' \
        --steps "${STEPS:-2}" \
        --repeat "${REPEAT:-3}" \
        --wasm-execution compiled \
        --output "$output" \
        "${json[@]}"
}

for pallet in "${pallets[@]}"; do
    progress_step "benchmark pallet $pallet"
    dir="pallets/${pallet#pallet_}"
    dir="${dir//_/-}"
    benchmark "$pallet" "$dir/src/weights.rs" --chain dev --template scripts/weight-template.hbs
    # The benchmarking pallet's comparison variants' weights to `comparison_weights.rs`, which
    # only its `comparison` build compiles.
    [ "$pallet" != pallet_ec_benchmarks ] || python3 scripts/split-weights.py "$dir/src/weights.rs"
    if [ "$pallet" = pallet_groth16_verifier ]; then
        for profile in rfc163 polkadot; do
            progress_step "benchmark pallet $pallet in the $profile profile's runtime"
            benchmark "${pallet}_$profile" "node/runtime/src/${profile}_weights.rs" \
                --runtime "$(profile_wasm "$profile")" --genesis-builder runtime
        done
    fi
done
progress_end
