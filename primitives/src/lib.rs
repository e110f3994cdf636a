//! Substrate host functions for elliptic-curve arithmetic.
//!
//! Runtime code running as WebAssembly hands serialized points and scalars to the host through
//! the runtime interface [`elliptic_curves`]; the host validates and deserializes them, runs
//! native arkworks and writes the serialized result back. A node registers [`HostFunctions`]
//! in its executor.
//!
//! - [`native`]: what each host function computes, as plain Rust over byte slices.
//! - [`encoding`]: the byte layout, shared by host and runtime.
//! - [`HostGroup`] and [`HostPairing`]: the host functions of each curve, by arkworks type, for
//!   runtime-side code that is generic over curves (such as `ark-substrate`).
//!
//! The ABI is specified in `docs/host-functions.md`.

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

// The native side of `#[runtime_interface]` names `Vec`, also in a `no_std` build outside a
// runtime (the bare Wasm module of the benchmarks' `wasm` column).
#[cfg(all(not(feature = "std"), not(substrate_runtime)))]
use alloc::vec::Vec;

pub mod encoding;
mod error;
mod limits;
pub mod native;
#[cfg(feature = "executor")]
pub mod production;
pub mod rfc163;

pub use error::{Error, Status};
pub use limits::{GroupLimits, PairingLimits, MAX_MSM_LEN, MAX_PAIRS, MAX_SCALAR_LIMBS};

use sp_runtime_interface::{
    pass_by::{ConvertAndReturnAs, PassFatPointerAndRead, PassFatPointerAndWrite},
    runtime_interface,
};

/// Wire type of every host function's result: `Result<(), Error>` on both sides, `u32` between.
pub type HostResult = ConvertAndReturnAs<Result<(), Error>, Status, u32>;

/// A host function `(input, input, output) -> status`.
pub type BinaryFn = fn(&[u8], &[u8], &mut [u8]) -> Result<(), Error>;
/// A host function `(input, output) -> status`.
pub type UnaryFn = fn(&[u8], &mut [u8]) -> Result<(), Error>;
/// A host function `(input, input, input, output) -> status`.
pub type TernaryFn = fn(&[u8], &[u8], &[u8], &mut [u8]) -> Result<(), Error>;
/// A host function `(input, input, input, input, input, output) -> status`.
pub type QuinaryFn = fn(&[u8], &[u8], &[u8], &[u8], &[u8], &mut [u8]) -> Result<(), Error>;
/// A host function `(input) -> status`.
pub type CheckFn = fn(&[u8]) -> Result<(), Error>;

/// Which runtime interface a [`HostGroup`] or [`HostPairing`] binding calls: [`Production`]
/// here; other crates may bind more sets to the same types (the benchmarks' decode-only twins,
/// crate `ec-bench-host`).
pub trait FunctionSet: 'static {}

/// The `elliptic_curves` host functions: the real ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Production;
impl FunctionSet for Production {}

/// The host functions of one curve group, attached to its plain arkworks affine type.
pub trait HostGroup<F: FunctionSet = Production>: encoding::Point + GroupLimits {
    /// `<curve>_msm_<group>(bases, scalars, out)`.
    const MSM: BinaryFn;
    /// `<curve>_mul_projective_<group>(base, scalar, out)`.
    const MUL_PROJECTIVE: BinaryFn;
    /// `<curve>_mul_affine_<group>(base, scalar, out)`.
    const MUL_AFFINE: BinaryFn;
    /// `<curve>_validate_<group>(points)`.
    const VALIDATE: CheckFn;
    /// `<curve>_decompress_<group>(points, out)`.
    const DECOMPRESS: UnaryFn;
}

/// The pairing host functions of one curve, attached to its plain arkworks engine.
pub trait HostPairing<F: FunctionSet = Production>: PairingLimits {
    /// `<curve>_multi_miller_loop(g1, g2, out)`.
    const MULTI_MILLER_LOOP: BinaryFn;
    /// `<curve>_final_exponentiation(f, out)`.
    const FINAL_EXPONENTIATION: UnaryFn;
    /// `<curve>_pairing_check(g1, g2, out)`.
    const PAIRING_CHECK: BinaryFn;
    /// `<curve>_groth16_verify(vk, proof, inputs, out)`.
    const GROTH16_VERIFY: TernaryFn;
    /// `<curve>_groth16_verify_prepared(key, proofs, inputs, out)`.
    const GROTH16_VERIFY_PREPARED: TernaryFn;
    /// `<curve>_groth16_verify_prepared_and_check(key, proofs, inputs, g1, g2, out)`.
    const GROTH16_VERIFY_PREPARED_AND_CHECK: QuinaryFn;
}

