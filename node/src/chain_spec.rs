//! Chain specifications, built from the runtime's genesis presets.

use sc_service::ChainType;

/// The chain specification type of this node.
pub type ChainSpec = sc_service::GenericChainSpec;

fn runtime_wasm() -> Result<&'static [u8], String> {
    ec_runtime::WASM_BINARY
        .ok_or_else(|| "the runtime Wasm was not built (SKIP_WASM_BUILD is set)".to_string())
}

/// `--dev`: one node, endowed dev accounts, Alice as sudo.
pub fn development() -> Result<ChainSpec, String> {
    Ok(ChainSpec::builder(runtime_wasm()?, None)
        .with_name("EC development")
        .with_id("ec_dev")
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
