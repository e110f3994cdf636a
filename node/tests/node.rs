//! The node's tests, one test binary with a module per subject (one binary, because each would
//! link the node's dependencies again):
//!
//! - `e2e`: dev nodes on loopback ports, extrinsics submitted with subxt, in both runtime
//!   profiles;
//! - `groth16_cli`: `ec-node groth16 verify` and `encode` on the snarkjs and gnark fixtures;
//! - `host_functions`: what each runtime profile imports, and that it needs the host functions;
//! - `tx_cli`: what `ec-node call` and `ec-node runtime-upgrade` refuse before they connect.

#[path = "node/e2e.rs"]
mod e2e;
#[path = "node/groth16_cli.rs"]
mod groth16_cli;
#[path = "node/host_functions.rs"]
mod host_functions;
#[path = "node/tx_cli.rs"]
mod tx_cli;

/// One test at a time uses the cores: the end-to-end tests compare block build times with
/// weights, which a second node, a Wasm compilation or an `ec-node` process on the same 2 cores
/// would distort. Every test of this binary takes it (`blocking_lock` outside an async runtime).
static CORES: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Where wasmtime keeps the machine code it compiles from the runtimes (`ec-node
/// --wasm-cache-dir`, `WasmExecutor::with_cache_path`), shared by every node and executor of
/// these tests and kept between runs: each profile's runtime is compiled once (about half a
/// minute on 2 cores) rather than at every node's start. Entries are keyed by the runtime's bytes
/// and wasmtime's settings, so a changed runtime is compiled again.
fn wasm_cache() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("wasm-cache")
}
