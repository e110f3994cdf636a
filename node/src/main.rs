//! `ec-node`: a development node whose Wasm executor has the `elliptic_curves` host functions.

mod chain_spec;
mod cli;
mod command;
mod rpc;
mod service;

fn main() -> sc_cli::Result<()> {
    command::run()
}
