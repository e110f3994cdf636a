//! The node service: a Wasm executor with the project's host functions, consensus, and
//! JSON-RPC. The chain's type picks the consensus: a `Development` chain (`--dev`) is one node
//! sealing a block on a timer (manual seal); any other (`--chain local`) is a network whose
//! validators author with Aura and finalise with GRANDPA, as in Substrate's solochain template.

use ec_runtime::opaque::Block;
use sc_client_api::BlockBackend;
use sc_service::{error::Error as ServiceError, ChainType, Configuration, TaskManager};
use sc_transaction_pool_api::OffchainTransactionPoolFactory;
use sp_consensus_aura::sr25519::{AuthorityId as AuraId, AuthorityPair as AuraPair};
use sp_runtime::traits::Block as BlockT;
use std::{sync::Arc, time::Duration};

/// Host functions of the executor: Substrate's own, the `elliptic_curves` interface as a
/// production node serves it (without the `modular_*` functions only the benchmarking build's
/// runtime calls, `ec_host_primitives::production::BENCHMARKING_ONLY`), and RFC-0163's
/// elliptic-curve functions (`ec_host_primitives::rfc163`: the same results as
/// polkadot-sdk's `sp-crypto-ec-utils`, on one thread), which the runtime's parachain profile
/// (`--chain dev-rfc163`) imports instead. Without the functions its runtime
/// imports, a runtime does not even instantiate (its imports are unresolved).
#[cfg(not(feature = "runtime-benchmarks"))]
pub type HostFunctions = (
    sp_io::SubstrateHostFunctions,
    ec_host_primitives::ProductionHostFunctions,
    ec_host_primitives::rfc163::HostFunctionsRfc163,
);

/// Host functions of the executor; a runtime built with `runtime-benchmarks` also imports the
/// benchmarking interface, and every `elliptic_curves` function.
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

/// The node's executor: with every host function of [`HostFunctions`], or
/// (`--substrate-host-functions-only`) with Substrate's alone, as a node that knows nothing of
/// this project runs a runtime: a Polkadot validator, for a parachain's. A runtime that imports
/// a function the executor lacks does not instantiate, so such a node executes the Polkadot
/// profile's runtime and refuses the others', from their genesis on.
#[derive(Clone)]
pub enum Executor {
    /// [`HostFunctions`].
    Full(sc_executor::WasmExecutor<HostFunctions>),
    /// `sp_io::SubstrateHostFunctions` alone.
    SubstrateOnly(sc_executor::WasmExecutor<sp_io::SubstrateHostFunctions>),
}

impl sp_core::traits::ReadRuntimeVersion for Executor {
    fn read_runtime_version(
        &self,
        wasm_code: &[u8],
        ext: &mut dyn sp_core::traits::Externalities,
    ) -> Result<Vec<u8>, String> {
        match self {
            Executor::Full(e) => e.read_runtime_version(wasm_code, ext),
            Executor::SubstrateOnly(e) => e.read_runtime_version(wasm_code, ext),
        }
    }
}

impl sp_core::traits::CodeExecutor for Executor {
    type Error = sc_executor::error::Error;

    fn call(
        &self,
        ext: &mut dyn sp_core::traits::Externalities,
        runtime_code: &sp_core::traits::RuntimeCode,
        method: &str,
        data: &[u8],
        context: sp_core::traits::CallContext,
    ) -> (Result<Vec<u8>, Self::Error>, bool) {
        match self {
            Executor::Full(e) => e.call(ext, runtime_code, method, data, context),
            Executor::SubstrateOnly(e) => e.call(ext, runtime_code, method, data, context),
        }
    }
}

impl sc_executor::RuntimeVersionOf for Executor {
    fn runtime_version(
        &self,
        ext: &mut dyn sp_core::traits::Externalities,
        runtime_code: &sp_core::traits::RuntimeCode,
    ) -> sc_executor::error::Result<sc_executor::RuntimeVersion> {
        match self {
            Executor::Full(e) => e.runtime_version(ext, runtime_code),
            Executor::SubstrateOnly(e) => e.runtime_version(ext, runtime_code),
        }
    }
}

/// The client type.
pub type FullClient = sc_service::TFullClient<Block, ec_runtime::RuntimeApi, Executor>;
type FullBackend = sc_service::TFullBackend<Block>;
type FullSelectChain = sc_consensus::LongestChain<FullBackend, Block>;
type TransactionPool = sc_transaction_pool::TransactionPoolHandle<Block, FullClient>;

/// The block import of a network chain: GRANDPA's, which sees every imported block's
/// authority-set changes and imports justifications, timed ([`TimedImport`]).
type GrandpaBlockImport = TimedImport<
    sc_consensus_grandpa::GrandpaBlockImport<FullBackend, Block, FullClient, FullSelectChain>,
