//! Command line.

/// The node's command line.
#[derive(Debug, clap::Parser)]
pub struct Cli {
    #[command(subcommand)]
    pub subcommand: Option<Subcommand>,

    #[clap(flatten)]
    pub run: sc_cli::RunCmd,

    /// Milliseconds between blocks (the node seals a block, empty or not, at this interval).
    #[arg(long, default_value_t = 1000)]
    pub block_time_ms: u64,

    /// A directory where wasmtime keeps the machine code it compiles from a runtime, so that the
    /// next start (of this node, or of another given the same directory) loads it instead of
    /// compiling again: about half a minute for this project's runtime on 2 cores. Entries are
    /// keyed by the runtime's bytes and the compiler's settings. Without it, nothing is written.
    /// With it, the dev chains' genesis state is built with the cache too (also by
    /// `export-chain-spec --raw`).
    #[arg(long, value_name = "PATH", global = true)]
    pub wasm_cache_dir: Option<std::path::PathBuf>,

    /// Execute blocks with Substrate's host functions alone, without this project's (the
    /// `elliptic_curves` interface) and RFC-0163's: as a node that knows nothing of them, such
    /// as a Polkadot validator, runs a parachain's runtime. The Polkadot profile's runtime
    /// (`--chain local-polkadot`) runs so; the other profiles' do not instantiate, and the node
    /// refuses their chains with an error naming the missing function.
    #[arg(long)]
    pub substrate_host_functions_only: bool,
}

/// Subcommands.
#[derive(Debug, clap::Subcommand)]
#[allow(clippy::large_enum_variant)]
pub enum Subcommand {
    /// Key management.
    #[command(subcommand)]
    Key(sc_cli::KeySubcommand),
    /// Export the chain specification.
    ExportChainSpec(sc_cli::ExportChainSpecCmd),
    /// Remove the whole chain.
    PurgeChain(sc_cli::PurgeChainCmd),
    /// Groth16 files (arkworks, snarkjs, gnark): verify with the runtime's code, or encode
    /// the verifier pallet's calls.
    #[command(subcommand)]
    Groth16(crate::groth16::Groth16Cmd),
    /// Sign and submit any call of this node's runtime, given as SCALE call data (hex); waits
    /// until its block is finalised. Exit status: 0 the call succeeded, 1 it failed (the error
    /// printed), 2 bad input or connection (with a message).
    Call(crate::call::CallCmd),
    /// A forkless runtime upgrade: `Sudo.sudo(System.set_code)` with a Wasm file, signed by the
    /// sudo key (`//Alice` on the dev and local chains); waits until the chain runs the new
    /// spec version. Exit status: 0 upgraded, 2 otherwise (with a message).
    RuntimeUpgrade(crate::upgrade::UpgradeCmd),
    /// Runtime benchmarks (`benchmark pallet` writes `weights.rs`); benchmarking build only.
    #[cfg(feature = "runtime-benchmarks")]
    #[command(subcommand)]
    Benchmark(frame_benchmarking_cli::BenchmarkCmd),
}