/// Short Weierstrass affine points (the registry's shorthand).
pub use ark_ec::short_weierstrass::Affine as Sw;
/// Twisted Edwards affine points (the registry's shorthand).
pub use ark_ec::twisted_edwards::Affine as Te;

/// Declares the runtime interface, the [`HostGroup`]/[`HostPairing`] bindings, each engine's
/// [`native::PairingBackend`] and each group's [`native::GroupBackend`] from the registry's flat
/// lists ([`curve_registry!`]; each entry's `backend` is explained at [`curves!`]).
macro_rules! host_functions {
    (
        pairings { $({
            curve: $pc:ident, engine: $engine:ty, pairs: $pairs:literal, backend: [$($pbackend:ident)?],
            $($pmore:tt)*
        })* }
        groups { $({
            curve: $gc:ident, group: $g:ident, affine: $affine:ty, limits: [$msm:literal, $validate:literal],
            backend: [$($backend:ident $(+ $subgroup:path)? $([$glv_mul:ident])?)?], $($gmore:tt)*
        })* }
    ) => { paste::paste! {
        /// Elliptic-curve host functions, ABI version 8. Every function returns `Ok(())` or an
        /// [`Error`]; its result, if any, is written into `out`, which must have exactly the
        /// result's length.
        ///
        /// Version 1 of every function is still registered, so that a runtime built against it
        /// instantiates, but returns [`Error::Retired`] without reading its inputs: its results
        /// depended on the backend (see `docs/host-functions.md`, "Versions").
        // The ring-VRF verification takes the scheme's six arguments and the output.
        #[allow(clippy::too_many_arguments)]
        #[runtime_interface]
        pub trait EllipticCurves {
            $(
                #[doc = "Multi-Miller loop on " $pc ", version 1: retired."]
                fn [<$pc _multi_miller_loop>](_g1: PassFatPointerAndRead<&[u8]>, _g2: PassFatPointerAndRead<&[u8]>, _out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    Err(Error::Retired)
                }

                #[doc = "Multi-Miller loop on " $pc ": see [`native::multi_miller_loop`]."]
                #[version(2)]
                fn [<$pc _multi_miller_loop>](g1: PassFatPointerAndRead<&[u8]>, g2: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::multi_miller_loop::<$engine>(g1, g2, out)
                }

                #[doc = "Final exponentiation on " $pc ", version 1: retired."]
                fn [<$pc _final_exponentiation>](_f: PassFatPointerAndRead<&[u8]>, _out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    Err(Error::Retired)
                }

                #[doc = "Final exponentiation on " $pc ": see [`native::final_exponentiation`]."]
                #[version(2)]
                fn [<$pc _final_exponentiation>](f: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::final_exponentiation::<$engine>(f, out)
                }

                #[doc = "Pairing check on " $pc ", version 1: retired."]
                fn [<$pc _pairing_check>](_g1: PassFatPointerAndRead<&[u8]>, _g2: PassFatPointerAndRead<&[u8]>, _out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    Err(Error::Retired)
                }

                #[doc = "Pairing check on " $pc ": see [`native::pairing_check`]."]
                #[version(2)]
                fn [<$pc _pairing_check>](g1: PassFatPointerAndRead<&[u8]>, g2: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::pairing_check::<$engine>(g1, g2, out)
                }

                #[doc = "Groth16 verification on " $pc ", version 1: retired."]
                fn [<$pc _groth16_verify>](_vk: PassFatPointerAndRead<&[u8]>, _proof: PassFatPointerAndRead<&[u8]>, _inputs: PassFatPointerAndRead<&[u8]>, _out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    Err(Error::Retired)
                }

                #[doc = "Groth16 verification on " $pc ": see [`native::groth16_verify`]."]
                #[version(2)]
                fn [<$pc _groth16_verify>](vk: PassFatPointerAndRead<&[u8]>, proof: PassFatPointerAndRead<&[u8]>, inputs: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::groth16_verify::<$engine>(vk, proof, inputs, out)
                }

                #[doc = "Groth16 verification of one proof or a batch against a prepared key on " $pc ": see [`native::groth16_verify_prepared`]. Added in ABI version 4."]
                fn [<$pc _groth16_verify_prepared>](key: PassFatPointerAndRead<&[u8]>, proofs: PassFatPointerAndRead<&[u8]>, inputs: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::groth16_verify_prepared::<$engine>(key, proofs, inputs, out)
                }

                #[doc = "Groth16 verification against a prepared key and a pairing check, with one final exponentiation, on " $pc ": see [`native::groth16_verify_prepared_and_check`]. Added in ABI version 7."]
                fn [<$pc _groth16_verify_prepared_and_check>](key: PassFatPointerAndRead<&[u8]>, proofs: PassFatPointerAndRead<&[u8]>, inputs: PassFatPointerAndRead<&[u8]>, g1: PassFatPointerAndRead<&[u8]>, g2: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::groth16_verify_prepared_and_check::<$engine>(key, proofs, inputs, g1, g2, out)
                }
            )*
            $(
                #[doc = "MSM on " $gc " " $g ", version 1: retired."]
                fn [<$gc _msm_ $g>](_bases: PassFatPointerAndRead<&[u8]>, _scalars: PassFatPointerAndRead<&[u8]>, _out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    Err(Error::Retired)
                }

                #[doc = "MSM on " $gc " " $g ": see [`native::msm`]."]
                #[version(2)]
                fn [<$gc _msm_ $g>](bases: PassFatPointerAndRead<&[u8]>, scalars: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::msm::<$affine>(bases, scalars, out)
                }

                #[doc = "Projective scalar multiplication on " $gc " " $g ", version 1: retired."]
                fn [<$gc _mul_projective_ $g>](_base: PassFatPointerAndRead<&[u8]>, _scalar: PassFatPointerAndRead<&[u8]>, _out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    Err(Error::Retired)
                }

                #[doc = "Projective scalar multiplication on " $gc " " $g ": see [`native::mul_projective`]."]
                #[version(2)]
                fn [<$gc _mul_projective_ $g>](base: PassFatPointerAndRead<&[u8]>, scalar: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::mul_projective::<$affine>(base, scalar, out)
                }

                #[doc = "Affine scalar multiplication on " $gc " " $g ", version 1: retired."]
                fn [<$gc _mul_affine_ $g>](_base: PassFatPointerAndRead<&[u8]>, _scalar: PassFatPointerAndRead<&[u8]>, _out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    Err(Error::Retired)
                }

                #[doc = "Affine scalar multiplication on " $gc " " $g ": see [`native::mul_affine`]."]
                #[version(2)]
                fn [<$gc _mul_affine_ $g>](base: PassFatPointerAndRead<&[u8]>, scalar: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::mul_affine::<$affine>(base, scalar, out)
                }

                #[doc = "Batch point validation on " $gc " " $g ", version 1: retired."]
                fn [<$gc _validate_ $g>](_points: PassFatPointerAndRead<&[u8]>) -> HostResult {
                    Err(Error::Retired)
                }

                #[doc = "Batch point validation on " $gc " " $g ", version 2: see [`native::validate_each`]."]
                #[version(2)]
                fn [<$gc _validate_ $g>](points: PassFatPointerAndRead<&[u8]>) -> HostResult {
                    native::validate_each::<$affine>(points)
                }

                #[doc = "Batch point validation on " $gc " " $g ": see [`native::validate`]."]
                #[version(3)]
                fn [<$gc _validate_ $g>](points: PassFatPointerAndRead<&[u8]>) -> HostResult {
                    native::validate::<$affine>(points)
                }

                #[doc = "Decompression of points on " $gc " " $g ": see [`native::decompress`]. Added in ABI version 5."]
                fn [<$gc _decompress_ $g>](points: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::decompress::<$affine>(points, out)
                }
            )*

            /// Ring-VRF verification of ark-vrf's `Bandersnatch-SHA512-ELL2-v1` ring scheme:
            /// see [`native::ring_vrf_verify`]. Added in ABI version 6.
            fn ed_on_bls12_381_bandersnatch_ring_vrf_verify(ring_size: u32, key: PassFatPointerAndRead<&[u8]>, input: PassFatPointerAndRead<&[u8]>, output: PassFatPointerAndRead<&[u8]>, ad: PassFatPointerAndRead<&[u8]>, proof: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::ring_vrf_verify(ring_size, key, input, output, ad, proof, out)
            }

            /// `a + b mod p`: see [`native::modular::modular_add`]. Added in ABI version 6.
            fn modular_add(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, b: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_add(p, a, b, out)
            }

            /// `a − b mod p`: see [`native::modular::modular_sub`]. Added in ABI version 6.
            fn modular_sub(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, b: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_sub(p, a, b, out)
            }

            /// `a · b mod p`: see [`native::modular::modular_mul`]. Added in ABI version 6.
            fn modular_mul(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, b: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_mul(p, a, b, out)
            }

            /// `a² mod p`: see [`native::modular::modular_square`]. Added in ABI version 6.
            fn modular_square(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_square(p, a, out)
            }

            /// `a⁻¹ mod p`: see [`native::modular::modular_inverse`]. Added in ABI version 6.
            fn modular_inverse(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_inverse(p, a, out)
            }

            /// `a^e mod p`: see [`native::modular::modular_pow`]. Added in ABI version 6.
            fn modular_pow(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, e: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_pow(p, a, e, out)
            }

            /// a square root of `a` modulo `p`: see [`native::modular::modular_sqrt`]. Added in ABI version 6.
            fn modular_sqrt(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_sqrt(p, a, out)
            }

            /// `a[i] + b[i] mod p`: see [`native::modular::modular_add_vec`]. Added in ABI version 6.
            fn modular_add_vec(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, b: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_add_vec(p, a, b, out)
            }

            /// `a[i] − b[i] mod p`: see [`native::modular::modular_sub_vec`]. Added in ABI version 6.
            fn modular_sub_vec(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, b: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_sub_vec(p, a, b, out)
            }

            /// `a[i] · b[i] mod p`: see [`native::modular::modular_mul_vec`]. Added in ABI version 6.
            fn modular_mul_vec(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, b: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_mul_vec(p, a, b, out)
            }

            /// `a[i]² mod p`: see [`native::modular::modular_square_vec`]. Added in ABI version 6.
            fn modular_square_vec(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_square_vec(p, a, out)
            }

            /// `a[i]⁻¹ mod p` (Montgomery's trick): see [`native::modular::modular_inverse_vec`]. Added in ABI version 6.
            fn modular_inverse_vec(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_inverse_vec(p, a, out)
            }

            /// `a[i]^e[i] mod p`: see [`native::modular::modular_pow_vec`]. Added in ABI version 6.
            fn modular_pow_vec(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, e: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_pow_vec(p, a, e, out)
            }

            /// square roots of `a[i]` modulo `p`: see [`native::modular::modular_sqrt_vec`]. Added in ABI version 6.
            fn modular_sqrt_vec(p: PassFatPointerAndRead<&[u8]>, a: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular::modular_sqrt_vec(p, a, out)
            }

            /// MSM on a short Weierstrass curve given in the call: see
            /// [`native::modular_msm::modular_msm_sw`]. Added in ABI version 6.
            fn modular_msm_sw(curve: PassFatPointerAndRead<&[u8]>, bases: PassFatPointerAndRead<&[u8]>, scalars: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::modular_msm::modular_msm_sw(curve, bases, scalars, out)
            }

            /// RFC 9380's `hash_to_curve` to BLS12-381's G1 (`BLS12381G1_XMD:SHA-256_SSWU_RO_`)
            /// with the tag `dst`: see [`native::bls::hash_to_g1`]. Added in ABI version 8.
            fn bls12_381_hash_to_g1(dst: PassFatPointerAndRead<&[u8]>, msg: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::bls::hash_to_g1(dst, msg, out)
            }

            /// RFC 9380's `hash_to_curve` to BLS12-381's G2 (`BLS12381G2_XMD:SHA-256_SSWU_RO_`)
            /// with the tag `dst`: see [`native::bls::hash_to_g2`]. Added in ABI version 8.
            fn bls12_381_hash_to_g2(dst: PassFatPointerAndRead<&[u8]>, msg: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::bls::hash_to_g2(dst, msg, out)
            }

            /// EIP-2537's `MAP_FP_TO_G1`: see [`native::bls::map_fp_to_g1`]. Added in ABI version 8.
            fn bls12_381_map_fp_to_g1(u: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::bls::map_fp_to_g1(u, out)
            }

            /// EIP-2537's `MAP_FP2_TO_G2`: see [`native::bls::map_fp2_to_g2`]. Added in ABI version 8.
            fn bls12_381_map_fp2_to_g2(u: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::bls::map_fp2_to_g2(u, out)
            }

            /// The BLS signature draft's `Verify` in a ciphersuite: see
            /// [`native::bls::bls_verify`]. Added in ABI version 8.
            fn bls12_381_bls_verify(suite: u32, pk: PassFatPointerAndRead<&[u8]>, msg: PassFatPointerAndRead<&[u8]>, sig: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::bls::bls_verify(suite, pk, msg, sig, out)
            }

            /// The BLS signature draft's `AggregateVerify` in a ciphersuite: see
            /// [`native::bls::bls_aggregate_verify`]. Added in ABI version 8.
            fn bls12_381_bls_aggregate_verify(suite: u32, pks: PassFatPointerAndRead<&[u8]>, msgs: PassFatPointerAndRead<&[u8]>, sig: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::bls::bls_aggregate_verify(suite, pks, msgs, sig, out)
            }

            /// The BLS signature draft's `FastAggregateVerify`: see
            /// [`native::bls::bls_fast_aggregate_verify`]. Added in ABI version 8.
            fn bls12_381_bls_fast_aggregate_verify(pks: PassFatPointerAndRead<&[u8]>, msg: PassFatPointerAndRead<&[u8]>, sig: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::bls::bls_fast_aggregate_verify(pks, msg, sig, out)
            }

            /// The BLS signature draft's `PopVerify`: see [`native::bls::bls_pop_verify`]. Added
            /// in ABI version 8.
            fn bls12_381_bls_pop_verify(pk: PassFatPointerAndRead<&[u8]>, proof: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                native::bls::bls_pop_verify(pk, proof, out)
            }
        }

        $(
            native::pairing_backend!($engine $(, $pbackend)?);

            impl PairingLimits for $engine {
                const PAIRS_LIMIT: usize = $pairs;
            }

            impl HostPairing for $engine {
                const MULTI_MILLER_LOOP: BinaryFn = elliptic_curves::[<$pc _multi_miller_loop>];
                const FINAL_EXPONENTIATION: UnaryFn = elliptic_curves::[<$pc _final_exponentiation>];
                const PAIRING_CHECK: BinaryFn = elliptic_curves::[<$pc _pairing_check>];
                const GROTH16_VERIFY: TernaryFn = elliptic_curves::[<$pc _groth16_verify>];
                const GROTH16_VERIFY_PREPARED: TernaryFn = elliptic_curves::[<$pc _groth16_verify_prepared>];
                const GROTH16_VERIFY_PREPARED_AND_CHECK: QuinaryFn = elliptic_curves::[<$pc _groth16_verify_prepared_and_check>];
            }

        )*
        $(
            native::group_backend!($affine $(, $backend $g $(+ $subgroup)? $([$glv_mul])?)?);

            impl GroupLimits for $affine {
                const MSM_LIMIT: usize = $msm;
                const VALIDATE_LIMIT: usize = $validate;
            }

            impl HostGroup for $affine {
                const MSM: BinaryFn = elliptic_curves::[<$gc _msm_ $g>];
                const MUL_PROJECTIVE: BinaryFn = elliptic_curves::[<$gc _mul_projective_ $g>];
                const MUL_AFFINE: BinaryFn = elliptic_curves::[<$gc _mul_affine_ $g>];
                const VALIDATE: CheckFn = elliptic_curves::[<$gc _validate_ $g>];
                const DECOMPRESS: UnaryFn = elliptic_curves::[<$gc _decompress_ $g>];
            }

        )*
    }};
}

