#!/usr/bin/env bash
# The main job: builds and starts the development node (one node, a block every second, JSON-RPC
# on 127.0.0.1:9944), whose runtime calls the elliptic_curves host functions. Extra arguments go
# to the node. Stop it with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

cargo build --release --locked -p ec-node --features "$EC_FEATURES"
exec "$CARGO_TARGET_DIR/release/ec-node" --dev "$@"
