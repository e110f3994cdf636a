//! Chain specifications, built from the runtime's genesis presets.

use codec::{Decode, Encode};
use sc_executor::WasmExecutor;
use sc_service::ChainType;
use sp_core::traits::{CallContext, CodeExecutor, RuntimeCode, WrappedRuntimeCode};
use sp_state_machine::BasicExternalities;
use std::path::Path;

/// The chain specification type of this node.
pub type ChainSpec = sc_service::GenericChainSpec;

/// The runtime's Wasm in one of its profiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// The default: the `elliptic_curves` host functions.
    Default,
    /// The parachain profile: RFC-0163's host functions and plain Wasm.
    Rfc163,
    /// The Polkadot profile: no curve host function, arkworks over fields shaped for Wasm.
    Polkadot,
}

fn runtime_wasm(profile: Profile) -> Result<&'static [u8], String> {
    match profile {
        Profile::Default => ec_runtime::WASM_BINARY,
        Profile::Rfc163 => ec_runtime::rfc163::WASM_BINARY,
        Profile::Polkadot => ec_runtime::polkadot::WASM_BINARY,
    }
    .ok_or_else(|| "the runtime Wasm was not built (SKIP_WASM_BUILD is set)".to_string())
}

/// The chains this node knows by name, each in every [`Profile`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chain {
    /// `--dev` (`--chain dev`, `dev-rfc163`, `dev-polkadot`): one node that seals its own blocks
    /// (manual seal) and finalises each at once; endowed dev accounts, Alice as sudo.
    Development,
    /// `--chain local` (`local-rfc163`, `local-polkadot`): validators Alice, Bob and Charlie
    /// author with Aura and finalise with GRANDPA (`--alice`, `--bob`, `--charlie` give a node
    /// their keys); the same accounts and sudo.
    Local,
}

impl Chain {
    /// The chain and profile that `--chain id` names, if any.
    pub fn from_id(id: &str) -> Option<(Chain, Profile)> {
        Some(match id {
            "" | "dev" => (Chain::Development, Profile::Default),
            "dev-rfc163" => (Chain::Development, Profile::Rfc163),
            "dev-polkadot" => (Chain::Development, Profile::Polkadot),
            "local" => (Chain::Local, Profile::Default),
            "local-rfc163" => (Chain::Local, Profile::Rfc163),
            "local-polkadot" => (Chain::Local, Profile::Polkadot),
            _ => return None,
        })
    }

    fn preset(self) -> &'static str {
        match self {
            Chain::Development => sp_genesis_builder::DEV_RUNTIME_PRESET,
            Chain::Local => sp_genesis_builder::LOCAL_TESTNET_RUNTIME_PRESET,
        }
    }
}

/// The specification of `chain` with the runtime in `profile`.
pub fn named(chain: Chain, profile: Profile) -> Result<ChainSpec, String> {
    Ok(builder(chain, profile)?
        .with_genesis_config_preset_name(chain.preset())
        .build())
}

/// [`named`] with its genesis state already built (a raw chain specification), the runtime
/// compiled by an executor that keeps its machine code in `wasm_cache`.
///
/// Why: sc-chain-spec builds a preset's state with executors of its own, which cache nothing,
/// so every node start compiled the 7 MB runtime again before the genesis block (about 20 s on
/// 2 cores) even with `--wasm-cache-dir`. The state is the one sc-chain-spec builds: the preset
/// merged into the runtime's default config (`sc_chain_spec::json_merge`), `build_state`, and
/// the code at `:code` (a node test compares the two specifications).
pub fn named_built(chain: Chain, profile: Profile, wasm_cache: &Path) -> Result<ChainSpec, String> {
    let code = runtime_wasm(profile)?;
    let mut storage = genesis_storage(code, chain.preset(), wasm_cache)?;
    storage.top.insert(
        sp_core::storage::well_known_keys::CODE.to_vec(),
        code.to_vec(),
    );
    // The same specification with an empty patch (which sc-chain-spec writes out without
    // running the runtime), its genesis then replaced by the state.
    let spec = builder(chain, profile)?
        .with_genesis_config_patch(serde_json::json!({}))
        .build();
    let mut json: serde_json::Value = serde_json::from_str(&spec.as_json(false)?)
        .map_err(|e| format!("the chain specification's JSON: {e}"))?;
    // As sc-chain-spec writes storage keys and values.
    let hex = |bytes: &[u8]| sp_core::bytes::to_hex(bytes, false);
    let entries = |map: &std::collections::BTreeMap<Vec<u8>, Vec<u8>>| {
        map.iter()
            .map(|(key, value)| (hex(key), serde_json::Value::String(hex(value))))
            .collect::<serde_json::Map<_, _>>()
    };
    let children: serde_json::Map<_, _> = storage
        .children_default
        .values()
        .map(|child| {
            (
                hex(child.child_info.storage_key()),
                serde_json::Value::Object(entries(&child.data)),
            )
        })
        .collect();
    json["genesis"] = serde_json::json!({
        "raw": { "top": entries(&storage.top), "childrenDefault": children }
    });
    let bytes = serde_json::to_vec(&json).map_err(|e| format!("the raw specification: {e}"))?;
    ChainSpec::from_json_bytes(bytes)
}

