#!/usr/bin/env bash
# Verifies Groth16 proofs on every pairing curve through the host-function path (called natively)
# and compares with plain arkworks.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

cargo run --release --locked -p ark-substrate --example groth16_demo