/// The curve registry: every curve and group of the `elliptic_curves` interface, declared once,
/// in the one form every consumer reads.
///
/// `curves!(callback)` expands to `callback! { {row} {row} … }`, one row per curve, each a list
/// of `key: value,` fields in this order:
///
/// ```text
/// {
///     curve: module, crate: arkworks_crate,
///     pairing: [engine: Engine, pairs: N, backend: [blst], upstream: [module::Engine],],
///     groups: [
///         { group: g1, alias: G1, form: Sw, config: [g1::Config], limits: [msm, validate],
///           backend: [pippenger + check [glv_mul]], upstream: [module::G1Projective], }
///         …
///     ],
///     variant: Name, display: "Display", upstream: [module], doc: "Description.",
/// }
/// ```
///
/// - `curve`: the curve's name in the host functions (`<curve>_msm_<group>`) and in
///   ark-substrate (`ark_substrate::<curve>`); `crate`: the arkworks crate with its fields
///   (`Fr`, `Fq`), engine and configs.
/// - `pairing`: the pairing engine (`arkworks_crate::Engine`), the most pairs one call takes,
///   and with `backend: [blst]` the pairing products whose Miller-loop value stays on the host
///   come from blst ([`native::PairingBackend`]), and `upstream`, the engine in
///   `sp-crypto-ec-utils` if it has one; `pairing: []` for a curve without a pairing.
/// - Per group: `group`, its name in the host functions (`g1`, `te`, …); `alias`, the prefix of
///   its ark-substrate type names (`G1Affine`, `EdwardsProjective`, …); `form` (`Sw` or `Te`)
///   and `config`, its arkworks config relative to the crate; `limits`, the most points one
///   `msm` and one `validate` call take (see [`GroupLimits`]: natively the slowest accepted call
///   stays well under a second, `docs/benchmarks/limits.md`); `backend`, how the host computes
///   it ([`native::GroupBackend`]): empty keeps arkworks' subgroup check and [`native::exact`]'s
///   MSM; `blst`; `pippenger`: MSMs from [`native::pippenger`], with `+ check` the subgroup
///   check `check` (one of [`native::subgroup`]'s), with `[glv_mul]` a note that arkworks
///   multiplies by GLV, exact only in the subgroup; `glv`: MSMs and scalar multiplications from
///   [`native::glv`]; `sw_form`: both exact through the points at infinity of an incomplete
///   twisted Edwards form, [`native::sw_form`] (`+ check` as for `pippenger`); `edwards`: a
///   complete twisted Edwards form, arkworks' MSM with [`native::subgroup::edwards`]' check;
///   `upstream`, the group's projective type in
///   `sp-crypto-ec-utils` (`module::Type`), where it has one.
/// - `variant`: the curve in the pallets' enums (variant `Name` for a pairing curve, `Name` +
///   group for a group, `Bls12_381G1`; in snake case, `bls12_381` and `bls12_381_g1`, in
///   benchmark and weight names), never to change, since their SCALE indices follow this
///   table's order; `display`: its name for people (`BLS12-381`); `upstream`: the module of
///   polkadot-sdk's `sp-crypto-ec-utils` that has the curve (its per-curve host functions are
///   the benchmarks' `Upstream` column), empty if none; `doc`: its module's documentation.
///
/// **Adding a field is one edit here plus the code that reads it.** New fields go at the end of
/// a row or of a group, and every consumer's pattern names the fields it reads, in this order,
/// and ends in `$($more:tt)*`, so a consumer that does not read a field never sees it. The unit
/// tests' build adds such a field to the curve it declares (`secp256k1`, below), which the host
/// functions' declaration then has to skip.
///
/// `curves!(callback, tokens…)` puts `tokens…` first (for adapters that pass on a callback of
/// their own); `curves!([path::to::callback], …)` calls a macro by its path (an adapter in
/// another crate, `$crate::…`). [`curve_registry!`] gives the same table as two flat lists.
/// Every list of curves in this workspace (the host functions, their bindings, the benchmarks'
/// decode-only twins, ark-substrate's curve modules, the benchmarks' curve table with the
/// pallets' enums, the verifier's curves, the benchmarking node's comparison host functions,
/// the tests) is generated from this one.
#[macro_export]
macro_rules! curves {
    ([$($callback:tt)*] $(, $($args:tt)*)?) => {
        $crate::__curve_table! { [$($callback)*] $($($args)*)? }
    };
    ($callback:ident $(, $($args:tt)*)?) => {
        $crate::__curve_table! { [$callback] $($($args)*)? }
    };
}

