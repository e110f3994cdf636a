//! The operations behind the calls, generic over arkworks types, so that the same code runs
//! with plain arkworks (in Wasm) and with the ark-substrate host types.
//!
//! Inputs are arkworks `CanonicalSerialize` bytes, uncompressed, decoded with validation (curve
//! and subgroup checks) exactly as a user's call would decode them.

use alloc::vec::Vec;
use ark_ec::{pairing::Pairing, AffineRepr, CurveGroup, VariableBaseMSM};
use ark_ff::PrimeField;
use ark_groth16::{Groth16, Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, Compress, Validate};
use ark_substrate::PairingCheck;
use core::hint::black_box;

/// Why an operation failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpError {
    /// The bytes are not a valid encoding of the expected values (including curve and subgroup
    /// checks).
    InvalidEncoding,
    /// Two lists that must have the same length do not.
    LengthMismatch,
    /// The verifying key does not fit the public inputs.
    MalformedVerifyingKey,
    /// The proof does not verify.
    InvalidProof,
    /// The pairing product is not one.
    PairingCheckFailed,
}

/// Decodes uncompressed bytes with full validation; the input must be consumed exactly.
pub fn decode<T: CanonicalDeserialize>(mut bytes: &[u8]) -> Result<T, OpError> {
    let value = T::deserialize_with_mode(&mut bytes, Compress::No, Validate::Yes)
        .map_err(|_| OpError::InvalidEncoding)?;
    bytes
        .is_empty()
        .then_some(value)
        .ok_or(OpError::InvalidEncoding)
}

/// `Σ scalars[i] · bases[i]` for `Vec<Affine>` and `Vec<ScalarField>` encodings.
pub fn msm<G: CurveGroup + VariableBaseMSM>(bases: &[u8], scalars: &[u8]) -> Result<(), OpError> {
    let bases: Vec<G::Affine> = decode(bases)?;
    let scalars: Vec<G::ScalarField> = decode(scalars)?;
    let result = G::msm(&bases, &scalars).map_err(|_| OpError::LengthMismatch)?;
    black_box(result);
    Ok(())
}

/// `scalar · base` on a projective point (arkworks' `mul_projective`).
pub fn mul_projective<G: CurveGroup>(base: &[u8], scalar: &[u8]) -> Result<(), OpError> {
    let base: G = decode::<G::Affine>(base)?.into_group();
    let scalar: G::ScalarField = decode(scalar)?;
    black_box(base * scalar);
    Ok(())
}

/// `scalar · base` on an affine point (arkworks' `mul_affine`).
pub fn mul_affine<G: CurveGroup>(base: &[u8], scalar: &[u8]) -> Result<(), OpError> {
    let base: G::Affine = decode(base)?;
    let scalar: G::ScalarField = decode(scalar)?;
    black_box(base.mul_bigint(scalar.into_bigint()));
    Ok(())
}

/// The G1 and G2 lists of a pairing call.
type Pairs<E> = (Vec<<E as Pairing>::G1Affine>, Vec<<E as Pairing>::G2Affine>);

fn pairs<E: Pairing>(g1: &[u8], g2: &[u8]) -> Result<Pairs<E>, OpError> {
    let g1: Vec<E::G1Affine> = decode(g1)?;
    let g2: Vec<E::G2Affine> = decode(g2)?;
    (g1.len() == g2.len())
        .then_some((g1, g2))
        .ok_or(OpError::LengthMismatch)
}

/// `Π e(g1[i], g2[i])`: multi-Miller loop and final exponentiation.
pub fn pairing<E: Pairing>(g1: &[u8], g2: &[u8]) -> Result<(), OpError> {
    let (g1, g2) = pairs::<E>(g1, g2)?;
    let _ = black_box(E::multi_pairing(g1, g2));
    Ok(())
}

/// Whether `Π e(g1[i], g2[i]) = 1` (with host types, one fused host call).
pub fn pairing_check<E: PairingCheck>(g1: &[u8], g2: &[u8]) -> Result<(), OpError> {
    let (g1, g2) = pairs::<E>(g1, g2)?;
    E::pairing_check(&g1, &g2)
        .then_some(())
        .ok_or(OpError::PairingCheckFailed)
}

/// Groth16 verification with ark-groth16 of a `VerifyingKey`, a `Proof` and a
/// `Vec<ScalarField>` of public inputs.
pub fn groth16_verify<E: Pairing>(vk: &[u8], proof: &[u8], inputs: &[u8]) -> Result<(), OpError> {
    let vk: VerifyingKey<E> = decode(vk)?;
    let proof: Proof<E> = decode(proof)?;
    let inputs: Vec<E::ScalarField> = decode(inputs)?;
    if vk.gamma_abc_g1.len() != inputs.len() + 1 {
        return Err(OpError::MalformedVerifyingKey);
    }
    let pvk = ark_groth16::prepare_verifying_key(&vk);
    match Groth16::<E>::verify_proof(&pvk, &proof, &inputs) {
        Ok(true) => Ok(()),
        Ok(false) => Err(OpError::InvalidProof),
        Err(_) => Err(OpError::MalformedVerifyingKey),
    }
}
