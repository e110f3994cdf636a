#!/usr/bin/env bash
# The workspace's compiler wrapper (RUSTC_WORKSPACE_WRAPPER, set by scripts/setup.sh for every
# script): cargo runs `rustc-wrapper.sh RUSTC ARGS…` for each of this workspace's crates. Most
# compile with clippy-driver, so each build also lints what it compiles (CLIPPY_ARGS holds the
# lint levels: warnings are errors), and the test command needs no separate check build of the
# ~930 dependencies (21 minutes cold on 2 cores).
#
# The library code whose speed is shipped or measured compiles with plain rustc: clippy-driver
# leaves a crate's MIR unoptimised (-Zmir-opt-level=0), which made the host functions about twice
# as slow. Those libraries are linted where their speed does not matter: scripts/test.sh builds
# the pallets with `runtime-benchmarks`, which depend on all of them, with EC_LINT_ALL=1.
# Crates outside this checkout (substrate-wasm-builder's generated runtime crate) compile as they
# are.
set -euo pipefail
rustc=$1
shift

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lint=1
case ${CARGO_MANIFEST_DIR:-} in
"$root" | "$root"/*) ;;
*) lint=0 ;;
esac
if [ -z "${EC_LINT_ALL:-}" ] && [[ " $* " == *" --crate-type lib "* ]]; then
    case ${CARGO_PKG_NAME:-} in
    ec-host-primitives | ark-substrate | ec-groth16 | ec-bench-ops | ec-bench-host) lint=0 ;;
    esac
fi

if [ "$lint" = 1 ]; then
    exec "${EC_CLIPPY_DRIVER:?scripts/setup.sh sets EC_CLIPPY_DRIVER}" "$rustc" "$@"
fi
exec "$rustc" "$@"
