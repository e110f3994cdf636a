//! `ec-node`: a development node whose Wasm executor has the `elliptic_curves` host functions.

// The error types are sc-cli's and sc-service's, whose size the node does not choose.
#![allow(clippy::result_large_err)]

mod call;
mod chain_spec;
mod cli;
mod command;
mod groth16;
mod proof_calls;
mod rpc;
mod service;
mod submit;
mod tx;
mod upgrade;

fn main() -> sc_cli::Result<()> {
    command::run()
}
