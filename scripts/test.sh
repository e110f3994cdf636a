#!/usr/bin/env bash
# Runs every check of the project: formatting, clippy, the no_std/Wasm build of the runtime side,
# and all tests (unit, conformance, pallet, runtime host-function checks and the dev-node
# end-to-end test). Everything builds in the release profile.
#
# Clippy lints the workspace's crates while they compile (scripts/setup.sh and
# scripts/rustc-wrapper.sh), with warnings as errors: each build below is also the lint of what
# it compiles.
#
# Two feature sets. The production build (without `runtime-benchmarks`: what `scripts/main.sh`
# runs and a chain ships) is built and tested whole, every target; its test build is the main
# job's build, and it tests all three hook sets of ark-substrate (natively the `Rfc163` hooks call
# the node's RFC-0163 functions, whose outputs known answers freeze). The pallets are also built
# and tested with `runtime-benchmarks` (their benchmarks run once as tests). The benchmarking node
# itself is built by scripts/bench.sh and scripts/weights.sh, in their own target directory.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/progress.sh

# Seconds each step took on a cold run on 2 cores (2026-12-06, 50bba6c, Intel Xeon VM), for the
# estimate on a fresh machine.
progress_begin test.sh 7 1 2581 471 4 658 20 90

progress_step "rustfmt"
cargo fmt --all --check
# This builds the runtime's Wasm in its three profiles (ark-substrate and ec-groth16 without std,
# with the Host, Rfc163 and WasmArkworks hooks), so the runtime side's no_std build is checked
# here too, and the default profile again as its next spec version (feature `next-spec-version`:
# the runtime upgrade of scripts/network.sh). The
# examples and the criterion benchmarks only compile (and so are linted); the tests run next.
# One build of every target (`--all-targets`), so that the benchmarks compile beside the node's
# last crates instead of after them. `cargo build`, not `cargo test --no-run`: with
# `--all-targets` the latter builds the examples as test harnesses, and the `cargo test` below
# then builds them again as programs (2 min 47 s of the cold run of 2026-12-06). This build's
# units are every one that the two `cargo test` runs below use. `--timings`: where a build's time
# went, in $CARGO_TARGET_DIR/cargo-timings.
progress_step "build and lint, production build (the main job's node; the runtime Wasm in three profiles and the upgrade's)"
cargo_progress build cargo build --release --workspace --locked --all-targets --timings
progress_step "tests, production build"
# arkworks' two large MSM templates (11 264 and 5 120 points against a naive sum, about a minute
# of this step) run on G1 and the twisted Edwards groups, not on G2: G2 has the scalar field of
# G1 of the same curve, and its MSM the same digit and bucket code (our Pippenger's, or blst's
# for BLS12-381); G2's own arithmetic in it is tested by the other templates (1 024 points) and
# against arkworks (ark-substrate's equivalence tests). Nor on BW6-761's G1: the 11 264-point
# one took 27 s there, the 5 120-point one 13 s (2026-12-07, the suite's third longest test),
# for the same digit and bucket code as every other G1's; its 1 024-point templates run.
cargo test --release --workspace --locked -- \
    --skip _g2::test_var_base_msm_mixed_scalars --skip _g2::test_var_base_msm_specialized \
    --skip bw6_761_g1::test_var_base_msm_mixed_scalars \
    --skip bw6_761_g1::test_var_base_msm_specialized
# ark-substrate's `vrf` and `p256` tests (ark-vrf's published vectors; every Wycheproof
# `ecdsa_secp256r1_sha256` vector and RIP-7212's) ran in the step above: the workspace turns both
# features on (the benchmarking pallet's operations use them). Here ark-vrf's benchmarks, once each.
cargo test --release --workspace --locked --features ark-substrate/vrf,ark-substrate/p256 \
    --bench vrf
# The runtime's Wasm in its three profiles, as a parachain team would build it (only links now).
progress_step "scripts/runtime-wasm.sh dev, rfc163 and polkadot"
for profile in dev rfc163 polkadot; do
    wasm=$(./scripts/runtime-wasm.sh "$profile" 2>/dev/null | tail -n 1)
    [ "$(head -c 4 "$wasm" | od -An -tx1 | tr -d ' \n')" = 0061736d ] ||
        { echo "runtime-wasm.sh $profile: $wasm is not a Wasm module" >&2; exit 1; }
    echo "runtime-wasm.sh $profile: $wasm" >&2
done
# EC_LINT_ALL: this build also lints the libraries that the others compile with plain rustc (the
# host functions, ark-substrate, ec-groth16 and the benchmarked operations:
# scripts/rustc-wrapper.sh).
# The benchmarking pallet's comparison variants (feature `comparison`, which only the benchmarking
# node's runtime turns on) are not in this build: their sp-crypto-ec-utils needs `std` natively,
# which compiles the whole arkworks stack again with `parallel` (5 to 6 minutes of a cold run).
# scripts/bench.sh and scripts/weights.sh build them and run their benchmarks; their pallet tests
# (`tests.rs` under `comparison`) are not run here. The hooks they run are: ark-substrate's
# equivalence tests cover `Rfc163`, and the node's end-to-end test the `rfc163` runtime. The
# libraries linted here still compile here: this build's host functions have no `executor`
# feature, so they and every crate above them are units apart from the production build's
# (`ec-bench-host`, which only the comparison variants depend on, is named for that).
progress_step "build, lint and tests of the pallets with runtime-benchmarks (their benchmarks run as tests)"
EC_LINT_ALL=1 cargo_progress test-benchmarks cargo test --release --locked \
    -p pallet-ec-benchmarks -p pallet-groth16-verifier -p ec-bench-host \
    --features pallet-ec-benchmarks/runtime-benchmarks,pallet-groth16-verifier/runtime-benchmarks
# The on-chain demo (the README's), on a node of its own: every fixture must come out as expected.
progress_step "scripts/demo.sh"
./scripts/demo.sh
# A short run of the local network (scripts/network.sh: three Aura/GRANDPA validators under a
# load of proofs, pairing checks, an MSM and a ring VRF; a runtime upgrade; one validator killed
# and started again under load; a fresh node syncing from genesis across the upgrade): it fails
# if any two nodes differ in a finalised block's hash or state root, or a check does not hold.
progress_step "scripts/network.sh, short"
./scripts/network.sh --load 6 --down 3 --blocks 12
progress_end
