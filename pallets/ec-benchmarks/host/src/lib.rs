//! Benchmarking only: the decode-only `elliptic_curves_bench` host functions.
//!
//! Each function has the name and arguments of its `elliptic_curves` counterpart, reads and
//! checks its inputs exactly as that one does, and writes a fixed result of the right size
//! (see [`decode_only`]). Benchmarks run them to measure what crossing the boundary and
//! (de)serializing cost without the arithmetic; `empty` measures a host call itself.
//!
//! They return wrong answers by design, so only a benchmarking node registers them
//! ([`HostFunctions`]), and only a `runtime-benchmarks` runtime imports them (through
//! [`DecodeOnly`]-bound types). The table of curves is `ec-host-primitives`' registry.

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

pub mod decode_only;

use ec_host_primitives::{
    BinaryFn, CheckFn, FunctionSet, HostGroup, HostPairing, HostResult, QuinaryFn, TernaryFn,
    UnaryFn,
};
use sp_runtime_interface::{
    pass_by::{PassFatPointerAndRead, PassFatPointerAndWrite},
    runtime_interface,
};

/// The decode-only function set: [`HostGroup<DecodeOnly>`] and [`HostPairing<DecodeOnly>`]
/// bind every curve of the registry to [`elliptic_curves_bench`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DecodeOnly;
impl FunctionSet for DecodeOnly {}

/// Declares the decode-only interface and its bindings from the curve registry.
macro_rules! decode_only_functions {
    (
        pairings { $({ curve: $pc:ident, engine: $engine:ty, $($pmore:tt)* })* }
        groups { $({ curve: $gc:ident, group: $g:ident, affine: $affine:ty, $($gmore:tt)* })* }
    ) => { paste::paste! {
        /// Decode-only twins of `elliptic_curves`: the same names and arguments, the same input
        /// checks, fixed results, and an empty call.
        #[runtime_interface]
        pub trait EllipticCurvesBench {
            /// Does nothing: measures the cost of one host call.
            fn empty() {}
            $(
                #[doc = "Decode-only multi-Miller loop on " $pc "."]
                fn [<$pc _multi_miller_loop>](g1: PassFatPointerAndRead<&[u8]>, g2: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::multi_miller_loop::<$engine>(g1, g2, out)
                }

                #[doc = "Decode-only final exponentiation on " $pc "."]
                fn [<$pc _final_exponentiation>](f: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::final_exponentiation::<$engine>(f, out)
                }

                #[doc = "Decode-only pairing check on " $pc "."]
                fn [<$pc _pairing_check>](g1: PassFatPointerAndRead<&[u8]>, g2: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::pairing_check::<$engine>(g1, g2, out)
                }

                #[doc = "Decode-only Groth16 verification on " $pc "."]
                fn [<$pc _groth16_verify>](vk: PassFatPointerAndRead<&[u8]>, proof: PassFatPointerAndRead<&[u8]>, inputs: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::groth16_verify::<$engine>(vk, proof, inputs, out)
                }

                #[doc = "Decode-only Groth16 verification against a prepared key on " $pc "."]
                fn [<$pc _groth16_verify_prepared>](key: PassFatPointerAndRead<&[u8]>, proofs: PassFatPointerAndRead<&[u8]>, inputs: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::groth16_verify_prepared::<$engine>(key, proofs, inputs, out)
                }

                #[doc = "Decode-only Groth16 verification against a prepared key with a pairing check on " $pc "."]
                fn [<$pc _groth16_verify_prepared_and_check>](key: PassFatPointerAndRead<&[u8]>, proofs: PassFatPointerAndRead<&[u8]>, inputs: PassFatPointerAndRead<&[u8]>, g1: PassFatPointerAndRead<&[u8]>, g2: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::groth16_verify_prepared_and_check::<$engine>(key, proofs, inputs, g1, g2, out)
                }
            )*
            $(
                #[doc = "Decode-only MSM on " $gc " " $g "."]
                fn [<$gc _msm_ $g>](bases: PassFatPointerAndRead<&[u8]>, scalars: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::msm::<$affine>(bases, scalars, out)
                }

                #[doc = "Decode-only projective scalar multiplication on " $gc " " $g "."]
                fn [<$gc _mul_projective_ $g>](base: PassFatPointerAndRead<&[u8]>, scalar: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::mul_projective::<$affine>(base, scalar, out)
                }

                #[doc = "Decode-only affine scalar multiplication on " $gc " " $g "."]
                fn [<$gc _mul_affine_ $g>](base: PassFatPointerAndRead<&[u8]>, scalar: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    decode_only::mul_affine::<$affine>(base, scalar, out)
                }
            )*
        }

        $(
            impl HostPairing<DecodeOnly> for $engine {
                const MULTI_MILLER_LOOP: BinaryFn = elliptic_curves_bench::[<$pc _multi_miller_loop>];
                const FINAL_EXPONENTIATION: UnaryFn = elliptic_curves_bench::[<$pc _final_exponentiation>];
                const PAIRING_CHECK: BinaryFn = elliptic_curves_bench::[<$pc _pairing_check>];
                const GROTH16_VERIFY: TernaryFn = elliptic_curves_bench::[<$pc _groth16_verify>];
                const GROTH16_VERIFY_PREPARED: TernaryFn = elliptic_curves_bench::[<$pc _groth16_verify_prepared>];
                const GROTH16_VERIFY_PREPARED_AND_CHECK: QuinaryFn = elliptic_curves_bench::[<$pc _groth16_verify_prepared_and_check>];
            }
        )*
        $(
            // Validation and decompression are decoding only already: the twin reuses the real
            // functions.
            impl HostGroup<DecodeOnly> for $affine {
                const MSM: BinaryFn = elliptic_curves_bench::[<$gc _msm_ $g>];
                const MUL_PROJECTIVE: BinaryFn = elliptic_curves_bench::[<$gc _mul_projective_ $g>];
                const MUL_AFFINE: BinaryFn = elliptic_curves_bench::[<$gc _mul_affine_ $g>];
                const VALIDATE: CheckFn = <$affine as HostGroup>::VALIDATE;
                const DECOMPRESS: UnaryFn = <$affine as HostGroup>::DECOMPRESS;
            }
        )*
    }};
}

