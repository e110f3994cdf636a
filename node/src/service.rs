//! The node service: a Wasm executor with the project's host functions, manual-seal authoring on
//! a timer, and JSON-RPC.

use ec_runtime::opaque::Block;
use sc_service::{error::Error as ServiceError, Configuration, TaskManager};
use sp_runtime::traits::Block as BlockT;
use std::{sync::Arc, time::Duration};

/// Host functions of the executor: Substrate's own, the `elliptic_curves` interface, and
/// RFC-0163's elliptic-curve functions (`ec_host_primitives::rfc163`: the same results as
/// polkadot-sdk's `sp-crypto-ec-utils`, on one thread), which the runtime's parachain profile
/// (`--chain dev-rfc163`) imports instead. Without the functions its runtime
/// imports, a runtime does not even instantiate (its imports are unresolved).
#[cfg(not(feature = "runtime-benchmarks"))]
pub type HostFunctions = (
    sp_io::SubstrateHostFunctions,
    ec_host_primitives::HostFunctions,
    ec_host_primitives::rfc163::HostFunctionsRfc163,
);

/// Host functions of the executor; a runtime built with `runtime-benchmarks` also imports the
/// benchmarking interface.
#[cfg(feature = "runtime-benchmarks")]
pub type HostFunctions = (
    sp_io::SubstrateHostFunctions,
    ec_host_primitives::HostFunctions,
    ec_host_primitives::rfc163::HostFunctionsRfc163,
    frame_benchmarking::benchmarking::HostFunctions,
    ComparisonHostFunctions,
);

/// Host functions of the benchmarking pallet's comparison variants, which a `runtime-benchmarks`
/// runtime imports: the decode-only twins and polkadot-sdk's `sp-crypto-ec-utils` functions for
/// every curve it has (from the curve registry).
#[cfg(feature = "runtime-benchmarks")]
pub type ComparisonHostFunctions = (
    ec_bench_host::HostFunctions,
    ec_bench_host::upstream_host_functions!(),
);

/// Host functions that `benchmark pallet` adds to its own (Substrate's and benchmarking's).
#[cfg(feature = "runtime-benchmarks")]
pub type BenchmarkHostFunctions = (
    ec_host_primitives::HostFunctions,
    ec_host_primitives::rfc163::HostFunctionsRfc163,
    ComparisonHostFunctions,
);

/// The client type.
pub type FullClient = sc_service::TFullClient<
    Block,
    ec_runtime::RuntimeApi,
    sc_executor::WasmExecutor<HostFunctions>,
>;
type FullBackend = sc_service::TFullBackend<Block>;
type FullSelectChain = sc_consensus::LongestChain<FullBackend, Block>;
type TransactionPool = sc_transaction_pool::TransactionPoolHandle<Block, FullClient>;

/// The parts needed by the subcommands and by the full node.
pub type Service = sc_service::PartialComponents<
    FullClient,
    FullBackend,
    FullSelectChain,
    sc_consensus::DefaultImportQueue<Block>,
    TransactionPool,
    (),
>;

/// Builds the client, backend, pool and import queue; wasmtime caches compiled runtimes in
/// `wasm_cache` when given (`--wasm-cache-dir`).
pub fn new_partial(
    config: &Configuration,
    wasm_cache: Option<std::path::PathBuf>,
) -> Result<Service, ServiceError> {
    // `sc_service::new_wasm_executor`, with the cache.
    let heap = config.executor.default_heap_pages.map_or(
        sc_executor::DEFAULT_HEAP_ALLOC_STRATEGY,
        |pages| sc_executor::HeapAllocStrategy::Static {
            extra_pages: pages as _,
        },
    );
    let builder = sc_executor::WasmExecutor::<HostFunctions>::builder()
        .with_execution_method(config.executor.wasm_method)
        .with_onchain_heap_alloc_strategy(heap)
        .with_offchain_heap_alloc_strategy(heap)
        .with_max_runtime_instances(config.executor.max_runtime_instances)
        .with_runtime_cache_size(config.executor.runtime_cache_size);
    let executor = match wasm_cache {
        Some(dir) => builder.with_cache_path(dir),
        None => builder,
    }
    .build();
    let (client, backend, keystore_container, task_manager) = sc_service::new_full_parts::<
        Block,
        ec_runtime::RuntimeApi,
        _,
    >(
        config, None, executor, Vec::new()
    )?;
    let client = Arc::new(client);
    let select_chain = sc_consensus::LongestChain::new(backend.clone());
    let transaction_pool = Arc::from(
        sc_transaction_pool::Builder::new(
            task_manager.spawn_essential_handle(),
            client.clone(),
            config.role.is_authority().into(),
        )
        .with_options(config.transaction_pool.clone())
        .with_prometheus(config.prometheus_registry())
        .build(),
    );
    let import_queue = sc_consensus_manual_seal::import_queue(
        Box::new(client.clone()),
        &task_manager.spawn_essential_handle(),
        config.prometheus_registry(),
    );
    Ok(sc_service::PartialComponents {
        client,
        backend,
        task_manager,
        import_queue,
        keystore_container,
        select_chain,
        transaction_pool,
        other: (),
    })
}

