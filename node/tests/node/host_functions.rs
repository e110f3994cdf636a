//! The runtime needs the `elliptic_curves` host functions: without them it does not instantiate,
//! and the error names the missing import. This is the integration step a node must not skip.

use sc_executor::WasmExecutor;
use sp_state_machine::BasicExternalities;

/// The benchmarking interface and sp-crypto-ec-utils' functions (the pallet's upstream variant),
/// which a runtime built with `runtime-benchmarks` also imports.
#[cfg(feature = "runtime-benchmarks")]
type Benchmarking = (
    frame_benchmarking::benchmarking::HostFunctions,
    ec_bench_host::upstream_host_functions!(),
);
#[cfg(not(feature = "runtime-benchmarks"))]
type Benchmarking = ();

/// The decode-only twins (`elliptic_curves_bench`), imported with `runtime-benchmarks` too.
#[cfg(feature = "runtime-benchmarks")]
type Twins = ec_bench_host::HostFunctions;
#[cfg(not(feature = "runtime-benchmarks"))]
type Twins = ();

/// Everything the runtime imports except `elliptic_curves` (and its twins).
type WithoutEc = (sp_io::SubstrateHostFunctions, Benchmarking);

fn runtime() -> sc_executor_common::runtime_blob::RuntimeBlob {
    let wasm = ec_runtime::WASM_BINARY.expect("the runtime Wasm is built by the test command");
    sc_executor_common::runtime_blob::RuntimeBlob::uncompress_if_needed(wasm).unwrap()
}

#[test]
fn runtime_without_ec_host_functions_fails_with_missing_import() {
    let _cores = crate::CORES.blocking_lock();
    let executor = WasmExecutor::<WithoutEc>::builder()
        .with_cache_path(crate::wasm_cache())
        .build();
    let mut ext = BasicExternalities::default();
    let error = executor
        .uncached_call(runtime(), &mut ext, false, "Core_version", &[])
        .unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("ext_elliptic_curves_bls12_381_multi_miller_loop_version_2"),
        "expected the missing elliptic_curves imports to be named, got: {message}"
    );
    // Only `elliptic_curves` functions (or their `elliptic_curves_bench` twins) are missing.
    let missing: Vec<&str> = message
        .split('\'')
        .filter(|s| s.starts_with("env:"))
        .collect();
    assert!(!missing.is_empty(), "{message}");
    assert!(
        missing
            .iter()
            .all(|m| m.starts_with("env:ext_elliptic_curves_")),
        "{missing:?}"
    );
    // The runtime calls ABI version 8: `validate_*` at version 3, `groth16_verify_prepared_*`
    // (and `_and_check_*`), `decompress_*`, the ring-VRF verification and BLS12-381's hashes and
    // signature checks (added in versions 4 to 8) at version 1, every other function at version 2 (the benchmarking twins have their
    // own interface). The verifier pallet imports the prepared verification (with a pairing
    // check, for gnark's commitments), and decompression (its keys come compressed); the
    // benchmarking pallet's `ring_vrf_verify` the ring-VRF verification, and its
    // generic-arithmetic calls the `modular_*` functions (version 6).
    assert!(
        missing
            .iter()
            .filter(|m| !m.starts_with("env:ext_elliptic_curves_bench_"))
            .all(|m| if m.contains("_validate_") {
                m.ends_with("_version_3")
            } else if m.contains("_groth16_verify_prepared")
                || m.contains("_decompress_")
                || m.contains("_ring_vrf_verify")
                || m.contains("_modular_")
                || m.contains("_bls12_381_bls_")
                || m.contains("_bls12_381_hash_to_")
                || m.contains("_bls12_381_map_fp")
            {
                m.ends_with("_version_1")
            } else {
                m.ends_with("_version_2")
            }),
        "{missing:?}"
    );
    assert!(
        missing
            .iter()
            .any(|m| m == &"env:ext_elliptic_curves_bn254_groth16_verify_prepared_version_1"),
        "{missing:?}"
    );
    assert!(
        missing.iter().any(|m| m
            == &"env:ext_elliptic_curves_bls12_381_groth16_verify_prepared_and_check_version_1"),
        "{missing:?}"
    );
    assert!(
        missing
            .iter()
            .any(|m| m == &"env:ext_elliptic_curves_bls12_381_decompress_g1_version_1"),
        "{missing:?}"
    );
    assert!(
        missing.iter().any(|m| m
            == &"env:ext_elliptic_curves_ed_on_bls12_381_bandersnatch_ring_vrf_verify_version_1"),
        "{missing:?}"
    );
    assert!(
        missing
            .iter()
            .any(|m| m == &"env:ext_elliptic_curves_modular_msm_sw_version_1"),
        "{missing:?}"
    );
}

