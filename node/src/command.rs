//! Dispatch of the command line.

use crate::{
    chain_spec,
    cli::{Cli, Subcommand},
    service,
};
use sc_cli::SubstrateCli;
use std::time::Duration;

impl SubstrateCli for Cli {
    fn impl_name() -> String {
        "EC development node".into()
    }

    // The crate's version alone, not the git commit: a version that followed the commit would
    // make every commit recompile and relink the node (two minutes of every test run).
    fn impl_version() -> String {
        env!("CARGO_PKG_VERSION").into()
    }

    fn description() -> String {
        env!("CARGO_PKG_DESCRIPTION").into()
    }

    fn author() -> String {
        env!("CARGO_PKG_AUTHORS").into()
    }

    fn support_url() -> String {
        "https://github.com/".into()
    }

    fn copyright_start_year() -> i32 {
        2026
    }

    fn load_spec(&self, id: &str) -> Result<Box<dyn sc_service::ChainSpec>, String> {
        let named = chain_spec::Chain::from_id(id);
        // With a wasm cache, a running node (and `export-chain-spec --raw`) builds the genesis
        // state itself, with the cache; sc-chain-spec's own builder would compile the runtime
        // again at every start.
        let build_genesis = match &self.subcommand {
            None => true,
            Some(Subcommand::ExportChainSpec(cmd)) => cmd.raw,
            Some(_) => false,
        };
        Ok(match (named, &self.wasm_cache_dir) {
            (Some((chain, profile)), Some(cache)) if build_genesis => {
                Box::new(chain_spec::named_built(chain, profile, cache)?)
            }
            (Some((chain, profile)), _) => Box::new(chain_spec::named(chain, profile)?),
            (None, _) => Box::new(chain_spec::ChainSpec::from_json_file(
                std::path::PathBuf::from(id),
            )?),
        })
    }
}

/// Parses and runs the command line.
pub fn run() -> sc_cli::Result<()> {
    let cli = Cli::from_args();
    match &cli.subcommand {
        Some(Subcommand::Key(cmd)) => cmd.run(&cli),
        Some(Subcommand::Groth16(cmd)) => std::process::exit(cmd.run()),
        Some(Subcommand::RuntimeUpgrade(cmd)) => std::process::exit(cmd.run()),
        Some(Subcommand::Call(cmd)) => std::process::exit(cmd.run()),
        Some(Subcommand::ExportChainSpec(cmd)) => cmd.run(cli.load_spec(&cmd.chain)?),
        Some(Subcommand::PurgeChain(cmd)) => {
            let runner = cli.create_runner(cmd)?;
            runner.sync_run(|config| cmd.run(config.database))
        }
        #[cfg(feature = "runtime-benchmarks")]
        Some(Subcommand::Benchmark(cmd)) => {
            let runner = cli.create_runner(cmd)?;
            match cmd {
                frame_benchmarking_cli::BenchmarkCmd::Pallet(cmd) => runner.sync_run(|config| {
                    cmd.run_with_spec::<sp_runtime::traits::HashingFor<ec_runtime::opaque::Block>, service::BenchmarkHostFunctions>(
                        Some(config.chain_spec),
                    )
                }),
                _ => Err("only `benchmark pallet` is supported by this node".into()),
            }
        }
        None => {
            let runner = cli.create_runner(&cli.run)?;
            let block_time = Duration::from_millis(cli.block_time_ms);
            let wasm_cache = cli.wasm_cache_dir.clone();
            let substrate_only = cli.substrate_host_functions_only;
            runner.run_node_until_exit(|config| async move {
                match config.network.network_backend {
                    sc_network::config::NetworkBackendType::Libp2p => {
                        service::new_full::<sc_network::NetworkWorker<_, _>>(
                            config,
                            block_time,
                            wasm_cache,
                            substrate_only,
                        )
                    }
                    sc_network::config::NetworkBackendType::Litep2p => {
                        service::new_full::<sc_network::Litep2pNetworkBackend>(
                            config,
                            block_time,
                            wasm_cache,
                            substrate_only,
                        )
                    }
                }
                .map_err(sc_cli::Error::Service)
            })
        }
    }
}