/// Starts a full node that seals a block every `block_time`, wasmtime caching compiled runtimes
/// in `wasm_cache` when given.
pub fn new_full<Network: sc_network::NetworkBackend<Block, <Block as BlockT>::Hash>>(
    config: Configuration,
    block_time: Duration,
    wasm_cache: Option<std::path::PathBuf>,
) -> Result<TaskManager, ServiceError> {
    let sc_service::PartialComponents {
        client,
        backend,
        mut task_manager,
        import_queue,
        keystore_container,
        select_chain,
        transaction_pool,
        other: (),
    } = new_partial(&config, wasm_cache)?;

    let net_config = sc_network::config::FullNetworkConfiguration::<
        Block,
        <Block as BlockT>::Hash,
        Network,
    >::new(
        &config.network,
        config
            .prometheus_config
            .as_ref()
            .map(|cfg| cfg.registry.clone()),
    );
    let metrics = Network::register_notification_metrics(
        config.prometheus_config.as_ref().map(|cfg| &cfg.registry),
    );
    let (network, system_rpc_tx, tx_handler_controller, sync_service, _bitswap) =
        sc_service::build_network(sc_service::BuildNetworkParams {
            config: &config,
            net_config,
            client: client.clone(),
            transaction_pool: transaction_pool.clone(),
            spawn_handle: task_manager.spawn_handle(),
            spawn_essential_handle: task_manager.spawn_essential_handle(),
            import_queue,
            block_announce_validator_builder: None,
            warp_sync_config: None,
            block_relay: None,
            metrics,
            gap_sync_body_policy: None,
        })?;

    let rpc_builder = {
        let (client, pool) = (client.clone(), transaction_pool.clone());
        Box::new(move |_| {
            crate::rpc::create_full(crate::rpc::FullDeps {
                client: client.clone(),
                pool: pool.clone(),
            })
            .map_err(Into::into)
        })
    };
    let prometheus_registry = config.prometheus_registry().cloned();
    sc_service::spawn_tasks(sc_service::SpawnTasksParams {
        network,
        client: client.clone(),
        keystore: keystore_container.keystore(),
        task_manager: &mut task_manager,
        transaction_pool: transaction_pool.clone(),
        rpc_builder,
        backend,
        system_rpc_tx,
        tx_handler_controller,
        sync_service,
        config,
        telemetry: None,
        tracing_execute_block: None,
    })?;

    let proposer = sc_basic_authorship::ProposerFactory::new(
        task_manager.spawn_handle(),
        client.clone(),
        transaction_pool.clone(),
        prometheus_registry.as_ref(),
        None,
    );

    // Seal a block, empty or not, every `block_time`.
    let (mut sink, commands) = futures::channel::mpsc::channel(16);
    task_manager
        .spawn_handle()
        .spawn("block-timer", None, async move {
            loop {
                futures_timer::Delay::new(block_time).await;
                let command = sc_consensus_manual_seal::EngineCommand::SealNewBlock {
                    create_empty: true,
                    finalize: true,
                    parent_hash: None,
                    sender: None,
                };
                // A full channel means authoring lags behind the timer; skip this tick.
                let _ = sink.try_send(command);
            }
        });
    let authorship =
        sc_consensus_manual_seal::run_manual_seal(sc_consensus_manual_seal::ManualSealParams {
            block_import: client.clone(),
            env: proposer,
            client,
            pool: transaction_pool,
            select_chain,
            commands_stream: Box::pin(commands),
            consensus_data_provider: None,
            create_inherent_data_providers: move |_, ()| async move {
                Ok(sp_timestamp::InherentDataProvider::from_system_time())
            },
        });
    task_manager
        .spawn_essential_handle()
        .spawn_blocking("manual-seal", None, authorship);
    Ok(task_manager)
}
