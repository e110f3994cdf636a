#!/usr/bin/env bash
# Builds the runtime's Wasm in one of its profiles and prints the path of the uncompressed
# `.wasm` file as the last line of its output (everything else goes to standard error):
#
#   ./scripts/runtime-wasm.sh dev      the default profile: the `elliptic_curves` host functions
#   ./scripts/runtime-wasm.sh rfc163   the parachain profile: RFC-0163's host functions, plain Wasm
#                                      for the rest (docs/integration.md, "Which path for which chain")
#   ./scripts/runtime-wasm.sh polkadot the Polkadot profile: no curve host function, arkworks over
#                                      fields shaped for Wasm (for a parachain of Polkadot today)
#   ./scripts/runtime-wasm.sh next     the default profile as its next spec version, the runtime
#                                      scripts/network.sh upgrades its chain to
#
# The runtime's build script builds these four Wasm files (substrate-wasm-builder, in the
# persistent target directory), with the production feature set, as the test command does.
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    dev) blob=ec_runtime ;;
    rfc163) blob=ec_runtime_rfc163.rs ;;
    polkadot) blob=ec_runtime_polkadot.rs ;;
    next) blob=ec_runtime_next.rs ;;
    *)
        echo "usage: $0 dev|rfc163|polkadot|next" >&2
        exit 2
        ;;
esac

source scripts/setup.sh >&2
# The build of the test command and the main job, so that after either this only links.
cargo test --release --workspace --locked --no-run 1>&2
wasm="$CARGO_TARGET_DIR/release/wbuild/ec-runtime/$blob.wasm"
if [ ! -f "$wasm" ]; then
    echo "the build did not write $wasm" >&2
    exit 1
fi
echo "$wasm"
