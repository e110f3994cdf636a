//! Ring-VRF verification: ark-vrf's `Bandersnatch-SHA512-ELL2-v1` ring scheme (ark-vrf 0.5.4,
//! w3f-ring-proof 0.0.11), from encoded arguments, generic over the suite so that the host
//! function (ark-vrf's own suite, [`ring_vrf_verify`]) and runtime code over `ark-substrate`'s
//! hooked suites run the same steps.
//!
//! The arguments, in arkworks' compressed encodings (as ark-vrf's own vectors carry them):
//!
//! - `ring_size`: the ring's capacity, which fixes the PIOP domain
//!   (`piop_domain_size(ring_size)` points); at most [`MAX_RING_SIZE`];
//! - `key`: the ring's `RingVerifierKey` (the KZG verifier key and the commitment to the ring's
//!   keys; what a chain keeps in storage);
//! - `input`: the VRF input's data, hashed to the curve (Elligator 2); at most [`MAX_DATA`]
//!   bytes;
//! - `output`: the VRF output point;
//! - `ad`: the additional data the proof signs; at most [`MAX_DATA`] bytes;
//! - `proof`: the ring proof (Pedersen proof and ring membership proof).
//!
//! The verifier reads the PIOP domain only at the challenge ζ (a logarithmic number of
//! squarings), so the cost does not depend on the ring size; with the bounds checked before any
//! decoding, one call's worst case is a valid proof with both data at [`MAX_DATA`] bytes.

use crate::{error::Error, native::decode::flag};
use ark_ec::{twisted_edwards::Affine as TEAffine, CurveGroup};
use ark_poly::{EvaluationDomain, GeneralEvaluationDomain};
use ark_serialize::{CanonicalDeserialize, Compress, Validate};
use ark_std::{rand::RngCore, UniformRand};
use ark_vrf::{
    pedersen::Verifier as PedersenVerifier,
    ring::{
        dom_utils::{max_ring_size_from_piop_domain_size, piop_domain_size},
        Kzg, Proof, RingSuite, RingVerifierKey,
    },
    utils::te_sw_map::TEMapping,
    AffinePoint, BaseField, CurveConfig, Input, Output, Public, VrfIo,
};
use w3f_plonk_common::{
    domain::EvaluatedDomain,
    kzg_acc::{KzgAccumulator, KzgOpeningAt2Points},
    transcript::PlonkTranscript,
    verifier::PlonkVerifier,
};
use w3f_ring_proof::{
    pcs::RawVerifierKey,
    piop::{params::ZK_ROWS, verifier::PiopVerifier},
    ArkTranscript,
};

/// ark-vrf's own suite (plain arkworks): what the host function verifies with.
pub use ark_vrf::suites::bandersnatch::BandersnatchSha512Ell2 as Plain;

/// The most bytes of VRF input data, and of additional data, one call takes.
pub const MAX_DATA: usize = 256;

/// log2 of the largest PIOP domain a call takes.
pub const MAX_DOMAIN_LOG2: u32 = 20;

/// The largest ring capacity a call takes: the rings whose PIOP domain has at most
/// 2^[`MAX_DOMAIN_LOG2`] points. Larger rings cost the verifier nothing more, but no published
/// SRS serves them.
pub const MAX_RING_SIZE: u32 =
    max_ring_size_from_piop_domain_size::<Plain>(1 << MAX_DOMAIN_LOG2) as u32;

/// Reads exactly `bytes` as a `T` in arkworks' compressed encoding, with arkworks' checks of `T`
/// (curve and subgroup checks of its points): `InvalidEncoding` otherwise.
pub fn decode<T: CanonicalDeserialize>(mut bytes: &[u8]) -> Result<T, Error> {
    let value = T::deserialize_with_mode(&mut bytes, Compress::Yes, Validate::Yes)
        .map_err(|_| Error::InvalidEncoding)?;
    bytes
        .is_empty()
        .then_some(value)
        .ok_or(Error::InvalidEncoding)
}

/// The bounds, checked before anything is decoded: `TooManyElements` for a ring over
/// [`MAX_RING_SIZE`] or `input` or `ad` over [`MAX_DATA`] bytes.
pub fn check_bounds(ring_size: u32, input: &[u8], ad: &[u8]) -> Result<(), Error> {
    if ring_size > MAX_RING_SIZE || input.len() > MAX_DATA || ad.len() > MAX_DATA {
        return Err(Error::TooManyElements);
    }
    Ok(())
}

