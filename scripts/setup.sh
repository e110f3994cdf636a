#!/usr/bin/env bash
# Idempotent setup shared by scripts/main.sh and scripts/test.sh: installs what a fresh machine
# lacks (the pinned toolchain, its Wasm target and components) and picks the persistent target
# directory. Sourced, not run.

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

# One persistent target directory outside the checkout, so repeated runs (and CI on the same
# machine) are incremental.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/ec-target}"