/// The `elliptic_curves` functions the node registers: a production node's
/// (`ProductionHostFunctions`, through wasmtime's static registration here), or every one in the
/// benchmarking build.
#[cfg(not(feature = "runtime-benchmarks"))]
type EcFunctions = ec_host_primitives::ProductionHostFunctions;
#[cfg(feature = "runtime-benchmarks")]
type EcFunctions = ec_host_primitives::HostFunctions;

#[test]
fn runtime_with_ec_host_functions_instantiates() {
    let _cores = crate::CORES.blocking_lock();
    type HostFunctions = (WithoutEc, EcFunctions, Twins);
    let executor = WasmExecutor::<HostFunctions>::builder()
        .with_cache_path(crate::wasm_cache())
        .build();
    let mut ext = BasicExternalities::default();
    let result = executor.uncached_call(runtime(), &mut ext, false, "Core_version", &[]);
    assert!(result.is_ok(), "{:?}", result.err());
}

/// The runtime's parachain profile (`ec_runtime::rfc163`): every function it imports is one of
/// Substrate's own (`sp-io`) or one of RFC-0163's (`ext_host_calls_*`), read from its import
/// section; it imports RFC-0163's functions and no `elliptic_curves` one; and it instantiates with
/// nothing else registered.
#[cfg(not(feature = "runtime-benchmarks"))]
#[test]
fn rfc163_profile_imports_only_sp_io_and_rfc163_functions() {
    let _cores = crate::CORES.blocking_lock();
    use sp_wasm_interface::HostFunctions;

    let sp_io = names(sp_io::SubstrateHostFunctions::host_functions());
    let rfc163 = names(ec_host_primitives::rfc163::HostFunctionsRfc163::host_functions());
    assert_eq!(rfc163.len(), 12, "RFC-0163 has 12 functions: {rfc163:?}");

    let wasm =
        ec_runtime::rfc163::WASM_BINARY.expect("the runtime Wasm is built by the test command");
    let imports = function_imports(wasm);
    let others: Vec<_> = imports
        .iter()
        .filter(|(module, name)| {
            module != "env"
                || !(sp_io.contains(name)
                    || (name.starts_with("ext_host_calls_") && rfc163.contains(name)))
        })
        .collect();
    assert!(
        others.is_empty(),
        "imports beyond sp-io and RFC-0163: {others:?}"
    );
    let used: Vec<_> = imports
        .iter()
        .filter(|(_, name)| rfc163.contains(name))
        .collect();
    assert!(
        used.iter()
            .any(|(_, name)| name == "ext_host_calls_bls12_381_multi_miller_loop_version_1"),
        "the profile calls RFC-0163's Miller loop: {used:?}"
    );

    type Rfc163Only = (
        sp_io::SubstrateHostFunctions,
        ec_host_primitives::rfc163::HostFunctionsRfc163,
    );
    let executor = WasmExecutor::<Rfc163Only>::builder()
        .with_cache_path(crate::wasm_cache())
        .build();
    let mut ext = BasicExternalities::default();
    let runtime =
        sc_executor_common::runtime_blob::RuntimeBlob::uncompress_if_needed(wasm).unwrap();
    let result = executor.uncached_call(runtime, &mut ext, false, "Core_version", &[]);
    assert!(result.is_ok(), "{:?}", result.err());
}