/// The VRF output point, decoded with its checks.
pub fn decode_output<S: RingSuite>(output: &[u8]) -> Result<Output<S>, Error> {
    // Decoded with validation, so ark-vrf's own check (`Output::from_affine`) would repeat it.
    Ok(Output::<S>::from_affine_unchecked(
        decode::<AffinePoint<S>>(output)?,
    ))
}

/// The VRF input: `data` hashed to the curve by the suite; `InvalidEncoding` where the suite's
/// map has no point for it.
pub fn hash_input<S: RingSuite>(data: &[u8]) -> Result<Input<S>, Error> {
    Input::<S>::new(data).ok_or(Error::InvalidEncoding)
}

/// The Pedersen proof (the VRF output's and the blinded key's): whether it verifies.
pub fn verify_pedersen<S: RingSuite>(io: VrfIo<S>, ad: &[u8], proof: &Proof<S>) -> bool {
    <Public<S> as PedersenVerifier<S>>::verify(io, ad, &proof.pedersen_proof).is_ok()
}

/// The ring proof's verifier: the KZG key prepared and the ring's key put into the transcript.
pub type RingVerifier<S> = PlonkVerifier<BaseField<S>, Kzg<S>, ArkTranscript>;

/// Builds [`RingVerifier`] from the ring's key.
pub fn ring_verifier<S: RingSuite>(key: &RingVerifierKey<S>) -> RingVerifier<S> {
    PlonkVerifier::init(
        key.pcs_raw_vk.prepare(),
        key,
        ArkTranscript::new(S::SUITE_ID),
    )
}

/// The ring membership proof: whether the Pedersen proof's blinded key is a blinded member of
/// the ring committed in `key`, with a PIOP domain for `ring_size` members.
///
/// This is what ark-vrf's `ring::BatchVerifier` checks of a batch of this one proof
/// (w3f-ring-proof), with the same values and randomizer, without building a `RingContext`: that
/// builds w3f-plonk-common's `Domain`, three columns each an inverse FFT over the PIOP domain and
/// an FFT over four times it, which only a prover reads (4 ms of a 34 ms verification in Wasm).
/// The verifier reads the domain at ζ alone, which is `EvaluatedDomain::new` of the evaluation
/// domain, ζ and the zero-knowledge rows, computed here directly. `ec-benches`' test `ring_vrf`
/// checks that this accepts and rejects exactly what ark-vrf's own verifiers do: its batch
/// verifier and its `ring::Verifier::verify` (which checks the same two KZG openings, folded with
/// other randomizers).
pub fn verify_ring_proof<S: RingSuite>(
    ring_size: u32,
    key: &RingVerifierKey<S>,
    verifier: RingVerifier<S>,
    proof: &Proof<S>,
) -> bool {
    // The prover's blinded key: what the ring proof shows to be a ring member's, blinded.
    let Some(result) = proof.pedersen_proof.key_commitment().into_te() else {
        return false;
    };
    let Some(seed) = S::ACCUMULATOR_BASE.into_te() else {
        return false;
    };
    let Some(domain) = GeneralEvaluationDomain::new(piop_domain_size::<S>(ring_size as usize))
    else {
        return false;
    };
    let ring_proof = proof.ring_proof.clone();
    let (challenges, mut rng) = verifier
        .restore_fs_with_rng::<PiopVerifier<_, _, TEAffine<CurveConfig<S>>>, _, _, _>(
            &result,
            &ring_proof,
        );
    let seed_plus_result = (seed + result).into_affine();
    let piop = PiopVerifier::<_, _, TEAffine<CurveConfig<S>>>::init(
        EvaluatedDomain::new(domain, challenges.zeta, ZK_ROWS),
        key.fixed_columns_committed.clone(),
        ring_proof.column_commitments.clone(),
        ring_proof.columns_at_zeta.clone(),
        (seed.x, seed.y),
        (seed_plus_result.x, seed_plus_result.y),
    );
    // ark-vrf's batch verification (`ring::BatchVerifier`, through w3f-ring-proof's `BatchItem`
    // and `BatchVerifier`) of this one proof: its two KZG openings folded by one randomizer into
    // two MSMs and a 2-pair pairing. `PlonkVerifier::verify` folds them with
    // `small_multiexp_affine`, a double-and-add over the group law that no MSM hook reaches, two
    // thirds of a verification in Wasm. Both check the same two openings, each with randomizers
    // drawn after the proof is fixed.
    let mut entropy = [0u8; 32];
    rng.fill_bytes(&mut entropy);
    let mut transcript = ArkTranscript::new(S::SUITE_ID);
    <ArkTranscript as PlonkTranscript<BaseField<S>, Kzg<S>>>::_add_serializable(
        &mut transcript,
        b"batch-entropy",
        &entropy,
    );
    let mut randomizers =
        <ArkTranscript as PlonkTranscript<BaseField<S>, Kzg<S>>>::to_rng(transcript);
    let mut accumulator = KzgAccumulator::new(verifier.pcs_vk);
    accumulator.accumulate(
        &KzgOpeningAt2Points::new(piop, ring_proof, challenges),
        BaseField::<S>::rand(&mut randomizers),
    );
    accumulator.verify()
}

