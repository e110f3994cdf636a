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

pub mod encoding;
mod error;
pub mod native;

pub use error::{Error, Status};

use sp_runtime_interface::{
    pass_by::{ConvertAndReturnAs, PassFatPointerAndRead, PassFatPointerAndWrite},
    runtime_interface,
};

/// Most points (and scalars) any MSM or `validate` call accepts; each group's own limits
/// ([`GroupLimits`]) are at most this.
pub const MAX_MSM_LEN: usize = 1 << 16;
/// Most pairs any `multi_miller_loop` or `pairing_check` call accepts; each curve's own limit
/// ([`PairingLimits`]) is at most this.
pub const MAX_PAIRS: usize = 256;

/// Input limits of one group's host functions, from the table in this file: chosen so that the
/// slowest accepted call takes well under a second natively (`docs/benchmarks/limits.md`).
/// Callers split larger work.
pub trait GroupLimits {
    /// Most points (and scalars) of one `msm` call.
    const MSM_LIMIT: usize;
    /// Most points of one `validate` call.
    const VALIDATE_LIMIT: usize;
}

/// Input limits of one pairing curve's host functions (see [`GroupLimits`]).
pub trait PairingLimits: ark_ec::pairing::Pairing<G1Affine: GroupLimits> {
    /// Most pairs of one `multi_miller_loop` or `pairing_check` call.
    const PAIRS_LIMIT: usize;
    /// Most public inputs of one `groth16_verify` call: one `γ_abc` point fewer than one G1
    /// `validate` and one G1 `msm` take.
    const GROTH16_INPUTS_LIMIT: usize = {
        let (msm, validate) = (
            <Self::G1Affine as GroupLimits>::MSM_LIMIT,
            <Self::G1Affine as GroupLimits>::VALIDATE_LIMIT,
        );
        (if msm < validate { msm } else { validate }) - 1
    };
}
/// Most 64-bit limbs of a `mul_*` scalar (1024 bits: enough for any cofactor of these curves).
pub const MAX_SCALAR_LIMBS: usize = 16;

/// Wire type of every host function's result: `Result<(), Error>` on both sides, `u32` between.
pub type HostResult = ConvertAndReturnAs<Result<(), Error>, Status, u32>;

/// A host function `(input, input, output) -> status`.
pub type BinaryFn = fn(&[u8], &[u8], &mut [u8]) -> Result<(), Error>;
/// A host function `(input, output) -> status`.
pub type UnaryFn = fn(&[u8], &mut [u8]) -> Result<(), Error>;
/// A host function `(input, input, input, output) -> status`.
pub type TernaryFn = fn(&[u8], &[u8], &[u8], &mut [u8]) -> Result<(), Error>;
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
}

/// Short Weierstrass affine points (the registry's shorthand).
pub use ark_ec::short_weierstrass::Affine as Sw;
/// Twisted Edwards affine points (the registry's shorthand).
pub use ark_ec::twisted_edwards::Affine as Te;

/// Declares the runtime interface, the [`HostGroup`]/[`HostPairing`] bindings and each group's
/// [`native::GroupBackend`] from one table (`=> blst`: the host computes that group with blst;
/// `=> pippenger`: its MSMs with [`native::pippenger`], and with `+ check` its subgroup checks
/// with `check`, one of [`native::subgroup`]'s, and with `[glv_mul]` its scalar multiplication
/// is arkworks' GLV, exact only in the subgroup; `=> glv`: its MSMs and scalar multiplications
/// with [`native::glv`]).
macro_rules! host_functions {
    (
        pairings { $($pc:ident [$pairs:literal]: $engine:ty,)* }
        groups { $($gc:ident $g:ident [$msm:literal, $validate:literal]: $affine:ty $(=> $backend:ident $(+ $subgroup:path)? $([$glv_mul:ident])?)?,)* }
    ) => { paste::paste! {
        /// Elliptic-curve host functions. Every function returns `Ok(())` or an [`Error`]; its
        /// result, if any, is written into `out`, which must have exactly the result's length.
        #[runtime_interface]
        pub trait EllipticCurves {
            $(
                #[doc = "Multi-Miller loop on " $pc ": see [`native::multi_miller_loop`]."]
                fn [<$pc _multi_miller_loop>](g1: PassFatPointerAndRead<&[u8]>, g2: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::multi_miller_loop::<$engine>(g1, g2, out)
                }

                #[doc = "Final exponentiation on " $pc ": see [`native::final_exponentiation`]."]
                fn [<$pc _final_exponentiation>](f: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::final_exponentiation::<$engine>(f, out)
                }

                #[doc = "Pairing check on " $pc ": see [`native::pairing_check`]."]
                fn [<$pc _pairing_check>](g1: PassFatPointerAndRead<&[u8]>, g2: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::pairing_check::<$engine>(g1, g2, out)
                }

                #[doc = "Groth16 verification on " $pc ": see [`native::groth16_verify`]."]
                fn [<$pc _groth16_verify>](vk: PassFatPointerAndRead<&[u8]>, proof: PassFatPointerAndRead<&[u8]>, inputs: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::groth16_verify::<$engine>(vk, proof, inputs, out)
                }
            )*
            $(
                #[doc = "MSM on " $gc " " $g ": see [`native::msm`]."]
                fn [<$gc _msm_ $g>](bases: PassFatPointerAndRead<&[u8]>, scalars: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::msm::<$affine>(bases, scalars, out)
                }

                #[doc = "Projective scalar multiplication on " $gc " " $g ": see [`native::mul_projective`]."]
                fn [<$gc _mul_projective_ $g>](base: PassFatPointerAndRead<&[u8]>, scalar: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::mul_projective::<$affine>(base, scalar, out)
                }

                #[doc = "Affine scalar multiplication on " $gc " " $g ": see [`native::mul_affine`]."]
                fn [<$gc _mul_affine_ $g>](base: PassFatPointerAndRead<&[u8]>, scalar: PassFatPointerAndRead<&[u8]>, out: PassFatPointerAndWrite<&mut [u8]>) -> HostResult {
                    native::mul_affine::<$affine>(base, scalar, out)
                }

                #[doc = "Batch point validation on " $gc " " $g ": see [`native::validate`]."]
                fn [<$gc _validate_ $g>](points: PassFatPointerAndRead<&[u8]>) -> HostResult {
                    native::validate::<$affine>(points)
                }
            )*
        }

        $(
            impl PairingLimits for $engine {
                const PAIRS_LIMIT: usize = $pairs;
            }

            impl HostPairing for $engine {
                const MULTI_MILLER_LOOP: BinaryFn = elliptic_curves::[<$pc _multi_miller_loop>];
                const FINAL_EXPONENTIATION: UnaryFn = elliptic_curves::[<$pc _final_exponentiation>];
                const PAIRING_CHECK: BinaryFn = elliptic_curves::[<$pc _pairing_check>];
                const GROTH16_VERIFY: TernaryFn = elliptic_curves::[<$pc _groth16_verify>];
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
            }

        )*
    }};
}