/// The curve registry ([`curves!`]) as two flat lists, for consumers that go through every
/// pairing and every group: `curve_registry!(callback)` expands to
///
/// ```text
/// callback! {
///     pairings { { curve: module, engine: arkworks_crate::Engine, pairs: N, backend: [blst], } … }
///     groups { { curve: module, group: g1, affine: Sw<arkworks_crate::g1::Config>,
///                limits: [msm, validate], backend: […], } … }
/// }
/// ```
///
/// (`affine` with this crate's path), and `curve_registry!(callback, tokens…)` puts `tokens…`
/// first. Every field ends in a comma, and a consumer's pattern ends in `$($more:tt)*`, as for
/// [`curves!`]' rows. This crate declares its host functions from it.
#[macro_export]
macro_rules! curve_registry {
    ($callback:ident $(, $($args:tt)*)?) => {
        $crate::__curve_table! { [$crate::__flatten_curves] [$callback] [$($($args)*)?] }
    };
}

/// [`curve_registry!`]'s lists, from [`curves!`]' rows.
#[doc(hidden)]
#[macro_export]
macro_rules! __flatten_curves {
    (
        [$callback:ident] [$($args:tt)*]
        $({
            curve: $name:ident, crate: $ark:ident,
            pairing: [$(engine: $engine:ident, pairs: $pairs:literal, backend: $pbackend:tt, $($pmore:tt)*)?],
            groups: [$({
                group: $g:ident, alias: $alias:ident, form: $form:ident, config: [$($config:tt)*],
                limits: $limits:tt, backend: $backend:tt, $($gmore:tt)*
            })*],
            $($more:tt)*
        })*
    ) => {
        $callback! {
            $($args)*
            pairings { $($({ curve: $name, engine: $ark::$engine, pairs: $pairs, backend: $pbackend, })?)* }
            groups { $($({
                curve: $name, group: $g, affine: $crate::$form<$ark::$($config)*>, limits: $limits,
                backend: $backend,
            })*)* }
        }
    };
}

