#!/usr/bin/env bash
# On-chain demo: the snarkjs and gnark fixtures' keys and proofs (groth16/fixtures), for every
# curve they cover, plus one tampered proof, submitted with `ec-node groth16 submit` to a dev node
# and verified by pallet-groth16-verifier; prints a table.
#
#   ./scripts/demo.sh                   builds the main job's node and starts a temporary one
#   ./scripts/demo.sh ws://127.0.0.1:9944   uses a running node (./scripts/main.sh)
#
# The block time column is the node's own time to build the block (from its log), so it is
# known only for a node this script started. Exit status 0 when every row came out as expected.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
source scripts/progress.sh

echo "== demo: building the node (what ./scripts/main.sh builds; only links when it has run)" >&2
cargo_progress build cargo test --release --workspace --locked --no-run
node="$CARGO_TARGET_DIR/release/ec-node"

# A loopback port nothing listens on.
free_port() {
    local port=$1
    while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
    echo "$port"
}

url="${1:-}"
log=""
work=$(mktemp -d)
pid=""
cleanup() {
    [ -z "$pid" ] || { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; }
    rm -rf "$work"
}
trap cleanup EXIT
if [ -z "$url" ]; then
    rpc=$(free_port 9944)
    p2p=$(free_port 30333)
    log="$work/node.log"
    echo "== demo: starting a dev node on ws://127.0.0.1:$rpc (log: $log)" >&2
    # The compiled runtime is kept in the target directory: a second demo starts in seconds.
    "$node" --dev --block-time-ms 500 --no-prometheus --no-telemetry --no-mdns --rpc-port "$rpc" \
        --listen-addr "/ip4/127.0.0.1/tcp/$p2p" --wasm-cache-dir "$CARGO_TARGET_DIR/wasm-cache" \
        2>"$log" &
    pid=$!
    url="ws://127.0.0.1:$rpc"
    for _ in $(seq 120); do
        (exec 3<>"/dev/tcp/127.0.0.1/$rpc") 2>/dev/null && break
        kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; echo "the node stopped" >&2; exit 1; }
        sleep 1
    done
fi

fixtures=groth16/fixtures
# A gnark BN254 proof with its first point negated (the compressed encoding's "largest y" flag
# flipped): a point of the curve, so the proof is well-formed and must fail verification.
first=$(head -c 1 "$fixtures/gnark/bn254/proof.bin" | od -An -tu1 | tr -d ' ')
{ printf "\\$(printf %o $((first ^ 0x40)))"; tail -c +2 "$fixtures/gnark/bn254/proof.bin"; } \
    >"$work/tampered.bin"

# name | vk | proof | public | expected exit status
cases=(
    "snarkjs/bn128|verification_key.json|proof.json|public.json|0"
    "snarkjs/bls12381|verification_key.json|proof.json|public.json|0"
    "gnark/bn254|vk.bin|proof.bin|public.json|0"
    "gnark/bls12_381|vk.bin|proof.bin|public.json|0"
    "gnark/bls12_377|vk.bin|proof.bin|public.json|0"
    "gnark/bw6_761|vk.bin|proof.bin|public.json|0"
    "gnark/bn254|vk.bin|$work/tampered.bin|public.json|1"
)

rows=()
failed=0
i=0
for case in "${cases[@]}"; do
    i=$((i + 1))
    IFS='|' read -r dir vk proof public expected <<<"$case"
    [[ "$proof" == /* ]] || proof="$fixtures/$dir/$proof"
    label=$dir
    [ "$expected" = 0 ] || label="$dir (tampered)"
    echo "== demo: $i/${#cases[@]} $label" >&2
    set +e
    out=$("$node" groth16 submit --url "$url" --vk "$fixtures/$dir/$vk" --proof "$proof" \
        --public "$fixtures/$dir/$public" 2>"$work/err")
    status=$?
    set -e
    printf '%s\n' "$out" | sed 's/^/    /' >&2
    sed 's/^/    /' "$work/err" >&2
    summary=$(printf '%s\n' "$out" | sed -n 's/^summary: //p' | tail -n 1)
    field() { printf '%s\n' "$summary" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
    curve=$(field curve)
    block=$(field block)
    block_ms="-"
    if [ -n "$log" ] && [ -n "$block" ]; then
        block_ms=$(sed -n "s/.*Prepared block for proposing at $block (\([0-9.]*\) ms).*/\1/p" \
            "$log" | tail -n 1)
        block_ms=${block_ms:--}
    fi
    case $status in
        0) result="verified" ;;
        1) result="rejected: invalid" ;;
        *) result="error ($status)" ;;
    esac
    [ "$status" = "$expected" ] || { failed=1; result="$result, UNEXPECTED"; }
    rows+=("| ${curve:--} | ${label} | ${result} | $(field weight_ms) | ${block_ms} |")
done

echo
echo "Groth16 proofs verified on chain by pallet-groth16-verifier ($url)"
echo
echo "| curve | fixture | result | weight charged (ms) | block time (ms) |"
echo "|---|---|---|---:|---:|"
printf '%s\n' "${rows[@]}"
exit $failed
