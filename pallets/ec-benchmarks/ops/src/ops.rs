//! The operations behind the calls, generic over arkworks types, so that the same code runs
//! with plain arkworks (in Wasm or natively) and with the ark-substrate host types.
//!
//! Inputs are arkworks `CanonicalSerialize` bytes, uncompressed. How an operation reads them is
//! its strategy's choice, [`EachPoint`] or [`AsBatch`]; either way every point is checked (curve
//! and subgroup) before it is used:
//!
//! - [`EachPoint`], plain arkworks: points decoded without checks, then arkworks' own check of
//!   each (exactly what `Validate::Yes` deserialization does).
//! - [`AsBatch`], the ark-substrate types: lists as a whole. MSMs and pairings take the bytes as
//!   they are ([`EncodedMsm`], [`EncodedPairing`]: with host hooks the host decodes and checks
//!   them, so the runtime never converts them); a decoded list is checked in one call
//!   ([`BatchValid`]: one host call with host hooks).

use alloc::vec::Vec;
use ark_ec::{
    pairing::{Pairing, PairingOutput},
    AffineRepr, CurveGroup,
};
use ark_ff::PrimeField;
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{CanonicalDeserialize, Compress, Valid, Validate};
use ark_substrate::{
    encoded::Error as HostError, BatchValid, EncodedMsm, EncodedPairing, Groth16Error,
    Groth16Verify, PairingCheck,
};

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
    /// An argument is longer than the operation takes (checked before any decoding).
    InputTooLong,
    /// The signature does not verify (invalid keys and signatures included).
    InvalidSignature,
}

/// How an operation validates the points it decoded: on the curve and in the prime-order
/// subgroup.
pub trait Validation<A> {
    /// Whether every point is valid.
    fn all_valid(points: &[A]) -> bool;
}

/// arkworks' check of each point (what `Validate::Yes` deserialization runs).
#[derive(Clone, Copy, Debug)]
pub struct EachPoint;

impl<A: Valid> Validation<A> for EachPoint {
    fn all_valid(points: &[A]) -> bool {
        A::batch_check(points.iter()).is_ok()
    }
}

/// Lists as a whole: one check per decoded list ([`BatchValid`]), and MSMs and pairings from the
/// encoded lists ([`EncodedMsm`], [`EncodedPairing`]). With host hooks each is one host call,
/// and encoded lists reach the host without being decoded in the runtime.
#[derive(Clone, Copy, Debug)]
pub struct AsBatch;

impl<A: BatchValid> Validation<A> for AsBatch {
    fn all_valid(points: &[A]) -> bool {
        A::batch_valid(points)
    }
}

/// How an MSM gets from its encoded bases and scalars to the sum.
pub trait MsmPath<G> {
    /// `Σ scalars[i] · bases[i]` for `Vec<Affine>` and `Vec<ScalarField>` encodings.
    fn msm(bases: &[u8], scalars: &[u8]) -> Result<G, OpError>;
}

/// Decoded and checked here, then `G::msm`.
impl<G: CurveGroup> MsmPath<G> for EachPoint
where
    EachPoint: Validation<G::Affine>,
{
    fn msm(bases: &[u8], scalars: &[u8]) -> Result<G, OpError> {
        let bases: Vec<G::Affine> = points::<_, EachPoint>(bases)?;
        let scalars: Vec<G::ScalarField> = decode(scalars)?;
        G::msm(&bases, &scalars).map_err(|_| OpError::LengthMismatch)
    }
}

/// [`EncodedMsm`] on the bytes as they are.
impl<G: EncodedMsm> MsmPath<G> for AsBatch {
    fn msm(bases: &[u8], scalars: &[u8]) -> Result<G, OpError> {
        G::msm_encoded(bases, scalars).map_err(op_error)
    }
}

/// How a pairing operation gets from its encoded G1 and G2 lists to the result.
pub trait PairingPath<E: Pairing> {
    /// `Π e(g1[i], g2[i])`.
    fn multi_pairing(g1: &[u8], g2: &[u8]) -> Result<PairingOutput<E>, OpError>;
    /// Whether `Π e(g1[i], g2[i]) = 1`.
    fn pairing_check(g1: &[u8], g2: &[u8]) -> Result<bool, OpError>;
}

/// Decoded and checked here, then arkworks' `multi_pairing` or [`PairingCheck`].
impl<E: PairingCheck> PairingPath<E> for EachPoint
where
    EachPoint: Validation<E::G1Affine> + Validation<E::G2Affine>,
{
    fn multi_pairing(g1: &[u8], g2: &[u8]) -> Result<PairingOutput<E>, OpError> {
        let (g1, g2) = pairs::<E, EachPoint>(g1, g2)?;
        Ok(E::multi_pairing(g1, g2))
    }

    fn pairing_check(g1: &[u8], g2: &[u8]) -> Result<bool, OpError> {
        let (g1, g2) = pairs::<E, EachPoint>(g1, g2)?;
        Ok(E::pairing_check(&g1, &g2))
    }
}

/// [`EncodedPairing`] on the bytes as they are.
impl<E: EncodedPairing> PairingPath<E> for AsBatch {
    fn multi_pairing(g1: &[u8], g2: &[u8]) -> Result<PairingOutput<E>, OpError> {
        E::multi_pairing_encoded(g1, g2).map_err(op_error)
    }