/// The table itself, handed to a callback given as a path (see [`curves!`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __curve_table {
    ([$($callback:tt)*] $($args:tt)*) => {
        $($callback)*! {
            $($args)*
            {
                curve: bls12_381, crate: ark_bls12_381,
                pairing: [engine: Bls12_381, pairs: 256, backend: [blst], upstream: [bls12_381::Bls12_381],],
                groups: [
                    { group: g1, alias: G1, form: Sw, config: [g1::Config], limits: [65536, 8192], backend: [blst], upstream: [bls12_381::G1Projective], }
                    { group: g2, alias: G2, form: Sw, config: [g2::Config], limits: [32768, 8192], backend: [blst], upstream: [bls12_381::G2Projective], }
                ],
                variant: Bls12_381, display: "BLS12-381", upstream: [bls12_381], doc: "BLS12-381.",
            }
            {
                curve: bls12_377, crate: ark_bls12_377,
                pairing: [engine: Bls12_377, pairs: 256, backend: [], upstream: [bls12_377::Bls12_377],],
                groups: [
                    { group: g1, alias: G1, form: Sw, config: [g1::Config], limits: [65536, 8192], backend: [pippenger + $crate::native::subgroup::bls12_g1::<ark_bls12_377::Config> [glv_mul]], upstream: [bls12_377::G1Projective], }
                    { group: g2, alias: G2, form: Sw, config: [g2::Config], limits: [16384, 4096], backend: [pippenger + $crate::native::subgroup::bls12_g2::<ark_bls12_377::Config>], upstream: [bls12_377::G2Projective], }
                ],
                variant: Bls12_377, display: "BLS12-377", upstream: [bls12_377], doc: "BLS12-377.",
            }
            {
                curve: bw6_761, crate: ark_bw6_761,
                pairing: [engine: BW6_761, pairs: 128, backend: [], upstream: [bw6_761::BW6_761],],
                groups: [
                    { group: g1, alias: G1, form: Sw, config: [g1::Config], limits: [8192, 1024], backend: [pippenger + $crate::native::subgroup::bw6_761_g1], upstream: [bw6_761::G1Projective], }
                    { group: g2, alias: G2, form: Sw, config: [g2::Config], limits: [8192, 1024], backend: [pippenger + $crate::native::subgroup::glv::<ark_bw6_761::g2::Config>], upstream: [bw6_761::G2Projective], }
                ],
                variant: Bw6_761, display: "BW6-761", upstream: [bw6_761], doc: "BW6-761.",
            }
            {
                curve: bn254, crate: ark_bn254,
                pairing: [engine: Bn254, pairs: 256, backend: [], upstream: [],],
                groups: [
                    { group: g1, alias: G1, form: Sw, config: [g1::Config], limits: [65536, 65536], backend: [pippenger], upstream: [], }
                    { group: g2, alias: G2, form: Sw, config: [g2::Config], limits: [32768, 8192], backend: [pippenger + $crate::native::subgroup::bn_g2::<ark_bn254::Config>], upstream: [], }
                ],
                variant: Bn254, display: "BN254", upstream: [], doc: "BN254 (alt_bn128).",
            }
            {
                curve: ed_on_bls12_381, crate: ark_ed_on_bls12_381,
                pairing: [],
                groups: [
                    { group: te, alias: Edwards, form: Te, config: [JubjubConfig], limits: [65536, 4096], backend: [edwards], upstream: [], }
                ],
                variant: EdOnBls12_381, display: "Ed-on-BLS12-381", upstream: [], doc: "Ed-on-BLS12-381 (JubJub).",
            }
            {
                curve: ed_on_bls12_381_bandersnatch, crate: ark_ed_on_bls12_381_bandersnatch,
                pairing: [],
                groups: [
                    { group: te, alias: Edwards, form: Te, config: [BandersnatchConfig], limits: [65536, 4096], backend: [sw_form + $crate::native::subgroup::edwards], upstream: [ed_on_bls12_381_bandersnatch::EdwardsProjective], }
                    { group: sw, alias: SW, form: Sw, config: [BandersnatchConfig], limits: [65536, 4096], backend: [pippenger + $crate::native::subgroup::weierstrass_three_forms], upstream: [ed_on_bls12_381_bandersnatch::SWProjective], }
                ],
                variant: Bandersnatch, display: "Bandersnatch", upstream: [ed_on_bls12_381_bandersnatch],
                doc: "Ed-on-BLS12-381-Bandersnatch, in twisted Edwards and short Weierstrass form.",
            }
            {
                curve: ed_on_bls12_377, crate: ark_ed_on_bls12_377,
                pairing: [],
                groups: [
                    { group: te, alias: Edwards, form: Te, config: [EdwardsConfig], limits: [65536, 4096], backend: [edwards], upstream: [ed_on_bls12_377::EdwardsProjective], }
                ],
                variant: EdOnBls12_377, display: "Ed-on-BLS12-377", upstream: [ed_on_bls12_377], doc: "Ed-on-BLS12-377.",
            }
            {
                curve: pallas, crate: ark_pallas,
                pairing: [],
                groups: [
                    { group: sw, alias: SW, form: Sw, config: [PallasConfig], limits: [65536, 65536], backend: [glv], upstream: [pallas::Projective], }
                ],
                variant: Pallas, display: "Pallas", upstream: [pallas], doc: "Pallas.",
            }
            {
                curve: vesta, crate: ark_vesta,
                pairing: [],
                groups: [
                    { group: sw, alias: SW, form: Sw, config: [VestaConfig], limits: [65536, 65536], backend: [glv], upstream: [vesta::Projective], }
                ],
                variant: Vesta, display: "Vesta", upstream: [vesta], doc: "Vesta.",
            }
        }
    };
}

