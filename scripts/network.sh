#!/usr/bin/env bash
# A local network of the node, driven and checked: three validators (Alice, Bob, Charlie; Aura
# and GRANDPA, `--chain local`) under a load of signed Groth16 verifications, a runtime upgrade
# (`sudo(set_code)`, on `--chain local`), one validator killed and started again under load, and a
# fresh node syncing from genesis across the upgrade; then every node's block hash and state root
# at every finalised height compared, and the slowest block import set against its weight. Prints
# a summary table; exits non-zero on any disagreement or failed check, and stops every node it
# started (also on Ctrl-C).
#
#   ./scripts/network.sh                          the default run: a few minutes
#   ./scripts/network.sh --chain local-polkadot   the runtime in another profile
#   ./scripts/network.sh --load 24 --blocks 300   more proofs, a longer chain before the sync
#
# The nodes' options are scripts/network.py's (`--help`). The node is the main job's build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/progress.sh

echo "== network: building the node (what ./scripts/main.sh builds; only links when it has run)" >&2
cargo_progress build cargo test --release --workspace --locked --no-run
# Eve's runtime (scripts/network.py): the Polkadot profile's build, or on that profile's chain
# the default profile's. Same answers, other weights: another state root.
canary=polkadot
upgrade=()
case " $* " in
    *" local-polkadot "* | *"=local-polkadot "*) canary=dev ;;
    *" local-rfc163 "* | *"=local-rfc163 "*) ;;
    # The runtime upgrade: the default profile's runtime as its next spec version, compressed
    # (the transaction carries it), built for the default profile's chain only; and the
    # benchmarking pallet's calls, which only that profile's production runtime has.
    *)
        next=$(./scripts/runtime-wasm.sh next 2>/dev/null | tail -n 1)
        upgrade=(--upgrade-wasm "${next%.wasm}.compact.compressed.wasm"
            --load-calls "$CARGO_TARGET_DIR/release/examples/load_calls")
        ;;
esac
wasm=$(./scripts/runtime-wasm.sh "$canary" 2>/dev/null | tail -n 1)
exec python3 scripts/network.py --node "$CARGO_TARGET_DIR/release/ec-node" \
    --wasm-cache "$CARGO_TARGET_DIR/wasm-cache" --canary-wasm "$wasm" "${upgrade[@]}" "$@"
