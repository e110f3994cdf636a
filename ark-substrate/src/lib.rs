//! Arkworks curve models for Substrate runtimes, with the heavy operations injected.
//!
//! Each curve is a set of ordinary arkworks types (`G1Affine`, `G2Projective`, a [`Pairing`]
//! engine, …) built from a generic model and a choice of hooks:
//!
//! - [`Host`] (the default): MSM, scalar multiplication, subgroup checks, the multi-Miller loop
//!   and the final exponentiation run natively through the `elliptic_curves` host functions of
//!   [`ec_host_primitives`]. This is what runtime code uses.
//! - [`Arkworks`]: plain arkworks in place, the reference for tests.
//! - [`WasmArkworks`]: arkworks' algorithms in place, as [`Arkworks`], over fields shaped for
//!   Wasm ([`fields::WasmFp`], and the curves' and towers' twins over it, [`shaped`]): the same
//!   results, for runtimes that may call no curve host function.
//! - `Rfc163`: RFC-0163's host functions where it has them (BLS12-381, Pallas, Vesta), the
//!   [`WasmArkworks`] computations for the rest: for a parachain, whose relay-chain validators
//!   know only standard host functions. In a runtime it needs feature `rfc163`
//!   (`sp-crypto-ec-utils`' declarations).
//!
//! The curve modules' types (`bls12_381::G1Affine`, …) take [`DefaultHooks`]: [`Host`], or
//! `Rfc163` in a runtime built with feature `profile-rfc163`, or [`WasmArkworks`] in one built
//! with feature `profile-polkadot`. Every hook set computes the same results.
//!
//! [`PairingCheck`] and [`Groth16Verify`] give generic code the whole check as one operation,
//! which the host hooks run on the host: a Miller loop and a final exponentiation for the
//! pairing check, one host call for a Groth16 verification. [`EncodedMsm`] and
//! [`EncodedPairing`] start from encoded points (a call's argument bytes), which the host hooks
//! hand to the host without decoding them in the runtime.
//!
//! Generic arkworks code (ark-groth16, …) runs over these types unmodified:
//!
//! ```
//! use ark_substrate::bls12_381::{Bls12_381, G1Affine, G2Affine};
//! use ark_ec::{pairing::Pairing, AffineRepr};
//!
//! let (p, q) = (G1Affine::generator(), G2Affine::generator());
//! // One host call for the Miller loop, one for the final exponentiation.
//! assert_eq!(Bls12_381::pairing(p, q), Bls12_381::pairing(p, q));
//! ```
//!
//! With feature `vrf`, the module `vrf` runs ark-vrf's Bandersnatch suite over these types, for any hooks.
//! [`bls_signature`] verifies BLS signatures on BLS12-381 (Ethereum's ciphersuite and the basic
//! scheme) and hashes to its curve, for any hooks.
//!
//! [`Pairing`]: ark_ec::pairing::Pairing

#![cfg_attr(not(feature = "std"), no_std)]
#![deny(missing_docs)]

extern crate alloc;

/// `MontBackend<M, N>`'s square-root precomputation for another field configuration of the same
/// modulus, its element converted by the `const fn` `$convert` (`fields::from_arkworks`,
/// `modular::to_host`). ark-ff is pinned (`=0.6.0`), whose three variants are these; the field
/// tests take square roots in every field.
macro_rules! sqrt_precomp_via {
    ($M:ty, $N:ident, $convert:path) => {
        match <ark_ff::MontBackend<$M, $N> as ark_ff::FpConfig<$N>>::SQRT_PRECOMP {
            Some(ark_ff::SqrtPrecomputation::TonelliShanks {
                two_adicity,
                quadratic_nonresidue_to_trace,
                trace_of_modulus_minus_one_div_two,
            }) => Some(ark_ff::SqrtPrecomputation::TonelliShanks {
                two_adicity,
                quadratic_nonresidue_to_trace: $convert(quadratic_nonresidue_to_trace),
                trace_of_modulus_minus_one_div_two,
            }),
            Some(ark_ff::SqrtPrecomputation::Case3Mod4 {
                modulus_plus_one_div_four,
            }) => Some(ark_ff::SqrtPrecomputation::Case3Mod4 {
                modulus_plus_one_div_four,
            }),
            Some(ark_ff::SqrtPrecomputation::Case5Mod8 {
                modulus_plus_three_div_eight,
                modulus_minus_one_div_four,
            }) => Some(ark_ff::SqrtPrecomputation::Case5Mod8 {
                modulus_plus_three_div_eight,
                modulus_minus_one_div_four,
            }),
            _ => None,
        }
    };
}

pub mod bls_signature;
mod curves;
pub mod encoded;
pub mod fields;
pub mod groth16;
mod hooks;
pub mod models;
pub mod modular;
pub mod pairing;
pub mod shaped;
// Natively (tests, a native runtime build) `Rfc163` calls the node's implementation directly;
// only a runtime's Wasm needs `sp-crypto-ec-utils`' declarations of the imports.
#[cfg(feature = "p256")]
pub mod p256;
#[cfg(any(feature = "rfc163", not(substrate_runtime)))]
pub mod rfc163;
#[cfg(feature = "vrf")]
pub mod vrf;

pub use curves::*;
pub use ec_host_primitives::Production;
pub use encoded::{EncodedMsm, EncodedPairing};
pub use groth16::{Groth16Error, Groth16Verify};
pub use hooks::{Arkworks, Host, WasmArkworks};
pub use models::{BatchValid, SWHooks, SWModel, TEHooks, TEModel};
pub use pairing::{Groth16VerifyPrepared, PairingCheck, PairingCurve, PairingHooks, PairingModel};
#[cfg(any(feature = "rfc163", not(substrate_runtime)))]
pub use rfc163::Rfc163;

#[cfg(all(feature = "profile-rfc163", feature = "profile-polkadot"))]
compile_error!("`profile-rfc163` and `profile-polkadot` are two runtime profiles: turn on one");

/// The hooks of the curve modules' types (`bls12_381::G1Affine`, …): [`Host`], the
/// `elliptic_curves` host functions.
#[cfg(not(any(feature = "profile-rfc163", feature = "profile-polkadot")))]
pub type DefaultHooks = Host;
/// The hooks of the curve modules' types (`bls12_381::G1Affine`, …): in this build (feature
/// `profile-rfc163`) [`Rfc163`], RFC-0163's host functions and plain Wasm.
#[cfg(all(feature = "profile-rfc163", not(feature = "profile-polkadot")))]
pub type DefaultHooks = Rfc163;
/// The hooks of the curve modules' types (`bls12_381::G1Affine`, …): in this build (feature
/// `profile-polkadot`) [`WasmArkworks`], arkworks' algorithms over fields shaped for Wasm, which
/// call no host function beyond Substrate's standard set.
#[cfg(feature = "profile-polkadot")]
pub type DefaultHooks = WasmArkworks;