#[cfg(not(test))]
curve_registry!(host_functions);

// The unit tests' build declares one more group, secp256k1, from nothing but its registry entry
// (put before the table's rows): its host functions, bindings, limits and backend all follow
// from it (`one_more_group` below). Its row and group end in a field that no consumer reads
// (`probe`), which the flat view and the host functions' declaration must skip.
#[cfg(test)]
__curve_table! {
    [__flatten_curves] [host_functions] []
    {
        curve: secp256k1, crate: ark_secp256k1,
        pairing: [],
        groups: [
            { group: sw, alias: SW, form: Sw, config: [Config], limits: [1024, 1024], backend: [pippenger], upstream: [], probe: [a field no consumer reads], }
        ],
        variant: Secp256k1, display: "secp256k1", upstream: [], doc: "secp256k1 (unit tests only).",
        probe: [a field no consumer reads],
    }
}

/// Every `elliptic_curves` host function, as a benchmarking node registers them in its executor,
/// e.g. `WasmExecutor<(sp_io::SubstrateHostFunctions, ec_host_primitives::HostFunctions)>`; a
/// production node registers [`ProductionHostFunctions`] (feature `executor`), which leaves out
/// [`production::BENCHMARKING_ONLY`].
#[cfg(feature = "std")]
pub type HostFunctions = elliptic_curves::HostFunctions;

