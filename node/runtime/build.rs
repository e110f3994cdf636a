fn main() {
    #[cfg(feature = "std")]
    {
        substrate_wasm_builder::WasmBuilder::build_using_defaults();
        // The same runtime in the parachain profile (feature `rfc163`): `WASM_BINARY` of the
        // module `rfc163`.
        substrate_wasm_builder::WasmBuilder::init_with_defaults()
            .enable_feature("rfc163")
            .set_file_name("ec_runtime_rfc163.rs")
            .build();
        // And in the Polkadot profile (feature `polkadot`): `WASM_BINARY` of the module
        // `polkadot`.
        substrate_wasm_builder::WasmBuilder::init_with_defaults()
            .enable_feature("polkadot")
            .set_file_name("ec_runtime_polkadot.rs")
            .build();
        // And the default profile as its next spec version (feature `next-spec-version`): the
        // runtime `scripts/network.sh` upgrades its chain to. Only the runtime crate differs
        // from the default build, so only it compiles again.
        substrate_wasm_builder::WasmBuilder::init_with_defaults()
            .enable_feature("next-spec-version")
            .set_file_name("ec_runtime_next.rs")
            .build();
    }
}