>;

/// The log target of [`TimedImport`]'s lines (`-l ec-import=debug` shows them).
const IMPORT_LOG_TARGET: &str = "ec-import";

/// A block import that logs how long each block took (at debug level, target `ec-import`): for a
/// block from the network that is its execution on this node's executor and the writing of its
/// state, the time a block's weight must cover. `scripts/network.sh` compares the slowest with
/// the block's weight.
#[derive(Clone)]
pub struct TimedImport<I>(I);

#[async_trait::async_trait]
impl<I: sc_consensus::BlockImport<Block> + Send + Sync> sc_consensus::BlockImport<Block>
    for TimedImport<I>
{
    type Error = I::Error;

    async fn check_block(
        &self,
        block: sc_consensus::BlockCheckParams<Block>,
    ) -> Result<sc_consensus::ImportResult, Self::Error> {
        self.0.check_block(block).await
    }

    async fn import_block(
        &self,
        block: sc_consensus::BlockImportParams<Block>,
    ) -> Result<sc_consensus::ImportResult, Self::Error> {
        use sp_runtime::traits::Header as _;
        let number = *block.header.number();
        let hash = block.post_hash();
        let origin = block.origin;
        let started = std::time::Instant::now();
        let result = self.0.import_block(block).await;
        log::debug!(
            target: IMPORT_LOG_TARGET,
            "block #{number} {hash:?} imported in {} us (origin {origin:?}, ok {})",
            started.elapsed().as_micros(),
            result.is_ok(),
        );
        result
    }
}

/// Blocks between two justifications that GRANDPA keeps (and a syncing node imports): as in
/// Substrate's templates.
const GRANDPA_JUSTIFICATION_PERIOD: u32 = 512;

/// The consensus [`new_partial`] set up for the chain.
pub enum Consensus {
    /// A `Development` chain: manual seal, whose import queue checks nothing.
    ManualSeal,
    /// Aura authoring and GRANDPA finality: Aura's import queue (which checks each block's slot
    /// and its author's seal) feeding GRANDPA's block import, and GRANDPA's half of the link to
    /// its voter.
    AuraGrandpa {
        /// The block import (Aura's authoring imports its own blocks through it too).
        block_import: Box<GrandpaBlockImport>,
        /// What the voter needs from the import.
        link: Box<sc_consensus_grandpa::LinkHalf<Block, FullClient, FullSelectChain>>,
    },
}

/// The parts needed by the subcommands and by the full node.
pub type Service = sc_service::PartialComponents<
    FullClient,
    FullBackend,
    FullSelectChain,
    sc_consensus::DefaultImportQueue<Block>,
    TransactionPool,
    Consensus,
>;

/// Builds the client, backend, pool and import queue; wasmtime caches compiled runtimes in
/// `wasm_cache` when given (`--wasm-cache-dir`); with `substrate_only`, the executor has
/// Substrate's host functions alone ([`Executor`]).
pub fn new_partial(
    config: &Configuration,
    wasm_cache: Option<std::path::PathBuf>,
    substrate_only: bool,
) -> Result<Service, ServiceError> {
    // `sc_service::new_wasm_executor`, with the cache.
    let heap = config.executor.default_heap_pages.map_or(
        sc_executor::DEFAULT_HEAP_ALLOC_STRATEGY,
        |pages| sc_executor::HeapAllocStrategy::Static {
            extra_pages: pages as _,
        },
    );
    macro_rules! executor {
        ($functions:ty) => {{
            let builder = sc_executor::WasmExecutor::<$functions>::builder()
                .with_execution_method(config.executor.wasm_method)
                .with_onchain_heap_alloc_strategy(heap)
                .with_offchain_heap_alloc_strategy(heap)
                .with_max_runtime_instances(config.executor.max_runtime_instances)
                .with_runtime_cache_size(config.executor.runtime_cache_size);
            match wasm_cache {
                Some(dir) => builder.with_cache_path(dir),
                None => builder,
            }
            .build()
        }};
    }
    let executor = if substrate_only {
        Executor::SubstrateOnly(executor!(sp_io::SubstrateHostFunctions))
    } else {
        Executor::Full(executor!(HostFunctions))
    };
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
    let (import_queue, consensus) = if config.chain_spec.chain_type() == ChainType::Development {
        let import_queue = sc_consensus_manual_seal::import_queue(
            Box::new(client.clone()),
            &task_manager.spawn_essential_handle(),
            config.prometheus_registry(),
        );
        (import_queue, Consensus::ManualSeal)
    } else {
        let (grandpa_import, link) = sc_consensus_grandpa::block_import(
            client.clone(),
            GRANDPA_JUSTIFICATION_PERIOD,
            &client,
            select_chain.clone(),
            None,
        )?;
        let block_import = TimedImport(grandpa_import.clone());
        let slot_client = client.clone();
        let import_queue = sc_consensus_aura::import_queue::<AuraPair, _, _, _, _, _>(
            sc_consensus_aura::ImportQueueParams {
                block_import: block_import.clone(),
                justification_import: Some(Box::new(grandpa_import)),
                client: client.clone(),
                create_inherent_data_providers: move |parent, ()| {
                    let client = slot_client.clone();
                    async move { aura_inherent_data(&client, parent) }
                },
                spawner: &task_manager.spawn_essential_handle(),
                registry: config.prometheus_registry(),
                check_for_equivocation: Default::default(),
                telemetry: None,
                compatibility_mode: Default::default(),
            },
        )?;
        let consensus = Consensus::AuraGrandpa {
            block_import: Box::new(block_import),
            link: Box::new(link),
        };
        (import_queue, consensus)
    };
    Ok(sc_service::PartialComponents {
        client,
        backend,
        task_manager,
        import_queue,
        keystore_container,
        select_chain,
        transaction_pool,
        other: consensus,
    })
}