/// A production node registers every `elliptic_curves` function but the thirteen `modular_*`
/// functions of `BENCHMARKING_ONLY` (each of which the interface has), and the production
/// runtime imports none of those: it instantiates on such a node (the test above) and on a
/// benchmarking node alike.
#[cfg(not(feature = "runtime-benchmarks"))]
#[test]
fn production_node_leaves_out_only_the_benchmarking_functions() {
    use ec_host_primitives::production::{import_name, BENCHMARKING_ONLY};
    use sp_wasm_interface::HostFunctions;

    let every = names(ec_host_primitives::HostFunctions::host_functions());
    let production = names(ec_host_primitives::ProductionHostFunctions::host_functions());
    let left_out: std::collections::BTreeSet<String> = BENCHMARKING_ONLY
        .iter()
        .map(|function| import_name(function, 1))
        .collect();
    assert_eq!(left_out.len(), 13);
    assert!(left_out.is_subset(&every), "{left_out:?}");
    assert_eq!(
        every
            .difference(&production)
            .cloned()
            .collect::<std::collections::BTreeSet<_>>(),
        left_out
    );
    assert!(production.is_subset(&every));
    // What the production runtime still imports of the generic functions: P-256's inversion
    // and `modular_msm_sw`.
    let wasm = ec_runtime::WASM_BINARY.expect("the runtime Wasm is built by the test command");
    let imports: Vec<String> = function_imports(wasm)
        .into_iter()
        .map(|(_, name)| name)
        .collect();
    let modular: std::collections::BTreeSet<&str> = imports
        .iter()
        .filter(|name| name.contains("_modular_"))
        .map(String::as_str)
        .collect();
    assert_eq!(
        modular,
        [
            "ext_elliptic_curves_modular_inverse_version_1",
            "ext_elliptic_curves_modular_msm_sw_version_1"
        ]
        .into(),
    );
    assert!(imports.iter().all(|name| !left_out.contains(name)));
}

/// The names of host functions.
#[cfg(not(feature = "runtime-benchmarks"))]
fn names(functions: Vec<&dyn sp_wasm_interface::Function>) -> std::collections::BTreeSet<String> {
    functions.iter().map(|f| f.name().to_string()).collect()
}

/// Every function a runtime Wasm (compressed or not) imports, as (module, name), read from its
/// import section.
#[cfg(not(feature = "runtime-benchmarks"))]
fn function_imports(wasm: &[u8]) -> Vec<(String, String)> {
    use wasmparser::{Parser, Payload, TypeRef};
    let blob = sc_executor_common::runtime_blob::RuntimeBlob::uncompress_if_needed(wasm)
        .unwrap()
        .serialize();
    let mut imports = Vec::new();
    for payload in Parser::new(0).parse_all(&blob) {
        if let Payload::ImportSection(section) = payload.unwrap() {
            for import in section {
                let import = import.unwrap();
                if let TypeRef::Func(_) = import.ty {
                    imports.push((import.module.to_string(), import.name.to_string()));
                }
            }
        }
    }
    imports
}

/// The runtime's Polkadot profile (`ec_runtime::polkadot`): every function it imports is one of
/// Substrate's own (`sp-io`), read from its import section, so it runs where validators provide
/// no curve function (a parachain of Polkadot today); and it instantiates with nothing else
/// registered.
#[cfg(not(feature = "runtime-benchmarks"))]
#[test]
fn polkadot_profile_imports_only_sp_io_functions() {
    let _cores = crate::CORES.blocking_lock();
    use sp_wasm_interface::HostFunctions;

    let sp_io = names(sp_io::SubstrateHostFunctions::host_functions());
    let wasm =
        ec_runtime::polkadot::WASM_BINARY.expect("the runtime Wasm is built by the test command");
    let imports = function_imports(wasm);
    // Not vacuous: the reader finds the runtime's imports (storage, hashing, …).
    assert!(
        imports
            .iter()
            .any(|(_, name)| name.starts_with("ext_storage_get_")),
        "{imports:?}"
    );
    let others: Vec<_> = imports
        .iter()
        .filter(|(module, name)| module != "env" || !sp_io.contains(name))
        .collect();
    assert!(others.is_empty(), "imports beyond sp-io: {others:?}");

    let executor = WasmExecutor::<sp_io::SubstrateHostFunctions>::builder()
        .with_cache_path(crate::wasm_cache())
        .build();
    let mut ext = BasicExternalities::default();
    let runtime =
        sc_executor_common::runtime_blob::RuntimeBlob::uncompress_if_needed(wasm).unwrap();
    let result = executor.uncached_call(runtime, &mut ext, false, "Core_version", &[]);
    assert!(result.is_ok(), "{:?}", result.err());
}
