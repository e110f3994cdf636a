//! Groth16 verification against a key that is not prepared, as one operation, so that the host
//! hooks can run all of it in one host call.
//!
//! ark-groth16 prepares the key first: it computes `e(α, β)` (a Miller loop and a final
//! exponentiation), then checks `e(A, B) = e(α, β)·e(L, γ)·e(C, δ)` with a second final
//! exponentiation. [`Groth16Verify`] is that check; plain arkworks engines run ark-groth16 as
//! it is, and a [`PairingModel`](crate::PairingModel) hands the whole check to its hooks
//! ([`PairingHooks::groth16_verify`](crate::PairingHooks::groth16_verify), implemented in
//! [`crate::pairing`]). This module imports nothing from the crate.

use ark_ec::{
    bls12::{Bls12, Bls12Config},
    bn::{Bn, BnConfig},
    bw6::{BW6Config, BW6},
    pairing::Pairing,
};
use ark_groth16::{prepare_verifying_key, Groth16, Proof, VerifyingKey};
use ark_serialize::Valid;

/// Why a Groth16 verification did not run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Groth16Error {
    /// A point of the key or the proof is not on the curve or not in the prime-order subgroup.
    InvalidPoint,
    /// The key does not have one `γ_abc` point more than there are public inputs.
    WrongInputCount,
}

/// Groth16 verification of a proof against a key that is not prepared, for plain arkworks
/// engines and for models alike.
pub trait Groth16Verify: Pairing {
    /// Checks every point of `vk` and `proof` (on the curve, in the prime-order subgroup) and
    /// the number of inputs, then returns whether `proof` verifies for `inputs` under `vk`.
    ///
    /// The points may come from unchecked deserialization: checking them is part of the call.
    fn groth16_verify(
        vk: &VerifyingKey<Self>,
        proof: &Proof<Self>,
        inputs: &[Self::ScalarField],
    ) -> Result<bool, Groth16Error>;
}

/// Point checks with arkworks' `Valid`, then ark-groth16's `prepare_verifying_key` and
/// `verify_proof`.
pub fn ark_groth16_verify<E: Pairing>(
    vk: &VerifyingKey<E>,
    proof: &Proof<E>,
    inputs: &[E::ScalarField],
) -> Result<bool, Groth16Error> {
    if vk.gamma_abc_g1.len() != inputs.len() + 1 {
        return Err(Groth16Error::WrongInputCount);
    }
    let g1 = vk
        .gamma_abc_g1
        .iter()
        .chain([&vk.alpha_g1, &proof.a, &proof.c]);
    let g2 = [&vk.beta_g2, &vk.gamma_g2, &vk.delta_g2, &proof.b];
    if E::G1Affine::batch_check(g1).is_err() || E::G2Affine::batch_check(g2.into_iter()).is_err() {
        return Err(Groth16Error::InvalidPoint);
    }
    Groth16::<E>::verify_proof(&prepare_verifying_key(vk), proof, inputs)
        .map_err(|_| Groth16Error::WrongInputCount)
}

/// Implements [`Groth16Verify`] with ark-groth16 for plain engines.
macro_rules! plain_engines {
    ($($Config:ident $Engine:ident,)*) => {$(
        impl<P: $Config> Groth16Verify for $Engine<P> {
            fn groth16_verify(
                vk: &VerifyingKey<Self>,
                proof: &Proof<Self>,
                inputs: &[Self::ScalarField],
            ) -> Result<bool, Groth16Error> {
                ark_groth16_verify(vk, proof, inputs)
            }
        }
    )*};
}

plain_engines!(Bls12Config Bls12, BnConfig Bn, BW6Config BW6,);

/// polkadot-sdk's curve models (feature `upstream`): ark-groth16 over their types.
#[cfg(feature = "upstream")]
mod upstream {
    use super::*;
    use ark_models_ext::{bls12::Bls12, bls12::Bls12Config, bw6::BW6Config, bw6::BW6};

    plain_engines!(Bls12Config Bls12, BW6Config BW6,);
}
