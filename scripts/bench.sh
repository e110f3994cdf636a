#!/usr/bin/env bash
# The benchmark table in one command: regenerates docs/benchmarks/{results.json,README.md,chart.png}
# (and, from the same frame-benchmarking run, pallets/ec-benchmarks/src/weights.rs).
#
# 1. builds the node (with `runtime-benchmarks`) and the bare Wasm kernel;
# 2. `ec-node benchmark pallet`: every pallet benchmark in the runtime Wasm (columns normal,
#    optimized, dummy, upstream; the empty host call);
# 3. criterion: the same operations natively and in the kernel under wasmtime (native, wasm);
# 4. `report`: merges them into the three outputs.
# REPEAT (default 3) sets the node's repetitions. Took 56 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
if [ ! -f "$FONT" ]; then
    as_root=""
    [ "$(id -u)" -eq 0 ] || as_root="sudo"
    $as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq fonts-dejavu-core
fi

RAW="$CARGO_TARGET_DIR/ec-bench"
KERNEL="$CARGO_TARGET_DIR/wasm32v1-none/release/ec_wasm_kernel.wasm"
mkdir -p "$RAW"
source scripts/progress.sh
progress_begin bench.sh 5

# The benchmarking node, in its own target directory (scripts/setup.sh).
progress_step "building the benchmarking node"
CARGO_TARGET_DIR="$EC_BENCH_TARGET_DIR" cargo_progress bench-build \
    cargo build --release --locked -p ec-node --features runtime-benchmarks
progress_step "building the bare Wasm kernel"
# `substrate_runtime` as for the runtime: the kernel calls no host function, so it has no imports.
CARGO_TARGET_WASM32V1_NONE_RUSTFLAGS="--cfg substrate_runtime" \
    cargo build --release --locked -p ec-wasm-kernel --target wasm32v1-none --no-default-features

# One thread for the host side: sp-crypto-ec-utils' std feature switches arkworks' rayon
# parallelism on in every benchmarking build, while production nodes (without it) run the host
# functions on one thread, which is what the weights must reflect.
progress_step "benchmark pallet: every benchmark of pallet_ec_benchmarks in the runtime Wasm"
RAYON_NUM_THREADS=1 "$EC_BENCH_TARGET_DIR/release/ec-node" benchmark pallet \
    --chain dev \
    --pallet pallet_ec_benchmarks \
    --extrinsic '*' \
    --steps 2 \
    --repeat "${REPEAT:-3}" \
    --wasm-execution compiled \
    --template scripts/weight-template.hbs \
    --output pallets/ec-benchmarks/src/weights.rs \
    --json-file "$RAW/node.json"

progress_step "criterion: native and bare-Wasm columns"
rm -rf "$RAW/criterion"
CRITERION_HOME="$RAW/criterion" EC_WASM_KERNEL="$KERNEL" RAYON_NUM_THREADS=1 \
    cargo bench --locked -p ec-benches --bench columns

progress_step "report: results.json, README.md, chart.png"
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1)
memory=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)
export EC_BENCH_MACHINE="$cpu, $(nproc) cores, $memory, Linux $(uname -r), $(rustc --version | cut -d' ' -f1-2), $(date -u +%Y-%m-%d)"
export EC_BENCH_COMMAND="./scripts/bench.sh"
export EC_BENCH_FONT="$FONT"
cargo run --release --locked -p ec-benches --bin report -- "$RAW/node.json" "$RAW/criterion" docs/benchmarks
progress_end
