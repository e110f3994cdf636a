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
    }
}