ec_host_primitives::curve_registry!(decode_only_functions);

/// The decode-only twins and the empty call, which a benchmarking node registers beside
/// `ec_host_primitives::HostFunctions`.
#[cfg(feature = "std")]
pub type HostFunctions = elliptic_curves_bench::HostFunctions;

/// The host functions of polkadot-sdk's `sp-crypto-ec-utils` for every curve of the registry
/// that it has (whose row names its `upstream` module), as one tuple type: what the
/// benchmarks' `Upstream` column calls. It expands where it is used, which must depend on `sp-crypto-ec-utils` with `std`
/// (this crate does not, so that its `std` build does not bring in what that one enables).
#[macro_export]
macro_rules! upstream_host_functions {
    () => {
        $crate::__ec_host_primitives::curves!([$crate::__upstream_host_functions])
    };
}

/// [`upstream_host_functions!`]'s tuple, from the registry's rows that name an upstream module.
#[doc(hidden)]
#[macro_export]
macro_rules! __upstream_host_functions {
    (
        $({
            curve: $name:ident, crate: $ark:ident, pairing: $pairing:tt, groups: $groups:tt,
            variant: $variant:ident, display: $display:literal, upstream: [$($module:ident)?],
            $($more:tt)*
        })*
    ) => {
        ($($(sp_crypto_ec_utils::$module::host_calls::HostFunctions,)?)*)
    };
}

#[doc(hidden)]
pub use ec_host_primitives as __ec_host_primitives;
