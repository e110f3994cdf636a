//! Ring-VRF verification (ark-vrf's `Bandersnatch-SHA512-ELL2-v1` ring scheme) from encoded
//! arguments, generic over the suite, so that every column runs the same code on the same bytes:
//! ark-vrf's own suite (plain arkworks) and `ark_substrate::vrf::BandersnatchSha512Ell2<H>` for
//! any hooks (feature `vrf`).
//!
//! What a chain verifying ring VRFs receives and stores, as arkworks' compressed encodings (as
//! ark-vrf's own vectors carry them):
//!
//! - `key`: the ring's `RingVerifierKey` (its KZG verifier key and the commitment to the ring's
//!   keys; a chain keeps it in storage), for a ring of at most [`RING_SIZE`] members;
//! - `input`: the VRF input's data, hashed to the curve (Elligator 2);
//! - `output`: the VRF output point;
//! - `ad`: the additional data the proof signs;
//! - `proof`: the ring proof (Pedersen proof and ring membership proof).
//!
//! Every ring of up to [`RING_SIZE`] members has the same PIOP domain (512 points), so the work
//! does not depend on the ring; `input` and `ad` are bounded by [`MAX_DATA`] before anything is
//! decoded, so one call's cost has a worst case: both at [`MAX_DATA`] bytes.

use crate::OpError;
use alloc::vec::Vec;
use ark_ec::{twisted_edwards::Affine as TEAffine, CurveGroup};
use ark_poly::{EvaluationDomain, GeneralEvaluationDomain};
use ark_serialize::{CanonicalDeserialize, Compress, Validate};
use ark_vrf::{
    pedersen::Verifier as PedersenVerifier,
    ring::{dom_utils::piop_domain_size, Kzg, Proof, RingSuite, RingVerifierKey},
    utils::te_sw_map::TEMapping,
    AffinePoint, BaseField, CurveConfig, Input, Output, Public, VrfIo,
};
use core::hint::black_box;
use w3f_plonk_common::{domain::EvaluatedDomain, verifier::PlonkVerifier};
use w3f_ring_proof::{
    pcs::RawVerifierKey,
    piop::{params::ZK_ROWS, verifier::PiopVerifier},
    ArkTranscript,
};

/// ark-vrf's own suite (plain arkworks), what the `normal`, `wasm` and `native` columns run.
pub use ark_substrate::vrf::Upstream as Plain;

/// The largest ring verified: what ark-vrf's 2^11-power SRS serves (its PIOP domain is 512
/// points, 257 of them overhead). Every smaller ring has the same domain and cost.
pub const RING_SIZE: usize = 255;

/// The most bytes of VRF input data, and of additional data, a call takes.
pub const MAX_DATA: usize = 256;

/// The arguments' order: `key`, `input`, `output`, `ad`, `proof`.
pub const ARGS: usize = 5;

/// Decodes compressed bytes with full validation (curve and subgroup checks through the
/// suite's types); the input must be consumed exactly.
fn decode<T: CanonicalDeserialize>(bytes: &[u8]) -> Result<T, OpError> {
    ark_substrate::encoded::deserialize(bytes, Compress::Yes, Validate::Yes)
        .map_err(|_| OpError::InvalidEncoding)
}

/// Verifies a ring-VRF proof over suite `S` from its encoded arguments (see the module's
/// documentation): `Err(InputTooLong)` for `input` or `ad` over [`MAX_DATA`] bytes (before any
/// decoding), `Err(InvalidEncoding)` for bytes that do not decode to valid values,
/// `Err(InvalidProof)` for a proof that does not verify.
pub fn verify<S: RingSuite>(
    key: &[u8],
    input: &[u8],
    output: &[u8],
    ad: &[u8],
    proof: &[u8],
) -> Result<(), OpError> {
    verify_until::<S>(Step::Verify, [key, input, output, ad, proof])
}

/// [`verify`] on the arguments as a list (`ARGS` of them, in order); `Err(LengthMismatch)` for
/// another count.
pub fn verify_args<S: RingSuite>(args: &[&[u8]]) -> Result<(), OpError> {
    match args {
        &[key, input, output, ad, proof] => verify::<S>(key, input, output, ad, proof),
        _ => Err(OpError::LengthMismatch),
    }
}

/// [`verify`]'s steps in order, to measure what each costs where it runs (`ec-benches`'
/// example `ring_vrf_steps`): running up to a step and up to the one before differ by its cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    /// The length bound, then the ring's verifier key decoded (decompression, checks).
    DecodeKey,
    /// The output point decoded.
    DecodeOutput,
    /// The input data hashed to the curve (Elligator 2).
    HashInput,
    /// The proof decoded.
    DecodeProof,
    /// The Pedersen proof verified (the VRF output's and the blinded key's proof).
    Pedersen,
    /// The ring proof's verifier built from the key (the KZG key prepared, the key put into the
    /// transcript).
    Verifier,
    /// The whole verification: the ring proof too.
    Verify,
}

impl Step {
    /// Every step, in order.
    pub const ALL: [Step; 7] = [
        Step::DecodeKey,
        Step::DecodeOutput,
        Step::HashInput,
        Step::DecodeProof,
        Step::Pedersen,
        Step::Verifier,
        Step::Verify,
    ];
}

