//! The node's tests, one test binary with a module per subject (one binary, because each would
//! link the node's dependencies again):
//!
//! - `e2e`: dev nodes on loopback ports, extrinsics submitted with subxt, in both runtime
//!   profiles;
//! - `groth16_cli`: `ec-node groth16 verify` and `encode` on the snarkjs and gnark fixtures;
//! - `host_functions`: what each runtime profile imports, and that it needs the host functions.

#[path = "node/e2e.rs"]
mod e2e;
#[path = "node/groth16_cli.rs"]
mod groth16_cli;
#[path = "node/host_functions.rs"]
mod host_functions;

/// One test at a time uses the cores: the end-to-end tests compare block build times with
/// weights, which a second node, a Wasm compilation or an `ec-node` process on the same 2 cores
/// would distort. Every test of this binary takes it (`blocking_lock` outside an async runtime).
static CORES: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