    fn pairing_check(g1: &[u8], g2: &[u8]) -> Result<bool, OpError> {
        E::pairing_check_encoded(g1, g2).map_err(op_error)
    }
}

/// An encoded operation's error as the calls report it.
fn op_error(error: HostError) -> OpError {
    match error {
        HostError::LengthMismatch => OpError::LengthMismatch,
        _ => OpError::InvalidEncoding,
    }
}

/// Decodes uncompressed bytes, with `validate`; the input must be consumed exactly.
fn decode_with<T: CanonicalDeserialize>(bytes: &[u8], validate: Validate) -> Result<T, OpError> {
    ark_substrate::encoded::deserialize(bytes, Compress::No, validate).map_err(op_error)
}

/// Decodes uncompressed bytes with full validation; the input must be consumed exactly.
pub fn decode<T: CanonicalDeserialize>(bytes: &[u8]) -> Result<T, OpError> {
    decode_with(bytes, Validate::Yes)
}

/// Fails unless `V` finds every point valid.
fn check<A, V: Validation<A>>(points: &[A]) -> Result<(), OpError> {
    V::all_valid(points)
        .then_some(())
        .ok_or(OpError::InvalidEncoding)
}

/// A `Vec` of points, decoded, then validated by `V`.
fn points<A: CanonicalDeserialize, V: Validation<A>>(bytes: &[u8]) -> Result<Vec<A>, OpError> {
    let points: Vec<A> = decode_with(bytes, Validate::No)?;
    check::<A, V>(&points)?;
    Ok(points)
}

/// One point, decoded, then validated by `V`.
fn point<A: CanonicalDeserialize, V: Validation<A>>(bytes: &[u8]) -> Result<A, OpError> {
    let point: A = decode_with(bytes, Validate::No)?;
    check::<A, V>(core::slice::from_ref(&point))?;
    Ok(point)
}

/// `Σ scalars[i] · bases[i]` for `Vec<Affine>` and `Vec<ScalarField>` encodings.
pub fn msm<G: CurveGroup, V: MsmPath<G>>(bases: &[u8], scalars: &[u8]) -> Result<G, OpError> {
    V::msm(bases, scalars)
}

/// `scalar · base` on a projective point (arkworks' `mul_projective`).
pub fn mul_projective<G: CurveGroup, V: Validation<G::Affine>>(
    base: &[u8],
    scalar: &[u8],
) -> Result<G, OpError> {
    let base: G = point::<G::Affine, V>(base)?.into_group();
    let scalar: G::ScalarField = decode(scalar)?;
    Ok(base * scalar)
}

/// `scalar · base` on an affine point (arkworks' `mul_affine`).
pub fn mul_affine<G: CurveGroup, V: Validation<G::Affine>>(
    base: &[u8],
    scalar: &[u8],
) -> Result<G, OpError> {
    let base: G::Affine = point::<_, V>(base)?;
    let scalar: G::ScalarField = decode(scalar)?;
    Ok(base.mul_bigint(scalar.into_bigint()))
}

/// The G1 and G2 lists of a pairing call.
type Pairs<E> = (Vec<<E as Pairing>::G1Affine>, Vec<<E as Pairing>::G2Affine>);

fn pairs<E, V>(g1: &[u8], g2: &[u8]) -> Result<Pairs<E>, OpError>
where
    E: Pairing,
    V: Validation<E::G1Affine> + Validation<E::G2Affine>,
{
    let g1: Vec<E::G1Affine> = points::<_, V>(g1)?;
    let g2: Vec<E::G2Affine> = points::<_, V>(g2)?;
    (g1.len() == g2.len())
        .then_some((g1, g2))
        .ok_or(OpError::LengthMismatch)
}

/// `Π e(g1[i], g2[i])`: multi-Miller loop and final exponentiation.
pub fn pairing<E: Pairing, V: PairingPath<E>>(
    g1: &[u8],
    g2: &[u8],
) -> Result<PairingOutput<E>, OpError> {
    V::multi_pairing(g1, g2)
}

/// Whether `Π e(g1[i], g2[i]) = 1` (with host types, one fused host call).
pub fn pairing_check<E: Pairing, V: PairingPath<E>>(g1: &[u8], g2: &[u8]) -> Result<(), OpError> {
    V::pairing_check(g1, g2)?
        .then_some(())
        .ok_or(OpError::PairingCheckFailed)
}

/// Groth16 verification of a `VerifyingKey`, a `Proof` and a `Vec<ScalarField>` of public
/// inputs with [`Groth16Verify`]: with plain arkworks, arkworks' point checks and ark-groth16;
/// with host hooks, one host call that checks the points and verifies. `V` is not used: the
/// point checks are part of the verification.
pub fn groth16_verify<E, V>(vk: &[u8], proof: &[u8], inputs: &[u8]) -> Result<(), OpError>
where
    E: Groth16Verify,
{
    let vk: VerifyingKey<E> = decode_with(vk, Validate::No)?;
    let proof: Proof<E> = decode_with(proof, Validate::No)?;
    let inputs: Vec<E::ScalarField> = decode(inputs)?;
    match E::groth16_verify(&vk, &proof, &inputs) {
        Ok(true) => Ok(()),
        Ok(false) => Err(OpError::InvalidProof),
        Err(Groth16Error::InvalidPoint) => Err(OpError::InvalidEncoding),
        Err(Groth16Error::WrongInputCount) => Err(OpError::MalformedVerifyingKey),
    }
}