/// Runs [`verify`] up to and including `step`, on the arguments in [`verify`]'s order. `Ok(())`
/// when everything run succeeded.
pub fn verify_until<S: RingSuite>(step: Step, args: [&[u8]; ARGS]) -> Result<(), OpError> {
    let [key, input, output, ad, proof] = args;
    if input.len() > MAX_DATA || ad.len() > MAX_DATA {
        return Err(OpError::InputTooLong);
    }
    let key: RingVerifierKey<S> = decode(key)?;
    if step == Step::DecodeKey {
        black_box(&key);
        return Ok(());
    }
    // Decoded with validation, so ark-vrf's own check (`Output::from_affine`) would repeat it.
    let output = Output::<S>::from_affine_unchecked(decode::<AffinePoint<S>>(output)?);
    if step == Step::DecodeOutput {
        black_box(&output);
        return Ok(());
    }
    let input = Input::<S>::new(input).ok_or(OpError::InvalidEncoding)?;
    if step == Step::HashInput {
        black_box(&input);
        return Ok(());
    }
    let proof: Proof<S> = decode(proof)?;
    if step == Step::DecodeProof {
        black_box(&proof);
        return Ok(());
    }
    verify_ring(VrfIo { input, output }, ad, &proof, &key, step)
}

/// ark-vrf's ring verification (`ring::Verifier::verify` for `Public`, which ends in
/// w3f-ring-proof's `RingVerifier::verify`): the same checks on the same values, without
/// building the PIOP domain's columns. Runs up to `step` (one of the last three).
///
/// ark-vrf's verifier comes from a `RingContext`, which builds w3f-plonk-common's `Domain`:
/// three columns, each an inverse FFT over the 512-point domain and an FFT over 2048 points,
/// which only a prover reads (4 ms of a 34 ms verification in Wasm). The verifier reads the
/// domain at ζ alone: `Domain::evaluate` is `EvaluatedDomain::new` of the 512-point evaluation
/// domain, ζ and the zero-knowledge rows, computed here directly. The verifier is built per
/// call: a runtime keeps no native objects between calls, only bytes, so building it is part of
/// what a chain pays for. `ec-benches`' test `ring_vrf` checks that this accepts and rejects
/// exactly what ark-vrf's own verifier does, on the fixture and on every single-bit change of it.
fn verify_ring<S: RingSuite>(
    io: VrfIo<S>,
    ad: &[u8],
    proof: &Proof<S>,
    key: &RingVerifierKey<S>,
    step: Step,
) -> Result<(), OpError> {
    <Public<S> as PedersenVerifier<S>>::verify(io, ad, &proof.pedersen_proof)
        .map_err(|_| OpError::InvalidProof)?;
    if step == Step::Pedersen {
        return Ok(());
    }
    // The prover's blinded key: what the ring proof shows to be a ring member's, blinded.
    let result = proof
        .pedersen_proof
        .key_commitment()
        .into_te()
        .ok_or(OpError::InvalidProof)?;
    let verifier = PlonkVerifier::<BaseField<S>, Kzg<S>, ArkTranscript>::init(
        key.pcs_raw_vk.prepare(),
        key,
        ArkTranscript::new(S::SUITE_ID),
    );
    if step == Step::Verifier {
        black_box(&verifier);
        return Ok(());
    }
    let ring_proof = proof.ring_proof.clone();
    let (challenges, mut rng) = verifier
        .restore_fs_with_rng::<PiopVerifier<_, _, TEAffine<CurveConfig<S>>>, _, _, _>(
            &result,
            &ring_proof,
        );
    let seed = S::ACCUMULATOR_BASE.into_te().ok_or(OpError::InvalidProof)?;
    let seed_plus_result = (seed + result).into_affine();
    let domain = GeneralEvaluationDomain::new(piop_domain_size::<S>(RING_SIZE))
        .ok_or(OpError::InvalidProof)?;
    let piop = PiopVerifier::<_, _, TEAffine<CurveConfig<S>>>::init(
        EvaluatedDomain::new(domain, challenges.zeta, ZK_ROWS),
        key.fixed_columns_committed.clone(),
        ring_proof.column_commitments.clone(),
        ring_proof.columns_at_zeta.clone(),
        (seed.x, seed.y),
        (seed_plus_result.x, seed_plus_result.y),
    );
    verifier
        .verify(piop, ring_proof, challenges, &mut rng)
        .then_some(())
        .ok_or(OpError::InvalidProof)
}

/// The committed fixture (`fixtures/ring_vrf_255.bin`, made by `ec-benches`' test
/// `ring_vrf_fixture`, which checks it): a proof by member 127 of a ring of [`RING_SIZE`] keys
/// (seeds `i` as 8 little-endian bytes, then zeros), with `input` and `ad` of [`MAX_DATA`]
/// bytes each, the worst case a call takes.
pub const FIXTURE: &[u8] = include_bytes!("../fixtures/ring_vrf_255.bin");

/// The fixture's arguments, in [`verify`]'s order. The file is the arguments one after the
/// other, each after its length as 4 little-endian bytes; a malformed file gives fewer
/// arguments (and so a failing call), never a panic.
pub fn fixture() -> Vec<Vec<u8>> {
    split(FIXTURE)
}

/// The arguments of a file in [`FIXTURE`]'s format.
pub fn split(mut bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut args = Vec::new();
    while let Some((len, rest)) = bytes.split_first_chunk::<4>() {
        let len = u32::from_le_bytes(*len) as usize;
        let Some((arg, rest)) = rest.split_at_checked(len) else {
            break;
        };
        args.push(arg.to_vec());
        bytes = rest;
    }
    args
}

/// [`split`]'s inverse.
pub fn join(args: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Vec::new();
    for arg in args {
        out.extend_from_slice(&(arg.len() as u32).to_le_bytes());
        out.extend_from_slice(arg);
    }
    out
}
