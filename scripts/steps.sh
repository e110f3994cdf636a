#!/usr/bin/env bash
# Where the parachain profile (`rfc163`) spends a ring-VRF verification and the production
# verifier's Groth16 calls (BLS12-381, BN254, one public input; `verify`, and `verify_batch` of
# 16 proofs), step by step, measured in the node: the benchmarking pallet's `*_steps_*`
# benchmarks, run with the benchmarking node that `scripts/weights.sh` builds. Prints each step's
# median and what it adds to the step before.
# REPEAT=N sets the runs per step (default 7).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh >/dev/null
node="$EC_BENCH_TARGET_DIR/release/ec-node"
[ -x "$node" ] || { echo "no benchmarking node at $node: run scripts/weights.sh first" >&2; exit 2; }
json=$(mktemp -d)
trap 'rm -rf "$json"' EXIT
run() {
    local extrinsics=$1 steps=$2
    # One host thread, as production nodes run the host functions (scripts/weights.sh).
    RAYON_NUM_THREADS=1 "$node" benchmark pallet --chain dev --pallet pallet_ec_benchmarks \
        --extrinsic "$extrinsics" --steps "$steps" --repeat "${REPEAT:-7}" \
        --wasm-execution compiled --json-file "$json/$steps.json" >/dev/null 2>&1
    python3 scripts/steps.py "$json/$steps.json"
}
run ring_vrf_steps_rfc163 7
run groth16_steps_bls12_381_rfc163,groth16_steps_bn254_rfc163 8
run groth16_batch_steps_bls12_381_rfc163,groth16_batch_steps_bn254_rfc163 5