/// A ring-VRF verification's arguments, read and checked (see [`read`]).
pub struct RingVrfParts<S: RingSuite> {
    /// The ring's key.
    pub key: RingVerifierKey<S>,
    /// The VRF input (hashed) and output.
    pub io: VrfIo<S>,
    /// The proof.
    pub proof: Proof<S>,
}

impl<S: RingSuite> RingVrfParts<S> {
    /// Whether the proof verifies for `ad` and a ring of capacity `ring_size`: the Pedersen
    /// proof, then the ring proof, as ark-vrf's `ring::Verifier::verify` checks them.
    pub fn verifies(&self, ring_size: u32, ad: &[u8]) -> bool {
        verify_pedersen(self.io, ad, &self.proof)
            && verify_ring_proof(
                ring_size,
                &self.key,
                ring_verifier::<S>(&self.key),
                &self.proof,
            )
    }
}

/// Reads a ring-VRF verification's arguments (see the module), in this order:
/// `Err(TooManyElements)` past a bound (before any decoding), then `Err(InvalidEncoding)` for
/// `key`, `output`, `input` (no point for it) or `proof` that do not decode to valid values.
pub fn read<S: RingSuite>(
    ring_size: u32,
    key: &[u8],
    input: &[u8],
    output: &[u8],
    ad: &[u8],
    proof: &[u8],
) -> Result<RingVrfParts<S>, Error> {
    check_bounds(ring_size, input, ad)?;
    let key = decode(key)?;
    let output = decode_output::<S>(output)?;
    let input = hash_input::<S>(input)?;
    let proof = decode(proof)?;
    Ok(RingVrfParts {
        key,
        io: VrfIo { input, output },
        proof,
    })
}

/// Verifies a ring-VRF proof over suite `S` from its encoded arguments (see the module):
/// `Ok(true)` if it verifies, `Ok(false)` if not, [`read`]'s errors for arguments it rejects.
pub fn verify<S: RingSuite>(
    ring_size: u32,
    key: &[u8],
    input: &[u8],
    output: &[u8],
    ad: &[u8],
    proof: &[u8],
) -> Result<bool, Error> {
    Ok(read::<S>(ring_size, key, input, output, ad, proof)?.verifies(ring_size, ad))
}

/// `ed_on_bls12_381_bandersnatch_ring_vrf_verify(ring_size, key, input, output, ad, proof,
/// out)`: [`verify`] with ark-vrf's own suite; writes `1` into the one-byte `out` if the proof
/// verifies, `0` if not (`OutputLength` for another `out`, checked after [`read`]).
pub fn ring_vrf_verify(
    ring_size: u32,
    key: &[u8],
    input: &[u8],
    output: &[u8],
    ad: &[u8],
    proof: &[u8],
    out: &mut [u8],
) -> Result<(), Error> {
    let parts = read::<Plain>(ring_size, key, input, output, ad, proof)?;
    *flag(out)? = u8::from(parts.verifies(ring_size, ad));
    Ok(())
}
