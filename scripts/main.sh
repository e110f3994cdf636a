#!/usr/bin/env bash
# The main job: builds and starts the development node (one node, a block every second, JSON-RPC
# on 127.0.0.1:9944), whose runtime calls the elliptic_curves host functions. Extra arguments go
# to the node. Stop it with Ctrl-C.
#
# This is the node a chain would ship: no `runtime-benchmarks`, no benchmarking host functions or
# comparison variants. It is built by exactly what the test command builds (same packages, same
# features), so whichever of the two runs second only links.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/progress.sh

# A cold build takes about 40 minutes on 2 cores: a progress line every 100 crates.
cargo_progress build cargo test --release --workspace --locked --no-run
exec "$CARGO_TARGET_DIR/release/ec-node" --dev "$@"
