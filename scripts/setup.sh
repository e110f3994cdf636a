#!/usr/bin/env bash
# Idempotent setup shared by the scripts: installs what a fresh machine lacks (the pinned
# toolchain, its Wasm target and components; protoc, OpenSSL's headers, clang) and picks the
# persistent target directory.
# Sourced, not run.

set -euo pipefail

TOOLCHAIN=$(sed -n 's/^channel *= *"\(.*\)"/\1/p' "$(dirname "${BASH_SOURCE[0]}")/../rust-toolchain.toml")

if ! command -v rustup >/dev/null 2>&1; then
    echo "rustup is required (https://rustup.rs)" >&2
    exit 1
fi

# RUSTUP_AUTO_INSTALL=0 on these machines: install explicitly, and only what is missing.
if ! rustup toolchain list | grep -q "^$TOOLCHAIN"; then
    rustup toolchain install "$TOOLCHAIN" --profile minimal
fi
installed_targets=$(rustup +"$TOOLCHAIN" target list --installed)
grep -qx wasm32v1-none <<<"$installed_targets" || rustup +"$TOOLCHAIN" target add wasm32v1-none
installed_components=$(rustup +"$TOOLCHAIN" component list --installed)
for component in rust-src rustfmt clippy; do
    grep -q "^$component" <<<"$installed_components" || rustup +"$TOOLCHAIN" component add "$component"
done

# The node's networking dependency compiles protobuf definitions (protoc) and links OpenSSL
# (litep2p's WebRTC): the system's, found through pkg-config, rather than a copy that openssl-sys
# would otherwise compile from source (about 5 minutes of a cold build on 2 cores).
missing=()
command -v protoc >/dev/null 2>&1 || missing+=(protobuf-compiler)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists openssl; } || missing+=(libssl-dev)
# The C++ of the build (binaryen, which substrate-wasm-builder runs on the runtime's Wasm, and cxx)
# compiles with clang: binaryen's build script is the longest unit of a cold build (about 15
# minutes with g++ on 2 cores), and clang compiles its files in about 30% less time. Only when
# the caller has not chosen a C++ compiler.
[ -n "${CXX:-}" ] || command -v clang++ >/dev/null 2>&1 || missing+=(clang)
# scripts/network.sh (the test command's last step) drives the nodes from Python.
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
    as_root=""
    [ "$(id -u)" -eq 0 ] || as_root="sudo"
    $as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq "${missing[@]}"
fi
export OPENSSL_NO_VENDOR=1
export CXX="${CXX:-clang++}"

# Clippy lints the workspace's crates while they compile (scripts/rustc-wrapper.sh says which,
# and why not all), with warnings as errors: every script builds with this, so that their builds
# share one set of artifacts.
EC_CLIPPY_DRIVER="$(rustup +"$TOOLCHAIN" which clippy-driver)"
export EC_CLIPPY_DRIVER
export RUSTC_WORKSPACE_WRAPPER="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/rustc-wrapper.sh"
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"

# One persistent target directory outside the checkout, so repeated runs (and CI on the same
# machine) are incremental.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/ec-target}"
# substrate-wasm-builder looks for Cargo.lock above the target directory; point it at the checkout
# so that the runtime Wasm builds with the locked versions.
export WASM_BUILD_WORKSPACE_HINT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The benchmarking build (node and runtime with `runtime-benchmarks`: `benchmark pallet`, the
# decode-only and upstream comparison variants) has its own target directory: it is a different
# node, and substrate-wasm-builder writes the runtime Wasm of both builds to the same path.
export EC_BENCH_TARGET_DIR="${EC_BENCH_TARGET_DIR:-$CARGO_TARGET_DIR-bench}"