/// The genesis storage of the runtime `code`'s `preset`, as sc-chain-spec's
/// `GenesisConfigBuilderRuntimeCaller::get_storage_for_named_preset` builds it, on an executor
/// with the node's host functions and a wasmtime cache in `wasm_cache`.
fn genesis_storage(
    code: &[u8],
    preset: &str,
    wasm_cache: &Path,
) -> Result<sp_core::storage::Storage, String> {
    let executor = WasmExecutor::<crate::service::HostFunctions>::builder()
        .with_cache_path(wasm_cache)
        .build();
    let fetcher = WrappedRuntimeCode(code.into());
    let runtime_code = RuntimeCode {
        code_fetcher: &fetcher,
        heap_pages: None,
        hash: sp_io::hashing::blake2_256(code).to_vec(),
    };
    let call = |ext: &mut BasicExternalities, method: &str, data: &[u8]| {
        executor
            .call(ext, &runtime_code, method, data, CallContext::Offchain)
            .0
            .map_err(|e| format!("{method}: {e}"))
    };
    let get_preset = |id: Option<&str>| -> Result<serde_json::Value, String> {
        let id = id.map(|id| id.as_bytes().to_vec());
        let reply = call(
            &mut BasicExternalities::new_empty(),
            "GenesisBuilder_get_preset",
            &id.encode(),
        )?;
        let json = Option::<Vec<u8>>::decode(&mut &reply[..])
            .map_err(|e| format!("GenesisBuilder_get_preset's reply: {e}"))?
            .ok_or_else(|| format!("the runtime has no genesis preset {id:?}"))?;
        serde_json::from_slice(&json).map_err(|e| format!("the preset's JSON: {e}"))
    };
    let mut config = get_preset(None)?;
    sc_chain_spec::json_merge(&mut config, get_preset(Some(preset))?);
    let config = serde_json::to_string_pretty(&config)
        .map_err(|e| format!("the genesis config's JSON: {e}"))?;
    let mut ext = BasicExternalities::new_empty();
    let reply = call(&mut ext, "GenesisBuilder_build_state", &config.encode())?;
    Result::<(), String>::decode(&mut &reply[..])
        .map_err(|e| format!("GenesisBuilder_build_state's reply: {e}"))?
        .map_err(|e| format!("GenesisBuilder_build_state: {e}"))?;
    Ok(ext.into_storages())
}

/// The chain specification of `chain` in `profile` without its genesis config. The node picks
/// its consensus by the chain type: manual seal for `Development`, Aura and GRANDPA otherwise.
fn builder(
    chain: Chain,
    profile: Profile,
) -> Result<sc_chain_spec::ChainSpecBuilder<sc_chain_spec::NoExtension, ()>, String> {
    let (name, id, chain_type) = match chain {
        Chain::Development => ("EC development", "ec_dev", ChainType::Development),
        Chain::Local => ("EC local testnet", "ec_local", ChainType::Local),
    };
    let (name, id) = match profile {
        Profile::Default => (name.to_string(), id.to_string()),
        Profile::Rfc163 => (format!("{name} (RFC-0163 profile)"), format!("{id}_rfc163")),
        Profile::Polkadot => (
            format!("{name} (Polkadot profile)"),
            format!("{id}_polkadot"),
        ),
    };
    Ok(ChainSpec::builder(runtime_wasm(profile)?, None)
        .with_name(&name)
        .with_id(&id)
        .with_chain_type(chain_type)
        .with_properties(
            serde_json::json!({ "tokenDecimals": 12, "tokenSymbol": "UNIT" })
                .as_object()
                .cloned()
                .unwrap_or_default(),
        ))
}
