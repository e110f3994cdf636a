//! Chain specifications, built from the runtime's genesis presets.

use sc_service::ChainType;

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

/// `--dev` (`--chain dev`): one node, endowed dev accounts, Alice as sudo; `--chain dev-rfc163`
/// and `--chain dev-polkadot`: the same chain with the runtime in its parachain and Polkadot
/// profiles.
pub fn development(profile: Profile) -> Result<ChainSpec, String> {
    let (name, id) = match profile {
        Profile::Default => ("EC development", "ec_dev"),
        Profile::Rfc163 => ("EC development (RFC-0163 profile)", "ec_dev_rfc163"),
        Profile::Polkadot => ("EC development (Polkadot profile)", "ec_dev_polkadot"),
    };
    Ok(ChainSpec::builder(runtime_wasm(profile)?, None)
        .with_name(name)
        .with_id(id)
        .with_chain_type(ChainType::Development)
        .with_genesis_config_preset_name(sp_genesis_builder::DEV_RUNTIME_PRESET)
        .with_properties(
            serde_json::json!({ "tokenDecimals": 12, "tokenSymbol": "UNIT" })
                .as_object()
                .cloned()
                .unwrap_or_default(),
        )
        .build())
}
