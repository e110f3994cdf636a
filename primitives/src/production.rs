//! What a production node registers: every `elliptic_curves` function but
//! [`BENCHMARKING_ONLY`], the `modular_*` functions that only the generic-arithmetic
//! experiment's losing interfaces call (`docs/host-functions.md`, "Generic modular
//! arithmetic"). A benchmarking node registers them all ([`crate::HostFunctions`]), so the
//! experiment and the benchmark table's columns stay reproducible.

use alloc::{format, string::String, vec::Vec};
use sp_wasm_interface::{wasmtime, Function, FunctionContext, HostFunctionRegistry, HostFunctions};

/// The `modular_*` functions only the benchmarking build's runtime calls: the per-element and
/// vectorised field arithmetic that lost to plain Wasm. `modular_inverse` and `modular_msm_sw`
/// stay: the production runtime's P-256 verification calls them.
pub const BENCHMARKING_ONLY: [&str; 13] = [
    "modular_add",
    "modular_sub",
    "modular_mul",
    "modular_square",
    "modular_pow",
    "modular_sqrt",
    "modular_add_vec",
    "modular_sub_vec",
    "modular_mul_vec",
    "modular_square_vec",
    "modular_inverse_vec",
    "modular_pow_vec",
    "modular_sqrt_vec",
];

/// The import name of a function of the `elliptic_curves` interface at `version`.
pub fn import_name(function: &str, version: u32) -> String {
    format!("ext_elliptic_curves_{function}_version_{version}")
}

/// Whether a production node registers the host function of this import name.
fn in_production(name: &str) -> bool {
    !BENCHMARKING_ONLY
        .iter()
        .any(|function| name == import_name(function, 1))
}

/// The `elliptic_curves` functions a production node registers in its executor:
/// [`crate::HostFunctions`] without [`BENCHMARKING_ONLY`]. A runtime that imports one of those
/// does not instantiate on such a node.
pub struct ProductionHostFunctions;

impl HostFunctions for ProductionHostFunctions {
    fn host_functions() -> Vec<&'static dyn Function> {
        let mut functions = crate::HostFunctions::host_functions();
        functions.retain(|function| in_production(function.name()));
        functions
    }

    fn register_static<T>(registry: &mut T) -> Result<(), T::Error>
    where
        T: HostFunctionRegistry,
    {
        crate::HostFunctions::register_static(&mut Filter { registry })
    }
}

/// A registry that passes on the production functions and drops the others.
struct Filter<'a, T> {
    registry: &'a mut T,
}

impl<T: HostFunctionRegistry> HostFunctionRegistry for Filter<'_, T> {
    type State = T::State;
    type Error = T::Error;
    type FunctionContext = T::FunctionContext;

    fn with_function_context<R>(
        caller: wasmtime::Caller<Self::State>,
        callback: impl FnOnce(&mut dyn FunctionContext) -> R,
    ) -> R {
        T::with_function_context(caller, callback)
    }

    fn register_static<Params, Results>(
        &mut self,
        fn_name: &str,
        func: impl wasmtime::IntoFunc<Self::State, Params, Results> + 'static,
    ) -> Result<(), Self::Error> {
        if in_production(fn_name) {
            self.registry.register_static(fn_name, func)
        } else {
            Ok(())
        }
    }
}
