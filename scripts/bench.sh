#!/usr/bin/env bash
# The benchmark table in one command: regenerates docs/benchmarks/{results.json,README.md,chart.png}
# (and, from the same frame-benchmarking runs, the weights of both pallets, scripts/weights.sh).
#
# 1. builds the bare Wasm kernel;
# 2. scripts/weights.sh: builds the node (with `runtime-benchmarks`) and runs `ec-node benchmark
#    pallet` over the benchmarking pallet in the runtime Wasm (columns normal, optimized, dummy,
#    upstream, rfc163; the empty host call) and over the production verifier in both runtime
#    profiles (the verifier's rows), regenerating their weights;
# 3. criterion: the same operations natively and in the kernel under wasmtime (native,
#    native_unchecked, wasm);
# 4. `report`: merges them into the three outputs.
# REPEAT (default 3) sets the node's repetitions. Took 96 minutes on 2 cores (2026-11-26: the
# node's build 20, the benchmarking pallet 50, the verifier in both runtimes 8, criterion 16).
#
# The polkadot column (the Polkadot profile: no curve host function) is the benchmarking
# pallet's `Host` variant run in that profile's runtime, whose hooks are `WasmArkworks`: what a
# parachain of Polkadot today runs.
#
# `./scripts/bench.sh --verifier-only`: the production verifier's rows alone (its benchmarks in
# the three runtime profiles, which regenerates its weights, and ark-groth16's native
# verification), every other row kept as docs/benchmarks/results.json has it; the table's
# machine line says which rows came from which run. About 20 minutes with the node built.
#
# `./scripts/bench.sh --wasm-columns`: that, and the columns computed in the runtime's Wasm
# (normal, rfc163, polkadot: the benchmarking pallet's `Arkworks`, `Rfc163` and `Host` variants,
# all three in the Polkadot profile's runtime) with the native columns, in one run; optimized,
# dummy, upstream and the bare kernel's wasm column kept as results.json has them. About 60
# minutes with the node built.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

# pallet_in_polkadot_runtime OUTPUT VARIANT...: the benchmarking pallet's table benchmarks (every
# row's and the ring VRF's) of the given variants, run in the Polkadot profile's runtime, their
# measurements to OUTPUT (JSON). No weights are written: that runtime ships no benchmarking
# pallet.
pallet_in_polkadot_runtime() {
    local output=$1
    shift
    local node="$EC_BENCH_TARGET_DIR/release/ec-node"
    local wasm="$EC_BENCH_TARGET_DIR/release/wbuild/ec-runtime/ec_runtime_polkadot.rs.compact.compressed.wasm"
    local suffixes
    suffixes=$(IFS='|'; echo "$*")
    local extrinsics
    extrinsics=$("$node" benchmark pallet --list=all --no-csv-header --runtime "$wasm" \
        --genesis-builder runtime 2>/dev/null |
        sed -n 's/^pallet_ec_benchmarks, //p' | grep -E "_($suffixes)\$" | paste -sd, -)
    [ -n "$extrinsics" ] || { echo "no benchmark of $* in $wasm" >&2; exit 1; }
    # One host thread, as scripts/weights.sh.
    RAYON_NUM_THREADS=1 "$node" benchmark pallet \
        --runtime "$wasm" --genesis-builder runtime \
        --pallet pallet_ec_benchmarks --extrinsic "$extrinsics" \
        --steps "${STEPS:-2}" --repeat "${REPEAT:-3}" --wasm-execution compiled \
        --json-file "$output"
}


FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
if [ ! -f "$FONT" ]; then
    as_root=""
    [ "$(id -u)" -eq 0 ] || as_root="sudo"
    $as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq fonts-dejavu-core
fi

# The machine line of the table: processor, cores, memory, kernel, compiler, date.
machine() {
    local cpu memory
    cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1)
    memory=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)
    echo "$cpu, $(nproc) cores, $memory, Linux $(uname -r), $(rustc --version | cut -d' ' -f1-2), $(date -u +%Y-%m-%d)"
}

if [ "${1:-}" = "--verifier-only" ] || [ "${1:-}" = "--wasm-columns" ]; then
    mode=$1
    RAW="$CARGO_TARGET_DIR/ec-bench-${mode#--}"
    rm -rf "$RAW"
    mkdir -p "$RAW"
    EC_BENCH_JSON_DIR="$RAW" ./scripts/weights.sh pallet_groth16_verifier
    native='^native/pallet_verify'
    columns=()
    if [ "$mode" = --wasm-columns ]; then
        pallet_in_polkadot_runtime "$RAW/pallet_ec_benchmarks_polkadot.json" arkworks host rfc163
        native='^native'
        columns=(--wasm-columns "$RAW/pallet_ec_benchmarks_polkadot.json")
    fi
    CRITERION_HOME="$RAW/criterion" RAYON_NUM_THREADS=1 \
        cargo bench --locked -p ec-benches --bench columns -- "$native"
    export EC_BENCH_MACHINE="$(machine)"
    export EC_BENCH_COMMAND="./scripts/bench.sh $mode"
    export EC_BENCH_FONT="$FONT"
    cargo run --release --locked -p ec-benches --bin report -- --verifier-only \
        docs/benchmarks/results.json "${columns[@]}" "$RAW/pallet_groth16_verifier.json" \
        "$RAW/pallet_groth16_verifier_rfc163.json" "$RAW/pallet_groth16_verifier_polkadot.json" \
        "$RAW/criterion" docs/benchmarks
    exit 0
fi

RAW="$CARGO_TARGET_DIR/ec-bench"
KERNEL="$CARGO_TARGET_DIR/wasm32v1-none/release/ec_wasm_kernel.wasm"
mkdir -p "$RAW"
source scripts/progress.sh
progress_begin bench.sh 5

progress_step "building the bare Wasm kernel"
# `substrate_runtime` as for the runtime: the kernel calls no host function, so it has no imports.
CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" \
    cargo build --release --locked -p ec-wasm-kernel --target wasm32v1-none --no-default-features

progress_step "scripts/weights.sh: the benchmarking node, both pallets' benchmarks in the runtime Wasm"
rm -f "$RAW"/*.json
EC_BENCH_JSON_DIR="$RAW" ./scripts/weights.sh

progress_step "the polkadot column: the benchmarking pallet's Host variant in the Polkadot profile's runtime"
pallet_in_polkadot_runtime "$RAW/pallet_ec_benchmarks_polkadot.json" host

progress_step "criterion: native, native_unchecked and bare-Wasm columns"
rm -rf "$RAW/criterion"
CRITERION_HOME="$RAW/criterion" EC_WASM_KERNEL="$KERNEL" RAYON_NUM_THREADS=1 \
    cargo bench --locked -p ec-benches --bench columns

progress_step "report: results.json, README.md, chart.png"
export EC_BENCH_MACHINE="$(machine)"
export EC_BENCH_COMMAND="./scripts/bench.sh"
export EC_BENCH_FONT="$FONT"
cargo run --release --locked -p ec-benches --bin report -- \
    "$RAW/pallet_ec_benchmarks.json" --polkadot "$RAW/pallet_ec_benchmarks_polkadot.json" \
    "$RAW/pallet_groth16_verifier.json" \
    "$RAW/pallet_groth16_verifier_rfc163.json" "$RAW/pallet_groth16_verifier_polkadot.json" \
    "$RAW/criterion" docs/benchmarks
progress_end
