//! JSON-RPC methods beyond the defaults: account nonces (`system_accountNextIndex`).

use ec_runtime::{opaque::Block, AccountId, Nonce};
use jsonrpsee::RpcModule;
use sc_transaction_pool_api::TransactionPool;
use sp_api::ProvideRuntimeApi;
use sp_block_builder::BlockBuilder;
use sp_blockchain::{Error as BlockChainError, HeaderBackend, HeaderMetadata};
use std::sync::Arc;

/// Dependencies of the RPC methods.
pub struct FullDeps<C, P> {
    pub client: Arc<C>,
    pub pool: Arc<P>,
}

/// The RPC methods of a full node.
pub fn create_full<C, P>(
    deps: FullDeps<C, P>,
) -> Result<RpcModule<()>, Box<dyn std::error::Error + Send + Sync>>
where
    C: ProvideRuntimeApi<Block>
        + HeaderBackend<Block>
        + HeaderMetadata<Block, Error = BlockChainError>
        + Send
        + Sync
        + 'static,
    C::Api:
        substrate_frame_rpc_system::AccountNonceApi<Block, AccountId, Nonce> + BlockBuilder<Block>,
    P: TransactionPool + 'static,
{
    use substrate_frame_rpc_system::{System, SystemApiServer};
    let mut module = RpcModule::new(());
    module.merge(System::new(deps.client, deps.pool).into_rpc())?;
    Ok(module)
}