#[cfg(feature = "executor")]
pub use production::ProductionHostFunctions;

/// A registry entry is all a group needs: the unit tests' build adds secp256k1 (above), and its
/// host functions compute what textbook arithmetic computes.
#[cfg(test)]
mod one_more_group {
    use super::*;
    use ark_ec::{AffineRepr, CurveGroup};
    use ark_ff::{PrimeField, UniformRand};
    use ark_secp256k1::{Affine, Fr, Projective};

    fn points(n: usize) -> Vec<Affine> {
        let rng = &mut ark_std::test_rng();
        (0..n).map(|_| Affine::rand(rng)).collect()
    }

    #[test]
    fn msm_and_mul_are_the_group_law() {
        let rng = &mut ark_std::test_rng();
        for n in [0, 1, 5, 64, 100] {
            let bases = points(n);
            let scalars: Vec<Fr> = (0..n).map(|_| Fr::rand(rng)).collect();
            let textbook: Projective = bases
                .iter()
                .zip(&scalars)
                .map(|(base, scalar)| base.mul_bigint(scalar.into_bigint()))
                .sum();
            let mut out = vec![0u8; encoding::size_of::<Affine>()];
            let call = elliptic_curves::secp256k1_msm_sw(
                &encoding::write_list(&bases),
                &encoding::write_list(&scalars),
                &mut out,
            );
            assert_eq!(call, Ok(()), "n = {n}");
            assert_eq!(
                encoding::read::<Affine>(&out),
                Ok(textbook.into_affine()),
                "n = {n}"
            );
        }
        let (base, scalar) = (points(1)[0], Fr::rand(rng));
        let scalar_bytes = encoding::write_scalar(scalar.into_bigint().as_ref());
        let mut out = vec![0u8; encoding::size_of::<Affine>()];
        let mut encoded = Vec::new();
        encoding::write(&base, &mut encoded);
        // Through the binding, as ark-substrate calls it.
        assert_eq!(
            <Affine as HostGroup>::MUL_AFFINE(&encoded, &scalar_bytes, &mut out),
            Ok(())
        );
        assert_eq!(
            encoding::read::<Affine>(&out),
            Ok(base.mul_bigint(scalar.into_bigint()).into_affine())
        );
    }

    #[test]
    fn limits_and_checks_come_from_the_entry() {
        assert_eq!(<Affine as GroupLimits>::MSM_LIMIT, 1024);
        assert_eq!(<Affine as GroupLimits>::VALIDATE_LIMIT, 1024);
        let validate = <Affine as HostGroup>::VALIDATE;
        assert_eq!(validate(&encoding::write_list(&points(1024))), Ok(()));
        assert_eq!(
            validate(&encoding::write_list(&points(1025))),
            Err(Error::TooManyElements)
        );
        // A point off the curve: y + 1.
        let mut point = points(1)[0];
        point.y += ark_secp256k1::Fq::from(1u64);
        assert_eq!(
            validate(&encoding::write_list(&[point])),
            Err(Error::NotOnCurve)
        );
    }
}