/// The inherent data of a block built, or checked, now on `parent`: the wall clock's time and
/// the Aura slot it falls in.
fn aura_inherent_data(
    client: &FullClient,
    parent: <Block as BlockT>::Hash,
) -> Result<
    (
        sp_consensus_aura::inherents::InherentDataProvider,
        sp_timestamp::InherentDataProvider,
    ),
    Box<dyn std::error::Error + Send + Sync>,
> {
    let slot_duration = sc_consensus_aura::standalone::slot_duration_at(client, parent)?;
    let timestamp = sp_timestamp::InherentDataProvider::from_system_time();
    let slot = sp_consensus_aura::inherents::InherentDataProvider::from_timestamp_and_slot_duration(
        *timestamp,
        slot_duration,
    );
    Ok((slot, timestamp))
}

/// Starts a full node, wasmtime caching compiled runtimes in `wasm_cache` when given. On a
/// `Development` chain it seals a block every `block_time`; on another, a validator (`--validator`
/// or a dev flag such as `--alice`) authors in its Aura slots, and every node runs a GRANDPA
/// voter (it votes only with a GRANDPA key in its keystore) unless `--no-grandpa`.
pub fn new_full<Network: sc_network::NetworkBackend<Block, <Block as BlockT>::Hash>>(
    config: Configuration,
    block_time: Duration,
    wasm_cache: Option<std::path::PathBuf>,
    substrate_only: bool,
) -> Result<TaskManager, ServiceError> {
    let sc_service::PartialComponents {
        client,
        backend,
        mut task_manager,
        import_queue,
        keystore_container,
        select_chain,
        transaction_pool,
        other: consensus,
    } = new_partial(&config, wasm_cache, substrate_only)?;

    let mut net_config = sc_network::config::FullNetworkConfiguration::<
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
    // GRANDPA's gossip: a notification protocol named after the genesis hash.
    let grandpa_protocol = match consensus {
        Consensus::ManualSeal => None,
        Consensus::AuraGrandpa { .. } => {
            let genesis = client
                .block_hash(0)
                .ok()
                .flatten()
                .ok_or_else(|| ServiceError::Other("the genesis block is missing".into()))?;
            let name = sc_consensus_grandpa::protocol_standard_name(&genesis, &config.chain_spec);
            let (protocol_config, notifications) =
                sc_consensus_grandpa::grandpa_peers_set_config::<_, Network>(
                    name.clone(),
                    metrics.clone(),
                    net_config.peer_store_handle(),
                );
            net_config.add_notification_protocol(protocol_config);
            Some((name, notifications))
        }
    };
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
    let role = config.role;
    let force_authoring = config.force_authoring;
    let enable_grandpa = !config.disable_grandpa;
    let node_name = config.network.node_name.clone();
    sc_service::spawn_tasks(sc_service::SpawnTasksParams {
        network: network.clone(),
        client: client.clone(),
        keystore: keystore_container.keystore(),
        task_manager: &mut task_manager,
        transaction_pool: transaction_pool.clone(),
        rpc_builder,
        backend,
        system_rpc_tx,
        tx_handler_controller,
        sync_service: sync_service.clone(),
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

    let (block_import, link) = match consensus {
        Consensus::ManualSeal => {
            start_manual_seal(
                &task_manager,
                client,
                transaction_pool,
                select_chain,
                proposer,
                block_time,
            )?;
            return Ok(task_manager);
        }
        Consensus::AuraGrandpa { block_import, link } => (block_import, link),
    };

    if role.is_authority() {
        let slot_duration = sc_consensus_aura::slot_duration::<AuraId, _, _>(&*client)?;
        let slot_client = client.clone();
        let aura = sc_consensus_aura::start_aura::<AuraPair, _, _, _, _, _, _, _, _, _, _>(
            sc_consensus_aura::StartAuraParams {
                slot_duration,
                client: client.clone(),
                select_chain,
                block_import: *block_import,
                proposer_factory: proposer,
                create_inherent_data_providers: move |parent, ()| {
                    let client = slot_client.clone();
                    async move { aura_inherent_data(&client, parent) }
                },
                force_authoring,
                backoff_authoring_blocks: None::<()>,
                keystore: keystore_container.keystore(),
                sync_oracle: sync_service.clone(),
                justification_sync_link: sync_service.clone(),
                // The author builds for two thirds of the slot at most.
                block_proposal_slot_portion: sc_consensus_aura::SlotProportion::new(2f32 / 3f32),
                max_block_proposal_slot_portion: None,
                telemetry: None,
                compatibility_mode: Default::default(),
            },
        )?;
        task_manager
            .spawn_essential_handle()
            .spawn_blocking("aura", Some("block-authoring"), aura);
    }

    if let (true, Some((protocol_name, notification_service))) = (enable_grandpa, grandpa_protocol)
    {
        // A node that is not a validator runs the voter too, without keys: it follows the
        // votes and imports justifications (Substrate's templates do the same).
        let keystore = role.is_authority().then(|| keystore_container.keystore());
        let voter = sc_consensus_grandpa::run_grandpa_voter(sc_consensus_grandpa::GrandpaParams {
            config: sc_consensus_grandpa::Config {
                gossip_duration: Duration::from_millis(333),
                justification_generation_period: GRANDPA_JUSTIFICATION_PERIOD,
                name: Some(node_name),
                observer_enabled: false,
                keystore,
                local_role: role,
                telemetry: None,
                protocol_name,
            },
            link: *link,
            network,
            sync: sync_service,
            notification_service,
            voting_rule: sc_consensus_grandpa::VotingRulesBuilder::default().build(),
            prometheus_registry,
            shared_voter_state: sc_consensus_grandpa::SharedVoterState::empty(),
            telemetry: None,
            offchain_tx_pool_factory: OffchainTransactionPoolFactory::new(transaction_pool),
        })?;
        task_manager
            .spawn_essential_handle()
            .spawn_blocking("grandpa-voter", None, voter);
    }
    Ok(task_manager)
}

/// Seals a block, empty or not, every `block_time`, and finalises it at once. Each block takes
/// the Aura slot after its parent's, with the timestamp at that slot's start (so blocks follow
/// Aura's rules: one per slot, the timestamp in the slot), however short `block_time` is.
fn start_manual_seal(
    task_manager: &TaskManager,
    client: Arc<FullClient>,
    pool: Arc<TransactionPool>,
    select_chain: FullSelectChain,
    proposer: sc_basic_authorship::ProposerFactory<TransactionPool, FullClient>,
    block_time: Duration,
) -> Result<(), ServiceError> {
    // An error, not the panic of `AuraConsensusDataProvider::new`, when the runtime cannot say.
    let slot_duration = sc_consensus_aura::slot_duration::<AuraId, _, _>(&*client)?;
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
                match sink.try_send(command) {
                    Ok(()) => {}
                    // Authoring stopped (the node is shutting down): so does the timer.
                    Err(e) if e.is_disconnected() => break,
                    // A full channel: authoring lags behind the timer; skip this tick.
                    Err(_) => {}
                }
            }
        });
    let slot_client = client.clone();
    let authorship =
        sc_consensus_manual_seal::run_manual_seal(sc_consensus_manual_seal::ManualSealParams {
            block_import: client.clone(),
            env: proposer,
            client,
            pool,
            select_chain,
            commands_stream: Box::pin(commands),
            consensus_data_provider: Some(Box::new(
                sc_consensus_manual_seal::consensus::aura::AuraConsensusDataProvider::new_with_slot_duration(
                    slot_duration,
                ),
            )),
            create_inherent_data_providers: move |_, ()| {
                let client = slot_client.clone();
                async move {
                    sc_consensus_manual_seal::consensus::timestamp::SlotTimestampProvider::new_aura(
                        client,
                    )
                    .map_err(Into::into)
                }
            },
        });
    task_manager
        .spawn_essential_handle()
        .spawn_blocking("manual-seal", None, authorship);
    Ok(())
}
