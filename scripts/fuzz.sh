#!/usr/bin/env bash
# Runs every fuzz target of `fuzz/` (ec-fuzz) under libFuzzer: decode, msm_mul, validate,
# pairing, groth16, groth16_commitments, fields, towers, bls_signature. Usage: ./scripts/fuzz.sh [seconds per target, default 60] [target…]
#
# Built on the pinned stable toolchain with libFuzzer's coverage instrumentation (the flags
# cargo-fuzz passes, without a sanitizer), debug assertions and overflow checks, into its own
# target directory. Corpora persist in $CARGO_TARGET_DIR/../ec-fuzz-corpus. Prints each target's
# executions and the total; exits non-zero on the first crash (its input is in fuzz/artifacts/).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(decode msm_mul validate pairing groth16 groth16_commitments fields towers bls_signature)

fuzz_target_dir="$CARGO_TARGET_DIR/../ec-fuzz-target"
corpus_root="$CARGO_TARGET_DIR/../ec-fuzz-corpus"
export RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cdebug-assertions -Coverflow-checks"
echo "building the fuzz targets (instrumented; the first build takes a few minutes)" >&2
# An explicit --target keeps the instrumentation off build scripts and proc macros.
host=$(rustc -vV | sed -n 's/^host: //p')
cargo build --release --locked -p ec-fuzz --features libfuzzer --bins --target "$host" \
    --target-dir "$fuzz_target_dir"

mkdir -p fuzz/artifacts
total=0
for target in "${targets[@]}"; do
    corpus="$corpus_root/$target"
    mkdir -p "$corpus"
    log=$(mktemp)
    echo "fuzzing $target for ${seconds}s" >&2
    if ! "$fuzz_target_dir/$host/release/$target" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="fuzz/artifacts/$target-" -max_len=4096 "$corpus" >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        echo "$target: crash; input in fuzz/artifacts/" >&2
        exit 1
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    echo "$target: ${runs:-0} executions in ${seconds}s"
    total=$((total + ${runs:-0}))
    rm -f "$log"
done
echo "total: $total executions"