/// The curve registry: every curve and group of the `elliptic_curves` interface, once, with its
/// limits and host backend. `curve_registry!(callback)` expands to
/// `callback! { pairings { curve [pairs]: Engine, … } groups { curve group [msm, validate]:
/// Affine => backend …, … } }`; this crate declares its host functions from it, and other
/// crates (the benchmarks' decode-only interface) declare their tables from the same list.
///
/// `[pairs]` after a curve and `[msm, validate]` after a group are the most elements one call
/// takes (see [`GroupLimits`]): natively, the slowest accepted call of each stays well under a
/// second (`docs/benchmarks/limits.md`, `examples/limits.rs`).
#[macro_export]
macro_rules! curve_registry {
    ($callback:ident) => {
        $callback! {
            pairings {
                bls12_381 [256]: ark_bls12_381::Bls12_381,
                bls12_377 [256]: ark_bls12_377::Bls12_377,
                bw6_761 [128]: ark_bw6_761::BW6_761,
                bn254 [256]: ark_bn254::Bn254,
            }
            groups {
                bls12_381 g1 [65536, 8192]: $crate::Sw<ark_bls12_381::g1::Config> => blst,
                bls12_381 g2 [32768, 8192]: $crate::Sw<ark_bls12_381::g2::Config> => blst,
                bls12_377 g1 [65536, 8192]: $crate::Sw<ark_bls12_377::g1::Config> => pippenger + $crate::native::subgroup::bls12_g1::<ark_bls12_377::Config> [glv_mul],
                bls12_377 g2 [16384, 4096]: $crate::Sw<ark_bls12_377::g2::Config> => pippenger + $crate::native::subgroup::bls12_g2::<ark_bls12_377::Config>,
                bw6_761 g1 [8192, 1024]: $crate::Sw<ark_bw6_761::g1::Config> => pippenger + $crate::native::subgroup::bw6_761_g1,
                bw6_761 g2 [8192, 1024]: $crate::Sw<ark_bw6_761::g2::Config> => pippenger + $crate::native::subgroup::glv::<ark_bw6_761::g2::Config>,
                bn254 g1 [65536, 65536]: $crate::Sw<ark_bn254::g1::Config> => pippenger,
                bn254 g2 [32768, 8192]: $crate::Sw<ark_bn254::g2::Config> => pippenger + $crate::native::subgroup::bn_g2::<ark_bn254::Config>,
                ed_on_bls12_381 te [65536, 4096]: $crate::Te<ark_ed_on_bls12_381::JubjubConfig>,
                ed_on_bls12_381_bandersnatch te [65536, 4096]: $crate::Te<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig>,
                ed_on_bls12_381_bandersnatch sw [65536, 4096]: $crate::Sw<ark_ed_on_bls12_381_bandersnatch::BandersnatchConfig> => pippenger,
                ed_on_bls12_377 te [65536, 4096]: $crate::Te<ark_ed_on_bls12_377::EdwardsConfig>,
                pallas sw [65536, 65536]: $crate::Sw<ark_pallas::PallasConfig> => glv,
                vesta sw [65536, 65536]: $crate::Sw<ark_vesta::VestaConfig> => glv,
            }
        }
    };
}

curve_registry!(host_functions);

/// The host functions a node registers in its executor, e.g.
/// `WasmExecutor<(sp_io::SubstrateHostFunctions, ec_host_primitives::HostFunctions)>`.
#[cfg(feature = "std")]
pub type HostFunctions = elliptic_curves::HostFunctions;
